import SwiftUI

struct SettingsView: View {
  var profile = Profile.sample
  @State private var pushEnabled = true
  @State private var digestEnabled = false
  @AppStorage("textSize") private var textSize = 17
  @State private var displayName = ""

  var body: some View {
    ScrollView {
      VStack(spacing: 24) {
        ProfileHeader(profile: profile)
          .padding(.horizontal, 16)
        SettingsSection("Notifications") {
          Toggle("Push notifications", isOn: $pushEnabled)
            .settingsRow()
          Divider()
          Toggle("Weekly digest", isOn: $digestEnabled)
            .settingsRow()
        }
        SettingsSection("Reading", footer: "Applies to articles and comments.") {
          Stepper("Text size: \(textSize) pt", value: $textSize, in: 12...24)
            .settingsRow()
        }
        SettingsSection("Account") {
          TextField("Display name", text: $displayName)
            .settingsRow()
          Divider()
          Button("Sign Out", role: .destructive) {}
            .frame(maxWidth: .infinity)
            .settingsRow()
        }
      }
      .padding(.vertical)
      .padding(.horizontal, 16)
    }
    .background(Color(.systemGroupedBackground))
  }
}

#Preview("Settings") {
  SettingsView()
}

#Preview("Large text") {
  SettingsView()
    .environment(\.dynamicTypeSize, .accessibility2)
}
