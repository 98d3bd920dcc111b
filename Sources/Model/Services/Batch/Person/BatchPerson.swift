import DataSource

/// What one row says about the person measured, read from its optional cells.
struct BatchPerson {
  var sex: Sex?
  /// Exact months at the measurement; `nil` when the row gives no age.
  var ageMonths: Double?
  /// A birth date without a measurement date: the age cannot be known.
  var lacksMeasurementDate = false
  var population: Population?
  var waistCentimetres: Double?
}
