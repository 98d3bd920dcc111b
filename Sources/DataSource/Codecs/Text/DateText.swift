/// The one reader of dates typed on the command line: `YYYY-MM-DD`, `today`, `yesterday`
/// or `-N` (N days before today), with the one message every command gives for a bad one.
public enum DateText {
  /// What a date may be written as, for help text and messages alike.
  public static let forms = "YYYY-MM-DD, 'today', 'yesterday' or -N (N days ago)"

  /// The farthest back `-N` reaches (about 270 centuries): far enough for any real date, small
  /// enough that the day arithmetic can never overflow.
  public static let maximumDaysAgo = 9_999_999

  /// The date `text` names, `today` being the day the relative forms count from; `nil` when
  /// it is none of the forms.
  public static func parse(_ text: String, today: LocalDate) -> LocalDate? {
    switch text {
    case "today": return today
    case "yesterday": return today.adding(days: -1)
    default: break
    }
    if text.hasPrefix("-") {
      let digits = text.dropFirst()
      guard !digits.isEmpty, digits.count <= 7, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let days = Int(digits), days <= maximumDaysAgo
      else { return nil }
      return today.adding(days: -days)
    }
    return LocalDate(iso: text)
  }

  /// The one message for a date that is none of the forms, `what` naming where it was typed
  /// (`--date`, `DATE`).
  public static func message(_ what: String, _ text: String) -> String {
    "invalid \(what) '\(text)': \(notADay(text) ?? "expected a date as \(forms)")"
  }

  /// Why `text`, written as `YYYY-MM-DD`, names no day (`2026-02-30`: February 2026 has 28
  /// days); `nil` when it is not of that shape. Saying "expected YYYY-MM-DD" of a date
  /// written so would send the reader looking for a typo in the format.
  static func notADay(_ text: String) -> String? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts.map(\.count) == [4, 2, 2],
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    guard (1...12).contains(month) else { return "there is no month \(parts[1])" }
    let days = LocalDate.daysIn(month: month, year: year)
    guard day < 1 || day > days else { return nil }
    return "\(parts[0])-\(parts[1]) has \(days) days"
  }
}
