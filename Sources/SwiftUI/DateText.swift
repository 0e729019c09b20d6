#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import Foundation

/// `Text(date, style:)` against the snapshot's fixed "now", locale and time zone (never the
/// machine's), with Gregorian arithmetic in that fixed time zone.
enum DateText {
    static func string(_ date: Date, _ style: Text.DateStyle, _ env: CellEnvironment) -> String {
        guard date.timeIntervalSince1970.isFinite, abs(date.timeIntervalSince1970) < 3e12 else { return "—" }
        let formatter = DateFormattingUtility(environment: env)
        switch style {
        case .date: return formatter.formatDate(date, style: .long)
        case .time: return time(date, env)
        case .relative: return span(date.timeIntervalSince(env.now))
        case .offset: return (date < env.now ? "-" : "+") + span(date.timeIntervalSince(env.now))
        case .timer: return timer(date.timeIntervalSince(env.now))
        }
    }

    /// "14:05" (24-hour locales) or "2:05 PM" (en-US).
    static func time(_ date: Date, _ env: CellEnvironment) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: env.timeZone.secondsFromGMT) ?? calendar.timeZone
        let c = calendar.dateComponents([.hour, .minute], from: date)
        let h = c.hour ?? 0, m = c.minute ?? 0
        let mm = m < 10 ? "0\(m)" : "\(m)"
        if env.locale == .enUS { return "\(h % 12 == 0 ? 12 : h % 12):\(mm) \(h < 12 ? "AM" : "PM")" }
        return "\(h < 10 ? "0" : "")\(h):\(mm)"
    }

    /// The two largest units of a span, as SwiftUI's relative style writes it ("2 hours, 5 minutes").
    static func span(_ seconds: TimeInterval) -> String {
        var rest = Int(abs(seconds).rounded(.down))
        let units: [(String, Int)] = [("day", 86_400), ("hour", 3600), ("minute", 60), ("second", 1)]
        var parts: [String] = []
        for (name, size) in units where rest >= size || (parts.isEmpty && size == 1) {
            let n = rest / size
            rest -= n * size
            parts.append("\(n) \(name)\(n == 1 ? "" : "s")")
            if parts.count == 2 { break }
        }
        return parts.joined(separator: ", ")
    }

    /// "1:02:03" or "2:03".
    static func timer(_ seconds: TimeInterval) -> String {
        let t = Int(abs(seconds).rounded(.down))
        let h = t / 3600, m = (t % 3600) / 60, s = t % 60
        let ss = s < 10 ? "0\(s)" : "\(s)"
        if h > 0 { return "\(h):\(m < 10 ? "0" : "")\(m):\(ss)" }
        return "\(m):\(ss)"
    }
}
#endif
