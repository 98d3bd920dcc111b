import DataSource
import Foundation
import TestSupport
import Testing

/// Files that are not what bmi reads, each told what it is and what to do: a minified JSON
/// document from another app, a spreadsheet workbook, a zip without an export.
@MainActor
struct ImportForeignFileMessageTests {
  /// A minified JSON document, one object on one line (Garmin's `weigh_ins.json` of nested
  /// values, or another app's of flat ones), gets the message its pretty-printed form gets,
  /// not NDJSON's.
  @Test(arguments: [
    #"{"dailyWeightSummaries": [{"summaryDate": "2023-03-31", "allWeightMetrics": []}], "totalAverage": {"weight": 80000.0}}"#,
    #"{"dailyWeightSummaries": "none", "totalAverage": 80000.0}"#,
  ])
  func import_minifiedForeignJSON_namedAsTheDocumentItIs(minified: String) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["import", "-"], stdin: minified + "\n")
    #expect(sut.status == 65)
    #expect(
      sut.stderr.contains(
        "holds a JSON object, but not a bmi export (it has 'dailyWeightSummaries', 'totalAverage', not schema_version and profiles)"
      ), "\(sut.stderr)")
  }

  /// A spreadsheet workbook is a zip too (MacroFactor's export is an .xlsx): the advice is to
  /// save its sheet as CSV, not to unzip it; an EPUB's leading `mimetype` is no spreadsheet.
  @Test(arguments: [
    (["[Content_Types].xml", "xl/workbook.xml", "xl/worksheets/sheet1.xml"], true),
    (["mimetype", "content.xml", "styles.xml"], true),
    (["mimetype", "META-INF/container.xml", "OEBPS/content.opf"], false),
  ])
  func import_spreadsheetWorkbook_toldToSaveTheSheetAsCSV(entries: [String], isSheet: Bool)
    async throws
  {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    let parts = entries.map { ($0, Array("<?xml version=\"1.0\"?><x/>".utf8)) }
    try session.directory.write(bytes: StoredZip.archive(parts), to: "book.xlsx")
    let sut = await session.run(["import", session.directory.file("book.xlsx")])
    #expect(sut.status == 65)
    #expect(
      sut.stderr.contains(
        "is a spreadsheet workbook (.xlsx, .xls or .ods, whatever its name); open it, save the sheet"
      )
        == isSheet, "\(sut.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  /// An Excel 97 workbook (an OLE2 compound file), even named .csv as Fitdays names its
  /// export, is told to be saved as CSV, not called binary; it is known by its `Workbook`
  /// (Excel 5: `Book`) stream's name, so a Word document, the same kind of file, is not.
  @Test(arguments: [
    ("Workbook", "is a spreadsheet workbook (.xlsx, .xls or .ods"),
    ("Book", "is a spreadsheet workbook (.xlsx, .xls or .ods"),
    ("WordDocument", "is a binary file, not text"),
  ])
  func import_office97File_aWorkbookToldToSaveTheSheetAsCSV(stream: String, message: String)
    async throws
  {
    let session = try TrackingSession()
    await session.givenAnn()
    // The header sector, then a directory entry: the stream's name in UTF-16.
    let name = stream.utf8.flatMap { [$0, 0] as [UInt8] }
    let ole2: [UInt8] =
      [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1] + [UInt8](repeating: 0, count: 504)
      + name + [UInt8](repeating: 0, count: 128 - name.count)
    try session.directory.write(bytes: ole2, to: "Fitdays.csv")
    let sut = await session.run(["import", session.directory.file("Fitdays.csv")])
    #expect(sut.status == 65)
    #expect(sut.stderr.contains(message), "\(sut.stderr)")
  }

  /// An SQLite database (Health Connect's, Gadgetbridge's export) is named as one, not as
  /// text with bad UTF-8; in a folder beside the weights it is named, not a refusal.
  @Test func import_sqliteDatabase_namedAloneAndPassedOverInAFolder() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    let database = Array("SQLite format 3\0".utf8) + [0x10, 0x00, 0x01, 0x01, 0xFF, 0xFE]
    try session.directory.write(bytes: database, to: "health_connect_export.db")
    let alone = await session.run(["import", session.directory.file("health_connect_export.db")])
    #expect(alone.status == 65)
    #expect(alone.stderr.contains("is an SQLite database"), "\(alone.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)

    let folder = session.directory.file("export")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    try session.directory.write(bytes: database, to: "export/Gadgetbridge")
    try session.directory.write("date,weight_kg\n2026-01-13,60.5\n", to: "export/weight.csv")
    let sut = await session.run(["import", folder])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stderr.contains("1 file without weigh-ins (Gadgetbridge)"), "\(sut.stderr)")
  }

  /// A zip archive without an export says what it holds instead: nothing (or folders only),
  /// the export.zip zipped again, an export.xml the phone left empty; each refused (65) with
  /// the store untouched.
  @Test(
    arguments: [
      ([], "is an empty zip archive (no file in it)"),
      ([("apple_health_export/", [])], "is an empty zip archive (no file in it)"),
      (
        [("export.zip", StoredZip.archive([("export.xml", Array("<HealthData/>".utf8))]))],
        "holds another archive, 'export.zip', and no Apple Health export beside it; unzip"
      ),
      (
        [("apple_health_export/export.xml", [])],
        "holds 'apple_health_export/export.xml' of 0 bytes, an export cut off before its first line"
      ),
    ] as [([(String, [UInt8])], String)])
  func import_zipWithoutAnExport_saysWhatItHolds(entries: [(String, [UInt8])], message: String)
    async throws
  {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    let archive = StoredZip.archive(entries.map { (name: $0.0, data: $0.1) })
    try session.directory.write(bytes: archive, to: "a.zip")
    let sut = await session.run(["import", session.directory.file("a.zip")])
    #expect(sut.status == 65)
    #expect(sut.stderr.contains(message), "\(sut.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  /// `--from apple-health` on an export.zip reads the archive: the same export, packed.
  @Test func import_appleHealthForcedOnAZip_readsTheArchive() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let export = """
      <?xml version="1.0" encoding="UTF-8"?>
      <HealthData locale="en_GB">
       <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="2026-01-10 07:40:00 +0100" value="60.5"/>
      </HealthData>

      """
    try session.directory.write(
      bytes: StoredZip.archive([("apple_health_export/export.xml", Array(export.utf8))]),
      to: "export.zip")
    let sut = await session.run(
      ["import", session.directory.file("export.zip"), "--from", "apple-health", "--dry-run"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stderr.contains("added"), "\(sut.stderr)")
  }

  /// A Tanita card's profile file is named as one with the file to import instead; the
  /// card's weigh-ins import.
  @Test func import_tanitaProfileFile_namedWithItsDataFile() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    try session.directory.write(
      #"{0,16,~1,2,~3,4,MO,"BC-601",DB,"31/08/1985",Bt,0,GE,1,Hm,173.0,AL,2,CS,F4"# + "\r\n",
      to: "PROF1.CSV")
    let profile = await session.run(["import", session.directory.file("PROF1.CSV")])
    #expect(profile.status == 65)
    #expect(
      profile.stderr.contains("is a Tanita scale's profile file")
        && profile.stderr.contains("DATA/DATA1.CSV for user 1"), "\(profile.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)
    try session.directory.write(
      #"{0,16,~0,2,~1,2,~2,3,~3,4,MO,"BC-601",DT,"11/07/2023",Ti,"07:22:31",Bt,2,GE,1,AG,37,Hm,181.0,AL,3,Wk,75.6,MI,23.1,FW,11.7,Fr,3.8,Fl,4.3,FR,12.7,FL,12.9,FT,12.9,mW,63.5,mr,4.5,ml,4.5,mR,10.3,mL,10.3,mT,33.9,bW,3.3,IF,4,rD,4026,rA,22,ww,63.9,CS,A5"#
        + "\r\n", to: "DATA1.CSV")
    let data = await session.run(["import", session.directory.file("DATA1.CSV")])
    #expect(data.status == 0, "\(data.stderr)")
    #expect(data.stderr.contains("1 added"), "\(data.stderr)")
  }

  /// A card's DATA folder holds a file a user of the scale: two with weigh-ins are two
  /// people, refused naming them; an empty user's file, or an empty zip, is only counted.
  @Test func import_tanitaFolderOfTwoUsers_refusedNamingTheFiles() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    let line =
      #"{0,16,~0,2,~1,2,~2,3,~3,4,MO,"BC-601",DT,"11/07/2023",Ti,"07:22:31",Bt,2,GE,1,AG,37,Hm,181.0,AL,3,Wk,75.6,MI,23.1,FW,11.7,Fr,3.8,Fl,4.3,FR,12.7,FL,12.9,FT,12.9,mW,63.5,mr,4.5,ml,4.5,mR,10.3,mL,10.3,mT,33.9,bW,3.3,IF,4,rD,4026,rA,22,ww,63.9,CS,A5"#
      + "\r\n"
    try FileManager.default.createDirectory(
      atPath: session.directory.file("DATA"), withIntermediateDirectories: true)
    try session.directory.write(line, to: "DATA/DATA1.CSV")
    try session.directory.write("\r\n", to: "DATA/DATA2.CSV")
    try session.directory.write(bytes: StoredZip.archive([]), to: "DATA/old.zip")
    let one = await session.run(["import", session.directory.file("DATA"), "--dry-run"])
    #expect(one.status == 0, "\(one.stderr)")
    #expect(one.stderr.contains("1 added"), "\(one.stderr)")
    try session.directory.write(line, to: "DATA/DATA3.CSV")
    let two = await session.run(["import", session.directory.file("DATA")])
    #expect(two.status == 65)
    #expect(
      two.stderr.contains("holds a Tanita card's files of 2 users ('DATA1.CSV', 'DATA3.CSV')"),
      "\(two.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  /// Home Assistant's history: a scale's weight sensor beside its fat sensor is read, the
  /// fat's rows other measures; two weight sensors (two people's) are refused naming them,
  /// with no advice to read them as one, until --person picks one; a sensor of no weight,
  /// alone or picked, is refused.
  @Test func import_homeAssistantSensors_theWeightSensorRead() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    let scale =
      "entity_id,state,last_changed\nsensor.ann_weight,61.2,2026-01-13T06:31:12.345Z\n"
      + "sensor.ann_fat,24.1,2026-01-13T06:31:12.345Z\n"
    try session.directory.write(scale, to: "scale.csv")
    try session.directory.write(
      scale + "sensor.bob_weight,81.2,2026-01-13T07:31:12.345Z\n", to: "family.csv")
    try session.directory.write(
      "entity_id,state,last_changed\nsensor.ann_fat,24.1,2026-01-13T06:31:12.345Z\n",
      to: "fat.csv")
    let family = await session.run(["import", session.directory.file("family.csv")])
    #expect(family.status == 64)
    #expect(
      family.stderr.contains(
        "holds the states of several Home Assistant sensors ('sensor.ann_weight', 'sensor.bob_weight'); choose the weight sensor with --person NAME\n"
      ), "\(family.stderr)")
    let fat = await session.run(["import", session.directory.file("fat.csv")])
    #expect(fat.status == 65)
    #expect(
      fat.stderr.contains("Home Assistant's sensor 'sensor.ann_fat' measures no weight"),
      "\(fat.stderr)")
    let pickedFat = await session.run([
      "import", session.directory.file("scale.csv"), "--person", "sensor.ann_fat",
    ])
    #expect(pickedFat.status == 65)
    #expect(
      pickedFat.stderr.contains("pass --person with its weight sensor ('sensor.ann_weight')"),
      "\(pickedFat.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)
    let read = await session.run(["import", session.directory.file("scale.csv")])
    #expect(read.status == 0, "\(read.stderr)")
    #expect(read.stderr.contains("1 added"), "\(read.stderr)")
    #expect(read.stderr.contains("1 row skipped: 1 of other measures"), "\(read.stderr)")
    let picked = await session.run([
      "import", session.directory.file("family.csv"), "--person", "sensor.bob_weight",
      "--dry-run", "--accept-jump",
    ])
    #expect(picked.status == 0, "\(picked.stderr)")
    #expect(
      picked.stderr.contains("2 rows skipped: 1 of other people, 1 of other measures"),
      "\(picked.stderr)")
  }

}
