/// What one suite's run gives: the report printed to the terminal, and the figures for the
/// results file (none when the suite could not run).
struct SuiteOutcome {
  var report: String
  var section: ResultsFile.Section? = nil
}
