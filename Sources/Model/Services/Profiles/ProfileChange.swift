import DataSource

/// What a `bmi profile ...` command changed in the store.
public enum ProfileChange: Sendable, Equatable {
  /// `profile save` (and `calc --save`): whether the profile is new, whether its details
  /// changed, the weigh-in logged, and whether it became the default (the first profile does).
  /// `heightDatedOn`: a child's new height, kept with that day's entry as measured then.
  case saved(
    created: Bool, detailsChanged: Bool, weighIn: EntryChange?, madeDefault: Bool,
    heightDatedOn: LocalDate? = nil)
  case madeDefault(previous: String?)
  case renamed(from: String)
  /// `newDefault`: the one profile left, made the default when the removed one was it.
  case removed(entries: Int, wasDefault: Bool, newDefault: String?)
}
