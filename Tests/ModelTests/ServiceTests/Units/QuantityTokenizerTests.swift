import Testing

@testable import Model

/// The plain-number fast path reads exactly what the scalar walk reads, and leaves every
/// other text to it.
struct QuantityTokenizerTests {
  @Test(arguments: [
    "70", "70.35", "0.5", ".5", "5.", "007", "1000", "1e3", "70.3.1", ".", "", " 70", "70 ",
    "70kg", "+70", "-70", "7O", "70,5", "١٢", "99999999999999999999",
    "0.1000000000000000055511151231257827", "12345678901234567890.5",
  ])
  func plainNumber_agreesWithTheScalarWalk(text: String) {
    let slow = try? QuantityTokenizer.scalarComponents(of: text)
    let fast = QuantityTokenizer.plainNumber(text)
    if let fast {
      #expect(slow == [.init(number: fast, unit: nil, unitText: "")], "\(text)")
    }
    #expect((try? QuantityTokenizer.components(of: text)) == slow, "\(text)")
  }

  /// The texts the fast path takes: every one a bare number.
  @Test func plainNumber_takesDigitsWithOnePoint() {
    #expect(QuantityTokenizer.plainNumber("70.35") == 70.35)
    #expect(QuantityTokenizer.plainNumber("5.") == 5)
    #expect(QuantityTokenizer.plainNumber(".") == nil)
    #expect(QuantityTokenizer.plainNumber("1.2.3") == nil)
    #expect(QuantityTokenizer.plainNumber("1e3") == nil)
    #expect(QuantityTokenizer.plainNumber("") == nil)
  }
}
