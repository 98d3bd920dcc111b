/// The words a `.choice` option accepts, listed only when something asks: help, completion
/// scripts, or a value given for that option. Many lists come from `allCases` of a Model
/// type, and a plain `bmi calc` builds calc's option table without ever reading them.
public struct Choices: Sendable {
  private let list: @Sendable () -> [String]

  public init(_ list: @escaping @Sendable () -> [String]) {
    self.list = list
  }

  public var words: [String] { list() }
}

extension Choices: Equatable {
  public static func == (lhs: Choices, rhs: Choices) -> Bool { lhs.words == rhs.words }
}
