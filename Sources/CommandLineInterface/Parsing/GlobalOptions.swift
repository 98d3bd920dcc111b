/// Options every command takes, appended to each command's own table.
public enum GlobalOptions {
  public static let store = OptionSpec.value(
    "store", "PATH", kind: .file,
    help: "Use this store file instead of the usual one (see 'bmi store path').")
  public static let quiet = OptionSpec.flag(
    "quiet", short: "q", help: "Print only data: no confirmations or progress on stderr.")
  public static let help = OptionSpec.flag("help", short: "h", help: "Show this help.")

  public static let all: [OptionSpec] = [store, quiet, help]
}
