"""Every game the library shows brings what the library and Help need: a picture that
draws (in each language's edition it has), its card art folder and its rules pages.

A game without them fails here, named, rather than in a later test of the picture cache
or of the rules viewer.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from contract_play import SPECS, mode_param_id

from macaron_desktop.core.spec import GameSpec
from macaron_desktop.resources import asset, assets_dir

by_game = pytest.mark.parametrize("spec", SPECS, ids=mode_param_id)
LANGUAGES = ("en", "zh_TW")


def _editions(picture: str) -> list[Path]:
    """The picture and its translated editions (``<folder>/<language>/<file>``)."""
    folder, _, name = picture.rpartition("/")
    found = [asset(picture)]
    found += [asset(f"{folder}/{lang}/{name}") for lang in LANGUAGES if lang != "en"]
    return [p for p in found if p.is_file()]


def _draws(path: Path) -> bool:
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(path))
    size = renderer.defaultSize()
    return renderer.isValid() and size.width() > 0 and size.height() > 0


@by_game
def test_a_library_game_has_a_picture_that_draws(spec: GameSpec) -> None:
    if not spec.playable:
        assert spec.picture == "" or asset(spec.picture).is_file()
        pytest.skip(f"{spec.game_id} has no table: the library does not show it")
    assert spec.picture, f"{spec.game_id} names no library picture (GameSpec.picture)"
    path = asset(spec.picture)
    assert path.is_file(), f"{spec.game_id}: no picture at assets/{spec.picture}"
    assert path.suffix == ".svg", "library pictures are SVG (rendered at any size)"
    for edition in _editions(spec.picture):
        root = ET.parse(edition).getroot()
        assert root.tag.endswith("svg"), f"{edition} is no SVG picture"
        assert _draws(edition), f"{edition} does not draw"


@by_game
def test_a_library_game_has_its_art_and_its_rules_pages(spec: GameSpec) -> None:
    if not spec.playable:
        pytest.skip(f"{spec.game_id} has no table: the library does not show it")
    if spec.art:
        assert (assets_dir() / spec.art).is_dir(), f"no art folder assets/{spec.art}"
    assert "en" in spec.rules_pages, f"{spec.game_id} has no English rules page"
    for language, page in spec.rules_pages.items():
        assert language in LANGUAGES, language
        assert asset(page).is_file(), f"{spec.game_id}: no rules page at assets/{page}"
