import Glibc

/// Writes a generated data file: the header, then `rows` rows from `row(index)`, in 64 KiB
/// pieces so a million rows never sit in memory at once. Shared by every data generator.
enum RowFileWriter {
  static func write(rows: Int, to path: String, header: String, row: (Int) -> String) -> Bool {
    guard let file = fopen(path, "w") else { return false }
    defer { fclose(file) }
    var text = header
    for index in 0..<rows {
      text += row(index)
      if text.utf8.count >= 1 << 16 {
        fputs(text, file)
        text = ""
      }
    }
    fputs(text, file)
    return ferror(file) == 0
  }
}
