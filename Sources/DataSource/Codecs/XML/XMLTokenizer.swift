#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A streaming XML 1.0 tokenizer over windows of bytes: start and end tags with their
/// attributes (either quote, spaces around `=`), text with its references, comments, CDATA
/// sections, processing instructions, and a DOCTYPE with its internal subset skipped whole
/// and never expanded. It checks well-formedness as it goes (tags nest and match, one root
/// element, no attribute named twice in a tag, references are XML's own, no NUL byte) and
/// reports the first fault with its line and column; input that ends inside the document is
/// refused as truncated. One leniency: the other control characters XML 1.0 forbids are data
/// in text and attribute values, as Apple Health's iOS 16 exports write a vertical tab
/// (0x0B) in some records' metadata, and a whole export should not fall for one byte in a
/// record nobody reads. Limits bound what endless or hostile input can cost:
/// `maximumTokenBytes`, `maximumTextBytes`, `maximumDepth`, `maximumElements`.
///
/// Only start tags are handed out, to a callback, pointing into the window (no copy);
/// everything else is checked and passed over. A window's incomplete last token is left
/// unconsumed for the caller to pass again with more bytes.
public struct XMLTokenizer {
  /// The longest single tag, comment, processing instruction or DOCTYPE.
  public static let maximumTokenBytes = 256 << 10
  /// The longest run of text between two tags (an export's are a line break and spaces):
  /// endless text, `yes` after `<HealthData>`, stops here.
  public static let maximumTextBytes = 16 << 20
  public static let maximumDepth = 256
  /// About 40 GB of Apple Health records: far past any real export, short of forever.
  public static let maximumElements = 200_000_000

  /// The names of the open elements, end to end, and where each ends.
  private var names: [UInt8] = []
  private var nameEnds: [Int] = []
  var attributes: [XMLStartTag.Attribute] = []
  private var sawRoot = false
  private var sawDoctype = false
  /// Whether the first bytes were looked at for a byte order mark.
  private var pastStart = false
  private var elements = 0
  /// `maximumElements`, lower in tests of the bound.
  var elementLimit = XMLTokenizer.maximumElements
  /// The start tags the skip rule passed over, not handed out (an export's records of other
  /// types, for the import's accounting).
  public internal(set) var passedOver = 0
  /// Bytes of the run of text the last window ended in, to be continued.
  private var textRun = 0
  /// Line feeds before the current window, and bytes since the last of them.
  private(set) var lineFeeds = 0
  private(set) var column = 0

  /// The start tags nobody needs, passed over fast and not handed out.
  let skipRule: XMLSkipRule?
  /// The rule's depth and the length of its element's name, kept apart so that the tags
  /// at other depths never touch the rule (-1: no rule).
  private let skipDepth: Int
  private let skipNameCount: Int
  /// The attribute markup of the records passed over, for the next ones.
  var memo = XMLAttributeMemo()
  /// The records passed over last, a few kinds at once, for the next ones of each kind.
  let recordMemo: XMLRecordMemo?

  /// A tokenizer handing out every start tag but those `skipping` describes.
  public init(skipping: XMLSkipRule? = nil) {
    skipRule = skipping
    skipDepth = skipping?.depth ?? -1
    skipNameCount = skipping?.element.count ?? 0
    recordMemo = skipping.map { _ in XMLRecordMemo() }
    attributes.reserveCapacity(16)
  }

  /// Whether the root element has closed: a whole document was read.
  public var isComplete: Bool { sawRoot && nameEnds.isEmpty }

  /// Reads the window's whole tokens, calling `onStartTag` for each start tag, and returns
  /// how many bytes are done with; the caller passes the rest again, followed by more
  /// bytes. With `isFinal`, the window is the end of the input.
  public mutating func scan(
    _ window: UnsafeBufferPointer<UInt8>, isFinal: Bool,
    onStartTag: (XMLStartTag) -> Void
  ) throws(XMLError) -> Int {
    if !pastStart {
      // A UTF-8 byte order mark may begin the document (XML 1.0, appendix F): it is not
      // text outside the root. Until three bytes are there, nothing is done with.
      let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
      let head = window.prefix(3)
      if head.count < 3, !isFinal, head.elementsEqual(mark.prefix(head.count)) { return 0 }
      pastStart = true
      if head.elementsEqual(mark) {
        advance(over: UnsafeBufferPointer(rebasing: window[..<3]))
        return try scan(
          UnsafeBufferPointer(rebasing: window[3...]), isFinal: isFinal, onStartTag: onStartTag)
          + 3
      }
    }
    guard let base = window.baseAddress else {
      if isFinal {
        throw XMLError(
          line: lineFeeds + 1, column: column + 1,
          problem: sawRoot ? .truncated(element: openElement) : .noRootElement)
      }
      return 0
    }
    var reader = Reader(base: base, end: window.count, isFinal: isFinal)
    let consumed: Int
    do throws(Fault) {
      consumed = try run(&reader, onStartTag)
    } catch {
      throw self.error(error, in: window)
    }
    advance(over: UnsafeBufferPointer(rebasing: window[..<consumed]))
    return consumed
  }

  private mutating func run(_ reader: inout Reader, _ onStartTag: (XMLStartTag) -> Void)
    throws(Fault) -> Int
  {
    var position = 0
    while position < reader.end {
      let start = position
      do throws(Fault) {
        if reader.base[position] != UInt8(ascii: "<") {
          position = try text(&reader, from: position)
          textRun += position - start
          if textRun > Self.maximumTextBytes {
            throw .at(position, .textTooLong(limit: Self.maximumTextBytes))
          }
        } else {
          textRun = 0
          position = try markup(&reader, at: position, onStartTag)
        }
      } catch .incomplete {
        if reader.isFinal { throw .at(start, .truncated(element: openElement)) }
        if reader.end - start > Self.maximumTokenBytes {
          throw .at(start, .tokenTooLong(limit: Self.maximumTokenBytes))
        }
        return start
      }
    }
    if reader.isFinal {
      guard sawRoot else { throw .at(reader.end, .noRootElement) }
      if !nameEnds.isEmpty { throw .at(reader.end, .truncated(element: openElement)) }
    }
    return position
  }

  /// Text up to the next `<`: references checked, and nothing but spaces outside the root.
  private func text(_ reader: inout Reader, from start: Int) throws(Fault) -> Int {
    let base = reader.base
    let outside = nameEnds.isEmpty
    var position = start
    while position < reader.end {
      let byte = base[position]
      if byte == UInt8(ascii: "<") { break }
      if byte == UInt8(ascii: "&") {
        if outside { throw .at(position, .outsideRoot) }
        position += try reference(&reader, at: position)
        continue
      }
      if byte == 0 { throw .at(position, .forbiddenCharacter(byte)) }
      if outside && byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
        throw .at(position, .outsideRoot)
      }
      position += 1
    }
    return position
  }

  /// The length of the reference at `position`, or why it is not one.
  private func reference(_ reader: inout Reader, at position: Int) throws(Fault) -> Int {
    let rest = UnsafeBufferPointer(start: reader.base + position, count: reader.end - position)
    if let (_, length) = XMLReference.read(rest, at: 0) { return length }
    if !reader.isFinal && rest.count <= XMLReference.maximumLength { throw .incomplete }
    let shown = rest.prefix(XMLReference.maximumLength)
    let semicolon = shown.firstIndex(of: UInt8(ascii: ";")).map { $0 + 1 } ?? shown.count
    throw .at(
      position, .unknownReference(String(decoding: shown.prefix(semicolon), as: UTF8.self)))
  }

  private mutating func markup(
    _ reader: inout Reader, at start: Int, _ onStartTag: (XMLStartTag) -> Void
  ) throws(Fault) -> Int {
    let base = reader.base
    guard start + 1 < reader.end else { throw .incomplete }
    switch base[start + 1] {
    case UInt8(ascii: "/"):
      return try endTag(&reader, at: start)
    case UInt8(ascii: "?"):
      let end = try reader.skip(past: Array("?>".utf8), from: start + 2)
      try count(at: start, element: false)
      return end
    case UInt8(ascii: "!"):
      if try reader.hasPrefix(Array("<!--".utf8), at: start) {
        let end = try reader.skip(past: Array("-->".utf8), from: start + 4)
        try count(at: start, element: false)
        return end
      }
      if try reader.hasPrefix(Array("<![CDATA[".utf8), at: start) {
        if nameEnds.isEmpty { throw .at(start, .outsideRoot) }
        let end = try reader.skip(past: Array("]]>".utf8), from: start + 9)
        try count(at: start, element: false)
        return end
      }
      if try reader.hasPrefix(Array("<!DOCTYPE".utf8), at: start) {
        if sawRoot || sawDoctype { throw .at(start, .misplacedDoctype) }
        let end = try reader.skipDoctype(from: start + 9)
        sawDoctype = true
        return end
      }
      throw .at(start + 2, .unexpected(base[start + 2 < reader.end ? start + 2 : start + 1]))
    default:
      if nameEnds.count == skipDepth, let (end, selfClosing) = passOver(reader, at: start) {
        try count(at: start)
        passedOver += 1
        if !selfClosing {
          let name = UnsafeBufferPointer(start: base + start + 1, count: skipNameCount)
          try open(name, at: start)
        }
        return end
      }
      return try startTag(&reader, at: start, onStartTag)
    }
  }

  private var openElement: String? {
    guard let end = nameEnds.last else { return nil }
    let start = nameEnds.count > 1 ? nameEnds[nameEnds.count - 2] : 0
    return String(decoding: names[start..<end], as: UTF8.self)
  }

  /// Counts the line feeds of the bytes done with, line by line through `memchr` (lines of
  /// an export are hundreds of bytes long: far fewer steps than a byte or a word at a time).
  private mutating func advance(over done: UnsafeBufferPointer<UInt8>) {
    guard let base = done.baseAddress else { return }
    var start = 0
    var lastFeed: Int?
    while start < done.count,
      let found = memchr(base + start, 0x0A, done.count - start)
    {
      let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
      lineFeeds += 1
      lastFeed = index
      start = index + 1
    }
    if let lastFeed {
      column = done.count - lastFeed - 1
    } else {
      column += done.count
    }
  }

  /// Why a token could not be read: it runs past the window, or a problem at an offset.
  enum Fault: Error {
    case incomplete
    case at(Int, XMLProblem)
  }

  /// Pushes an element, or says it nests too deep.
  mutating func open(_ name: UnsafeBufferPointer<UInt8>, at start: Int) throws(Fault) {
    guard nameEnds.count < Self.maximumDepth else {
      throw .at(start, .tooDeep(limit: Self.maximumDepth))
    }
    names.append(contentsOf: name)
    nameEnds.append(names.count)
  }

  /// Counts a tag, comment, processing instruction or CDATA section against the limit
  /// (endless comments end as endless elements do), and checks an element may start here.
  mutating func count(at start: Int, element: Bool = true) throws(Fault) {
    elements += 1
    guard elements <= elementLimit else { throw .at(start, .tooManyElements(limit: elementLimit)) }
    if element, nameEnds.isEmpty {
      if sawRoot { throw .at(start, .outsideRoot) }
      sawRoot = true
    }
  }

  /// Pops the open element if `name` is its name.
  mutating func close(_ name: UnsafeBufferPointer<UInt8>, at start: Int) throws(Fault) {
    guard let end = nameEnds.last else {
      throw .at(start, .unopenedEndTag(String(decoding: name, as: UTF8.self)))
    }
    let begin = nameEnds.count > 1 ? nameEnds[nameEnds.count - 2] : 0
    guard names[begin..<end].elementsEqual(name) else {
      throw .at(
        start,
        .mismatchedEndTag(
          expected: String(decoding: names[begin..<end], as: UTF8.self),
          found: String(decoding: name, as: UTF8.self)))
    }
    names.removeLast(end - begin)
    nameEnds.removeLast()
  }

  var depth: Int { nameEnds.count }

}
