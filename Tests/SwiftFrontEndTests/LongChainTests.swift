import Foundation
import Testing

@testable import SwiftFrontEnd

/// Long modifier chains and long lines, which the fuzzer of `.swift` input reaches: reading
/// them is linear. A chain of n links once cost n² (debug build, reading only: 1,000 links
/// 0.57 s, 2,000 2.2 s, 4,000 9.0 s; now 0.13, 0.25 and 0.50 s).
@Suite struct LongChainTests {
  /// 8,000 `.padding(1)` links on one line, then a name no file declares. The error's column
  /// counts scalars: `#Preview { Text("ééé")` is 22 (each é is two bytes, one scalar), the
  /// links 8,000 × 11 = 88,000, `.frame(width: ` 14, so `store` is at column 22 + 88,000 + 14
  /// + 1 = 88,037. Quadratic reading took about 36 s here (four times the 4,000 links' 9 s);
  /// linear reading takes about 1 s, but 11–15 s under AddressSanitizer on a loaded machine, so
  /// the bound is 30 s: still below what the quadratic reading took without the sanitizer.
  @Test func longChainOnOneLineIsReadQuickly() {
    let source =
      "#Preview { Text(\"ééé\")" + String(repeating: ".padding(1)", count: 8_000)
      + ".frame(width: store) }"
    let clock = ContinuousClock()
    let start = clock.now
    let out = onLargeStack { layOutSwift([source]) }
    let elapsed = clock.now - start
    #expect(out.messages.first?.hasPrefix("1:88037 cannot find 'store'") == true)
    #expect(elapsed < .seconds(30), "\(elapsed)")
  }

  /// A chain laid out: each link insets by 1 a side, so the colour is proposed
  /// max(0, 390 − 6,000) = 0 square and the outermost link is 2 × 3,000 = 6,000 square, centred
  /// at ((390 − 6,000) / 2, (844 − 6,000) / 2) = (−2,805, −2,578); 3,000 in from that, the
  /// colour is 0 × 0 at (195, 422), the canvas's centre (every link dropped: 390 × 844 at 0, 0).
  @Test func longChainLaysOut() {
    let source = "#Preview {\n  Color.red" + String(repeating: ".padding(1)", count: 3_000) + "\n}"
    let out = onLargeStack { layOutSwift([source]) }
    #expect(out.messages == [])
    #expect(out.frames == [[195, 422, 0, 0]])
  }

  /// Scalars before each offset, against counting from the start, across the 64-byte
  /// checkpoints: one-, two-, three- and four-byte scalars, 300 bytes in all.
  @Test func scalarCountsMatchCountingFromTheStart() {
    let bytes = Array(String(repeating: "aé€😀", count: 30).utf8)
    #expect(bytes.count == 300)  // (1 + 2 + 3 + 4) × 30
    let counts = ScalarCounts(bytes)
    for offset in 0...bytes.count {
      let naive = bytes[..<offset].filter { $0 & 0xC0 != 0x80 }.count
      #expect(counts.before(offset) == naive, "at \(offset)")
    }
    #expect(counts.before(300) == 120)
    let exact = ScalarCounts(Array(repeating: UInt8(ascii: "x"), count: 128))
    #expect(exact.before(128) == 128 && exact.before(64) == 64)
    #expect(ScalarCounts([]).before(0) == 0)
  }
}

/// Runs `body` on a thread with a 2 GiB stack: reading a chain thousands of links long
/// recurses deeper than a test thread's stack. `layoutc` runs a file on 512 MiB, which the
/// release build's frames leave far from full; the test suite's debug build under
/// AddressSanitizer (each frame with its red zones) overflowed 512 MiB at 8,000 links.
private func onLargeStack<T>(_ body: @escaping @Sendable () -> T) -> T {
  let outcome = Outcome<T>()
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    outcome.value = body()
    done.signal()
  }
  thread.stackSize = 2 << 30
  thread.start()
  done.wait()
  return outcome.value!
}

private final class Outcome<T>: @unchecked Sendable {
  var value: T?
}
