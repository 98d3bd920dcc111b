import DataSource

/// The unit of a file's bare waists, from the waist-to-height ratio the file writes beside
/// them (openScale 3's `WHTR`: it writes each measure in the unit its user chose for it, the
/// waist's apart from the weight's, and names none), as `UnitsFromBMI` finds a weight's: the
/// unit whose waist over the ratio is the profile's height (within 10%) on every row, else,
/// without a profile height, a child's or an adult's height (40–250 cm). When that is not
/// exactly one unit, `nil`: the waist is read as before, in the file's or the profile's units.
struct UnitsFromWaistRatio {
  static let candidates: [QuantityUnit] = [.centimetre, .inch]
  static let heights = 40.0...250.0

  let heightCentimetres: Double?
  private(set) var rows = 0
  private var fits = [true, true]

  init(heightCentimetres: Double?) {
    self.heightCentimetres = heightCentimetres.flatMap { $0 > 0 ? $0 : nil }
  }

  /// A row's bare waist and the ratio written beside it; a row without both tells nothing.
  mutating func add(waist: Double, ratio: Double) {
    guard waist > 0, ratio > 0, waist.isFinite, ratio.isFinite else { return }
    rows += 1
    for (index, unit) in Self.candidates.enumerated() {
      let height = unit.canonical(waist) / ratio
      let fitsHeight =
        heightCentimetres.map { abs(height / $0 - 1) < 0.1 } ?? Self.heights.contains(height)
      fits[index] = fits[index] && fitsHeight
    }
  }

  /// The one unit the rows give away, or `nil`.
  var unit: QuantityUnit? {
    guard rows > 0, fits.count(where: { $0 }) == 1, let index = fits.firstIndex(of: true) else {
      return nil
    }
    return Self.candidates[index]
  }
}
