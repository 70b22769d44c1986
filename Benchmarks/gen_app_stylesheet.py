#!/usr/bin/env python3
"""A large stylesheet written the way apps write them, for the server's benchmark.

The generated corpus (gen_corpus.py) is dense with problems on purpose: every 140 bytes has
one. Real stylesheets have few, and their rulesets place views: frames, ISSLayouts and
views laid out against each other, which the layout preview computes, in one InterfaCSS
(1.x here, as the sample apps: relative frames, `layout`, `titleColor(highlighted)`). This
writes screens modelled on examples/*.css (a header with a title, a card with labels laid out
against each other, a toolbar of buttons, variables for colours, fonts and insets), each with
its own ids, until the target size is reached. Deterministic: the same size gives the same bytes.

Usage: gen_app_stylesheet.py [--size BYTES] [--out FILE]   (default 1,000,000 bytes, stdout)
"""

import argparse
import sys

PALETTE = ["#ff6d10", "#2a7ae2", "#34c759", "#ff3b30", "rgb(88, 86, 214)", "rgba(0, 0, 0, 0.6)"]
FONTS = ["HelveticaNeue-Bold 28", "Avenir-Heavy 20", "systemBold 15", "HelveticaNeue 14", "system 17"]


def screen(n):
    accent = PALETTE[n % len(PALETTE)]
    font = FONTS[n % len(FONTS)]
    return f"""/* Screen {n}: header, card, toolbar. */
@accent{n}: {accent};
@inset{n}: {8 + n % 5 * 4};
@titleFont{n}: {font};

#screen{n} {{
    frame: parent;
    backgroundColor: white;

    #header{n} {{
        frame: size(auto, {80 + n % 4 * 8}).top(0);
        backgroundColor: @accent{n};

        UILabel#title{n} {{
            text: "Screen {n}";
            font: @titleFont{n};
            textColor: white;
            textAlignment: center;
            frame: size(auto, 40).left(@inset{n}).right(@inset{n}).bottom(12);
        }}
    }}

    #card{n} {{
        layout: top(header{n} + 12), left(@inset{n}), right(parent.right - @inset{n}), height({160 + n % 7 * 10});
        backgroundColor: #f7f7f7;
        layer.cornerRadius: 12;
        layer.borderWidth: 1;
        layer.borderColor: lightGray;

        UILabel#name{n} {{
            text: "Name {n}";
            font: systemBold 17;
            numberOfLines: 1;
            layout: top(parent.top + 12), left(parent.left + 12), right(parent.right - 12);
        }}

        UILabel#detail{n} {{
            text: "Details of item {n}";
            textColor: darkGray;
            numberOfLines: 0;
            layout: top(name{n}.bottom + 6), left(name{n}.left), right(parent.right - 12);
        }}
    }}

    #toolbar{n} {{
        frame: size(auto, 64).bottom(0);
        backgroundColor: #fafafa;

        UIButton.action{n} {{
            title: "Share";
            titleColor: @accent{n};
            titleColor(highlighted): fadeout(@accent{n}, 40%);
            layout: left(parent.left + 16), top(parent.top + 10), width({96 + n % 3 * 12}), height(44);
        }}

        UIButton#more{n} {{
            title: "More";
            frame: size(64, 44).right(16).top(10);
        }}
    }}
}}

"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=1_000_000, help="target size in bytes")
    parser.add_argument("--out", help="output file (default: standard output)")
    arguments = parser.parse_args()
    parts, size, n = [], 0, 0
    while size < arguments.size:
        part = screen(n)
        parts.append(part)
        size += len(part.encode())
        n += 1
    text = "".join(parts)
    if arguments.out:
        with open(arguments.out, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
