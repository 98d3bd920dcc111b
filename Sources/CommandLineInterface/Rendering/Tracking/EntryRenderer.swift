import DataSource
import Model

/// Shows one log entry that `log` or `unlog` changed: a sentence for people, a record for
/// scripts.
struct EntryRenderer {
  let profile: Profile

  func record(_ entry: WeightEntry, action: String, previous: WeightEntry? = nil) -> Record {
    Self.record(profile: profile.name, entry, action: action, previous: previous)
  }

  /// The one record of a changed entry, for `log`, `unlog` and `import` alike.
  static func record(
    profile: String, _ entry: WeightEntry, action: String, previous: WeightEntry? = nil
  ) -> Record {
    Record(
      .entry,
      [
        "profile": .string(profile),
        "date": .string(entry.date.description),
        "weight_kg": Fields.kilograms(entry.kilograms),
        "weight_lb": Fields.pounds(entry.kilograms),
        "note": Fields.text(entry.note),
        "action": .string(action),
        "previous_weight_kg": Fields.kilograms(previous?.kilograms),
        "previous_weight_lb": Fields.pounds(previous?.kilograms),
        "waist_cm": Fields.centimetres(entry.waistCentimetres),
        "waist_in": Fields.inches(entry.waistCentimetres),
        "previous_waist_cm": Fields.centimetres(previous?.waistCentimetres),
        "previous_waist_in": Fields.inches(previous?.waistCentimetres),
        "height_cm": Fields.centimetres(entry.heightCentimetres),
        "height_in": Fields.inches(entry.heightCentimetres),
        "head_cm": Fields.centimetres(entry.headCentimetres),
        "head_in": Fields.inches(entry.headCentimetres),
        "arm_cm": Fields.centimetres(entry.armCentimetres),
        "arm_in": Fields.inches(entry.armCentimetres),
      ])
  }

  func record(_ change: EntryChange) -> Record {
    Self.record(profile: profile.name, change)
  }

  static func record(profile: String, _ change: EntryChange) -> Record {
    switch change {
    case .added(let entry): return record(profile: profile, entry, action: "added")
    case .replaced(let old, let new):
      return record(profile: profile, new, action: "replaced", previous: old)
    case .unchanged(let entry):
      return record(profile: profile, entry, action: "unchanged", previous: entry)
    }
  }

  /// `Logged 70.2 kg for ann on 2026-01-15.`
  func message(_ change: EntryChange) -> String {
    let show = MeasureFormatter(system: profile.units ?? .metric)
    switch change {
    case .added(let entry):
      return "Logged \(show.entry(entry)) for \(profile.name) on \(entry.date).\n"
    case .replaced(let old, let new) where Self.measures(old) == Self.measures(new):
      // `log --note` alone: only the note changed.
      let what = new.note == nil ? "Removed the note of" : "Changed the note of"
      return "\(what) \(profile.name)'s entry for \(new.date) (\(show.entry(new))).\n"
    case .replaced(let old, let new):
      // A waist measured after the weigh-in (or the other way round) completes the entry
      // rather than replacing anything: say so.
      var added = Self.measures(new)
      if old.kilograms != nil { added.kilograms = nil }
      if old.waistCentimetres != nil { added.waistCentimetres = nil }
      if old.heightCentimetres != nil { added.heightCentimetres = nil }
      if old.headCentimetres != nil { added.headCentimetres = nil }
      if old.armCentimetres != nil { added.armCentimetres = nil }
      var kept = Self.measures(new)
      if old.kilograms == nil { kept.kilograms = nil }
      if old.waistCentimetres == nil { kept.waistCentimetres = nil }
      if old.heightCentimetres == nil { kept.heightCentimetres = nil }
      if old.headCentimetres == nil { kept.headCentimetres = nil }
      if old.armCentimetres == nil { kept.armCentimetres = nil }
      if added.hasMeasure, kept == Self.measures(old), new.note == old.note {
        return
          "Added \(show.entry(added)) to \(profile.name)'s entry for \(new.date) (\(show.entry(old))).\n"
      }
      return
        "Replaced \(profile.name)'s entry for \(new.date): \(show.entry(old)) → \(show.entry(new)).\n"
    case .unchanged(let entry):
      return
        "\(profile.name) already has \(show.entry(entry)) on \(entry.date); nothing changed.\n"
    }
  }

  /// The entry's measures without its note.
  private static func measures(_ entry: WeightEntry) -> WeightEntry {
    var measures = entry
    measures.note = nil
    return measures
  }

  func removedMessage(_ entry: WeightEntry) -> String {
    let show = MeasureFormatter(system: profile.units ?? .metric)
    return "Removed \(profile.name)'s entry for \(entry.date) (\(show.entry(entry))).\n"
  }
}
