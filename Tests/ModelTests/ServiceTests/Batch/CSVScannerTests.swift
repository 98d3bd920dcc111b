import DataSource
import Model
import Testing

/// The CSV codec on whole inputs: every record's fields as text, or the problem found.
struct CSVScannerTests {
  /// Scans all of `text` as one final window: each record's field values.
  static func records(_ text: String) -> [[String]] {
    let bytes = Array(text.utf8)
    var records: [[String]] = []
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let fields = UnsafeMutablePointer<CSVField>.allocate(capacity: 16)
      defer { fields.deallocate() }
      var position = 0
      while position < buffer.count {
        let sut = CSVScanner.scan(
          base, from: position, to: buffer.count, isFinal: true, fields: fields, capacity: 16)
        guard case .record(let count, _, let next, _) = sut else {
          Issue.record("unexpected \(sut) at \(position)")
          return
        }
        records.append(
          CSVCodec.texts(of: UnsafeBufferPointer(start: fields, count: count), in: base))
        position = next
      }
    }
    return records
  }

  @Test(arguments: [
    ("a,b\n1,2\n", [["a", "b"], ["1", "2"]]),
    ("a,b\r\n1,2\r\n", [["a", "b"], ["1", "2"]]),
    ("a,b\n1,2", [["a", "b"], ["1", "2"]]),
    ("a,b\r\n1,2\r", [["a", "b"], ["1", "2"]]),
    ("\"a,b\",c\n", [["a,b", "c"]]),
    ("\"say \"\"hi\"\"\",x\n", [["say \"hi\"", "x"]]),
    ("\"two\nlines\",x\n", [["two\nlines", "x"]]),
    ("\"two\r\nlines\",x\r\n", [["two\r\nlines", "x"]]),
    (",,\n", [["", "", ""]]),
    ("\"\",x\n", [["", "x"]]),
    ("a\rb,c\n", [["a"], ["b", "c"]]),
    ("a,b\r1,2\r", [["a", "b"], ["1", "2"]]),
    ("a,b\r1,2\n3,4\r\n5,6", [["a", "b"], ["1", "2"], ["3", "4"], ["5", "6"]]),
    ("\"x\ry\",z\r", [["x\ry", "z"]]),
    ("\"q\"\r1\r", [["q"], ["1"]]),
    ("é,ü\n", [["é", "ü"]]),
    ("a,b\"c\n", [["a", "b\"c"]]),
  ])
  func scan_wellFormedInput_splitsRecordsAndFields(text: String, expected: [[String]]) {
    #expect(Self.records(text) == expected)
  }

  @Test(arguments: [
    ("\"open,1\n2,3\n", CSVProblem.unterminatedQuote, 0),
    ("a,\"70\"kg,3\n", CSVProblem.textAfterClosingQuote, 1),
  ])
  func scan_malformedRecord_namesProblemAndField(text: String, problem: CSVProblem, field: Int) {
    let bytes = Array(text.utf8)
    let sut = bytes.withUnsafeBufferPointer { buffer in
      let fields = UnsafeMutablePointer<CSVField>.allocate(capacity: 4)
      defer { fields.deallocate() }
      return CSVScanner.scan(
        buffer.baseAddress!, from: 0, to: buffer.count, isFinal: true, fields: fields, capacity: 4)
    }
    guard case .malformed(let found, let index, let next, _) = sut else {
      Issue.record("expected a malformed record, got \(sut)")
      return
    }
    #expect(found == problem)
    #expect(index == field)
    #expect(next == bytes.count)
  }

  /// Cut anywhere before its end, a record is incomplete, never misread.
  @Test(arguments: [
    "1,\"a\"\"b\",3\r\n", "\"x\ny\",2\n", "70,175\r\n", "\"q\"\r\n", "\"x\r\ny\",2\r\n",
  ])
  func scan_windowEndsInsideRecord_isIncomplete(text: String) {
    // A CR at the window's end may be the first half of CRLF: incomplete too.
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let fields = UnsafeMutablePointer<CSVField>.allocate(capacity: 4)
      defer { fields.deallocate() }
      for cut in 0..<(bytes.count) {
        let sut = CSVScanner.scan(
          buffer.baseAddress!, from: 0, to: cut, isFinal: false, fields: fields, capacity: 4)
        #expect(sut == .incomplete, "cut at \(cut)")
      }
    }
  }

  @Test(arguments: [
    ("a,b,c\n", 3),
    ("a\n", 1),
    ("a,b,c,d,e,f\n", 6),
  ])
  func scan_moreFieldsThanRoom_countsThemAll(text: String, count: Int) {
    let bytes = Array(text.utf8)
    let sut = bytes.withUnsafeBufferPointer { buffer in
      let fields = UnsafeMutablePointer<CSVField>.allocate(capacity: 2)
      defer { fields.deallocate() }
      return CSVScanner.scan(
        buffer.baseAddress!, from: 0, to: buffer.count, isFinal: true, fields: fields, capacity: 2)
    }
    guard case .record(let found, _, _, _) = sut else {
      Issue.record("expected a record, got \(sut)")
      return
    }
    #expect(found == count)
  }

  @Test(arguments: [
    ("plain", "plain"),
    ("a,b", "\"a,b\""),
    ("say \"hi\"", "\"say \"\"hi\"\"\""),
    ("two\nlines", "\"two\nlines\""),
    ("cr\r", "\"cr\r\""),
    ("", ""),
  ])
  func field_value_quotesOnlyWhenNeededAndRoundTrips(value: String, expected: String) {
    let sut = CSVCodec.field(Array(value.utf8))
    #expect(String(decoding: sut, as: UTF8.self) == expected)
    #expect(Self.records(expected + "\n") == [[value]])
  }
}
