/// The characters a terminal chart is drawn with: Unicode (braille, box drawing, shade) or
/// plain ASCII for terminals that are not UTF-8.
struct ChartGlyphs: Sendable {
  let weighIn: Character
  let goal: Character
  let band: Character
  let axis: Character
  let axisTick: Character
  let corner: Character
  let baseline: Character
  let baselineTick: Character
  /// Drawn between the ends of a range in the legend.
  let dash: String
  /// The legend's sample of the trend line.
  let trendSample: String
  /// ASCII draws the trend as one mark per cell, since it has no sub-cell dots.
  let isASCII: Bool

  static let unicode = ChartGlyphs(
    weighIn: "•", goal: "─", band: "░", axis: "│", axisTick: "┤", corner: "└",
    baseline: "─", baselineTick: "┬", dash: "–", trendSample: "⠤⠒", isASCII: false)

  static let ascii = ChartGlyphs(
    weighIn: "o", goal: "=", band: ".", axis: "|", axisTick: "+", corner: "+",
    baseline: "-", baselineTick: "+", dash: "-", trendSample: "**", isASCII: true)

  /// A trend cell: its braille pattern (U+2800 plus the dot bits), or the ASCII mark.
  func trend(dots: UInt8) -> Character {
    if isASCII { return "*" }
    return Character(Unicode.Scalar(0x2800 + UInt32(dots))!)
  }

  /// Text from outside (a profile name) made safe to print: control characters would move
  /// the cursor or recolour the terminal, and ASCII mode must stay ASCII.
  func printable(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      let control = scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
      let outside = isASCII && !scalar.isASCII
      result.unicodeScalars.append(control || outside ? "?" : scalar)
    }
    return result
  }
}
