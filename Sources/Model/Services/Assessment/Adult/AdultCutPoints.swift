import DataSource

/// The BMI cut points that classify an adult, for the WHO classes and for the WHO (2004) and
/// NICE lower action points used for people of Asian and some other backgrounds.
///
/// Both sets use the same class ids (`normal`, `overweight`, `obese-1` …), so scripts read one
/// vocabulary; the `reference` field (`reference`, below) says which cut points decided it.
public struct AdultCutPoints: Sendable, Equatable {
  /// A class and the BMI, in hundredths, it runs up to (not including).
  public struct Bound: Sendable, Equatable {
    public let below: Int
    public let category: AdultCategory

    /// Written as a table row: `Bound(1850, .mildThinness)`. (The tables are array literals of
    /// `Bound` itself: a literal of tuples mapped to bounds made `bmi calc` instantiate two
    /// array types at start-up instead of one.)
    init(_ below: Int, _ category: AdultCategory) {
      self.below = below
      self.category = category
    }
  }

  public let thresholds: AssessmentThresholds

  /// What these cut points are called in the `reference` field.
  public var reference: AssessmentReference {
    thresholds == .whoAsian ? .whoAdultAsian : .whoAdult
  }
  /// Ascending; a BMI at or above the last bound is `obese-3`.
  public let bounds: [Bound]
  /// The BMIs called healthy, for the healthy weight range.
  public let healthyBMI: ClosedRange<Double>
  /// The upper limit of normal that BMI Prime divides by.
  public let primeDivisor: Double

  /// WHO: thinness below 16, 17 and 18.5; normal to 25; overweight to 30; obese classes
  /// from 30, 35 and 40.
  public static let who = AdultCutPoints(
    thresholds: .who,
    bounds: [
      Bound(1600, .severeThinness), Bound(1700, .moderateThinness), Bound(1850, .mildThinness),
      Bound(2500, .normal), Bound(3000, .overweight), Bound(3500, .obese1), Bound(4000, .obese2),
    ],
    healthyBMI: 18.5...24.9, primeDivisor: 25)

  /// WHO 2004 public-health action points, as NICE applies them to people of South Asian,
  /// Chinese, other Asian, Middle Eastern, Black African or African-Caribbean background:
  /// overweight from 23, obesity from 27.5, and obesity classes 2 and 3 at 32.5 and 37.5
  /// (NICE: the usual thresholds lowered by 2.5). Thinness is unchanged.
  public static let whoAsian = AdultCutPoints(
    thresholds: .whoAsian,
    bounds: [
      Bound(1600, .severeThinness), Bound(1700, .moderateThinness), Bound(1850, .mildThinness),
      Bound(2300, .normal), Bound(2750, .overweight), Bound(3250, .obese1), Bound(3750, .obese2),
    ],
    healthyBMI: 18.5...22.9, primeDivisor: 23)

  /// The cut points for a population; `nil` (not said) is the default.
  public static func forPopulation(_ population: Population?) -> AdultCutPoints {
    switch population ?? .default {
    case .default: return .who
    case .asian: return .whoAsian
    }
  }

}
