/// Words no language writes, which show that text was read through the wrong code page: a
/// Russian `Устал` in Windows-1251 read as Windows-1252 is `Óñòàë`, a Polish `zły` in
/// Windows-1250 `z³y`, a German `Müde` from a Mac `MŸde`. Any byte reads as some character in
/// a code page, so an import names the word instead of storing such text.
public enum MisreadText {
  /// The first such word of `text` (UTF-8) and its line (as `TextLine` counts lines), when at
  /// least a quarter of its words beyond ASCII are such: one odd word in a real file (a
  /// Czech `úžší`) does not make it misread; `nil` otherwise.
  public static func firstWord(in text: [UInt8]) -> (word: String, line: Int)? {
    var line = 1
    var word: [Unicode.Scalar] = []
    var previous: Unicode.Scalar?
    var first: (word: String, line: Int)?
    var (misread, beyondASCII) = (0, 0)
    func endWord() {
      defer { word.removeAll(keepingCapacity: true) }
      guard word.contains(where: { !$0.isASCII }) else { return }
      beyondASCII += 1
      guard isMisread(word) else { return }
      misread += 1
      if first == nil { first = (String(String.UnicodeScalarView(word)), line) }
    }
    for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
      if isLetter(scalar) || isInWordSymbol(scalar) {
        word.append(scalar)
      } else {
        endWord()
        // A line ends at CR, LF, or a CR and LF together (counted at the CR).
        if scalar == "\r" || (scalar == "\n" && previous != "\r") { line += 1 }
      }
      previous = scalar
    }
    endWord()
    return misread * 4 >= beyondASCII ? first : nil
  }

  /// A word of Latin and Cyrillic letters at once; a symbol between two letters (`³`, `≥`,
  /// `§`); four or more letters, every one a Latin letter with an accent (Cyrillic through a
  /// Latin code page: `Óñòàë`, `Óńňŕë`); or a capital with an accent beside a small letter
  /// (`MŸde`, `FatiguŽ`).
  static func isMisread(_ word: [Unicode.Scalar]) -> Bool {
    var (latin, cyrillic, accented, letters) = (0, 0, 0, 0)
    for (index, scalar) in word.enumerated() {
      let before = index > 0 ? word[index - 1] : nil
      let after = index + 1 < word.count ? word[index + 1] : nil
      guard isLetter(scalar) else {
        if let before, let after, isLetter(before), isLetter(after) { return true }
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
      if !scalar.isASCII, scalar.properties.isUppercase,
        before?.properties.isLowercase == true
          || (before.map(isLetter) == true && after?.properties.isLowercase == true)
      {
        return true
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
  /// people type for an apostrophe: `geht´s`), and `¿`, `¡`, `§`, `¶`.
  static func isInWordSymbol(_ scalar: Unicode.Scalar) -> Bool {
    guard !scalar.isASCII, scalar != "\u{B4}" else { return false }
    if "¿¡§¶".unicodeScalars.contains(scalar) { return true }
    switch scalar.properties.generalCategory {
    case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .otherNumber: return true
    default: return false
    }
  }
}
