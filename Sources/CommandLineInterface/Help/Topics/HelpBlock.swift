/// One piece of a help topic, rendered as wrapped text in `bmi help` and as roff in `bmi manual`.
public enum HelpBlock: Sendable, Equatable {
  /// A subsection title.
  case heading(String)
  /// Prose, wrapped to the terminal's width.
  case paragraph(String)
  /// Rows of cells under a header row; the last column wraps.
  case table(header: [String], rows: [[String]])
  /// Lines shown as they are: commands, formulas, file excerpts.
  case literal([String])
}
