/// A place between two records where input can be cut, and the line breaks before it (so the
/// rows after it can be numbered without reading the ones before).
public struct BatchBoundary: Sendable, Equatable {
  /// Bytes from the start of the scanned input.
  public let offset: Int
  public let lineBreaks: Int

  public init(offset: Int, lineBreaks: Int) {
    self.offset = offset
    self.lineBreaks = lineBreaks
  }
}
