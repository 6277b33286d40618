import LayoutcCLI

// `.swift` input runs in `layoutc-swift`, which links swift-syntax; `.view` runs never load it.
if SwiftInput.readsSwift(Array(CommandLine.arguments.dropFirst())) {
  let program = SwiftInput.handOver()
  Layoutc.exitWithMissingFrontEnd(program)
}
Layoutc.parseAndRun()
