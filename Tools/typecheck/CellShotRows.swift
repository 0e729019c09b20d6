// The twelve rows of SwiftUIRows.swift written in CellShot's views, for Tools/typecheck/compare.sh.
import CellShotLayout
import CellShotRaster

struct LandmarkRow: CellView {
    var name: String, isFavorite: Bool
    var body: some CellView {
        HStackView {
            RoundedRectangleView(cornerRadius: 0).fill(.systemGray).frame(width: 50, height: 50)
            TextView(name)
            SpacerView()
            if isFavorite { IconView("star.fill").foregroundColor(.systemYellow) }
        }
    }
}

struct ScrumCard: CellView {
    var title: String, attendees: Int, minutes: Int
    var body: some CellView {
        VStackView(alignment: .leading) {
            TextView(title).font(.headline)
            SpacerView()
            HStackView {
                HStackView(spacing: 4) { IconView("person.3"); TextView("\(attendees)") }
                SpacerView()
                HStackView(spacing: 4) { IconView("clock"); TextView("\(minutes)") }.padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 20))
            }
            .font(.caption1)
        }
        .padding()
    }
}

struct SettingsRow: CellView {
    var title: String, value: String
    var body: some CellView {
        HStackView {
            IconView("wifi").foregroundColor(.white).frame(width: 28, height: 28)
                .background(RoundedRectangleView(cornerRadius: 6).fill(.systemBlue))
            TextView(title)
            SpacerView()
            TextView(value).foregroundColor(.secondaryLabel)
            IconView("chevron.right").foregroundColor(.tertiaryLabel)
        }
    }
}

struct ContactRow: CellView {
    var name: String, status: String, unread: Int
    var body: some CellView {
        HStackView(spacing: 12) {
            CircleView().fill(.systemIndigo).frame(width: 40, height: 40)
                .overlay(TextView(String(name.prefix(1))).font(.headline).foregroundColor(.white))
            VStackView(alignment: .leading, spacing: 2) {
                TextView(name).font(.body, weight: .semibold).lineLimit(1)
                TextView(status).font(.subheadline).foregroundColor(.secondaryLabel)
            }
            SpacerView()
            TextView("\(unread)").font(.footnote, weight: .semibold).foregroundColor(.white)
                .padding(horizontal: 8, vertical: 2).background(CapsuleView().fill(.systemRed))
            IconView("chevron.right").foregroundColor(.tertiaryLabel)
        }
    }
}

struct KeyValueRow: CellView {
    var key: String, value: String
    var body: some CellView {
        HStackView {
            TextView(key)
            SpacerView()
            TextView(value).foregroundColor(.secondaryLabel)
        }
    }
}

struct ProgressRow: CellView {
    var title: String, value: Double
    var body: some CellView {
        VStackView(alignment: .leading, spacing: 6) {
            HStackView {
                TextView(title).font(.subheadline)
                SpacerView()
                TextView("\(Int(value * 100))%").font(.caption1).foregroundColor(.secondaryLabel)
            }
            ProgressBarView(value: value)
        }
    }
}

struct MessageRow: CellView {
    var sender: String, time: String, preview: String
    var body: some CellView {
        HStackView(alignment: .top, spacing: 10) {
            CircleView().fill(.systemGray).frame(width: 36, height: 36)
            VStackView(alignment: .leading, spacing: 4) {
                HStackView {
                    TextView(sender).font(.headline)
                    SpacerView()
                    TextView(time).font(.caption1).foregroundColor(.secondaryLabel)
                }
                TextView(preview).font(.subheadline).lineLimit(2)
            }
        }
    }
}

struct MediaRow: CellView {
    var title: String, artist: String
    var body: some CellView {
        HStackView(spacing: 12) {
            RoundedRectangleView(cornerRadius: 8).fill(.systemOrange).frame(width: 56, height: 56)
            VStackView(alignment: .leading) {
                TextView(title).font(.headline).lineLimit(1)
                TextView(artist).foregroundColor(.secondaryLabel)
            }
            SpacerView()
            IconView("play.fill")
        }
    }
}

struct SyncRow: CellView {
    var date: String
    var body: some CellView {
        HStackView {
            IconView("checkmark.circle.fill").foregroundColor(.systemGreen)
            TextView("Synced")
            SpacerView()
            TextView(date).font(.footnote).foregroundColor(.secondaryLabel)
        }
        .padding(vertical: 8)
    }
}

struct StatCard: CellView {
    var label: String, value: String
    var body: some CellView {
        VStackView(alignment: .leading, spacing: 4) {
            TextView(label).font(.caption1).foregroundColor(.secondaryLabel)
            TextView(value).font(.title2, weight: .bold)
        }
        .padding(12)
        .background(RoundedRectangleView(cornerRadius: 12).fill(.secondarySystemBackground))
    }
}

struct TagRow: CellView {
    var tags: [String]
    var body: some CellView {
        HStackView(spacing: 6) {
            ForEachView(tags) { tag in
                TextView(tag).font(.caption1).padding(horizontal: 8, vertical: 4)
                    .background(CapsuleView().fill(DynamicColor.systemBlue.withAlphaScaled(0.15)))
            }
        }
    }
}

struct DownloadRow: CellView {
    var name: String, size: String
    var body: some CellView {
        HStackView {
            IconView("arrow.down.circle").font(.title2).foregroundColor(.systemBlue)
            VStackView(alignment: .leading) {
                TextView(name).lineLimit(1)
                TextView(size).font(.caption1).foregroundColor(.secondaryLabel)
            }
            SpacerView()
            TextView("Open").foregroundColor(.systemBlue).padding(horizontal: 12, vertical: 7)
                .background(RoundedRectangleView(cornerRadius: 8).fill(DynamicColor.systemBlue.withAlphaScaled(0.15)))
        }
    }
}
