import DataSource

/// Why a measurement could not be assessed for the person it belongs to; the front turns
/// each case into a message naming the options, or the profile, to fix.
public enum AssessmentError: Error, Sendable, Equatable {
  /// BMI-for-age is defined from 24 months; `months` is below that (or, from a caller that
  /// skipped the adult check, 240 or more).
  case ageOutsideReference(months: Double)
  /// A child (24 to 240 months) can only be scored against the reference for their sex.
  case sexRequired(months: Double)
  case bornAfterMeasurement(born: LocalDate, measuredOn: LocalDate)
  case measuredInFuture(measuredOn: LocalDate, today: LocalDate)
  /// A birth date so long ago that the age is beyond any person's.
  case ageOutOfRange(months: Double, accepted: ClosedRange<Double>)
  /// A child's weigh-in with no height measured within `windowDays` before it (and too old
  /// for today's profile height): `lastHeight` is the latest height logged before it, if any.
  case heightTooOld(measuredOn: LocalDate, lastHeight: LocalDate?, windowDays: Int)
}
