#!/usr/bin/env python3
"""Generates Sources/StyleParser/Registry/RegistryData.generated.swift from registry.json.

registry.json is the property registry as data: UIKit classes and their properties, the property
groups classes share (text-input traits, bar appearance, ...), value types, enums, parameter
vocabularies, nested elements, colour names and pseudo-classes. The Swift file is generated so
that the `style-lsp` binary carries the registry in itself (no resource files beside it).

    python3 CodeGeneration/generate_registry.py           # rewrite the Swift file
    python3 CodeGeneration/generate_registry.py --check   # exit 1 if it is out of date
"""

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SOURCE = os.path.join(HERE, "registry.json")
TARGET = os.path.join(ROOT, "Sources", "StyleParser", "Registry", "RegistryData.generated.swift")

VALUE_TYPES = [
    "string", "attributedString", "bool", "number", "offset", "rect", "layout", "size", "point", "edgeInsets",
    "color", "cgColor", "transform", "font", "image", "enum", "relativeNumber",
]
PROPERTY_KEYS = {"type", "enum", "parameters", "aliases", "doc", "note", "since", "removedIn", "appliesTo"}
CLASS_KEYS = {"superclass", "selectorOnly", "nestedOnly", "exactName", "note", "groups", "properties", "platforms", "uikitSuperclass"}
GROUP_KEYS = {"doc", "properties", "prefix", "since", "layout"}
PSEUDO_PARAMETERS = {None, "an+b", "number", "string", "version", "selector"}


class RegistryError(Exception):
    pass


def swift_string(text):
    """A Swift string literal for `text`."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return '"' + escaped + '"'


def swift_optional(text):
    return "nil" if text is None else swift_string(text)


def swift_list(items):
    return "[" + ", ".join(swift_string(item) for item in items) + "]"


def identifier(name):
    """A Swift identifier for a group name."""
    return re.sub(r"[^A-Za-z0-9_]", "_", name)


class Generator:
    def __init__(self, data):
        self.data = data
        self.enums = data["enums"]
        self.parameter_sets = data["parameterSets"]
        self.groups = data["groups"]
        self.classes = data["classes"]

    # Validation: what the Swift side would otherwise find out at run time.

    def check_property(self, where, name, entry):
        unknown = set(entry) - PROPERTY_KEYS
        if unknown:
            raise RegistryError(f"{where}: property '{name}' has unknown keys {sorted(unknown)}")
        if entry.get("type") not in VALUE_TYPES:
            raise RegistryError(f"{where}: property '{name}' has unknown type {entry.get('type')!r}")
        if entry["type"] == "enum" and entry.get("enum") not in self.enums:
            raise RegistryError(f"{where}: enum property '{name}' names unknown enum {entry.get('enum')!r}")
        if "parameters" in entry and entry["parameters"] not in self.parameter_sets:
            raise RegistryError(f"{where}: property '{name}' names unknown parameter set {entry['parameters']!r}")
        if not entry.get("doc"):
            raise RegistryError(f"{where}: property '{name}' has no doc")
        for owner in entry.get("appliesTo", []):
            if owner not in self.classes:
                raise RegistryError(f"{where}: property '{name}' applies to unknown class {owner!r}")

    def validate(self):
        for name, group in self.groups.items():
            unknown = set(group) - GROUP_KEYS
            if unknown:
                raise RegistryError(f"group '{name}' has unknown keys {sorted(unknown)}")
            for property_name, entry in group["properties"].items():
                self.check_property(f"group '{name}'", property_name, entry)
        for name, entry in self.classes.items():
            unknown = set(entry) - CLASS_KEYS
            if unknown:
                raise RegistryError(f"class '{name}' has unknown keys {sorted(unknown)}")
            superclass = entry.get("superclass")
            if superclass is not None and superclass not in self.classes:
                raise RegistryError(f"class '{name}' has unknown superclass {superclass!r}")
            for use in entry.get("groups", []):
                group = use if isinstance(use, str) else use.get("group")
                if group not in self.groups:
                    raise RegistryError(f"class '{name}' uses unknown group {group!r}")
                if bool(self.groups[group].get("prefix")) != (not isinstance(use, str)):
                    raise RegistryError(f"class '{name}': group '{group}' {'needs' if self.groups[group].get('prefix') else 'takes no'} prefix")
            for property_name, property_entry in entry.get("properties", {}).items():
                self.check_property(f"class '{name}'", property_name, property_entry)
        for name, entry in self.data["types"]["attributedString"]["attributes"].items():
            self.check_property("attributedString attributes", name, entry)
        for prefix, owners in self.data["nestedElementOwners"].items():
            if prefix not in self.data["nestedElements"]:
                raise RegistryError(f"nested element owners of unknown prefix {prefix!r}")
            for owner in owners:
                if owner not in self.classes:
                    raise RegistryError(f"nested element '{prefix}' owned by unknown class {owner!r}")
        for pseudo in self.data["pseudoClasses"]:
            if pseudo.get("params") not in PSEUDO_PARAMETERS:
                raise RegistryError(f"pseudo-class '{pseudo['name']}' has unknown parameter kind {pseudo.get('params')!r}")

    # Swift

    def property_call(self, owner, name, entry, since=None, layout=None, doc=None):
        arguments = [owner, swift_string(name) if not isinstance(name, tuple) else name[0], "." + ("`enum`" if entry["type"] == "enum" else entry["type"])]
        if entry.get("enum"):
            arguments.append("enum: " + swift_string(entry["enum"]))
        if entry.get("parameters"):
            arguments.append("parameters: " + swift_string(entry["parameters"]))
        if entry.get("aliases"):
            arguments.append("aliases: " + swift_list(entry["aliases"]))
        arguments.append("doc: " + (doc or swift_string(entry["doc"])))
        if entry.get("note"):
            arguments.append("note: " + swift_string(entry["note"]))
        if entry.get("since") or since:
            arguments.append("since: " + swift_string(entry.get("since") or since))
        if entry.get("removedIn"):
            arguments.append("removedIn: " + swift_string(entry["removedIn"]))
        if layout:
            arguments.append("group: " + swift_string(layout))
        if entry.get("appliesTo"):
            arguments.append("appliesTo: " + swift_list(entry["appliesTo"]))
        return "property(" + ", ".join(arguments) + ")"

    def group_function(self, name, group):
        lines = []
        prefix = bool(group.get("prefix"))
        lines.append(f"    /// {group['doc']}")
        signature = f"static func {identifier(name)}(_ owner: String" + (", prefix: String" if prefix else "") + ") -> [PropertyRegistry.Property] {"
        lines.append("    " + signature)
        lines.append("        [")
        for property_name, entry in sorted(group["properties"].items()):
            if prefix:
                name_expression = ('"\\(prefix).' + property_name + '"',)
                doc = swift_string(entry["doc"]).replace("{prefix}", "\\(prefix)")
            else:
                name_expression, doc = property_name, None
            lines.append("            " + self.property_call("owner", name_expression, entry, group.get("since"), group.get("layout"), doc) + ",")
        lines.append("        ]")
        lines.append("    }")
        return lines

    def class_entry(self, name, entry):
        parts = []
        for use in entry.get("groups", []):
            if isinstance(use, str):
                parts.append(f"{identifier(use)}({swift_string(name)})")
            else:
                parts.append(f"{identifier(use['group'])}({swift_string(name)}, prefix: {swift_string(use['prefix'])})")
        own = entry.get("properties", {})
        lines = []
        head = (f"        PropertyRegistry.Class(name: {swift_string(name)}, superclass: {swift_optional(entry.get('superclass'))}, "
                f"selectorOnly: {str(bool(entry.get('selectorOnly'))).lower()}, nestedOnly: {str(bool(entry.get('nestedOnly'))).lower()}, "
                f"exactName: {str(bool(entry.get('exactName'))).lower()}, "
                f"note: {swift_optional(entry.get('note'))}, properties:")
        if not own:
            lines.append(head + " " + (" + ".join(parts) if parts else "[]") + "),")
            return lines
        lines.append(head + (" " + " + ".join(parts) + " +" if parts else "") + " [")
        owner = swift_string(name)
        for property_name, property_entry in sorted(own.items()):
            lines.append("            " + self.property_call(owner, property_name, property_entry) + ",")
        lines.append("        ]),")
        return lines

    def swift(self):
        data = self.data
        out = [
            "// Generated by CodeGeneration/generate_registry.py from CodeGeneration/registry.json. Do not edit:",
            "// change registry.json and run `python3 CodeGeneration/generate_registry.py`.",
            "",
            "extension RegistryData {",
            "    /// The shipped registry's data.",
            "    static let standard = RegistryData(",
            "        classes: classes,",
            "        typeDocs: [",
        ]
        for name, entry in data["types"].items():
            out.append(f"            .{'`enum`' if name == 'enum' else name}: {swift_string(entry['doc'])},")
        out.append("        ],")
        out.append("        attributedStringAttributes: [")
        for name, entry in sorted(data["types"]["attributedString"]["attributes"].items()):
            out.append("            " + self.property_call('"NSAttributedString"', name, entry) + ",")
        out.append("        ],")
        out.append("        enums: [")
        for name, entry in sorted(self.enums.items()):
            note = entry.get("note") or entry.get("doc")
            out.append(f"            PropertyRegistry.Enum(name: {swift_string(name)}, values: {swift_list(entry['values'])}, "
                       f"isFlags: {str(entry['flags']).lower()}, exactMatching: {str(entry.get('matching') == 'exact').lower()}, "
                       f"note: {swift_optional(note)}),")
        out.append("        ],")
        out.append("        parameterSets: [")
        for name, values in sorted(self.parameter_sets.items()):
            out.append(f"            {swift_string(name)}: {swift_list(values)},")
        out.append("        ],")
        out.append(f"        controlStates: {swift_list(data['controlStates'])},")
        out.append("        nestedElements: [")
        for prefix, owner in sorted(data["nestedElements"].items()):
            out.append(f"            {swift_string(prefix)}: {swift_string(owner)},")
        out.append("        ],")
        out.append("        nestedElementOwners: [")
        for prefix, owners in sorted(data["nestedElementOwners"].items()):
            out.append(f"            {swift_string(prefix)}: {swift_list(owners)},")
        out.append("        ],")
        out.append(f"        namedColors: {swift_list(data['namedColors'])},")
        out.append(f"        cssColors: {swift_list(data['cssColors'])},")
        out.append("        pseudoClasses: [")
        for pseudo in data["pseudoClasses"]:
            parameter = pseudo.get("params")
            parameter_swift = "nil" if parameter is None else {
                "an+b": ".anPlusB", "number": ".number", "string": ".string", "version": ".version", "selector": ".selector"}[parameter]
            out.append(f"            PropertyRegistry.PseudoClass(name: {swift_string(pseudo['name'])}, parameter: {parameter_swift}, "
                       f"doc: {swift_string(pseudo['doc'])}, since: {swift_optional(pseudo.get('since'))}, "
                       f"removedIn: {swift_optional(pseudo.get('removedIn'))}, aliasOf: {swift_optional(pseudo.get('aliasOf'))}),")
        out.append("        ]")
        out.append("    )")
        out.append("")
        out.append("    private static let classes: [PropertyRegistry.Class] = [")
        for name, entry in sorted(self.classes.items()):
            out.extend(self.class_entry(name, entry))
        out.append("    ]")
        out.append("")
        out.append("    // MARK: - Property groups")
        for name, group in sorted(self.groups.items()):
            out.append("")
            out.extend(self.group_function(name, group))
        out.append("}")
        return "\n".join(out) + "\n"


def main(arguments):
    with open(SOURCE, encoding="utf-8") as handle:
        data = json.load(handle)
    generator = Generator(data)
    try:
        generator.validate()
    except RegistryError as error:
        print(f"registry.json: {error}", file=sys.stderr)
        return 2
    text = generator.swift()
    if "--check" in arguments:
        with open(TARGET, encoding="utf-8") as handle:
            current = handle.read()
        if current != text:
            print(f"{os.path.relpath(TARGET, ROOT)} is out of date: run python3 CodeGeneration/generate_registry.py", file=sys.stderr)
            return 1
        return 0
    with open(TARGET, "w", encoding="utf-8") as handle:
        handle.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
