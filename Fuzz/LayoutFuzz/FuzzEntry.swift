import LayoutCommand

/// libFuzzer's entry point: the input bytes are a `.view` file on standard input, run through
/// the whole pipeline (read, parse, lower, measure, lay out, render JSON) exactly as `layoutc -`
/// runs it. A crash, a trap or a sanitizer report is a finding; so is an outcome the CLI
/// contract forbids, checked below.
@_cdecl("LLVMFuzzerTestOneInput")
public func layoutcFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
  let options = RunOptions(input: "-", format: .json, color: .never)
  let outcome = LayoutCommand.run(options, environment: RunEnvironment(standardInput: bytes))
  switch outcome.exitCode {
  case ExitStatus.success:
    // A laid-out file prints its JSON document.
    precondition(outcome.standardOutput.hasPrefix("{\n"), "exit 0 without a JSON document")
  case ExitStatus.inputError:
    // Bad input is reported, never silent, and prints no half result.
    precondition(outcome.standardError.contains("error"), "exit 2 without an error message")
    precondition(outcome.standardOutput.isEmpty, "exit 2 with output")
  default:
    preconditionFailure("exit status \(outcome.exitCode) for a file on standard input")
  }
  return 0
}

/// libFuzzer's driver, called from our own `main`: SwiftPM links an executable's `main` to
/// the module's entry function, so libFuzzer's `main` is never pulled in.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The executable's entry point (what SwiftPM names `main` for the `layoutc-fuzz` module).
@_cdecl("layoutc_fuzz_main")
public func layoutcFuzzMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  var argc = argc
  var argv = argv
  return runFuzzerDriver(&argc, &argv) { data, size in layoutcFuzzOne(data, size) }
}
