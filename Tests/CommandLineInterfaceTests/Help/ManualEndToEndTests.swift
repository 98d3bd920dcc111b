import CommandLineInterface
import Testing

/// `bmi manual` covers every command, every option and the whole exit-code table.
@MainActor
struct ManualEndToEndTests {
  @Test func manual_realCommands_documentsEveryCommandOptionAndExitCode() async {
    let sut = await InProcessRunner.run(["manual"])
    #expect(sut.status == 0)
    #expect(sut.stdout.hasPrefix(".\\\" bmi(1)"))
    for spec in CommandRegistry.specs {
      #expect(sut.stdout.contains(".SS bmi \(spec.name.replacingAll("-", with: "\\-"))"))
      for option in spec.allOptions {
        #expect(sut.stdout.contains("\\fB\\-\\-\(option.name.replacingAll("-", with: "\\-"))\\fR"))
      }
    }
    for status in ExitStatus.allCases {
      #expect(sut.stdout.contains(".TP\n\\fB\(status.rawValue)\\fR\n"))
    }
  }
}

extension String {
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var out = ""
    for character in self {
      if character == target { out += replacement } else { out.append(character) }
    }
    return out
  }
}
