import CommandLineInterface
import Model
import Testing

/// The record writers' layouts, pinned byte for byte: JSON compact (NDJSON) and indented, and
/// CSV, all over the one JSON writer and the one CSV escape policy in `DataSource/Codecs`.
struct RecordWriterTests {
  static let sample = Record([
    ("name", .string("a \"q\"\n,é")), ("bmi", .number(FixedDecimal(22.857, places: 2))),
    ("n", .integer(-3)), ("ok", .bool(true)), ("none", .null),
    ("list", .array([.integer(1), .string("x"), .array([])])),
    ("obj", .object(Record([("inner", .bool(false)), ("empty", .object(Record()))]))),
  ])

  @Test func compact_everyKindOfValue_isOneLine() {
    let sut = JSONWriter.compact(Self.sample)
    #expect(
      sut
        == #"{"name":"a \"q\"\n,é","bmi":22.86,"n":-3,"ok":true,"none":null,"list":[1,"x",[]],"obj":{"inner":false,"empty":{}}}"#
    )
  }

  @Test func pretty_listOfRecords_isIndentedByTwoSpaces() {
    let sut = JSONWriter.pretty(.array([.object(Self.sample), .object(Record())]))
    #expect(
      sut == #"""
        [
          {
            "name": "a \"q\"\n,é",
            "bmi": 22.86,
            "n": -3,
            "ok": true,
            "none": null,
            "list": [
              1,
              "x",
              []
            ],
            "obj": {
              "inner": false,
              "empty": {}
            }
          },
          {}
        ]
        """#)
  }

  @Test func csv_headerAndRow_quoteOnlyWhereNeeded() {
    let sut = CSVWriter.header(Self.sample) + CSVWriter.row(Self.sample)
    #expect(
      sut == """
        name,bmi,n,ok,none,list,obj
        "a ""q""
        ,é",22.86,-3,true,,1;x;,"{""inner"":false,""empty"":{}}"

        """)
  }
}
