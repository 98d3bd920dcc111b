/// A reference page: `bmi help topic <name>` (or `bmi help <name>`) prints it and the manual page carries it as a section.
/// Topics are built from the same tables the code uses, so the reference cannot drift.
public struct HelpTopic: Sendable {
  /// The word after `bmi help`: lower case, no spaces (`exit-codes`).
  public let name: String
  /// One line for the topic list.
  public let summary: String
  public let blocks: [HelpBlock]
  /// The manual page's section title when it is a standard one (`EXIT STATUS`); else the
  /// name in capitals.
  public let manualSection: String?

  public init(name: String, summary: String, blocks: [HelpBlock], manualSection: String? = nil) {
    self.name = name
    self.summary = summary
    self.blocks = blocks
    self.manualSection = manualSection
  }
}
