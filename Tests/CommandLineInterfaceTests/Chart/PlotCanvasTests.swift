import Testing

@testable import CommandLineInterface

struct PlotCanvasTests {
  private static func braille(_ sut: PlotCanvas, row: Int) -> String {
    String(
      (0..<sut.columns).map { ChartGlyphs.unicode.trend(dots: sut.dots(column: $0, row: row)) })
  }

  @Test(arguments: [
    (0, 0, "⠁"), (0, 1, "⠂"), (0, 2, "⠄"), (0, 3, "⡀"),
    (1, 0, "⠈"), (1, 1, "⠐"), (1, 2, "⠠"), (1, 3, "⢀"),
  ])
  func dot_position_setsTheMatchingBrailleDot(x: Int, y: Int, expected: String) {
    var sut = PlotCanvas(columns: 1, rows: 1)
    sut.dot(x: x, y: y)
    #expect(Self.braille(sut, row: 0) == expected)
    #expect(sut.layer(column: 0, row: 0) == .trend)
  }

  @Test func line_flat_fillsOneDotRowAcrossCells() {
    var sut = PlotCanvas(columns: 3, rows: 1)
    sut.line(from: (x: 0, y: 1), to: (x: 5, y: 1))
    #expect(Self.braille(sut, row: 0) == "⠒⠒⠒")
  }

  @Test func line_steep_leavesNoGapBetweenRows() {
    var sut = PlotCanvas(columns: 1, rows: 2)
    sut.line(from: (x: 0, y: 0), to: (x: 1, y: 7))
    #expect(Self.braille(sut, row: 0) == "⡇")
    #expect(Self.braille(sut, row: 1) == "⢸")
  }

  @Test func dot_outsideCanvas_isIgnored() {
    var sut = PlotCanvas(columns: 1, rows: 1)
    sut.dot(x: 2, y: 0)
    sut.dot(x: 0, y: -1)
    #expect(sut.layer(column: 0, row: 0) == .empty)
  }

  @Test func mark_weakerLayer_doesNotCoverStronger() {
    var sut = PlotCanvas(columns: 1, rows: 1)
    sut.mark(column: 0, row: 0, .goal)
    sut.mark(column: 0, row: 0, .band)
    #expect(sut.layer(column: 0, row: 0) == .goal)
  }

  @Test func mark_belowCeiling_keepsTheTrendVisible() {
    var sut = PlotCanvas(columns: 1, rows: 1)
    sut.dot(x: 0, y: 0)
    sut.mark(column: 0, row: 0, .weighIn, below: .goal)
    #expect(sut.layer(column: 0, row: 0) == .trend)
  }
}
