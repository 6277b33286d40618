// A meeting tracker's model and sample data, in the shape of Apple's Scrumdinger tutorial
// (written for layoutc's examples; not Apple's code).
import SwiftUI

struct DailyScrum: Identifiable {
  let id: UUID
  var title: String
  var attendees: [Attendee]
  var lengthInMinutes: Int
  var theme: Theme

  init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int, theme: Theme) {
    self.id = id
    self.title = title
    self.attendees = attendees.map { Attendee(name: $0) }
    self.lengthInMinutes = lengthInMinutes
    self.theme = theme
  }

  struct Attendee: Identifiable {
    let id = UUID()
    var name: String
  }
}

enum Theme: String {
  case bubblegum, buttercup, orange, poppy, sky

  var accentColor: Color {
    switch self {
    case .bubblegum, .buttercup, .sky: return .black
    case .orange, .poppy: return .white
    }
  }

  var name: String { rawValue.capitalized }
}

extension DailyScrum {
  static let sampleData: [DailyScrum] = [
    DailyScrum(
      title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"], lengthInMinutes: 10,
      theme: .buttercup),
    DailyScrum(
      title: "App Dev", attendees: ["Katie", "Gray", "Euna", "Luis", "Darla"], lengthInMinutes: 5,
      theme: .orange),
  ]
}
