"""How long the replay takes to move to any move of a long game, on the game's own table.

For every game with a table, the mode with the most players is played to the end by
random legal moves (the longest games: La Macarena's run to thousands of moves) and
opened in a replay window (offscreen, shown, at the instant animation speed). Then the
window jumps to random moves, to round starts and to both ends, and steps one move on
and back; each move is timed from the command to the table laid out and painted
(``go_to``, then the events it posts: the repaint of what changed). The first run is a warm-up
(every card face is drawn for the first time then, which a player pays once per size);
the report gives, over the other runs, the median, the 90th percentile and the worst of
the jumps, and the median and 90th percentile of the steps (one move on or back).
``view ms`` is the replay's own part of a move (the state kept for it and the seat's
view, median), ``MB`` the memory every kept state of the game takes.

    QT_QPA_PLATFORM=offscreen nice -n 10 python benchmarks/replay_jumps.py [--runs 5]

The load of the machine is printed too: on a busy machine the figures grow with it.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "contract"))


def main() -> None:
    """Run the measurements and print one line per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of jumps per game")
    parser.add_argument("--jumps", type=int, default=40, help="random jumps per run")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    os.environ.setdefault("MACARON_DESKTOP_HOME", tempfile.mkdtemp(prefix="replay-bench-"))

    from contract_play import play_random
    from PySide6.QtWidgets import QApplication

    from macaron_desktop.core.history import record_of
    from macaron_desktop.core.registry import specs
    from macaron_desktop.core.replay import open_replay
    from macaron_desktop.settings import Settings
    from macaron_desktop.ui import catalog
    from macaron_desktop.ui.i18n import LanguageManager
    from macaron_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    settings = dataclasses.replace(Settings(), animation_speed="instant", pace="quick")
    window = MainWindow(settings, LanguageManager(), recover_saves=False)
    print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(
        f"{'game':10} {'mode':5} {'moves':>6} {'open s':>7} {'jump med':>8} {'jump p90':>8} "
        f"{'jump max':>8} {'step med':>8} {'step p90':>8} {'view ms':>8} {'MB':>6}"
    )
    for spec in specs():
        if catalog.find(spec.game_id) is None:
            continue
        mode = max(spec.modes, key=lambda m: len(m.seats)).id
        match = play_random(spec, mode, args.seed)
        record = record_of(match)
        started = time.perf_counter()
        opened = window.open_replay_record(record)
        assert opened is not None
        app.processEvents()
        opened_s = time.perf_counter() - started
        tracemalloc.start()
        replay = open_replay(record)
        kept_mb = tracemalloc.get_traced_memory()[0] / 1e6
        tracemalloc.stop()
        length = replay.length
        # the replay's own part of a jump: the state kept for the move and the seat's view
        model: list[float] = []
        for n in random.Random(args.seed).choices(range(length + 1), k=200):
            begin = time.perf_counter()
            replay.view_at(n, 0)
            model.append((time.perf_counter() - begin) * 1000)
        rng = random.Random(args.seed)
        jumps: list[float] = []
        steps: list[float] = []
        first = True
        for _ in range(args.runs):
            targets = [rng.randrange(length + 1) for _ in range(args.jumps)]
            targets += [*replay.round_starts, 0, length]
            for target in targets:
                # a jump there, a step on (animated, as in play), a step back
                for n, kind in ((target, jumps), (target + 1, steps), (target, steps)):
                    begin = time.perf_counter()
                    opened.go_to(min(n, length), animate=n == target + 1)
                    opened.screen.animator.finish_now()
                    app.processEvents()  # the layout's repaint, as the event loop does it
                    if not first:  # the first run draws every card for the first time
                        kind.append((time.perf_counter() - begin) * 1000)
            first = False
        jumps.sort()
        steps.sort()
        print(
            f"{spec.game_id:10} {mode:5} {length:6} {opened_s:7.2f} "
            f"{statistics.median(jumps):8.1f} {jumps[int(len(jumps) * 0.9)]:8.1f} "
            f"{jumps[-1]:8.1f} {statistics.median(steps):8.1f} "
            f"{steps[int(len(steps) * 0.9)]:8.1f} {statistics.median(model):8.2f} {kept_mb:6.1f}"
        )
        opened.close()
        app.processEvents()


if __name__ == "__main__":
    main()
