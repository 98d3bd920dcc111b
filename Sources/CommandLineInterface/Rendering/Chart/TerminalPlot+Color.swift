extension TerminalPlot {
  /// The colour of each kind of mark, shared by the plot and its legend so they always match.
  static func color(of layer: PlotCanvas.Layer) -> TerminalStyle.Color? {
    switch layer {
    case .empty: return nil
    case .band: return .green
    case .goal: return .red
    case .trend: return .yellow
    case .weighIn: return .cyan
    }
  }
}
