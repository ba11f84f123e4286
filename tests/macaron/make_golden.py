"""Write the golden game records that ``test_record.py`` compares against.

One game per mode, basic bots in every seat, standard side to 10 VP, seed ``GOLDEN_SEED``,
played through the simulator's code path. Run after a deliberate change to the rules,
the bots or the record format, and review the diff before committing:

    python tests/macaron/make_golden.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from macaron_desktop.core.record import PlayedGame  # noqa: E402
from macaron_desktop.core.registry import get_spec  # noqa: E402
from macaron_desktop.games.macaron.config import MODES  # noqa: E402
from macaron_desktop.sim import bot_factories, play_game  # noqa: E402

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
GOLDEN_SEED = 20260101


def golden_record(mode: str) -> dict[str, Any]:
    """The record of the golden game of ``mode``."""
    spec = get_spec("macaron")
    game = spec.game()
    config = game.validate_config({"mode": mode, "scoring": "standard", "target": 10})
    seats = spec.bot_seats(mode, ["basic"])
    outcome = play_game(game, config, GOLDEN_SEED, seats, bot_factories(spec))
    assert spec.record is not None
    return spec.record.write(PlayedGame(config, GOLDEN_SEED, seats, outcome.state))


def golden_line(mode: str) -> str:
    """The golden file's text for ``mode``: one JSON line."""
    return json.dumps(golden_record(mode), separators=(",", ":")) + "\n"


def main() -> None:
    GOLDEN_DIR.mkdir(exist_ok=True)
    for mode in MODES:
        path = GOLDEN_DIR / f"{mode}.jsonl"
        path.write_text(golden_line(mode), encoding="utf-8", newline="\n")
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
