/// An Office 97–2003 file (an OLE2 compound file: Excel's `.xls`, Word's `.doc`), known by
/// its first 8 bytes. A workbook is told from the rest by its stream's name in the file's
/// directory, `Workbook` (Excel 97 on) or `Book` (Excel 5): Fitdays' `.csv` export is a
/// workbook, to be saved as CSV; a Word document is only not text.
enum OfficeCompoundFile {
  static let signature: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]

  static func isCompoundFile(_ bytes: [UInt8]) -> Bool { bytes.starts(with: signature) }

  /// Whether a directory entry names a workbook stream, in any case. Entries are 128 bytes,
  /// in sectors after the 512- or 4096-byte header, each starting with its name in UTF-16
  /// (little-endian) ended by a zero character: so a name is looked for only at a multiple of
  /// 128 bytes, whole (a document's text that says `notebook` is no stream's name).
  static func holdsWorkbook(_ bytes: [UInt8]) -> Bool {
    ["workbook", "book"].contains { name in
      let pattern: [UInt8] = name.utf8.flatMap { [$0, 0] as [UInt8] } + [0, 0]
      guard bytes.count >= 512 + pattern.count else { return false }
      return stride(from: 512, through: bytes.count - pattern.count, by: 128).contains { start in
        pattern.indices.allSatisfy { offset in
          let byte = bytes[start + offset]
          // ASCII letters fold to lower case; the zero bytes stay zero.
          return (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == pattern[offset]
        }
      }
    }
  }
}
