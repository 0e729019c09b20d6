import SwiftUI

/// A podcast episode: artwork, title, duration and a play button.
public struct EpisodeRow: View {
    var title: String
    var show: String
    var minutes: Int

    public init(title: String, show: String, minutes: Int) { self.title = title; self.show = show; self.minutes = minutes }

    public var body: some View {
        HStack(alignment: .center, spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                .frame(width: 56, height: 56)
                .overlay {
                    Image(systemName: "bell.fill")
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 4) {
                Text(show.uppercased())
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                Text(title)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(2)
                Text("\(minutes) min")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            Button("Play") {}
                .buttonStyle(.bordered)
        }
        .padding()
    }
}

/// A product: name, old and new price, and a buy button.
public struct ProductRow: View {
    var name: String
    var price: String
    var oldPrice: String

    public init(name: String, price: String, oldPrice: String) { self.name = name; self.price = price; self.oldPrice = oldPrice }

    public var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.headline)
                HStack(spacing: 6) {
                    Text(price)
                        .foregroundStyle(.green)
                    Text(oldPrice)
                        .strikethrough()
                        .foregroundStyle(.secondary)
                }
                .font(.subheadline)
            }
            Spacer()
            Button("Buy") {}
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
