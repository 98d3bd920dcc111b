/// Where text that should be UTF-8 is not: an import refuses such a file, naming the line,
/// instead of reading U+FFFD in its place.
public enum UTF8Check {
  /// The 1-based line of the first byte that is not well-formed UTF-8, or `nil`.
  public static func firstInvalidLine(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var line = 1
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" { line += 1 }
      case .emptyInput:
        return nil
      case .error:
        return line
      }
    }
  }
}
