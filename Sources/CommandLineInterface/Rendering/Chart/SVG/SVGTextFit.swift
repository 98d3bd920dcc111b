/// Keeps SVG text inside the viewBox without a font to measure: widths are estimated
/// generously for a sans-serif face (0.62 em a character, 0.68 em bold, more than the digits
/// and lower-case letters of common faces take), then a label near an edge is anchored at
/// that edge and a title too long for its line is shortened with an ellipsis (the whole
/// title stays in the document's `<title>`).
enum SVGTextFit {
  /// Room kept between any text and the edge of the viewBox.
  static let margin = 4.0

  static func width(_ text: String, fontSize: Double, bold: Bool = false) -> Double {
    Double(text.count) * fontSize * (bold ? 0.68 : 0.62)
  }

  /// `text-anchor` and x for a label centred on `x` that must stay within `0...limit`.
  static func anchor(_ text: String, centredOn x: Double, fontSize: Double, limit: Double)
    -> (anchor: String, x: Double)
  {
    let half = width(text, fontSize: fontSize) / 2
    if x + half > limit - margin { return ("end", min(x, limit - margin)) }
    if x - half < margin { return ("start", max(x, margin)) }
    return ("middle", x)
  }

  /// `text` shortened (with "…") until it fits in `room`.
  static func shortened(_ text: String, fontSize: Double, bold: Bool = false, room: Double)
    -> String
  {
    guard width(text, fontSize: fontSize, bold: bold) > room else { return text }
    var characters = Array(text)
    while !characters.isEmpty,
      width(String(characters) + "…", fontSize: fontSize, bold: bold) > room
    {
      characters.removeLast()
    }
    return String(characters) + "…"
  }

  /// The y of each label at the end of a curve, moved apart where curves end close together
  /// so no two labels overlap (`gap` apart at least), in the order given.
  static func spread(_ ys: [Double], gap: Double, within range: ClosedRange<Double>) -> [Double] {
    let order = ys.indices.sorted { ys[$0] < ys[$1] }
    var placed = ys
    var previous = -Double.infinity
    for index in order {
      placed[index] = max(ys[index], previous + gap)
      previous = placed[index]
    }
    // Pushed past the bottom: move the whole run back up, keeping the gaps.
    if let last = order.last, placed[last] > range.upperBound {
      var next = range.upperBound
      for index in order.reversed() {
        placed[index] = min(placed[index], next)
        next = placed[index] - gap
      }
    }
    return placed.map { max($0, range.lowerBound) }
  }
}
