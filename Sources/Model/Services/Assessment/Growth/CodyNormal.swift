#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Φ(x) and 1 − Φ(x) by W. J. Cody's rational Chebyshev approximations, the algorithm the
/// CDC's R program gets from R's `pnorm`, step by step, so percentiles agree with it to the
/// last bit (glibc's `erfc` differs from it in the last bit in about a quarter of cases, and
/// at a class boundary the last bit decides the class).
///
/// W. J. Cody, "Algorithm 715: SPECFUN", ACM Transactions on Mathematical Software 19 (1993),
/// the ANORM function, with its published coefficients; its split of the exponential into
/// a part exact in 1/16 and a remainder keeps the tails accurate.
public enum CodyNormal {
  /// Φ(x) = P(Z ≤ x).
  @inlinable
  public static func cdf(_ x: Double) -> Double { both(x).lower }

  /// 1 − Φ(x) = P(Z > x), accurate far into the upper tail.
  @inlinable
  public static func upperTail(_ x: Double) -> Double { both(x).upper }

  /// Both tails at once (one evaluation for both).
  public static func both(_ x: Double) -> (lower: Double, upper: Double) {
    let result = evaluate(x, withGaussian: false)
    return (result.lower, result.upper)
  }

  /// Φ(x) and exp(−x²/2) together, for a Newton or Halley step towards a quantile: in the
  /// tails the exponential is already a factor of Φ, so it costs nothing more.
  public static func cdfAndGaussian(_ x: Double) -> (cdf: Double, gaussian: Double) {
    let result = evaluate(x, withGaussian: true)
    return (result.lower, result.gaussian)
  }

  /// Both tails and, when asked (else NaN in the centre), exp(−x²/2).
  @inline(__always)
  private static func evaluate(_ x: Double, withGaussian: Bool)
    -> (lower: Double, upper: Double, gaussian: Double)
  {
    if x.isNaN { return (x, x, x) }
    let y = abs(x)
    if y <= 0.674_489_75 {
      var numerator = 0.0
      var denominator = 0.0
      if y > Double.ulpOfOne * 0.5 {
        let xsq = x * x
        numerator = a4 * xsq
        denominator = xsq
        numerator = (numerator + a0) * xsq
        denominator = (denominator + b0) * xsq
        numerator = (numerator + a1) * xsq
        denominator = (denominator + b1) * xsq
        numerator = (numerator + a2) * xsq
        denominator = (denominator + b2) * xsq
      }
      let t = x * (numerator + a3) / (denominator + b3)
      return (0.5 + t, 0.5 - t, withGaussian ? exp(-x * x / 2) : .nan)
    }
    let tail: Double
    let gaussian: Double
    if y <= sqrt32 {
      var numerator = c8 * y
      var denominator = y
      for i in 0..<7 {
        numerator = (numerator + c[i]) * y
        denominator = (denominator + d[i]) * y
      }
      gaussian = Self.gaussian(y)
      tail = gaussian * ((numerator + c7) / (denominator + d7))
    } else if y < 37.5193 {
      let xsq = 1.0 / (x * x)
      var numerator = p5 * xsq
      var denominator = xsq
      for i in 0..<4 {
        numerator = (numerator + p[i]) * xsq
        denominator = (denominator + q[i]) * xsq
      }
      var t = xsq * (numerator + p4) / (denominator + q4)
      t = (oneOverSqrt2Pi - t) / y
      gaussian = Self.gaussian(x)
      tail = gaussian * t
    } else {
      return x > 0 ? (1, 0, 0) : (0, 1, 0)
    }
    // `tail` is the smaller tail, beyond |x|.
    return x > 0 ? (1.0 - tail, tail, gaussian) : (tail, 1.0 - tail, gaussian)
  }

  /// exp(−v²/2), with v² split into (v rounded toward zero to 1/16)² and the remainder, so the
  /// tails stay accurate; Cody multiplies the tail's rational function onto it. (|v| < 37.5,
  /// so converting to `Int` truncates exactly, as `trunc` would, without the library call
  /// `rounded(.towardZero)` is on baseline x86-64.)
  @inline(__always)
  private static func gaussian(_ v: Double) -> Double {
    let sixteenths = Int(v * 16)
    let vsq = Double(sixteenths) / 16
    let delta = (v - vsq) * (v + vsq)
    return wholeSixteenthsFactor[abs(sixteenths)] * exp(-delta * 0.5)
  }

  /// exp(−vsq²/2) for vsq = k/16, k = 0 … 600 (|v| < 37.52): the first factor of `gaussian`,
  /// made once by the same `exp` from the same (exact) argument −k²/512, so the bits are
  /// those computed on the spot, and a tail costs one `exp` instead of two.
  private static let wholeSixteenthsFactor: [Double] = (0...600).map { k in
    let vsq = Double(k) / 16
    return exp(-vsq * vsq * 0.5)
  }

  private static let sqrt32 = 5.656_854_249_492_380_195_206_754_896_838
  private static let oneOverSqrt2Pi = 0.398_942_280_401_432_677_939_946_059_934

  private static let a0 = 2.235_252_035_460_683_928_7
  private static let a1 = 161.028_231_068_555_878_81
  private static let a2 = 1_067.689_485_460_370_958_2
  private static let a3 = 18_154.981_253_343_561_249
  private static let a4 = 0.065_682_337_918_207_449_113
  private static let b0 = 47.202_581_904_688_241_87
  private static let b1 = 976.098_551_737_776_693_22
  private static let b2 = 10_260.932_208_618_978_205
  private static let b3 = 45_507.789_335_026_729_956

  private static let c: [Double] = [
    0.398_941_512_088_134_667_64, 8.883_149_794_388_375_941_2, 93.506_656_132_177_855_979,
    597.270_276_394_800_262_26, 2_494.537_585_290_372_671_1, 6_848.190_450_536_282_332_6,
    11_602.651_437_647_350_124,
  ]
  private static let c7 = 9_842.714_838_383_978_021_8
  private static let c8 = 1.076_557_677_372_019_231_7e-8
  private static let d: [Double] = [
    22.266_688_044_328_115_691, 235.387_901_782_624_998_61, 1_519.377_599_407_554_805,
    6_485.558_298_266_760_755, 18_615.571_640_885_098_091, 34_900.952_721_145_977_266,
    38_912.003_286_093_271_411,
  ]
  private static let d7 = 19_685.429_676_859_990_727

  private static let p: [Double] = [
    0.215_898_534_057_956_99, 0.127_401_161_160_247_363_9, 0.022_235_277_870_649_807,
    0.001_421_619_193_227_893_466,
  ]
  private static let p4 = 2.911_287_495_116_879_2e-5
  private static let p5 = 0.023_073_441_764_940_173_03
  private static let q: [Double] = [
    1.284_260_096_144_911_21, 0.468_238_212_480_865_118, 0.065_988_137_868_928_551_5,
    0.003_782_396_332_027_582_44,
  ]
  private static let q4 = 7.297_515_550_839_662_05e-5
}
