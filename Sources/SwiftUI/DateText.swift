#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import Foundation

/// `Text(date, style:)` against the snapshot's fixed "now", locale and time zone (never the
/// machine's): the locale's CLDR long date, short time and duration units.
enum DateText {
    static func string(_ date: Date, _ style: Text.DateStyle, _ env: CellEnvironment) -> String {
        guard date.timeIntervalSince1970.isFinite, abs(date.timeIntervalSince1970) < 3e12 else { return "—" }
        let formatter = DateFormattingUtility(environment: env)
        switch style {
        case .date: return formatter.formatDate(date, style: .long)
        case .time: return formatter.formatTime(date)
        case .relative: return formatter.formatSpan(from: date)
        case .offset: return (date < env.now ? "-" : "+") + formatter.formatSpan(from: date)
        case .timer: return timer(date.timeIntervalSince(env.now))
        }
    }

    /// "1:02:03" or "2:03".
    static func timer(_ seconds: TimeInterval) -> String {
        let total = Int(abs(seconds).rounded(.down))
        let hours = total / 3600, minutes = (total % 3600) / 60, secondsPart = total % 60
        let ss = secondsPart < 10 ? "0\(secondsPart)" : "\(secondsPart)"
        if hours > 0 { return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(ss)" }
        return "\(minutes):\(ss)"
    }
}
#endif
