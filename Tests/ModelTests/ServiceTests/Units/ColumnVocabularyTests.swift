import Model
import Testing

/// Import and batch mode share one vocabulary: the same header names find the same columns
/// with the same units.
struct ColumnVocabularyTests {
  @Test(arguments: [
    ("Weight (kg)", ColumnVocabulary.Role.weight, true),
    ("weight_lbs", .weight, true),
    ("Gewicht (kg)", .weight, true),
    ("Fat mass (kg)", .weight, false),
    ("Weight change", .weight, false),
    ("Datum", .date, true),
    ("Time of Measurement", .date, true),
    ("Height (in)", .height, true),
    ("Waist (cm)", .waist, true),
    ("weightInGrams", .weight, true),
    ("WeightKg", .weight, true),
    ("targetWeightKg", .weight, false),
    ("measurementDateTime", .date, true),
    // `Start` is a date alone (QS Access's `Start,Finish`), never beside another word.
    ("Start", .date, true),
    ("Start Weight", .date, false),
    ("Start Weight", .weight, false),
    ("Workout Start", .date, false),
    // A unit glued on (GoldenCheetah's `weightkg`), and other languages' whole words.
    ("weightkg", .weight, true),
    ("fatkg", .weight, false),
    ("weights", .weight, false),
    ("heightcm", .height, true),
    ("体重(kg)", .weight, true),
    ("除脂肪体重(kg)", .weight, true),
    ("日付", .date, true),
    ("체중", .weight, true),
    ("Вес, кг", .weight, true),
  ])
  func names_header_matchesTheRole(name: String, role: ColumnVocabulary.Role, expected: Bool) {
    #expect(ColumnVocabulary.names(name, role) == expected)
  }

  @Test(arguments: [
    ("Weight (kg)", true, QuantityUnit.kilogram as QuantityUnit?),
    ("weight_lbs", true, .pound),
    ("Body weight [lb]", true, .pound),
    ("Weight", true, nil),
    ("Height (in)", false, .inch),
    ("height_m", false, .metre),
    ("Weight (kg)", false, nil),
    ("Weight (g)", true, .gram),
    ("weightInGrams", true, .gram),
    ("WeightKG", true, .kilogram),
    ("heightInCm", false, .centimetre),
    ("weightkg", true, .kilogram),
    ("Weightlbs", true, .pound),
    ("heightin", false, .inch),
  ])
  func unit_header_isTheUnitItNames(name: String, forWeight: Bool, expected: QuantityUnit?) {
    #expect(ColumnVocabulary.unit(in: name, forWeight: forWeight) == expected)
  }

  /// A date column by a firm date word goes before one by `day` or `time` alone; a zone, an
  /// offset or an id is no date.
  @Test(arguments: [
    (["Day", "Date", "Weight (lb)"], 1), (["Time Zone", "Date", "Weight (kg)"], 1),
    (["Time", "Weight"], 0), (["client_data_id", "start_time", "weight"], 1),
    (["time_offset", "Measure Time", "Weight"], 1), (["Datum", "Tag"], 0),
    (["InsertedDate", "MeasurementTimeInSeconds"], 1), (["Created Date", "Weight"], 0),
    (["Start", "Finish", "Body Mass (kg)"], 0), (["Start", "Date", "Weight"], 1),
    (["Start Weight", "Date", "Weight"], 1),
  ])
  func column_date_firmWordsFirst(names: [String], expected: Int) {
    #expect(ColumnVocabulary.column(for: .date, in: names) == expected)
  }

  /// A weight word over a unit alone, in any language: a Japanese scale's muscle mass
  /// `筋肉量(kg)` before its `体重(kg)` is not the weight.
  @Test(arguments: [
    (["日付", "筋肉量(kg)", "体重(kg)", "体脂肪率(%)"], 2),
    (["date", "weightkg", "fatkg", "boneskg"], 1),
  ])
  func column_weight_aWeightWordBeatsAUnitAlone(names: [String], expected: Int) {
    #expect(ColumnVocabulary.column(for: .weight, in: names) == expected)
  }

  /// A baby's `Length (in)` is the height when no column names one; `Stride length` never.
  @Test(arguments: [
    (["Date", "Weight (lb)", "Length (in)", "Head (in)"], 2 as Int?),
    (["date", "weight_kg", "length_cm"], 2), (["date", "weight", "lenhei"], 2),
    (["Date", "Weight (kg)", "Average stride length (cm)", "Height (cm)"], 3),
    (["Date", "Weight (kg)", "Average stride length (cm)"], nil),
  ])
  func column_height_aBabysLengthWhenNoHeight(names: [String], expected: Int?) {
    #expect(ColumnVocabulary.column(for: .height, in: names) == expected)
  }

  /// Camel case splits where a capital follows a small letter; capitals in a row stay one
  /// word, and other names read as before.
  @Test(arguments: [
    ("weightInGrams", ["weight", "in", "grams"]), ("WeightKG", ["weight", "kg"]),
    ("BMI", ["bmi"]), ("Weight (kg)", ["weight", "kg"]), ("user_name", ["user", "name"]),
    ("UserName", ["user", "name"]),
  ])
  func words_camelCase_splitAtEachCapital(name: String, expected: [String]) {
    #expect(ColumnVocabulary.words(of: name) == expected)
  }
}
