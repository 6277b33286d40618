import LayoutEngine
import Testing
import ViewDSL

/// `Image(uiImage:)` and `Image(nsImage:)`: an image of the asset catalogue or a symbol is the
/// same as `Image("name")` or `Image(systemName:)`; any other has a size no preview can know.
/// The fake lookup knows "poster", 60 × 90 points.
@Suite struct PlatformImageTests {
  static let options = CompileOptions(imageSize: { name in
    name == "poster" ? .found(Size(width: 60, height: 90)) : .notFound(searched: "'art'")
  })

  /// `UIImage(named: "poster")` is the asset's 60 × 90 image, centred on the 390 × 844 canvas:
  /// ((390 − 60) / 2, (844 − 90) / 2) = (165, 377), as `Image("poster")` is.
  @Test func anAssetImageIsLookedUpByItsName() {
    let source = """
      import UIKit
      struct Poster: View {
        let image = UIImage(named: "poster")!
        var body: some View { Image(uiImage: image) }
      }
      #Preview { Poster() }
      """
    let out = layOutSwift([source], options: Self.options)
    #expect(out.messages == [])
    #expect(out.types == ["Image"])
    #expect(out.frames == [[165, 377, 60, 90]])
    let named = layOutSwift(["#Preview { Image(\"poster\") }"], options: Self.options)
    #expect(named.frames == out.frames)
    // A name the lookup does not find is the same error as `Image("missing")`'s.
    let missing = layOutSwift(
      ["#Preview { Image(nsImage: NSImage(named: \"missing\")!) }"], options: Self.options)
    #expect(missing.messages.count == 1)
    #expect(missing.messages.first?.contains("image 'missing' not found in 'art'") == true)
  }

  /// `UIImage(systemName:)` is the symbol `Image(systemName:)` shows, the same frame.
  @Test func aSymbolIsTheSymbol() {
    let symbol = layOutSwift(["#Preview { Image(uiImage: UIImage(systemName: \"star\")!) }"])
    let image = layOutSwift(["#Preview { Image(systemName: \"star\") }"])
    #expect(symbol.messages == [])
    #expect(symbol.frames == image.frames)
    #expect(symbol.frames.count == 1)
  }

  /// An image from data or the network: an error at the `Image` call, never a guessed size.
  /// A known `nil` takes the other branch, which lays out.
  @Test func anyOtherImageIsAnErrorAtTheCall() {
    let loaded = layOutSwift([
      """
      struct Poster: View {
        let image: UIImage
        var body: some View { Image(uiImage: image).resizable() }
      }
      #Preview { Poster(image: UIImage(data: Data())!) }
      """
    ])
    #expect(loaded.messages.count == 1)
    #expect(
      loaded.messages.first?.hasPrefix(
        "3:25 a preview cannot know the size of this 'UIImage'") == true)
    let none = layOutSwift([
      """
      final class Loader: ObservableObject { @Published var image: UIImage? = nil }
      struct Poster: View {
        @ObservedObject var loader: Loader
        var body: some View {
          if let image = loader.image { Image(uiImage: image) } else { Color.gray.frame(width: 10, height: 10) }
        }
      }
      #Preview { Poster(loader: Loader()) }
      """
    ])
    #expect(none.messages == [])
    #expect(none.types == ["Color"])
  }
}
