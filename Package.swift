// swift-tools-version: 6.0
import PackageDescription

// The benchmark and fuzzing executables are added only when `make bench` / `make fuzz` ask for
// them (each in its own scratch path), so `swift build` and `swift test` never compile them.
let extraTargets = Context.environment["LAYOUTC_EXTRA_TARGETS"] ?? ""

let package = Package(
  name: "layoutc",
  products: [
    .executable(name: "layoutc", targets: ["layoutc"]),
    .executable(name: "layoutc-swift", targets: ["layoutc-swift"]),
    .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
  ],
  targets: [
    // The layout engine: pure Swift, no I/O, no parser, no FreeType.
    .target(name: "LayoutEngine"),
    // FreeType through pkg-config (Debian: libfreetype-dev).
    .systemLibrary(
      name: "CFreeType",
      pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"])]
    ),
    // HarfBuzz through pkg-config (Debian: libharfbuzz-dev), for shaping and GPOS kerning.
    .systemLibrary(
      name: "CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"])]
    ),
    // zlib (Debian: zlib1g-dev), for the tests only: they decode Chromium's screenshots.
    .systemLibrary(
      name: "CZlib",
      path: "Tests/CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    // ICU's line-break iterator behind plain C names (ICU renames symbols per version).
    .target(name: "CICUShim", linkerSettings: [.linkedLibrary("icuuc")]),
    // Text measurement: implements the engine's TextMeasuring protocol; bundles Inter. The fonts
    // are not SwiftPM resources: a resource bundle's generated accessor imports Foundation,
    // which put Foundation and ICU's data into the binary's start-up (FontLocator finds them).
    .target(
      name: "TextMeasurement",
      dependencies: ["LayoutEngine", "CFreeType", "CHarfBuzz", "CICUShim"],
      exclude: ["Fonts"]
    ),
    // The `.view` language: source -> syntax tree -> engine tree, with diagnostics.
    .target(name: "ViewDSL", dependencies: ["LayoutEngine"]),
    // `.swift` input: swift-syntax's tree read into the `.view` language's program syntax.
    // Only `layoutc-swift` links it, so `.view` runs never load swift-syntax.
    .target(
      name: "SwiftFrontEnd",
      dependencies: [
        "ViewDSL",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ]
    ),
    // Table and JSON renderers.
    .target(name: "LayoutOutput", dependencies: ["LayoutEngine"]),
    // Two layouts compared view by view (`layoutc diff`, `layoutc check`), and the picture
    // of the change; reads the JSON output back (with the `.view` language's JSON reader).
    .target(name: "LayoutDiff", dependencies: ["ViewDSL", "LayoutOutput"]),
    // The whole run (read, compile, lay out, render) without argument parsing.
    .target(
      name: "LayoutCommand",
      dependencies: ["LayoutEngine", "ViewDSL", "LayoutOutput", "TextMeasurement", "LayoutDiff"]
    ),
    // The command line shared by the two executables: argument parsing and wiring only.
    .target(
      name: "LayoutcCLI",
      dependencies: [
        "LayoutCommand", "ViewDSL",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The thin executable for `.view` input; it hands `.swift` input to `layoutc-swift`.
    .executableTarget(name: "layoutc", dependencies: ["LayoutcCLI"]),
    // The same command with the Swift front end (swift-syntax).
    .executableTarget(name: "layoutc-swift", dependencies: ["LayoutcCLI", "SwiftFrontEnd"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    // The engine's public API only (no @testable): the example of Documentation/Library.md.
    .testTarget(name: "LibraryTests", dependencies: ["LayoutEngine"]),
    .testTarget(name: "ViewDSLTests", dependencies: ["ViewDSL", "LayoutEngine"]),
    .testTarget(name: "LayoutOutputTests", dependencies: ["LayoutOutput", "LayoutEngine"]),
    .testTarget(name: "LayoutDiffTests", dependencies: ["LayoutDiff"]),
    .testTarget(name: "TextMeasurementTests", dependencies: ["TextMeasurement"]),
    .testTarget(name: "GoldenTests", dependencies: ["LayoutCommand", "LayoutOutput"]),
    .testTarget(
      name: "LayoutCommandTests",
      dependencies: ["LayoutCommand", "ViewDSL", "LayoutEngine", "SwiftFrontEnd"]),
    .testTarget(name: "CLITests", dependencies: ["layoutc", "layoutc-swift", "CZlib"]),
    .testTarget(
      name: "SwiftFrontEndTests", dependencies: ["SwiftFrontEnd", "ViewDSL", "LayoutEngine"]),
  ],
  swiftLanguageModes: [.v6]
)

if extraTargets.contains("bench") {
  // `make bench`: the engine on the benchmark shapes, text measurement against raw HarfBuzz.
  package.targets.append(
    .executableTarget(
      name: "layoutc-bench",
      dependencies: ["LayoutEngine", "ViewDSL", "TextMeasurement", "CHarfBuzz"],
      path: "Benchmarks/LayoutBench"))
}
if extraTargets.contains("fuzz") {
  // `make fuzz`: libFuzzer over the whole pipeline, on `.view` and on `.swift` bytes. The
  // project's code is optimised and instrumented (libFuzzer's coverage, AddressSanitizer) in any
  // build configuration; swift-syntax, built in `make fuzz`'s debug configuration, is neither:
  // optimising it took over 20 minutes on two cores, and instrumented in debug it parsed a
  // 42 KB file in 11 s (BENCHMARKS.md, "Fuzzing").
  let instrumented: [SwiftSetting] = [.unsafeFlags(["-O", "-sanitize=fuzzer,address"])]
  for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? []) + instrumented
  }
  let fuzzer: [SwiftSetting] = instrumented + [.unsafeFlags(["-parse-as-library"])]
  let linked: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]
  package.targets.append(
    .executableTarget(
      name: "layoutc-fuzz", dependencies: ["LayoutCommand"], path: "Fuzz/LayoutFuzz",
      swiftSettings: fuzzer, linkerSettings: linked))
  // The same over `.swift` files: swift-syntax, the front end, the interpreter, then layout.
  package.targets.append(
    .executableTarget(
      name: "layoutc-fuzz-swift", dependencies: ["LayoutCommand", "SwiftFrontEnd"],
      path: "Fuzz/SwiftFuzz", swiftSettings: fuzzer, linkerSettings: linked))
}
