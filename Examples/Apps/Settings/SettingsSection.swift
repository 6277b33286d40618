import SwiftUI

/// A titled card of rows, with an optional footer: the app's own grouped look.
struct SettingsSection<Content: View>: View {
  let title: String
  var footer: String?
  let content: Content

  init(_ title: String, footer: String? = nil, @ViewBuilder content: () -> Content) {
    self.title = title
    self.footer = footer
    self.content = content()
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(title.uppercased())
        .font(.footnote)
        .foregroundStyle(.secondary)
        .padding(.leading, 16)
      VStack(spacing: 0) {
        content
      }
      .padding(.horizontal, 16)
      .background(.background, in: RoundedRectangle(cornerRadius: 10))
      if let footer {
        Text(footer)
          .font(.footnote)
          .foregroundStyle(.secondary)
          .padding(.horizontal, 16)
      }
    }
  }
}

/// A row's fixed height, as the system's lists use.
extension View {
  func settingsRow() -> some View {
    frame(minHeight: 44)
  }
}
