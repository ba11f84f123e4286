"""La Macarena's rules pages: both languages, the same house-rule tags, pictures that exist."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from macaron_desktop.core.registry import get_spec
from macaron_desktop.resources import asset

TAG = re.compile(r'<span class="house">&nbsp;(?:house&nbsp;rule|家規)&nbsp;</span><!-- R (\S+) -->')


def page(language: str) -> Path:
    return asset(get_spec("macarena").rules_pages[language])


def test_both_pages_tag_the_same_house_rules() -> None:
    tags = {
        language: TAG.findall(page(language).read_text("utf-8")) for language in ("en", "zh_TW")
    }
    assert tags["en"] == tags["zh_TW"]
    # the [R] decisions of RULINGS section 2 each have their tag
    assert {t for t in tags["en"] if t.startswith("2-")} >= {
        "2-setup",
        "2-order",
        "2-links",
        "2-mirror-last",
        "2-mirror-turns",
        "2-eighth-maca",
        "2-pass",
        "2-hand-end",
        "2-awards",
        "2-exchanges",
        "2-winners",
        "2-instant-win",
    }


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_every_picture_of_the_page_exists(language: str) -> None:
    path = page(language)
    pictures = re.findall(r'<img src="([^"]+)"', path.read_text("utf-8"))
    assert len(pictures) >= 10
    assert all((path.parent / p).resolve().is_file() for p in pictures)
    if language == "zh_TW":
        assert all("/cards/zh_TW/" in p for p in pictures if "/cards/" in p)
