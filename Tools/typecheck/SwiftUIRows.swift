// Twelve census rows written in SwiftUI, for Tools/typecheck/compare.sh (the twin of CellShotRows.swift).
import SwiftUI

struct LandmarkRow: View {
    var name: String, isFavorite: Bool
    var body: some View {
        HStack {
            Image("turtlerock").resizable().frame(width: 50, height: 50)
            Text(name)
            Spacer()
            if isFavorite { Image(systemName: "star.fill").foregroundStyle(.yellow) }
        }
    }
}

struct ScrumCard: View {
    var title: String, attendees: Int, minutes: Int
    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            Spacer()
            HStack {
                Label("\(attendees)", systemImage: "person.3")
                Spacer()
                Label("\(minutes)", systemImage: "clock").padding(.trailing, 20)
            }
            .font(.caption)
        }
        .padding()
    }
}

struct SettingsRow: View {
    var title: String, value: String
    var body: some View {
        HStack {
            Image(systemName: "wifi").foregroundStyle(.white).frame(width: 28, height: 28)
                .background(RoundedRectangle(cornerRadius: 6).fill(.blue))
            Text(title)
            Spacer()
            Text(value).foregroundStyle(.secondary)
            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        }
    }
}

struct ContactRow: View {
    var name: String, status: String, unread: Int
    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(.indigo).frame(width: 40, height: 40)
                .overlay(Text(String(name.prefix(1))).font(.headline).foregroundColor(.white))
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.body.weight(.semibold)).lineLimit(1)
                Text(status).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(unread)").font(.footnote.weight(.semibold)).foregroundColor(.white)
                .padding(.horizontal, 8).padding(.vertical, 2).background(Capsule().fill(.red))
            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        }
    }
}

struct KeyValueRow: View {
    var key: String, value: String
    var body: some View {
        HStack {
            Text(key)
            Spacer()
            Text(value).foregroundStyle(.secondary)
        }
    }
}

struct ProgressRow: View {
    var title: String, value: Double
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(title).font(.subheadline)
                Spacer()
                Text("\(Int(value * 100))%").font(.caption).foregroundStyle(.secondary)
            }
            ProgressView(value: value)
        }
    }
}

struct MessageRow: View {
    var sender: String, time: String, preview: String
    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Circle().fill(.gray).frame(width: 36, height: 36)
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(sender).font(.headline)
                    Spacer()
                    Text(time).font(.caption).foregroundStyle(.secondary)
                }
                Text(preview).font(.subheadline).lineLimit(2)
            }
        }
    }
}

struct MediaRow: View {
    var title: String, artist: String
    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8).fill(.orange).frame(width: 56, height: 56)
            VStack(alignment: .leading) {
                Text(title).font(.headline).lineLimit(1)
                Text(artist).foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "play.fill")
        }
    }
}

struct SyncRow: View {
    var date: String
    var body: some View {
        HStack {
            Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
            Text("Synced")
            Spacer()
            Text(date).font(.footnote).foregroundStyle(.secondary)
        }
        .padding(.vertical, 8)
    }
}

struct StatCard: View {
    var label: String, value: String
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(label).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.title2.bold())
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
    }
}

struct TagRow: View {
    var tags: [String]
    var body: some View {
        HStack(spacing: 6) {
            ForEach(tags, id: \.self) { tag in
                Text(tag).font(.caption).padding(.horizontal, 8).padding(.vertical, 4)
                    .background(Capsule().fill(.blue.opacity(0.15)))
            }
        }
    }
}

struct DownloadRow: View {
    var name: String, size: String
    var body: some View {
        HStack {
            Image(systemName: "arrow.down.circle").font(.title2).foregroundStyle(.blue)
            VStack(alignment: .leading) {
                Text(name).lineLimit(1)
                Text(size).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Button("Open") {}.buttonStyle(.bordered)
        }
    }
}
