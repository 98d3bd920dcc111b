/// Why an XML document is not well-formed, or is more than `bmi` reads, and where: the line
/// (from 1) and the column (a byte offset in the line, from 1).
public struct XMLError: Error, Sendable, Equatable {
  public let line: Int
  public let column: Int
  public let problem: XMLProblem

  public init(line: Int, column: Int, problem: XMLProblem) {
    self.line = line
    self.column = column
    self.problem = problem
  }
}

/// What is wrong at an `XMLError`'s place.
public enum XMLProblem: Sendable, Equatable {
  /// The input ends inside a tag, a comment, a CDATA section or the DOCTYPE, or with
  /// `element` (its name) still open: a truncated file.
  case truncated(element: String?)
  /// A byte that cannot stand here (`<` in an attribute value, a name that does not start).
  case unexpected(UInt8)
  /// Bytes that are not well-formed UTF-8, the encoding of every Apple Health export.
  case notUTF8
  /// A control character XML forbids (such as the vertical tab of some old exports).
  case forbiddenCharacter(UInt8)
  /// `</found>` closes `<expected>`.
  case mismatchedEndTag(expected: String, found: String)
  /// An end tag with no element open.
  case unopenedEndTag(String)
  /// A tag that names the attribute `name` twice.
  case duplicateAttribute(String)
  /// `&name;` other than the five XML defines (the DTD's entities are never expanded), or a
  /// character reference to no character.
  case unknownReference(String)
  /// Text, CDATA or a second element outside the root element.
  case outsideRoot
  /// A DOCTYPE after the root element has started, or a second one.
  case misplacedDoctype
  /// The input ends without any element.
  case noRootElement
  /// Elements nested deeper than `XMLTokenizer.maximumDepth`.
  case tooDeep(limit: Int)
  /// One tag, comment or DOCTYPE longer than `XMLTokenizer.maximumTokenBytes`.
  case tokenTooLong(limit: Int)
  /// A run of text between two tags longer than `limit` bytes (endless text).
  case textTooLong(limit: Int)
  /// More elements, comments, processing instructions and CDATA sections than
  /// `XMLTokenizer.maximumElements`: the bound on endless input.
  case tooManyElements(limit: Int)
}
