"""Every reason a savegame cannot be opened has its own sentence, in both languages,
with its value filled in."""

from __future__ import annotations

import pytest

from macaron_desktop.core.savegame import SaveError
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.save_errors import describe

# every key core.savegame raises, with the value its sentence names (None: no value)
RAISED = {
    "not_found": ("path", "/tmp/nothing.json"),
    "unreadable": ("detail", "permission denied"),
    "too_large": None,
    "not_a_save": None,
    "not_json": None,
    "newer_version": None,
    "old_version": None,
    "unknown_game": ("game", "chess"),
    "bad_settings": None,
    "illegal_move": ("number", 17),
    "not_a_file": None,
    "too_deep": None,
    "bad_date": None,
    "unknown_bot": ("level", "grandmaster"),
    "bad_name": None,
}


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_each_problem_reads_as_its_own_sentence(languages: LanguageManager, language: str) -> None:
    languages.apply(language)
    generic = describe(SaveError("?", "damaged", detail="xyz"))
    assert "xyz" in generic
    seen = set()
    for key, value in RAISED.items():
        params = {} if value is None else {value[0]: value[1]}
        text = describe(SaveError("?", key, **params))
        assert "%1" not in text and text != generic, key
        if value is not None:
            assert str(value[1]) in text, key
        seen.add(text)
    assert len(seen) == len(RAISED)  # no two problems share a sentence
    # a problem this version does not name still says what was found
    assert "odd" in describe(SaveError("?", "some_new_problem", detail="odd"))
