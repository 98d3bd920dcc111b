import DataSource
import TestSupport
import Testing

/// The one gate for values (`Measure`) and the check every change passes before it is
/// written: a document the reader would refuse is never written, whatever put the bad value
/// in it, and the store stays byte for byte as it was.
struct StoreWriteGateTests {
  static let day = LocalDate(year: 2026, month: 1, day: 2)

  @Test(arguments: [
    (Double.nan, Measure.Kind.weight), (.infinity, .weight), (-.infinity, .goal),
    (1e308, .weight), (-0.0, .weight), (0, .height), (-5, .waist), (5000, .waist),
    (0.199, .weight), (1000.001, .goal), (29.99, .height), (300.01, .waist),
  ])
  func measure_invalidValue_isRefused(value: Double, kind: Measure.Kind) {
    #expect(throws: Measure.Refusal.self) { try Measure(validating: value, as: kind) }
    #expect(Measure(checking: value, as: kind) == nil)
    #expect(!Measure.accepts(value, as: kind))
  }

  @Test(arguments: [
    (1.0, Measure.Kind.weight), (1000, .weight), (1000, .goal), (30, .height), (300, .height),
    (20, .waist), (300, .waist), (72.345, .weight),
  ])
  func measure_valueAtOrInsideTheBounds_isKept(value: Double, kind: Measure.Kind) throws {
    let sut = try Measure(validating: value, as: kind)
    #expect(sut.value == value)
    #expect(sut.kind == kind)
  }

  @Test func measure_notFinite_saysSo() {
    #expect(throws: Measure.Refusal.notFinite(.waist)) {
      try Measure(validating: .nan, as: .waist)
    }
  }

  /// Each bad value, planted in the document by a change: refused with `refusedChange`, and
  /// the file keeps its bytes.
  @Test(arguments: [
    ("weight", Double.nan), ("weight", .infinity), ("weight", 1e308), ("weight", -0.0),
    ("waist", .nan), ("waist", 5000), ("waist", -5), ("goal", .nan), ("height", .infinity),
  ])
  func update_documentWithABadValue_refusedAndStoreUntouched(field: String, value: Double)
    throws
  {
    let directory = try TemporaryDirectory()
    let sut = StoreRepositoryTests.repository(directory)
    _ = try sut.update(StoreRepositoryTests.addAnn)
    let before = directory.bytes(of: "data/bmi/store.json")
    #expect(throws: StoreError.self) {
      _ = try sut.update { document in
        switch field {
        case "weight":
          document.profiles[0].entries.append(WeightEntry(date: Self.day, kilograms: value))
        case "waist":
          document.profiles[0].entries.append(
            WeightEntry(date: Self.day, kilograms: nil, waistCentimetres: value))
        case "goal": document.profiles[0].goalKilograms = value
        default: document.profiles[0].heightCentimetres = value
        }
      }
    }
    #expect(directory.bytes(of: "data/bmi/store.json") == before)
    #expect(try sut.load().profiles == [StoreRepositoryTests.ann])
  }

  @Test func update_noteOverTheLimit_refusedAndNoteAtTheLimitWritten() throws {
    let directory = try TemporaryDirectory()
    let sut = StoreRepositoryTests.repository(directory)
    _ = try sut.update(StoreRepositoryTests.addAnn)
    let limit = StoreDocumentRules.noteCharacterLimit
    do {
      _ = try sut.update {
        $0.profiles[0].entries[0].note = String(repeating: "é", count: limit + 1)
      }
      Issue.record("a note of \(limit + 1) characters was written")
    } catch {
      guard case .refusedNote(_, let rule, let date, let storedIn) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(rule == "ann: a note of 1001 characters on 2026-01-01, more than the 1000 bmi keeps")
      #expect(date == LocalDate(year: 2026, month: 1, day: 1))
      #expect(storedIn == nil)
    }
    let note = String(repeating: "é", count: limit)
    _ = try sut.update { $0.profiles[0].entries[0].note = note }
    #expect(try sut.load().profiles[0].entries[0].note == note)
    // One character to a reader, 1,002 Unicode scalars to the limit: refused, or a note
    // of one "character" could hold megabytes.
    let stacked = "e" + String(repeating: "\u{301}", count: limit + 1)
    #expect(stacked.count == 1)
    #expect(throws: StoreError.self) {
      _ = try sut.update { $0.profiles[0].entries[0].note = stacked }
    }
    #expect(try sut.load().profiles[0].entries[0].note == note)
  }

  /// A note over the limit an older bmi wrote is read, and any change that keeps it is
  /// refused naming it as one the store held (its way past is to shorten it there).
  @Test func update_storeHoldingALongNote_refusedAsAStoredNote() throws {
    let directory = try TemporaryDirectory()
    let sut = StoreRepositoryTests.repository(directory)
    _ = try sut.update(StoreRepositoryTests.addAnn)
    var old = StoreRepositoryTests.ann
    old.entries[0].note = String(repeating: "x", count: 1200)
    let bytes = StoreDocumentEncoder.encode(StoreDocument(profiles: [old]))
    try directory.write(bytes: bytes, to: "data/bmi/store.json")
    #expect(try sut.load().profiles == [old])
    #expect(
      throws: StoreError.refusedNote(
        path: directory.file("data/bmi/store.json"),
        rule: "ann: a note of 1200 characters on 2026-01-01, more than the 1000 bmi keeps",
        date: LocalDate(year: 2026, month: 1, day: 1), storedIn: "ann")
    ) {
      _ = try sut.update {
        $0.profiles[0].entries.append(WeightEntry(date: Self.day, kilograms: 61))
      }
    }
    // Renamed, it is still the note the store held, in the profile it is in now.
    #expect(
      throws: StoreError.refusedNote(
        path: directory.file("data/bmi/store.json"),
        rule: "bea: a note of 1200 characters on 2026-01-01, more than the 1000 bmi keeps",
        date: LocalDate(year: 2026, month: 1, day: 1), storedIn: "ann")
    ) {
      _ = try sut.update { $0.profiles[0].name = "bea" }
    }
    #expect(directory.file("data/bmi/store.json", holds: bytes))
  }

  @Test func update_badValue_namesTheValueAndTheDay() throws {
    let directory = try TemporaryDirectory()
    let sut = StoreRepositoryTests.repository(directory)
    _ = try sut.update(StoreRepositoryTests.addAnn)
    #expect(
      throws: StoreError.refusedChange(
        path: directory.file("data/bmi/store.json"),
        rule: "ann: a waist that is not a finite number on 2026-01-02")
    ) {
      _ = try sut.update {
        $0.profiles[0].entries.append(
          WeightEntry(date: Self.day, kilograms: nil, waistCentimetres: .nan))
      }
    }
  }

  @Test func brokenRule_readerTakesALongNote_butAWriteDoesNot() {
    var profile = StoreRepositoryTests.ann
    profile.entries[0].note = String(repeating: "x", count: 5000)
    let sut = StoreDocument(profiles: [profile])
    #expect(StoreDocumentRules.brokenRule(in: sut) == nil)
    #expect(StoreDocumentRules.brokenWriteRule(in: sut) != nil)
  }
}
