/// `--force`, shared by the commands that refuse implausible values (calc, log, import,
/// profile save).
enum PlausibilityOptions {
  static let force = OptionSpec.flag(
    "force",
    help:
      "Accept a value that looks like a slip: a BMI outside 12–100, a weigh-in more than 20% from the recent ones, a log or import entry dated before the birth date or after today (see 'bmi help plausibility')."
  )
}
