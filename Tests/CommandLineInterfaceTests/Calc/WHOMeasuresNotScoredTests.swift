import Testing

/// A head, arm, oedema or position given where the WHO's standards do not score it (an arm
/// under 3 months, a head from 5 years, an adult, a CDC child) is said in the text, not
/// dropped without a word, and so is a weight-based indicator the measures do not reach
/// (weight-for-age past 10 years, a length outside its table, named with the table its age or
/// position chose); the record's fields stay as they were (null).
@MainActor
struct WHOMeasuresNotScoredTests {
  @Test(arguments: [
    (
      ["--weight", "5", "--height", "57", "--age", "2m", "--sex", "female", "--arm", "11"],
      "Not scored: arm circumference-for-age, which the WHO gives from 3 months to 5 years"
    ),
    (
      [
        "--weight", "20", "--height", "115", "--age", "6y", "--sex", "female", "--head", "50",
        "--reference", "who",
      ],
      "Not scored: head circumference-for-age, which the WHO gives from birth to 5 years"
    ),
    (
      ["--weight", "20", "--height", "115", "--age", "6y", "--sex", "female", "--head", "50"],
      "Not scored: --head, read only for a child the WHO's growth standards score "
        + "(bmi help growth)"
    ),
    (
      [
        "--weight", "18", "--height", "110", "--age", "1827d", "--sex", "female",
        "--reference", "who", "--measured", "lying",
      ],
      "Not used: --measured, which only the WHO standards under 5 years adjust for"
    ),
    (
      ["--weight", "30", "--height", "130", "--age", "130m", "--sex", "f", "--reference", "who"],
      "Not scored: weight-for-age, which the WHO Reference 2007 gives to 10 years"
    ),
    (
      ["--weight", "2.1", "--height", "44", "--age", "5d", "--sex", "f"],
      "Not scored: weight-for-length, which the WHO gives for 45–110 cm (44.0 cm)"
    ),
    (
      ["--weight", "25", "--height", "121", "--age", "4y10m", "--sex", "f", "--reference", "who"],
      "Not scored: weight-for-height, which the WHO gives for 65–120 cm (121.0 cm)"
    ),
    (
      [
        "--weight", "9", "--height", "60", "--sex", "f", "--reference", "who", "--measured",
        "standing",
      ],
      "BMI 25.00  no weight class (length/height outside the WHO's weight-for-height table "
        + "(65–120 cm), the table of a standing height)"
    ),
    (
      ["--weight", "2", "--height", "40", "--sex", "f", "--reference", "who"],
      "BMI 12.50  no weight class (length/height outside the WHO's weight-for-length table "
        + "(45–110 cm), the table of a length under 87 cm without a position)"
    ),
    (
      ["--weight", "70", "--height", "175", "--arm", "30", "--oedema"],
      "Not scored: --arm, --oedema, read only for a child the WHO's growth standards score "
        + "(bmi help growth)"
    ),
  ])
  func calc_whoMeasureNotScored_saysSo(arguments: [String], line: String) async {
    let sut = await InProcessRunner.run(["calc"] + arguments)
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.split(separator: "\n").contains { $0 == line }, "\(sut.stdout)")
  }

  @Test func calc_whoMeasureScored_noNote() async {
    let sut = await InProcessRunner.run([
      "calc", "--weight", "5", "--height", "57", "--age", "4m", "--sex", "female", "--arm", "11",
      "--head", "38",
    ])
    #expect(sut.status == 0)
    #expect(!sut.stdout.contains("Not scored"))
    #expect(sut.stdout.contains("arm circumference-for-age -2.39"))
  }

  /// `--reference who` without an age scores weight-for-height up to 120 cm; a taller person
  /// gets the adult classes, and the text says why rather than switching silently.
  @Test(arguments: [("121", true), ("120", false)])
  func calc_whoWithoutAnAge_overTheTable_saysAdultClassesWhy(height: String, says: Bool) async {
    let sut = await InProcessRunner.run([
      "calc", "--weight", "25", "--height", height, "--sex", "female", "--reference", "who",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stdout.contains(
        "Reference: WHO adult BMI classes: without an age, a height over 120 cm (the top of the WHO's weight-for-height table) is taken as an adult's; give --age or --born for a child"
      ) == says, "\(sut.stdout)")
  }
}
