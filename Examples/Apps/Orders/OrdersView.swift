import SwiftUI

/// The day's orders, newest first, with a summary above them.
struct OrdersView: View {
  var orders: [Order]

  private var openOrders: [Order] {
    orders.filter {
      if case .cancelled = $0.status { return false }
      return true
    }
  }

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        Text("Orders")
          .font(.largeTitle.bold())
          .padding(.bottom, 4)
        Text("\(openOrders.count) open · \(orders.count) today")
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .padding(.bottom, 12)
        ForEach(orders) { order in
          OrderRow(order: order)
          Divider()
            .padding(.leading, 52)
        }
      }
      .padding(.horizontal)
    }
  }
}

#Preview("Orders") {
  OrdersView(orders: Order.samples)
}
