import Testing

/// Swift input shares the catalogue's verdicts: another framework's view is an error naming
/// the framework at its name, and its content (a chart's marks) is not reported.
@Suite struct OtherFrameworkNamesTests {
  @Test func chartInAPreviewNamesSwiftCharts() {
    let run = layOutSwift([
      """
      import SwiftUI
      import Charts

      #Preview {
        VStack {
          Text("Steps")
          Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3))
          }
          .chartXAxis(.hidden)
        }
      }
      """
    ])
    #expect(
      run.messages == [
        "7:5 'Chart' comes from Swift Charts, which layoutc does not lay out; replace it with a frame of its size in the preview",
        "10:5 modifier 'chartXAxis' comes from Swift Charts, which layoutc does not lay out; remove it from the preview",
      ])
  }
}
