import DataSource
import Model

/// The references that classed a history's rows, each with its first and last day: the
/// table's footer names them (`AssessmentReference.isNamedInText`), so a child's class is
/// never read without the growth reference that decided it, and a history that crosses from
/// one reference to the next says on which days.
struct ReferenceSpans {
  private var days: [AssessmentReference: (first: LocalDate, last: LocalDate)] = [:]

  /// Idempotent, so a table that asks for a row's cells twice counts it once.
  mutating func add(_ reference: AssessmentReference?, on day: LocalDate) {
    guard let reference else { return }
    let span = days[reference] ?? (day, day)
    days[reference] = (min(span.first, day), max(span.last, day))
  }

  /// `Classes: WHO Child Growth Standards 2006 (2026-09-01 to 2026-11-01)`, oldest first;
  /// `nil` when every row was classed by the WHO adult classes, or none was.
  var footer: String? {
    guard days.keys.contains(where: \.isNamedInText) else { return nil }
    let spans = days.sorted { $0.value.first < $1.value.first }.map { reference, span in
      let range = span.first == span.last ? "\(span.first)" : "\(span.first) to \(span.last)"
      return "\(reference.title) (\(range))"
    }
    return "Classes: " + spans.joined(separator: "; ")
  }
}
