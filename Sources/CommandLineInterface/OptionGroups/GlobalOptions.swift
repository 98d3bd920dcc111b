/// Options every command takes, appended to each command's own table.
public enum GlobalOptions {
  public static let store = OptionSpec.value(
    "store", "PATH", kind: .file,
    help: "Use this store file instead of the usual one (see 'bmi store path').")
  public static let quiet = OptionSpec.flag(
    "quiet", short: "q", help: "Print only data: no confirmations or progress on stderr.")
  public static let color = OptionSpec.value(
    "color", "WHEN", kind: .choice(["auto", "always", "never"]),
    help:
      "Colour the output: auto (only on a terminal, never with NO_COLOR or TERM=dumb), always or never.",
    default: "auto")
  public static let noColor = OptionSpec.shorthand("no-color", for: "color", value: "never")
  public static let help = OptionSpec.flag("help", short: "h", help: "Show this help.")

  public static let all: [OptionSpec] = [store, quiet, color, noColor, help]
}
