import DataSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The IOTF cut-offs (Cole & Lobstein 2012) from 2 to 18 years, as Tim Cole's R package sitar
/// computes them: L, M and S interpolated by a natural cubic spline over the 33 half-year
/// rows of the sex (`NaturalCubicSpline`), z = ((BMI / M)^L − 1) / L / S, and the class from
/// comparing the unrounded z with the z each adult cut-off has at 18.0 years.
public struct IOTFScorer: Sendable {
  /// The ages scored, in months: 2.0 to 18.0 years, both ends included, as sitar does.
  public static let months: ClosedRange<Double> = 24...216

  public init() {}

  /// `nil` outside 2 to 18 years or for a BMI that is not positive.
  public func assess(sex: Sex, ageMonths: Double, bmi: Double) -> IOTFAssessment? {
    guard Self.months.contains(ageMonths), bmi > 0 else { return nil }
    let curves = sex == .male ? Self.male : Self.female
    let lms = curves.lms(ageMonths: ageMonths)
    // sitar divides by L, then by S.
    let z = (pow(bmi / lms.m, lms.l) - 1) / lms.l / lms.s
    return IOTFAssessment(
      z: z, iotfClass: curves.iotfClass(z), adultEquivalentBMI: curves.adultBMI(atZ: z))
  }

  /// The z of each adult cut-off at 18 years for `sex`, in the order of `IOTFClass.allCases`
  /// without `normal`: 16, 17, 18.5, 25, 30, 35 kg/m².
  public static func cutOffZ(sex: Sex) -> [Double] {
    (sex == .male ? male : female).cutOffZ
  }

  /// L, M and S at `ageMonths` (held within 2 to 18 years), from the splines.
  public static func lms(sex: Sex, ageMonths: Double) -> LMS {
    (sex == .male ? male : female).lms(ageMonths: ageMonths)
  }

  /// The BMI at `ageMonths` on the curve through adult BMI `cutOff` at 18 years: the cut-off
  /// a child's BMI is compared with.
  public static func cutOffBMI(sex: Sex, ageMonths: Double, adultBMI cutOff: Double) -> Double {
    let curves = sex == .male ? male : female
    return curves.lms(ageMonths: ageMonths).value(atZ: curves.z18(cutOff))
  }

  private static let male = Curves(IOTFTable.parameters(sex: .male))
  private static let female = Curves(IOTFTable.parameters(sex: .female))

  /// One sex's splines and its cut-offs' z-scores at 18 years.
  private struct Curves: Sendable {
    let l: NaturalCubicSpline
    let m: NaturalCubicSpline
    let s: NaturalCubicSpline
    /// L, M and S at 18.0 years: the last row itself.
    let l18: Double
    let m18: Double
    let s18: Double
    let cutOffZ: [Double]

    init(_ table: [Double]) {
      func column(_ offset: Int) -> NaturalCubicSpline {
        NaturalCubicSpline(
          first: IOTFTable.firstYears, step: IOTFTable.stepYears,
          values: stride(from: offset, to: table.count, by: 3).map { table[$0] })
      }
      l = column(0)
      m = column(1)
      s = column(2)
      l18 = table[table.count - 3]
      m18 = table[table.count - 2]
      s18 = table[table.count - 1]
      let (l18, m18, s18) = (l18, m18, s18)
      cutOffZ = IOTFClass.allCases.compactMap(\.adultCutOff).map {
        (pow($0 / m18, l18) - 1) / l18 / s18
      }
    }

    func lms(ageMonths: Double) -> LMS {
      let years = min(max(ageMonths / 12, IOTFTable.firstYears), IOTFTable.lastYears)
      return LMS(l: l.value(at: years), m: m.value(at: years), s: s.value(at: years))
    }

    func z18(_ adultBMI: Double) -> Double {
      (pow(adultBMI / m18, l18) - 1) / l18 / s18
    }

    /// Thinness below its curve, the others on or above theirs (Cole's definitions).
    func iotfClass(_ z: Double) -> IOTFClass {
      if z < cutOffZ[0] { return .thinnessGrade3 }
      if z < cutOffZ[1] { return .thinnessGrade2 }
      if z < cutOffZ[2] { return .thinnessGrade1 }
      if z >= cutOffZ[5] { return .morbidObesity }
      if z >= cutOffZ[4] { return .obesity }
      if z >= cutOffZ[3] { return .overweight }
      return .normal
    }

    func adultBMI(atZ z: Double) -> Double {
      let base = 1 + l18 * s18 * z
      return base > 0 ? m18 * pow(base, 1 / l18) : .nan
    }
  }
}
