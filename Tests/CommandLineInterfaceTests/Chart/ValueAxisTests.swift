import Testing

@testable import CommandLineInterface

struct ValueAxisTests {
  @Test(arguments: [
    // extent, max ticks, expected labels
    (76.8...83.1, 10, ["76", "77", "78", "79", "80", "81", "82", "83", "84"]),
    (76.8...83.1, 5, ["76", "78", "80", "82", "84"]),
    (76.8...83.1, 3, ["75", "80", "85"]),
    (69.0...71.0, 3, ["69", "70", "71"]),
    (70.02...70.38, 5, ["70.0", "70.1", "70.2", "70.3", "70.4"]),
    (150.0...210.0, 4, ["150", "200", "250"]),
    (76.0...80.0, 3, ["76", "78", "80"]),
  ])
  func covering_extent_roundsOutwardToNiceTicks(
    extent: ClosedRange<Double>, maxTicks: Int, expected: [String]
  ) {
    let sut = ValueAxis.covering(extent, maxTicks: maxTicks)
    #expect(sut.tickLabels == expected)
    #expect(sut.lower <= extent.lowerBound && sut.upper >= extent.upperBound)
  }

  @Test(arguments: [
    // extent, minimum step, expected labels, expected range
    (76.8...83.1, 1.5, ["78", "80", "82"], 76.8...83.1),
    (76.8...83.1, 0.6, ["77", "78", "79", "80", "81", "82", "83"], 76.8...83.1),
    (76.8...83.1, 0.15, ["76.8", "77.0", "77.2"], 76.8...83.1),
    // Only 80 lies inside at step 5: the range grows to the ticks around it.
    (76.8...83.1, 2.7, ["75", "80", "85"], 75.0...85.0),
    (68.9...71.1, 0.5, ["69.0", "69.5", "70.0"], 68.9...71.1),
    (68.9...71.1, 0.6, ["69", "70", "71"], 68.9...71.1),
  ])
  func within_extent_keepsRangeWithTicksInside(
    extent: ClosedRange<Double>, minimumStep: Double, expected: [String],
    range: ClosedRange<Double>
  ) {
    let sut = ValueAxis.within(extent, minimumStep: minimumStep)
    #expect(Array(sut.tickLabels.prefix(expected.count)) == expected)
    #expect(sut.lower == range.lowerBound && sut.upper == range.upperBound)
    #expect(sut.tickValues.allSatisfy { (sut.lower...sut.upper).contains($0) })
  }

  @Test func covering_binaryNoiseOnATick_doesNotAddAStep() {
    // 0.1 + 0.2 is 0.30000000000000004: still exactly the 0.3 tick.
    let sut = ValueAxis.covering(0.1...(0.1 + 0.2), maxTicks: 3)
    #expect(sut.tickLabels == ["0.1", "0.2", "0.3"])
  }
}
