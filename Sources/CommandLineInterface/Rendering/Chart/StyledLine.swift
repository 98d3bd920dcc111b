/// One line of terminal output built cell by cell, each cell with an optional colour.
///
/// Cells are counted before any colour is added, so escape sequences never upset the layout,
/// and neighbouring cells of one colour share one escape sequence.
struct StyledLine: Sendable {
  private var characters: [Character] = []
  private var colors: [TerminalStyle.Color?] = []

  var count: Int { characters.count }

  mutating func append(_ text: String, _ color: TerminalStyle.Color? = nil) {
    for character in text {
      characters.append(character)
      colors.append(color)
    }
  }

  /// Writes `text` starting at `column`, padding with spaces up to it.
  mutating func put(_ text: String, at column: Int) {
    if column > count { append(String(repeating: " ", count: column - count)) }
    for (offset, character) in text.enumerated() {
      let index = column + offset
      if index < count {
        characters[index] = character
        colors[index] = nil
      } else {
        append(String(character))
      }
    }
  }

  /// The line with trailing spaces removed: a golden file or a terminal gains nothing from them.
  func rendered(_ style: TerminalStyle) -> String {
    var end = characters.count
    while end > 0 && characters[end - 1] == " " { end -= 1 }
    var result = ""
    var start = 0
    while start < end {
      var stop = start + 1
      while stop < end && colors[stop] == colors[start] { stop += 1 }
      let run = String(characters[start..<stop])
      result += colors[start].map { style.paint(run, $0) } ?? run
      start = stop
    }
    return result
  }
}
