/// An SVG document of the chart renderers made fit to sit inside an HTML page: without its
/// XML declaration, announced as one image by its title and a description (`role="img"`,
/// `aria-labelledby`), its ids prefixed so that two charts on one page never share one.
struct InlineSVG: Sendable {
  /// Prefixes the chart's ids (`weight` makes `weight-title`).
  let prefix: String
  /// What the chart shows, in words, for whoever cannot see it; escaped here.
  let description: String

  /// One pass over the document's bytes: a chart of ten years of weigh-ins is a megabyte,
  /// and the standard library's generic `replacing` took longer than drawing it.
  func markup(_ document: String) -> String {
    let title = "\(prefix)-svg-title"
    let desc = "\(prefix)-svg-desc"
    // Each inserted once, at the first place its pattern occurs, in this order.
    var once: [(pattern: [UInt8], replacement: [UInt8])] = [
      ("<svg ", "<svg role=\"img\" aria-labelledby=\"\(title) \(desc)\" "),
      ("<title>", "<title id=\"\(title)\">"),
      ("</title>", "</title>\n<desc id=\"\(desc)\">\(SVGWriter.escaped(description))</desc>"),
    ].map { (Array($0.0.utf8), Array($0.1.utf8)) }
    // Every id is an attribute the writer made (text content has its quotes escaped), so
    // ` id="` only ever starts one.
    let id = Array(" id=\"".utf8)
    let prefixed = id + Array("\(prefix)-".utf8)
    let bytes = Array(document.utf8)
    var index = 0
    if Self.matches(Array("<?xml".utf8), bytes, at: 0), let end = bytes.firstIndex(of: 0x0A) {
      index = end + 1
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 16 + 512)
    while index < bytes.count {
      if let next = once.first, Self.matches(next.pattern, bytes, at: index) {
        out += next.replacement
        index += next.pattern.count
        once.removeFirst()
      } else if bytes[index] == 0x20, Self.matches(id, bytes, at: index) {
        out += prefixed
        index += id.count
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func matches(_ pattern: [UInt8], _ bytes: [UInt8], at index: Int) -> Bool {
    guard index + pattern.count <= bytes.count else { return false }
    for offset in pattern.indices where bytes[index + offset] != pattern[offset] { return false }
    return true
  }
}
