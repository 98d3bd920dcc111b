import DataSource

/// Finds the profile a command means: the one named, else the default one.
public enum ProfileLookup {
  /// The index of `name` (or of the default profile when `name` is nil) in `document`.
  public static func index(of name: String?, in document: StoreDocument) throws(TrackingError)
    -> Int
  {
    guard let wanted = name ?? document.defaultProfile else {
      guard !document.profiles.isEmpty else { throw .noProfiles }
      throw .noDefaultProfile(available: document.profiles.map(\.name))
    }
    if let index = position(of: wanted, in: document) { return index }
    if document.profiles.isEmpty { throw .noProfiles }
    throw .profileNotFound(name: wanted, available: document.profiles.map(\.name))
  }

  /// Binary search: profiles are kept sorted by name.
  public static func position(of name: String, in document: StoreDocument) -> Int? {
    let index = insertionIndex(of: name, in: document)
    guard index < document.profiles.count, document.profiles[index].name == name else { return nil }
    return index
  }

  /// Where a profile named `name` belongs in the sorted list.
  public static func insertionIndex(of name: String, in document: StoreDocument) -> Int {
    var low = 0
    var high = document.profiles.count
    while low < high {
      let middle = (low + high) / 2
      if document.profiles[middle].name < name { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Refuses names that would print confusingly or read as options.
  public static func validate(_ name: String) throws(TrackingError) {
    if let problem = problem(with: name) { throw .invalidProfileName(name: name, problem) }
  }

  public static func problem(with name: String) -> ProfileNameProblem? {
    ProfileNameRule.problem(with: name)
  }
}
