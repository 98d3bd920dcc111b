extension String {
  /// Whether the text's UTF-8 holds `byte`, looked for in the contiguous bytes: the generic
  /// `utf8.contains` walks `String.UTF8View`'s indices at some 30 instructions a byte, and
  /// an import asks this of every cell of a million rows.
  public func containsByte(_ byte: UInt8) -> Bool {
    var text = self
    return text.withUTF8 { $0.contains(byte) }
  }
}
