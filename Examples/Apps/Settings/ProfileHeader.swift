import SwiftUI

struct Profile {
  var name: String
  var email: String
  var isPro: Bool

  static let sample = Profile(name: "Ana Lima", email: "ana@example.com", isPro: true)
}

/// The signed-in person: side by side, or stacked at accessibility text sizes.
struct ProfileHeader: View {
  let profile: Profile
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  var body: some View {
    let layout =
      dynamicTypeSize.isAccessibilitySize
      ? AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
      : AnyLayout(HStackLayout(spacing: 12))
    layout {
      Circle()
        .fill(.tint)
        .frame(width: 56, height: 56)
      VStack(alignment: .leading, spacing: 2) {
        Text(profile.name)
          .font(.title3.bold())
        Text(profile.email)
          .font(.subheadline)
          .foregroundStyle(.secondary)
        if profile.isPro {
          Text("PRO")
            .font(.caption2.bold())
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(.yellow, in: Capsule())
        }
      }
      Spacer(minLength: 0)
    }
  }
}
