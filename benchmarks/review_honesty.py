"""The review's honesty check: are Normal bots' decisions marked clearly more often than
Hard bots'? If not, the marks mean nothing.

Games of one level against itself (every seat the same level, seeds ``--seed`` on) are
played to the end and every seat's decisions reviewed (``core.review.review_game``: the
Hard search from the seat's view, on a generator of its own, so a Hard move is weighed in
other worlds than it was chosen in). The mark rate (marked decisions / reviewed
decisions) is given with a 95 % interval over the game-seats (clusters), for the
review's threshold (``THRESHOLD_SCALES`` of the game's value scale) and for others, the
standard error rule (``K_STDERR``) unchanged; the marks at another threshold come from
the same searches (a decision's gap and standard error are kept).

    nice -n 10 python benchmarks/review_honesty.py --game macaron --mode 4p --games 3
    nice -n 10 python benchmarks/review_honesty.py --game macarena --mode 2p --games 3
    nice -n 10 python benchmarks/review_honesty.py --game macaron --mode 4p --games 8 --worlds 60
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from review_games import interval, play_game  # noqa: E402

from macaron_desktop.core import review  # noqa: E402
from macaron_desktop.core.registry import get_bot  # noqa: E402

#: thresholds tried, in value scales (the review's own is ``review.THRESHOLD_SCALES``)
SCALES = (0.0, 0.25, 0.5, 1.0, 2.0)


def main() -> None:
    """Play, review and print the rates."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="macaron")
    parser.add_argument("--mode", default="4p")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="normal,hard")
    parser.add_argument("--worlds", type=int, default=None, help="default: Hard's")
    args = parser.parse_args()
    scale = float(get_bot(args.game, "hard").searcher.support.value_scale)  # type: ignore[attr-defined]
    worlds = args.worlds or "Hard's"
    print(f"{args.game} {args.mode}: value scale {scale}, k = {review.K_STDERR}, {worlds} worlds")
    for level in args.levels.split(","):
        start = time.perf_counter()
        reviews = []
        for g in range(args.games):
            match = play_game(args.game, args.mode, level, args.seed + g)
            for seat in range(len(match.seats)):
                reviews.append(review.review_game(match, seat, worlds=args.worlds))
        seconds = time.perf_counter() - start
        counts = [len(r.decisions) for r in reviews]
        agree = sum(d.agrees for r in reviews for d in r.decisions) / max(1, sum(counts))
        print(
            f"{level}: {args.games} games, {sum(counts)} decisions reviewed, "
            f"{agree:.2f} played the review's choice, {seconds:.0f} s"
        )
        for s in SCALES:
            marks = [
                sum(
                    1
                    for d in r.decisions
                    if not d.agrees and d.gap > s * scale and d.gap > review.K_STDERR * d.stderr
                )
                for r in reviews
            ]
            rate, low, high = interval(marks, counts)
            own = "  <- the review's threshold" if s == review.THRESHOLD_SCALES else ""
            print(
                f"  threshold {s:.2f} x scale = {s * scale:.2f}: {sum(marks)} marked, "
                f"rate {rate:.3f} (95 % {low:.3f}-{high:.3f}){own}"
            )


if __name__ == "__main__":
    main()
