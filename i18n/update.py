"""Refresh the translation sources from the code and compile them.

    python i18n/update.py            # lupdate every .ts, then lrelease them into .qm
    python i18n/update.py --check    # exit 1 if a .ts is out of date with the code
    python i18n/update.py --fill zh_TW.json   # merge translations {context: {source: text}}

``macaron_desktop_zh_TW.ts`` holds the Traditional Chinese texts; ``macaron_desktop_en.ts``
holds only the plural forms English needs. Both are edited with Qt Linguist or by hand.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "i18n"
SOURCES = ROOT / "macaron_desktop"
CATALOGUES = {"zh_TW": [], "en": ["-pluralonly"]}


def ts_path(language: str, folder: Path = I18N) -> Path:
    """The .ts file of ``language`` in ``folder``."""
    return folder / f"macaron_desktop_{language}.ts"


def source_files() -> list[str]:
    """Every Python file whose strings are translated, in a stable order.

    In a git checkout only files git knows (committed or added) count, so work in
    progress elsewhere in the tree does not leak into the catalogues.
    """
    found = sorted(str(p.relative_to(ROOT)) for p in SOURCES.rglob("*.py"))
    try:
        listed = subprocess.run(
            ["git", "ls-files", "--", "macaron_desktop"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        return found
    tracked = set(listed)
    return [f for f in found if f in tracked] if tracked else found


def _tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        sys.exit(f"pyside6-{name} not found: install PySide6-Essentials")
    return found


def lupdate(folder: Path = I18N) -> None:
    """Write (or refresh) the .ts files in ``folder`` from the code."""
    for language, extra in CATALOGUES.items():
        subprocess.run(
            [
                _tool("lupdate"),
                "-silent",
                "-locations",
                "none",
                "-no-obsolete",
                *extra,
                *source_files(),
                "-target-language",
                language,
                "-ts",
                str(ts_path(language, folder)),
            ],
            cwd=ROOT,
            check=True,
        )


def lrelease() -> None:
    """Compile every .ts into the .qm files the app loads."""
    for language in CATALOGUES:
        ts = ts_path(language)
        subprocess.run(
            [_tool("lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))],
            check=True,
        )


def out_of_date() -> list[str]:
    """Names of the .ts files that lupdate would change."""
    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        for language in CATALOGUES:
            shutil.copy(ts_path(language), ts_path(language, Path(tmp)))
        lupdate(Path(tmp))
        for language in CATALOGUES:
            if not filecmp.cmp(ts_path(language), ts_path(language, Path(tmp)), shallow=False):
                stale.append(ts_path(language).name)
    return stale


def fill(language: str, translations: dict[str, dict[str, str]]) -> int:
    """Put ``translations`` into the .ts of ``language``; returns how many were set."""
    path = ts_path(language)
    tree = ET.parse(path)
    count = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        table = translations.get(name, {})
        for message in context.iter("message"):
            source = message.findtext("source", "")
            if source in table and message.get("numerus") != "yes":
                translation = message.find("translation")
                assert translation is not None
                translation.text = table[source]
                translation.attrib.pop("type", None)
                count += 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return count


def main(argv: list[str] | None = None) -> int:
    """Command line; see the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report stale .ts files")
    parser.add_argument("--fill", metavar="JSON", help="merge zh_TW translations from a file")
    args = parser.parse_args(argv)
    if args.check:
        stale = out_of_date()
        for name in stale:
            print(f"{name} is out of date: run python i18n/update.py")
        return 1 if stale else 0
    if args.fill:
        data = json.loads(Path(args.fill).read_text(encoding="utf-8"))
        print(f"{fill('zh_TW', data)} translations set")
    lupdate()
    lrelease()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
