"""A game's own settings: declared in its spec, kept per game in the settings file, read
through ``Settings.game_value``; older files' app-wide entries carry over; shared code and
other games read none of them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from macaron_desktop.core.registry import specs
from macaron_desktop.core.spec import QT_TRANSLATE_NOOP, Choice, SettingSpec
from macaron_desktop.settings import Settings, load_settings, save_settings, settings_path

PACKAGE = Path(__file__).resolve().parent.parent / "macaron_desktop"
#: what an app of before the game's own settings wrote (every field it had, as it saved them)
OLD_FILE = {
    "language": "zh_TW",
    "animation_speed": "fast",
    "confirm_leave_game": False,
    "undo_against_bots": True,
    "pace": "click",
    "auto_play_forced": True,
    "memory_aid": True,
}


def _write(data: object) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")


def test_each_game_declares_its_own_settings_off_by_default() -> None:
    by_id = {spec.game_id: spec for spec in specs()}
    aid = by_id["macaron"].setting("memory_aid")
    assert aid.default is False and aid.old_key == "memory_aid"
    assert aid.label.context == "MacaronSettings" and aid.note is not None
    clicks = by_id["macarena"].setting("hand_end_clicks")
    assert clicks.default is False and clicks.label.context == "MacarenaSettings"
    with pytest.raises(KeyError):
        by_id["macarena"].setting("memory_aid")
    assert not hasattr(Settings(), "memory_aid")  # no longer an app-wide setting


def test_an_old_settings_file_carries_over_into_the_games_own_settings() -> None:
    _write(OLD_FILE)
    old = load_settings()
    assert old.game_value("macaron", "memory_aid") is True
    # the shared settings read as before; "click" is still the shared pace
    assert (old.language, old.animation_speed, old.pace) == ("zh_TW", "fast", "click")
    assert old.linger_ms() is None and not old.confirm_leave_game and old.auto_play_forced
    save_settings(old)
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert "memory_aid" not in saved
    assert saved["games"] == {"macaron": {"memory_aid": True}}
    assert load_settings() == old


def test_an_old_file_with_the_memory_aid_off_or_absent_keeps_it_off() -> None:
    _write({**OLD_FILE, "memory_aid": False})
    assert load_settings().game_value("macaron", "memory_aid") is False
    _write({k: v for k, v in OLD_FILE.items() if k != "memory_aid"})
    assert load_settings().game_value("macaron", "memory_aid") is False
    assert load_settings().games == {}


def test_the_games_own_value_wins_over_an_old_top_level_entry() -> None:
    _write({**OLD_FILE, "memory_aid": True, "games": {"macaron": {"memory_aid": False}}})
    assert load_settings().game_value("macaron", "memory_aid") is False


@pytest.mark.parametrize(
    "games",
    [
        {"macaron": {"memory_aid": "yes"}},
        {"macaron": {"memory_aid": 1}},
        {"macaron": {"memory_aid": None}},
        {"macaron": ["memory_aid"]},
        {"macaron": "on"},
        ["macaron"],
        "memory_aid",
    ],
)
def test_damaged_or_wrong_typed_game_values_fall_back_to_the_default(games: object) -> None:
    _write({"language": "en", "games": games})
    settings = load_settings()
    assert settings.language == "en"  # the rest of the file still counts
    assert settings.game_value("macaron", "memory_aid") is False
    assert "memory_aid" not in settings.games.get("macaron", {})


def test_values_set_in_code_are_checked_when_read() -> None:
    wrong = Settings(games={"macaron": {"memory_aid": "yes"}})
    assert wrong.game_value("macaron", "memory_aid") is False
    on = Settings().with_game_value("macaron", "memory_aid", True)
    assert on.game_value("macaron", "memory_aid") is True
    assert Settings().games == {}  # the copy left the original alone
    with pytest.raises(KeyError):
        Settings().game_value("macaron", "no_such_setting")


def test_values_of_games_or_settings_this_version_does_not_know_are_kept() -> None:
    games = {"macaron": {"memory_aid": True, "later": 3}, "elsewhere": {"house_rule": "x"}}
    _write({"games": games})
    settings = load_settings()
    assert settings.games == games
    save_settings(settings)
    assert json.loads(settings_path().read_text(encoding="utf-8"))["games"] == games


def test_a_damaged_file_still_gives_the_defaults() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"memory_aid": true, "games": {', encoding="utf-8")
    assert load_settings() == Settings()
    _write([1, 2])
    assert load_settings() == Settings()


def test_a_setting_accepts_only_its_type_and_its_choices() -> None:
    flag = SettingSpec("flag", QT_TRANSLATE_NOOP("Toy", "Flag"), False)
    assert flag.accepts(True) and flag.accepts(False)
    assert not flag.accepts(1) and not flag.accepts("true") and not flag.accepts(None)
    pace = SettingSpec(
        "pace",
        QT_TRANSLATE_NOOP("Toy", "Pace"),
        "slow",
        choices=(Choice("slow"), Choice("fast")),
    )
    assert pace.accepts("fast") and not pace.accepts("medium") and not pace.accepts(1)
    count = SettingSpec("n", QT_TRANSLATE_NOOP("Toy", "N"), 2, choices=(Choice(2), Choice(3)))
    assert count.accepts(3) and not count.accepts(True)  # True == 1, but is no count


def _shared_files() -> list[Path]:
    return [
        *sorted(PACKAGE.joinpath("core").rglob("*.py")),
        *sorted(PACKAGE.joinpath("ui").rglob("*.py")),
        PACKAGE / "app.py",
        PACKAGE / "sim.py",
        PACKAGE / "settings.py",
    ]


def _package(rules_module: str) -> Path:
    """The folder of a game's package (``macaron_desktop.games.<package>.rules``)."""
    folder = PACKAGE / "games" / rules_module.split(".")[2]
    assert folder.is_dir(), folder
    return folder


def test_no_shared_code_and_no_other_game_reads_a_games_own_setting() -> None:
    declared = {(spec.game_id, s.key) for spec in specs() for s in spec.settings}
    assert ("macaron", "memory_aid") in declared
    problems = []
    for game_id, key in sorted(declared):
        word = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(key)}(?![A-Za-z0-9_])")
        others = [
            path
            for spec in specs()
            if spec.game_id != game_id and key not in {s.key for s in spec.settings}
            for path in sorted(_package(spec.rules_module).rglob("*.py"))
        ]
        assert others or len(specs()) == 1
        for path in [*_shared_files(), *others]:
            if word.search(path.read_text(encoding="utf-8")):
                problems.append(f"{path.relative_to(PACKAGE)} names {game_id}'s {key}")
    assert problems == []
