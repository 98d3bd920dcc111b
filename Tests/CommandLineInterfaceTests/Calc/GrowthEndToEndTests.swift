import Testing

/// `bmi calc` with an age, sex, population or waist, through the built binary.
struct GrowthEndToEndTests {
  @Test func calc_childAge_printsPercentileInsteadOfAdultClass() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--weight", "30", "--height", "132", "--age", "9y6m", "--sex", "female"])
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        BMI 17.22  Healthy weight (BMI-for-age)
        61st percentile (61.19), z-score 0.28, for a girl of 9 years 6 months
        BMI is 77.04% of the 95th percentile (22.35), 4.01% above the median (16.55)
        Weight 30.0 kg, height 132.0 cm
        Weight-for-age z -0.15 (percentile 43.91), height-for-age z -0.54 (percentile 29.56)
        Reference: CDC 2000 growth charts for girls at 114.0 months, interpolated as the CDC's \
        programs do

        """)
    #expect(sut.stderr.isEmpty)
  }

  @Test func calc_childAboveP95_saysExtendedMethodAndWaist() throws {
    let sut = try BinaryRunner.run([
      "calc", "--weight", "45", "--height", "132", "--age", "9.5", "--sex", "female",
      "--waist", "70cm",
    ])
    #expect(sut.status == 0)
    #expect(sut.stdout.hasPrefix("BMI 25.83  Obesity (BMI-for-age)\n98th percentile (97.93)"))
    #expect(sut.stdout.contains("Extended BMI-for-age (CDC 2022): LMS percentile 98.28"))
    #expect(
      sut.stdout.hasSuffix(
        "waist-to-height ratio 0.53: increased central adiposity, increased health risk\n"))
  }

  /// A value the CDC would flag is scored, reported and flagged, in text and in the record.
  @Test func calc_implausibleHeight_isScoredAndFlagged() throws {
    let args = ["calc", "--weight", "45", "--height", "102", "--age", "9.5", "--sex", "female"]
    let text = try BinaryRunner.run(args)
    #expect(text.status == 0)
    #expect(
      text.stdout.contains(
        "Check the measurements: Height-for-age is implausibly low (modified z -5.40, CDC cut-off -5)"
      ))
    let json = try BinaryRunner.run(args + ["--format", "json"])
    for field in [
      "\"percentile\": 100.00", "\"z_score\": 5.34", "\"percent_of_p95\": 193.53",
      "\"original_percentile\": 99.84", "\"original_z_score\": 2.95",
      "\"percent_of_median\": 161.30", "\"bmi_p50\": 16.55", "\"height_z_score\": -5.82",
      "\"modified_height_z\": -5.40", "\"biv_height\": -1", "\"biv_bmi\": 0", "\"biv\": true",
      "\"extended\": true",
    ] {
      #expect(json.stdout.contains(field), "\(field)")
    }
  }

  /// Under 24 months the default reference is the WHO Child Growth Standards (the z-scores
  /// are anthro's for the same child: anthro_zscores(1, 18, TRUE, 11, 80)).
  @Test func calc_underTwoYears_scoredByTheWHOStandards() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--weight", "11", "--height", "80", "--age", "18m", "--sex", "male"])
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        BMI 17.19  Normal (weight-for-length)
        Weight 11.0 kg, length 80.0 cm, for a boy of 1 year 6 months
        z-scores: length/height-for-age -0.84, weight-for-age 0.05, weight-for-length 0.61, BMI-for-age 0.79
        Length/height-for-age: normal; weight-for-age: normal
        Reference: WHO Child Growth Standards 2006 for boys at day 548 of age, as the WHO's anthro computes it

        """)
    #expect(sut.stderr.isEmpty)
  }

  /// Birth is an age in every form, as a birth date equal to --date is: anthro gives this
  /// girl (day 0, 3.3 kg, 50 cm) length 0.46, weight 0.15, weight-for-length -0.17, BMI -0.11.
  @Test(arguments: [
    ["--age", "0d"], ["--age", "0m"], ["--age", "0y"], ["--age", "0"],
    ["--born", "2026-01-15", "--date", "2026-01-15"],
  ])
  func calc_ageZero_scoredAtDayZeroByTheWHOStandards(age: [String]) async {
    for reference in [[], ["--reference", "who"], ["--reference", "cdc"]] {
      let sut = await InProcessRunner.run(
        ["calc", "--weight", "3.3", "--height", "50", "--sex", "female", "--format", "json"]
          + age + reference)
      #expect(sut.status == 0, "\(age) \(reference): \(sut.stderr)")
      for field in [
        "\"reference\": \"who-2006\"", "\"who_length_height_z\": 0.46", "\"who_weight_z\": 0.15",
        "\"who_weight_for_length_z\": -0.17", "\"who_bmi_z\": -0.11",
      ] {
        #expect(sut.stdout.contains(field), "\(age) \(reference): \(field)")
      }
    }
  }

  /// A BMI outside 12-100 (the adult range) is refused for an adult or a child no reference
  /// scores (no sex), and scored for a child the WHO or the CDC scores, flagged by it.
  @Test(
    arguments: [
      (
        [
          "--weight", "2.5", "--height", "50", "--age", "1d", "--sex", "male", "--reference", "who",
        ], 0
      ),
      (["--weight", "2.5", "--height", "50", "--age", "1d", "--sex", "male"], 0),
      (["--weight", "17", "--height", "132", "--age", "9.5", "--sex", "female"], 0),
      (["--weight", "2.5", "--height", "50", "--age", "1d"], 65),
      (["--weight", "30.625", "--height", "175"], 65),
      (["--weight", "30.625", "--height", "175", "--age", "30", "--sex", "male"], 65),
    ] as [([String], Int32)])
  func calc_bmiOutsideTheAdultRange_refusedOnlyWhereThatRangeJudges(
    arguments: [String], status: Int32
  ) async {
    let sut = await InProcessRunner.run(["calc"] + arguments)
    #expect(sut.status == status)
    if status == 0 {
      #expect(sut.stderr.isEmpty)
    } else {
      #expect(sut.stderr.contains("is implausible (outside 12–100); pass --force if it is right"))
    }
  }

  @Test func calc_childBMIOutsideTheAdultRange_isFlaggedByTheCDC() async {
    let sut = await InProcessRunner.run([
      "calc", "--weight", "17", "--height", "132", "--age", "9.5", "--sex", "female",
    ])
    #expect(
      sut.stdout.contains(
        "Check the measurements: BMI-for-age is implausibly low (modified z -4.38, CDC cut-off -4)"
      ))
  }

  @Test(arguments: ["-1d", "-1", "-0.5m", "-1y"])
  func calc_negativeAge_isAUsageError(age: String) async {
    let sut = await InProcessRunner.run(
      ["calc", "--weight", "3.3", "--height", "50", "--sex", "female", "--age", age])
    #expect(sut.status == 64)
    #expect(
      sut.stderr
        == "bmi: invalid --age '\(age)': an age cannot be negative; expected an age such as "
        + "9y6m, 114.5m (months), 45d (days) or 9.5 (years)\n")
  }

  /// 24 months is the first child age, 239.9 the last; 240 is an adult.
  @Test(arguments: [
    ("24m", "healthy", "cdc-2000"),
    ("239.9m", "underweight", "cdc-2000"),
    ("240m", "mild-thinness", "who-adult"),
    ("20", "mild-thinness", "who-adult"),
  ])
  func calc_boundaryAges_switchReferenceAt240Months(
    age: String, category: String, reference: String
  )
    throws
  {
    let sut = try BinaryRunner.run([
      "calc", "--weight", "30", "--height", "132", "--age", age, "--sex", "male", "--format", "csv",
    ])
    #expect(sut.status == 0)
    let row = sut.stdout.split(separator: "\n")[1].split(
      separator: ",", omittingEmptySubsequences: false)
    #expect(row[1] == category[...])
    #expect(row[14] == reference[...])
  }

  @Test func calc_bornAndDate_reportsAgeAndPercentileFields() throws {
    let sut = try BinaryRunner.run([
      "calc", "--weight", "30", "--height", "132", "--born", "2010-07-15", "--date", "2020-01-15",
      "--sex", "male", "--json",
    ])
    #expect(sut.status == 0)
    // 3471 days of 30.4375 is 114.04 months: the 114.5 row.
    for field in [
      "\"category\": \"healthy\"", "\"reference\": \"cdc-2000\"",
      "\"age_months\": 114.04", "\"sex\": \"male\"", "\"percentile\": ", "\"z_score\": ",
      "\"percent_of_p95\": ", "\"bmi_prime\": null", "\"waist_to_height\": null",
    ] {
      #expect(sut.stdout.contains(field), "\(field)")
    }
  }

  @Test func calc_asianPopulation_saysCutPointsAndUsesThem() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--weight", "72", "--height", "175", "--population", "asian", "--format", "csv"])
    #expect(sut.status == 0)
    let lines = sut.stdout.split(separator: "\n")
    #expect(lines[1].hasPrefix("23.51,overweight,Overweight,1.02,"))
    #expect(lines[1].contains(",who-adult-asian,"))
  }

  @Test func calc_adultWithoutNewOptions_keepsExistingFieldsFirst() throws {
    let sut = try BinaryRunner.run(["calc", "--weight", "70", "--height", "175", "--format", "csv"])
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        bmi,category,category_label,bmi_prime,weight_kg,height_cm,healthy_weight_min_kg,\
        healthy_weight_max_kg,weight_change_kg,weight_lb,height_in,healthy_weight_min_lb,\
        healthy_weight_max_lb,weight_change_lb,reference,age_months,sex,percentile,\
        z_score,percent_of_p95,bmi_p95,waist_cm,waist_in,waist_to_height,waist_to_height_band,\
        waist_date,original_percentile,original_z_score,percent_of_median,bmi_p50,\
        weight_percentile,weight_z_score,height_percentile,height_z_score,modified_bmi_z,\
        modified_weight_z,modified_height_z,biv_weight,biv_height,biv_bmi,biv,extended,\
        implausible,iotf_class,iotf_bmi,reason,who_length_height_cm,who_length_height_in,\
        who_bmi,who_measured,who_standing_under_9_months,who_length_height_z,\
        who_length_height_flag,who_weight_z,who_weight_flag,who_weight_for_length_z,\
        who_weight_for_length_flag,who_bmi_z,who_bmi_flag,who_head_z,who_head_flag,who_arm_z,\
        who_arm_flag,who_category_indicator,who_stature_class,who_weight_class
        22.86,normal,Normal weight,0.91,70.00,175.00,56.66,76.26,0.00,154.32,68.90,124.91,\
        168.12,0.00,who-adult,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,

        """)
  }
}
