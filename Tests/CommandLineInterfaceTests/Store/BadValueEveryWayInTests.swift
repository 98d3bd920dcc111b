import DataSource
import Foundation
import TestSupport
import Testing

/// Issue 20, item 1: a non-finite or out-of-range value, planted through every way in, is
/// refused with one line and a documented status (64 for an option, 65 for a file), with or
/// without `--force`, and the store keeps its bytes and stays readable by every command.
struct BadValueEveryWayInTests {
  /// A way in: the file it reads (name and text, none for an option) and its arguments.
  struct WayIn: CustomTestStringConvertible, Sendable {
    let name: String
    let file: (name: String, text: String)?
    let arguments: [String]
    var testDescription: String { name }
  }

  static func health(_ type: String, _ value: String, unit: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <HealthData locale="en_US">
     <Record type="HKQuantityTypeIdentifier\(type)" unit="\(unit)" value="\(value)" startDate="2026-01-08 08:00:00 +0000"/>
    </HealthData>

    """
  }

  static let ways: [WayIn] =
    ["nan", "inf", "1e308", "-0"].flatMap { value in
      [
        WayIn(name: "log \(value)", file: nil, arguments: ["log", value, "--force"]),
        WayIn(
          name: "log --waist \(value)", file: nil,
          arguments: ["log", "70", "--waist", value, "--force"]),
        WayIn(
          name: "profile save --goal \(value)", file: nil,
          arguments: ["profile", "save", "ann", "--goal", value, "--force"]),
        WayIn(
          name: "tracker CSV \(value)",
          file: ("w.csv", "date,weight,waist\n2026-01-08,\(value),80\n"),
          arguments: ["--force"]),
        WayIn(
          name: "tracker CSV waist \(value)",
          file: ("w.csv", "date,weight,waist\n2026-01-08,70,\(value)\n"), arguments: ["--force"]),
        WayIn(
          name: "export CSV \(value)",
          file: (
            "e.csv",
            "profile,default,height_cm,date,weight_kg\nann,true,170,2026-01-08,\(value)\n"
          ), arguments: ["--force"]),
      ]
    }
    + ["NaN", "Infinity", "1e308", "-0", "5000", "0.1"].flatMap { value in
      [
        WayIn(
          name: "Apple Health weight \(value)",
          file: ("export.xml", health("BodyMass", value, unit: "kg")), arguments: ["--force"]),
        WayIn(
          name: "Apple Health waist \(value)",
          file: ("export.xml", health("WaistCircumference", value, unit: "cm")), arguments: []),
        WayIn(
          name: "Apple Health waist \(value), forced",
          file: ("export.xml", health("WaistCircumference", value, unit: "cm")),
          arguments: ["--force"]),
      ]
    }
    + ["1e308", "-0", "1e999", "0", "5000"].flatMap { value in
      [
        WayIn(
          name: "NDJSON export \(value)",
          file: (
            "e.ndjson",
            #"{"profile":"ann","height_cm":170,"date":"2026-01-08","weight_kg":\#(value)}"# + "\n"
          ), arguments: ["--force"]),
        WayIn(
          name: "JSON export \(value)",
          file: (
            "e.json",
            #"{"schema_version": 2, "default_profile": "ann", "profiles": [{"name": "ann", "height_cm": 170, "entries": [{"date": "2026-01-08", "weight_kg": \#(value)}]}]}"#
          ), arguments: ["--force"]),
        WayIn(
          name: "Fitbit JSON \(value)",
          file: (
            "weight-2026-01-08.json",
            #"[{"logId": 1, "weight": \#(value), "bmi": 24.2, "date": "01/08/26", "time": "08:00:00", "source": "API"}]"#
          ), arguments: ["--force", "--units", "metric"]),
      ]
    }

  @Test(arguments: ways)
  func badValue_refusedAndStoreUntouched(way: WayIn) throws {
    let directory = try TemporaryDirectory()
    let store = directory.file("store.json")
    #expect(
      try BinaryRunner.run(["profile", "save", "ann", "--height", "170", "--store", store])
        .status == 0)
    #expect(
      try BinaryRunner.run(["log", "70", "--date", "2026-01-01", "--store", store]).status == 0)
    let before = directory.bytes(of: "store.json")
    var arguments = way.arguments
    if let file = way.file {
      arguments = ["import", try directory.file(file.name, file.text)] + arguments
    }
    let sut = try BinaryRunner.run(arguments + ["--store", store])
    #expect([64, 65].contains(sut.status), "\(sut.stderr)")
    #expect(sut.stderr.split(separator: "\n").count == 1, "\(sut.stderr)")
    #expect(directory.bytes(of: "store.json") == before)
    let history = try BinaryRunner.run(["history", "--store", store])
    #expect(history.status == 0, "\(history.stderr)")
  }

  /// A store file that holds a bad value is refused by every reader (65) and never written.
  @Test(arguments: ["1e999", "-0", "0", "1001", "-70"])
  func storeFile_badValue_refused65AndUntouched(value: String) throws {
    let directory = try TemporaryDirectory()
    let text =
      #"{"schema_version": 2, "default_profile": "ann", "profiles": [{"name": "ann", "height_cm": 170, "entries": [{"date": "2026-01-08", "weight_kg": \#(value)}]}]}"#
    let store = try directory.file("store.json", text)
    for arguments in [["history"], ["log", "70", "--date", "2026-01-09"], ["undo"]] {
      let sut = try BinaryRunner.run(arguments + ["--store", store])
      #expect(sut.status == 65, "\(arguments): \(sut.stderr)")
      #expect(sut.stderr.contains("is damaged at line 1"))
    }
    #expect(directory.bytes(of: "store.json") == Array(text.utf8))
    #expect(directory.contents().allSatisfy { ["store.json", "store.json.lock"].contains($0) })
  }

  /// An undo snapshot that holds a bad value is refused (65): the store keeps the change.
  @Test(arguments: ["1e999", "-0", "5000"])
  func undoSnapshot_badValue_refused65AndStoreUntouched(value: String) throws {
    let (sut, store, after) = try Self.undo(
      planting:
        #"{"schema_version": 2, "default_profile": "ann", "profiles": [{"name": "ann", "height_cm": 170, "entries": [{"date": "2026-01-08", "weight_kg": \#(value)}]}]}"#
    )
    #expect(sut.status == 65, "\(sut.stderr)")
    #expect(sut.stderr.contains("the undo snapshot"), "\(sut.stderr)")
    #expect(store == after)
  }

  /// An undo snapshot with a note over the limit is refused as a change would be: restored,
  /// it would refuse every later change.
  @Test func undoSnapshot_noteOverTheLimit_refused65AndStoreUntouched() throws {
    let note = String(repeating: "a", count: 1001)
    let (sut, store, after) = try Self.undo(
      planting:
        #"{"schema_version": 3, "default_profile": "ann", "profiles": [{"name": "ann", "height_cm": 170, "entries": [{"date": "2026-01-08", "weight_kg": 70.0, "note": "\#(note)"}]}]}"#
    )
    #expect(sut.status == 65, "\(sut.stderr)")
    #expect(
      sut.stderr.contains("the undo snapshot") && sut.stderr.contains("a note of 1001 characters"),
      "\(sut.stderr)")
    #expect(store == after)
  }

  /// `bmi undo` after a log whose snapshot's document was replaced by `document` (the
  /// snapshot's trailer kept, so only its content is wrong): the run, the store's bytes after
  /// it and the bytes the log had written.
  private static func undo(planting document: String) throws -> (
    run: BinaryRunner.Output, store: [UInt8]?, after: [UInt8]
  ) {
    let directory = try TemporaryDirectory()
    let store = directory.file("store.json")
    #expect(
      try BinaryRunner.run(["profile", "save", "ann", "--height", "170", "--store", store])
        .status == 0)
    #expect(
      try BinaryRunner.run(["log", "70", "--date", "2026-01-01", "--store", store]).status == 0)
    let after = try #require(directory.bytes(of: "store.json"))
    let snapshot = try #require(directory.bytes(of: "store.json.undo"))
    try directory.write(bytes: Array(document.utf8) + snapshot.suffix(28), to: "store.json.undo")
    let run = try BinaryRunner.run(["undo", "--store", store])
    return (run, directory.bytes(of: "store.json"), after)
  }
}
