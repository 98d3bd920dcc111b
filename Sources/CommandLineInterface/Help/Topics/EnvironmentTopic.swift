import Model

/// `bmi help environment`: every environment variable bmi reads (the manual's ENVIRONMENT).
enum EnvironmentTopic {
  /// Each variable with what it changes; every one is read through `EnvironmentClient`.
  static let variables: [[String]] = [
    [
      "BMI_STORE",
      "The store file to use, unless --store PATH is given. Empty counts as unset.",
    ],
    [
      "XDG_DATA_HOME",
      "When BMI_STORE is unset and this is an absolute path, the store is $XDG_DATA_HOME/bmi/store.json.",
    ],
    ["HOME", "Otherwise the store is $HOME/.local/share/bmi/store.json."],
    [
      "BMI_LOCK_TIMEOUT",
      "Seconds a change waits for another bmi to release the store (0 to 600, in decimal digits such as 30 or 0.5; default \(Int(StoreLocator.defaultLockTimeoutSeconds))); then it exits 75. Any other value (30s, -1) stops a change with exit 64; reading commands do not use it.",
    ],
    [
      "NO_COLOR",
      "When set and not empty, no colour is used with --color auto (the default).",
    ],
    ["TERM", "When dumb, no colour is used with --color auto."],
    [
      "COLUMNS",
      "The width for help and charts when standard output is not a terminal (default 80).",
    ],
    [
      "LC_ALL, LC_CTYPE, LANG",
      "The first one set decides whether charts draw with Unicode (a UTF-8 locale) or ASCII.",
    ],
  ]

  static var topic: HelpTopic {
    HelpTopic(
      name: "environment",
      summary: "The environment variables bmi reads.",
      blocks: [
        .paragraph(
          "bmi reads these variables and no others; command-line options win over them."),
        .table(header: ["Variable", "Effect"], rows: variables),
      ],
      manualSection: "ENVIRONMENT")
  }
}
