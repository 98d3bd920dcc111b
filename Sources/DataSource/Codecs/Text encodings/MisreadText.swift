/// Words no language writes, which show that text was read through the wrong code page: a
/// Russian `Устал` in Windows-1251 read as Windows-1252 is `Óñòàë`, its `Дата` read as
/// Windows-1250 `Äŕňŕ`, a Polish `zły` in Windows-1250 read as Windows-1252 `z³y`. Any byte
/// reads as some character in a code page, so an import names such text instead of storing
/// it; a real file's odd word (an Irish `hÉireann`, a Polish `żółć`, a Ukrainian word typed
/// with a Latin `i`) does not make it misread.
public enum MisreadText {
  /// What reading `text` (UTF-8) found: how many of its words beyond ASCII there are, how
  /// many are misread, and the first of those with its line (as `TextLine` counts lines).
  public struct Survey: Sendable {
    public var words = 0
    public var misread = 0
    public var first: (word: String, line: Int)?

    /// Misread text: at least three such words, half of the words beyond ASCII or more.
    public var isMisread: Bool { misread >= 3 && misread * 2 >= words }
  }

  /// The first misread word of `text` and its line, when the text is misread; else `nil`.
  public static func firstWord(in text: [UInt8]) -> (word: String, line: Int)? {
    let survey = survey(text)
    return survey.isMisread ? survey.first : nil
  }

  public static func survey(_ text: [UInt8]) -> Survey {
    var survey = Survey()
    var word: [Unicode.Scalar] = []
    var (offset, wordOffset) = (0, 0)
    var firstOffset: Int?
    func endWord() {
      defer { word.removeAll(keepingCapacity: true) }
      guard word.contains(where: { !$0.isASCII }) else { return }
      survey.words += 1
      guard isMisread(word) else { return }
      survey.misread += 1
      if firstOffset == nil {
        firstOffset = wordOffset
        survey.first = (String(String.UnicodeScalarView(word)), 0)
      }
    }
    for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
      if isLetter(scalar) || isInWordSymbol(scalar) {
        if word.isEmpty { wordOffset = offset }
        word.append(scalar)
      } else {
        endWord()
      }
      offset += UTF8.width(scalar)
    }
    endWord()
    if let firstOffset { survey.first?.line = TextLine.number(at: firstOffset, in: text) }
    return survey
  }

  /// A word of Latin and Cyrillic letters at once (`Mьde`); a symbol between two letters
  /// (`z³y`, `Gr‹ﬂE`); or four or more letters, every one a Latin letter with an accent
  /// (Cyrillic through a Latin code page: `Óñòàë`, `Äŕňŕ`).
  static func isMisread(_ word: [Unicode.Scalar]) -> Bool {
    var (latin, cyrillic, accented, letters) = (0, 0, 0, 0)
    for (index, scalar) in word.enumerated() {
      guard isLetter(scalar) else {
        if index > 0, index + 1 < word.count, isLetter(word[index - 1]),
          isLetter(word[index + 1])
        {
          return true
        }
        continue
      }
      letters += 1
      switch scalar.value {
      case 0x41...0x5A, 0x61...0x7A: latin += 1
      case 0xC0...0x24F, 0x1E00...0x1EFF:
        latin += 1
        accented += 1
      case 0x400...0x4FF: cyrillic += 1
      default: break
      }
    }
    return (latin > 0 && cyrillic > 0) || (letters >= 4 && accented == letters)
  }

  static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter: true
    default: false
    }
  }

  /// A symbol or digit beyond ASCII, which no word holds between its letters (but `´`, which
  /// people type for an apostrophe: `geht´s`), and `¿`, `¡`, `§`, `¶`, `‹`, `›`.
  static func isInWordSymbol(_ scalar: Unicode.Scalar) -> Bool {
    guard !scalar.isASCII, scalar != "\u{B4}" else { return false }
    if "¿¡§¶‹›".unicodeScalars.contains(scalar) { return true }
    switch scalar.properties.generalCategory {
    case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .otherNumber: return true
    default: return false
    }
  }
}
