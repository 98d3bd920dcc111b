/// Which of the WHO's two growth systems scored a child.
public enum WHOStandard: Sendable, Equatable {
  /// WHO Child Growth Standards 2006: birth to under 60 months (the WHO's `anthro`).
  case childGrowth2006
  /// WHO Reference 2007: 60 to 228 months (the WHO's `anthroplus`).
  case reference2007
  /// Neither: no sex, or an age past 228 months.
  case none
}
