/// Everything the store file holds: every profile and which one commands use by default.
public struct StoreDocument: Sendable, Equatable {
  /// The schema version this build writes, and the newest it reads. Version 2 added a
  /// profile's `population` and an entry's `waist_cm`; version 3 a profile's `reference` and
  /// an entry's `height_cm`, `head_cm` and `arm_cm`.
  public static let currentSchemaVersion = 3

  /// A store that does not exist yet reads as this.
  public static let empty = StoreDocument()

  public var defaultProfile: String?
  /// Sorted by name, names unique.
  public var profiles: [Profile]

  public init(defaultProfile: String? = nil, profiles: [Profile] = []) {
    self.defaultProfile = defaultProfile
    self.profiles = profiles
  }
}
