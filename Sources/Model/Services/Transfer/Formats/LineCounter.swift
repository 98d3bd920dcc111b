/// Lines of a text by byte offsets asked for in increasing order, counted once.
struct LineCounter {
  private let bytes: [UInt8]
  private var counted = 0
  private var line = 1

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func line(at offset: Int) -> Int {
    let end = min(offset, bytes.count)
    if end > counted {
      for byte in bytes[counted..<end] where byte == 0x0A { line += 1 }
      counted = end
    }
    return line
  }
}
