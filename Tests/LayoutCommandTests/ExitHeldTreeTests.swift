import LayoutEngine
import Testing

@testable import LayoutCommand

/// `layoutc`'s run of one file keeps its tree until the process exits instead of destroying it;
/// the run's outcome is the same either way.
@Suite struct ExitHeldTreeTests {
  /// `VStack` with two colours: three views. The run that asks for it leaves that tree held
  /// (no other test asks, so nothing else writes the holder); its standard output, error and
  /// status are those of the run that frees its tree.
  @Test func aRunThatHoldsItsTreeOutputsTheSame() {
    let source = "VStack\n  Color.red.frame(height: 10)\n  Color.blue\n"
    func run(holding: Bool) -> RunOutcome {
      let options = RunOptions(input: "-", format: .json, color: .never)
      var environment = RunEnvironment(standardInput: Array(source.utf8))
      environment.holdsTreeUntilExit = holding
      return LayoutCommand.run(options, environment: environment)
    }
    let freed = run(holding: false)
    let held = run(holding: true)
    #expect(held.exitCode == ExitStatus.success)
    #expect(held.standardOutput == freed.standardOutput)
    #expect(held.standardError == freed.standardError)
    #expect(ExitHeldTree.heldViewCount == 3)
  }
}
