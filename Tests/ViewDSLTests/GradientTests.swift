import LayoutEngine
import Testing

@testable import ViewDSL

/// Gradients are views that take what they are offered, like a `Color`; as a background they
/// are proposed the view's size.
@Suite struct GradientTests {
  /// In a 390 × 844 VStack (spacing 8 between them): two gradients share 844 − 8 = 836, 418
  /// each; as a background of a 100 × 50 frame the gradient is 100 × 50.
  @Test func gradientsFillTheirProposal() throws {
    let t = try layOut(
      """
      VStack
        LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        RadialGradient(gradient: Gradient(colors: [.red]), center: .center, startRadius: 0, endRadius: 10)
      """)
    #expect(viewFrame(t, 1) == [0, 0, 390, 418])
    #expect(viewFrame(t, 2) == [0, 426, 390, 418])
    let b = try layOut(
      "Color.clear.frame(width: 100, height: 50).background(AngularGradient(colors: [.red], center: .center, angle: .degrees(90)))"
    )
    #expect(viewFrame(b, 1)[2...] == [100, 50])
  }

  @Test func labelsAreChecked() {
    assertCompileDiagnostics(
      "LinearGradient(colors: [.red], 1️⃣start: .top, endPoint: .bottom)",
      [ExpectedDiagnostic("1️⃣", "noSuchParameter")])
  }
}
