#!/usr/bin/env python3
"""A benchmark corpus assembled from real apps' stylesheets (Benchmarks/apps/, see its NOTICE.md).

gen_corpus.py writes what a grammar allows; gen_app_stylesheet.py what one imagined screen
looks like. This writes what real InterfaCSS apps contain: the rules of the InterfaCSS sample
apps (both branches) and of two third-party apps, copied again and again with their classes, ids
and variables renamed per copy so the copies do not collide. Everything else -- selectors,
properties, values, comments, nesting, the share of each app -- is theirs.

Two outputs:

  real-100k.css, real-1m.css, real-10m.css
      One stylesheet: the InterfaCSS 1.x apps' stylesheets (a stylesheet is read by one
      InterfaCSS, and the 1.x apps hold most of the real rules), a copy at a time in an order
      the PRNG shuffles per copy (the constants first), cut at the first top-level item past the
      target. A smaller file is a prefix of a larger one.

  real-project/
      A project as an app keeps it: a .stylelsp.json that loads the shared constants and
      common rules first, 198 feature stylesheets (each some of the apps' screens, each screen
      renamed on its own) that use the shared variables, and 50 view definitions styled by
      those stylesheets -- 1.x <view> files and 2.x <layout> files whose inline styles use the
      shared variables. Screens of 1.x and 2.x apps live in separate stylesheets (an app
      moving to InterfaCSS 2), so each is read as its own version. About 5 MB in all.

The bytes depend only on the sources in apps/ and the fixed seeds: gen_corpus.py's splitmix64
PRNG, not Python's random, so every Python version writes the same files.

Usage:
  gen_apps_corpus.py                 # all of it into /tmp/style-corpus/
  gen_apps_corpus.py --out DIR
  gen_apps_corpus.py --size 1m --stdout          # one stylesheet to stdout
  gen_apps_corpus.py --only project              # the project alone (--only stylesheets: the others)
  gen_apps_corpus.py --only project --stylesheets 400   # real-project-400/, for style-bench scaling
  gen_apps_corpus.py --check                     # sha256 of every file (the project's combined)
  gen_apps_corpus.py --if-missing                # skip outputs that already exist
"""

import argparse
import hashlib
import os
import re
import shutil
import sys

from gen_corpus import Rng, byte_count

HERE = os.path.dirname(os.path.abspath(__file__))
APPS = os.path.join(HERE, "apps")
SIZES = ("100k", "1m", "10m")
STYLESHEET_SEED = 0xA995C0FFEE1
PROJECT_SEED = 0x9E0C7A55E7

# ---------------------------------------------------------------- the apps' files


def read(path):
    with open(os.path.join(APPS, path), encoding="utf-8") as f:
        return f.read()


class Screen:
    """One screen of a real app: its stylesheets and view definitions, renamed together."""

    def __init__(self, name, version, css=(), xml=()):
        self.name = name
        self.version = version
        self.css = [(os.path.basename(p), read(p)) for p in css]
        self.xml = [(os.path.basename(p), read(p)) for p in xml]


M = "interfacss-master/"
D = "interfacss-develop/"
T = "third-party/"

# The 1.x apps, in the order SimpleSample's app delegate loads them (constants first).
CONSTANTS = (M + "SimpleSample/constants.css")
SCREENS_1 = [
    Screen("SimpleMain", 1, css=[M + "SimpleSample/main.css"]),
    Screen("IBView", 1, css=[M + "SimpleSample/IBViewController.css"]),
    Screen("Prototype", 1, css=[M + "SimpleSample/prototypeExample.css"], xml=[M + "SimpleSample/views.xml"]),
    Screen("ISSLayout", 1, css=[M + "HelloISSLayout/styles.css"], xml=[M + "HelloISSLayout/layout.xml"]),
    Screen("LayoutDemo", 1, css=[M + "HelloISSLayout/layout.css"]),
    Screen("Blurry", 1, css=[T + "BlurryTable/main.css"]),
    Screen("Welcome", 1, css=[T + "MyFaCSSExample/styles.css"]),
]
SCREENS_2 = [
    Screen("FlexBox", 2, css=[D + "FlexThatBox/MainView.css", D + "FlexThatBox/ExampleCell.css"],
           xml=[D + "FlexThatBox/MainView.xml", D + "FlexThatBox/ExampleCell.xml"]),
    Screen("Vistas", 2, css=[D + "FlexyVistas/MainView.css", D + "FlexyVistas/ListCell.css"],
           xml=[D + "FlexyVistas/MainView.xml", D + "FlexyVistas/ListCell.xml"]),
    Screen("HelloFlex", 2, xml=[D + "HelloFlexLayout/View.xml"]),
]
COMMON_2 = D + "FlexyVistas/styles-common.css"

# ---------------------------------------------------------------- renaming

NAME = r"[A-Za-z_][A-Za-z0-9_-]*"


def split_css(text):
    """The text as pieces (kind, text): 'comment', 'string' or 'code'."""
    pieces = []
    i, n, start = 0, len(text), 0
    while i < n:
        c = text[i]
        end = None
        if text.startswith("/*", i):
            close = text.find("*/", i + 2)
            end, kind = (n if close < 0 else close + 2), "comment"
        elif text.startswith("//", i):
            close = text.find("\n", i)
            end, kind = (n if close < 0 else close), "comment"
        elif c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            end, kind = min(j + 1, n), "string"
        if end is None:
            i += 1
            continue
        if start < i:
            pieces.append(("code", text[start:i]))
        pieces.append((kind, text[i:end]))
        i = start = end
    if start < n:
        pieces.append(("code", text[start:]))
    return pieces


def css_items(text):
    """The text cut into items: (pieces, ender, depth), ender one of '{', '}', ';' or '' at the
    end; each item's pieces hold the text before its ender (comments and blanks included)."""
    items, current, depth = [], [], 0
    for kind, piece in split_css(text):
        if kind != "code":
            current.append((kind, piece))
            continue
        start = 0
        for i, c in enumerate(piece):
            if c in "{};":
                if start < i:
                    current.append(("code", piece[start:i]))
                items.append((current, c, depth))
                current, start = [], i + 1
                depth += {"{": 1, "}": -1, ";": 0}[c]
        if start < len(piece):
            current.append(("code", piece[start:]))
    items.append((current, "", depth))
    return items


class Renaming:
    """The new names of one copy: classes, ids, layout files and variables get `suffix`;
    the names and variables of `shared` (a Renaming of the shared stylesheets) keep theirs."""

    def __init__(self, suffix, css_texts, xml_texts, shared=None):
        self.suffix = suffix
        self.names = set()       # classes, ids and prototypes
        self.variables = set()
        for text in css_texts:
            for pieces, ender, _ in css_items(text):
                code = "".join(p for k, p in pieces if k == "code")
                if ender == "{":
                    self.names.update(m.group(2) for m in re.finditer(r"([.#])(" + NAME + ")", code))
                elif code.strip().startswith("@") and ":" in code:
                    self.variables.add(code.strip()[1:].split(":")[0].strip())
        for text in xml_texts:
            for name, value in re.findall(r'\b(class|id|prototype)="([^"]*)"', strip_xml_comments(text)):
                self.names.update(v for v in re.split(r"[\s,]+", value) if v)
        if shared:
            self.names -= shared.names
            self.variables -= shared.variables

    def name(self, name):
        return name + self.suffix if name in self.names else name

    def variable(self, match):
        name = match.group(1)
        return "@" + (name + self.suffix if name in self.variables else name)

    def in_value(self, value, layout):
        value = re.sub(r"@(" + NAME + ")", self.variable, value)
        if layout:  # ISSLayout names other views by id: top(button.bottom + 10)
            value = re.sub(r"(?<![\w.@#-])(" + NAME + ")", lambda m: self.name(m.group(1)), value)
        return value

    def css(self, text):
        out = []
        for pieces, ender, _ in css_items(text):
            code = "".join(p for k, p in pieces if k == "code")
            is_layout = ender != "{" and re.match(r"\s*layout\s*:", code, re.I) is not None
            seen_colon = False
            for kind, piece in pieces:
                if kind == "code":
                    if ender == "{":
                        piece = re.sub(r"([.#])(" + NAME + ")", lambda m: m.group(1) + self.name(m.group(2)), piece)
                    elif seen_colon:
                        piece = self.in_value(piece, is_layout)
                    elif ":" in piece:
                        head, tail = piece.split(":", 1)
                        head = re.sub(r"@(" + NAME + ")", self.variable, head)
                        piece = head + ":" + self.in_value(tail, is_layout)
                        seen_colon = True
                out.append(piece)
            out.append(ender)
        return "".join(out)

    def xml(self, text, style=lambda s: s):
        def attribute(m):
            key, value = m.group(1), m.group(2)
            low = key.lower()
            if low in ("class", "id", "prototype"):
                value = re.sub(r"[^\s,]+", lambda v: self.name(v.group(0)), value)
            elif low == "layout" and value.endswith(".xml"):
                value = value[:-4] + self.suffix + ".xml"
            elif low == "layout":
                value = self.in_value(value, True)
            elif low == "style":
                value = self.in_value(style(value), False)
            return '%s="%s"' % (key, value)
        parts = re.split(r"(<!--.*?-->)", text, flags=re.S)
        return "".join(p if p.startswith("<!--") else re.sub(r'\b([A-Za-z]+)="([^"]*)"', attribute, p) for p in parts)


def strip_xml_comments(text):
    return re.sub(r"<!--.*?-->", "", text, flags=re.S)


def top_level_items(text):
    """The text cut after each top-level item (a ruleset's closing brace or a `;` outside one)."""
    cuts, offset = [], 0
    for pieces, ender, depth in css_items(text):
        offset += sum(len(p) for _, p in pieces) + len(ender)
        if (ender == "}" and depth == 1) or (ender == ";" and depth == 0):
            cuts.append(offset)
    chunks, last = [], 0
    for cut in cuts:
        chunks.append(text[last:cut])
        last = cut
    if last < len(text):
        chunks.append(text[last:])
    return chunks


# ---------------------------------------------------------------- one stylesheet


def stylesheet(size):
    """The 1.x apps' rules a copy at a time, each copy renamed `_N`, until `size` bytes."""
    target = byte_count(size)
    random = Rng(STYLESHEET_SEED)
    constants = read(CONSTANTS)
    header = "/* InterfaCSS benchmark corpus: real apps' rules, renamed per copy (gen_apps_corpus.py) */\n\n"
    out, total, copy = [header], len(header.encode()), 0
    while total < target:
        copy += 1
        screens = list(SCREENS_1)
        shuffle(random, screens)
        texts = [constants] + [text for s in screens for _, text in s.css]
        renaming = Renaming("_%d" % copy, texts, [])
        for text in texts:
            for chunk in top_level_items(renaming.css(text) + "\n"):
                out.append(chunk)
                total += len(chunk.encode())
                if total >= target:
                    break
            if total >= target:
                break
    return "".join(out) + "\n"


def shuffle(random, items):
    for i in range(len(items) - 1, 0, -1):
        j = random.below(i + 1)
        items[i], items[j] = items[j], items[i]


# ---------------------------------------------------------------- the project

STYLESHEETS = 200  # the shared two and the feature stylesheets
FEATURE_BYTES = 22_500
SHARE_2 = 20  # percent of feature stylesheets holding InterfaCSS 2 screens

# What the 2.x screens' inline styles write as numbers and colours, the project names once:
# an app keeps its spacing and accent in its constants file and refers to them in its views.
SHARED_STYLE_VALUES = [
    ("padding-horizontal", "8", "stdPadding"),
    ("margin-left", "20", "stdMargin"),
    ("margin-right", "20", "stdMargin"),
    ("margin-bottom", "20", "stdMargin"),
    ("margin-top", "42", "heroMargin"),
    ("flex-height", "3", "indicatorHeight"),
    ("background-color", "red", "accentColor"),
    ("background-color", "goldenrod", "heroColor"),
]
SHARED_CONSTANTS = """
/* Shared by every screen's stylesheet and view definition (loaded first, see .stylelsp.json). */
@stdMargin: 20;
@heroMargin: 42;
@indicatorHeight: 3;
@accentColor: red;
@heroColor: goldenrod;
"""

# The few mistakes of the sample apps, corrected in the project (the single stylesheets keep
# the apps' rules as they are): a layout attribute that does not exist, an enum value InterfaCSS
# 2 lacks, a type selector it does not know, a made-up property and a stray comment end.
PROJECT_FIXES = [
    ("parent.marginRight - 10", "parent.rightMargin - 10"),
    ("justify-content: flex-center", "justify-content: center"),
    ("image.aspectFill", "imageView.aspectFill"),
    ("; mu: mu", ""),
    ("</tableView>-->", "</tableView>"),
]


def fixed(text):
    for before, after in PROJECT_FIXES:
        text = text.replace(before, after)
    return text


def shared_style(style):
    """An inline style with the shared constants in place of their values."""
    def declaration(part):
        if ":" not in part:
            return part
        name, value = part.split(":", 1)
        for prop, literal, variable in SHARED_STYLE_VALUES:
            if name.strip() == prop and value.strip() == literal:
                return "%s:%s@%s" % (name, value[: len(value) - len(value.lstrip())], variable)
        return part
    return ";".join(declaration(p) for p in style.split(";"))


def project(stylesheets=STYLESHEETS):
    """{relative path: text} of the project: `stylesheets` stylesheets (the shared two and the
    features) and a view definition per four stylesheets."""
    random = Rng(PROJECT_SEED)
    files = {}
    constants = read(CONSTANTS)
    common = read(COMMON_2)
    # The 2.x apps' shared constant moves to the constants file; their common rules stay common.
    padding = "@stdPadding: 8;\n"
    files["Styles/constants.css"] = constants + "\n/* Spacing, from FlexyVistas' styles-common.css. */\n" + padding + SHARED_CONSTANTS
    files["Styles/common.css"] = fixed(common.replace("/* Defining a constant for padding: */\n" + padding, ""))
    shared = Renaming("", [files["Styles/constants.css"], files["Styles/common.css"]], [])

    versions = [2 if random.below(100) < SHARE_2 else 1 for _ in range(max(stylesheets - 2, 1))]
    cycles = {1: [], 2: []}
    copy = 0
    candidates = []  # (version, renaming, view definitions) of the screens that have them
    features = []
    for index, version in enumerate(versions):
        parts, size, screens = [], 0, []
        while size < FEATURE_BYTES:
            if not cycles[version]:
                cycles[version] = list(SCREENS_1 if version == 1 else SCREENS_2)
                shuffle(random, cycles[version])
            screen = cycles[version].pop()
            copy += 1
            css = [fixed(t) for _, t in screen.css]
            xml = [(n, fixed(t)) for n, t in screen.xml]
            renaming = Renaming("_%d" % copy, css, [t for _, t in xml], shared)
            for (name, _), text in zip(screen.css, css):
                part = "/* %s (%s), screen %d */\n%s\n" % (screen.name, name, copy, renaming.css(text).strip("\n"))
                parts.append(part)
                size += len(part.encode())
            if xml:
                candidates.append((version, renaming, xml))
            screens.append(screen)
        features.append("%03d-%s.css" % (index + 1, next(s.name for s in screens if s.css)))
        files["Styles/Features/" + features[-1]] = "\n".join(parts)

    # The view definitions, half of them 1.x <view> files and half 2.x <layout> files: those of
    # screens spread evenly over the project, a screen's files together (a 2.x screen's layout
    # names its cell's layout file), then single files to make up the count.
    def count(numbers):
        return sum(len(candidates[n][2]) for n in numbers)
    views = max(stylesheets // 4, 1)
    quotas = {1: views // 2, 2: views - views // 2}
    if 2 not in versions:
        quotas = {1: views, 2: 0}
    chosen = []
    for version, quota in quotas.items():
        group = [n for n, c in enumerate(candidates) if c[0] == version]
        if not group or quota == 0:
            continue
        average = count(group) / float(len(group))
        screens = max(int(quota / average), 1)
        picked = [group[n * len(group) // screens] for n in range(screens)]
        while count(picked) > quota:
            picked.pop()
        for number in group:
            if count(picked) < quota and len(candidates[number][2]) == 1 and number not in picked:
                picked.append(number)
        chosen += picked
    for number in chosen:
        _, renaming, xml = candidates[number]
        for name, text in xml:
            files["Views/" + name[:-4] + renaming.suffix + ".xml"] = renaming.xml(text, shared_style)
    files[".stylelsp.json"] = (
        '{\n  "stylesheets": ["Styles/constants.css", "Styles/common.css"],\n'
        '  "viewDefinitions": ["Views/*.xml"]\n}\n')
    return files


# ---------------------------------------------------------------- driver


def write(path, text):
    data = text.encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)
    return data


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="/tmp/style-corpus")
    ap.add_argument("--size", default="all", help="100k, 1m, 10m, all, or a byte count")
    ap.add_argument("--stdout", action="store_true", help="write the one stylesheet of --size to stdout")
    ap.add_argument("--only", choices=("stylesheets", "project"), help="write the stylesheets or the project alone")
    ap.add_argument("--stylesheets", type=int, default=STYLESHEETS,
                    help="the project's stylesheets (default 200: real-project/; another count N: real-project-N/)")
    ap.add_argument("--check", action="store_true", help="print sha256 of each output")
    ap.add_argument("--if-missing", action="store_true", help="skip outputs that already exist")
    a = ap.parse_args()
    if a.stylesheets < 3:
        ap.error("--stylesheets takes a count of 3 or more")
    sizes = list(SIZES) if a.size == "all" else [a.size]
    for s in sizes:
        try:
            byte_count(s)
        except ValueError as error:
            ap.error(str(error))
    if a.stdout:
        if len(sizes) != 1:
            ap.error("--stdout takes one --size")
        sys.stdout.buffer.write(stylesheet(sizes[0]).encode("utf-8"))
        return
    os.makedirs(a.out, exist_ok=True)
    if a.only != "project":
        for s in sizes:
            path = os.path.join(a.out, "real-%s.css" % s)
            if a.if_missing and os.path.exists(path):
                continue
            data = write(path, stylesheet(s))
            message = "%s %d bytes" % (path, len(data))
            if a.check:
                message += " sha256=" + hashlib.sha256(data).hexdigest()
            print(message, file=sys.stderr)
    if a.only == "stylesheets":
        return
    root = os.path.join(a.out, "real-project" + ("" if a.stylesheets == STYLESHEETS else "-%d" % a.stylesheets))
    if a.if_missing and os.path.exists(os.path.join(root, ".stylelsp.json")):
        return
    shutil.rmtree(root, ignore_errors=True)
    files = project(a.stylesheets)
    # The configuration last: --if-missing takes a project with one as complete.
    for relative in sorted(files, key=lambda r: (r == ".stylelsp.json", r)):
        path = os.path.join(root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        write(path, files[relative])
    digest, total = hashlib.sha256(), 0
    for relative in sorted(files):
        data = files[relative].encode("utf-8")
        total += len(data)
        digest.update(relative.encode() + b"\0" + data + b"\0")
    stylesheets = sum(1 for r in files if r.endswith(".css"))
    views = sum(1 for r in files if r.endswith(".xml"))
    message = "%s %d stylesheets, %d view definitions, %d bytes" % (root, stylesheets, views, total)
    if a.check:
        message += " sha256=" + digest.hexdigest()
    print(message, file=sys.stderr)


if __name__ == "__main__":
    main()
