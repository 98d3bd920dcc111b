import DataSource

/// The machine ids of the WHO classes (`AdultCategory.rawValue`) as bytes in one block,
/// so a row's class is copied out without making a `String`.
struct CategoryNames: Sendable {
  let bytes: [UInt8]
  /// Where each class's id starts in `bytes`, by `ordinal`, plus the end.
  let offsets: [Int]

  init() {
    var bytes: [UInt8] = []
    var offsets = [0]
    for category in AdultCategory.allCases {
      bytes += category.rawValue.utf8
      offsets.append(bytes.count)
    }
    self.bytes = bytes
    self.offsets = offsets
  }

  /// The position of `category` in `AdultCategory.allCases` (a test keeps them in step).
  @inline(__always)
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

  /// The longest id, for reserving room.
  var longest: Int { zip(offsets, offsets.dropFirst()).map { $1 - $0 }.max() ?? 0 }
}
