import Model

/// Writes indented SVG markup with every attribute and text escaped, and numbers in a fixed
/// format (one decimal), so the same chart is the same bytes on every machine.
struct SVGWriter: Sendable {
  typealias Attributes = [(name: String, value: String)]

  private(set) var text = ""
  private var depth = 0

  mutating func open(_ name: String, _ attributes: Attributes = []) {
    line("<\(name)\(Self.attributes(attributes))>")
    depth += 1
  }

  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  /// An element with optional text content and no children.
  mutating func element(_ name: String, _ attributes: Attributes = [], text content: String? = nil)
  {
    let start = "<\(name)\(Self.attributes(attributes))"
    line(content.map { "\(start)>\(Self.escaped($0))</\(name)>" } ?? "\(start)/>")
  }

  mutating func raw(_ markup: String) { line(markup) }

  private mutating func line(_ markup: String) {
    text += String(repeating: "  ", count: depth) + markup + "\n"
  }

  private static func attributes(_ attributes: Attributes) -> String {
    attributes.map { " \($0.name)=\"\(escaped($0.value))\"" }.joined()
  }

  /// `123.4`: coordinates to a tenth of a unit, far finer than a screen pixel at 800 wide.
  static func number(_ value: Double) -> String {
    FixedDecimal(value, places: 1).description
  }

  /// Markup characters as entities; characters XML 1.0 forbids (control characters from a
  /// profile name) as `?`, since even escaped they would make the document invalid.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "?"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
