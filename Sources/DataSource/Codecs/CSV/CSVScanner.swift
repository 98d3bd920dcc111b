/// Finds RFC 4180 records and their fields in raw bytes, without copying or decoding them.
///
/// Records end at LF, CRLF or a lone CR (classic Mac OS files, and files that mix the three)
/// outside quotes. Quoted fields may hold the
/// delimiter (`,` unless told otherwise: `;` and tab, see `CSVDelimiter`), doubled quotes and
/// line breaks. It works on a window of a stream: a record cut
/// off by the window's end is `incomplete` unless `isFinal` says no more bytes will come.
public enum CSVScanner {
  static let quote = UInt8(ascii: "\"")
  public static let comma = UInt8(ascii: ",")
  public static let lineFeed = UInt8(ascii: "\n")
  public static let carriageReturn = UInt8(ascii: "\r")

  /// Scans the record starting at `start`, storing up to `capacity` fields in `fields`.
  @inline(__always)
  public static func scan(
    _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, isFinal: Bool,
    fields: UnsafeMutablePointer<CSVField>, capacity: Int, delimiter: UInt8 = comma
  ) -> CSVScan {
    var index = start
    var count = 0
    var lineBreaks = 0
    while true {
      let fieldStart = index
      let isQuoted = index < end && bytes[index] == quote
      if isQuoted {
        index += 1
        while true {
          guard index < end else {
            guard isFinal else { return .incomplete }
            return .malformed(.unterminatedQuote, field: count, next: end, lineBreaks: lineBreaks)
          }
          let byte = bytes[index]
          if byte == quote {
            // At the window's end a quote may be the first of a doubled pair.
            if index + 1 == end && !isFinal { return .incomplete }
            if index + 1 < end && bytes[index + 1] == quote {
              index += 2
              continue
            }
            index += 1
            break
          }
          if byte == lineFeed { lineBreaks += 1 }
          if byte == carriageReturn {
            // A lone CR inside quotes is a line of its own; a CR at the window's end may be
            // the first half of a CRLF.
            if index + 1 == end && !isFinal { return .incomplete }
            if index + 1 == end || bytes[index + 1] != lineFeed { lineBreaks += 1 }
          }
          index += 1
        }
        if index < end {
          let byte = bytes[index]
          let endsField = byte == delimiter || byte == lineFeed || byte == carriageReturn
          if !endsField {
            return skipMalformedRecord(
              bytes, from: index, to: end, isFinal: isFinal, field: count, lineBreaks: lineBreaks)
          }
          if byte == carriageReturn && index + 1 == end && !isFinal { return .incomplete }
        }
      } else {
        while index < end {
          let byte = bytes[index]
          if byte == delimiter || byte == lineFeed || byte == carriageReturn { break }
          index += 1
        }
      }
      if index == end {
        guard isFinal else { return .incomplete }
        // A CR just before the end of the input ends the line, as CRLF would.
        var fieldEnd = end
        if !isQuoted && fieldEnd > fieldStart && bytes[fieldEnd - 1] == carriageReturn {
          fieldEnd -= 1
        }
        if count < capacity {
          fields[count] = CSVField(start: fieldStart, end: fieldEnd, isQuoted: isQuoted)
        }
        return .record(
          fieldCount: count + 1, contentEnd: isQuoted ? end : fieldEnd, next: end,
          lineBreaks: lineBreaks)
      }
      if count < capacity {
        fields[count] = CSVField(start: fieldStart, end: index, isQuoted: isQuoted)
      }
      count += 1
      let byte = bytes[index]
      if byte == delimiter {
        index += 1
        continue
      }
      // CR is the line's end alone or as the first half of CRLF: at the window's end, which
      // one is not known yet.
      if byte == carriageReturn && index + 1 == end && !isFinal { return .incomplete }
      let breakLength =
        byte == carriageReturn && index + 1 < end && bytes[index + 1] == lineFeed ? 2 : 1
      return .record(
        fieldCount: count, contentEnd: index, next: index + breakLength,
        lineBreaks: lineBreaks + 1)
    }
  }

  /// After a malformed field, the record is taken to end at the next line break.
  private static func skipMalformedRecord(
    _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, isFinal: Bool, field: Int,
    lineBreaks: Int
  ) -> CSVScan {
    var index = start
    while index < end && bytes[index] != lineFeed && bytes[index] != carriageReturn { index += 1 }
    guard index < end, isFinal || index + 1 < end else {
      guard isFinal else { return .incomplete }
      return .malformed(.textAfterClosingQuote, field: field, next: end, lineBreaks: lineBreaks)
    }
    let length =
      bytes[index] == carriageReturn && index + 1 < end && bytes[index + 1] == lineFeed ? 2 : 1
    return .malformed(
      .textAfterClosingQuote, field: field, next: index + length, lineBreaks: lineBreaks + 1)
  }
}
