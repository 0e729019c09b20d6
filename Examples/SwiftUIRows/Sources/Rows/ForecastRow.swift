import SwiftUI

/// One day of a ten-day forecast: the day, a weather symbol with the chance of rain, the low,
/// a bar placing the day's range on the week's range, and the high.
public struct ForecastRow: View {
    let day: String
    let symbol: String
    let rainChance: Int?
    let low: Int, high: Int
    /// The coldest low and warmest high of the whole forecast: the bar's ends.
    let weekLow: Int, weekHigh: Int

    public init(day: String, symbol: String, rainChance: Int? = nil, low: Int, high: Int, weekLow: Int, weekHigh: Int) {
        self.day = day; self.symbol = symbol; self.rainChance = rainChance
        self.low = low; self.high = high; self.weekLow = weekLow; self.weekHigh = weekHigh
    }

    private let barWidth: CGFloat = 96
    @Environment(\.dynamicTypeSize) private var typeSize

    public var body: some View {
        Group {
            if typeSize.isAccessibilitySize {
                // At accessibility sizes the columns do not fit: the day and weather over the range.
                VStack(alignment: .leading, spacing: 6) {
                    HStack {
                        dayText
                        Spacer()
                        weather
                    }
                    HStack(spacing: 12) {
                        lowText
                        rangeBar
                        highText
                    }
                }
            } else {
                HStack(spacing: 12) {
                    dayText.frame(width: 56, alignment: .leading)
                    weather.frame(width: 36)
                    Spacer(minLength: 0)
                    lowText.frame(width: 36, alignment: .trailing)
                    rangeBar
                    highText.frame(width: 36, alignment: .trailing)
                }
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
        .accessibilityElement(children: .combine)
    }

    private var dayText: some View { Text(day).font(.body.weight(.medium)).lineLimit(1) }
    private var lowText: some View { Text("\(low)°").foregroundStyle(.secondary).monospacedDigit() }
    private var highText: some View { Text("\(high)°").monospacedDigit() }

    /// The symbol, with the chance of rain under it when there is one.
    private var weather: some View {
        VStack(spacing: 0) {
            Image(systemName: symbol)
                .symbolRenderingMode(.multicolor)
                .font(.title3)
            if let rainChance {
                Text("\(rainChance)%")
                    .font(.caption2.bold())
                    .foregroundStyle(.cyan)
            }
        }
    }

    /// The week's range as a track, the day's part of it as a capsule in warm colours.
    private var rangeBar: some View {
        let span = CGFloat(max(weekHigh - weekLow, 1))
        let start = CGFloat(low - weekLow) / span * barWidth
        let length = max(CGFloat(high - low) / span * barWidth, 4)
        return ZStack(alignment: .leading) {
            Capsule().fill(.quaternary)
            Capsule()
                .fill(LinearGradient(colors: [.teal, .yellow, .orange], startPoint: .leading, endPoint: .trailing))
                .frame(width: length)
                .padding(.leading, start)
        }
        .frame(width: barWidth, height: 5)
    }
}

#Preview("Forecast", traits: .sizeThatFitsLayout) {
    VStack(spacing: 0) {
        ForecastRow(day: "Today", symbol: "cloud.sun", low: 9, high: 17, weekLow: 6, weekHigh: 21)
        Divider()
        ForecastRow(day: "Tue", symbol: "drop", rainChance: 60, low: 6, high: 12, weekLow: 6, weekHigh: 21)
    }
    .frame(width: 375)
}
