import DataSource
import Testing

@testable import Model

/// A Tanita scale's SD card file (`DATA/DATA1.CSV`): header-less lines of key and value
/// pairs, the weight's unit in `~0` (2 kg, 3 lb), the date day first, each line's checksum
/// `CS` the sum of its bytes before it, modulo 256. Lines in the layout a BC-601 writes.
struct TanitaCardImportTests {
  /// Two readings of one day in kilograms (CRLF, as the scale writes), then one in pounds;
  /// `14/07/2023` proves the order day first.
  static let lines = [
    #"{0,16,~0,2,~1,2,~2,3,~3,4,MO,"BC-601",DT,"11/07/2023",Ti,"07:22:31",Bt,2,GE,1,AG,37,Hm,181.0,AL,3,Wk,75.6,MI,23.1,FW,11.7,mW,63.5,bW,3.3,IF,4,rD,4026,rA,22,ww,63.9,CS,"#,
    #"{0,16,~0,2,~1,2,~2,3,~3,4,MO,"BC-601",DT,"11/07/2023",Ti,"19:02:10",Bt,2,GE,1,AG,37,Hm,181.0,AL,3,Wk,76.4,MI,23.3,FW,11.9,mW,63.6,bW,3.3,IF,4,rD,4030,rA,22,ww,63.8,CS,"#,
    #"{0,16,~0,3,~1,3,~2,3,~3,4,MO,"BC-601",DT,"14/07/2023",Ti,"06:06:57",Bt,2,GE,1,AG,37,Hm,71.3,AL,3,Wk,166.2,MI,23.0,FW,11.8,mW,140.0,bW,7.3,IF,4,rD,4020,rA,22,ww,63.9,CS,"#,
  ]

  /// A line as the scale ends it: the sum of its bytes before `CS,`, in two upper-case hex
  /// digits.
  static func signed(_ line: String) -> String {
    let sum = line.utf8.dropLast(3).reduce(0) { ($0 + Int($1)) & 0xFF }
    let hex = String(sum, radix: 16, uppercase: true)
    return line + (hex.count == 1 ? "0" + hex : hex)
  }

  static func file(_ lines: [String]) -> [UInt8] {
    Array(lines.map { $0 + "\r\n" }.joined().utf8)
  }

  static func options(perDay: PerDayRule = .last, skipInvalid: Bool = false) -> ImportOptions {
    var options = ImportOptions(units: nil)
    options.profileUnits = .metric
    options.perDay = perDay
    options.skipInvalid = skipInvalid
    return options
  }

  @Test func read_scaleFile_weightsInTheirUnitsDayFirstLastOfTheDay() throws {
    #expect(TanitaCardTable.isTanita(Self.file(Self.lines.map(Self.signed))))
    let reading = try ImportReader(options: Self.options())
      .read(Self.file(Self.lines.map(Self.signed)))
    let entries = reading.profiles[0].entries
    #expect(
      entries.map(\.date) == [
        LocalDate(year: 2023, month: 7, day: 11), LocalDate(year: 2023, month: 7, day: 14),
      ])
    // The evening's reading by its time; 166.2 lb is 75.387… kg, to the gram.
    #expect(entries.map(\.kilograms) == [76.4, 75.387])
  }

  /// Lines as published from real cards, with the checksums their scales wrote: a metric
  /// one (CRLF) and an imperial one ended by `}` (206.2 lb, 93.531 kg).
  @Test func read_publishedLines_theirOwnChecksumsHold() throws {
    let metric =
      #"{0,16,~0,2,~1,2,~2,3,~3,4,MO,"BC-601",DT,"11/07/2023",Ti,"07:22:31",Bt,2,GE,1,AG,37,Hm,181.0,AL,3,Wk,75.6,MI,23.1,FW,11.7,Fr,3.8,Fl,4.3,FR,12.7,FL,12.9,FT,12.9,mW,63.5,mr,4.5,ml,4.5,mR,10.3,mL,10.3,mT,33.9,bW,3.3,IF,4,rD,4026,rA,22,ww,63.9,CS,A5"#
    let imperial =
      #"{0,16,~0,3,~1,3,~2,3,~3,4,MO,"BC-601",DT,"10/05/2016",Ti,"06:06:57",Bt,2,GE,1,AG,27,Hm,73.0,AL,3,Wk,206.2,MI,27.3,FW,19.4,Fr,12.1,Fl,12.3,FR,18.3,FL,19.1,FT,21.5,mW,158.0,mr,10.8,ml,11.2,mR,26.2,mL,25.8,mT,84.0,bW,8.2,IF,5,rD,4698,rA,28,ww,58.1,CS,B5}"#
    let entries = try ImportReader(options: Self.options())
      .read(Array((imperial + "\n" + metric + "\r\n").utf8)).profiles[0].entries
    #expect(entries.map(\.kilograms) == [93.531, 75.6])
    #expect(
      entries.map(\.date) == [
        LocalDate(year: 2016, month: 5, day: 10), LocalDate(year: 2023, month: 7, day: 11),
      ])
  }

  /// A line changed after the scale wrote it (its weight edited) fails its checksum: the
  /// file is refused naming the line, or with `--skip-invalid` the line is counted.
  @Test func read_lineWithAWrongChecksum_refusedOrCounted() throws {
    var lines = Self.lines.map(Self.signed)
    lines[1] = lines[1].replacing("Wk,76.4", with: "Wk,70.4")
    do {
      _ = try ImportReader(options: Self.options()).read(Self.file(lines))
      Issue.record("a changed line was read")
    } catch {
      guard
        case .row(line: 2, _, name: "CS", .badChecksum(written: let written?, let computed)) =
          error
      else { throw error }
      #expect(written != computed)
    }
    let reading = try ImportReader(options: Self.options(skipInvalid: true)).open(
      Self.file(lines))
    #expect(reading.skipped.tallies.map(\.reason) == [.unreadable(column: "CS")])
  }

  /// No number over 12 first and one second: the card is month first.
  @Test func read_secondNumberOver12_monthFirst() throws {
    let lines = [Self.lines[0].replacing("11/07/2023", with: "07/13/2023")].map(Self.signed)
    let reading = try ImportReader(options: Self.options()).read(Self.file(lines))
    #expect(reading.profiles[0].entries.map(\.date) == [LocalDate(year: 2023, month: 7, day: 13)])
  }

  /// A profile file (`SYSTEM/PROF1.CSV`) holds no weigh-in: refused as what it is, and passed
  /// over beside the weigh-ins in a folder.
  @Test func read_profileFile_namedAndAnotherMeasure() {
    let profile = Self.signed(
      #"{0,16,~1,2,~3,4,MO,"BC-601",DB,"31/08/1985",Bt,0,GE,1,Hm,173.0,AL,2,CS,"#)
    #expect(throws: ImportFailure.tanitaProfile) {
      _ = try ImportReader(options: Self.options()).read(Self.file([profile]))
    }
    #expect(ImportFailure.tanitaProfile.isAnotherMeasure)
  }

  /// A unit bmi does not know in `~0`, or a date that is not the scale's, refuses the file
  /// naming it (no --date-format was given to blame), or is counted with `--skip-invalid`;
  /// NUL bytes and a Ctrl-Z padding the file's end are blank.
  @Test func read_unknownUnitOrBadDate_refusedOrCountedPaddingBlank() throws {
    let stone = Self.signed(Self.lines[0].replacing("~0,2,", with: "~0,4,"))
    let badDate = Self.signed(Self.lines[1].replacing("11/07/2023", with: "32/07/2023"))
    let good = Self.signed(Self.lines[2])
    let file = Self.file([stone, badDate, good]) + [0x1A] + [UInt8](repeating: 0, count: 40)
    #expect(
      throws: ImportFailure.row(
        line: 1, column: 4, name: "~0", .badChoice("4", expected: ["2 (kg)", "3 (lb)"]))
    ) { _ = try ImportReader(options: Self.options()).read(file) }
    let reading = try ImportReader(options: Self.options(skipInvalid: true)).open(file)
    #expect(
      reading.skipped.tallies.map(\.reason) == [
        .unreadable(column: "~0"), .unreadable(column: "DT"),
      ])
    let entries = try ImportReader(options: Self.options(skipInvalid: true)).read(file)
      .profiles[0].entries
    #expect(entries.map(\.date) == [LocalDate(year: 2023, month: 7, day: 14)])
    do {
      _ = try ImportReader(options: Self.options()).read(Self.file([badDate]))
      Issue.record("a date that is no date was read")
    } catch {
      #expect(
        error
          == .row(line: 1, column: 14, name: "DT", .notAppDate("32/07/2023", layout: "DD/MM/YYYY")))
    }
  }
}
