import DataSource
import Testing

@testable import Model

/// A batch cell reads a sex by `Sex.spellings`, the one list: the one-byte fast path agrees
/// with it for every byte, and `none` is no sex.
@MainActor
struct SexCellTests {
  @Test func sexOneByte_everyByte_sameAsTheSpellings() {
    for byte in UInt8.min...UInt8.max {
      let text = String(decoding: [byte], as: UTF8.self)
      let expected = byte < 0x80 ? Sex(spelling: text) : nil
      #expect(PersonCellReader.sex(oneByte: byte) == expected, "\(byte)")
    }
  }

  @Test(arguments: [("none", ""), ("NONE", ""), ("Girl", "female"), ("BOY", "male")])
  func send_batchCommandReceived_sexCell_readAsTheSpellingsSay(cell: String, sex: String) async {
    let sut = await BatchChildRowsTests.fields(
      "weight_kg,height_cm,sex,age_months\n30,132,\(cell),114\n")
    #expect(sut["reason"] == (sex.isEmpty ? "sex-missing" : ""))
    #expect(sut["reference"] == (sex.isEmpty ? "" : "cdc-2000"))
  }
}
