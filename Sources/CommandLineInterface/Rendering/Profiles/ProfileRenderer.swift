import DataSource
import Model

/// Shows profiles: a table for `profile list`, a card for `profile show`, and one record
/// shape for scripts.
struct ProfileRenderer {
  static func record(_ summary: ProfileSummary) -> Record {
    let profile = summary.profile
    let inches = profile.heightCentimetres / UnitFactors.centimetresPerInch
    return Record(
      .profile,
      [
        "profile": .string(profile.name),
        "default": .bool(summary.isDefault),
        "height_cm": .number(FixedDecimal(profile.heightCentimetres, places: 2)),
        "height_in": .number(FixedDecimal(inches, places: 2)),
        "sex": Fields.text(profile.sex?.rawValue),
        "born": Fields.date(profile.born),
        "age": summary.age.map(FieldValue.integer) ?? .null,
        "goal_kg": Fields.kilograms(profile.goalKilograms),
        "goal_lb": Fields.pounds(profile.goalKilograms),
        // Not set is null, as in `export`: a default shown as a value would read as chosen.
        "units": Fields.text(profile.units?.rawValue),
        "entries": .integer(summary.weighInCount),
        "first_date": Fields.date(summary.firstDate),
        "latest_date": Fields.date(summary.latest?.date),
        "latest_weight_kg": Fields.kilograms(summary.latest?.kilograms),
        "latest_weight_lb": Fields.pounds(summary.latest?.kilograms),
        "bmi": summary.bmi.map(FieldValue.number) ?? .null,
        "category": Fields.text(summary.assessment?.categoryID),
        "population": Fields.text(profile.population?.rawValue),
        ExportColumns.references: Fields.text(profile.reference?.rawValue),
        "latest_waist_date": Fields.date(summary.waistDate),
        "latest_waist_cm": Fields.centimetres(summary.waistCentimetres),
        "latest_waist_in": Fields.inches(summary.waistCentimetres),
        "waist_to_height": summary.waist.map { .number($0.ratio) } ?? .null,
      ].merging(WeighInAssessment.trackingValues(summary.assessment)) { a, _ in a })
  }

  /// `profile list`: the default profile marked with `*`.
  /// A CLASS column appears when a profile is a child: an adult's class is not new to this
  /// table, a child's percentile is worth a glance.
  static func table(_ summaries: [ProfileSummary]) -> String {
    let hasChild = summaries.contains { $0.assessment?.child != nil || $0.assessment?.who != nil }
    let rows = summaries.map { summary -> [String] in
      let show = MeasureFormatter(system: summary.profile.units ?? .metric)
      let classText = hasChild ? [summary.assessment?.categoryText ?? "-"] : []
      return [
        (summary.isDefault ? "* " : "  ") + summary.profile.name,
        show.shortHeight(summary.profile.heightCentimetres),
        summary.latest.map { show.shortWeight($0.kilograms) } ?? "-",
        summary.latest?.date.description ?? "-",
        summary.bmi?.description ?? "-",
      ] + classText + [String(summary.weighInCount)]
    }
    let header =
      ["  NAME", "HEIGHT", "LATEST", "ON", "BMI"] + (hasChild ? ["CLASS"] : []) + ["WEIGH-INS"]
    return TextTable(header: header, rows: rows).rendered
  }

  /// `profile show`: one line per known detail.
  static func card(_ summary: ProfileSummary) -> String {
    let profile = summary.profile
    let show = MeasureFormatter(system: profile.units ?? .metric)
    var lines = [profile.name + (summary.isDefault ? " (default profile)" : "")]
    var rows: [(String, String)] = [("Height", show.height(profile.heightCentimetres))]
    if let sex = profile.sex { rows.append(("Sex", sex.rawValue)) }
    if let born = profile.born {
      var age = ""
      if let days = summary.ageDays, let years = summary.age {
        age = " (age \(AgeText.spoken(days: days, years: years)))"
      }
      rows.append(("Born", "\(born)" + age))
    }
    if let goal = profile.goalKilograms { rows.append(("Goal", show.weight(goal))) }
    rows.append(("Units", (profile.units ?? .metric).rawValue))
    if let population = profile.population, population != .default {
      rows.append(("Population", "\(population.rawValue) (\(population.cutPointsSummary))"))
    }
    if let reference = profile.reference {
      rows.append(("Reference", Self.referenceText(reference)))
    }
    if let first = summary.firstDate, let latest = summary.latest {
      let count = summary.weighInCount
      rows.append(
        (
          "Weigh-ins",
          count == 1 ? "1, on \(first)" : "\(count), from \(first) to \(latest.date)"
        ))
      var line = "\(show.weight(latest.kilograms)) on \(latest.date)"
      if let bmi = summary.bmi, let category = summary.assessment?.categoryText {
        line += ": BMI \(bmi), \(category)"
        if let child = summary.assessment?.child {
          line += ", BMI-for-age at \(AgeText.words(months: child.ageMonths))"
        }
      } else if let why = summary.assessment?.categoryText {
        // Not assessed, and why (`no height within 3 months`), as profile list says it.
        line += ": \(why)"
      }
      // A child's reference that decided, as history's footer names it (an adult's other cut
      // points are the Population row's).
      if let reference = summary.assessment?.reference, summary.assessment?.adult == nil {
        line += "; \(reference.title)"
      }
      rows.append(("Latest", line))
    } else {
      rows.append(("Weigh-ins", "none yet"))
    }
    if let centimetres = summary.waistCentimetres, let date = summary.waistDate {
      // A child's waist with no height near its day has no ratio, as its weigh-in no BMI.
      let ratio = summary.waist.map { ": waist-to-height \($0.ratio), \($0.band.label)" }
      rows.append(
        ("Waist", "\(show.shortLength(centimetres)) on \(date)" + (ratio ?? ": no height near it"))
      )
    }
    let width = rows.map(\.0.count).max() ?? 0
    for (label, value) in rows {
      lines.append("  " + label + String(repeating: " ", count: width - label.count + 2) + value)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// What `profile save` or `calc --save` did, as lines for stderr.
  static func saveMessage(_ change: ProfileChange, profile: Profile) -> String {
    guard case .saved(let created, let changed, let weighIn, let madeDefault, let dated) = change
    else {
      return ""
    }
    let show = MeasureFormatter(system: profile.units ?? .metric)
    var out = ""
    if created {
      out += "Created profile \(profile.name) (\(show.height(profile.heightCentimetres))).\n"
    } else if changed {
      out += "Updated profile \(profile.name).\n"
    } else if weighIn == nil, dated == nil {
      out += "Profile \(profile.name) is unchanged.\n"
    }
    if let weighIn { out += EntryRenderer(profile: profile).message(weighIn) }
    if let dated {
      // The height logged that day (a past visit's differs from the profile's, today's).
      let (index, found) = WeightLog.search(dated, in: profile.entries)
      let logged =
        (found ? profile.entries[index].heightCentimetres : nil) ?? profile.heightCentimetres
      out +=
        "Logged height \(show.height(logged)) for \(profile.name) on \(dated): a child's height is kept as measured that day, so earlier weigh-ins keep theirs\(Self.takers(of: dated, in: profile)).\n"
    }
    if madeDefault { out += "\(profile.name) is the default profile.\n" }
    return out
  }

  /// The earlier weigh-ins a height logged on `day` is the height of (`DatedHeights`): those
  /// with none of their own within the window before them, which take the first one after,
  /// so that saying every earlier weigh-in keeps its height does not hide that they do not.
  static func takers(of day: LocalDate, in profile: Profile) -> String {
    let heights = DatedHeights(profile.entries)
    let assessor = Assessor()
    let dates = profile.entries.lazy.filter { $0.date < day && $0.kilograms != nil }.map(\.date)
      .filter {
        heights.measuredNear($0, window: assessor.heightWindow(of: profile, on: $0))?.date == day
      }
    guard let first = dates.first else { return "" }
    let all = Array(dates)
    let listed = all.prefix(3).map { "\($0)" }.joined(separator: ", ")
    let more = all.count > 3 ? " and \(all.count - 3) more" : ""
    return all.count == 1
      ? ", except the one on \(first), which has no height of its own near it and takes this one"
      : ", except \(all.count) that have no height of their own near them and take this one (\(listed)\(more))"
  }

  /// A child's growth references in words, as `bmi help growth` gives them.
  static func referenceText(_ reference: ReferenceChoice) -> String {
    switch reference {
    case .cdc: "cdc (WHO standards under 2 years, CDC 2000 charts to 20)"
    case .who: "who (WHO standards under 5 years, WHO Reference 2007 to 19)"
    }
  }
}
