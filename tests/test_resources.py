"""The art's paths: a card face in the player's language, or the English one."""

from __future__ import annotations

from pathlib import Path

from macaron_desktop.resources import asset, localized_art


def test_a_face_that_prints_a_name_comes_in_the_chinese_edition() -> None:
    chinese = localized_art("maus/cards/chocolate-0.svg", "zh_TW")
    assert Path(chinese) == asset("maus/cards/zh_TW/chocolate-0.svg")
    assert Path(localized_art("maus/cards/chocolate-0.svg", "en")) == asset(
        "maus/cards/chocolate-0.svg"
    )


def test_art_without_an_edition_in_that_language_is_the_english_art() -> None:
    # the card back prints no name: there is no zh_TW copy of it
    assert not asset("maus/cards/zh_TW/back.svg").exists()
    assert Path(localized_art("maus/cards/back.svg", "zh_TW")) == asset("maus/cards/back.svg")
    assert isinstance(localized_art("maus/cards/back.svg", "zh_TW"), str)
