import SwiftUI

/// A chat in a conversation list: avatar initials, name, last message, a relative timestamp
/// and an unread count badge.
public struct ChatRow: View {
    var name: String
    var lastMessage: String
    var sent: Date
    var unread: Int

    public init(name: String, lastMessage: String, sent: Date, unread: Int) {
        self.name = name; self.lastMessage = lastMessage; self.sent = sent; self.unread = unread
    }

    public var body: some View {
        HStack(spacing: 12) {
            Text(name.split(separator: " ").compactMap(\.first).map(String.init).joined())
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(Circle().fill(.indigo))
            VStack(alignment: .leading, spacing: 3) {
                HStack(alignment: .firstTextBaseline) {
                    Text(name).font(.headline).lineLimit(1)
                    Spacer()
                    Text(sent, style: .relative)
                        .font(.caption)
                        .foregroundStyle(unread > 0 ? Color.accentColor : .secondary)
                }
                HStack(alignment: .top) {
                    Text(lastMessage)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                    Spacer()
                    if unread > 0 {
                        Text("\(unread)")
                            .font(.caption.bold())
                            .foregroundStyle(.white)
                            .padding(.horizontal, 7)
                            .padding(.vertical, 2)
                            .background(Capsule().fill(Color.accentColor))
                    }
                }
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }
}

/// A stock's price and its change over the day (a fraction: -0.0123 is -1.23 %).
public struct Quote: Sendable {
    public var symbol: String, company: String, price: Double, change: Double
    public init(_ symbol: String, _ company: String, price: Double, change: Double) {
        (self.symbol, self.company, self.price, self.change) = (symbol, company, price, change)
    }
}

/// A stock in a watchlist: symbol and company, the price in tabular digits and the day's
/// change in a green or red capsule.
public struct QuoteRow: View {
    let quote: Quote
    public init(quote: Quote) { self.quote = quote }

    public var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(quote.symbol).font(.headline)
                Text(quote.company).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 4) {
                Text(quote.price, format: .number.precision(.fractionLength(2)))
                    .font(.body)
                Text(quote.change, format: .percent.precision(.fractionLength(2)).sign(strategy: .always()))
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .frame(minWidth: 64, alignment: .trailing)
                    .background(quote.change >= 0 ? Color.green : Color.red, in: Capsule())
            }
            .monospacedDigit()
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
    }
}

/// The selected section of a profile, underlined where its title is.
private struct SelectedSection: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// A profile header: avatar, name and handle over a strip of sections whose selected one is
/// underlined through an anchor preference.
public struct ProfileHeader: View {
    var name: String
    var handle: String
    var sections: [String]
    var selected: Int

    public init(name: String, handle: String, sections: [String], selected: Int) {
        self.name = name; self.handle = handle; self.sections = sections; self.selected = selected
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Image(systemName: "person.crop.circle.fill")
                    .font(.system(size: 48))
                    .foregroundStyle(.gray)
                VStack(alignment: .leading) {
                    Text(name).font(.title2.bold())
                    Text("@\(handle)").foregroundStyle(.secondary)
                }
            }
            HStack(spacing: 24) {
                ForEach(sections.indices, id: \.self) { i in
                    Text(sections[i])
                        .font(.subheadline)
                        .fontWeight(i == selected ? .semibold : .regular)
                        .foregroundStyle(i == selected ? .primary : .secondary)
                        .anchorPreference(key: SelectedSection.self, value: .bounds) { i == selected ? $0 : nil }
                }
            }
        }
        .padding()
        .overlayPreferenceValue(SelectedSection.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let r = proxy[anchor]
                    Rectangle()
                        .fill(Color.accentColor)
                        .frame(width: r.width, height: 2)
                        .offset(x: r.minX, y: r.maxY + 6)
                }
            }
        }
    }
}
