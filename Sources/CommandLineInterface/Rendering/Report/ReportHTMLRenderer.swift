import DataSource
import Model

/// Lays out a `Report` as one self-contained, accessible HTML page: who, the latest BMI, the
/// trend, the charts (drawn by the chart renderers, not copied), the measurements and the
/// method. Every stored text goes through `SVGWriter.escaped`, the one markup escape.
struct ReportHTMLRenderer {
  let report: Report

  var show: MeasureFormatter { MeasureFormatter(system: report.profile.units ?? .metric) }

  /// The whole document.
  var html: String {
    HTMLPage(language: "en", title: title, body: body).html
  }

  var title: String { "Weight and BMI report: \(report.profile.name)" }

  private var body: String {
    var out = "<main>\n<header>\n<h1>\(escape(title))</h1>\n"
    out += "<p class=\"made\">\(escape(coverage)) Made on \(report.made) by bmi.</p>\n</header>\n"
    out += "<div class=\"summary\">\n\(whoSection)\(latestSection)\(trendSection)</div>\n"
    out += chartsSection
    out += measurementsSection
    out += methodSection
    out += "</main>\n"
    out +=
      "<footer><p>Made by bmi on \(report.made). A screening measure, not a diagnosis: talk it over with a doctor or nurse.</p></footer>\n"
    return out
  }

  /// `Weigh-ins from 2026-01-01 to 2026-03-31.`: the weigh-ins' dates, not a measurement's
  /// without a weight.
  private var coverage: String {
    let weighIns = report.rows.filter { $0.entry.kilograms != nil }
    let first = weighIns.first?.entry.date
    let last = weighIns.last?.entry.date
    let count = report.weighInCount == 1 ? "1 weigh-in" : "\(report.weighInCount) weigh-ins"
    guard let first, let last else {
      return report.rows.isEmpty ? "No entries." : "No weigh-ins; measurements only."
    }
    return first == last ? "\(count) on \(first)." : "\(count) from \(first) to \(last)."
  }

  /// A definition list of facts, each term and value escaped.
  func facts(_ rows: [(String, String)]) -> String {
    var out = "<dl class=\"facts\">\n"
    for (term, value) in rows {
      out += "<dt>\(escape(term))</dt><dd>\(escape(value))</dd>\n"
    }
    return out + "</dl>\n"
  }

  func escape(_ text: String) -> String { SVGWriter.escaped(text) }
}
