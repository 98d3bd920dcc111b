import CommandLineInterface
import DataSource
import Model

/// One input surface of bmi that hostile bytes can reach, and the property it must keep:
/// every input ends in a value or a typed error, never a crash, a hang or runaway memory.
enum FuzzTarget: String, CaseIterable {
  /// Command lines: NUL-separated tokens through the parser and each command's validation.
  case arguments
  /// Weight, length and age texts through the unit and age parsers.
  case units
  /// CSV files through import's reader and batch mode (cut two ways, which must agree).
  case csv
  /// NDJSON through batch mode's line scanner and processor (cut two ways, which must agree).
  case ndjson
  /// Store files through the decoder; what it accepts must round-trip through the encoder.
  case store

  func run(_ bytes: UnsafeBufferPointer<UInt8>) {
    switch self {
    case .arguments:
      let tokens = bytes.split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
      MainActor.assumeIsolated { Self.parseAndValidate(tokens) }
    case .units:
      let text = String(decoding: bytes, as: UTF8.self)
      for system in UnitSystem.allCases {
        let parser = QuantityParser(bareUnits: system)
        if let weight = try? parser.weight(text) {
          precondition(QuantityParser.weightRange.contains(weight.value))
        }
        if let height = try? parser.height(text) {
          precondition(QuantityParser.heightRange.contains(height.value))
        }
      }
      _ = try? AgeParser().months(text)
    case .csv: ReaderChecks.csv(bytes)
    case .ndjson: ReaderChecks.ndjson(bytes)
    case .store: ReaderChecks.store(bytes)
    }
  }

  @MainActor
  private static func parseAndValidate(_ tokens: [String]) {
    let dependencies = AppDependencies.testDependencies()
    guard case .run(let command, let parsed) = try? CommandLineParser.parse(tokens) else { return }
    let context = CommandContext(dependencies: dependencies, arguments: parsed)
    _ = try? command.init(parsed, context: context)
  }
}
