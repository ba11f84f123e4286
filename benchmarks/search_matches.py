"""Duplicate-deal matches between bot levels: win shares with 95 % intervals, and the
time the tested level takes per decision.

Each deal (seed ``S + k``) is played once per rotation: the tested level sits in seat
``r`` for every ``r`` of the table, the other level in every other seat, so both meet the
same cards from every seat and the luck of the deal cancels out. A shared win counts as a
fraction. The interval is the normal one over the per-deal mean shares (the rotations of
one deal are not independent, the deals are), so it is honest about the pairing.

Bots draw from ``derive_rng(seed, "bot", seat)`` like the simulator's. Deals are spread
over ``--jobs`` processes (mind that the machine is shared). Decision times are wall clock
for the tested level's every decision (trivial ones included: what a player waits) and
for its searched ones (two or more candidates); the searched ones also in CPU time of the
process, which a busy machine inflates less than the wall clock.

    python benchmarks/search_matches.py --game macarena --players 3 --test hard \\
        --against normal --deals 100 --jobs 2
    python benchmarks/search_matches.py --game macaron --config '{"mode": "4p"}' \\
        --test hard --against normal --deals 50 --jobs 2

For Macaron it also prints each level's bet accuracy: the share of its bets that hit,
and how often it bet at all.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from macaron_desktop.core.registry import get_bot, get_game  # noqa: E402
from macaron_desktop.core.rng import derive_rng  # noqa: E402
from macaron_desktop.core.search import percentile  # noqa: E402


def _seat_kinds(game_id: str, config: dict[str, Any], seats: int) -> list[str]:
    """``"bot"`` per player seat, ``"rule"`` for a seat that plays by fixed rules."""
    if game_id == "macaron":
        from macaron_desktop.games.macaron.config import EMMA, MODE_INFO

        if MODE_INFO[config["mode"]].solo:
            return ["rule" if s == EMMA else "bot" for s in range(seats)]
    return ["bot"] * seats


def make_bot(game_id: str, name: str) -> Any:
    """The level ``name``; ``LEVEL+ismcts`` is that level's bot searching with the tree
    search of ``core.ismcts`` on the same support and budget (to compare the two), and
    ``LEVEL+first`` plays that level's first candidate without searching."""
    level, _, searcher = name.partition("+")
    bot = get_bot(game_id, level)
    if searcher == "ismcts":
        from macaron_desktop.core.ismcts import ISMCTS

        old = bot.searcher
        bot.searcher = ISMCTS(old.game, old.support, old.budget)
    elif searcher == "first":
        return FirstCandidate(bot.searcher.support)
    elif searcher:
        raise ValueError(f"unknown searcher {searcher!r}")
    return bot


class FirstCandidate:
    """A search level's move ordering on its own: it plays the first candidate the
    search would weigh, without searching (what the search adds is the difference)."""

    def __init__(self, support: Any) -> None:
        self.support = support

    def choose(self, view: Any, legal: Any, rng: Any) -> Any:
        """The support's first candidate."""
        return self.support.candidates(view, legal)[0]


#: actions after which a game counts as unfinished (two bots that hold off the end)
MAX_MOVES = 3_000


def play_deal(args: tuple[str, dict[str, Any], int, str, str]) -> dict[str, Any]:
    """All rotations of one deal: the tested level's shares and decision times. A game
    still running after :data:`MAX_MOVES` actions is stopped and counts half."""
    game_id, config, seed, test, against = args
    game = get_game(game_id)
    config = game.validate_config(config)
    n = game.num_seats(game.new_game(config, seed))
    kinds = _seat_kinds(game_id, config, n)
    players = [s for s in range(n) if kinds[s] == "bot"]
    shares, times, searched, searched_cpu, bets = [], [], [], [], []
    unfinished, sides = 0, n
    for where in players:
        state = game.new_game(config, seed)
        bots: dict[int, Any] = {
            s: make_bot(game_id, test if s == where else against) for s in players
        }
        rngs = [derive_rng(seed, "bot", s) for s in range(n)]
        moves = 0
        while moves < MAX_MOVES:
            moves += 1
            to_act = game.seats_to_act(state)
            if not to_act:
                break
            seat = to_act[0]
            legal = game.legal_actions(state, seat)
            if seat not in bots:
                action = legal[0]
            else:
                view = game.view(state, seat)
                start, cpu_start = time.perf_counter(), time.process_time()
                action = bots[seat].choose(view, legal, rngs[seat])
                spent = time.perf_counter() - start
                if seat == where:
                    times.append(spent)
                    last = getattr(bots[seat], "last", None)
                    if last is not None and last.candidates > 1:
                        searched.append(spent)
                        searched_cpu.append(time.process_time() - cpu_start)
            state = game.apply(state, seat, action)
        if game.seats_to_act(state):
            print(f"  seed {seed}, tested in seat {where}: unfinished", file=sys.stderr)
            unfinished += 1
            shares.append(0.5)
            continue
        result = game.result(state)
        sides = len(result.scores)
        # Games that score bets per round (Macaron) say which hit: the tested seat's and
        # the others' (hits, bets, rounds) for the bet accuracy.
        for summary in getattr(state, "summaries", ()):
            for s, hit in enumerate(getattr(summary, "bet_hits", ())):
                if s in bots:
                    bets.append((s == where, hit))
        side = result.side_of(where)
        shares.append(1 / len(result.winners) if side in result.winners else 0.0)
    return {
        "seed": seed,
        "shares": shares,
        "times": times,
        "searched": searched,
        "searched_cpu": searched_cpu,
        "bets": bets,
        "sides": sides,
        "unfinished": unfinished,
    }


def main(argv: list[str] | None = None) -> int:
    """Run the match and print a Markdown line with the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="macarena")
    parser.add_argument("--config", default="{}", help="the game's config as JSON")
    parser.add_argument("--players", type=int, help="shorthand for {'players': N}")
    parser.add_argument("--test", default="hard", help="the level under test")
    parser.add_argument("--against", default="normal", help="the level in every other seat")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    config = json.loads(args.config)
    if args.players:
        config["players"] = args.players
    work = [(args.game, config, args.seed + k, args.test, args.against) for k in range(args.deals)]
    started = time.perf_counter()
    rows = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for i, row in enumerate(pool.map(play_deal, work)):
            rows.append(row)
            if (i + 1) % 10 == 0:
                mean = statistics.fmean(statistics.fmean(r["shares"]) for r in rows)
                print(f"  {i + 1} deals: share {mean:.3f}", file=sys.stderr, flush=True)
    per_deal = [statistics.fmean(r["shares"]) for r in rows]
    share = statistics.fmean(per_deal)
    half = 1.96 * statistics.stdev(per_deal) / math.sqrt(len(per_deal)) if len(rows) > 1 else 1
    games = sum(len(r["shares"]) for r in rows)
    times = [t for r in rows for t in r["times"]]
    searched = [t for r in rows for t in r["searched"]]
    searched_cpu = [t for r in rows for t in r["searched_cpu"]]
    seats = len(rows[0]["shares"])

    bets = [b for r in rows for b in r["bets"]]

    def accuracy(tested: bool) -> str:
        chances = [hit for who, hit in bets if who == tested]
        placed = [hit for hit in chances if hit is not None]
        if not chances:
            return "-"
        return (
            f"{sum(placed) / max(1, len(placed)):.2f} of {len(placed)} bets"
            f" ({len(placed) / len(chances):.0%} of rounds)"
        )

    def ms(values: list[float], q: float) -> str:
        return f"{1000 * percentile(values, q):.0f}" if values else "-"

    print(
        "| game | config | tested vs others | deals × rotations | tested's win share |"
        " 95 % interval | parity | decisions: median / p95 / max ms | searched: median"
        " / p95 / max ms | searched, CPU: median / p95 / max ms | minutes |"
    )
    print("| --- " * 11 + "|")
    print(
        f"| {args.game} | `{json.dumps(config, sort_keys=True)}` | {args.test} vs {args.against}"
        f" | {len(rows)} × {seats} = {games} | **{share:.3f}** |"
        f" {max(0.0, share - half):.3f}-{min(1.0, share + half):.3f} | {1 / rows[0]['sides']:.3f} |"
        f" {ms(times, 0.5)} / {ms(times, 0.95)} / {ms(times, 1.0)} |"
        f" {ms(searched, 0.5)} / {ms(searched, 0.95)} / {ms(searched, 1.0)} |"
        f" {ms(searched_cpu, 0.5)} / {ms(searched_cpu, 0.95)} / {ms(searched_cpu, 1.0)} |"
        f" {(time.perf_counter() - started) / 60:.1f} |"
    )
    unfinished = sum(r["unfinished"] for r in rows)
    if unfinished:
        print(f"\n{unfinished} games unfinished after {MAX_MOVES} actions (counted half)")
    if bets:
        print(
            f"\nbet accuracy (share of bets hit): {args.test} {accuracy(True)};"
            f" {args.against} {accuracy(False)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
