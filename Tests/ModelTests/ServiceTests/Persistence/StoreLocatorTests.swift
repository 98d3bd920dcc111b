import DataSource
import Model
import Testing

struct StoreLocatorTests {
  @Test(arguments: [
    (
      String?("/o/s.json"), ["BMI_STORE": "/e/s.json", "HOME": "/h"], "/o/s.json",
      StoreLocation.Source.option
    ),
    (
      nil, ["BMI_STORE": "/e/s.json", "XDG_DATA_HOME": "/x", "HOME": "/h"], "/e/s.json",
      .environment
    ),
    (nil, ["XDG_DATA_HOME": "/x/", "HOME": "/h"], "/x/bmi/store.json", .dataHome),
    (
      nil, ["XDG_DATA_HOME": "relative/dir", "HOME": "/h"], "/h/.local/share/bmi/store.json", .home
    ),
    (nil, ["BMI_STORE": "", "HOME": "/h"], "/h/.local/share/bmi/store.json", .home),
    ("", ["HOME": "/h"], "/h/.local/share/bmi/store.json", .home),
  ])
  func locate_sources_takeThisOrder(
    option: String?, variables: [String: String], path: String, source: StoreLocation.Source
  ) {
    let sut = StoreLocator(dependencies: .testDependencies(environment: .fixed(variables)))
    #expect(sut.locate(option: option)?.path == path)
    #expect(sut.locate(option: option)?.source == source)
  }

  /// Issue 13: the fallback past an empty `BMI_STORE` is marked, so that a change refuses it.
  @Test func locate_emptyBMIStore_fallsBackMarkedAsPassedOver() {
    let variables = ["BMI_STORE": "", "HOME": "/h"]
    let sut = StoreLocator(dependencies: .testDependencies(environment: .fixed(variables)))
    #expect(
      sut.locate(option: nil)
        == StoreLocation(
          path: "/h/.local/share/bmi/store.json", source: .home, passedOverEmpty: "BMI_STORE"))
  }

  @Test func locate_nothingSet_isNil() {
    let sut = StoreLocator(dependencies: .testDependencies())
    #expect(sut.locate(option: nil) == nil)
  }

  @Test(arguments: [(String?.none, 5.0), ("0.5", 0.5), ("abc", 5.0), ("-1", 5.0), ("9999", 5.0)])
  func lockTimeoutSeconds_variable_isReadWhenSensible(text: String?, seconds: Double) {
    let variables = text.map { ["BMI_LOCK_TIMEOUT": $0] } ?? [:]
    let sut = StoreLocator(dependencies: .testDependencies(environment: .fixed(variables)))
    #expect(sut.lockTimeoutSeconds == seconds)
  }

  /// A value that is not 0 to 600 seconds is named, so that a change can refuse it.
  @Test(arguments: [
    (String?.none, false), ("", false), ("0", false), ("600", false), ("0.5", false),
    ("30s", true), ("-1", true), ("600.5", true), ("nan", true), ("1e9", true), ("0x10", true),
    ("+5", true), ("1e2", true), ("5.5", false), ("1.2.3", true),
  ])
  func lockTimeoutProblem_variable_namesAnUnusableValue(text: String?, unusable: Bool) {
    let variables = text.map { ["BMI_LOCK_TIMEOUT": $0] } ?? [:]
    let sut = StoreLocator(dependencies: .testDependencies(environment: .fixed(variables)))
    #expect(
      sut.lockTimeoutProblem
        == (unusable
          ? .unusableVariable(
            name: "BMI_LOCK_TIMEOUT", value: text ?? "",
            expected: "a number of seconds from 0 to 600") : nil))
  }
}
