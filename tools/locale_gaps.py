#!/usr/bin/env python3
"""Lists the messages a Fluent catalogue still lacks, with their English.

    tools/locale_gaps.py lg        # assets/locale/lg.ftl against en.ftl

Prints a Markdown table, one row per message of en.ftl that the language
does not have (the game shows those in English), in en.ftl's order and
under its `##` section headings. docs/locales/luganda.md is its output for
Luganda plus the notes around it.
"""

import re
import sys
from pathlib import Path

LOCALE = Path(__file__).resolve().parent.parent / "assets" / "locale"
MESSAGE = re.compile(r"^([a-z][a-z0-9-]*) *=(.*)$")


def messages(code):
    """Yields (section, id, text) for every message of a catalogue, the
    text's lines joined by single spaces."""
    section, current, heading = "", None, False
    for line in (LOCALE / f"{code}.ftl").read_text(encoding="utf-8").splitlines():
        match = MESSAGE.match(line)
        if line.startswith("## "):
            # A heading may run on over several `##` lines.
            section = f"{section} {line[3:].strip()}" if heading else line[3:].strip()
        heading = line.startswith("## ")
        # A continuation is indented; a select's closing brace may not be.
        if match or not line.startswith((" ", "}")):
            if current:
                yield current[0], current[1], " ".join(current[2]).strip()
            current = (section, match[1], [match[2].strip()]) if match else None
        elif current:
            current[2].append(line.strip())
    if current:
        yield current[0], current[1], " ".join(current[2]).strip()


def cell(text):
    return text.replace("|", "\\|")


def main():
    if len(sys.argv) != 2 or not (LOCALE / f"{sys.argv[1]}.ftl").is_file():
        sys.exit("usage: tools/locale_gaps.py CODE (a catalogue in assets/locale/)")
    have = {name for _, name, _ in messages(sys.argv[1])}
    english = list(messages("en"))
    missing = [m for m in english if m[1] not in have]
    print(f"{len(missing)} of {len(english)} messages are still English.")
    section = None
    for part, name, text in missing:
        if part != section:
            section = part
            print(f"\n### {section}\n\n| message | English |\n| --- | --- |")
        print(f"| `{name}` | {cell(text)} |")


if __name__ == "__main__":
    main()
