import DataSource
import Model

/// `bmi undo`: puts the store back as it was before the last change, and says what that was.
struct UndoCommand: Command {
  static let spec = CommandSpec(
    path: ["undo"],
    summary: "Undo the last change to the store (one level), and say what it was.",
    discussion:
      "Every change keeps the store as it was before it in <store>.undo, so one change can be undone: a log, unlog, import, or profile change alike. Undo keeps one level: a second undo says there is nothing to undo (it never redoes). Undo refuses, changing nothing, when the store was changed since by something other than bmi. See 'bmi help tracking'.",
    options: OutputFormat.options(OutputFormat.rows),
    examples: ["bmi log 80.4", "bmi undo"]
  )

  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    format = OutputFormat(arguments)
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let store = StoreFileStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation())
    await store.send(.undoCommandReceived)
    if let failure = store.failure { throw failure.commandLineError(command: Self.spec.name) }
    guard let change = store.undone else { return }
    context.saved.record("the undo")
    let removed = store.storeRemoved ? " (there was no store before it, so it was removed)" : ""
    context.inform("undid: \(change.summary)\(removed)\n")
    let record = Record(
      .undo, ["undone": .string(change.summary), "store_removed": .bool(store.storeRemoved)])
    context.emit(records: RecordOutput.single(record, format: format), format: format)
  }
}
