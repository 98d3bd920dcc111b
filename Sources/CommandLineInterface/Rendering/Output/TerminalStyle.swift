/// Whether and how to colour text for a terminal, decided once per run.
///
/// Colour is used only when it helps a person: stdout is a terminal, `NO_COLOR` is not
/// set, `TERM` is not `dumb`, and `--no-color` was not given; `--color always` forces it
/// (e.g. for `less -R`), `--color never` forbids it.
public struct TerminalStyle: Sendable, Equatable {
  public enum Color: String, Sendable {
    case red = "31"
    case green = "32"
    case yellow = "33"
    case blue = "34"
    case magenta = "35"
    case cyan = "36"
  }

  public let isEnabled: Bool

  public init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// Applies the colour rules to the `--color` choice and the surroundings.
  public static func resolve(
    choice: String?, environment: (String) -> String?, outputIsTerminal: Bool
  ) -> TerminalStyle {
    switch choice {
    case "always": return TerminalStyle(isEnabled: true)
    case "never": return TerminalStyle(isEnabled: false)
    default:
      // no-color.org: any non-empty NO_COLOR turns colour off.
      let noColor = !(environment("NO_COLOR") ?? "").isEmpty
      let dumb = environment("TERM") == "dumb"
      return TerminalStyle(isEnabled: outputIsTerminal && !noColor && !dumb)
    }
  }

  public func paint(_ text: String, _ color: Color) -> String {
    isEnabled ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
  }

  public func bold(_ text: String) -> String {
    isEnabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }
}
