import DataSource
import Testing

/// Text read through the wrong code page is told from real text in the languages people keep
/// logs in: each misreading is found, with its line; no real sentence is taken for one.
struct MisreadTextTests {
  /// `text` written in `written` (by the code page's own table, reversed), read as `read`.
  static func bytes(_ text: String, from written: CodePage, as read: CodePage) -> [UInt8] {
    var byteOf: [Unicode.Scalar: UInt8] = [:]
    for byte in UInt8(0x80)...0xFF {
      guard let utf8 = written.utf8([byte]) else { continue }
      byteOf[String(decoding: utf8, as: UTF8.self).unicodeScalars.first!] = byte
    }
    let encoded = text.unicodeScalars.map { $0.isASCII ? UInt8($0.value) : byteOf[$0]! }
    return read.utf8(encoded)!
  }

  @Test(arguments: [
    ("Date;Note\n15.01;Устал\n", CodePage.windows1251, CodePage.windows1252, "Óñòàë", 2),
    ("Дата;Вес, кг\n", .windows1251, .windows1250, "Äŕňŕ", 1),
    ("a\r\nzły dzień\r\n", .windows1250, .windows1252, "z³y", 2),
    ("Notiz\rMüde\rGröße\r", .macintosh, .windows1252, "MŸde", 2),
    ("Müde, Größe", .windows1252, .windows1251, "Mьde", 1),
  ])
  func firstWord_misreadText_foundWithItsLine(
    text: String, written: CodePage, read: CodePage, word: String, line: Int
  ) throws {
    let misread = try #require(
      MisreadText.firstWord(in: Self.bytes(text, from: written, as: read)))
    #expect(misread.word == word)
    #expect(misread.line == line)
  }

  @Test(arguments: [
    "Müde, Größe gemessen, 5 € Wette, geht´s, „gut“",
    "Fatigué, à jeun, l’été, œuvre, Noël, ÉTÉ, ça",
    "Cansado, ¿qué tal? ¡Olé! año, señor",
    "unavený, špatně, dobře, úžší, čtvrtek, kůň",
    "zmęczony, zły, żółw, źdźbło, Łódź",
    "Устал, хорошо, ёж, Вага, Примітка, iPhone, 70 кг",
    "fáradt, ősszel, műszak",
    "体重 メモ 备注 메모",
  ])
  func firstWord_realText_none(text: String) {
    #expect(MisreadText.firstWord(in: Array(text.utf8)) == nil)
  }

  /// One odd word among real ones does not make a file misread.
  @Test func firstWord_oneOddWordAmongMany_none() {
    let text = "ok úžší dobře špatně čtvrtek kůň"
    #expect(MisreadText.firstWord(in: Array(text.utf8)) == nil)
  }
}
