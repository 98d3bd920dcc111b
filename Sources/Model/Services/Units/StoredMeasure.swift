import DataSource

/// The precision the store keeps: grams and tenths of a millimetre. Finer digits are noise
/// from unit conversion (154 lb is 69.8532 kg), and a value stored as it will be exported
/// survives an export and re-import unchanged.
public enum StoredMeasure {
  public static func kilograms(_ value: Double) -> Double {
    (value * 1000).rounded() / 1000
  }

  public static func centimetres(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }
}
