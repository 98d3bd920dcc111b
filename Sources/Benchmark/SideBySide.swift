/// Times several commands in one run, interleaved round by round so that a busy moment of
/// the machine hits every command alike, and reports medians and ratios to a baseline.
struct SideBySide {
  struct Contender {
    var name: String
    var arguments: [String]
    var input: String = "/dev/null"
    /// A real file for tools that stop early when writing to `/dev/null` (GNU grep does).
    var output: String = "/dev/null"
    /// Runs before each (untimed) run, to put back what the previous run changed.
    var prepare: (() -> Void)? = nil
  }

  struct Result {
    var name: String
    var medianSeconds: Double
  }

  var rounds: Int
  var warmups: Int = 2

  func measure(_ contenders: [Contender]) -> [Result] {
    for _ in 0..<warmups {
      for contender in contenders {
        contender.prepare?()
        _ = CommandTimer.run(contender.arguments, input: contender.input, output: contender.output)
      }
    }
    var times = [[Double]](repeating: [], count: contenders.count)
    for _ in 0..<rounds {
      for (index, contender) in contenders.enumerated() {
        contender.prepare?()
        let sample = CommandTimer.run(
          contender.arguments, input: contender.input, output: contender.output)
        if sample.status != 0 {
          fatalError("'\(contender.arguments.joined(separator: " "))' exited \(sample.status)")
        }
        times[index].append(sample.seconds)
      }
    }
    return contenders.indices.map {
      Result(name: contenders[$0].name, medianSeconds: median(times[$0]))
    }
  }

  /// A table of medians, each as a ratio to the first (the baseline).
  static func report(_ results: [Result], rounds: Int) -> String {
    guard let baseline = results.first else { return "" }
    var lines = ["median of \(rounds) runs each, interleaved; ratio = time / \(baseline.name)"]
    let width = results.map(\.name.count).max() ?? 0
    for result in results {
      let name = result.name + String(repeating: " ", count: width - result.name.count)
      let ms = format(result.medianSeconds * 1000, places: 2)
      let ratio = format(result.medianSeconds / baseline.medianSeconds, places: 2)
      lines.append("  \(name)  \(ms) ms  \(ratio)x")
    }
    return lines.joined(separator: "\n")
  }

  private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

/// Fixed-point text for a report (no Foundation in this tool).
func format(_ value: Double, places: Int) -> String {
  var factor = 1.0
  for _ in 0..<places { factor *= 10 }
  let scaled = Int((value * factor).rounded())
  let whole = scaled / Int(factor)
  var fraction = String(abs(scaled) % Int(factor))
  while fraction.count < places { fraction = "0" + fraction }
  return places == 0 ? String(whole) : "\(whole).\(fraction)"
}
