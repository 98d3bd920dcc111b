/// An SVG document of the chart renderers made fit to sit inside an HTML page: without its
/// XML declaration, announced as one image by its title and a description (`role="img"`,
/// `aria-labelledby`), its ids prefixed so that two charts on one page never share one.
struct InlineSVG: Sendable {
  /// Prefixes the chart's ids (`weight` makes `weight-title`).
  let prefix: String
  /// What the chart shows, in words, for whoever cannot see it; escaped here.
  let description: String

  func markup(_ document: String) -> String {
    var svg = Substring(document)
    if svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: "\n") {
      svg = svg[svg.index(after: end)...]
    }
    // Every id is an attribute the writer made (text content has its quotes escaped), so
    // ` id="` only ever starts one.
    var text = String(svg).replacing(" id=\"", with: " id=\"\(prefix)-")
    let title = "\(prefix)-svg-title"
    let desc = "\(prefix)-svg-desc"
    text.replace(
      "<svg ", with: "<svg role=\"img\" aria-labelledby=\"\(title) \(desc)\" ",
      maxReplacements: 1)
    text.replace("<title>", with: "<title id=\"\(title)\">", maxReplacements: 1)
    text.replace(
      "</title>",
      with: "</title>\n<desc id=\"\(desc)\">\(SVGWriter.escaped(description))</desc>",
      maxReplacements: 1)
    return text
  }
}
