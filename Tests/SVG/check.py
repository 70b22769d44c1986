#!/usr/bin/env python3
"""The SVG preview drawn by a real renderer (rsvg-convert) and checked pixel by pixel.

Usage: check.py STYLE_LSP

A fixture stylesheet is previewed with `style-lsp preview --format svg`; the picture must
parse as XML, and once rendered: the pixel at the centre of each view with a background colour
has that colour (written plainly, as a variable, through a colour function), a hidden view and
its subviews are not drawn, alpha blends, clipsToBounds clips, a border is drawn inside its
view, a label's text is there, the dark theme's background is black. Then every pinned picture
(Tests/SVG/snapshots, docs) parses and renders, and the README's PNG is its SVG rendered.
"""
import os
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SVG = "{http://www.w3.org/2000/svg}"

FIXTURE = """
@brand: #3366cc;
#solid { frame: rect(20, 60, 100, 100); backgroundColor: #12ab34; }
#variable { frame: rect(140, 60, 100, 100); backgroundColor: @brand; }
#function { frame: rect(260, 60, 100, 100); backgroundColor: darken(@brand, 20%); }
#ghost { frame: rect(20, 180, 100, 100); backgroundColor: #ff0000; hidden: YES; #inner { frame: rect(10, 10, 80, 80); backgroundColor: #ff0000; } }
#faded { frame: rect(140, 180, 100, 100); backgroundColor: #0000ff; alpha: 0.5; }
#clip { frame: rect(260, 180, 100, 100); backgroundColor: #ffff00; clipsToBounds: YES; #spill { frame: rect(50, 50, 100, 100); backgroundColor: #ff00ff; } }
UILabel#label { frame: rect(20, 320, 335, 80); text: "HELLO"; font: HelveticaNeue-Bold 48; textColor: #000000; textAlignment: center; }
#bordered { frame: rect(20, 420, 100, 100); borderWidth: 6; borderColor: #00ffff; }
"""

failures = []


def check(what, condition, detail=""):
    print(("ok    " if condition else "FAIL  ") + what + ("" if condition else f": {detail}"))
    if not condition:
        failures.append(what)


def read_png(path):
    """(width, height, pixels): pixels[y][x] is (r, g, b, a). 8-bit RGB or RGBA, not interlaced."""
    with open(path, "rb") as file:
        data = file.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    assert depth == 8 and color in (2, 6) and interlace == 0, f"{path}: unsupported PNG {header}"
    channels = 4 if color == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x * channels:x * channels + channels]) + ((255,) if channels == 3 else ()) for x in range(width)])
        previous = line
    return width, height, rows


def render(svg_path):
    png = svg_path[:-4] + ".png"
    subprocess.run(["rsvg-convert", svg_path, "-o", png], check=True)
    return read_png(png)


def preview(binary, directory, *options):
    """The picture of the fixture (its text, its file) with `options`."""
    result = subprocess.run([binary, "preview", "screen.css", "--format", "svg", *options],
                            cwd=directory, capture_output=True, text=True, timeout=60)
    if result.returncode != 0:
        raise SystemExit(f"style-lsp preview failed ({result.returncode}): {result.stderr}")
    name = "-".join(option.strip("-") for option in options) or "default"
    path = os.path.join(directory, f"screen-{name}.svg")
    with open(path, "w", encoding="utf-8") as file:
        file.write(result.stdout)
    return result.stdout, path


def screen_origin(svg_text):
    """Where the screen's top-left corner is in the picture (the device group's translation)."""
    for group in ET.fromstring(svg_text).iter(SVG + "g"):
        if group.get("class") == "device":
            x, y = group.get("transform")[len("translate("):-1].split()
            return float(x), float(y)
    raise AssertionError("no device group")


def near(color, expected, tolerance=3):
    return all(abs(a - b) <= tolerance for a, b in zip(color[:3], expected))


def hex_color(text):
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as directory:
        with open(os.path.join(directory, "screen.css"), "w", encoding="utf-8") as file:
            file.write(FIXTURE)

        text, path = preview(binary, directory, "--no-outlines")
        try:
            tree = ET.fromstring(text)
            check("the picture parses as XML", tree.tag == SVG + "svg", tree.tag)
        except ET.ParseError as error:
            check("the picture parses as XML", False, str(error))
            raise SystemExit(1)
        ox, oy = screen_origin(text)
        _, _, pixels = render(path)

        def pixel(x, y):
            return pixels[int(oy + y)][int(ox + x)]

        for name, x, y, expected in [
            ("a colour written plainly", 70, 110, "#12ab34"),
            ("a colour from a variable", 190, 110, "#3366cc"),
            # darken(#3366cc, 20%): InterfaCSS takes 20% off the brightness (HSB), each channel × 0.8.
            ("a colour from a colour function", 310, 110, "#2952a3"),
            ("a hidden view is not drawn", 70, 230, "#ffffff"),
            ("nor are its subviews", 50, 210, "#ffffff"),
            ("alpha blends with what is behind", 190, 230, "#7f7fff"),
            ("a clipping view's background", 280, 200, "#ffff00"),
            ("its subview inside it", 340, 260, "#ff00ff"),
            ("its subview clipped outside it", 340, 300, "#ffffff"),
            ("a border, inside its view", 23, 470, "#00ffff"),
            ("a view without a background shows what is behind", 70, 470, "#ffffff"),
        ]:
            color = pixel(x, y)
            check(f"{name} ({x},{y} is {expected})", near(color, hex_color(expected)), f"it is {color}")

        labels = [element for element in tree.iter(SVG + "text") if "".join(element.itertext()) == "HELLO"]
        check("the label's text is in the picture", len(labels) == 1, f"{len(labels)} texts say HELLO")
        box = [(x, y) for x in range(20, 355) for y in range(320, 400)]
        dark = sum(1 for x, y in box if sum(pixel(x, y)[:3]) < 150)
        check("the label's text is drawn in its box", dark > len(box) * 0.02, f"{dark} dark pixels of {len(box)}")

        text, path = preview(binary, directory, "--theme", "dark")
        ET.fromstring(text)
        ox, oy = screen_origin(text)
        _, _, pixels = render(path)
        check("the dark theme's background is black", near(pixel(200, 600), (0, 0, 0)), f"it is {pixel(200, 600)}")

    pinned = [os.path.join(ROOT, "Tests/SVG/snapshots", name) for name in sorted(os.listdir(os.path.join(ROOT, "Tests/SVG/snapshots")))]
    pinned.append(os.path.join(ROOT, "docs/preview-dashboard.svg"))
    with tempfile.TemporaryDirectory() as directory:
        for source in pinned:
            copy = os.path.join(directory, os.path.basename(source))
            with open(source, encoding="utf-8") as file, open(copy, "w", encoding="utf-8") as out:
                text = file.read()
                out.write(text)
            try:
                ET.fromstring(text)
                width, height, _ = render(copy)
                check(f"{os.path.relpath(source, ROOT)} parses and renders", width > 0 and height > 0)
            except (ET.ParseError, subprocess.CalledProcessError) as error:
                check(f"{os.path.relpath(source, ROOT)} parses and renders", False, str(error))

        # The README shows the PNG: it must be its SVG as rendered now (fonts may differ a little).
        width, height, fresh = render(os.path.join(directory, "preview-dashboard.svg"))
        committed_width, committed_height, committed = read_png(os.path.join(ROOT, "docs/preview-dashboard.png"))
        same_size = (width, height) == (committed_width, committed_height)
        check("docs/preview-dashboard.png is as large as its SVG rendered", same_size, f"{committed_width}×{committed_height}, not {width}×{height}")
        if same_size:
            differing = sum(1 for y in range(height) for x in range(width) if not near(fresh[y][x], committed[y][x], 24))
            # Text drawn in another machine's fonts differs a little; a stale picture, in its views.
            check("docs/preview-dashboard.png is its SVG rendered", differing < width * height * 0.05, f"{differing} pixels differ")

    if failures:
        print(f"{len(failures)} checks failed", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
