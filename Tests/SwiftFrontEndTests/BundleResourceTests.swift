import Testing
import ViewDSL

/// The app's bundle resources: `Bundle.main.url(forResource:withExtension:)` finds the file in
/// the folders given (`CompileOptions.resources`), `Data(contentsOf:)` reads it and
/// `JSONDecoder` fills the app's types, dates through a `DateFormatter` with a `dateFormat`.
@Suite struct BundleResourceTests {
  static let missions = """
    [{"id": 1, "crew": [{"name": "grissom", "role": "Command Pilot"}], "description": "a"},
     {"id": 7, "launchDate": "1968-10-11", "crew": [], "description": "b"},
     {"id": 11, "launchDate": "1969-07-16", "crew": [], "description": "c"}]
    """

  /// The resources of a folder holding `missions.json` (and a text file).
  static func resources(_ files: [String: String]) -> ResourceLookup {
    { name in
      guard let text = files[name] else { return .notFound(searched: "'App'") }
      return .found(path: "App/" + name, bytes: Array(text.utf8))
    }
  }

  static func options(_ files: [String: String]) -> CompileOptions {
    var options = CompileOptions()
    options.resources = resources(files)
    return options
  }

  /// The extension Hacking with Swift's Moonshot teaches, as written: a generic `decode`
  /// whose `T` the declared type of the property gives, a formatter for `"y-MM-dd"` dates.
  static let bundleDecode = """
    extension Bundle {
      func decode<T: Codable>(_ file: String) -> T {
        guard let url = self.url(forResource: file, withExtension: nil) else {
          fatalError("Failed to locate \\(file) in bundle.")
        }
        guard let data = try? Data(contentsOf: url) else {
          fatalError("Failed to load \\(file) from bundle.")
        }
        let decoder = JSONDecoder()
        let formatter = DateFormatter()
        formatter.dateFormat = "y-MM-dd"
        decoder.dateDecodingStrategy = .formatted(formatter)
        guard let loaded = try? decoder.decode(T.self, from: data) else {
          fatalError("Failed to decode \\(file) from bundle.")
        }
        return loaded
      }
    }
    struct Mission: Codable, Identifiable {
      struct CrewRole: Codable {
        let name: String
        let role: String
      }
      let id: Int
      let launchDate: Date?
      let crew: [CrewRole]
      let description: String
      var displayName: String { "Apollo \\(id)" }
      var formattedLaunchDate: String {
        launchDate?.formatted(date: .abbreviated, time: .omitted) ?? "N/A"
      }
    }
    """

  /// Each mission's name and date: Apollo 1 has no `launchDate` key, so its optional date is
  /// nil ("N/A"); "1968-10-11" is "Oct 11, 1968" in `en_US`'s abbreviated style; the crew
  /// array decodes as the nested `CrewRole` struct. Before, "a preview cannot know
  /// 'Bundle.main'".
  @Test func genericDecodeOfABundleFile() {
    let out = swiftTexts(
      [
        Self.bundleDecode,
        """
        struct V: View {
          let missions: [Mission] = Bundle.main.decode("missions.json")
          var body: some View {
            VStack {
              ForEach(missions) { mission in
                Text(mission.displayName)
                Text(mission.formattedLaunchDate)
              }
              Text(missions[0].crew[0].role)
            }
          }
        }
        #Preview { V() }
        """,
      ], options: Self.options(["missions.json": Self.missions]))
    #expect(out.messages == [])
    #expect(
      out.texts == [
        "Apollo 1", "N/A", "Apollo 7", "Oct 11, 1968", "Apollo 11", "Jul 16, 1969",
        "Command Pilot",
      ])
  }

  /// A concrete type written in the call (`[String: Person].self`), `withExtension: "json"`,
  /// snake-case keys converted (`full_name` → `fullName`), and a `CodingKeys` enumeration
  /// naming another key (`nick` ← "handle").
  @Test func concreteTypeKeyStrategiesAndCodingKeys() {
    let out = swiftTexts(
      [
        """
        struct Person: Decodable {
          let fullName: String
          let nick: String
          enum CodingKeys: String, CodingKey {
            case fullName = "full_name"
            case nick = "handle"
          }
        }
        struct Pet: Decodable {
          let petName: String
        }
        func load<T: Decodable>(_ type: T.Type, _ name: String, snake: Bool) -> T {
          let url = Bundle.main.url(forResource: name, withExtension: "json")!
          let data = try! Data(contentsOf: url)
          let decoder = JSONDecoder()
          if snake { decoder.keyDecodingStrategy = .convertFromSnakeCase }
          return try! decoder.decode(T.self, from: data)
        }
        struct V: View {
          let people = load([String: Person].self, "people", snake: false)
          let pets = load([Pet].self, "pets", snake: true)
          var body: some View {
            VStack {
              Text(people["a"]!.fullName + " " + people["a"]!.nick)
              Text(pets[0].petName)
            }
          }
        }
        #Preview { V() }
        """
      ],
      options: Self.options([
        "people.json": #"{"a": {"full_name": "Ada Lovelace", "handle": "ada"}}"#,
        "pets.json": #"[{"pet_name": "Rex"}]"#,
      ]))
    #expect(out.messages == [])
    #expect(out.texts == ["Ada Lovelace ada", "Rex"])
  }

  /// A file the folders do not hold is an error at the look-up, saying where layoutc looked;
  /// without resources (a `.view` run, a library's test) the bundle is unknown, as before.
  @Test func aMissingResourceIsAnErrorAtTheLookUp() {
    let source = """
      struct V: View {
        let names: [String] = {
          let url = Bundle.main.url(forResource: "names", withExtension: "json")!
          return try! JSONDecoder().decode([String].self, from: Data(contentsOf: url))
        }()
        var body: some View { Text(names[0]) }
      }
      #Preview { V() }
      """
    let missing = swiftTexts([source], options: Self.options([:]))
    #expect(missing.texts == [])
    #expect(
      missing.messages.first
        == "3:15 the app's bundle resource 'names.json' is in none of the folders given (looked in 'App'); give the folder that holds it, or bind the value with '--data NAME=file.json'"
    )
    let found = swiftTexts([source], options: Self.options(["names.json": #"["Ann"]"#]))
    #expect(found.messages == [])
    #expect(found.texts == ["Ann"])
    let none = swiftTexts([source])
    #expect(none.messages.first?.hasPrefix("3:15 a preview cannot know 'Bundle.main'") == true)
  }

  /// Dates a preview cannot know stay errors where a layout uses them: the decoder's default
  /// strategy reads an instant (its day depends on the time zone), and a string that does not
  /// match the format makes `JSONDecoder` fail.
  @Test func datesWithoutAFormatterAreNotKnown() {
    func run(_ strategy: String, _ json: String) -> [String] {
      swiftTexts(
        [
          """
          struct Event: Decodable { let at: Date }
          struct V: View {
            let events: [Event] = {
              let data = try! Data(contentsOf: Bundle.main.url(forResource: "e", withExtension: "json")!)
              let decoder = JSONDecoder()
              \(strategy)
              return try! decoder.decode([Event].self, from: data)
            }()
            var body: some View { Text(events[0].at.formatted(date: .long, time: .omitted)) }
          }
          #Preview { V() }
          """
        ], options: Self.options(["e.json": json])
      ).messages
    }
    let instant = run("", #"[{"at": 600000000}]"#)
    #expect(instant.contains { $0.contains("it is an instant, whose day and hour depend") })
    let mismatch = run(
      "let f = DateFormatter(); f.dateFormat = \"yyyy-MM-dd\"; decoder.dateDecodingStrategy = .formatted(f)",
      #"[{"at": "11/10/1968"}]"#)
    #expect(
      mismatch.contains {
        $0.contains("'11/10/1968' does not match the dateFormat 'yyyy-MM-dd', so decoding fails")
      })
    let known = run(
      "let f = DateFormatter(); f.dateFormat = \"yyyy-MM-dd\"; decoder.dateDecodingStrategy = .formatted(f)",
      #"[{"at": "1968-10-11"}]"#)
    #expect(known == [])
  }

  /// `String(contentsOf:)` of a text resource is its text (a word list); `path(forResource:
  /// ofType:)` gives a path `URL(fileURLWithPath:)` turns back into the file's URL.
  @Test func textResourcesAndPaths() {
    let out = swiftTexts(
      [
        """
        struct V: View {
          let words: [String] = {
            let path = Bundle.main.path(forResource: "start", ofType: "txt")!
            let text = try! String(contentsOf: URL(fileURLWithPath: path))
            return text.components(separatedBy: "\\n")
          }()
          var body: some View { Text("\\(words.count) \\(words[1])") }
        }
        #Preview { V() }
        """
      ], options: Self.options(["start.txt": "apple\nbanana\ncherry"]))
    #expect(out.messages == [])
    #expect(out.texts == ["3 banana"])
  }
}

/// `DateFormatter` on dates it read: the calendar day it read is the day it writes, whatever
/// the device's time zone, so these are known.
@Suite struct DateFormatterTests {
  /// 1968-10-11 was a Friday (counted from 2000-03-01, a Wednesday: 11,464 days earlier, a
  /// multiple of 7 plus 5 days before Wednesday). `dateStyle` patterns of `en_US`: short
  /// "M/d/yy", medium "MMM d, y", long "MMMM d, y", full "EEEE, MMMM d, y"; a pattern with a
  /// 12-hour clock ("h:mm a") and a 24-hour one; `yyyyMMdd` splits its digits by width; a
  /// string that does not match gives nil ("none"); a leap day exists only in leap years;
  /// `Text(date, style: .date)` is the long style.
  @Test func readAndWrite() {
    let out = swiftTexts([
      """
      func styled(_ style: DateFormatter.Style, _ d: Date) -> String {
        let f = DateFormatter()
        f.dateStyle = style
        return f.string(from: d)
      }
      func patterned(_ pattern: String, _ d: Date) -> String {
        let f = DateFormatter()
        f.dateFormat = pattern
        return f.string(from: d)
      }
      func date(_ s: String, _ pattern: String) -> Date? {
        let f = DateFormatter()
        f.dateFormat = pattern
        return f.date(from: s)
      }
      struct V: View {
        var body: some View {
          let d = date("1968-10-11 14:05", "yyyy-MM-dd HH:mm")!
          VStack {
            Text(styled(.short, d))
            Text(styled(.medium, d))
            Text(styled(.long, d))
            Text(styled(.full, d))
            Text(patterned("h:mm a, HH:mm:ss", d))
            Text(patterned("EEE d MMM yy", date("19690716", "yyyyMMdd")!))
            Text(date("1968/10/11", "yyyy-MM-dd") == nil ? "none" : "some")
            Text(date("2023-02-29", "yyyy-MM-dd") == nil ? "none" : "some")
            Text(date("2024-02-29", "yyyy-MM-dd")!.formatted(date: .complete, time: .omitted))
            Text(d.formatted(date: .numeric, time: .omitted))
            Text(d, style: .date)
          }
        }
      }
      #Preview { V() }
      """
    ])
    #expect(out.messages == [])
    #expect(
      out.texts == [
        "10/11/68", "Oct 11, 1968", "October 11, 1968", "Friday, October 11, 1968",
        "2:05 PM, 14:05:00", "Wed 16 Jul 69", "none", "none", "Thursday, February 29, 2024",
        "10/11/1968", "October 11, 1968",
      ])
  }

  /// A time style is not computed yet (iOS 17 and later separate the hour from "AM" with a
  /// narrow no-break space, and join a date and a time differently across versions), nor a
  /// formatter with its own time zone or a locale other than English: errors, not guesses.
  @Test func timeStylesAndOtherLocalesAreErrors() {
    let out = swiftTexts([
      """
      struct V: View {
        var body: some View {
          let f = DateFormatter()
          f.dateFormat = "yyyy-MM-dd"
          let d = f.date(from: "1968-10-11")!
          Text(d.formatted(date: .long, time: .shortened))
        }
      }
      #Preview { V() }
      """
    ])
    #expect(out.texts == [])
    #expect(out.messages.contains { $0.contains("this date's format is not supported yet") })
    func written(_ locale: String) -> [String] {
      swiftTexts([
        """
        struct V: View {
          var body: some View {
            let f = DateFormatter()
            f.dateFormat = "d MMMM y"
            f.locale = Locale(identifier: "\(locale)")
            Text(f.string(from: f.date(from: "11 October 1968")!))
          }
        }
        #Preview { V() }
        """
      ]).messages
    }
    #expect(written("en_US_POSIX") == [])
    #expect(written("de_DE").contains { $0.contains("knows English names only") })
  }
}

/// JSON a preview writes in place, and a package's resources.
@Suite struct InlineJSONTests {
  /// Sample data as a string literal, decoded (the Animal Crossing browser's mocked
  /// villagers): `json.data(using: .utf8)` through `Optional.map`, and `Data(json.utf8)`;
  /// `Bundle.module` (a package target's resources) is looked up as `Bundle.main` is.
  @Test func stringDataAndPackageBundles() {
    var options = CompileOptions()
    options.resources = BundleResourceTests.resources(["islands.json": #"[{"name": "Reef"}]"#])
    let out = swiftTexts(
      [
        #"""
        struct Villager: Decodable { let id: Int; let name: String }
        struct Island: Decodable { let name: String }
        let json = """
        [{"id": 357, "name": "Blaire"}, {"id": 29, "name": "Admiral"}]
        """
        struct V: View {
          let a: [Villager] = json.data(using: .utf8)
            .map({ try! JSONDecoder().decode([Villager].self, from: $0) }) ?? []
          let b = try! JSONDecoder().decode([Villager].self, from: Data(json.utf8))
          let islands: [Island]? = {
            if let url = Bundle.module.url(forResource: "islands", withExtension: "json"),
              let data = try? Data(contentsOf: url)
            {
              return try? JSONDecoder().decode([Island].self, from: data)
            }
            return nil
          }()
          var body: some View {
            VStack {
              Text("\(a[1].name) \(b[0].id)")
              Text(islands![0].name)
            }
          }
        }
        #Preview { V() }
        """#
      ], options: options)
    #expect(out.messages == [])
    #expect(out.texts == ["Admiral 357", "Reef"])
  }

  /// JSON that does not parse is an error naming where, not an empty list.
  @Test func invalidJSONIsAnError() {
    let out = swiftTexts([
      #"""
      struct V: View {
        let names = try! JSONDecoder().decode([String].self, from: Data("[\"a\", ]".utf8))
        var body: some View { Text(names[0]) }
      }
      #Preview { V() }
      """#
    ])
    // `[\"a\", ]`: after the comma, column 7 holds `]` where a value must be.
    #expect(
      out.messages == [
        "2:20 the string is not JSON JSONDecoder can read: a value was expected at line 1, column 7"
      ])
  }
}
