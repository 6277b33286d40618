import LayoutEngine
import TextMeasurement

/// The bundled fonts in the source tree, passed explicitly (tests never depend on where the
/// test binary was built).
let fontDirectory: String = {
  let file = #filePath
  let tests = file[..<file.lastIndex(of: "/")!]
  let root = tests[..<tests.lastIndex(of: "/")!]
  return root[..<root.lastIndex(of: "/")!] + "/Sources/TextMeasurement/Fonts"
}()

func makeMeasurer(scale: Double = 3, dynamicType: DynamicTypeSize = .large) throws
  -> TextMeasurer
{
  try TextMeasurer(displayScale: scale, dynamicTypeSize: dynamicType, fontDirectory: fontDirectory)
}

func style(
  _ font: FontSpec = .body, maxLines: Int? = nil, reservedLines: Int = 0,
  truncation: TextStyle.TruncationMode = .tail, minimumScaleFactor: Double = 1,
  lineSpacing: Double = 0, allowsTightening: Bool = false, tracking: Double? = nil
) -> TextStyle {
  TextStyle(
    font: font, maxLines: maxLines, reservedLines: reservedLines, truncationMode: truncation,
    minimumScaleFactor: minimumScaleFactor, lineSpacing: lineSpacing,
    allowsTightening: allowsTightening, tracking: tracking)
}

func ideal(_ measurer: TextMeasurer, _ text: String, _ style: TextStyle = TextStyle())
  -> TextLayoutResult
{
  measurer.measure(text, style: style, proposal: .unspecified)
}

func wrapped(
  _ measurer: TextMeasurer, _ text: String, width: Double, _ style: TextStyle = TextStyle()
) -> TextLayoutResult {
  measurer.measure(text, style: style, proposal: ProposedSize(width: width, height: nil))
}

/// Exact comparison on the pixel grid, tolerant of floating-point noise.
func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }
