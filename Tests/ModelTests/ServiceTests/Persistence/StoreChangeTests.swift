import DataSource
import Model
import Testing

/// What `bmi undo` says it undid: the change between two documents, in the command's terms.
struct StoreChangeTests {
  static let day = LocalDate(year: 2026, month: 1, day: 10)
  static let entry = WeightEntry(date: day, kilograms: 61)
  static let ann = Profile(name: "ann", heightCentimetres: 165, entries: [entry])
  static let bob = Profile(name: "bob", heightCentimetres: 180)
  static let base = StoreDocument(defaultProfile: "ann", profiles: [ann, bob])

  static func with(_ change: (inout StoreDocument) -> Void) -> StoreDocument {
    var document = base
    change(&document)
    return document
  }

  static let added = WeightEntry(date: day.adding(days: 1), kilograms: 60)
  static let replaced = WeightEntry(date: day, kilograms: 60.5)

  /// Heights of 165 logged on the 10th and 168 on the 11th, the profile's the newest.
  static let unlogBefore = StoreDocument(
    defaultProfile: "ann",
    profiles: [
      Profile(
        name: "ann", heightCentimetres: 168,
        entries: [
          WeightEntry(date: day, kilograms: 61, heightCentimetres: 165),
          WeightEntry(date: day.adding(days: 1), kilograms: 62, heightCentimetres: 168),
        ])
    ])
  static let unlogAfter = StoreDocument(
    defaultProfile: "ann",
    profiles: [
      Profile(
        name: "ann", heightCentimetres: 165,
        entries: [WeightEntry(date: day, kilograms: 61, heightCentimetres: 165)])
    ])

  static let cases: [(StoreDocument, StoreDocument, StoreChange)] = [
    (
      base, with { $0.profiles[0].entries.append(added) },
      .entryAdded(profile: with { $0.profiles[0].entries.append(added) }.profiles[0], entry: added)
    ),
    (
      base, with { $0.profiles[0].entries = [replaced] },
      .entryReplaced(
        profile: with { $0.profiles[0].entries = [replaced] }.profiles[0], old: entry,
        new: replaced)
    ),
    (
      base, with { $0.profiles[0].entries = [] },
      .entryRemoved(profile: with { $0.profiles[0].entries = [] }.profiles[0], entry: entry)
    ),
    (
      base, with { $0.profiles[0].entries = [replaced, added] },
      .entries(profile: "ann", added: 1, replaced: 1, removed: 0)
    ),
    (base, with { $0.profiles[0].goalKilograms = 58 }, .profileUpdated("ann")),
    // A child's height logged and made the profile's (`log --height`, or a profile save
    // that logs it alike): the measurement, as its log says, and the new height.
    (
      base,
      with {
        $0.profiles[0].heightCentimetres = 166
        $0.profiles[0].entries.append(
          WeightEntry(date: day.adding(days: 1), kilograms: nil, heightCentimetres: 166))
      },
      .heightMeasured(
        .entryAdded(
          profile: with {
            $0.profiles[0].heightCentimetres = 166
            $0.profiles[0].entries.append(
              WeightEntry(date: day.adding(days: 1), kilograms: nil, heightCentimetres: 166))
          }.profiles[0],
          entry: WeightEntry(date: day.adding(days: 1), kilograms: nil, heightCentimetres: 166)),
        profile: with {
          $0.profiles[0].heightCentimetres = 166
          $0.profiles[0].entries.append(
            WeightEntry(date: day.adding(days: 1), kilograms: nil, heightCentimetres: 166))
        }.profiles[0])
    ),
    // An unlog of the day of a child's newest height: the profile's height goes back to the
    // newest one left (an unlog, not a profile save).
    (
      unlogBefore, unlogAfter,
      .heightMeasured(
        .entryRemoved(
          profile: unlogAfter.profiles[0],
          entry: WeightEntry(date: day.adding(days: 1), kilograms: 62, heightCentimetres: 168)),
        profile: unlogAfter.profiles[0])
    ),
    (base, with { $0.defaultProfile = "bob" }, .defaultChanged(from: "ann", to: "bob")),
    (base, with { $0.profiles.remove(at: 1) }, .profileRemoved("bob")),
    (with { $0.profiles.remove(at: 1) }, base, .profileAdded("bob")),
    (base, with { $0.profiles[1].name = "rob" }, .profileRenamed(from: "bob", to: "rob")),
    (.empty, base, .profiles(["ann", "bob"])),
    (
      base,
      with {
        $0.profiles[0].goalKilograms = 58
        $0.profiles[1].goalKilograms = 70
      },
      .profiles(["ann", "bob"])
    ),
  ]

  @Test(arguments: cases)
  func between_twoDocuments_namesTheChange(
    before: StoreDocument, after: StoreDocument, expected: StoreChange
  ) {
    #expect(StoreChange.between(before, after) == expected)
  }
}
