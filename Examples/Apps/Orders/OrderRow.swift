import SwiftUI

/// One order in the list: the customer's initial in a circle, the order and its items, the
/// total and the status on the trailing side.
struct OrderRow: View {
  let order: Order

  var body: some View {
    HStack(spacing: 12) {
      Text(String(order.customer.prefix(1)))
        .font(.headline)
        .frame(width: 40, height: 40)
        .background(order.status.tint.opacity(0.2), in: Circle())
      VStack(alignment: .leading, spacing: 2) {
        Text(order.id)
          .font(.headline)
        Text("\(order.customer) · \(order.itemCount) items")
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer()
      VStack(alignment: .trailing, spacing: 2) {
        Text(order.total, format: .currency(code: "USD"))
          .font(.body)
        StatusBadge(status: order.status)
      }
    }
    .padding(.vertical, 8)
  }
}

struct StatusBadge: View {
  let status: OrderStatus

  var body: some View {
    Text(status.title)
      .font(.caption)
      .padding(.horizontal, 8)
      .padding(.vertical, 2)
      .background(status.tint.opacity(0.15), in: Capsule())
  }
}

#Preview("Row", traits: .sizeThatFitsLayout) {
  OrderRow(order: Order.samples[0])
    .padding(.horizontal)
}
