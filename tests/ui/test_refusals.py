"""The kit's refusals are worded once, in both languages, and every game shows them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from macaron_desktop.core import flow
from macaron_desktop.core.messages import Message
from macaron_desktop.core.spec import QT_TRANSLATE_NOOP
from macaron_desktop.games.macarena.table import texts as macarena_texts
from macaron_desktop.games.macaron.table import texts as macaron_texts
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.refusals import kit_refusal, refusal_or_not_now
from macaron_desktop.ui.sentences import worded


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageManager]:
    manager = LanguageManager()
    yield manager
    manager.apply("en")


def test_every_kit_refusal_reads_as_its_own_sentence_in_both_languages(
    languages: LanguageManager,
) -> None:
    for language in ("en", "zh_TW"):
        languages.apply(language)
        texts = {key: kit_refusal(Message(key)) for key in flow.REFUSALS}
        assert all(texts.values()), texts
        assert len(set(texts.values())) == len(texts), texts
    languages.apply("zh_TW")
    assert kit_refusal(Message(flow.NOT_YOUR_TURN, {"seat": 1})) == "還沒輪到你。"
    assert kit_refusal(Message("must_follow")) is None
    assert refusal_or_not_now(Message("must_follow")) == "目前無法這麼做。"


def test_the_games_fall_back_to_the_kit_and_keep_their_own_words(
    languages: LanguageManager,
) -> None:
    for key in flow.COMMON_REFUSALS:
        kit = kit_refusal(Message(key))
        assert macaron_texts.refusal(Message(key)) == kit
        assert macarena_texts.refusal(Message(key)) == kit
    # a step's own refusal and a game's own keys stay the game's
    assert macaron_texts.refusal(Message("already_passed", {"seat": 0})) == (
        "You have already chosen your cards."
    )
    assert macarena_texts.refusal(Message("series_empty")) == (
        "Lay at least one card before you finish the series."
    )


def test_a_games_table_of_sentences_fills_each_placeholder_from_its_value(
    languages: LanguageManager,
) -> None:
    sentences = {
        "too_far": (QT_TRANSLATE_NOOP("Refusal", "That is not possible now."), ""),
        "count_off": (QT_TRANSLATE_NOOP("Test", "%1 and %2"), "b a:loud"),
        "who_did": (QT_TRANSLATE_NOOP("Test", "%1 did %2"), "who a"),
    }
    namers = {"loud": str.upper}
    # ``a:loud``: the value ``a`` worded by the namer ``loud``; ``b``, without a namer, as it is
    assert worded(sentences, namers, Message("count_off", {"a": "x", "b": 3})) == "3 and X"
    assert worded(sentences, namers, Message("count_off", {"a": "x"})) == "? and X"
    # a value the message lacks is given by the caller (the acting player's name)
    assert worded(sentences, namers, Message("who_did", {"a": "y"}), who="Ana") == "Ana did y"
    assert worded(sentences, namers, Message("elsewhere")) is None
    languages.apply("zh_TW")
    # the sentence is translated in its own context before it is filled
    assert worded(sentences, namers, Message("too_far")) == refusal_or_not_now(Message("x"))
    assert worded(sentences, namers, Message("too_far")) != "That is not possible now."
