import DataSource
import Model

extension ReportHTMLRenderer {
  /// Every entry of the range, oldest first: date, weight, height, BMI, class, a child's
  /// percentile and z, the waist, head and arm circumference each when any row has one (in
  /// the profile's units, as `bmi log` says them), and the note (escaped).
  var measurementsSection: String {
    let rows = report.rows
    let hasWaist = report.entries.contains { $0.waistCentimetres != nil }
    let hasHead = report.entries.contains { $0.headCentimetres != nil }
    let hasArm = report.entries.contains { $0.armCentimetres != nil }
    let circumferences = [hasHead ? "head" : nil, hasArm ? "arm" : nil].compactMap { $0 }
    // The height each row's BMI was worked out with (`DatedHeights`): logged that day, else
    // (in italics) an earlier one or the profile's, the one rule history follows.
    let heights = DatedHeights(report.profile.entries)
    let assessedHeight = { (day: LocalDate) -> String in
      let choice = Assessor().height(
        of: report.profile, on: day, heights: heights, today: report.made)
      guard case .height(let centimetres) = choice else { return "–" }
      return "<i>\(show.shortHeight(centimetres))</i>"
    }
    var out =
      "<section class=\"measurements\" aria-labelledby=\"measurements\">\n<h2 id=\"measurements\">Measurements</h2>\n"
      + "<div class=\"table-box\" role=\"region\" aria-labelledby=\"measurements\" tabindex=\"0\">\n"
      + "<table>\n<caption>\(rows.count == 1 ? "1 entry" : "\(rows.count) entries"), oldest first; "
      + "a height is the one logged that day, else (in italics) the one its BMI was worked out "
      + "with: for a child the nearest logged within 3 months, a baby's within a quarter of its age (before it first), for an adult the latest logged before it, or the profile's (`bmi help tracking`)"
      + (circumferences.isEmpty
        ? ""
        : "; \(circumferences.joined(separator: " and ")): circumference"
          + (circumferences.count == 1 ? "" : "s")) + ".</caption>\n"
      + "<thead><tr>"
      + "<th scope=\"col\">Date</th><th scope=\"col\" class=\"num\">Weight</th>"
      + "<th scope=\"col\" class=\"num\">Height</th><th scope=\"col\" class=\"num\">BMI</th>"
      + "<th scope=\"col\">Class</th><th scope=\"col\" class=\"num\">BMI-for-age percentile, z</th>"
      + (hasWaist ? "<th scope=\"col\" class=\"num\">Waist</th>" : "")
      + (hasHead ? "<th scope=\"col\" class=\"num\">Head</th>" : "")
      + (hasArm ? "<th scope=\"col\" class=\"num\">Arm</th>" : "")
      + "<th scope=\"col\">Note</th></tr></thead>\n<tbody>\n"
    out.reserveCapacity(out.utf8.count + rows.count * 260)
    // A waist, head or arm in the profile's units, in a cell of its own.
    func length(_ centimetres: Double?) {
      out += "</td><td class=\"num\">"
      out += centimetres.map(show.shortLength) ?? "–"
    }
    for row in rows {
      let assessment = row.assessment
      out += "<tr><th scope=\"row\" class=\"date\">\(row.entry.date)</th><td class=\"num\">"
      out += row.entry.kilograms.map(show.shortWeight) ?? "–"
      let height =
        row.entry.heightCentimetres.map(show.shortHeight)
        ?? (row.entry.kilograms == nil ? "–" : assessedHeight(row.entry.date))
      out += "</td><td class=\"num\">\(height)</td><td class=\"num\">"
      out += assessment?.bmi?.description ?? "–"
      out += "</td><td>\(escape(classText(assessment)))</td><td class=\"num\">"
      out +=
        assessment?.child.map {
          "P\(ChildScoreFields.text($0.scores.bmiPercentile)), z \(ChildScoreFields.text($0.scores.bmiZ))"
        } ?? WHOScoreFields.bmiForAge(assessment?.who).map { "P\($0.percentile), z \($0.z)" }
        ?? "–"
      if hasWaist { length(row.entry.waistCentimetres) }
      if hasHead { length(row.entry.headCentimetres) }
      if hasArm { length(row.entry.armCentimetres) }
      out += "</td><td class=\"note\">\(escape(row.entry.note ?? ""))</td></tr>\n"
    }
    return out + "</tbody>\n</table>\n</div>\n</section>\n"
  }

  /// The class in words, never by colour alone; why none for a child the charts cannot score.
  private func classText(_ assessment: WeighInAssessment?) -> String {
    guard let assessment else { return "–" }
    if let child = assessment.child, let category = child.category { return category.label }
    if let adult = assessment.adult { return adult.category.label }
    return assessment.categoryText ?? "–"
  }
}
