import DataSource
import Model

/// Shows one weigh-in that `log` or `unlog` changed: a sentence for people, a record for
/// scripts.
struct EntryRenderer {
  static let fields = [
    "profile", "date", "weight_kg", "weight_lb", "note", "action", "previous_weight_kg",
  ]

  let profile: Profile

  func record(_ entry: WeightEntry, action: String, previous: WeightEntry? = nil) -> Record {
    Record([
      ("profile", .string(profile.name)),
      ("date", .string(entry.date.description)),
      ("weight_kg", Fields.kilograms(entry.kilograms)),
      ("weight_lb", Fields.pounds(entry.kilograms)),
      ("note", Fields.text(entry.note)),
      ("action", .string(action)),
      ("previous_weight_kg", Fields.kilograms(previous?.kilograms)),
    ])
  }

  func record(_ change: EntryChange) -> Record {
    switch change {
    case .added(let entry): return record(entry, action: "added")
    case .replaced(let old, let new): return record(new, action: "replaced", previous: old)
    case .unchanged(let entry): return record(entry, action: "unchanged", previous: entry)
    }
  }

  /// `Logged 70.2 kg for ann on 2026-01-15.`
  func message(_ change: EntryChange) -> String {
    let show = MeasureFormatter(system: profile.units ?? .metric)
    switch change {
    case .added(let entry):
      return "Logged \(show.shortWeight(entry.kilograms)) for \(profile.name) on \(entry.date).\n"
    case .replaced(let old, let new):
      return
        "Replaced \(profile.name)'s entry for \(new.date): \(show.shortWeight(old.kilograms)) → \(show.shortWeight(new.kilograms)).\n"
    case .unchanged(let entry):
      return
        "\(profile.name) already has \(show.shortWeight(entry.kilograms)) on \(entry.date); nothing changed.\n"
    }
  }

  func removedMessage(_ entry: WeightEntry) -> String {
    let show = MeasureFormatter(system: profile.units ?? .metric)
    return
      "Removed \(profile.name)'s entry for \(entry.date) (\(show.shortWeight(entry.kilograms))).\n"
  }
}
