import DataSource

/// The exact international conversion factors (1959 yard and pound agreement).
public enum UnitFactors {
  public static let kilogramsPerPound = 0.453_592_37
  public static let poundsPerStone = 14.0
  public static let centimetresPerInch = 2.54
  public static let inchesPerFoot = 12.0
}
