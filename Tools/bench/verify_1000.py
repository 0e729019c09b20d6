#!/usr/bin/env python3
"""A mixed 1 000-snapshot catalog (cards, custom rows, tables, screens), recorded once and verified.

    Tools/bench/verify_1000.py SNAPSHOT [--folder DIR] [--jobs N] [--runs R]

Writes DIR/catalog.yaml (default: <tmp>/cellshot-verify-1000), records its references with the
`snapshot` binary given, then runs `snapshot verify --jobs N --quiet` R times (default 5) and
prints each run's wall and CPU time and the medians. The mix, all at 3×:

    500 card cells   5 entries × light/dark × 5 Dynamic Type sizes × 10 widths
    250 custom rows  5 view entries × light/dark × 5 sizes × 5 widths
    150 tables       3 table entries (inset grouped, plain with swipe actions, grouped form) × 50
    100 screens      2 screens (a navigation bar over a table) × 50
"""
import argparse, os, resource, statistics, subprocess, sys, tempfile, time

SIZES = "[small, large, extraLarge, extraExtraLarge, accessibilityMedium]"
CATALOG = f"""references: references
shared:
  cards: &cards {{appearance: [light, dark], contentSize: {SIZES}, width: [320, 340, 360, 375, 390, 393, 402, 414, 428, 430]}}
  rows: &rows {{appearance: [light, dark], contentSize: {SIZES}, width: [320, 375, 393, 414, 430]}}
  chips: &chips [{{icon: calendar, background: systemRed}}, {{icon: clock, background: systemBlue}}, {{icon: flag.fill, background: systemGreen}}]
  settings: &settings {{style: insetGrouped, sections: [{{header: Sound, footer: Applies to every device., rows: [{{text: Ringtone, detail: Radar, style: value1, image: {{icon: bell.fill, background: systemPink}}, accessory: disclosureIndicator}}, {{switch: Vibrate, isOn: false, image: {{icon: gear, background: systemGray}}}}, {{stepper: Volume, value: 3, range: [0, 10]}}, {{action: Reset, destructive: true}}]}}]}}
  mail: &mail {{style: plain, sections: [{{rows: [{{text: Lena Park, detail: Draft attached, image: {{icon: person.fill, tint: systemGreen}}}}, {{text: Omar Said, detail: Flight times, trailingSwipeActions: {{actions: [{{title: Archive, tint: systemPurple}}, {{title: Delete, style: destructive}}], revealed: true}}}}, {{text: Ines Costa, detail: Minutes, state: selected}}, {{text: Tom Berg, detail: Invoice, checked: true}}]}}]}}
cards:
  - {{name: master1, sample: 1, configuration: {{preset: singleMetadata}}, matrix: *cards}}
  - {{name: master3, sample: 3, configuration: {{preset: tripleMetadata, metadataConfigs: *chips}}, matrix: *cards}}
  - {{name: detail0, sample: 4, configuration: {{preset: basic, style: detail}}, matrix: *cards}}
  - {{name: selected, sample: 2, state: selected, configuration: {{preset: dualMetadata, style: detail}}, matrix: *cards}}
  - {{name: editing, sample: 3, state: editing, configuration: {{preset: singleMetadata, style: detail, editing: {{enabled: true, maxLength: 60, characterCount: both}}}}, matrix: *cards}}
views:
  - {{name: contact, matrix: *rows, view: {{hstack: {{spacing: 12, children: [{{circle: {{fill: systemTeal}}, frame: {{width: 36, height: 36}}}}, {{text: {{string: Maria Ruiz, style: body}}}}, {{spacer: }}, {{icon: {{name: star.fill, color: systemYellow}}}}]}}, padding: 12, background: systemBackground}}}}
  - {{name: message, matrix: *rows, view: {{vstack: {{alignment: leading, spacing: 4, children: [{{text: {{string: Team lunch, style: headline}}}}, {{text: {{string: "Shall we meet at noon at the usual place? Bring the slides.", style: subheadline, color: secondaryLabel, lines: 2}}}}]}}, padding: 16, background: systemBackground}}}}
  - {{name: tile, matrix: *rows, view: {{hstack: {{spacing: 14, children: [{{icon: {{name: gear, color: white}}, frame: {{width: 29, height: 29}}, background: systemGray, cornerRadius: 7}}, {{text: General}}, {{spacer: }}, {{icon: {{name: chevron.right, size: 13, color: tertiaryLabel}}}}]}}, padding: 10, background: secondarySystemGroupedBackground}}}}
  - {{name: price, matrix: *rows, view: {{hstack: {{children: [{{text: {{string: Espresso, style: headline}}}}, {{spacer: }}, {{text: {{string: "€ 2.40", weight: semibold}}, padding: 6, background: {{roundedRectangle: {{cornerRadius: 8, fill: secondarySystemBackground}}}}}}]}}, padding: 14, border: {{color: separator, width: 1}}}}}}
  - {{name: progress, matrix: *rows, view: {{vstack: {{alignment: leading, spacing: 6, children: [{{text: {{string: Syncing notes, style: subheadline}}}}, {{capsule: {{fill: systemGreen}}, frame: {{width: 220, height: 5}}}}]}}, padding: 12, background: systemBackground}}}}
tables:
  - {{name: settings, matrix: *rows, table: *settings}}
  - {{name: mail, matrix: *rows, table: *mail}}
  - {{name: form, matrix: *rows, table: {{style: grouped, sections: [{{header: Order, rows: [{{card: {{title: Pick up parcel, icon: calendar, badge: "1"}}}}, {{text: Size, detail: Medium, style: value1}}]}}, {{rows: [{{action: Cancel Order, destructive: true, textAlignment: center}}]}}]}}}}
  - {{name: screen-settings, matrix: *rows, table: *settings, screen: {{title: Settings}}}}
  - {{name: screen-mail, matrix: *rows, table: *mail, screen: {{title: Inbox, display: inline, backTitle: Mailboxes, trailingButtons: [{{title: Edit}}]}}}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("snapshot", help="the snapshot binary (a release build)")
    parser.add_argument("--folder", default=os.path.join(tempfile.gettempdir(), "cellshot-verify-1000"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    os.makedirs(args.folder, exist_ok=True)
    catalog = os.path.join(args.folder, "catalog.yaml")
    with open(catalog, "w", encoding="utf-8") as f:
        f.write(CATALOG)
    snapshot = os.path.abspath(args.snapshot)
    subprocess.run([snapshot, "record", "--catalog", catalog, "--quiet"], check=True)
    listed = subprocess.run([snapshot, "list", "--catalog", catalog], check=True, capture_output=True, text=True)
    count = len([line for line in listed.stdout.splitlines() if line.strip()])
    print(f"{count} snapshots in {catalog}")
    walls, cpus = [], []
    for run in range(args.runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.monotonic()
        subprocess.run([snapshot, "verify", "--catalog", catalog, "--jobs", str(args.jobs), "--quiet"], check=True)
        walls.append(time.monotonic() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        print(f"run {run + 1}: {walls[-1]:.3f} s wall, {cpus[-1]:.3f} s CPU (user + sys)")
    print(f"median {statistics.median(walls):.3f} s wall, {statistics.median(cpus):.3f} s CPU over {args.runs} runs "
          f"(--jobs {args.jobs}, load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    sys.exit(main())
