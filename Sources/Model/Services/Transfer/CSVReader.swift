/// Reads RFC 4180 CSV (quoted fields may hold the delimiter, quotes and line breaks), keeping
/// the line each row starts on so that errors can name it. Blank lines are skipped.
public enum CSVReader {
  public struct Row: Sendable, Equatable {
    /// 1-based line of the file where the row starts.
    public let line: Int
    public let fields: [String]

    public init(line: Int, fields: [String]) {
      self.line = line
      self.fields = fields
    }
  }

  public struct Failure: Error, Sendable, Equatable {
    public enum Problem: Sendable, Equatable {
      case unterminatedQuote
      case textAfterClosingQuote
    }

    public let line: Int
    /// 1-based field number in the row.
    public let column: Int
    public let problem: Problem

    public init(line: Int, column: Int, problem: Problem) {
      self.line = line
      self.column = column
      self.problem = problem
    }
  }

  public static func rows(_ bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ",")) throws(Failure)
    -> [Row]
  {
    let quote = UInt8(ascii: "\"")
    let newline = UInt8(ascii: "\n")
    let carriageReturn = UInt8(ascii: "\r")
    var rows: [Row] = []
    var fields: [String] = []
    var field: [UInt8] = []
    var line = 1
    var rowLine = 1
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var quotedFieldEnded = false

    func endRow() {
      fields.append(String(decoding: field, as: UTF8.self))
      if fields.count > 1 || !fields[0].isEmpty || quotedFieldEnded {
        rows.append(Row(line: rowLine, fields: fields))
      }
      fields.removeAll(keepingCapacity: true)
      field.removeAll(keepingCapacity: true)
      quotedFieldEnded = false
    }

    while index < bytes.count {
      let byte = bytes[index]
      if byte == quote, field.isEmpty, !quotedFieldEnded {
        let openedOn = line
        index += 1
        while true {
          guard index < bytes.count else {
            throw Failure(line: openedOn, column: fields.count + 1, problem: .unterminatedQuote)
          }
          let inner = bytes[index]
          if inner == quote {
            if index + 1 < bytes.count, bytes[index + 1] == quote {
              field.append(quote)
              index += 2
              continue
            }
            index += 1
            break
          }
          if inner == newline { line += 1 }
          field.append(inner)
          index += 1
        }
        quotedFieldEnded = true
        continue
      }
      switch byte {
      case delimiter:
        fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
        quotedFieldEnded = false
      case newline:
        endRow()
        line += 1
        rowLine = line
      case carriageReturn where index + 1 < bytes.count && bytes[index + 1] == newline:
        break
      default:
        if quotedFieldEnded {
          throw Failure(line: line, column: fields.count + 1, problem: .textAfterClosingQuote)
        }
        field.append(byte)
      }
      index += 1
    }
    if !field.isEmpty || !fields.isEmpty || quotedFieldEnded { endRow() }
    return rows
  }

  /// `,` unless the first line has none and has `;` or a tab (spreadsheets in many locales
  /// write `;`).
  public static func delimiter(of bytes: [UInt8]) -> UInt8 {
    let firstLine = bytes.prefix { $0 != UInt8(ascii: "\n") }
    if firstLine.contains(UInt8(ascii: ",")) { return UInt8(ascii: ",") }
    if firstLine.contains(UInt8(ascii: ";")) { return UInt8(ascii: ";") }
    if firstLine.contains(UInt8(ascii: "\t")) { return UInt8(ascii: "\t") }
    return UInt8(ascii: ",")
  }
}
