import Model

extension ImportSkips {
  /// `3 rows skipped: 2 without a weight, 1 with 1 field where the header has 2 (line 4)`.
  var sentence: String {
    let total = self.total
    let parts = tallies.map { tally -> String in
      let lines = tally.lines.map(String.init).joined(separator: ", ")
      let more = tally.count > tally.lines.count ? ", …" : ""
      let place =
        tally.lines.isEmpty ? "" : " (\(tally.lines.count == 1 ? "line" : "lines") \(lines)\(more))"
      switch tally.reason {
      case .noReading:
        return "\(tally.count) without a weight"
      case .otherMeasure:
        return "\(tally.count) of other measures"
      case .shape(let fields, let header):
        return
          "\(tally.count) with \(fields) \(fields == 1 ? "field" : "fields") where the header has \(header)\(place)"
      case .otherSection(let title):
        return "\(tally.count) of section \(QuotedValue.quoted(QuotedValue.shortened(title)))"
      case .otherPerson:
        return "\(tally.count) of other people"
      case .interpolated:
        return "\(tally.count) interpolated, not weighed\(place)"
      case .deleted:
        return "\(tally.count) deleted in the app\(place)"
      case .summary:
        return "\(tally.count) of totals or averages\(place)"
      case .inMergedFile:
        return "\(tally.count) of a raw source the merged file beside it holds too"
      case .superseded:
        return "\(tally.count) superseded by a later version of the same reading\(place)"
      case .unreadable(let column):
        return
          "\(tally.count) with an unreadable \(QuotedValue.quoted(QuotedValue.shortened(column)))\(place)"
      }
    }
    return "\(total) \(total == 1 ? "row" : "rows") skipped: " + parts.joined(separator: ", ")
  }
}
