import LayoutOutput
import ViewDSL

/// A layoutc JSON document (Documentation/JSON.md) read back for comparing: the canvas and
/// every view's type, id, text, source position and frames. A file of JSON Lines (a matrix's
/// output) is several documents, each with its `combination`.
public struct LayoutDocument: Sendable, Equatable {
  /// A frame in points, as the JSON gives it (already on the pixel grid).
  public struct Frame: Sendable, Equatable {
    public var x, y, width, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  public struct Modifier: Sendable, Equatable {
    public var name: String
    public var frame: Frame
  }

  public struct View: Sendable, Equatable {
    public var parent: Int?
    public var type: String
    public var id: String?
    public var text: String?
    public var lines: Int?
    public var file: String?
    public var line: Int
    public var frame: Frame
    public var modifiers: [Modifier]
  }

  /// The canvas line of the table: `390×844 @3x, safe area 0,0,0,0, leftToRight, iOS 26`.
  public var canvas: String
  public var width: Double
  public var height: Double
  /// A matrix line's `combination`, as `file · device · size · direction`; nil otherwise.
  public var combination: String?
  public var views: [View]

  /// The documents of a file: one JSON document, or one per line of JSON Lines.
  public static func read(_ bytes: [UInt8]) -> Result<[LayoutDocument], LayoutDocumentError> {
    switch PreviewDataReader.read(bytes) {
    case .success(let value):
      return Result { () throws(LayoutDocumentError) in [try document(value, line: 1)] }
    case .failure(let whole):
      // JSON Lines: every line that is not blank is a document of its own.
      let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      guard lines.count > 1 else { return .failure(LayoutDocumentError(whole)) }
      var documents: [LayoutDocument] = []
      for (number, line) in lines.enumerated() where line.contains(where: { $0 > 0x20 }) {
        switch PreviewDataReader.read(Array(line)) {
        case .failure(let failure):
          // A pretty document with an error inside reads better at its own position.
          guard documents.isEmpty, number == 0 else {
            return .failure(LayoutDocumentError(failure, line: number + 1))
          }
          return .failure(LayoutDocumentError(whole))
        case .success(let value):
          do {
            documents.append(try document(value, line: number + 1))
          } catch {
            return .failure(error)
          }
        }
      }
      guard !documents.isEmpty else { return .failure(LayoutDocumentError(whole)) }
      return .success(documents)
    }
  }

  static func document(_ value: PreviewData, line: Int) throws(LayoutDocumentError)
    -> LayoutDocument
  {
    func fail(_ reason: String) -> LayoutDocumentError {
      LayoutDocumentError(line: line, reason: reason)
    }
    guard case .object = value, let canvas = value["canvas"], let list = value["views"],
      case .array(let items) = list
    else { throw fail("not a layoutc JSON document (no \"canvas\" and \"views\")") }
    guard let width = canvas["width"]?.number, let height = canvas["height"]?.number else {
      throw fail("the canvas has no width and height")
    }
    var views: [View] = []
    for (index, item) in items.enumerated() {
      guard let type = item["type"]?.string, let frame = item.frame else {
        throw fail("view \(index) has no type or frame")
      }
      var parent: Int?
      if let value = item["parent"]?.number {
        guard value >= 0, value < Double(index), value == value.rounded() else {
          throw fail("view \(index)'s parent is not a view before it")
        }
        parent = Int(value)
      }
      var modifiers: [Modifier] = []
      if case .array(let entries)? = item["modifiers"] {
        for entry in entries {
          guard let name = entry["name"]?.string, let frame = entry.frame else {
            throw fail("a modifier of view \(index) has no name or frame")
          }
          modifiers.append(Modifier(name: name, frame: frame))
        }
      }
      views.append(
        View(
          parent: parent, type: type, id: item["id"]?.string, text: item["text"]?.string,
          lines: item["lines"]?.number.map(wholeNumber), file: item["file"]?.string,
          line: item["line"]?.number.map(wholeNumber) ?? 0, frame: frame,
          modifiers: modifiers))
    }
    return LayoutDocument(
      canvas: canvasLine(canvas, width, height), width: width, height: height,
      combination: value["combination"].map(combinationLine), views: views)
  }

  static func canvasLine(_ canvas: PreviewData, _ width: Double, _ height: Double) -> String {
    var line = "\(format(width))×\(format(height))"
    if let scale = canvas["scale"]?.number { line += " @\(format(scale))x" }
    if let area = canvas["safeArea"] {
      let edges = ["top", "leading", "bottom", "trailing"].map { area[$0]?.number ?? 0 }
      line += ", safe area " + edges.map(format).joined(separator: ",")
    }
    if let direction = canvas["layoutDirection"]?.string { line += ", " + direction }
    if let os = canvas["os"]?.string { line += ", " + os }
    return line
  }

  static func combinationLine(_ c: PreviewData) -> String {
    ["file", "preview", "device", "dynamicType", "layoutDirection"].compactMap {
      guard let value = c[$0] else { return nil }
      return value.string ?? ($0 == "device" ? "no device" : nil)
    }.joined(separator: " · ")
  }
}

/// Why a file is not layoutc's JSON: where (1-based) and what.
public struct LayoutDocumentError: Error, Sendable, Equatable, CustomStringConvertible {
  public var line: Int
  public var column: Int?
  public var reason: String

  init(line: Int, column: Int? = nil, reason: String) {
    self.line = line
    self.column = column
    self.reason = reason
  }

  init(_ failure: PreviewDataReader.Failure, line: Int? = nil) {
    self.init(
      line: line ?? failure.line, column: line == nil ? failure.column : nil,
      reason: failure.reason)
  }

  public var description: String {
    "line \(line)" + (column.map { ", column \($0)" } ?? "") + ": " + reason
  }
}

/// A number of the document as an `Int`, clamped (a hostile file may hold any number).
func wholeNumber(_ value: Double) -> Int {
  guard value.isFinite else { return 0 }
  return Int(max(-1e15, min(1e15, value)))
}

/// Lengths as every output of layoutc prints them (`formatNumber`).
func format(_ value: Double) -> String { formatNumber(value) }

extension PreviewData {
  subscript(key: String) -> PreviewData? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  var number: Double? {
    switch self {
    case .int(let value): Double(value)
    case .double(let value): value
    default: nil
    }
  }

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var frame: LayoutDocument.Frame? {
    guard let x = self["x"]?.number, let y = self["y"]?.number, let w = self["width"]?.number,
      let h = self["height"]?.number
    else { return nil }
    return LayoutDocument.Frame(x: x, y: y, width: w, height: h)
  }
}
