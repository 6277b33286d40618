import SwiftUI

struct LineItem: Identifiable {
  let id: Int
  var name: String
  var quantity: Int
  var unitPrice: Double

  var total: Double { Double(quantity) * unitPrice }
}

enum OrderStatus {
  case placed
  case preparing(minutesLeft: Int)
  case ready
  case cancelled(reason: String)

  var title: String {
    switch self {
    case .placed: return "Placed"
    case .preparing(let minutes): return "Ready in \(minutes) min"
    case .ready: return "Ready"
    case .cancelled: return "Cancelled"
    }
  }

  var tint: Color {
    switch self {
    case .placed: return .blue
    case .preparing: return .orange
    case .ready: return .green
    case .cancelled: return .red
    }
  }
}

struct Order: Identifiable {
  let id: String
  var customer: String
  var items: [LineItem]
  var status: OrderStatus
  var note: String? = nil

  var itemCount: Int { items.map(\.quantity).reduce(0, +) }
  var total: Double { items.reduce(0) { $0 + $1.total } }
}

extension Order {
  static let samples: [Order] = [
    Order(
      id: "Order#1203", customer: "Ana",
      items: [
        LineItem(id: 1, name: "Glazed", quantity: 2, unitPrice: 1.5),
        LineItem(id: 2, name: "Cinnamon Swirl", quantity: 1, unitPrice: 2.75),
      ],
      status: .preparing(minutesLeft: 5), note: "Extra napkins, please"),
    Order(
      id: "Order#1204", customer: "Ben",
      items: [LineItem(id: 3, name: "Boston Cream", quantity: 6, unitPrice: 2)],
      status: .ready),
    Order(
      id: "Order#1205", customer: "Chloé",
      items: [LineItem(id: 4, name: "Old Fashioned", quantity: 12, unitPrice: 1.25)],
      status: .cancelled(reason: "Closed early")),
  ]
}
