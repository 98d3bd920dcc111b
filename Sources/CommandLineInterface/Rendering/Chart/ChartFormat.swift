/// How `bmi chart` writes: drawn with characters, or as an SVG document.
enum ChartFormat: String, Sendable, CaseIterable {
  case text
  case svg

  /// The file name extensions that say each format; any other extension says a format chart
  /// does not write.
  var extensions: [String] {
    switch self {
    case .text: return ["txt", "text"]
    case .svg: return ["svg"]
    }
  }

  /// The format and output of a command line: `--format` wins, else the output name's
  /// extension, else text. An output name whose extension says another format is refused,
  /// so `--output chart.png` never writes SVG (or text) into a file named for a PNG.
  static func resolve(format: String?, output: String?, svg: String?)
    throws(CommandLineError) -> (ChartFormat, String?)
  {
    if let svg {
      if output != nil {
        throw .usage("--svg FILE and --output FILE both name the output; keep one")
      }
      if let format, format != ChartFormat.svg.rawValue {
        throw .usage("--svg writes SVG, not \(format); use --format \(format) --output FILE")
      }
      return (.svg, try checked(svg, as: .svg))
    }
    let chosen = format.flatMap(ChartFormat.init(rawValue:))
    guard let output, output != "-" else { return (chosen ?? .text, output) }
    guard let suffix = pathExtension(output) else { return (chosen ?? .text, output) }
    guard let implied = allCases.first(where: { $0.extensions.contains(suffix) }) else {
      return (chosen ?? .text, try checked(output, as: chosen ?? .text))
    }
    return (implied, try checked(output, as: chosen ?? implied))
  }

  private static func checked(_ path: String, as format: ChartFormat) throws(CommandLineError)
    -> String
  {
    guard let suffix = pathExtension(path), !format.extensions.contains(suffix) else { return path }
    guard let named = allCases.first(where: { $0.extensions.contains(suffix) }) else {
      throw .usage(
        "--output '\(path)': bmi chart writes text or svg, not .\(suffix); name the file .svg or .txt"
      )
    }
    throw .usage(
      "--output '\(path)' names \(named.rawValue) but the chart is \(format.rawValue); name the file .\(format.extensions[0]) or use --format \(named.rawValue)"
    )
  }

  /// `svg` for `out/Chart.SVG`; `nil` without a dot in the last component (`.hidden` too).
  static func pathExtension(_ path: String) -> String? {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    let suffix = name[name.index(after: dot)...]
    return suffix.isEmpty ? nil : suffix.lowercased()
  }
}
