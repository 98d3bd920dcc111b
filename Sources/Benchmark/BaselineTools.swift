import Glibc

/// The other programs a suite compares against, installed from Debian's packages if missing.
enum BaselineTools {
  /// The tools (by command name, with their package) that are available after trying.
  static func ensure(_ packages: [String: String]) -> Set<String> {
    var missing = packages.keys.filter { !isInstalled($0) }
    if !missing.isEmpty {
      let names = missing.compactMap { packages[$0] }.sorted()
      print("installing \(names.joined(separator: " ")) with apt-get…")
      _ = CommandTimer.run(["apt-get", "install", "-y", "-qq"] + names)
      missing = missing.filter { !isInstalled($0) }
    }
    return Set(packages.keys).subtracting(missing)
  }

  private static func isInstalled(_ command: String) -> Bool {
    PeakMemory.resolve(command).contains("/")
  }
}
