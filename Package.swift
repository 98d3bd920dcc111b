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
      exclude: ["startup-order.txt"],
      swiftSettings: strictSettings,
      linkerSettings: [
        // `bmi calc` runs inside shell loops, so start-up time is its speed. The release
        // build (what the README installs) is one fully static executable on Linux: no
        // dynamic loader and no shared libraries to map. Most of what is left of a short run
        // is page faults on code spread over megabytes, so lld places the functions a quick
        // `bmi calc` runs next to each other, in the order of Sources/bmi/startup-order.txt
        // (the measured start-up: Sources/Benchmark/RESULTS.md). Regenerate that list after
        // large changes:
        //   valgrind --tool=callgrind --demangle=no --compress-strings=no \
        //     .build/release/bmi calc --weight 70 --height 175 --format value
        // and keep the functions (fn= and cfn= lines; an address, through nm) in order of
        // first appearance. A name that no longer exists is skipped. Debug builds
        // (`swift run`, `swift test`) stay dynamic and unordered.
        .unsafeFlags(
          [
            "-static-executable", "-use-ld=lld",
            "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/bmi/startup-order.txt",
            "-Xlinker", "--no-warn-symbol-ordering",
          ],
          .when(platforms: [.linux], configuration: .release))
      ]
    ),
    // Not part of the app: times `bmi` against its named baselines (see its README.md).
    .executableTarget(
      name: "bmi-benchmark", path: "Sources/Benchmark", exclude: ["README.md", "RESULTS.md"],
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
      // The WHO's tables and its programs' output, read by the tests through #filePath.
      exclude: ["Support/WHO"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CommandLineInterfaceTests",
      dependencies: ["CommandLineInterface", "Model", "DataSource", "TestSupport"],
      swiftSettings: strictSettings
    ),
  ]
)
