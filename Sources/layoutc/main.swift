import LayoutcCLI

// `.swift` input runs in `layoutc-swift`, which links swift-syntax; `.view` runs never load it.
// A subcommand (`layoutc check Screens/`) hands over itself once it has found `.swift` screens.
let arguments = Array(CommandLine.arguments.dropFirst())
if !Layoutc.isSubcommand(arguments) && SwiftInput.readsSwift(arguments) {
  let program = SwiftInput.handOver()
  Layoutc.exitWithMissingFrontEnd(program)
}
Layoutc.parseAndRun()
