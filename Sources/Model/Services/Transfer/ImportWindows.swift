import DataSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The windows a streamed Apple Health export is scanned through, each read on a second core
/// (`ThreadPairClient`) while the one before it is scanned: the copy out of the kernel, about
/// a fifth of an import's time on one core, runs beside the scan. Each window begins with the
/// bytes the scan of the one before left undone (an unfinished tag), put in front of the new
/// bytes rather than the new bytes moved behind them. The reading thread also checks that the
/// bytes it read are UTF-8 (`UTF8Validator`): the scan is told where they stop being, and
/// spends none of its own time on it.
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
  private var validator: UTF8Validator
  /// The input's offset of the first byte that is not UTF-8, and of the window's first.
  private var notUTF8At: Int?
  private var windowStart = 0

  /// Windows of `input` after the bytes of `head` (read already; `isFinal` when they are
  /// all of it), read ahead on `threads` when a second thread and a second buffer can be
  /// had, else each after the scan of the one before. Memory comes from `malloc`, so that
  /// under a limit (`ulimit -v`) the import ends with `outOfMemory` rather than the
  /// runtime's trap.
  init(
    input: ImportInput, head: ByteBuffer, isFinal: Bool, windowSize: Int,
    threads: ThreadPairClient
  ) throws(ImportFailure) {
    self.input = input
    self.windowSize = max(windowSize, head.count)
    let capacity = Self.carryRoom + self.windowSize
    guard let first = malloc(capacity)?.assumingMemoryBound(to: UInt8.self) else {
      throw .outOfMemory(bytes: capacity)
    }
    if let bytes = head.bytes.baseAddress {
      (first + Self.carryRoom).update(
        from: bytes.assumingMemoryBound(to: UInt8.self), count: head.count)
    }
    current = first
    start = Self.carryRoom
    end = Self.carryRoom + head.count
    self.isFinal = isFinal
    bytesRead = head.count
    var validator = UTF8Validator()
    notUTF8At = head.bytes.withMemoryRebound(to: UInt8.self) {
      validator.firstInvalid(in: $0, isFinal: isFinal)
    }
    self.validator = validator
    // One buffer without a second thread: the next window is read into it after the scan.
    if !isFinal, let second = malloc(capacity)?.assumingMemoryBound(to: UInt8.self) {
      if let pair = threads.start() {
        (next, self.pair) = (second, pair)
        return
      }
      free(second)
    }
    (next, pair) = (first, nil)
  }

  deinit {
    if next != current { free(next) }
    free(current)
  }

  /// Scans the current window with `scan` (which returns how many of its bytes are done
  /// with, and is told the window's offset of the first byte that is not UTF-8) while the
  /// next one is read and checked, then makes the next one current; whether the window
  /// scanned was the last.
  func scan(
    _ scan: (UnsafeBufferPointer<UInt8>, _ isFinal: Bool, _ notUTF8At: Int?) -> Int
  ) throws(ImportFailure) -> Bool {
    let window = UnsafeBufferPointer(start: current + start, count: end - start)
    let bad = notUTF8At.map { $0 - windowStart }
    guard !isFinal else {
      _ = scan(window, true, bad)
      return true
    }
    var consumed = 0
    var read: Result<(count: Int, ended: Bool), ImportFailure> = .success((0, false))
    let input = self.input
    let room = UnsafeMutableRawBufferPointer(start: next + Self.carryRoom, count: windowSize)
    // Checked only until the first fault: the scan stops there.
    var validator = notUTF8At == nil ? self.validator : nil
    var found: Int?
    let readNext = {
      read = Result { () throws(ImportFailure) in try input.read(into: room) }
      guard case .success(let (count, ended)) = read, validator != nil else { return }
      let bytes = UnsafeRawBufferPointer(rebasing: room[..<count])
      found = bytes.withMemoryRebound(to: UInt8.self) {
        validator?.firstInvalid(in: $0, isFinal: ended)
      }
    }
    let carry: Int
    if let pair {
      pair.both({ consumed = scan(window, false, bad) }, readNext)
      carry = moveUndone(consumed, of: window)
    } else {
      // One buffer: what the scan left moves to the front before the next bytes come in.
      consumed = scan(window, false, bad)
      carry = moveUndone(consumed, of: window)
      readNext()
    }
    let (count, ended) = try read.get()
    if let validator { self.validator = validator }
    notUTF8At = notUTF8At ?? found
    windowStart += consumed
    swap(&current, &next)
    start = Self.carryRoom - carry
    end = Self.carryRoom + count
    isFinal = ended
    bytesRead += count
    return false
  }

  /// Puts the bytes of `window` after the first `consumed` just before where the next
  /// window's bytes go, in the buffer they go to (the same buffer when there is one);
  /// their count.
  private func moveUndone(_ consumed: Int, of window: UnsafeBufferPointer<UInt8>) -> Int {
    let carry = window.count - consumed
    precondition(carry <= Self.carryRoom, "the tokenizer leaves at most one token undone")
    (next + Self.carryRoom - carry).update(from: current + start + consumed, count: carry)
    return carry
  }
}
