import CommandLineInterface
import Model
import Testing

/// `bmi help batch` is built from batch mode's own tables: every name a column is found by,
/// every field added, every reference, reason and flag word, every batch option, and the
/// Spark and Hadoop recipes are in it.
@MainActor
struct BatchTopicTests {
  static func page() async -> String {
    // Wide, so that no cell is wrapped inside a word list.
    await InProcessRunner.run(["help", "batch"], columns: 120).stdout
  }

  @Test func helpBatch_listsEveryColumnNameAndItsOption() async {
    let sut = await Self.page()
    let names =
      BatchColumns.weightNames + BatchColumns.heightNames
      + PersonColumnRole.allCases.flatMap(\.names)
    for name in names {
      #expect(sut.contains(name), "\(name)")
    }
    for role in PersonColumnRole.allCases {
      #expect(sut.contains("--\(role.option)"), "\(role)")
    }
  }

  @Test func helpBatch_describesEveryAddedFieldInOrder() async {
    let sut = await Self.page()
    let lines = sut.split(separator: "\n").map { $0.drop { $0 == " " } }
    let fields = BatchAddedFields(hasChild: true, hasWaist: true, hasIOTF: true).names
    var previous = -1
    for field in fields {
      let index = lines.firstIndex { $0.hasPrefix(field + " ") }
      #expect(index != nil, "\(field)")
      #expect((index ?? -1) > previous, "\(field) out of order")
      // A meaning follows the name on its line.
      #expect(index.map { lines[$0].count > field.count + 3 } ?? false, "\(field)")
      previous = index ?? previous
    }
  }

  @Test func helpBatch_listsEveryReferenceReasonAndFlag() async {
    let sut = await Self.page()
    let words =
      AssessmentReference.allCases.map(\.rawValue) + AssessmentReason.batchReasons.map(\.rawValue)
      + BatchFlags.words.map { "\($0.word)" }
    for word in words {
      #expect(sut.contains(word), "\(word)")
    }
  }

  /// Issue 21: a WHO child with its weight or height empty, or both, is scored, a CDC child
  /// with one of them empty too, the others refused.
  @Test func helpBatch_saysWhichRowsAreScoredWithAMeasureMissing() async {
    let sut = await Self.page().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for sentence in [
      "An empty weight or height, or both (NDJSON: null or no key), is a bad cell too, except "
        + "in a row of a child a growth reference scores at an age (under 24 months, or to 228 "
        + "months with --reference who, the WHO's; from 24 months up to 20 years by default, "
        + "the CDC's) whose sex is given",
      "it is written with an empty bmi and category, reason weight-missing, height-missing or "
        + "weight-and-height-missing (oedema, when reported, stays the reason)",
      "weight-for-length/height and BMI-for-age need both. The CDC's: weight-for-age or "
        + "height-for-age with their percentiles and modified z",
      "An adult, a row without an age or without a sex, or a CDC child with both empty stays "
        + "a bad cell (status 65, or left out with --skip-invalid).",
      "weight-missing a child a growth reference scores with an empty weight: no BMI and no "
        + "class",
      "height-missing a child a growth reference scores with an empty height: no BMI and no "
        + "class",
      "weight-and-height-missing a child the WHO scores with both empty: no BMI and no class",
      "empty for a child with its weight or height missing (reason weight-missing, "
        + "height-missing, weight-and-height-missing)",
    ] {
      #expect(sut.contains(sentence), "\(sentence)")
    }
  }

  @Test func helpBatch_saysAgeZeroIsBirth() async {
    // The paragraph is wrapped: its words are compared, not its lines.
    let sut = await Self.page().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      sut.contains(
        "0 in any of them is birth (the WHO standards' day 0); a negative age is an error."))
  }

  /// The oedema column's words come from the list the cells are read by, the WHO's 1/2
  /// coding among them.
  @Test func helpBatch_listsTheOedemaCodes() async {
    let sut = await Self.page().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      sut.contains(
        "WHO: bilateral pitting oedema, yes: y, yes, 1 or true; no: n, no, 2, 0, false or empty "
          + "(any case; 1 or y, 2 or n as the WHO's anthro codes it)"))
  }

  @Test func helpBatch_listsTheOptionsAndTheRecipes() async {
    let sut = await Self.page()
    for option in [
      "--input FILE", "--input-format FORMAT", "--columns NAMES", "--no-header",
      "--skip-invalid", "--weight-column NAME",
    ] {
      #expect(sut.contains(option), "\(option)")
    }
    #expect(sut.contains(".pipe(cmd)"))
    #expect(sut.contains("mapred streaming"))
    #expect(sut.contains("--columns weight_kg,height_cm,sex,age_months"))
  }
}
