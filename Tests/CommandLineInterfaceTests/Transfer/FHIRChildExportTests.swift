import Foundation
import Testing

/// A child's lengths in a FHIR export: each on the day it was measured.
@MainActor
struct FHIRChildExportTests {
  /// A child's profile height is its newest logged length: exported once, on the day it was
  /// measured, not again as a length measured on the day of the export.
  @Test func export_fhirOfAChild_lengthOnlyOnTheDayItWasMeasured() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "ida", "--height", "70", "--sex", "female", "--born", "2025-01-10",
        "--date", "2025-09-01",
      ],
      ["log", "9", "--height", "74", "--date", "2025-12-01"],
    ])
    let sut = await session.run(["export", "--format", "fhir"])
    let heights = FHIRExportTests.resources(try FHIRExportTests.bundle(sut.stdout)).filter {
      ((($0.resource["code"] as? [String: Any])?["coding"] as? [[String: Any]])?.first?["code"]
        as? String) == "8302-2"
    }.map { $0.resource["effectiveDateTime"] as? String }
    #expect(heights.contains("2025-12-01"), "\(heights)")
    #expect(!heights.contains("2026-01-15"), "\(heights)")
  }
}
