"""Every message key a game declares reads as a sentence in both languages."""

from __future__ import annotations

import importlib
from collections.abc import Iterator

import pytest
from contract_play import SPECS, mode_param_id
from PySide6.QtWidgets import QApplication

from macaron_desktop.core.messages import Message
from macaron_desktop.core.spec import GameSpec
from macaron_desktop.ui.i18n import LanguageManager


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageManager]:
    manager = LanguageManager()
    yield manager
    manager.apply("en")


@pytest.mark.parametrize("spec", SPECS, ids=mode_param_id)
def test_every_message_key_is_translated_in_both_languages(
    spec: GameSpec, languages: LanguageManager
) -> None:
    if spec.message_keys is None or spec.table_module is None:
        pytest.skip(f"{spec.game_id} has no table to word its messages")
    describe = importlib.import_module(spec.table_module).describe_message
    keys = sorted(set(spec.message_keys()))
    assert keys
    texts = {}
    for language in ("en", "zh_TW"):
        languages.apply(language)
        texts[language] = {key: describe(Message(key)) for key in keys}
    worded = [key for key in keys if texts["en"][key] is not None]
    assert worded, "no message is ever shown"
    for key in keys:
        english, chinese = texts["en"][key], texts["zh_TW"][key]
        if english is None:  # an event the log does not show, in any language
            assert chinese is None, key
            continue
        assert english.strip() and chinese and chinese.strip(), key
        assert chinese != english, f"{key!r} is not translated: {english!r}"
