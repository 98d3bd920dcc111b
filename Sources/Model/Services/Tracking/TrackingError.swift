import DataSource

/// Why a profile or tracking command could not do what it was asked; the front turns each
/// case into one line and an exit status.
public enum TrackingError: Error, Sendable, Equatable {
  case store(StoreError)
  /// No `--store`, `$BMI_STORE`, `$XDG_DATA_HOME` or `$HOME` says where the store is.
  case storeLocationUnknown
  case noProfiles
  /// Profiles exist but none is the default, and no `--profile` was given.
  case noDefaultProfile(available: [String])
  case profileNotFound(name: String, available: [String])
  case profileExists(name: String)
  case invalidProfileName(name: String, ProfileNameProblem)
  /// `option` is the option (or argument) the text came from: `weight`, `height`, `goal`.
  case invalidQuantity(option: String, text: String, QuantityError)
  /// `bmi calc` without a weight or height that no profile could supply.
  case missingMeasurement(option: String)
  /// The same for a child of a known age whom a growth reference would score without it,
  /// given the sex.
  case missingMeasurementOrSex(option: String)
  /// `bmi calc --date D` without a weight, for a profile whose weigh-ins all come after D.
  case noWeighInBy(profile: String, date: LocalDate)
  /// `bmi profile save` of a new profile without `--height`.
  case newProfileNeedsHeight(name: String)
  /// `bmi calc --save NAME` of a child aged by `--age` when NAME has no birth date: the age
  /// is only this calculation's, and the saved weigh-in would be classed as an adult's.
  case childNeedsBirthDate(name: String)
  /// `bmi calc` with a profile and no `--height` for a child's day with no height logged
  /// within the child's window of it, `window` days (history's `height-too-old`);
  /// `lastMeasured` is the latest height logged before it, if any.
  case childHeightTooOld(name: String, date: LocalDate, lastMeasured: LocalDate?, window: Int)
  /// `option` is `date` or `born`.
  case dateInFuture(option: String, date: LocalDate, today: LocalDate)
  case entryNotFound(profile: String, date: LocalDate)
  case noEntries(profile: String)
  case importFailed(ImportFailure)
  /// A value possible to type but implausible for the person, with every reason (never
  /// empty); `--force` accepts it.
  case implausible([Implausibility])
  /// An import's implausible rows; nothing was written. `--force` accepts them.
  case implausibleRows([ImplausibleRow])
}
