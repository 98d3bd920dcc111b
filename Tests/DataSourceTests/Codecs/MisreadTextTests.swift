import DataSource
import TestSupport
import Testing

/// Text read through the wrong code page is told from real text in the languages people keep
/// logs in: a file whose words are misread is found, with the first word and its line; no
/// real text is taken for one, not even with an odd word or two.
struct MisreadTextTests {
  static func bytes(_ text: String, from written: CodePage, as read: CodePage) -> [UInt8] {
    read.utf8(MisreadTextBytes.encoded(text, in: written))!
  }

  @Test(arguments: [
    (
      "Date;Note\n15.01;Дата, Заметка, Устал\n", CodePage.windows1251, CodePage.windows1252, "Äàòà",
      2
    ),
    ("Дата;Вес, кг;Рост;Заметка\n", .windows1251, .windows1250, "Äŕňŕ", 1),
    ("a\r\nzły, mała, może\r\n", .windows1250, .windows1252, "z³y", 2),
    ("Notiz\rGröße, Grüße, Maßband\r", .macintosh, .windows1252, "Grš§e", 2),
    ("Müde, Größe, schön", .windows1252, .windows1251, "Mьde", 1),
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
    "Müde, Größe gemessen, 5 € Wette, geht´s, „gut“, Liebe GRÜßE, SÜß",
    "KinderÜberraschung, #MorgenÜbung, eÜberweisung",
    "Fatigué, à jeun, l’été, œuvre, Noël, ÉTÉ, ça",
    "Poblacht na hÉireann, an tÉan, MacÀidh",
    "Cansado, ¿qué tal? ¡Olé! año, señor",
    "unavený, špatně, dobře, úžší, čtvrtek, kůň",
    "zmęczony, zły, żółw, źdźbło, Łódź, żółć, ŻÓŁĆ",
    "ţâţă, ştiinţă",
    "Устал, хорошо, ёж, Вага, Примітка, iPhone, 70 кг, Вiдпочинок, iнший",
    "fáradt, ősszel, műszak",
    "体重 メモ 备注 메모",
  ])
  func firstWord_realText_none(text: String) {
    #expect(MisreadText.firstWord(in: Array(text.utf8)) == nil)
  }

  /// A word or two no language writes among real ones does not make a file misread.
  @Test func firstWord_fewOddWordsAmongMany_none() {
    #expect(MisreadText.firstWord(in: Array("Óñòàë, Äàòà".utf8)) == nil)
    #expect(MisreadText.survey(Array("Óñòàë, Äàòà".utf8)).misread == 2)
  }
}
