"""Write the golden playthroughs that ``test_contract_golden.py`` replays.

One game per mode of every registered game: random legal moves from ``GOLDEN_SEED``,
each step stored with the digest of every seat's view after it. Run after a deliberate
change to dealing, the rules or what a view shows, and review the diff before committing:

    python tests/contract/make_playthroughs.py [GAME ...]
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for folder in (ROOT, HERE):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from contract_play import GOLDEN_DIR, MODES, golden_lines, golden_path  # noqa: E402


def main(argv: list[str]) -> int:
    """Regenerate the playthroughs of the games named (all games if none)."""
    GOLDEN_DIR.mkdir(exist_ok=True)
    for spec, mode in MODES:
        if argv and spec.game_id not in argv:
            continue
        path = golden_path(spec, mode)
        lines = golden_lines(spec, mode)
        path.write_text("\n".join(lines) + "\n", encoding="utf-8", newline="\n")
        print(f"wrote {path.relative_to(ROOT)} ({len(lines) - 2} steps)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
