import Model
import Testing

@testable import CommandLineInterface

/// Batch rows name the CDC child fields exactly as `bmi calc` does, in the same order.
struct BatchFieldNamesTests {
  @Test func batchChildFields_areCalcsChildScoreFieldsInOrder() {
    let sut = Array(BatchAddedFields.child.drop { ["reason", "assessed_age_months"].contains($0) })
    #expect(sut == ChildScoreFields.names)
  }
}
