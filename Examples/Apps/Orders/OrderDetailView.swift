import SwiftUI

/// An order's screen: the header, one row per item, the total and the action.
struct OrderDetailView: View {
  let order: Order
  @State private var isMarkedReady = false

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        header
        if let note = order.note {
          Label(note, systemImage: "text.bubble")
            .font(.callout)
        }
        VStack(spacing: 0) {
          ForEach(order.items) { item in
            itemRow(item)
            if item.id != order.items.last?.id {
              Divider()
            }
          }
        }
        .padding(.horizontal)
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
        HStack {
          Text("Total")
          Spacer()
          Text(order.total, format: .currency(code: "USD"))
        }
        .font(.headline)
        switch order.status {
        case .cancelled(let reason):
          Text("Cancelled: \(reason)")
            .foregroundStyle(.red)
        default:
          Button {
            isMarkedReady = true
          } label: {
            Text(isMarkedReady ? "Marked Ready" : "Mark as Ready")
              .frame(maxWidth: .infinity)
          }
          .buttonStyle(.borderedProminent)
          .controlSize(.large)
        }
      }
      .padding()
    }
  }

  private var header: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(order.id)
        .font(.largeTitle.bold())
      HStack {
        Text(order.customer)
        StatusBadge(status: order.status)
      }
      .font(.subheadline)
    }
  }

  @ViewBuilder
  private func itemRow(_ item: LineItem) -> some View {
    HStack {
      Text("\(item.quantity)×")
        .foregroundStyle(.secondary)
        .frame(width: 32, alignment: .leading)
      Text(item.name)
      Spacer()
      Text(item.total, format: .currency(code: "USD"))
    }
    .padding(.vertical, 12)
  }
}

#Preview("Detail") {
  OrderDetailView(order: Order.samples[0])
}

#Preview("Cancelled") {
  OrderDetailView(order: Order.samples[2])
}
