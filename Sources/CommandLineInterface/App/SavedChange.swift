/// What a command saved in the store before printing its record, so that when the record
/// cannot be written the error says the change is kept (a script must not retry blindly).
@MainActor
public final class SavedChange {
  /// `the weigh-in`, `the profile`: what was saved, as the start of a sentence.
  public private(set) var what: String?
  /// `its record`, or `the output` when what was saved is not what the command prints.
  public private(set) var output = "its record"

  public init() {}

  /// Called once the store change is on disk.
  public func record(_ what: String, output: String = "its record") {
    guard self.what == nil else { return }
    self.what = what
    self.output = output
  }

  /// The one line for stderr when standard output failed with `reason`.
  func lostOutputMessage(reason: String) -> String {
    guard let what else { return "cannot write to standard output: \(reason)" }
    return "\(what) was saved, but \(output) could not be written to standard output: \(reason)"
  }
}
