import DataSource
import Testing

@testable import Model

/// Batch cells of a few words (`measured`, `oedema`) are compared in place: any ASCII case,
/// white space around, quotes doubled decoded first; any other text is no word.
struct WordCellTests {
  @Test(arguments: [
    ("l", WHOMeasuredPosition.lying), ("H", .standing), (" Lying\t", .lying),
    ("STANDING", .standing), ("length", .lying), ("Height ", .standing),
    // DHS and MICS labels, and the clinical word.
    ("Lying down", .lying), ("Standing up", .standing), ("recumbent", .lying),
  ])
  func measured_everySpellingInAnyCase(text: String, position: WHOMeasuredPosition) {
    #expect(Self.word(text, PersonCellReader.measuredSpellings) == position)
    #expect(WHOMeasuredPosition(spelling: text.trimmingSpaces) == position)
  }

  @Test(arguments: ["", "x", "lyin", "lyingg", "é", "1", "stand ing", "lying  down", "up"])
  func measured_otherText_isNoWord(text: String) {
    #expect(Self.word(text, PersonCellReader.measuredSpellings) == nil)
  }

  @Test(arguments: [
    ("y", true), ("YES", true), (" 1 ", true), ("True", true), ("n", false), ("No", false),
    ("0", false), ("FALSE", false),
    // The WHO's coding (anthro): 1 or y yes, 2 or n no.
    ("2", false), (" 2", false), ("N", false),
  ])
  func oedema_everySpellingInAnyCase(text: String, oedema: Bool) {
    #expect(Self.word(text, PersonCellReader.oedemaSpellings) == oedema)
  }

  @Test func oedema_otherText_isNoWord() {
    #expect(Self.word("maybe", PersonCellReader.oedemaSpellings) == nil)
    #expect(Self.word("3", PersonCellReader.oedemaSpellings) == nil)
    #expect(Self.word("12", PersonCellReader.oedemaSpellings) == nil)
    #expect(Self.word("-1", PersonCellReader.oedemaSpellings) == nil)
  }

  /// The one-letter switches say what the lists say, for every byte.
  @Test func oneByte_everyByte_asTheLists() {
    for byte in UInt8.min...UInt8.max {
      let text = String(decoding: [byte], as: UTF8.self)
      let measured = byte < 0x80 ? Self.word(text, PersonCellReader.measuredSpellings) : nil
      let oedema = byte < 0x80 ? Self.word(text, PersonCellReader.oedemaSpellings) : nil
      #expect(PersonCellReader.measured(oneByte: byte) == measured, "\(byte)")
      #expect(PersonCellReader.oedema(oneByte: byte) == oedema, "\(byte)")
    }
  }

  /// A quoted CSV cell is compared as its decoded text.
  @Test func quotedCell_isComparedDecoded() {
    let line = Array("\"Lying\",x".utf8)
    let cell = BatchCell.csv(CSVField(start: 0, end: 7, isQuoted: true))
    let found = line.withUnsafeBufferPointer { buffer in
      PersonCellReader.word(buffer.baseAddress!, cell, PersonCellReader.measuredSpellings)
    }
    #expect(found == .lying)
  }

  private static func word<Value>(_ text: String, _ spellings: [(spelling: String, value: Value)])
    -> Value?
  {
    let count = text.utf8.count
    // A byte past the cell, so that an empty one has an address too.
    let bytes = Array(text.utf8) + [UInt8(ascii: ",")]
    let cell = BatchCell.csv(CSVField(start: 0, end: count, isQuoted: false))
    return bytes.withUnsafeBufferPointer { PersonCellReader.word($0.baseAddress!, cell, spellings) }
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
