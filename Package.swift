// swift-tools-version:6.1
import PackageDescription

/// Strict settings for every target: Swift 6 language mode (the default for tools 6.x)
/// plus explicit `any` for existentials.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "bmi",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "bmi", targets: ["bmi"])
  ],
  targets: [
    .target(name: "DataSource", swiftSettings: strictSettings),
    .target(name: "Model", dependencies: ["DataSource"], swiftSettings: strictSettings),
    .target(
      name: "CommandLineInterface",
      dependencies: ["Model", "DataSource"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "bmi",
      dependencies: ["CommandLineInterface", "Model", "DataSource"],
      swiftSettings: strictSettings,
      linkerSettings: [
        // `bmi calc` runs inside shell loops, so start-up time is its speed. The release
        // build (what the README installs) is one fully static executable on Linux: no
        // dynamic loader, no shared libraries to map and relocate, which is most of what a
        // short run costs. Debug builds (`swift run`, `swift test`) stay dynamic.
        .unsafeFlags(
          ["-static-executable"], .when(platforms: [.linux], configuration: .release))
      ]
    ),
    // Not part of the app: times `bmi` against its named baselines (see README, Performance).
    .executableTarget(
      name: "bmi-benchmark", path: "Sources/Benchmark", swiftSettings: strictSettings),
    // Not part of the app: the libFuzzer entry for long fuzz runs (see README, Fuzzing).
    .executableTarget(
      name: "bmi-fuzz", dependencies: ["CommandLineInterface", "Model", "DataSource"],
      path: "Sources/Fuzz", swiftSettings: strictSettings),
    // Temporary directories and other helpers shared by the test targets.
    .target(
      name: "TestSupport", dependencies: ["DataSource"], path: "Tests/TestSupport",
      swiftSettings: strictSettings),
    .testTarget(
      name: "DataSourceTests", dependencies: ["DataSource", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ModelTests",
      dependencies: ["Model", "DataSource", "TestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CommandLineInterfaceTests",
      dependencies: ["CommandLineInterface", "Model", "DataSource", "TestSupport"],
      swiftSettings: strictSettings
    ),
  ]
)
