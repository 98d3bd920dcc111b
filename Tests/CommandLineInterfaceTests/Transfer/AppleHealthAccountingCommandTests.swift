import Foundation
import TestSupport
import Testing

/// Every record of an Apple Health export is accounted for, as a CSV's rows are: the records
/// of types bmi does not read (steps, a BMI, heart rate) are counted as other measures, from
/// export.xml and export.zip alike, whether the fast scan passed them over or the tag reader
/// saw them whole (a record with a reference in its type).
@MainActor
struct AppleHealthAccountingCommandTests {
  static let export = """
    <?xml version="1.0" encoding="UTF-8"?>
    <HealthData locale="en_GB">
     <ExportDate value="2026-01-14 09:12:05 +0100"/>
     <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="2026-01-10 07:40:00 +0100" value="60.5"/>
     <Record type="HKQuantityTypeIdentifierBodyMassIndex" unit="count" startDate="2026-01-10 07:40:00 +0100" value="22.2"/>
     <Record type="HKQuantityTypeIdentifierStepCount" unit="count" startDate="2026-01-10 08:00:00 +0100" value="120"/>
     <Record type="HKQuantityTypeIdentifier&#83;tepCount" unit="count" startDate="2026-01-10 09:00:00 +0100" value="80"/>
     <Workout workoutActivityType="HKWorkoutActivityTypeWalking" startDate="2026-01-10 10:00:00 +0100"/>
    </HealthData>

    """

  @Test(arguments: [false, true])
  func import_recordsOfOtherTypes_countedAsOtherMeasures(zipped: Bool) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let name = zipped ? "export.zip" : "export.xml"
    if zipped {
      let archive = StoredZip.archive([("apple_health_export/export.xml", Array(Self.export.utf8))])
      try Data(archive).write(to: URL(fileURLWithPath: session.directory.file(name)))
    } else {
      try session.directory.write(Self.export, to: name)
    }
    let sut = await session.run(["import", session.directory.file(name), "--dry-run"])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stderr.hasSuffix(
        "0 added, 1 replaced, 0 already there; 3 rows skipped: 3 of other measures.\n"),
      "\(sut.stderr)")
  }
}
