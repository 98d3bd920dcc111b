/// Which growth references assess a child (`--reference`, a profile's `reference`): the raw
/// value is the word the option, the store and batch rows use.
public enum ReferenceChoice: String, Sendable, Codable, CaseIterable {
  /// The CDC's recommendation for US clinics: the WHO Child Growth Standards (2006) under 24
  /// months, the CDC 2000 growth charts from 24 months to 20 years, adult classes from 20.
  case cdc
  /// The WHO's: the Child Growth Standards (2006) under 5 years, the WHO Reference 2007 from
  /// 5 to 19 years, adult classes after 19 (228 months).
  case who
}
