"""Savegames for the safety tests: good ones, and every kind of file that must not break Load."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.registry import get_bot
from macaron_desktop.core.savegame import VERSION, save_from_match
from macaron_desktop.games.toy.rules import GAME as TOY

TOY_SEATS = [SeatSpec("Ana"), SeatSpec("Robot", "bot", "random")]
MACARON_CONFIG = {"mode": "4p", "scoring": "standard", "target": 10, "start_player": None}


def toy_match(seed: int, steps: int) -> Match:
    """A toy game with ``steps`` moves played by a random bot."""
    match = Match(TOY, {"players": 2}, seed, TOY_SEATS)
    bot = RandomBot()
    while not match.finished and len(match.moves) < steps:
        seat = match.seats_to_act()[-1]
        match.play(seat, match.bot_choice(seat, bot))
    return match


def macaron_match(seed: int = 5, steps: int = 12) -> Match:
    """A 4-player Macaron game, one human and three basic bots, ``steps`` moves in."""
    from macaron_desktop.games.macaron import GAME

    seats = [SeatSpec("Ana", "human")] + [SeatSpec(f"Bot {i}", "bot", "basic") for i in (1, 2, 3)]
    match = Match(GAME, MACARON_CONFIG, seed, seats)
    bot = get_bot("macaron", "basic")
    for _ in range(steps):
        seat = match.seats_to_act()[0]
        match.play(seat, match.bot_choice(seat, bot))
    return match


def data_of(match: Match) -> dict[str, Any]:
    """The JSON data of ``match``'s savegame."""
    return json.loads(save_from_match(match).model_dump_json())


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as a savegame file would be written."""
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")


def _nested(depth: int) -> dict[str, Any]:
    action: dict[str, Any] = {"type": "Bid", "tricks": 1}
    for _ in range(depth):
        action = {"type": "Bid", "tricks": action}
    return action


def bad_content_cases() -> dict[str, Callable[[], Any]]:
    """Files that parse as JSON but cannot be played: name -> data."""
    toy = lambda: data_of(toy_match(2, 3))  # noqa: E731
    mac = lambda: data_of(macaron_match())  # noqa: E731

    def with_(base: Callable[[], dict[str, Any]], **changes: Any) -> Callable[[], Any]:
        return lambda: {**base(), **changes}

    def edited(base: Callable[[], dict[str, Any]], edit: Callable[[dict], None]) -> Callable[[]]:
        def make() -> dict[str, Any]:
            data = base()
            edit(data)
            return data

        return make

    def godlike(data: dict) -> None:
        data["seats"][1]["level"] = "godlike"

    def three_seats(data: dict) -> None:
        data["seats"] = data["seats"][:3]

    def illegal(data: dict) -> None:
        data["moves"][5] = data["moves"][4]  # a seat plays twice

    def no_such_card(data: dict) -> None:
        data["moves"][0]["action"]["cards"][0]["rank"] = 99

    def deep_action(data: dict) -> None:
        data["moves"] = [{"seat": 1, "action": _nested(900)}]

    def future_date(data: dict) -> None:
        data["updated"] = "9999-12-31T23:59:59-14:00"

    def ancient_date(data: dict) -> None:
        data["updated"] = "0001-01-01T00:00:00"

    def lies_about_summary(data: dict) -> None:
        data["summary"] = {"mode": "5p", "round": 77, "scores": [99, 99], "finished": False}
        data["moves"] = data["moves"][:0]

    return {
        "unknown bot level": edited(toy, godlike),
        "another game's id": with_(mac, game_id="toy"),
        "3 seats in a 4P game": edited(mac, three_seats),
        "illegal move": edited(mac, illegal),
        "a card that does not exist": edited(mac, no_such_card),
        "900-deep action": edited(toy, deep_action),
        "date far in the future": edited(toy, future_date),
        "date in year 1": edited(toy, ancient_date),
        "newer version": with_(toy, version=VERSION + 1),
    }


def make_special_files(folder: Path) -> dict[str, str]:
    """A FIFO, a link to /dev/zero, a 200 MB file and a 100,000-deep JSON file.

    Returns file name -> what it is.
    """
    made: dict[str, str] = {}
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "fifo.json")
        made["fifo.json"] = "FIFO"
    if Path("/dev/zero").exists():
        (folder / "zero.json").symlink_to("/dev/zero")
        made["zero.json"] = "link to /dev/zero"
    with open(folder / "huge.json", "wb") as handle:
        handle.truncate(200 * 1024 * 1024)  # sparse: no disk space used
    made["huge.json"] = "200 MB"
    depth = 100_000
    (folder / "deep.json").write_text("[" * depth + "]" * depth, encoding="utf-8")
    made["deep.json"] = "100,000-deep JSON"
    return made


def snapshot(folder: Path) -> dict[str, tuple[str, bytes | str]]:
    """Every entry of ``folder``: regular files by content, the others by kind or target."""
    found: dict[str, tuple[str, bytes | str]] = {}
    for entry in sorted(os.scandir(folder), key=lambda e: e.name):
        if entry.is_symlink():
            found[entry.name] = ("link", os.readlink(entry.path))
        elif entry.is_file(follow_symlinks=False):
            size = entry.stat(follow_symlinks=False).st_size
            if size > 10_000_000:
                found[entry.name] = ("big", str(size))
            else:
                found[entry.name] = ("file", Path(entry.path).read_bytes())
        else:
            found[entry.name] = ("other", str(entry.stat(follow_symlinks=False).st_mode))
    return found


def read_only_folder(folder: Path, monkeypatch: Any) -> None:
    """Make ``folder`` behave as a read-only folder from now on, even for root (who is not
    stopped by permissions): creating, renaming, linking or removing a file in it fails
    with ``EACCES``, as the system would."""
    import errno

    inside = str(folder.resolve())

    def guarded(real: Callable[..., Any], *positions: int, only_create: bool = False):
        def call(*args: Any, **kwargs: Any) -> Any:
            if only_create and not (args[1] & os.O_CREAT if len(args) > 1 else 0):
                return real(*args, **kwargs)
            for index in positions:
                if index < len(args) and not isinstance(args[index], int):
                    where = os.path.realpath(os.path.dirname(os.path.abspath(args[index])))
                    if where == inside:
                        raise PermissionError(errno.EACCES, "Permission denied", str(args[index]))
            return real(*args, **kwargs)

        return call

    monkeypatch.setattr(os, "open", guarded(os.open, 0, only_create=True))
    for name in ("replace", "rename", "link"):
        monkeypatch.setattr(os, name, guarded(getattr(os, name), 0, 1))
    monkeypatch.setattr(os, "unlink", guarded(os.unlink, 0))
    monkeypatch.setattr(os, "remove", guarded(os.remove, 0))
    # on Windows atomic.replace tries a refused rename again, ten times, sleeping in
    # between (a reader may hold the file a moment); there every try fails as the first
    # one did, so the tries are all still made, without the 2.25 s of sleep between them
    from macaron_desktop.core import atomic

    tries: list[float] = []
    monkeypatch.setattr(atomic, "time", SimpleNamespace(sleep=tries.append))
