#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A profile's log as the decoder found it in the document's bytes, when every entry is a
/// line exactly as `StoreDocumentEncoder` writes it (`EntryLineReader`'s `canonical`) and
/// the lines are joined by exactly the encoder's `,\n        `. A change that keeps most of
/// the log then copies those lines instead of writing every entry again
/// (`StoreDocumentEncoder.encode(_:splicing:)`): a ten-year log is 3,650 numbers to write,
/// a third of a `bmi log`. The copy is the encoder's own text, byte for byte
/// (`EntryLinesTests` compares the two on random stores and changes).
public struct EntryLines: Sendable, Equatable {
  /// The profile whose log this is.
  public let profile: String
  /// From the first entry's `{` to just past the last one's `}`.
  public let range: Range<Int>
  public let count: Int

  /// The bytes of entries `lines` (a range of indices into the log), from the first one's
  /// `{` to just past the last one's `}`. Each line holds no line feed, so the `k`th entry
  /// starts 8 spaces after the `k`th line feed of `range`; they are counted from the nearer
  /// end.
  func bytes(of lines: Range<Int>, in document: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    precondition(!lines.isEmpty && lines.lowerBound >= 0 && lines.upperBound <= count)
    let start = lines.lowerBound == 0 ? range.lowerBound : lineStart(lines.lowerBound, document)
    let end =
      lines.upperBound == count
      ? range.upperBound : lineStart(lines.upperBound, document) - Self.separator.count
    return start..<end
  }

  /// What the encoder writes between two entries.
  static let separator: [UInt8] = Array(",\n        ".utf8)

  /// The `{` of entry `index` (0 < `index` < `count`).
  private func lineStart(_ index: Int, _ document: UnsafeBufferPointer<UInt8>) -> Int {
    let base = document.baseAddress!
    let newline = Int32(UInt8(ascii: "\n"))
    if index <= count - index {
      var cursor = range.lowerBound
      for _ in 0..<index {
        let found = memchr(base + cursor, newline, range.upperBound - cursor)!
        cursor = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
      }
      return cursor + 8
    }
    var cursor = range.upperBound
    for _ in 0..<(count - index) {
      repeat { cursor -= 1 } while base[cursor] != UInt8(ascii: "\n")
    }
    return cursor + 1 + 8
  }
}

/// What a change keeps of one profile's log as it was read: its first `prefix` and last
/// `suffix` entries are those of `lines`, in the same order, so their bytes are copied.
public struct EntrySplice: Sendable, Equatable {
  public let lines: EntryLines
  public let prefix: Int
  public let suffix: Int

  /// How much of `old` (the log `lines` was read as) `new` keeps at each end, or `nil` when
  /// it keeps nothing worth copying.
  public static func plan(
    _ lines: EntryLines, old: [WeightEntry], new: [WeightEntry]
  ) -> EntrySplice? {
    guard lines.count == old.count else { return nil }
    let most = min(old.count, new.count)
    var suffix = 0
    while suffix < most, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    var prefix = 0
    while prefix < most - suffix, old[prefix] == new[prefix] { prefix += 1 }
    guard prefix + suffix > 0 else { return nil }
    return EntrySplice(lines: lines, prefix: prefix, suffix: suffix)
  }
}
