import SwiftUI

/// One figure of a workout: a symbol and its value.
public struct WorkoutStat: Identifiable, Sendable {
    public var id: String { symbol }
    public let symbol: String, value: String
    public init(symbol: String, value: String) { self.symbol = symbol; self.value = value }
}

/// A workout in an activity log: a symbol on a gradient disc, the title, its figures in
/// caption (a group of labels in the leading column) and the time of day.
public struct WorkoutRow: View {
    let title: String
    let time: String
    let stats: [WorkoutStat]

    public init(title: String, time: String, stats: [WorkoutStat]) { self.title = title; self.time = time; self.stats = stats }

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "flame")
                .font(.title2)
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(Circle().fill(.pink.gradient))
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Group {
                    ForEach(stats) { stat in
                        Label(stat.value, systemImage: stat.symbol)
                    }
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Spacer()
            Text(time)
                .font(.footnote)
                .foregroundStyle(.tertiary)
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
    }
}

#Preview {
    WorkoutRow(title: "Morning Run", time: "07:12",
               stats: [WorkoutStat(symbol: "timer", value: "42:18"), WorkoutStat(symbol: "mappin", value: "8.2 km")])
}
