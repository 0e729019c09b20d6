#!/usr/bin/env python3
"""Turns CLDR JSON (unicode-org/cldr-json) into CellShot's one locale resource.

Usage: python3 Tools/cldr/generate.py CLDR_JSON_DIR [OUT_FILE]

CLDR_JSON_DIR is the `cldr-json` folder of a checkout of https://github.com/unicode-org/cldr-json
at the version pinned below. OUT_FILE defaults to Sources/CellShotLayout/Dates/CLDR/locales.txt.

Resource format (UTF-8 text, one record per line, no escapes):
  line 1            `cellshot-cldr 1 <CLDR version>`
  `@parents`        lines `child parent` (CLDR parentLocales, only chains that end in a bundled locale)
  `@currencies`     lines `code fractionDigits`
  `@locale <id>`    one section per bundled locale, lines `key=value`; a list value joins its items
                    with `|` (the generator checks no item contains `|` or a line break).
Every pattern is checked here to use only the fields CellShot's pattern reader knows.
"""
import json
import os
import re
import sys

CLDR_VERSION = "47.0.0"
CLDR_COMMIT = "16f6b8578ba5fe98959034706f337674f816fc3f"  # tag 47.0.0 of unicode-org/cldr-json

# The languages iOS is localised into, by CLDR's folder names (`en` is en-US, `pt` pt-BR,
# `zh` zh-Hans), plus en-001, the parent of most English regions.
LOCALES = ["ar", "ca", "cs", "da", "de", "el", "en", "en-001", "en-AU", "en-GB", "en-IN", "es", "es-419",
           "fi", "fr", "fr-CA", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl",
           "pt", "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh", "zh-Hant", "zh-Hant-HK"]
CURRENCIES = ["USD", "EUR", "GBP", "JPY", "CNY", "INR", "CAD", "AUD", "CHF", "KRW", "BRL", "MXN", "SEK", "RUB"]
SKELETONS = ["MMMd", "yMMMd", "yMd", "hm", "Hm", "hms", "Hms"]
DAY_PERIOD_RULES = {}
PLURALS = ["zero", "one", "two", "few", "many", "other"]
DATE_FIELDS = set("GyMLdEcaBhHKkmszZOvVxX")


def load(root, package, locale, name):
    with open(os.path.join(root, package, "main", locale, name), encoding="utf-8") as f:
        return json.load(f)["main"][locale]


def check_pattern(pattern, where):
    """Fails on a field letter the Swift pattern reader does not know."""
    quoted = False
    for ch in pattern:
        if ch == "'":
            quoted = not quoted
        elif not quoted and ch.isascii() and ch.isalpha() and ch not in DATE_FIELDS:
            sys.exit(f"{where}: unsupported date field {ch!r} in {pattern!r}")
    return pattern


def items(values, where):
    for v in values:
        if "|" in v or "\n" in v:
            sys.exit(f"{where}: item {v!r} contains a separator")
    return "|".join(values)


def calendar(root, loc, out):
    g = load(root, "cldr-dates-full", loc, "ca-gregorian.json")["dates"]["calendars"]["gregorian"]
    for ctx, short in (("format", "f"), ("stand-alone", "s")):
        for width, w in (("wide", "w"), ("abbreviated", "a"), ("narrow", "n")):
            out[f"M.{short}{w}"] = items([g["months"][ctx][width][str(i)] for i in range(1, 13)], loc)
            out[f"E.{short}{w}"] = items([g["days"][ctx][width][d] for d in
                                          ("sun", "mon", "tue", "wed", "thu", "fri", "sat")], loc)
        out[f"E.{short}s"] = items([g["days"][ctx]["short"][d] for d in
                                    ("sun", "mon", "tue", "wed", "thu", "fri", "sat")], loc)
    for key in [k for k in out if k[2] == "s"]:  # stand-alone names only where they differ
        if out[key] == out[key[:2] + "f" + key[3:]]:
            del out[key]
    periods = g["dayPeriods"]["format"]["abbreviated"]
    out["ampm"] = items([periods["am"], periods["pm"]], loc)
    out["periods"] = flexible_periods(loc, g["dayPeriods"]["format"]["abbreviated"])
    out["era"] = items([g["eras"]["eraAbbr"]["1"], g["eras"]["eraNames"]["1"]], loc)
    for style in ("full", "long", "medium", "short"):
        out[f"date.{style}"] = check_pattern(g["dateFormats"][style], loc)
        out[f"time.{style}"] = check_pattern(g["timeFormats"][style], loc)
        out[f"glue.{style}"] = g["dateTimeFormats"][style]
    available = g["dateTimeFormats"]["availableFormats"]
    for skeleton in SKELETONS:
        out[f"skel.{skeleton}"] = check_pattern(available[skeleton], loc)
    zones = load(root, "cldr-dates-full", loc, "timeZoneNames.json")["dates"]["timeZoneNames"]
    out["gmt"] = items([zones["gmtFormat"], zones["gmtZeroFormat"], zones["hourFormat"]], loc)


def flexible_periods(loc, names):
    """The `B` field's day periods: `name@from-before` in minutes, or `name@at` (noon only)."""
    rules = DAY_PERIOD_RULES.get(loc.split("-")[0], {})
    result = []
    for period in sorted(rules):
        rule = rules[period]
        if period == "midnight" or period not in names:
            continue
        minutes = lambda t: int(t[:2]) * 60 + int(t[3:])
        span = f"{minutes(rule['_at'])}" if "_at" in rule else f"{minutes(rule['_from'])}-{minutes(rule['_before'])}"
        result.append(f"{names[period]}@{span}")
    return items(result, loc)


def relative(root, loc, out):
    fields = load(root, "cldr-dates-full", loc, "dateFields.json")["dates"]["fields"]
    day = fields["day"]
    out["rel.days"] = items([day["relative-type--1"], day["relative-type-0"], day["relative-type-1"]], loc)
    out["rel.now"] = fields["second"]["relative-type-0"]
    for unit, key in (("second", "second"), ("minute", "minute-narrow"), ("hour", "hour-narrow"), ("day", "day")):
        for tense in ("future", "past"):
            forms = fields[key][f"relativeTime-type-{tense}"]
            for count in PLURALS:
                if f"relativeTimePattern-count-{count}" in forms:
                    out[f"rel.{unit}.{tense}.{count}"] = forms[f"relativeTimePattern-count-{count}"]
    units = load(root, "cldr-units-full", loc, "units.json")["units"]["long"]
    for unit in ("year", "month", "week", "day", "hour", "minute", "second"):
        for count in PLURALS:
            pattern = units[f"duration-{unit}"].get(f"unitPattern-count-{count}")
            if pattern is not None:
                out[f"unit.{unit}.{count}"] = pattern


def numbers(root, loc, out, digits_of):
    n = load(root, "cldr-numbers-full", loc, "numbers.json")["numbers"]
    system = n["defaultNumberingSystem"]
    symbols = n[f"symbols-numberSystem-{system}"]
    out["num.system"] = system
    out["num.digits"] = digits_of[system]
    out["num.symbols"] = items([symbols["decimal"], symbols["group"], symbols["minusSign"],
                                symbols["plusSign"], symbols["percentSign"]], loc)
    out["num.minGroup"] = n["minimumGroupingDigits"]
    out["pat.decimal"] = n[f"decimalFormats-numberSystem-{system}"]["standard"]
    out["pat.percent"] = n[f"percentFormats-numberSystem-{system}"]["standard"]
    currency = n[f"currencyFormats-numberSystem-{system}"]
    out["pat.currency"] = currency["standard"]
    if "standard-alphaNextToNumber" in currency:
        out["pat.currencyAlpha"] = currency["standard-alphaNextToNumber"]
    names = load(root, "cldr-numbers-full", loc, "currencies.json")["numbers"]["currencies"]
    for code in CURRENCIES:
        out[f"cur.{code}"] = names[code].get("symbol", code)


def lists(root, loc, out):
    patterns = load(root, "cldr-misc-full", loc, "listPatterns.json")["listPatterns"]
    for kind in ("standard", "or", "unit"):
        p = patterns[f"listPattern-type-{kind}"]
        out[f"list.{kind}"] = items([p["2"], p["start"], p["middle"], p["end"]], loc)


def plurals(root, loc, out, rules):
    language = loc.split("-")[0]
    for count in PLURALS:
        rule = rules[language].get(f"pluralRule-count-{count}")
        if rule is not None and count != "other":
            out[f"plural.{count}"] = rule.split("@")[0].strip()


def supplemental(root, name):
    with open(os.path.join(root, "cldr-core", "supplemental", name), encoding="utf-8") as f:
        return json.load(f)["supplemental"]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    root = sys.argv[1]
    target = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        os.path.dirname(__file__), "..", "..", "Sources", "CellShotLayout", "Dates", "CLDR", "locales.txt")
    digits_of = {k: v["_digits"] for k, v in supplemental(root, "numberingSystems.json")["numberingSystems"].items()
                 if "_digits" in v}
    fractions = supplemental(root, "currencyData.json")["currencyData"]["fractions"]
    DAY_PERIOD_RULES.update(supplemental(root, "dayPeriods.json")["dayPeriodRuleSet"])
    rules = supplemental(root, "plurals.json")["plurals-type-cardinal"]
    parents = supplemental(root, "parentLocales.json")["parentLocales"]["parentLocale"]
    lines = [f"cellshot-cldr 1 {CLDR_VERSION}", "@parents"]
    for child in sorted(parents):
        parent = parents[child]
        if child not in LOCALES and (parent in LOCALES or parents.get(parent) in LOCALES):
            lines.append(f"{child} {parent}")
    lines.append("@currencies")
    for code in CURRENCIES:
        lines.append(f"{code} {fractions.get(code, fractions['DEFAULT'])['_digits']}")
    for loc in LOCALES:
        out = {}
        calendar(root, loc, out)
        relative(root, loc, out)
        numbers(root, loc, out, digits_of)
        lists(root, loc, out)
        plurals(root, loc, out, rules)
        lines.append(f"@locale {loc}")
        for key, value in out.items():
            if "\n" in value or re.search(r"[\x00-\x08]", value):
                sys.exit(f"{loc}.{key}: control character in {value!r}")
            lines.append(f"{key}={value}")
    text = "\n".join(lines) + "\n"
    tmp = target + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    os.replace(tmp, target)
    print(f"{target}: {len(text.encode('utf-8'))} bytes, {len(LOCALES)} locales, CLDR {CLDR_VERSION} ({CLDR_COMMIT})")


if __name__ == "__main__":
    main()
