import DataSource

/// The WHO class of a BMI in hundredths, with the class's machine id as bytes, for the batch
/// hot path: a few integer comparisons and a copy instead of a `String` per row.
///
/// The boundaries are not written down here: they are found at start-up by asking
/// `BMICalculator.category(for:)` itself (a binary search, as the class only ever rises with
/// the BMI), so the table cannot drift from `bmi calc`. A test compares every BMI from 0.00
/// to 20000.00 both ways.
struct CategoryTable: Sendable {
  /// Hundredths above which the table is not used (no weight and height in range reach it).
  static let searchLimit = 10_000_000

  /// All the ids, one after the other, in `AdultCategory.allCases` order.
  let bytes: [UInt8]
  /// Where each id starts in `bytes`, by ordinal, plus the end.
  let offsets: [Int]
  /// `upperBounds[k]`: the least BMI in hundredths whose class comes after class `k`.
  let upperBounds: [Int]

  init(calculator: BMICalculator, cutPoints: AdultCutPoints = .who) {
    var bytes: [UInt8] = []
    var offsets = [0]
    for category in AdultCategory.allCases {
      bytes += category.rawValue.utf8
      offsets.append(bytes.count)
    }
    self.bytes = bytes
    self.offsets = offsets
    func ordinal(_ hundredths: Int) -> Int {
      Self.ordinal(
        calculator.category(for: FixedDecimal(scaled: hundredths, places: 2), cutPoints: cutPoints))
    }
    upperBounds = (0..<(AdultCategory.allCases.count - 1)).map { rank in
      var low = 0
      var high = Self.searchLimit
      while low < high {
        let middle = (low + high) / 2
        if ordinal(middle) > rank { high = middle } else { low = middle + 1 }
      }
      return low
    }
  }

  /// The position of `category` in `AdultCategory.allCases` (a test keeps them in step).
  static func ordinal(_ category: AdultCategory) -> Int {
    switch category {
    case .severeThinness: return 0
    case .moderateThinness: return 1
    case .mildThinness: return 2
    case .normal: return 3
    case .overweight: return 4
    case .obese1: return 5
    case .obese2: return 6
    case .obese3: return 7
    }
  }

  /// Runs `body` with the table as raw pointers, for the length of one window of rows.
  func withView<Result>(_ body: (View) -> Result) -> Result {
    bytes.withUnsafeBufferPointer { bytes in
      offsets.withUnsafeBufferPointer { offsets in
        upperBounds.withUnsafeBufferPointer { upperBounds in
          body(View(bytes: bytes, offsets: offsets, upperBounds: upperBounds))
        }
      }
    }
  }

  /// The table as raw pointers, valid only inside `withView`.
  struct View {
    let bytes: UnsafeBufferPointer<UInt8>
    let offsets: UnsafeBufferPointer<Int>
    let upperBounds: UnsafeBufferPointer<Int>

    /// The class of a BMI in hundredths, by ordinal; `nil` outside the searched range.
    @inline(__always)
    func ordinal(ofHundredths hundredths: Int) -> Int? {
      guard hundredths >= 0 && hundredths <= CategoryTable.searchLimit else { return nil }
      var rank = 0
      while rank < upperBounds.count && hundredths >= upperBounds[rank] { rank += 1 }
      return rank
    }

    /// Appends the id of the class with this ordinal.
    @inline(__always)
    func appendName(ordinal: Int, to sink: inout ByteSink) {
      sink.append(bytes.baseAddress!, offsets[ordinal]..<offsets[ordinal + 1])
    }
  }
}
