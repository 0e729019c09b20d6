import SwiftUI

/// Where a parcel is.
public enum ShippingStatus: String, Sendable {
    case processing = "Processing", shipped = "Shipped", delivered = "Delivered"

    var color: Color {
        switch self {
        case .processing: return .orange
        case .shipped: return .blue
        case .delivered: return .green
        }
    }
}

/// An order in a purchase history: a parcel symbol on a tinted tile, the order number and its
/// items, the total, a status capsule and a menu of actions.
public struct OrderRow: View {
    let number: String, items: String
    let total: Decimal
    let status: ShippingStatus

    public init(number: String, items: String, total: Decimal, status: ShippingStatus) {
        (self.number, self.items, self.total, self.status) = (number, items, total, status)
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: status == .delivered ? "shippingbox" : "box.truck")
                .font(.title3)
                .foregroundStyle(.white)
                .frame(width: 40, height: 40)
                .background(status.color.gradient, in: RoundedRectangle(cornerRadius: 9))
            VStack(alignment: .leading, spacing: 4) {
                HStack(alignment: .firstTextBaseline) {
                    Text("Order \(number)").font(.headline)
                    Spacer()
                    Text(total, format: .currency(code: "EUR"))
                        .font(.subheadline.weight(.semibold))
                        .monospacedDigit()
                }
                Text(items)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                HStack {
                    Text(status.rawValue)
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(status.color)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 3)
                        .background(status.color.opacity(0.15), in: Capsule())
                    Spacer()
                    Menu {
                        Button("Track Parcel", systemImage: "mappin") {}
                        Button("Return Items", systemImage: "arrow.uturn.left") {}
                        Divider()
                        Button("Cancel Order", role: .destructive) {}
                    } label: {
                        Label("Actions", systemImage: "ellipsis")
                            .labelStyle(.iconOnly)
                            .padding(6)
                    }
                }
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
    }
}

#Preview("Shipped") {
    OrderRow(number: "#1042", items: "Oat Flat White ×2, Almond Croissant", total: 11.6, status: .shipped)
}
