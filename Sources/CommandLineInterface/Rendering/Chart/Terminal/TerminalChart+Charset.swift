extension TerminalChart.Charset {
  /// ASCII with `--ascii`; otherwise Unicode when the locale's character set is UTF-8.
  ///
  /// The locale is the first non-empty of `LC_ALL`, `LC_CTYPE` and `LANG` (POSIX order). No
  /// locale at all is the POSIX "C" locale, which promises only ASCII: braille sent there
  /// would print as mojibake, while ASCII reads everywhere.
  public static func resolve(ascii: Bool, environment: (String) -> String?) -> Self {
    guard !ascii else { return .ascii }
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap(environment)
      .first { !$0.isEmpty }
    let name = (locale ?? "").lowercased()
    return name.contains("utf-8") || name.contains("utf8") ? .unicode : .ascii
  }
}
