"""A game package laid out the usual way gets its module paths, assets and record by
convention, and what its spec gives wins."""

from __future__ import annotations

from macaron_desktop.core.game_package import game_spec
from macaron_desktop.core.spec import ENVELOPE_FORMAT, PLAYER_SEAT, QT_TRANSLATE_NOOP, ModeSpec

MODES = (ModeSpec("2p", QT_TRANSLATE_NOOP("Test", "2 players"), (PLAYER_SEAT,) * 2, {}),)


def _spec(**fields: object):  # type: ignore[no-untyped-def]
    return game_spec(
        "macaron_desktop.games.somegame",
        name=QT_TRANSLATE_NOOP("Catalog", "Some game"),
        players=QT_TRANSLATE_NOOP("Catalog", "2 players"),
        description=QT_TRANSLATE_NOOP("Catalog", "A game."),
        modes=MODES,
        default_mode="2p",
        **fields,
    )


def test_the_package_name_gives_the_id_modules_and_assets() -> None:
    spec = _spec()
    assert spec.game_id == "somegame"
    assert spec.rules_module == "macaron_desktop.games.somegame.rules"
    assert spec.table_module == "macaron_desktop.games.somegame.table.entry"
    assert spec.picture == "library/somegame.svg"
    assert spec.art == "somegame"
    assert dict(spec.rules_pages) == {
        "en": "rules/somegame/en.html",
        "zh_TW": "rules/somegame/zh_TW.html",
    }
    assert spec.record is not None and spec.record.format == ENVELOPE_FORMAT
    assert spec.bots == ()


def test_what_the_spec_gives_wins_over_the_convention() -> None:
    spec = _spec(art="shared-art", table_module=None, rules_pages={"en": "x.html"})
    assert spec.art == "shared-art"
    assert spec.table_module is None and not spec.playable
    assert dict(spec.rules_pages) == {"en": "x.html"}


def test_bot_labels_make_levels_of_the_packages_levels_module() -> None:
    spec = _spec(
        bot_labels={
            "easy": QT_TRANSLATE_NOOP("Test", "Bot (easy)"),
            "random": QT_TRANSLATE_NOOP("Test", "Bot (random)"),
        }
    )
    assert spec.bot_ids == ("easy", "random")
    assert [b.listed for b in spec.bots] == [True, False]


def test_message_keys_are_the_games_catalogue() -> None:
    from macaron_desktop.games.maus.messages import MESSAGES
    from macaron_desktop.games.maus.spec import SPEC

    assert SPEC.message_keys is not None
    assert tuple(SPEC.message_keys()) == tuple(MESSAGES)
