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


#: where a game's package lives: its new files are translated before git knows them
GAMES = "macaron_desktop/games"


def _git(root: Path, *args: str) -> list[str] | None:
    """The lines git prints for ``args`` in ``root``; ``None`` outside a git checkout."""
    try:
        done = subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    return done.stdout.splitlines()


def select_sources(root: Path = ROOT) -> tuple[list[str], dict[str, str]]:
    """The Python files whose strings are translated, in a stable order, and every file
    left out with the reason.

    In a git checkout the files git knows (committed or added) count, and so do the files
    of a game package git does not know yet but does not ignore (a new game, before its
    first commit); other files git does not know (work in progress elsewhere in the
    tree) and the files git ignores are left out. Outside git every file counts.
    """
    found = sorted(p.relative_to(root).as_posix() for p in (root / "macaron_desktop").rglob("*.py"))
    tracked = _git(root, "ls-files", "--", "macaron_desktop")
    if not tracked:
        return found, {}
    new = set(_git(root, "ls-files", "--others", "--exclude-standard", "--", GAMES) or ())
    untracked = set(_git(root, "ls-files", "--others", "--exclude-standard") or ())
    known = set(tracked) | new
    left_out = {}
    for name in found:
        if name in known:
            continue
        if name in untracked:
            left_out[name] = "not added to git (outside a game package): git add it"
        else:
            left_out[name] = "ignored by git (.gitignore)"
    return [f for f in found if f in known], left_out


def source_files(root: Path = ROOT) -> list[str]:
    """The Python files whose strings are translated (see :func:`select_sources`)."""
    return select_sources(root)[0]


def report_left_out(root: Path = ROOT) -> list[str]:
    """Say on stderr which Python files the catalogues leave out, and why; their names."""
    files, left_out = select_sources(root)
    for name, why in left_out.items():
        print(f"left out of the translations: {name} ({why})", file=sys.stderr)
    games = {f.split("/")[2] for f in files if f.startswith(GAMES + "/") and f.count("/") > 2}
    for folder in sorted((root / GAMES).iterdir()) if (root / GAMES).is_dir() else ():
        if folder.is_dir() and folder.name not in games and any(folder.rglob("*.py")):
            print(f"no file of the game package {folder.name} is translated", file=sys.stderr)
    return list(left_out)


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
    report_left_out()
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
