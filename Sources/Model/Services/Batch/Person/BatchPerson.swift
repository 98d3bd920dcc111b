import DataSource

/// What one row says about the person measured, read from its optional cells.
struct BatchPerson {
  var sex: Sex?
  /// Exact months at the measurement; `nil` when the row gives no age.
  var ageMonths: Double?
  /// Assessed as an adult, by the assessor's rule (`AgeResolver.isAdult`): from 240 months,
  /// or with a birth date from the 20th birthday itself.
  var isAdult = false
  /// A birth date without a measurement date: the age cannot be known.
  var lacksMeasurementDate = false
  /// A measurement date after today: not assessed, as `calc` refuses it.
  var isMeasuredInFuture = false
  var population: Population?
  var waistCentimetres: Double?
  /// The age in whole or exact days when the row gave it so (an `age_days` cell, or birth and
  /// measurement dates), for the WHO standards, which take days as given; `nan` otherwise.
  var ageDays: Double = .nan

  /// The age as the WHO standards take it: days as given, else months; `nil` without one.
  var whoAge: WHOAge? {
    if !ageDays.isNaN { return WHOAge(days: ageDays) }
    return ageMonths.map(WHOAge.init(months:))
  }
}
