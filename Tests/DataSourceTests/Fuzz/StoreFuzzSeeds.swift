import DataSource

/// Valid store documents to mutate, and the rules a decoded document must keep.
enum StoreFuzzSeeds {
  static let sample = StoreDocument(
    defaultProfile: "ann",
    profiles: [
      Profile(
        name: "ann", heightCentimetres: 165.1, sex: .female,
        born: LocalDate(year: 1990, month: 4, day: 1), goalKilograms: 58, units: .imperial,
        entries: [
          WeightEntry(date: LocalDate(year: 2026, month: 1, day: 1), kilograms: 61.235),
          WeightEntry(
            date: LocalDate(year: 2026, month: 1, day: 2), kilograms: 61, note: "a \"long\" run\n"),
        ]),
      Profile(name: "bob", heightCentimetres: 180),
      Profile(name: "Zoë 🙂", heightCentimetres: 90.5, units: .metric),
    ])

  /// Members in an unusual order, escapes, and entries out of date order.
  static let handWritten = #"""
    {"profiles": [{"entries": [{"weight_kg": 7e1, "date": "2024-02-29", "note": "\u00e9\ud83d\ude00\t"},
      {"date": "2024-01-31", "weight_kg": 70.5, "note": null}], "height_cm": 1.7e2, "name": "c\"d",
      "sex": null, "born": null, "goal_kg": null, "units": null}],
     "default_profile": null, "schema_version": 1}
    """#

  static let version0 = #"""
    {"current": "ann", "units": "imperial",
     "profiles": {"ann": {"height": 165.1, "weights": {"2024-03-01": 61.2, "2024-02-01": 62}}}}
    """#

  /// The input for a failure message, cut short: some inputs are megabytes long.
  static func shown(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes.prefix(300), as: UTF8.self)
    return bytes.count > 300 ? text + "… (\(bytes.count) bytes)" : text
  }
}
