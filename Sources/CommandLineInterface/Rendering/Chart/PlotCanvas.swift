/// The plot area of a terminal chart: character cells, each holding the topmost thing drawn
/// in it and, for the trend, a 2×4 pattern of dots (the braille cell's resolution).
///
/// The trend is drawn in dots even in ASCII, where a cell with any dot shows one character:
/// one drawing path gives both modes the same line.
struct PlotCanvas: Sendable {
  /// What a cell shows, weakest first: a stronger layer covers a weaker one.
  enum Layer: Int, Sendable, Comparable {
    case empty, band, goal, trend, weighIn

    static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  let columns: Int
  let rows: Int
  private(set) var layers: [Layer]
  private(set) var dots: [UInt8]

  var dotColumns: Int { columns * 2 }
  var dotRows: Int { rows * 4 }

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    layers = Array(repeating: .empty, count: columns * rows)
    dots = Array(repeating: 0, count: columns * rows)
  }

  func layer(column: Int, row: Int) -> Layer { layers[row * columns + column] }
  func dots(column: Int, row: Int) -> UInt8 { dots[row * columns + column] }

  /// Puts `layer` in a cell unless something stronger, or stronger than `ceiling`, is there.
  mutating func mark(column: Int, row: Int, _ layer: Layer, below ceiling: Layer = .weighIn) {
    guard (0..<columns).contains(column), (0..<rows).contains(row) else { return }
    let index = row * columns + column
    if layers[index] <= ceiling { layers[index] = max(layers[index], layer) }
  }

  mutating func markRow(_ row: Int, _ layer: Layer) {
    for column in 0..<columns { mark(column: column, row: row, layer) }
  }

  /// Unicode numbers braille dots 1-2-3 down the left, 4-5-6 down the right, then 7 and 8
  /// below them; bit n-1 is dot n.
  private static let dotBits: [[UInt8]] = [
    [0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80],
  ]

  mutating func dot(x: Int, y: Int) {
    guard (0..<dotColumns).contains(x), (0..<dotRows).contains(y) else { return }
    let index = (y / 4) * columns + x / 2
    dots[index] |= Self.dotBits[y % 4][x % 2]
    layers[index] = max(layers[index], .trend)
  }

  /// Bresenham's line, so a steep trend stays connected instead of leaving dotted jumps.
  mutating func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) {
    let dx = abs(end.x - start.x)
    let dy = -abs(end.y - start.y)
    let stepX = start.x < end.x ? 1 : -1
    let stepY = start.y < end.y ? 1 : -1
    var (x, y) = start
    var error = dx + dy
    while true {
      dot(x: x, y: y)
      if x == end.x && y == end.y { return }
      let doubled = 2 * error
      if doubled >= dy {
        error += dy
        x += stepX
      }
      if doubled <= dx {
        error += dx
        y += stepY
      }
    }
  }
}
