"""What does a card design on your property do to your win rate? By intervention, on duplicate deals.

``maple_balance.py`` compares the players who ended with a design with those who did
not; the winner ends with more cards, so that gap mostly measures tempo. Here the card is
*given*: for each deal seed ``S + k`` and each design X, the deal is played once with one
copy of X taken out of the shuffled pile (the copy lying deepest in it, so that as few
cards as possible move up; the deal then proceeds from the pile as the rules deal it:
five cards to each player, the rest the draw pile) and laid on player P's property beside
the Red Maple before the keep, the game otherwise unchanged; and once more with no card
added. Players P alternate across seeds, the start player (even ``k``) and the other
(odd ``k``), so the start player's advantage cancels. Both seats are the ``basic`` bot
(as in ``maple_balance.py``), with the simulator's bot generators of the seed, so every
design plays the very same deals (duplicate deals).

A laid card was not developed: its WHEN FIRST DEVELOPED effect does not happen (Woodshed,
Snowshoes, Filter Press are measured on their value and nothing else); a tree starts
untapped.

Per design: P's win share with X (a tie counts half; a game cut off after ``--cap``
actions counts half and is counted, and their number is printed); its *effect*, P's win
share with X minus the mean over all designs (each design weighing one) of P's win share
on the same deal: the design against the average extra card, which takes out the tempo of
simply holding one card more; and the effect against no card added. Both with a 95 %
interval from the normal approximation on the per-deal differences. Sorted, the five
strongest and the five weakest, and the designs beyond ``--bound``.

``--mode hand`` measures a design with its cost paid: instead of being laid, one copy
of X is put into P's five dealt cards and P must keep it (P's keep is chosen by the basic
bot among the keeps that hold X). If P was not dealt a copy, the copy of X deepest in the
shuffled pile changes places with the card at one slot of P's five (a slot drawn per deal
seed, the same for every design), so the displaced card lies where X lay and every card
count is kept; the deal then proceeds as the rules deal it. P then develops X, or not, as
the basic bot decides, paying its cost and getting its WHEN FIRST DEVELOPED effect. *No
card added* is then the deal unchanged with P's keep free. ``laid`` (the default) is the
measure above.

``--cards FILE`` plays with another card file (a scratch copy of ``cards.toml`` with
changed numbers; the same designs and counts), read instead of the package's.

    nice -n 10 python benchmarks/maple_card_effect.py --variant standard --deals 600
        [--mode laid|hand] [--seed 1] [--bound 10] [--cap 3000] [--cards scratch.toml]
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from macaron_desktop.core import card_data  # noqa: E402

CAP = 3000


def use_card_file(path: str | None) -> None:
    """Make the game read its cards from ``path`` (before its modules are imported)."""
    if path is None:
        return
    text = Path(path).read_text(encoding="utf-8")
    original = card_data.load

    def load(ref: str) -> card_data.CardData:
        if ref == "macaron_desktop.games.maple:cards.toml":
            return card_data.parse(text, ref)
        return original(ref)

    card_data.load = load  # type: ignore[assignment]


def _redealt(state: Any, order: list[Any], properties: tuple[Any, ...]) -> Any:
    """``state`` dealt again from the shuffled pile ``order`` (as the rules deal it: five
    to each player, the rest the draw pile), with ``properties``; the shuffle record and
    the deal's log events follow."""
    from macaron_desktop.core.eventlog import deliver, empty_logs, make_event
    from macaron_desktop.games.maple.cards import sorted_cards
    from macaron_desktop.games.maple.state import DEAL

    dealt = tuple(sorted_cards(order[s * DEAL : (s + 1) * DEAL]) for s in (0, 1))
    logs = deliver(
        empty_logs(2),
        make_event("game_started", {"variant": state.variant, "start": state.start}),
        *(make_event("dealt", {"seat": s, "cards": dealt[s]}, frozenset({s})) for s in (0, 1)),
    )
    return dataclasses.replace(
        state,
        deck=tuple(order[2 * DEAL :]),
        dealt=dealt,
        properties=properties,
        shuffles=(tuple(c.value for c in order),),
        logs=logs,
    )


def start_with(state: Any, seat: int, design: str | None) -> Any:
    """The deal ``state`` (just dealt, before the keep) with one copy of ``design`` taken
    from the shuffled pile and laid on ``seat``'s property; ``None``: unchanged."""
    if design is None:
        return state
    from macaron_desktop.games.maple.cards import Card

    order = [Card(v) for v in state.shuffles[0]]
    copies = [i for i, c in enumerate(order) if c.design.id == design]
    if not copies:
        raise ValueError(f"no copy of {design} in the pile")
    card = order.pop(copies[-1])
    properties = list(state.properties)
    properties[seat] = (*properties[seat], card)
    return _redealt(state, order, tuple(properties))


def dealt_with(state: Any, seat: int, design: str | None) -> Any:
    """The deal ``state`` (before the keep) with a copy of ``design`` among ``seat``'s
    five dealt cards: as dealt if it is there already, else the copy deepest in the
    shuffled pile changes places with the card at one slot of ``seat``'s five (drawn
    from the deal's seed, the same slot for every design); ``None``: unchanged."""
    if design is None:
        return state
    from macaron_desktop.core.rng import derive_rng
    from macaron_desktop.games.maple.cards import Card
    from macaron_desktop.games.maple.state import DEAL

    order = [Card(v) for v in state.shuffles[0]]
    mine = range(seat * DEAL, (seat + 1) * DEAL)
    if any(order[i].design.id == design for i in mine):
        return state
    copies = [i for i, c in enumerate(order) if c.design.id == design]
    if not copies:
        raise ValueError(f"no copy of {design} in the pile")
    slot = seat * DEAL + derive_rng(state.seed, "benchmark", "hand slot").randrange(DEAL)
    there = copies[-1]
    order[slot], order[there] = order[there], order[slot]
    return _redealt(state, order, state.properties)


def keeping(legal: list[Any], design: str) -> list[Any]:
    """The keeps of ``legal`` that hold a copy of ``design``."""
    return [a for a in legal if any(c.design.id == design for c in a.cards)]


def play(
    state: Any, seed: int, cap: int, keep: tuple[int, str] | None = None
) -> tuple[list[float], bool]:
    """Play ``state`` to its end with the basic bot in both seats: each seat's share of
    the win (a tie, or a game cut off after ``cap`` actions, counts half) and whether
    it was cut off. ``keep`` = (seat, design): that seat's keep must hold the design."""
    from macaron_desktop.core.bots import bot_rngs
    from macaron_desktop.games.maple.levels import BOTS
    from macaron_desktop.games.maple.rules import GAME
    from macaron_desktop.games.maple.state import Phase

    players = [BOTS["basic"](), BOTS["basic"]()]
    rngs = bot_rngs(seed)
    decisions = [0, 0]
    for _ in range(cap):
        to_act = GAME.seats_to_act(state)
        if not to_act:
            winners = GAME.result(state).winners
            return [1 / len(winners) if s in winners else 0.0 for s in (0, 1)], False
        seat = to_act[0]
        legal = GAME.legal_actions(state, seat)
        if keep is not None and seat == keep[0] and state.phase is Phase.KEEP:
            legal = keeping(legal, keep[1])
        action = players[seat].choose(GAME.view(state, seat), legal, rngs(seat, decisions[seat]))
        state = GAME.apply(state, seat, action)
        decisions[seat] += 1
    return [0.5, 0.5], True


def _interval(values: list[float]) -> tuple[float, float]:
    """Mean and 95 % half-width (normal approximation), in points."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return 100 * mean, 100 * half


def measure(variant: str, deals: int, seed: int, cap: int, mode: str = "laid") -> dict[str, Any]:
    """Every design's win shares and effects over ``deals`` duplicate deals; ``mode``:
    the design ``laid`` on P's property, or in P's kept ``hand``."""
    from macaron_desktop.games.maple.cards import DESIGNS
    from macaron_desktop.games.maple.rules import GAME

    config = GAME.validate_config({"variant": variant})
    designs = list(DESIGNS)
    wins: dict[str | None, list[float]] = {d: [] for d in [None, *designs]}
    cut = 0
    for k in range(deals):
        deal = GAME.new_game(config, seed + k)
        seat = deal.start if k % 2 == 0 else 1 - deal.start
        for design in [None, *designs]:
            if mode == "laid":
                shares, stopped = play(start_with(deal, seat, design), seed + k, cap)
            else:
                keep = None if design is None else (seat, design)
                shares, stopped = play(dealt_with(deal, seat, design), seed + k, cap, keep)
            wins[design].append(shares[seat])
            cut += stopped
    mean = [statistics.fmean(wins[d][k] for d in designs) for k in range(deals)]
    table = {}
    for d in designs:
        effect = _interval([w - m for w, m in zip(wins[d], mean, strict=True)])
        bare = _interval([w - b for w, b in zip(wins[d], wins[None], strict=True)])
        table[d] = {"win": 100 * statistics.fmean(wins[d]), "effect": effect, "bare": bare}
    return {
        "table": table,
        "none": _interval(wins[None]),
        "mean": _interval(mean),
        "cut": cut,
        "games": deals * (len(designs) + 1),
    }


def _fmt(d: str, row: dict[str, Any]) -> str:
    e, h = row["effect"]
    return f"{d} {e:+.1f} ± {h:.1f}"


def main() -> None:
    """Print the table for both variants (or one), as Markdown."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bound", type=float, default=10.0)
    parser.add_argument("--cap", type=int, default=CAP, help="actions before a game is cut off")
    parser.add_argument("--variant", choices=("standard", "rivals"))
    parser.add_argument("--cards", help="a card file to play with instead of cards.toml")
    parser.add_argument(
        "--mode",
        choices=("laid", "hand"),
        default="laid",
        help="the design laid on P's property (free), or in P's kept hand (paid for)",
    )
    args = parser.parse_args()
    use_card_file(args.cards)
    for variant in (args.variant,) if args.variant else ("standard", "rivals"):
        began = time.perf_counter()
        got = measure(variant, args.deals, args.seed, args.cap, args.mode)
        table: dict[str, dict[str, Any]] = got["table"]
        ranked = sorted(table, key=lambda d: -table[d]["effect"][0])
        over = [d for d in ranked if abs(table[d]["effect"][0]) > args.bound]
        clearly = [
            d for d in over if abs(table[d]["effect"][0]) - table[d]["effect"][1] > args.bound
        ]
        last = args.seed + args.deals - 1
        cards = f", cards {args.cards}" if args.cards else ""
        mode = f", mode {args.mode}"
        print(f"### {variant}: {args.deals} deals, seeds {args.seed}-{last}{mode}{cards}\n")
        print("| figure | value |\n| --- | --- |")
        print(f"| P's win share, no card added | {got['none'][0]:.1f} ± {got['none'][1]:.1f} |")
        print(f"| P's win share, mean over designs | {got['mean'][0]:.1f} ± {got['mean'][1]:.1f} |")
        print(f"| games (cut off at {args.cap} actions) | {got['games']} ({got['cut']}) |")
        print(f"| the five strongest | {'; '.join(_fmt(d, table[d]) for d in ranked[:5])} |")
        print(f"| the five weakest | {'; '.join(_fmt(d, table[d]) for d in ranked[::-1][:5])} |")
        print(
            f"| beyond ±{args.bound:g} | {'; '.join(_fmt(d, table[d]) for d in over) or 'none'} |"
        )
        print(f"| wholly beyond | {'; '.join(_fmt(d, table[d]) for d in clearly) or 'none'} |")
        print("\n| design | P's win share % | effect vs the average card | vs no card |")
        print("| --- | --- | --- | --- |")
        for d in ranked:
            row = table[d]
            e, h = row["effect"]
            b, bh = row["bare"]
            print(f"| {d} | {row['win']:.1f} | {e:+.1f} ± {h:.1f} | {b:+.1f} ± {bh:.1f} |")
        print(f"\n({time.perf_counter() - began:.0f} s)\n")


if __name__ == "__main__":
    main()
