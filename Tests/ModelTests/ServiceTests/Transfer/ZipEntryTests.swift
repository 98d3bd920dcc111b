import DataSource
import Model
import TestSupport
import Testing

/// Apple's export.zip read as a stream: every entry's local header, stored and deflated data
/// (RFC 1951 decoded by `Inflater`), data descriptors, CRC-32 checks, and cut archives.
struct ZipEntryTests {
  /// Every entry's name and decoded bytes, read front to back.
  static func entries(_ bytes: [UInt8]) throws(ZipEntry.Failure) -> [(String, [UInt8])] {
    var position = 0
    let next = { () throws(ZipEntry.Failure) -> UInt8 in
      guard position < bytes.count else { throw .truncated }
      defer { position += 1 }
      return bytes[position]
    }
    var found: [(String, [UInt8])] = []
    while let entry = try ZipEntry.next(next) {
      var data: [UInt8] = []
      try entry.read(next) { data += $0 }
      found.append((entry.name, data))
    }
    return found
  }

  @Test(arguments: [
    TrackerSamples.appleHealthZip, TrackerSamples.appleHealthZipStored,
    TrackerSamples.appleHealthZipStreamed,
  ])
  func read_eachWayOfWritingTheArchive_givesExportXMLByteForByte(sample: TrackerSamples.Sample)
    throws
  {
    let sut = try Self.entries(sample.bytes)
    #expect(sut.map(\.0).first == "apple_health_export/export.xml")
    #expect(sut[0].1 == TrackerSamples.appleHealthV14.bytes)
    #expect(sut.count == 3)
  }

  /// A UTF-8 name without the UTF-8 flag is read as UTF-8.
  @Test func read_localizedName_readAsUTF8() throws {
    let sut = try Self.entries(TrackerSamples.appleHealthZipLocalized.bytes)
    #expect(sut.first?.0 == "apple_health_export/导出.xml")
  }

  @Test(arguments: [100, 700, 1500])
  func read_cutArchive_truncated(length: Int) {
    #expect(throws: ZipEntry.Failure.truncated) {
      try Self.entries(Array(TrackerSamples.appleHealthZip.bytes.prefix(length)))
    }
  }

  @Test func read_damagedByte_checksumOrCorrupt() {
    var bytes = TrackerSamples.appleHealthZipStored.bytes
    bytes[400] ^= 0x01
    #expect(throws: ZipEntry.Failure.self) { try Self.entries(bytes) }
  }

  /// The import reads the archive directly: the same weigh-ins as the export.xml inside.
  @Test(arguments: [
    TrackerSamples.appleHealthZip, TrackerSamples.appleHealthZipStored,
    TrackerSamples.appleHealthZipStreamed, TrackerSamples.appleHealthZipLocalized,
  ])
  func import_archive_sameWeighInsAsItsExportXML(sample: TrackerSamples.Sample) throws {
    let fromXML = try ImportReader(options: ImportOptions()).read(
      TrackerSamples.appleHealthV14.bytes)
    let fromZip = try ImportReader(options: ImportOptions()).read(sample.bytes)
    #expect(fromZip.profiles == fromXML.profiles)
  }

  /// `zip -0` to a pipe: stored entries whose sizes only the data descriptor after them
  /// gives. The descriptor's signature inside the data (with the wrong CRC or size after it)
  /// is data; an empty entry and a short one read too, and a damaged descriptor is refused.
  @Test func read_storedWithDescriptor_runsToTheDescriptor() throws {
    let tricky =
      Array("<a>PK".utf8) + [0x07, 0x08] + [UInt8](repeating: 0, count: 12) + Array("</a>".utf8)
    let export = TrackerSamples.appleHealthV14.bytes
    let archive = StoredZip.archive(
      [("apple_health_export/export.xml", export), ("empty", []), ("x", tricky), ("s", [1])],
      descriptor: true)
    let sut = try Self.entries(archive)
    #expect(sut.map(\.0) == ["apple_health_export/export.xml", "empty", "x", "s"])
    #expect(sut.map(\.1) == [export, [], tricky, [1]])
    let fromXML = try ImportReader(options: ImportOptions()).read(export)
    #expect(try ImportReader(options: ImportOptions()).read(archive).profiles == fromXML.profiles)
    var damaged = archive
    damaged[30 + "apple_health_export/export.xml".utf8.count + export.count + 4] ^= 1
    #expect(throws: ZipEntry.Failure.self) { try Self.entries(damaged) }
  }
}

/// ZIP64 archives, as a writer makes them for an export.xml past 4 GiB (Apple's, for years
/// of records) or for every entry (Python's `force_zip64`, some streaming writers): the
/// sizes are in the header's ZIP64 field, and the data descriptor's are 8 bytes each.
struct ZipEntryZip64Tests {
  static let export = TrackerSamples.appleHealthV14.bytes
  static let entries: [(name: String, data: [UInt8])] = [
    ("apple_health_export/export_cda.xml", Array("<x/>PK".utf8) + [7, 8]),
    ("apple_health_export/export.xml", export), ("s", [1]),
  ]

  @Test(arguments: [
    (false, false), (false, true), (true, false), (true, true),
  ])
  func read_zip64_everyEntryByteForByte(descriptor: Bool, deflated: Bool) throws {
    let archive = StoredZip.archive(
      Self.entries, descriptor: descriptor, zip64: true, deflated: deflated)
    let sut = try ZipEntryTests.entries(archive)
    #expect(sut.map(\.0) == Self.entries.map(\.name))
    #expect(sut.map(\.1) == Self.entries.map(\.data))
    let fromXML = try ImportReader(options: ImportOptions()).read(Self.export)
    #expect(try ImportReader(options: ImportOptions()).read(archive).profiles == fromXML.profiles)
  }

  /// The same entries without ZIP64 through the deflate path: a descriptor's 4-byte sizes.
  @Test func read_deflatedWithDescriptor_nextEntryFound() throws {
    let archive = StoredZip.archive(Self.entries, descriptor: true, deflated: true)
    #expect(try ZipEntryTests.entries(archive).map(\.1) == Self.entries.map(\.data))
  }

  /// A ZIP64 size beyond what bmi reads (or one that would be negative as an Int) is
  /// refused before a byte of the data is read.
  @Test func next_zip64SizePastTheLimit_tooLarge() {
    var archive = StoredZip.archive([("export.xml", Self.export)], zip64: true)
    let extra = 30 + "export.xml".utf8.count + 4
    for index in 8..<16 { archive[extra + index] = 0xFF }
    #expect(throws: ZipEntry.Failure.tooLarge("export.xml", limit: Inflater.maximumBytes)) {
      try ZipEntryTests.entries(archive)
    }
  }
}

/// Entries bmi cannot decode, and entries that never end: an entry of another method
/// (BZip2, Deflate64) with its size known is passed over wherever it stands; one that must
/// be decoded (an XML entry, or one whose end only decoding finds) is refused naming it and
/// its method; an entry read past its limit stops there.
struct ZipEntryLimitTests {
  static let export = TrackerSamples.appleHealthV14.bytes

  /// The archive with its first entry's method set to `code` (its bytes stay as stored).
  static func archive(
    firstMethod code: UInt8, first: String, descriptor: Bool = false, thenExport: Bool = true
  ) -> [UInt8] {
    var archive = StoredZip.archive(
      [(first, Array("<gpx/>".utf8))]
        + (thenExport ? [("apple_health_export/export.xml", export)] : []),
      descriptor: descriptor)
    archive[8] = code
    return archive
  }

  /// A route, or an export_cda.xml, packed with BZip2 before the export: passed over.
  @Test(arguments: ["workout-routes/route.gpx", "apple_health_export/export_cda.xml"])
  func import_otherMethodEntryBeforeTheExport_passedOver(name: String) throws {
    let archive = Self.archive(firstMethod: 12, first: name)
    let fromXML = try ImportReader(options: ImportOptions()).read(Self.export)
    #expect(try ImportReader(options: ImportOptions()).read(archive).profiles == fromXML.profiles)
  }

  @Test(arguments: [
    ("apple_health_export/export.xml", false), ("workout-routes/route.gpx", true),
  ])
  func import_otherMethodThatMustBeDecoded_refusedNamingIt(name: String, descriptor: Bool) {
    // The export itself, or an entry whose end cannot be found without decoding it.
    let archive = Self.archive(
      firstMethod: 12, first: name, descriptor: descriptor, thenExport: descriptor)
    #expect(throws: ImportFailure.zip(.unsupportedMethod(.other(12), name: name))) {
      try ImportReader(options: ImportOptions()).read(archive)
    }
    #expect(ZipEntry.Method.other(12).name == "BZip2")
    #expect(ZipEntry.Method.other(9).name == "Deflate64")
  }

  /// A stored entry from a pipe (its size only in the descriptor) and a deflated one stop at
  /// the limit they are read with.
  @Test(arguments: [false, true])
  func read_entryPastItsLimit_tooLarge(deflated: Bool) {
    let data = [UInt8](repeating: UInt8(ascii: "y"), count: 5000)
    let archive = StoredZip.archive([("-", data)], descriptor: true, deflated: deflated)
    var position = 0
    let next = { () throws(ZipEntry.Failure) -> UInt8 in
      guard position < archive.count else { throw .truncated }
      defer { position += 1 }
      return archive[position]
    }
    #expect(throws: ZipEntry.Failure.tooLarge("-", limit: 1000)) {
      let entry = try #require(try ZipEntry.next(next))
      try entry.read(next, limit: 1000) { _ in }
    }
  }
}
