import CommandLineInterface
import Testing

struct TerminalChartCharsetTests {
  @Test(arguments: [
    (false, [String: String](), TerminalChart.Charset.ascii),
    (false, ["LANG": "en_GB.UTF-8"], .unicode),
    (false, ["LANG": "de_DE.utf8"], .unicode),
    (false, ["LANG": "C"], .ascii),
    (false, ["LANG": "en_US.ISO-8859-1"], .ascii),
    (false, ["LC_ALL": "C", "LANG": "en_GB.UTF-8"], .ascii),
    (false, ["LC_ALL": "", "LC_CTYPE": "C.UTF-8", "LANG": "C"], .unicode),
    (true, ["LANG": "en_GB.UTF-8"], .ascii),
  ])
  func resolve_asciiFlagAndLocale_choosesCharset(
    ascii: Bool, environment: [String: String], expected: TerminalChart.Charset
  ) {
    let sut = TerminalChart.Charset.resolve(ascii: ascii) { environment[$0] }
    #expect(sut == expected)
  }
}
