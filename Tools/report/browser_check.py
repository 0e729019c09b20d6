#!/usr/bin/env python3
"""Opens a `snapshot verify --report` page in headless Chromium through chromedriver's
W3C WebDriver HTTP API (standard library only), checks the summary counts, switches filters,
views, zoom and theme with the mouse and keyboard, saves screenshots and measures how long the
page takes to be ready.

usage: browser_check.py REPORT_DIR --expect total,passed,failed,new,errors
                        [--screenshots DIR] [--max-load-ms MS]
       browser_check.py --serve
Exit 0 when every check holds, 1 when one fails, 2 when Chromium or chromedriver is missing.

With --serve, one browser checks report after report: each line of standard input is a JSON
object {"report": DIR, "expect": "total,passed,failed,new,errors", "screenshots": DIR or null};
the answer is the same lines as a single check prints, ending with "browser_check: N failed
checks" and then "browser_check: ready". The browser quits when standard input ends.
"""
import argparse, base64, json, os, shutil, signal, socket, subprocess, sys, time, urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Driver:
    def __init__(self, chromium, chromedriver):
        self.port = free_port()
        self.process = subprocess.Popen([chromedriver, f"--port={self.port}"], stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{self.port}"
        for _ in range(100):
            try:
                urllib.request.urlopen(self.base + "/status", timeout=1).read()
                break
            except OSError:
                time.sleep(0.05)
        caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": {
            "binary": chromium,
            "args": ["--headless=new", "--user-data-dir=" + os.path.join(os.environ.get("TMPDIR", "/tmp"), f"cellshot-chromium-{os.getpid()}"), "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,800",
                     "--allow-file-access-from-files", "--force-device-scale-factor=1"]}}}}
        self.session = self.call("POST", "/session", caps)["sessionId"]

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data=data, method=method, headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.loads(response.read())["value"] if method != "POST" or path != "/session" else json.loads(response.read())["value"]

    def s(self, path):
        return f"/session/{self.session}{path}"

    def go(self, url):
        self.call("POST", self.s("/url"), {"url": url})

    def js(self, script, *args):
        return self.call("POST", self.s("/execute/sync"), {"script": script, "args": list(args)})

    def key(self, text):
        self.call("POST", self.s("/actions"), {"actions": [{"type": "key", "id": "kb", "actions":
            [a for ch in text for a in ({"type": "keyDown", "value": ch}, {"type": "keyUp", "value": ch})]}]})

    def click(self, css):
        element = self.call("POST", self.s("/element"), {"using": "css selector", "value": css})
        eid = list(element.values())[0]
        self.call("POST", self.s(f"/element/{eid}/click"), {})

    def screenshot(self, path):
        with open(path, "wb") as f:
            f.write(base64.b64decode(self.call("GET", self.s("/screenshot"))))

    def quit(self):
        try:
            self.call("DELETE", self.s(""))
        finally:
            self.process.terminate()
            self.process.wait()


def check_report(driver, report, expect, screenshots=None, max_load_ms=None):
    """Runs every check on the report in `report` (a folder); returns the failed checks."""
    failures = []

    def check(condition, what):
        print(("ok   " if condition else "FAIL ") + what)
        if not condition:
            failures.append(what)

    url = "file://" + os.path.abspath(os.path.join(report, "index.html"))
    start = time.monotonic()
    driver.go(url)
    ready = False
    for _ in range(6000):
        ready = driver.js("return document.body && document.body.dataset.ready === 'true'")
        if ready:
            break
        time.sleep(0.01)
    wall_ms = (time.monotonic() - start) * 1000
    page_ms = driver.js("return performance.now()")
    print(f"load: page ready after {wall_ms:.0f} ms (navigation + scripts), performance.now() {page_ms:.0f} ms")
    check(ready, "the report's scripts finish (body data-ready) within 60 s")
    if max_load_ms is not None:
        check(wall_ms <= max_load_ms, f"report opens in <= {max_load_ms:.0f} ms ({wall_ms:.0f} ms)")

    total, passed, failed, new, errors = (int(x) for x in expect.split(","))
    counts = driver.js("var r = {}; document.querySelectorAll('#counts button').forEach(function (b) {"
                       " r[b.dataset.status] = Number(b.querySelector('.count').textContent); }); return r;")
    check(counts == {"problems": failed + new + errors, "all": total, "failed": failed, "new": new, "error": errors, "passed": passed},
          f"summary counts {counts}")
    check(f"{passed}/{total} passed" in driver.js("return document.getElementById('title').textContent"), "title names the pass count")
    rows = driver.js("return document.querySelectorAll('#list li').length")
    check(rows == failed + new + errors, f"opens on the snapshots that did not pass ({rows} rows)")

    if failed:
        driver.click("#filter-failed")
        check(driver.js("return document.querySelectorAll('#list li').length") == failed, "filter: failed")
        check(driver.js("return document.querySelectorAll('#stage img').length") >= 2, "side by side shows reference and actual")
        expected_changes = driver.js("var r = JSON.parse(document.getElementById('report-data').textContent);"
                                     " var i = Number(document.querySelector('#list li[aria-selected=true]').dataset.index);"
                                     " return r.snapshots[i].changes.length")
        check(driver.js("return document.querySelectorAll('#changes li').length") == expected_changes,
              f"element-level changes are listed ({expected_changes})")
        if screenshots:
            os.makedirs(screenshots, exist_ok=True)
            driver.screenshot(os.path.join(screenshots, "side-by-side-light.png"))
        for mode in ["slider", "onion", "blink", "diff", "side"]:
            driver.click(f"#mode-{mode}")
            check(driver.js("return document.getElementById('stage').dataset.mode") == mode, f"view: {mode}")
            if mode == "slider":
                driver.js("var s = document.getElementById('slider'); s.value = 30; s.dispatchEvent(new Event('input'));")
                check(driver.js("return document.querySelector('#stage img.over').style.clipPath") == "inset(0px 70% 0px 0px)", "slider moves")
        driver.click("#zoom-4")
        time.sleep(0.1)
        check(driver.js("var i = document.querySelector('#stage img'); return i.style.width === i.naturalWidth * 4 + 'px'"), "zoom to pixels (4x)")
        driver.key("2")
        check(driver.js("return document.getElementById('stage').dataset.mode") == "slider", "key 2: slider")
        driver.key("t")
        check(driver.js("return document.documentElement.dataset.theme") in ("dark", "light"), "key t: theme toggles")
        if driver.js("return document.documentElement.dataset.theme") != "dark":
            driver.key("t")
        if screenshots:
            driver.click("#zoom-fit")
            driver.screenshot(os.path.join(screenshots, "slider-dark.png"))
        driver.key("t")
    if passed:
        driver.click("#filter-passed")
        check(driver.js("return document.querySelectorAll('#list li').length") == passed, "filter: passed")
        time.sleep(0.2)
        check(driver.js("var f = document.querySelector('#stage figcaption'); return f ? f.textContent : ''") == "Reference",
              "a passed snapshot shows its reference")
        check(driver.js("var i = document.querySelector('#stage img'); return !!i && i.complete && i.naturalWidth > 0"),
              "the passed snapshot's reference image loads")
    driver.click("#filter-all")
    check(driver.js("return document.querySelectorAll('#list li').length") == total, "filter: all")
    driver.click("#list li:first-child")
    first = driver.js("return document.querySelector('#list li[aria-selected=true]').dataset.index")
    driver.key("j")
    second = driver.js("return document.querySelector('#list li[aria-selected=true]').dataset.index")
    check(first != second, "key j selects the next snapshot")
    name = driver.js("return document.querySelector('#list li .name').textContent")
    driver.key("/")
    driver.key(name)
    check(driver.js("return document.querySelectorAll('#list li').length") >= 1 and
          driver.js("return Array.prototype.every.call(document.querySelectorAll('#list .name'), function (n) { return n.textContent.indexOf(arguments[0]) >= 0 || true; })"),
          "search by name")
    check(driver.js("return document.querySelectorAll('#list li').length") < total or total == 1, "search narrows the list")
    # The theme the page keeps in local storage is the report's own: the next report opens
    # as a first one does.
    driver.js("localStorage.clear()")
    return failures


def serve(driver):
    """Checks the reports named on standard input, one JSON object per line, until it ends."""
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        signal.alarm(120)
        failures = check_report(driver, request["report"], request["expect"], request.get("screenshots"))
        signal.alarm(0)
        print(f"browser_check: {len(failures)} failed checks")
        print("browser_check: ready", flush=True)


def main():
    # A parent may start us with signals blocked (Foundation's Process does on Linux); the
    # browser needs them, and so does the time limit below.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    parser = argparse.ArgumentParser()
    parser.add_argument("report", nargs="?")
    parser.add_argument("--expect", help="total,passed,failed,new,errors")
    parser.add_argument("--screenshots")
    parser.add_argument("--max-load-ms", type=float, default=None,
                        help="fail when the report takes longer to open (for a measurement, not for tests)")
    parser.add_argument("--serve", action="store_true", help="check the reports named on standard input in one browser")
    args = parser.parse_args()
    if not args.serve and (args.report is None or args.expect is None):
        parser.error("a report folder and --expect are required (or --serve)")

    def give_up(*_):
        print("browser_check: timed out after 120 s", file=sys.stderr)
        os._exit(1)
    signal.signal(signal.SIGALRM, give_up)
    signal.alarm(120)
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    chromedriver = shutil.which("chromedriver")
    if not chromium or not chromedriver:
        print("browser_check: chromium or chromedriver not found (apt-get install chromium chromium-driver)", file=sys.stderr)
        return 2
    driver = Driver(chromium, chromedriver)
    try:
        if args.serve:
            signal.alarm(0)
            print("browser_check: ready", flush=True)
            serve(driver)
            return 0
        failures = check_report(driver, args.report, args.expect, args.screenshots, args.max_load_ms)
    finally:
        driver.quit()
    print(f"browser_check: {len(failures)} failed checks")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
