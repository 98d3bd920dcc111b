import DataSource
import Testing

/// The one CSV escape policy and the one JSON writer, pinned byte for byte. The front's
/// `CSVWriter` and batch mode write CSV fields through `CSVCodec.field`; `--format json`,
/// NDJSON and the store file write JSON through `JSONTextWriter`.
struct CodecPolicyTests {
  @Test(arguments: [
    ("plain", "plain"), ("", ""), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""),
    ("line\nbreak", "\"line\nbreak\""), ("cr\rlf", "\"cr\rlf\""), ("crlf\r\n", "\"crlf\r\n\""),
    ("semi;colon", "semi;colon"), (" spaced ", " spaced "), ("tab\there", "tab\there"),
    ("é,ü", "\"é,ü\""), ("\"", "\"\"\"\""),
  ])
  func csvField_value_quotedOnlyForCommaQuoteCROrLF(value: String, expected: String) {
    #expect(CSVCodec.field(value) == expected)
    #expect(CSVCodec.field(Array(value.utf8)) == Array(expected.utf8))
  }

  @Test func jsonTextWriter_primitives_writeTheOnePolicy() {
    var sut = JSONTextWriter()
    sut.punctuation("[")
    sut.string("a\"\\\n\u{01}é")
    sut.punctuation(",")
    sut.number(175)
    sut.punctuation(",")
    sut.number(61.235)
    sut.punctuation(",")
    sut.number(decimal: "22.86")
    sut.punctuation(",")
    sut.integer(-2)
    sut.punctuation(",")
    sut.bool(false)
    sut.punctuation(",")
    sut.null()
    sut.punctuation(",")
    sut.string(orNull: nil)
    sut.punctuation(",")
    sut.number(orNull: nil)
    sut.punctuation(",{")
    sut.key("k")
    sut.string(orNull: "v")
    sut.punctuation("}]")
    #expect(
      sut.text == #"["a\"\\\n\u0001é",175.0,61.235,22.86,-2,false,null,null,null,{"k": "v"}]"#)
  }

  @Test func storeEncoder_sample_matchesGolden() {
    let sut = String(
      decoding: StoreDocumentEncoder.encode(StoreDocumentCodecTests.sample), as: UTF8.self)
    #expect(
      sut == #"""
        {
          "schema_version": 3,
          "default_profile": "ann",
          "profiles": [
            {
              "name": "ann",
              "height_cm": 165.1,
              "sex": "female",
              "born": "1990-04-01",
              "goal_kg": 58.0,
              "units": "imperial",
              "population": "asian",
              "entries": [
                {"date": "2026-01-01", "weight_kg": 61.235, "waist_cm": 80.5},
                {"date": "2026-01-02", "weight_kg": 61.0, "note": "after a \"long\" run\n"},
                {"date": "2026-01-03", "waist_cm": 79.0}
              ]
            },
            {
              "name": "bob",
              "height_cm": 180.0,
              "sex": null,
              "born": null,
              "goal_kg": null,
              "units": null,
              "population": null,
              "entries": []
            }
          ]
        }

        """#)
  }

  @Test func storeEncoder_emptyDocument_matchesGolden() {
    let sut = String(decoding: StoreDocumentEncoder.encode(.empty), as: UTF8.self)
    #expect(
      sut == "{\n  \"schema_version\": 3,\n  \"default_profile\": null,\n  \"profiles\": []\n}\n")
  }
}
