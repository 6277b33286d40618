import LayoutCommand
import SwiftFrontEnd

#if canImport(Glibc)
  import Glibc
#endif

/// libFuzzer's entry point for `.swift` input: the bytes are one Swift file, run exactly as
/// `layoutc-swift FILE.swift --format json` runs it (swift-syntax's parse, the front end's
/// reading, the interpreter, then the `.view` pipeline's lowering, layout and JSON). Every
/// preview in the file is laid out; more than one prints JSON Lines. A crash, a trap, a
/// sanitizer report or a hang is a finding; so is an outcome the CLI contract forbids.
@_cdecl("LLVMFuzzerTestOneInput")
public func layoutcSwiftFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let path = FuzzedSwiftFile.shared.write(data, size)
  var options = RunOptions(input: path, format: .json, color: .never)
  options.swiftSources = [path]
  var environment = RunEnvironment()
  environment.programReader = SwiftProgramReader.read
  // One job: libFuzzer measures one input at a time, and a hang stays on one thread.
  let outcome = LayoutCommand.runSwift(
    options, Matrix(files: []), jobs: 1, environment: environment)
  switch outcome.exitCode {
  case ExitStatus.success:
    // A laid-out preview prints its JSON document (several print JSON Lines).
    precondition(outcome.standardOutput.hasPrefix("{"), "exit 0 without JSON")
  case ExitStatus.inputError:
    // Bad input is reported, never silent, and prints no half result. Several previews are a
    // matrix: the ones that laid out are still printed, each a whole JSON line, as for any
    // matrix with a failing combination (CommandLine.md, *Matrices*).
    precondition(outcome.standardError.contains("error"), "exit 2 without an error message")
    let lines = outcome.standardOutput.split(separator: "\n")
    precondition(
      lines.allSatisfy { $0.hasPrefix("{\"schemaVersion\"") && $0.hasSuffix("}") },
      "exit 2 with output that is not whole JSON lines")
  default:
    preconditionFailure("exit status \(outcome.exitCode) for a .swift file")
  }
  return 0
}

/// The one file each input is written to: `layoutc-swift` reads its sources from disk (with
/// their folder's asset catalogues), so the fuzzer does too, in a fresh empty folder of its
/// own, which is removed at exit.
final class FuzzedSwiftFile: @unchecked Sendable {
  static let shared = FuzzedSwiftFile()
  let folder: String
  let path: String

  init() {
    var template = Array("/tmp/layoutc-fuzz-swift.XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("cannot make a temporary folder") }
    folder = String(cString: made)
    path = folder + "/Fuzzed.swift"
    atexit {
      unlink(FuzzedSwiftFile.shared.path)
      rmdir(FuzzedSwiftFile.shared.folder)
    }
  }

  /// Replaces the file's contents with `size` bytes at `data`; returns its path.
  func write(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    precondition(descriptor >= 0, "cannot write \(path)")
    var written = 0
    while written < size, let data {
      let count = Glibc.write(descriptor, data + written, size - written)
      precondition(count > 0, "cannot write \(path)")
      written += count
    }
    close(descriptor)
    return path
  }
}

/// libFuzzer's driver, called from our own `main` (see Fuzz/LayoutFuzz/FuzzEntry.swift).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The executable's entry point (what SwiftPM names `main` for the `layoutc-fuzz-swift`
/// module).
@_cdecl("layoutc_fuzz_swift_main")
public func layoutcSwiftFuzzMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  var argc = argc
  var argv = argv
  return runFuzzerDriver(&argc, &argv) { data, size in layoutcSwiftFuzzOne(data, size) }
}
