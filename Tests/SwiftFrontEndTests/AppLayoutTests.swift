import Testing

/// The app's own `Layout` types: their `sizeThatFits` and `placeSubviews` run by the
/// interpreter whenever the engine asks, with `CGSize`, `CGRect`, `ProposedViewSize` and the
/// subviews as SwiftUI gives them.
@Suite struct AppLayoutTests {
  static let tiles = """
    struct Tiles: Layout {
      var spacing: Double
      init() { self.init(spacing: 10) }
      init(spacing: Double) { self.spacing = spacing }
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100))
        let hero = min((size.width - spacing) * 0.5, size.height)
        return CGSize(width: hero * 2 + spacing, height: hero)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let hero = min((bounds.width - spacing) * 0.5, bounds.height)
        let tile = (hero - spacing) * 0.5
        let tiles = CGRect(x: bounds.minX + hero + spacing, y: bounds.minY, width: hero, height: hero)
        for index in subviews.indices {
          if index == 0 {
            subviews[index].place(at: bounds.origin, proposal: ProposedViewSize(width: hero, height: hero))
          } else {
            let x: Double = (index - 1) % 2 == 0 ? 0 : 1
            let y: Double = index < 3 ? 0 : 1
            subviews[index].place(
              at: CGPoint(x: tiles.minX + x * tiles.width, y: tiles.minY + y * tiles.height),
              anchor: UnitPoint(x: x, y: y), proposal: ProposedViewSize(width: tile, height: tile))
          }
        }
      }
    }
    """

  /// Proposed 390 × 200 (the frame's height): the hero is min((390 − 10) / 2, 200) = 190, the
  /// layout 2 × 190 + 10 = 390 wide and 190 tall, centred in the frame: y = 322 + 5 = 327. The
  /// hero fills 190 × 190 at the origin; each tile is (190 − 10) / 2 = 90, anchored at a corner
  /// of the right square (x 200…390, y 327…517): (200, 327), (300, 327), (200, 427), (300, 427).
  @Test func sizeThatFitsAndPlaceSubviewsRunAsWritten() {
    let out = layOutSwift([
      Self.tiles
        + """

        struct Screen: View {
          var body: some View {
            Tiles() {
              Color.red
              Color.green
              Color.blue
              Color.yellow
              Color.orange
            }
            .frame(height: 200)
          }
        }
        #Preview { Screen() }
        """
    ])
    #expect(out.messages == [])
    #expect(out.types.first == "Tiles")
    #expect(out.frames[0] == [0, 327, 390, 190])
    #expect(
      Array(out.frames[1...]) == [
        [0, 327, 190, 190], [200, 327, 90, 90], [300, 327, 90, 90], [200, 427, 90, 90],
        [300, 427, 90, 90],
      ])
  }

  /// A flow whose rows are built by mutating code, as Apple's Food Truck sample writes it:
  /// local functions called before they are declared, `rows.append`, `bounds.width = …`,
  /// `offsets.removeAll()`. Widths 150, 120, 100, 200 with 8 between in 390: the first row
  /// holds three (150 + 8 + 120 + 8 + 100 = 386, 40 tall), the second the 200. The flow is
  /// 386 × (40 + 8 + 20) = 68, centred at (2, 388); the second row starts at y 388 + 48 = 436.
  @Test func mutatingCodeBuildsTheRows() {
    let out = layOutSwift([
      """
      struct Flow: Layout {
        var spacing: Double = 8
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
          Rows(width: proposal.width ?? .infinity, subviews: subviews, spacing: spacing).size
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
          let rows = Rows(width: bounds.width, subviews: subviews, spacing: spacing)
          for row in rows.rows {
            for index in row.range {
              subviews[index].place(
                at: CGPoint(x: bounds.minX + row.offsets[index - row.range.lowerBound], y: bounds.minY + row.y),
                proposal: .unspecified)
            }
          }
        }
        struct Row {
          var range: Range<Int>
          var offsets: [Double]
          var y: Double
        }
        struct Rows {
          var size = CGSize.zero
          var rows = [Row]()
          init(width: Double, subviews: Subviews, spacing: Double) {
            var start = 0
            var x = 0.0
            var height = 0.0
            var offsets: [Double] = []
            for (index, subview) in zip(subviews.indices, subviews) {
              let ideal = subview.sizeThatFits(.unspecified)
              if index > start && x + spacing + ideal.width > width {
                finish(index)
              }
              offsets.append(index == start ? 0 : x + spacing)
              x = offsets[offsets.count - 1] + ideal.width
              height = max(height, ideal.height)
            }
            finish(subviews.count)
            func finish(_ end: Int) {
              let y = size.height == 0 ? 0 : size.height + spacing
              rows.append(Row(range: start..<end, offsets: offsets, y: y))
              size.width = max(size.width, x)
              size.height = y + height
              offsets.removeAll()
              start = end
              x = 0
              height = 0
            }
          }
        }
      }
      struct Screen: View {
        var body: some View {
          Flow {
            Color.red.frame(width: 150, height: 30)
            Color.green.frame(width: 120, height: 40)
            Color.blue.frame(width: 100, height: 30)
            Color.yellow.frame(width: 200, height: 20)
          }
        }
      }
      #Preview { Screen() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames[0] == [2, 388, 386, 68])
    #expect(
      Array(out.frames[1...]) == [
        [2, 388, 150, 30], [160, 388, 120, 40], [288, 388, 100, 30], [2, 436, 200, 20],
      ])
  }

  /// `AnyLayout(Tiles())` and a layout kept in a name run the same way as `Tiles { … }`.
  @Test func anyLayoutOfTheAppsOwnLayout() {
    let out = layOutSwift([
      Self.tiles
        + """

        struct Screen: View {
          let layout = AnyLayout(Tiles(spacing: 10))
          var body: some View {
            layout {
              Color.red
              Color.green
            }
            .frame(height: 200)
          }
        }
        #Preview { Screen() }
        """
    ])
    #expect(out.messages == [])
    #expect(out.frames[0] == [0, 327, 390, 190])
    #expect(out.frames[2] == [200, 327, 90, 90])
  }

  /// What a layout's method cannot evaluate is an error where it is, after layout: no frame
  /// comes from a guess. What layoutc does not run yet is an error where the layout is used.
  @Test func whatCannotBeEvaluatedIsAnError() {
    let unknown = layOutSwift([
      """
      struct Odd: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
          CGSize(width: Date().timeIntervalSince1970, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
      }
      struct Screen: View {
        var body: some View { Odd { Color.red } }
      }
      #Preview { Screen() }
      """
    ])
    #expect(
      unknown.messages == [
        "3:19 a preview cannot know 'Date(…)'; write a literal in the preview, or bind a name with '--data NAME=file.json'"
      ])
    let aligned = layOutSwift([
      """
      struct Guided: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? { 0 }
      }
      struct Screen: View {
        var body: some View { Guided { Color.red } }
      }
      #Preview { Screen() }
      """
    ])
    #expect(aligned.messages.count == 1)
    #expect(
      aligned.messages.first?.hasPrefix(
        "7:25 'Guided' is the app's own Layout and declares 'explicitAlignment'") == true)
  }

  /// Geometry values in view code: a size's and a rectangle's members are numbers.
  @Test func geometryValuesInViewCode() {
    let out = layOutSwift([
      """
      struct Screen: View {
        var body: some View {
          let size = CGSize(width: 10, height: 20)
          let rect = CGRect(origin: .zero, size: size).insetBy(dx: 2, dy: 5)
          return Color.red.frame(width: rect.maxX + size.width, height: rect.height)
        }
      }
      #Preview { Screen() }
      """
    ])
    // The inset rectangle is (2, 5, 6, 10): maxX 8, so 8 + 10 = 18 wide and 10 tall, centred.
    #expect(out.messages == [])
    #expect(out.frames == [[186, 417, 18, 10]])
  }
}
