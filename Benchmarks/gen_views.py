#!/usr/bin/env python3
"""Deterministic view-definition XML generator, for `style-bench xml`.

An InterfaCSS 2 layout file: a `<layout>` root holding one view tree of nested views,
labels, buttons and images (depth up to 12), with ids, classes, inline styles (some with
entities), text content, comments and CDATA. The output depends only on the size: a private
splitmix64 PRNG (gen_corpus.py's) with a fixed seed. Every file is UTF-8 with '\\n' endings and well-formed.

Usage:
  gen_views.py                 # /tmp/style-corpus/views-{1m,10m}.xml
  gen_views.py --out DIR
  gen_views.py --size 1m --stdout
"""

import argparse
import os
import sys

from gen_corpus import Rng

SIZES = {"100k": 100_000, "1m": 1_000_000, "10m": 10_000_000}
STYLES = [
    "flex-direction: row; flex-grow: 1",
    "flex-grow: 1; background-color: #ff6d10;",
    "margin-top: 8; margin-bottom: 8; padding-horizontal: 12",
    "justify-content: space-between; align-items: center",
    "background-color: rgba(0, 0, 0, 0.5); alpha: 0.75",
    "font: &quot;Helvetica Neue&quot; 14; text-color: #333333",
]
TEXTS = ["Hello", "Tom &amp; Jerry", "Pr\u00e9f\u00e9rences", "&lt;none&gt;", "10 \u00d7 20", "\u2605\u2605\u2605"]


def generate(size):
    random = Rng(0x71E35CA1AB1E)
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n<layout useSafeAreaInsets="true">\n<view id="root" class="screen">\n']
    length = sum(len(s.encode()) for s in out)
    counter = 0
    depth = 1
    while length < size:
        counter += 1
        indent = "  " * depth
        choice = random.below(10)
        if choice < 3 and depth < 12:
            piece = f'{indent}<view id="v{counter}" class="box c{random.below(20)}" style="{random.choice(STYLES)}">\n'
            depth += 1
        elif choice < 5 and depth > 1:
            depth -= 1
            piece = "  " * depth + "</view>\n"
        elif choice < 7:
            piece = f'{indent}<label id="l{counter}" class="text t{random.below(9)}" style="{random.choice(STYLES)}">{random.choice(TEXTS)}</label>\n'
        elif choice < 8:
            piece = f'{indent}<button type="system" class="action">{random.choice(TEXTS)}</button>\n'
        elif choice < 9:
            piece = f'{indent}<imageView id="i{counter}" image="photo{random.below(50)}.jpg"/>\n'
        else:
            piece = f"{indent}<!-- section {counter}: {random.choice(TEXTS)} -->\n"
        out.append(piece)
        length += len(piece.encode())
    while depth > 1:
        depth -= 1
        out.append("  " * depth + "</view>\n")
    out.append("</view>\n<style><![CDATA[ #root { alpha: 1; } ]]></style>\n</layout>\n")
    return "".join(out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="/tmp/style-corpus")
    parser.add_argument("--size", choices=SIZES.keys())
    parser.add_argument("--stdout", action="store_true")
    args = parser.parse_args()
    sizes = [args.size] if args.size else ["1m", "10m"]
    for name in sizes:
        text = generate(SIZES[name])
        if args.stdout:
            sys.stdout.write(text)
        else:
            os.makedirs(args.out, exist_ok=True)
            with open(os.path.join(args.out, f"views-{name}.xml"), "w", encoding="utf-8", newline="\n") as f:
                f.write(text)


if __name__ == "__main__":
    main()
