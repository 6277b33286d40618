import LayoutEngine
import Testing

@testable import ViewDSL

@Suite struct ClosureCompilerTests {
  let s = SyntaxFactory()

  func compile(
    _ closure: ClosureSyntax, _ kind: ClosureKind = .viewDimensions(axis: .horizontal),
    custom: [String: AlignmentKey] = [:]
  ) -> (DimensionExpression?, [Diagnostic]) {
    var compiler = ClosureCompiler(kind: kind, customAlignments: custom)
    let program = compiler.compile(closure)
    return (program, compiler.diagnostics)
  }

  @Test func guideMinusConstant() {
    // { d in d[.trailing] - 10 }
    let c = s.closure(
      ["d"], s.binary(.subtract, s.subscriptAccess("d", nil, s.dot("trailing")), s.number(10)))
    let (program, diagnostics) = compile(c)
    #expect(diagnostics.isEmpty)
    #expect(program?.program == [.guide(.trailing), .constant(10), .subtract])
    // Evaluated by the engine over a 100-wide view whose trailing guide is 100: 90.
    #expect(
      program?.evaluate(width: 100, height: 20) { key, _ in key == .trailing ? 100 : 0 } == 90)
  }

  @Test func widthHeightMinMaxAndDollarZero() {
    // { max($0.width / 2, min($0.height, 10)) }
    let body = s.call(
      "max",
      [
        s.argument(nil, s.binary(.divide, s.member(s.name("$0"), "width"), s.number(2))),
        s.argument(
          nil,
          s.call(
            "min",
            [s.argument(nil, s.member(s.name("$0"), "height")), s.argument(nil, s.number(10))])),
      ])
    let (program, diagnostics) = compile(s.closure([], body))
    #expect(diagnostics.isEmpty)
    #expect(
      program?.program == [.width, .constant(2), .divide, .height, .constant(10), .min, .max])
    #expect(program?.evaluate(width: 30, height: 4) { _, _ in 0 } == 15)
  }

  @Test func explicitGuidesQualifiedGuidesAndCenterByAxis() {
    let explicit = s.closure(["d"], s.subscriptAccess("d", "explicit", s.dot("top")))
    #expect(compile(explicit).0?.program == [.explicitGuide(.top)])
    let qualified = s.closure(
      ["d"], s.subscriptAccess("d", nil, s.member(s.name("VerticalAlignment"), "center")))
    #expect(compile(qualified).0?.program == [.guide(.verticalCenter)])
    let center = s.closure(["d"], s.subscriptAccess("d", nil, s.dot("center")))
    #expect(
      compile(center, .viewDimensions(axis: .vertical)).0?.program == [.guide(.verticalCenter)])
    #expect(
      compile(center, .viewDimensions(axis: .horizontal)).0?.program == [.guide(.horizontalCenter)])
  }

  @Test func customAlignmentByName() {
    let key = AlignmentKey.custom(axis: .horizontal, index: 0)
    let c = s.closure(["d"], s.subscriptAccess("d", nil, s.name("myGuide")))
    #expect(compile(c, custom: ["myGuide": key]).0?.program == [.guide(key)])
  }

  @Test func containerLength() {
    // { length, axis in length * 2 / 3 }
    let body = s.binary(.divide, s.binary(.multiply, s.name("length"), s.number(2)), s.number(3))
    let (program, diagnostics) = compile(s.closure(["length", "axis"], body), .containerLength)
    #expect(diagnostics.isEmpty)
    #expect(program?.program == [.length, .constant(2), .multiply, .constant(3), .divide])
    #expect(program?.evaluate(width: 0, height: 0, length: 300) { _, _ in nil } == 200)
  }

  @Test func unknownNamesAndUnsupportedExpressionsAreErrors() {
    let unknown = s.name("x")
    let (p1, d1) = compile(s.closure(["d"], s.binary(.add, unknown, s.number(1))))
    #expect(p1 == nil)
    #expect(d1.map(\.id) == ["closureUnknownName"])
    #expect(d1.first?.location == unknown.range.start)

    let text = s.string("a")
    let (p2, d2) = compile(s.closure(["d"], text))
    #expect(p2 == nil)
    #expect(d2.map(\.id) == ["closureUnsupportedExpression"])
    #expect(d2.first?.message.hasPrefix("a string is not allowed in this closure") == true)

    let (_, d3) = compile(s.closure(["d"], s.member(s.name("d"), "depth")))
    #expect(d3.map(\.id) == ["closureUnsupportedExpression"])

    // The axis parameter of containerRelativeFrame is not a number.
    let (_, d4) = compile(s.closure(["length", "axis"], s.name("axis")), .containerLength)
    #expect(d4.map(\.id) == ["closureUnsupportedExpression"])
  }
}
