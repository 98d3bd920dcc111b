import DataSource

/// The optional cells of one row, by role, and the units of their bare numbers.
struct PersonCells {
  var sex = BatchCell.absent
  var ageMonths = BatchCell.absent
  var ageYears = BatchCell.absent
  var ageDays = BatchCell.absent
  var born = BatchCell.absent
  var measuredOn = BatchCell.absent
  var population = BatchCell.absent
  var waist = BatchCell.absent
  var waistUnit = QuantityUnit.centimetre

  /// The WHO standards' cells, read only for a row the WHO scores (`PersonCellReader.who`).
  struct WHO {
    var measured = BatchCell.absent
    var oedema = BatchCell.absent
    var head = BatchCell.absent
    var arm = BatchCell.absent
    var headUnit = QuantityUnit.centimetre
    var armUnit = QuantityUnit.centimetre
  }

  /// A cell that could not be read: which role's, and why.
  struct Failure: Error {
    let role: PersonColumnRole
    let problem: BatchRowError.Problem
  }
}
