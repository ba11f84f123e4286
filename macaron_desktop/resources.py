"""Finding the files that ship with the program: art in ``assets/``, translations in ``i18n/``.

In a source checkout (or an editable install) they sit at the top of the repository; in
an installed wheel or a packaged build they travel inside the package as ``_data/``.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def _root(name: str) -> Path:
    candidates = [_PACKAGE / "_data" / name, _PACKAGE.parent / name]
    bundle = getattr(sys, "_MEIPASS", None)  # a PyInstaller build
    if bundle:
        candidates.insert(0, Path(bundle) / "macaron_desktop" / "_data" / name)
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"cannot find the {name!r} folder (looked in {candidates})")


def assets_dir() -> Path:
    """The folder with the art."""
    return _root("assets")


def i18n_dir() -> Path:
    """The folder with the translations (``.ts`` sources and compiled ``.qm``)."""
    return _root("i18n")


def asset(relative: str) -> Path:
    """The path of one art file, e.g. ``asset("icons/macaron-desktop.svg")``."""
    return assets_dir() / relative


def localized_asset(relative: str, language: str) -> Path:
    """The art at ``relative`` in ``language``'s edition (``<folder>/<language>/<file>``)
    when it exists (art that prints words), else the English art."""
    if language != "en":
        folder, _, name = relative.rpartition("/")
        translated = asset(f"{folder}/{language}/{name}")
        if translated.is_file():
            return translated
    return asset(relative)


def localized_art(relative: str, language: str) -> str:
    """:func:`localized_asset` as the string path the table's card items take: the art
    at ``relative`` (under ``assets/``) in ``language``'s edition when it exists (card
    faces that print a name), else the English art."""
    return str(localized_asset(relative, language))
