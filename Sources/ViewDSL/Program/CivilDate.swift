/// A date as a preview can know it: the calendar day and clock time a `DateFormatter` read from
/// text (`"1968-10-11"` with `dateFormat = "y-MM-dd"`), in the proleptic Gregorian calendar.
/// A formatter without a time zone reads and writes in the device's zone, so the day it read is
/// the day it shows whatever that zone is; an instant (`Date()`, seconds since 1970) is not:
/// its day depends on the zone, which a preview cannot know. Formats follow `en_US`.
struct CivilDate: Equatable {
  var year: Int
  var month: Int
  var day: Int
  var hour = 0
  var minute = 0
  var second = 0

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  static let weekdayNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]

  /// 0 for Sunday: days since 1 March of year 0, whose weekday is known (Wednesday).
  var weekday: Int {
    let y = month <= 2 ? year - 1 : year
    let m = month <= 2 ? month + 12 : month
    let days =
      365 * y + floorDivide(y, 4) - floorDivide(y, 100) + floorDivide(y, 400)
      + (153 * (m - 3) + 2) / 5 + day - 1
    return ((days + 3) % 7 + 7) % 7
  }

  private func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

  static func daysIn(month: Int, of year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  // MARK: - Patterns (`dateFormat`, Unicode TR35)

  /// A pattern split into fields (`yyyy`, `MM`) and literal text (`-`, `'T'`).
  enum Piece: Equatable {
    case field(Character, count: Int)
    case literal(String)
  }

  static func pieces(_ pattern: String) -> [Piece] {
    var pieces: [Piece] = []
    var characters = Array(pattern)[...]
    while let c = characters.first {
      if c == "'" {
        characters = characters.dropFirst()
        var text = ""
        while let d = characters.first {
          characters = characters.dropFirst()
          if d == "'" {
            if characters.first == "'" {  // `''` inside quotes is a quote
              text.append("'")
              characters = characters.dropFirst()
              continue
            }
            break
          }
          text.append(d)
        }
        pieces.append(.literal(text.isEmpty ? "'" : text))
      } else if c.isASCII, c.isLetter {
        let count = characters.prefix { $0 == c }.count
        pieces.append(.field(c, count: count))
        characters = characters.dropFirst(count)
      } else {
        pieces.append(.literal(String(c)))
        characters = characters.dropFirst()
      }
    }
    return pieces
  }

  /// The fields a pattern may read or write: numbers and names that need no time zone.
  static func isSupported(_ piece: Piece) -> Bool {
    guard case .field(let c, let n) = piece else { return true }
    switch c {
    case "y", "d", "H", "h", "m", "s": return n <= 4
    case "M", "L": return n <= 4
    case "E": return n <= 4
    case "a": return n <= 3
    default: return false
    }
  }

  /// Reads `text` as a `DateFormatter` with `dateFormat = pattern` reads it (fields absent from
  /// the pattern are the start of their unit); nil when it does not match or the pattern has a
  /// field that needs a time zone or a locale's names layoutc does not keep.
  static func parse(_ text: String, pattern: String) -> CivilDate? {
    let pieces = pieces(pattern)
    // A two-digit year's century depends on today's date, which a preview cannot know.
    guard pieces.allSatisfy(isSupported), !pieces.contains(.field("y", count: 2)) else {
      return nil
    }
    var date = CivilDate(year: 2000, month: 1, day: 1)
    var rest = Substring(text)
    var isPM: Bool?
    for (k, piece) in pieces.enumerated() {
      switch piece {
      case .literal(let literal):
        guard rest.hasPrefix(literal) else { return nil }
        rest = rest.dropFirst(literal.count)
      case .field(let c, let n):
        if c == "a" {
          if rest.hasPrefix("AM") {
            isPM = false
          } else if rest.hasPrefix("PM") {
            isPM = true
          } else {
            return nil
          }
          rest = rest.dropFirst(2)
          continue
        }
        if (c == "M" || c == "L") && n >= 3 {
          let names = monthNames.map { n == 3 ? String($0.prefix(3)) : $0 }
          guard let k = names.firstIndex(where: { rest.hasPrefix($0) }) else { return nil }
          date.month = k + 1
          rest = rest.dropFirst(names[k].count)
          continue
        }
        if c == "E" {
          let names = weekdayNames.map { n == 4 ? $0 : String($0.prefix(3)) }
          guard let k = names.firstIndex(where: { rest.hasPrefix($0) }) else { return nil }
          rest = rest.dropFirst(names[k].count)
          continue
        }
        // A number: a year takes every digit unless a number follows (`yyyyMMdd`), where it
        // takes its width; another field at most two digits.
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        var numberFollows = false
        if k + 1 < pieces.count, case .field(let next, _) = pieces[k + 1] {
          numberFollows = "yMLdHhms".contains(next)
        }
        let width =
          c != "y"
          ? min(digits.count, 2)
          : numberFollows ? min(digits.count, n == 2 ? 2 : max(n, 4)) : digits.count
        guard width > 0, let value = Int(digits.prefix(width)) else { return nil }
        rest = rest.dropFirst(width)
        switch c {
        case "y": date.year = value
        case "M", "L": date.month = value
        case "d": date.day = value
        case "H": date.hour = value
        case "h": date.hour = value % 12
        case "m": date.minute = value
        default: date.second = value
        }
      }
    }
    if isPM == true { date.hour += 12 }
    guard rest.isEmpty, (1...12).contains(date.month),
      (1...daysIn(month: date.month, of: date.year)).contains(date.day), date.hour < 24,
      date.minute < 60, date.second < 60
    else { return nil }
    return date
  }

  /// The date written with a `dateFormat` pattern, in `en_US`; nil for a field layoutc does not
  /// write (a time zone, an era, a week number).
  func formatted(pattern: String) -> String? {
    var text = ""
    for piece in Self.pieces(pattern) {
      guard Self.isSupported(piece) else { return nil }
      switch piece {
      case .literal(let literal): text += literal
      case .field(let c, let n):
        func number(_ value: Int, _ width: Int) -> String {
          let digits = String(value)
          return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        switch c {
        case "y": text += n == 2 ? number(year % 100, 2) : number(year, n)
        case "M", "L":
          let name = Self.monthNames[month - 1]
          text += n >= 4 ? name : n == 3 ? String(name.prefix(3)) : number(month, n)
        case "E":
          let name = Self.weekdayNames[weekday]
          text += n == 4 ? name : String(name.prefix(3))
        case "d": text += number(day, n)
        case "H": text += number(hour, n)
        case "h": text += number(hour % 12 == 0 ? 12 : hour % 12, n)
        case "m": text += number(minute, n)
        case "s": text += number(second, n)
        default: text += hour < 12 ? "AM" : "PM"
        }
      }
    }
    return text
  }

  // MARK: - Styles

  /// The pattern of a date style in `en_US`: `Date.FormatStyle.DateStyle`'s name
  /// (`abbreviated`) or `DateFormatter.Style`'s (`medium`); nil for another name.
  static func pattern(dateStyle: String) -> String? {
    switch dateStyle {
    case "numeric": "M/d/y"
    case "short": "M/d/yy"
    case "abbreviated", "medium": "MMM d, y"
    case "long": "MMMM d, y"
    case "complete", "full": "EEEE, MMMM d, y"
    default: nil
    }
  }
}

extension CivilDate {
  /// The value the interpreter holds (`Date`, its parts as fields).
  var programValue: ProgramValue {
    .instance(
      type: "Date",
      fields: [
        "year": .int(year), "month": .int(month), "day": .int(day), "hour": .int(hour),
        "minute": .int(minute), "second": .int(second),
      ])
  }

  init?(_ value: ProgramValue) {
    guard case .instance("Date", let fields) = value else { return nil }
    func part(_ name: String) -> Int {
      if case .int(let n)? = fields[name] { return n }
      return 0
    }
    self.init(
      year: part("year"), month: part("month"), day: part("day"), hour: part("hour"),
      minute: part("minute"), second: part("second"))
  }
}
