import Testing

/// `bmi help method` documents the method the code runs: adult cut points generated from the
/// code's table, and the CDC's child method with every formula and its surprises.
@MainActor
struct MethodTopicTests {
  func method() async -> String {
    let sut = await InProcessRunner.run(["help", "method"], columns: 100)
    #expect(sut.status == 0)
    return sut.stdout
  }

  @Test(arguments: [
    "normal             18.5 to 24.99  18.5 to 22.99",
    "overweight         25 to 29.99    23 to 27.49",
    "obese-3            40 and over    37.5 and over",
  ])
  func method_adultCutPoints_generatedFromTheTable(row: String) async {
    #expect(await method().contains(row))
  }

  @Test(arguments: [
    "z      = ((X / M)^L - 1) / (L × S)",
    "pct    = 100 × Φ(z)",
    "P95    = M × (1 + L × S × 1.6448536269514715)^(1 / L)",
    "%P95   = 100 × (BMI / P95)",
    "%med   = z1 × 100 × S, z1 = (BMI / M - 1) / S",
    "mod z  = (X - M) / (0.5 × (M × (1 + 2LS)^(1/L) - M))",
    "(X - M) / (0.5 × (M - M × (1 - 2LS)^(1/L)))",
    "σ      = 0.3728 + 0.5196 y - 0.0091 y²  (boys)",
    "0.8334 + 0.3712 y - 0.0011 y²  (girls)",
    "rounded to 8 decimals",
    "pct    = 90 + 10 × Φ(d)",
    "z      = -Φ⁻¹(0.1 × (1 - Φ(d)))",
    "y = y_i + (y_j - y_i) × ((a - x_i) / (x_j - x_i))",
    "days / 30.4375",
    "add 0.5, so 114 completed months is --age 114.5m",
    "a percentile of 94.995 is overweight although it prints as 95.00",
    "the CDC prints 8.21 instead",
    "crosses to the adult classes on the birthday",
  ])
  func method_childMethod_statesEachFormulaAndSurprise(text: String) async {
    let flat = await method().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.contains(text.split(whereSeparator: \.isWhitespace).joined(separator: " ")))
  }
}

/// `bmi help growth` says how a child's profile is tracked and charted.
@MainActor
struct GrowthTopicTests {
  @Test(arguments: [
    "bmi profile save mia --height 132cm --sex female",
    "days / 30.4375 months",
    "from the 20th birthday the adult classes",
    "under-2-years, sex-missing, measurement-date-missing, born-after-measurement",
    "P5, P50, P85, P95 and 120% of P95",
    "reference, age_months, percentile, z_score, percent_of_p95 and reason",
  ])
  func growth_topic_explainsChildTracking(text: String) async {
    let sut = await InProcessRunner.run(["help", "growth"], columns: 100)
    #expect(sut.status == 0)
    let flat = sut.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.contains(text.split(whereSeparator: \.isWhitespace).joined(separator: " ")))
  }
}
