import Testing
import ViewDSL

/// `--data NAME=file.json`: JSON read into values a preview can use.
@Suite struct PreviewDataTests {
  func read(_ text: String) -> Result<PreviewData, PreviewDataReader.Failure> {
    PreviewDataReader.read(Array(text.utf8))
  }

  /// Integers stay integers (as `JSONDecoder` fills an `Int`); a fraction or an exponent
  /// makes a `Double`; objects keep their keys in order; escapes and surrogate pairs decode.
  @Test func values() throws {
    let value = try read(
      #"{"n": 3, "x": -2.5, "e": 1e2, "s": "a\"\u00e9\ud83d\ude00", "ok": true, "none": null, "list": [1, []]}"#
    ).get()
    #expect(
      value
        == .object([
          ("n", .int(3)), ("x", .double(-2.5)), ("e", .double(100)), ("s", .string("a\"é😀")),
          ("ok", .bool(true)), ("none", .null), ("list", .array([.int(1), .array([])])),
        ]))
  }

  /// Errors name the 1-based line and column where reading stopped.
  @Test func errorsHaveALocation() {
    #expect(
      read("{\"a\": [1, 2\n") == .failure(.init(line: 2, column: 1, reason: "']' was expected")))
    #expect(read("[1] 2") == .failure(.init(line: 1, column: 5, reason: "more after the value")))
    #expect(
      read("{'a': 1}")
        == .failure(.init(line: 1, column: 2, reason: "a key in double quotes was expected")))
    #expect(read("01") == .failure(.init(line: 1, column: 2, reason: "more after the value")))
  }

  /// A hostile nesting is an error, not a stack overflow.
  @Test func deepNestingIsAnError() {
    let deep = String(repeating: "[", count: 100_000)
    guard case .failure(let f) = read(deep) else {
      Issue.record("expected a failure")
      return
    }
    #expect(f.reason == "nested deeper than 200 levels")
  }

  /// Given values replace what a preview cannot know: an `@Query` property's rows (decoded as
  /// the app's type) and a static read from the app's bundle, an object read as the app's
  /// struct (its computed `title` works) and a string as an enum's raw value. The rows are 11
  /// and 40 wide; the text reads "Cmdr. Neil".
  @Test func dataReplacesUnknowableValues() throws {
    let source = """
      enum Role: String { case commander, pilot }
      struct Astronaut {
        let name: String
        let role: Role
        var title: String { role == .commander ? "Cmdr. \\(name)" : name }
      }
      struct Flight { var number: Int }
      struct Crew: View {
        static let everyone: [String: Astronaut] = Bundle.main.decode("astronauts.json")
        @Query var flights: [Flight]
        var body: some View {
          VStack(spacing: 0) {
            Text(Crew.everyone["armstrong"]!.title)
            ForEach(flights, id: \\.number) { f in Color.red.frame(width: Double(f.number), height: 10) }
          }
        }
      }
      #Preview { Crew() }
      """
    var options = CompileOptions()
    options.data = [
      "everyone": try read(#"{"armstrong": {"name": "Neil", "role": "commander"}}"#).get(),
      "flights": try read(#"[{"number": 11}, {"number": 40}]"#).get(),
    ]
    let out = layOutSwift([source], options: options)
    #expect(out.messages == [])
    #expect(out.types == ["VStack", "Text", "Color", "Color"])
    #expect(out.frames[2][2] == 11)
    #expect(out.frames[3][2] == 40)
    let texts = swiftTexts([source], options: options)
    #expect(texts.texts == ["Cmdr. Neil"])
  }

  /// A query given in an initializer (`_flights = Query(sort: \.number)`) is stored data as an
  /// `@Query`'s own is: an error naming it without `--data`, the given rows (11 and 40 wide)
  /// with it; before, the rows were the expression `Query(…)`, "expected an array".
  @Test func aQueryGivenInAnInitializerIsStoredData() throws {
    let source = """
      struct Flight { var number: Int }
      struct Flights: View {
        @Query var flights: [Flight]
        init() { _flights = Query(sort: \\.number) }
        var body: some View {
          VStack(spacing: 0) {
            ForEach(flights, id: \\.number) { f in Color.red.frame(width: Double(f.number), height: 10) }
          }
        }
      }
      #Preview { Flights() }
      """
    let unknown = layOutSwift([source])
    #expect(unknown.messages.count == 1)
    #expect(
      unknown.messages.first?.contains("a preview cannot read stored data ('flights')") == true)
    var options = CompileOptions()
    options.data = ["flights": try read(#"[{"number": 11}, {"number": 40}]"#).get()]
    let given = layOutSwift([source], options: options)
    #expect(given.messages == [])
    #expect(given.frames.map { $0[2] } == [40, 11, 40])
  }
}
