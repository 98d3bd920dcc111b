import Testing

/// The calc command's contract: what goes to stdout and stderr, and the exit status.
@MainActor
struct CalcCommandTests {
  @Test(arguments: [
    (["--weight", "70"], "bmi: missing --height H for 'bmi calc'; see 'bmi calc --help'"),
    (["--height", "175"], "bmi: missing --weight W for 'bmi calc'; see 'bmi calc --help'"),
    (
      ["--weight", "abc", "--height", "175"],
      "bmi: invalid --weight 'abc': not a number; expected a weight such as 70, 70kg, 154lb or 11st2lb"
    ),
    (
      ["--weight", "nan", "--height", "175"],
      "bmi: invalid --weight 'nan': must be a finite number; expected a weight such as 70, 70kg, 154lb or 11st2lb"
    ),
    (
      ["--weight", "-70", "--height", "175"],
      "bmi: invalid --weight '-70': must be greater than zero; expected a weight such as 70, 70kg, 154lb or 11st2lb"
    ),
    (
      ["--weight", "0", "--height", "175"],
      "bmi: invalid --weight '0': must be greater than zero; expected a weight such as 70, 70kg, 154lb or 11st2lb"
    ),
    (
      ["--weight", "70xy", "--height", "175"],
      "bmi: invalid --weight '70xy': unknown unit 'xy'; expected a weight such as 70, 70kg, 154lb or 11st2lb"
    ),
    (
      ["--weight", "1001", "--height", "175"],
      "bmi: invalid --weight '1001': 1001.00 kg is outside 0.2–1000 kg"
    ),
    // Centimetres as a bare number where bare numbers are inches.
    (
      ["--weight", "150", "--height", "170", "--units", "imperial"],
      "bmi: invalid --height '170': 431.80 cm is outside 30–300 cm; did you mean '170cm'?"
    ),
    (
      ["--weight", "10", "--height", "75cm", "--head", "36", "--units", "imperial"],
      "bmi: invalid --head '36': 91.44 cm is outside 20–80 cm; did you mean '36cm'?"
    ),
    // Just outside: as many decimals as show it (2 would print 1000.00 and 0.20), then words.
    (
      ["--weight", "1000.004", "--height", "175"],
      "bmi: invalid --weight '1000.004': 1000.004 kg is outside 0.2–1000 kg"
    ),
    (
      ["--weight", "0.199", "--height", "175"],
      "bmi: invalid --weight '0.199': 0.199 kg is outside 0.2–1000 kg"
    ),
    (
      ["--weight", "1000.0000001", "--height", "175"],
      "bmi: invalid --weight '1000.0000001': just over 1000 kg is outside 0.2–1000 kg"
    ),
    (
      ["--weight", "70", "--height", "29.9999999"],
      "bmi: invalid --height '29.9999999': just under 30 cm is outside 30–300 cm"
    ),
    // Too large for 2 decimals: said in words, not printed as 0.00.
    (
      ["--weight", "1e999", "--height", "175"],
      "bmi: invalid --weight '1e999': more than 10^15 kg is outside 0.2–1000 kg"
    ),
    (
      ["--weight", "70", "--height", "1234567890123456789012345678901"],
      "bmi: invalid --height '1234567890123456789012345678901': more than 10^15 cm is outside 30–300 cm"
    ),
    (
      ["--weight", "70", "--height", "1.75"],
      "bmi: invalid --height '1.75': 1.75 cm is outside 30–300 cm; did you mean '1.75m'?"
    ),
    (
      ["--weight", "70", "--height", "400cm"],
      "bmi: invalid --height '400cm': 400.00 cm is outside 30–300 cm"
    ),
    (
      ["--weight", "70", "--height", "0"],
      "bmi: invalid --height '0': must be greater than zero; expected a height such as 175, 175cm, 1.75m, 69in or 5ft9in"
    ),
    (
      ["--weight", "70,5", "--height", "175"],
      "bmi: invalid --weight '70,5': use a decimal point, not a comma (e.g. 70.5)"
    ),
    (
      ["--weight", "70", "--height", "175", "--units", "us"],
      "bmi: invalid value 'us' for '--units'; expected metric or imperial"
    ),
  ])
  func calc_badInput_oneLineOnStderrExit64NothingOnStdout(arguments: [String], message: String)
    async
  {
    let sut = await InProcessRunner.run(["calc"] + arguments)
    #expect(sut.status == 64)
    #expect(sut.stdout.isEmpty)
    #expect(sut.stderr == message + "\n")
  }

  @Test func calc_textFormat_printsSummary() async {
    let sut = await InProcessRunner.run(["calc", "--weight", "70", "--height", "175"])
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        BMI 22.86  Normal weight
        Weight 70.0 kg, height 175.0 cm, BMI Prime 0.91
        Healthy weight for this height: 56.7–76.3 kg (BMI 18.5–24.9)
        You are within the healthy weight range.

        """)
  }

  /// 24.95 is normal (under 25) but its weight lies above the range's BMI 24.9: the last
  /// line says so rather than call the weight within the range printed above it.
  @Test func calc_normalBMIAboveTheRange_saysJustAbove() async {
    let sut = await InProcessRunner.run(["calc", "--weight", "99.8", "--height", "200"])
    #expect(sut.status == 0)
    #expect(
      sut.stdout.hasSuffix(
        """
        Healthy weight for this height: 74.0–99.6 kg (BMI 18.5–24.9)
        Your BMI counts as normal weight, though the weight is just above this range.

        """))
  }

  @Test func calc_imperialInput_answersInPoundsAndStone() async {
    let sut = await InProcessRunner.run(["calc", "--weight", "15st", "--height", "5ft 9in"])
    #expect(
      sut.stdout == """
        BMI 31.01  Obese (class I)
        Weight 210.0 lb (15 st 0.0 lb), height 5 ft 9.0 in (175.3 cm), BMI Prime 1.24
        Healthy weight for this height: 125.3–168.6 lb, 8 st 13.3 lb to 12 st 0.6 lb (BMI 18.5–24.9)
        To reach it: lose 41.4 lb.

        """)
  }

  @Test func calc_jsonFormat_hasDocumentedFieldsInOrder() async {
    let sut = await InProcessRunner.run(["calc", "--weight", "50", "--height", "175", "--json"])
    #expect(
      sut.stdout == """
        {
          "bmi": 16.33,
          "category": "moderate-thinness",
          "category_label": "Moderate thinness",
          "bmi_prime": 0.65,
          "weight_kg": 50.00,
          "height_cm": 175.00,
          "healthy_weight_min_kg": 56.66,
          "healthy_weight_max_kg": 76.26,
          "weight_change_kg": 6.66,
          "weight_lb": 110.23,
          "height_in": 68.90,
          "healthy_weight_min_lb": 124.91,
          "healthy_weight_max_lb": 168.12,
          "weight_change_lb": 14.67,
          "reference": "who-adult",
          "age_months": null,
          "sex": null,
          "percentile": null,
          "z_score": null,
          "percent_of_p95": null,
          "bmi_p95": null,
          "waist_cm": null,
          "waist_in": null,
          "waist_to_height": null,
          "waist_to_height_band": null,
          "waist_date": null,
          "original_percentile": null,
          "original_z_score": null,
          "percent_of_median": null,
          "bmi_p50": null,
          "weight_percentile": null,
          "weight_z_score": null,
          "height_percentile": null,
          "height_z_score": null,
          "modified_bmi_z": null,
          "modified_weight_z": null,
          "modified_height_z": null,
          "biv_weight": null,
          "biv_height": null,
          "biv_bmi": null,
          "biv": null,
          "extended": null,
          "implausible": null,
          "iotf_class": null,
          "iotf_bmi": null,
          "reason": null,
          "who_length_height_cm": null,
          "who_length_height_in": null,
          "who_bmi": null,
          "who_measured": null,
          "who_standing_under_9_months": null,
          "who_length_height_z": null,
          "who_length_height_flag": null,
          "who_weight_z": null,
          "who_weight_flag": null,
          "who_weight_for_length_z": null,
          "who_weight_for_length_flag": null,
          "who_bmi_z": null,
          "who_bmi_flag": null,
          "who_head_z": null,
          "who_head_flag": null,
          "who_arm_z": null,
          "who_arm_flag": null,
          "who_category_indicator": null,
          "who_stature_class": null,
          "who_weight_class": null
        }

        """)
  }

  @Test func calc_csvFormat_printsHeaderAndOneRow() async {
    let sut = await InProcessRunner.run([
      "calc", "--weight", "70", "--height", "175", "--format=csv",
    ])
    let lines = sut.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines.first?.hasPrefix("bmi,category,category_label,bmi_prime,weight_kg,height_cm,") == true)
    #expect(lines.last?.hasPrefix("22.86,normal,Normal weight,0.91,70.00,175.00,") == true)
  }

  @Test(arguments: [
    (["--weight", "70", "--height", "175"], "22.86"),
    (["--weight", "154", "--height", "69", "--units", "imperial"], "22.74"),
    (["--weight", "11st2lb", "--height", "5'9\""], "23.04"),
    (["--weight", "99.98", "--height", "2m"], "25.00"),
  ])
  func calc_valueFormat_printsBMIOnly(arguments: [String], value: String) async {
    let sut = await InProcessRunner.run(["calc"] + arguments + ["--format", "value"])
    #expect(sut.stdout == value + "\n")
  }

  @Test func version_printsVersion() async {
    let sut = await InProcessRunner.run(["--version"])
    #expect(sut.stdout == "bmi 0.1.0\n")
  }
}

@MainActor
struct ErrorLineTests {
  @Test func calc_valueWithControlCharacters_errorStaysOneEscapedLine() async {
    let sut = await InProcessRunner.run(["calc", "--weight", "70\n\u{1B}[31m", "--height", "175"])
    #expect(sut.status == 64)
    #expect(sut.stderr.hasPrefix("bmi: invalid --weight '70\\n\\x1b[31m': "))
    #expect(sut.stderr.filter { $0 == "\n" }.count == 1)
  }
}

@MainActor
struct CalcModeTests {
  @Test(arguments: ["--age", "--sex", "--population", "--waist", "--born", "--date"])
  func calc_batchWithPerPersonOption_exits64(option: String) async {
    let value = [
      "--age": "9", "--sex": "female", "--population": "asian", "--waist": "80",
      "--born": "2016-01-01", "--date": "2026-01-01",
    ][option]!
    let sut = await InProcessRunner.run(["calc", "--input", "people.csv", option, value])
    #expect(sut.status == 64)
    #expect(
      sut.stderr == "bmi: \(option) describes one person; it does not apply to --input rows\n")
    #expect(sut.stdout.isEmpty)
  }
}
