import DataSource
import Foundation
import Testing

/// `EnvironmentClient.liveValue.processorCount`: the CPUs this process may run on, as the
/// kernel lists them in `/proc/self/status` (what `taskset` and a container's CPU set limit),
/// not the cores the machine has.
struct EnvironmentClientTests {
  static let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)

  @Test(.enabled(if: status != nil, "needs /proc/self/status (Linux)"))
  func processorCount_live_isTheCPUsAllowedToThisProcess() throws {
    let line = try #require(
      Self.status?.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
    // "0-3,6": ranges and single CPUs.
    let allowed = line.dropFirst("Cpus_allowed_list:".count).split(separator: ",").map {
      let bounds = $0.split(separator: "-").compactMap {
        Int($0.trimmingCharacters(in: .whitespaces))
      }
      return bounds.count == 2 ? bounds[1] - bounds[0] + 1 : 1
    }.reduce(0, +)
    let sut = EnvironmentClient.liveValue.processorCount()
    #expect(sut == allowed)
  }
}
