import DataSource

/// The windows a streamed Apple Health export is scanned through, each read on a second core
/// (`ThreadPairClient`) while the one before it is scanned: the copy out of the kernel, about
/// a fifth of an import's time on one core, runs beside the scan. Each window begins with the
/// bytes the scan of the one before left undone (an unfinished tag), put in front of the new
/// bytes rather than the new bytes moved behind them.
final class ImportWindows {
  /// Room in front of each window for the bytes left undone: the tokenizer never leaves more
  /// than one token, and refuses a longer one (`XMLTokenizer.maximumTokenBytes`).
  static let carryRoom = XMLTokenizer.maximumTokenBytes
  let windowSize: Int
  private let input: ImportInput
  private let pair: ThreadPairClient.Pair?
  /// The window being scanned, and the buffer the next one is read into.
  private var current: UnsafeMutablePointer<UInt8>
  private var next: UnsafeMutablePointer<UInt8>
  private var start: Int
  private var end: Int
  /// Whether the window being scanned ends the input.
  private(set) var isFinal: Bool
  /// Bytes read from the input so far.
  private(set) var bytesRead: Int

  /// Windows of `input` after the bytes of `head` (read already; `isFinal` when they are
  /// all of it), read ahead on `threads` when a second thread can start.
  init(
    input: ImportInput, head: ByteBuffer, isFinal: Bool, windowSize: Int,
    threads: ThreadPairClient
  ) {
    self.input = input
    self.windowSize = max(windowSize, head.count)
    let capacity = Self.carryRoom + self.windowSize
    let first = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    if let bytes = head.bytes.baseAddress {
      (first + Self.carryRoom).update(
        from: bytes.assumingMemoryBound(to: UInt8.self), count: head.count)
    }
    current = first
    next = .allocate(capacity: capacity)
    start = Self.carryRoom
    end = Self.carryRoom + head.count
    self.isFinal = isFinal
    bytesRead = head.count
    pair = isFinal ? nil : threads.start()
  }

  deinit {
    current.deallocate()
    next.deallocate()
  }

  /// Scans the current window with `scan` (which returns how many of its bytes are done
  /// with) while the next one is read, then makes the next one current; whether the
  /// window scanned was the last.
  func scan(_ scan: (UnsafeBufferPointer<UInt8>, _ isFinal: Bool) -> Int) throws(ImportFailure)
    -> Bool
  {
    let window = UnsafeBufferPointer(start: current + start, count: end - start)
    guard !isFinal else {
      _ = scan(window, true)
      return true
    }
    var consumed = 0
    var read: Result<(count: Int, ended: Bool), ImportFailure> = .success((0, false))
    let input = self.input
    let room = UnsafeMutableRawBufferPointer(start: next + Self.carryRoom, count: windowSize)
    let readNext = { read = Result { () throws(ImportFailure) in try input.read(into: room) } }
    if let pair {
      pair.both({ consumed = scan(window, false) }, readNext)
    } else {
      consumed = scan(window, false)
      readNext()
    }
    let (count, ended) = try read.get()
    let carry = window.count - consumed
    precondition(carry <= Self.carryRoom, "a scan left more than one token undone")
    (next + Self.carryRoom - carry).update(from: current + start + consumed, count: carry)
    swap(&current, &next)
    start = Self.carryRoom - carry
    end = Self.carryRoom + count
    isFinal = ended
    bytesRead += count
    return false
  }
}
