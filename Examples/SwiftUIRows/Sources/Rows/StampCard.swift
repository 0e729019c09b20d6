import SwiftUI

/// A loyalty card: stamps in a grid, filled up to the count collected.
public struct StampCard: View {
    var collected: Int
    var total: Int
    private let columns = [GridItem(.adaptive(minimum: 44), spacing: 12)]

    public init(collected: Int, total: Int) { self.collected = collected; self.total = total }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Coffee Club")
                    .font(.title3.weight(.bold))
                Spacer()
                Text("\(collected)/\(total)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(0..<total, id: \.self) { index in
                    ZStack {
                        Circle()
                            .strokeBorder(Color.brown, lineWidth: 2)
                        if index < collected {
                            Image(systemName: "checkmark")
                                .font(.headline)
                                .foregroundStyle(.brown)
                        }
                    }
                    .frame(width: 44, height: 44)
                }
            }
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .padding()
    }
}
