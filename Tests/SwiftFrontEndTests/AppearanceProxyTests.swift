import Testing

/// UIKit's appearance proxies restyle every bar of the app: a large title's font changes the
/// navigation bar's height, an opaque bar where content starts. layoutc does not apply them,
/// so an assignment to one, even in a function the view's initializer calls, is an error at
/// it that says so, never ignored.
@Suite struct AppearanceProxyTests {
  @Test func anAppearanceAssignmentIsAnErrorThatSaysWhy() {
    let out = layOutSwift([
      """
      struct Home: View {
        init() { setUpAppearance() }
        private func setUpAppearance() {
          UINavigationBar.appearance().largeTitleTextAttributes = [.font: UIFont(name: "Fjalla", size: 40)!]
        }
        var body: some View { NavigationStack { Text("A").navigationTitle("Home") } }
      }
      #Preview { Home() }
      """
    ])
    #expect(
      out.messages == [
        "4:5 'UINavigationBar.appearance().largeTitleTextAttributes' restyles every UINavigationBar of the app; layoutc does not apply UIKit's appearance proxies, whose fonts and translucency change where a bar's titles and the content under it are laid out: preview the view without this call"
      ])
  }
}
