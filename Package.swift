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
        // `bmi calc` runs inside shell loops, so start-up time is its speed. Linking the
        // Swift runtime and Foundation statically cuts start-up from ~5 ms to ~2 ms.
        .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
      ]
    ),
    // Not part of the app: times `bmi` against its named baselines (see its README.md).
    .executableTarget(
      name: "bmi-benchmark", path: "Sources/Benchmark", exclude: ["README.md"],
      swiftSettings: strictSettings),
    // Not part of the app: the libFuzzer entry for long fuzz runs (see its README.md).
    .executableTarget(
      name: "bmi-fuzz", dependencies: ["CommandLineInterface", "Model", "DataSource"],
      path: "Sources/Fuzz", exclude: ["README.md"], swiftSettings: strictSettings),
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
