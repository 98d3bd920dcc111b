/// Options every command takes, appended to each command's own table.
public enum GlobalOptions {
  public static let quiet = OptionSpec.flag(
    "quiet", short: "q", help: "Print only data: no confirmations or progress on stderr.")
  public static let help = OptionSpec.flag("help", short: "h", help: "Show this help.")

  public static let all: [OptionSpec] = [quiet, help]
}
