import DataSource
import Model

/// The references that classed a history's rows, each with its first and last day: the
/// table's footer names them (`AssessmentReference.isNamedInText`), so a child's class is
/// never read without the growth reference that decided it, and a history that crosses from
/// one reference to the next says on which days.
struct ReferenceSpans {
  /// A few at most (one per reference), so a look along them costs less a row than hashing.
  private var spans: [(reference: AssessmentReference, first: LocalDate, last: LocalDate)] = []

  /// Idempotent, so a table that asks for a row's cells twice counts it once.
  mutating func add(_ reference: AssessmentReference?, on day: LocalDate) {
    guard let reference else { return }
    guard let index = spans.firstIndex(where: { $0.reference == reference }) else {
      spans.append((reference, day, day))
      return
    }
    if day < spans[index].first { spans[index].first = day }
    if day > spans[index].last { spans[index].last = day }
  }

  /// `Classes: WHO Child Growth Standards 2006 (2026-09-01 to 2026-11-01)`, oldest first;
  /// `nil` when every row was classed by the WHO adult classes, or none was.
  var footer: String? {
    guard spans.contains(where: \.reference.isNamedInText) else { return nil }
    let named = spans.sorted { $0.first < $1.first }.map { span in
      let range = span.first == span.last ? "\(span.first)" : "\(span.first) to \(span.last)"
      return "\(span.reference.title) (\(range))"
    }
    return "Classes: " + named.joined(separator: "; ")
  }
}
