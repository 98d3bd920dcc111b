/// Which start tags a reader does not need: elements named `element` at `depth` whose `key`
/// attribute is not one of `kept`. `XMLTokenizer` passes over those with a fast scan that
/// still checks them (quotes honoured, references and characters checked, nesting kept) but
/// hands none of them out, so an export of millions of unwanted records costs little more than
/// finding its `<`s.
public struct XMLSkipRule: Sendable {
  let element: [UInt8]
  let depth: Int
  let key: [UInt8]
  let kept: [[UInt8]]

  /// Elements `element` at `depth` (0 for the root) are handed out only when attribute `key`
  /// has one of the values `kept` exactly (as written; a value with references is always
  /// handed out, to be decoded and compared by the reader).
  public init(element: String, depth: Int, key: String, kept: [String]) {
    self.element = Array(element.utf8)
    self.depth = depth
    self.key = Array(key.utf8)
    self.kept = kept.map { Array($0.utf8) }
  }
}
