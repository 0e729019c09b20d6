/// The report as one self-contained static page (inline CSS and JS, no network): summary,
/// status filter, search, and for each snapshot the element-level changes with side by side,
/// slider, onion skin, blink and diff views, zoom to pixels, keyboard navigation, light and
/// dark theme. Images are loaded from `images/` beside the page.
import Foundation

enum HTMLReport {
    static func page(_ report: Report) -> String {
        // "<" only occurs inside JSON strings, where \u003c is the same character: no "</script"
        // and no "<!--" reaches the HTML parser, and the text stays valid JSON.
        let data = report.json().replacingOccurrences(of: "<", with: "\\u003c")
        return head + "<script id=\"report-data\" type=\"application/json\">\n" + data + "</script>\n" + body
    }

    static let head = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Snapshot report</title>
<style>
:root { color-scheme: light; --bg: #f2f2f7; --panel: #ffffff; --text: #1c1c1e; --muted: #6c6c70; --line: #d1d1d6;
  --accent: #007aff; --passed: #248a3d; --failed: #d70015; --new: #0040dd; --error: #c93400; --sel: #e5f0ff; --check: #e5e5ea; }
:root[data-theme="dark"] { color-scheme: dark; --bg: #000000; --panel: #1c1c1e; --text: #f2f2f7; --muted: #98989d; --line: #38383a;
  --accent: #0a84ff; --passed: #30d158; --failed: #ff453a; --new: #409cff; --error: #ff9f0a; --sel: #0a2a4f; --check: #2c2c2e; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.4 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--text); }
header { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 12px 16px; background: var(--panel); border-bottom: 1px solid var(--line); position: sticky; top: 0; z-index: 2; }
h1 { font-size: 17px; margin: 0 8px 0 0; }
.counts { display: flex; gap: 6px; flex-wrap: wrap; }
.counts button, .modes button, .zoom button, #theme { border: 1px solid var(--line); background: var(--panel); color: var(--text); border-radius: 8px; padding: 4px 10px; font: inherit; cursor: pointer; }
.counts button[aria-pressed="true"], .modes button[aria-pressed="true"], .zoom button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
.counts b { margin-left: 4px; }
#search { flex: 1; min-width: 160px; max-width: 360px; padding: 6px 10px; border-radius: 8px; border: 1px solid var(--line); background: var(--bg); color: var(--text); font: inherit; }
main { display: grid; grid-template-columns: minmax(220px, 340px) 1fr; height: calc(100vh - 58px); }
#list { overflow: auto; border-right: 1px solid var(--line); background: var(--panel); margin: 0; padding: 0; list-style: none; }
#list li { padding: 7px 12px; border-bottom: 1px solid var(--line); cursor: pointer; display: flex; gap: 8px; align-items: baseline; }
#list li[aria-selected="true"] { background: var(--sel); }
#list .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; flex: 1; font-family: ui-monospace, Menlo, monospace; font-size: 12.5px; }
.badge { font-size: 11px; font-weight: 600; text-transform: uppercase; letter-spacing: .02em; }
.passed { color: var(--passed); } .failed { color: var(--failed); } .new { color: var(--new); } .error { color: var(--error); }
#detail { overflow: auto; padding: 16px 20px; }
#detail h2 { font-size: 16px; margin: 0 0 4px; font-family: ui-monospace, Menlo, monospace; word-break: break-all; }
.meta { color: var(--muted); margin-bottom: 10px; }
.changes { margin: 8px 0 12px; padding-left: 18px; font-family: ui-monospace, Menlo, monospace; font-size: 12.5px; }
.toolbar { display: flex; gap: 12px; flex-wrap: wrap; align-items: center; margin: 8px 0 12px; }
.modes, .zoom { display: flex; gap: 4px; }
.stage { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
figure { margin: 0; } figcaption { color: var(--muted); font-size: 12px; margin-bottom: 4px; }
.frame { position: relative; display: inline-block; max-width: 100%; line-height: 0; background-color: var(--check);
  background-image: linear-gradient(45deg, rgba(128,128,128,.18) 25%, transparent 25%, transparent 75%, rgba(128,128,128,.18) 75%), linear-gradient(45deg, rgba(128,128,128,.18) 25%, transparent 25%, transparent 75%, rgba(128,128,128,.18) 75%);
  background-size: 16px 16px; background-position: 0 0, 8px 8px; outline: 1px solid var(--line); }
.frame img { display: block; image-rendering: pixelated; }
.stage[data-zoom="fit"] img { max-width: 100%; height: auto; }
.stage[data-zoom="fit"][data-mode="side"] figure { flex: 1 1 0; min-width: 0; }
.frame .over { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
.frame .line { position: absolute; top: 0; bottom: 0; width: 2px; background: var(--accent); }
#message { font-weight: 600; }
details { margin: 6px 0; color: var(--muted); } details pre { white-space: pre-wrap; font-size: 12px; color: var(--text); }
input[type=range] { width: 240px; }
.empty { color: var(--muted); padding: 40px; text-align: center; }
kbd { border: 1px solid var(--line); border-radius: 4px; padding: 0 4px; font-size: 11px; }
.help { color: var(--muted); font-size: 12px; margin-top: 16px; }
</style>
</head>
<body>
<header>
  <h1 id="title">Snapshot report</h1>
  <div class="counts" id="counts" role="group" aria-label="Filter by status"></div>
  <input id="search" type="search" placeholder="Search names (/)" aria-label="Search by name">
  <button id="theme" title="Light or dark page (t)">Theme</button>
</header>
<main>
  <ul id="list" role="listbox" aria-label="Snapshots"></ul>
  <section id="detail" aria-live="polite"><div class="empty">Select a snapshot.</div></section>
</main>

"""#

    static let body = #"""
<script>
(function () {
  "use strict";
  var report = JSON.parse(document.getElementById("report-data").textContent);
  var statuses = ["all", "failed", "new", "error", "passed"];
  var filter = report.summary.failed + report.summary.new + report.summary.errors > 0 ? "problems" : "all";
  var query = "", selected = -1, mode = "side", zoom = "fit", blinkTimer = null, visible = [];
  var list = document.getElementById("list"), detail = document.getElementById("detail");
  var root = document.documentElement;
  var theme = localStorage.getItem("cellshot-theme") || (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");
  root.dataset.theme = theme;
  document.getElementById("theme").onclick = toggleTheme;
  function toggleTheme() { theme = theme === "dark" ? "light" : "dark"; root.dataset.theme = theme; localStorage.setItem("cellshot-theme", theme); }
  function el(tag, attrs, text) { var element = document.createElement(tag); for (var key in attrs) element.setAttribute(key, attrs[key]); if (text !== undefined) element.textContent = text; return element; }

  var summary = report.summary;
  document.getElementById("title").textContent = (summary.failed + summary.new + summary.errors === 0 ? "✓ " : "✗ ") + "Snapshots: " + summary.passed + "/" + summary.total + " passed";
  var counts = document.getElementById("counts");
  var countOf = { all: summary.total, problems: summary.failed + summary.new + summary.errors, failed: summary.failed, new: summary.new, error: summary.errors, passed: summary.passed };
  ["problems"].concat(statuses).forEach(function (st) {
    var button = el("button", { "data-status": st, "aria-pressed": String(st === filter), id: "filter-" + st });
    button.appendChild(document.createTextNode(st === "problems" ? "not passed" : st));
    button.appendChild(el("b", { "class": "count" }, String(countOf[st])));
    button.onclick = function () { filter = st; render(); };
    counts.appendChild(button);
  });
  list.addEventListener("click", function (event) {
    var li = event.target.closest("li");
    if (li) select(Number(li.dataset.index));
  });
  var search = document.getElementById("search");
  search.oninput = function () { query = search.value.toLowerCase(); render(); };

  function matches(entry) {
    if (filter === "problems" && entry.status === "passed") return false;
    if (filter !== "all" && filter !== "problems" && entry.status !== filter) return false;
    return !query || entry.name.toLowerCase().indexOf(query) >= 0;
  }

  function render() {
    Array.prototype.forEach.call(counts.children, function (button) { button.setAttribute("aria-pressed", String(button.dataset.status === filter)); });
    visible = [];
    var frag = document.createDocumentFragment();
    report.snapshots.forEach(function (entry, i) {
      if (!matches(entry)) return;
      visible.push(i);
      var li = el("li", { role: "option", "data-index": String(i), id: "row-" + i, "aria-selected": String(i === selected) });
      li.appendChild(el("span", { "class": "name", title: entry.name }, entry.name));
      li.appendChild(el("span", { "class": "badge " + entry.status }, entry.status));
      frag.appendChild(li);
    });
    list.textContent = "";
    list.appendChild(frag);
    if (visible.indexOf(selected) < 0) select(visible.length ? visible[0] : -1); else showDetail();
  }

  function select(i) {
    selected = i;
    Array.prototype.forEach.call(list.children, function (li) { li.setAttribute("aria-selected", String(Number(li.dataset.index) === i)); });
    var row = document.getElementById("row-" + i);
    if (row) row.scrollIntoView({ block: "nearest" });
    showDetail();
  }

  function image(src, cls) {
    var img = el("img", { src: src, alt: "", "class": cls || "" });
    if (zoom !== "fit") {
      var size = function () { img.style.width = img.naturalWidth * zoom + "px"; };
      if (img.complete && img.naturalWidth) size(); else img.addEventListener("load", size);
    }
    return img;
  }
  function frame(src, caption) { var figure = el("figure"); figure.appendChild(el("figcaption", {}, caption)); var box = el("div", { "class": "frame" }); box.appendChild(image(src)); figure.appendChild(box); return figure; }

  function showDetail() {
    if (blinkTimer) { clearInterval(blinkTimer); blinkTimer = null; }
    detail.textContent = "";
    if (selected < 0) { detail.appendChild(el("div", { "class": "empty" }, "No snapshot matches.")); return; }
    var entry = report.snapshots[selected];
    detail.appendChild(el("h2", {}, entry.name));
    var meta = el("div", { "class": "meta" });
    meta.appendChild(el("span", { "class": "badge " + entry.status }, entry.status));
    meta.appendChild(document.createTextNode(" · " + entry.source.file + ":" + entry.source.line + (entry.differentPixels ? " · " + entry.differentPixels + " pixels differ" : "")));
    detail.appendChild(meta);
    if (entry.message) {
      var lines = entry.message.split("\n");
      detail.appendChild(el("div", { id: "message" }, lines[0]));
      if (lines.length > 1) {
        var more = el("details"); more.appendChild(el("summary", {}, "Full message"));
        more.appendChild(el("pre", {}, lines.slice(1).join("\n"))); detail.appendChild(more);
      }
    }
    if (entry.changes && entry.changes.length) {
      var ul = el("ul", { "class": "changes", id: "changes" });
      entry.changes.forEach(function (change) { ul.appendChild(el("li", {}, change)); });
      detail.appendChild(ul);
    }
    var ref = entry.expected, act = entry.actual;
    if (/\.txt$/.test(ref || "") || /\.txt$/.test(act || "")) {
      var dumps = el("p", { "class": "meta" }, "Layout dumps: ");
      if (ref) dumps.appendChild(el("a", { href: ref }, "reference"));
      if (ref && act) dumps.appendChild(document.createTextNode(" · "));
      if (act) dumps.appendChild(el("a", { href: act }, "actual"));
      detail.appendChild(dumps); return;
    }
    if (!ref && !act) { detail.appendChild(el("p", { "class": "meta" }, entry.status === "passed" ? "Matches the reference " + entry.reference + "." : "No images.")); return; }
    var bar = el("div", { "class": "toolbar" });
    var modes = el("div", { "class": "modes", role: "group", "aria-label": "View" });
    var available = ref && act ? [["side", "Side by side"], ["slider", "Slider"], ["onion", "Onion skin"], ["blink", "Blink"], ["diff", "Diff"]] : [["side", act ? "Actual" : "Reference"]];
    if (!available.some(function (choice) { return choice[0] === mode; })) mode = "side";
    available.forEach(function (choice, index) {
      if (choice[0] === "diff" && !entry.diff) return;
      var button = el("button", { id: "mode-" + choice[0], "aria-pressed": String(choice[0] === mode), title: choice[1] + " (" + (index + 1) + ")" }, choice[1]);
      button.onclick = function () { mode = choice[0]; showDetail(); };
      modes.appendChild(button);
    });
    bar.appendChild(modes);
    var zooms = el("div", { "class": "zoom", role: "group", "aria-label": "Zoom" });
    ["fit", 1, 2, 4, 8].forEach(function (factor) {
      var button = el("button", { id: "zoom-" + factor, "aria-pressed": String(factor === zoom), title: factor === "fit" ? "Fit the panel (0)" : "Zoom " + factor + "× to pixels (+/−)" }, factor === "fit" ? "Fit" : factor + "×");
      button.onclick = function () { zoom = factor; showDetail(); };
      zooms.appendChild(button);
    });
    bar.appendChild(zooms);
    detail.appendChild(bar);
    var stage = el("div", { "class": "stage", id: "stage", "data-mode": mode, "data-zoom": String(zoom) });
    if (mode === "side") {
      if (ref) stage.appendChild(frame(ref, "Reference"));
      if (act) stage.appendChild(frame(act, "Actual"));
      if (entry.diff) stage.appendChild(frame(entry.diff, "Diff"));
    } else if (mode === "diff") {
      stage.appendChild(frame(entry.diff, "Differing pixels in red over the reference"));
    } else {
      var figure = el("figure"), box = el("div", { "class": "frame" });
      var base = image(ref), top = image(act, "over");
      box.appendChild(base);
      if (mode === "slider") {
        var line = el("div", { "class": "line" });
        var reveal = function (percent) { top.style.clipPath = "inset(0 " + (100 - percent) + "% 0 0)"; line.style.left = "calc(" + percent + "% - 1px)"; };
        reveal(50); box.appendChild(top); box.appendChild(line);
        var range = el("input", { type: "range", min: "0", max: "100", value: "50", id: "slider", "aria-label": "Reveal actual" });
        range.oninput = function () { reveal(Number(range.value)); };
        figure.appendChild(el("figcaption", {}, "Actual on the left of the line, reference on the right")); figure.appendChild(box); figure.appendChild(range);
      } else if (mode === "onion") {
        top.style.opacity = 0.5; box.appendChild(top);
        var opacity = el("input", { type: "range", min: "0", max: "100", value: "50", id: "opacity", "aria-label": "Actual opacity" });
        opacity.oninput = function () { top.style.opacity = opacity.value / 100; };
        figure.appendChild(el("figcaption", {}, "Actual over reference")); figure.appendChild(box); figure.appendChild(opacity);
      } else {
        box.appendChild(top); var on = true;
        var cap = el("figcaption", { id: "blink-caption" }, "Actual");
        blinkTimer = setInterval(function () { on = !on; top.style.visibility = on ? "visible" : "hidden"; cap.textContent = on ? "Actual" : "Reference"; }, 600);
        figure.appendChild(cap); figure.appendChild(box);
      }
      stage.appendChild(figure);
    }
    detail.appendChild(stage);
    detail.appendChild(el("div", { "class": "help" }, "Keys: ↑/↓ or j/k next snapshot · 1–5 views · +/− zoom · 0 fit · / search · t theme · Esc clear search"));
  }

  document.addEventListener("keydown", function (event) {
    if (event.target === search) { if (event.key === "Escape") { search.value = ""; query = ""; search.blur(); render(); } return; }
    var pos = visible.indexOf(selected);
    if (event.key === "ArrowDown" || event.key === "j") { if (pos + 1 < visible.length) select(visible[pos + 1]); event.preventDefault(); }
    else if (event.key === "ArrowUp" || event.key === "k") { if (pos > 0) select(visible[pos - 1]); event.preventDefault(); }
    else if (event.key === "/") { search.focus(); event.preventDefault(); }
    else if (event.key === "t") toggleTheme();
    else if (event.key === "+" || event.key === "=") { zoom = zoom === "fit" ? 1 : Math.min(8, zoom * 2); showDetail(); }
    else if (event.key === "-") { zoom = zoom === "fit" || zoom === 1 ? "fit" : zoom / 2; showDetail(); }
    else if (event.key === "0") { zoom = "fit"; showDetail(); }
    else if (event.key >= "1" && event.key <= "5") { var button = document.querySelectorAll(".modes button")[Number(event.key) - 1]; if (button) button.click(); }
  });
  render();
  document.body.dataset.ready = "true";
})();
</script>
</body>
</html>

"""#
}
