import CommandLineInterface
import Testing

/// `bmi help fields` lists the fields the commands really write, in their order.
@MainActor
struct FieldsTopicTests {
  @Test func helpFields_calc_listsTheFieldsOfAChildsRecordInOrder() async throws {
    let run = await InProcessRunner.run(
      [
        "calc", "--weight", "30", "--height", "132", "--age", "9y6m", "--sex", "female",
        "--format", "csv",
      ], columns: 80)
    let header = try #require(run.stdout.split(separator: "\n").first)
    let sut = try #require(HelpTopics.topic(named: "fields"))
    let calcTable = sut.blocks.compactMap { block -> [String]? in
      if case .table(_, let rows) = block { return rows.map { $0[0] } }
      return nil
    }.first
    #expect(calcTable?.joined(separator: ",") == String(header))
  }
}
