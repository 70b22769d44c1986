"""Tokenises fixture stylesheets with the VS Code extension's TextMate grammar (through
textmate-grammar-python, which runs VS Code's tokeniser algorithm on Oniguruma) and compares the
whole token list with the snapshot beside each fixture. STYLELSP_RECORD=1 rewrites the snapshots.

Also tokenises the InterfaCSS test stylesheets: every valid one must come out without an
`invalid` token, and every declaration name in them must be scoped as a property name."""
import difflib
import json
import logging
import os
import re
import sys
from pathlib import Path

from textmate_grammar.parsers.base import LanguageParser

ROOT = Path(__file__).resolve().parents[3]
GRAMMAR = ROOT / "editors/vscode/syntaxes/interfacss.tmLanguage.json"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
CORPUS = ROOT / "Tests/Corpus/interfacss"
# Stylesheets of the corpus that are broken on purpose.
BROKEN_ON_PURPOSE = {"styleSheetWithBadData.css", "v2-badData.css"}

logging.getLogger("textmate_grammar").setLevel(logging.ERROR)
parser = LanguageParser(json.loads(GRAMMAR.read_text()))


def tokens(text):
    """(line, column, text, scopes) for every token, scopes without the root and the suffix."""
    result = []
    for (line, column), content, scopes in parser.parse_string(text).flatten():
        names = [s.removesuffix(".interfacss") for s in scopes[1:]]
        result.append((line, column, content, names))
    return result


def render(text):
    """One line per token that is not only whitespace: `line:column text  innermost  [outer…]`."""
    lines = []
    for line, column, content, scopes in tokens(text):
        if not content.strip():
            continue
        innermost = scopes[-1] if scopes else "-"
        outer = " > ".join(scopes[:-1])
        lines.append(f"{line + 1}:{column + 1} {content!r}  {innermost}" + (f"  [{outer}]" if outer else ""))
    return "\n".join(lines) + "\n"


def check_fixture(fixture):
    """The fixture's whole token list against its snapshot."""
    snapshot = fixture.with_suffix(".tokens")
    actual = render(fixture.read_text())
    if os.environ.get("STYLELSP_RECORD") == "1":
        snapshot.write_text(actual)
        print(f"recorded {snapshot.relative_to(ROOT)}")
        return []
    expected = snapshot.read_text() if snapshot.exists() else ""
    if actual == expected:
        return []
    diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), snapshot.name, "actual"))
    return [f"{fixture.name}: tokens differ from {snapshot.name} "
            f"(STYLELSP_RECORD=1 rewrites it after an intended change)\n{diff}"]


# A whole declaration on one line inside a block: its name must be scoped as a property name.
DECLARATION = re.compile(r"^\s*([A-Za-z_][\w.-]*)(?:\([^)]*\))?\s*[:=][^{]*;\s*(?://.*)?$")


def check_corpus_sheet(sheet):
    """No invalid token in a valid stylesheet, and every declaration's name a property name."""
    text = sheet.read_text()
    found = tokens(text)
    failures = [f"{sheet.name}:{line + 1}:{column + 1}: {content!r} is scoped {scopes}"
                for line, column, content, scopes in found if any(s.startswith("invalid") for s in scopes)]
    names = {(line, column) for line, column, _, scopes in found if scopes and scopes[-1] == "support.type.property-name"}
    depth = checked = 0
    for number, source in enumerate(text.splitlines()):
        match = DECLARATION.match(source)
        if depth > 0 and match:
            checked += 1
            name = match.group(1)
            column = source.index(name) + name.rfind(".") + 1
            if (number, column) not in names:
                failures.append(f"{sheet.name}:{number + 1}:{column + 1}: '{name}' is not scoped as a property name")
        depth += source.count("{") - source.count("}")
    if checked == 0:
        failures.append(f"{sheet.name}: no declaration found to check")
    return failures


def main():
    cases = [(f"fixture {f.name}", lambda f=f: check_fixture(f)) for f in sorted(FIXTURES.glob("*.icss"))]
    cases += [(f"corpus {s.name}", lambda s=s: check_corpus_sheet(s))
              for s in sorted(CORPUS.glob("*.css")) if s.name not in BROKEN_ON_PURPOSE]
    failed = 0
    for name, case in cases:
        failures = case()
        print(("not ok  " if failures else "ok  ") + name)
        for failure in failures:
            print("FAIL: " + failure, file=sys.stderr)
        failed += bool(failures)
    print(f"grammar: {len(cases) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
