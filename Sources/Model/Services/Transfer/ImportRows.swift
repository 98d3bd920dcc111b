import DataSource

/// The data rows of an import's table, one at a time: scanned from a CSV file's bytes as they
/// are read (a large file is never held as text, only as its bytes), or rows already made
/// (Libra's and NDJSON's, small). A value: a copy walks the rest of the rows again, which is
/// how a reader looks over the whole file before it takes the rows.
struct ImportRows {
  private enum Source {
    case scanned(CSVRowCursor)
    case made(ArraySlice<CSVRow>)
  }

  /// The rows a tracker's layout sets aside as they come (`TrackerLayout`).
  struct Rules {
    /// Hacker's Diet Online repeats its header for each month and writes `StartTrend` rows.
    var isHackersDiet = false
    /// The header, for seeing it repeated.
    var header: [String] = []
    /// The Fitbit website's table ends where the next section's title starts.
    var endsAtTitle = false
    /// The table ends at the header of a section with no title: Polar Flow's session
    /// export, one row of the session (its athlete's weight) over the header of its
    /// samples, `Sample rate,Time,HR (bpm),…`. Its first field, and the section's name.
    var sectionHeader: (first: String, section: String)?

    /// Lines that rule the header off from the rows (Seohtracker's `-----`) are no rows.
    var skipsRuleLines = false

    var isEmpty: Bool { !isHackersDiet && !endsAtTitle && sectionHeader == nil && !skipsRuleLines }

    /// The section `row` starts, when it ends the table: a title, or the untitled section's
    /// header.
    func section(startedBy row: CSVRow) -> String? {
      if endsAtTitle, TrackerLayout.isTitle(row) { return row.fields[0] }
      if let sectionHeader, row.fields.first == sectionHeader.first { return sectionHeader.section }
      return nil
    }
  }

  private var source: Source
  private let rules: Rules
  private var isAtEnd = false

  init(_ cursor: CSVRowCursor, rules: Rules = Rules()) {
    source = .scanned(cursor)
    self.rules = rules
  }

  init(_ rows: ArraySlice<CSVRow>) {
    source = .made(rows)
    rules = Rules()
  }

  /// The next data row, or nil at the end of the table.
  mutating func next() throws(ImportFailure) -> CSVRow? {
    while !isAtEnd, let row = try nextRow() {
      if rules.isHackersDiet, row.fields.first == "StartTrend" || row.fields == rules.header {
        continue
      }
      if rules.skipsRuleLines, TrackerLayout.isRule(row) { continue }
      if rules.section(startedBy: row) != nil {
        isAtEnd = true
        return nil
      }
      return row
    }
    return nil
  }

  /// Shows `visit` the next data row, its fields where they lie, for a look at a few cells
  /// of every row without making the rest's text; false at the end. Rows already made, or a
  /// layout that sets rows aside by their text, go through `next`.
  mutating func nextRecord(_ visit: (CSVRecord) -> Void) throws(ImportFailure) -> Bool {
    guard case .scanned(var cursor) = source, rules.isEmpty else {
      guard let row = try next() else { return false }
      CSVRecord.visit(row, visit)
      return true
    }
    do {
      defer { source = .scanned(cursor) }
      return try cursor.nextRecord(visit)
    } catch {
      throw .csv(error)
    }
  }

  /// The rows of the sections after the table (the Fitbit website's `Foods`, `Activities`,
  /// Polar Flow's samples), each with its section's title and line: a title and the header
  /// under it are not rows.
  func rowsOfOtherSections() throws(ImportFailure) -> [(section: String, line: Int)] {
    guard rules.endsAtTitle || rules.sectionHeader != nil, case .scanned(var cursor) = source
    else {
      return []
    }
    var rows: [(section: String, line: Int)] = []
    var section: String?
    var isHeader = false
    do {
      while let row = try cursor.next() {
        if let started = rules.section(startedBy: row) {
          // A title has its header under it; an untitled section's header is this row.
          (section, isHeader) = (started, TrackerLayout.isTitle(row))
        } else if let section {
          if !isHeader { rows.append((section, row.line)) }
          isHeader = false
        }
      }
    } catch {
      throw .csv(error)
    }
    return rows
  }

  /// How many data rows are left; a malformed record is thrown, as `next` would. Plain
  /// tables are counted without making text.
  func count() throws(ImportFailure) -> Int {
    switch source {
    case .made(let rows):
      return rows.count
    case .scanned(let cursor) where rules.isEmpty:
      do {
        return try cursor.count()
      } catch {
        throw .csv(error)
      }
    case .scanned:
      var rest = self
      var count = 0
      while try rest.next() != nil { count += 1 }
      return count
    }
  }

  private mutating func nextRow() throws(ImportFailure) -> CSVRow? {
    switch source {
    case .made(var rows):
      let row = rows.popFirst()
      source = .made(rows)
      return row
    case .scanned(var cursor):
      do {
        defer { source = .scanned(cursor) }
        return try cursor.next()
      } catch {
        throw .csv(error)
      }
    }
  }
}
