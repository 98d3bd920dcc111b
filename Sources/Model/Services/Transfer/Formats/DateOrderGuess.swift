import DataSource

/// Slashed dates that read either way (`05/01/2026`: 5 January or 1 May) in a file that
/// settles nothing itself (no `13/01/2026`, no `01/13/2026`, no `--date-format`): read in the
/// order the file's other evidence points to, and said in the summary with how to read them
/// the other way.
///
/// The evidence is first the dates themselves: a file's readings are days or weeks apart, so
/// the order whose consecutive dates lie clearly closer together is the file's. Where they
/// cannot tell (one date, or rows as far apart either way), the weights: pounds are written
/// where dates go month first (the United States), kilograms and stones where they go day
/// first (most of the world), and a decimal comma (`82,4`) only where they go day first.
/// Without any, month first.
public struct DateOrderGuess: Sendable, Equatable {
  /// What decided the order.
  public enum Evidence: Sendable, Equatable {
    /// The file's consecutive dates lie clearly closer together read this way.
    case spacing(dayFirst: Bool)
    case decimalComma
    case kilogramsOrStones
    case pounds
    /// The profile's units, for a file of bare weights.
    case profileUnits(UnitSystem)
    case none

    /// The evidence of a file: its first weight cell as written, the unit its weights are in
    /// by the header, the BMIs or `--units` (`nil`: none says), and the profile's units.
    static func of(
      firstWeight: String?, units: UnitSystem?, headerUnit: QuantityUnit?,
      profileUnits: UnitSystem?
    ) -> Evidence {
      if let cell = firstWeight, TrackerCSVImport.decimalPoint(cell) != cell {
        return .decimalComma
      }
      if let headerUnit { return headerUnit == .pound ? .pounds : .kilogramsOrStones }
      if let cell = firstWeight, let parts = try? QuantityTokenizer.components(of: cell),
        let unit = parts.first?.unit, unit.isWeight
      {
        return unit == .pound ? .pounds : .kilogramsOrStones
      }
      if let units { return units == .imperial ? .pounds : .kilogramsOrStones }
      return profileUnits.map(Evidence.profileUnits) ?? .none
    }
  }

  /// A date of the file that reads either way, as written.
  public let example: String
  public let isDayFirst: Bool
  public let evidence: Evidence
  /// The year as written: `YY` for `04/03/26`, else `YYYY`, for a `--date-format` that reads
  /// the file.
  public let yearFormat: String

  public init(example: String, evidence: Evidence) {
    self.example = example
    self.evidence = evidence
    let numbers = ImportDateParser.leadingNumbers(Array(example))
    yearFormat = numbers.count == 3 && numbers[2].text.count == 2 ? "YY" : "YYYY"
    switch evidence {
    case .spacing(let dayFirst): isDayFirst = dayFirst
    case .decimalComma, .kilogramsOrStones, .profileUnits(.metric): isDayFirst = true
    case .pounds, .profileUnits(.imperial), .none: isDayFirst = false
    }
  }
}
