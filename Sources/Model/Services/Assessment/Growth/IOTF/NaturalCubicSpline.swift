/// The interpolating natural cubic spline through equally spaced knots (second derivative 0
/// at both ends), as R's `stats::spline(method = "natural")` gives it and sitar interpolates
/// the IOTF's L, M and S: the second derivatives from one tridiagonal solve, then the usual
/// cubic on each interval.
struct NaturalCubicSpline: Sendable {
  let first: Double
  let step: Double
  let values: [Double]
  /// The second derivative at each knot.
  let curvatures: [Double]

  /// `values[i]` is the value at `first + i × step`; at least three knots.
  init(first: Double, step: Double, values: [Double]) {
    self.first = first
    self.step = step
    self.values = values
    let n = values.count
    // h·c[i−1] + 4h·c[i] + h·c[i+1] = 6·(Δy[i]/h − Δy[i−1]/h), c[0] = c[n−1] = 0, solved by
    // the Thomas algorithm (the matrix is diagonally dominant: no pivoting needed).
    var diagonal = [Double](repeating: 4 * step, count: n)
    var right = [Double](repeating: 0, count: n)
    for i in 1..<(n - 1) {
      right[i] =
        6 * ((values[i + 1] - values[i]) / step - (values[i] - values[i - 1]) / step)
    }
    for i in 2..<(n - 1) {
      let factor = step / diagonal[i - 1]
      diagonal[i] -= factor * step
      right[i] -= factor * right[i - 1]
    }
    var curvatures = [Double](repeating: 0, count: n)
    var i = n - 2
    while i >= 1 {
      curvatures[i] = (right[i] - step * curvatures[i + 1]) / diagonal[i]
      i -= 1
    }
    self.curvatures = curvatures
  }

  /// The spline at `x`, which the caller keeps within the knots.
  func value(at x: Double) -> Double {
    let k = min(max(Int((x - first) / step), 0), values.count - 2)
    let a = first + Double(k) * step
    let b = a + step
    let h = step
    return curvatures[k] * (b - x) * (b - x) * (b - x) / (6 * h)
      + curvatures[k + 1] * (x - a) * (x - a) * (x - a) / (6 * h)
      + (values[k] / h - curvatures[k] * h / 6) * (b - x)
      + (values[k + 1] / h - curvatures[k + 1] * h / 6) * (x - a)
  }
}
