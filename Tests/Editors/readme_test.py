"""The setups of editors/README.md that cannot run here (Helix, Sublime Text, Zed): every TOML and
JSON block parses, and each names the server and the files as the README says."""
import json
import re
import sys
import tomllib
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "editors/README.md"


def blocks():
    """(section, language, text) of every fenced block, in order."""
    section, found = None, []
    for match in re.finditer(r"^## ([^\n]+)$|^```(\w+)\n(.*?)^```$", README.read_text(), re.M | re.S):
        if match.group(1):
            section = match.group(1)
        else:
            found.append((section, match.group(2), match.group(3)))
    return found


def main():
    parsed = {}
    failures = []
    for section, language, text in blocks():
        try:
            value = tomllib.loads(text) if language == "toml" else json.loads(text) if language == "json" else None
        except ValueError as error:
            failures.append(f"{section}: a {language} block does not parse: {error}")
            continue
        if value is not None:
            parsed.setdefault(section, []).append(value)
    helix, sublime, zed = parsed.get("Helix", []), parsed.get("Sublime Text (LSP package)", []), parsed.get("Zed", [])
    checks = [
        ("Helix: the server", lambda: helix[0]["language-server"]["style-lsp"]["command"] == "style-lsp"),
        ("Helix: the interfacss language", lambda: {k: helix[0]["language"][0][k] for k in ("name", "file-types", "roots", "language-servers")}
         == {"name": "interfacss", "file-types": ["icss", "iss"], "roots": [".stylelsp.json", ".git"], "language-servers": ["style-lsp"]}),
        ("Helix: a project's CSS", lambda: helix[1]["language"][0] == {"name": "css", "language-servers": ["style-lsp"]}),
        ("Sublime Text: the client", lambda: sublime[0]["clients"]["style-lsp"] == {
            "enabled": True, "command": ["style-lsp"], "selector": "source.css", "schemes": ["file"]}),
        ("Zed: the extension's server", lambda: zed[0]["language_servers"]["style-lsp"] == {"name": "style-lsp", "languages": ["CSS"]}),
        ("Zed: the crate", lambda: zed[1]["lib"]["crate-type"] == ["cdylib"] and "zed_extension_api" in zed[1]["dependencies"]),
        ("Zed: the project settings", lambda: zed[2]["languages"]["CSS"]["language_servers"] == ["style-lsp", "..."]),
    ]
    passed = 0
    for name, check in checks:
        try:
            ok = check()
        except (IndexError, KeyError, TypeError) as error:
            ok, name = False, f"{name} ({error!r})"
        print(("ok  " if ok else "not ok  ") + name)
        if ok:
            passed += 1
        else:
            failures.append(name)
    for failure in failures:
        print("FAIL: " + failure, file=sys.stderr)
    print(f"editor READMEs: {passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
