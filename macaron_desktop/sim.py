"""Headless simulator: bots play complete games, fast, with optional game records.

    python -m macaron_desktop.sim --game macaron --mode 4p --games 500 --seed 1 \\
        --bots basic --scoring standard --target 10 --record games.jsonl

Game ``k`` (counting from 0) is played with seed ``S + k``. Bots draw their randomness
from one generator per seat, derived from the game's seed (``derive_rng(seed, "bot",
seat)``), so the same command always plays the same games and writes the same records.
Seats that play by fixed rules (Macaron's Emma) take their single legal action.

Other games join by adding a :class:`SimGame` to :data:`SIM_GAMES`.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from macaron_desktop.core.bots import Bot
from macaron_desktop.core.game import Game
from macaron_desktop.core.match import Match, Move, SeatSpec
from macaron_desktop.core.registry import get_game
from macaron_desktop.core.rng import derive_rng

GC_YOUNG_THRESHOLD = 20_000


@dataclass(frozen=True)
class SimGame:
    """What the simulator needs to know about one game."""

    game_id: str
    #: adds the game's own options to the parser
    add_arguments: Callable[[argparse.ArgumentParser], None]
    #: turns parsed arguments into a config (``parser.error`` on a bad combination)
    config: Callable[[argparse.ArgumentParser, argparse.Namespace], dict[str, Any]]
    #: seat specs for a config, given one bot name per non-automatic seat (or one for all)
    seats: Callable[[Mapping[str, Any], Sequence[str]], list[SeatSpec]]
    #: bot name -> factory
    bots: Mapping[str, Callable[[], Bot]]
    #: JSON record of a finished game: (config, seed, seats, final state, moves) -> dict
    record: Callable[[Mapping[str, Any], int, Sequence[SeatSpec], Any, Sequence[Move[Any]]], dict]
    #: names of the result's entries ("seat 0", "team 0+2", "Emma", ...)
    result_labels: Callable[[Mapping[str, Any]], list[str]]
    #: rounds played in a finished game, for the summary (None if the game has no rounds)
    rounds: Callable[[Any], int | None] = field(default=lambda state: None)


@dataclass
class GameOutcome:
    """One simulated game."""

    seed: int
    state: Any
    moves: list[Move[Any]]
    scores: tuple[int, ...]
    winners: tuple[int, ...]


def play_game(
    game: Game[Any, Any],
    config: Mapping[str, Any],
    seed: int,
    seats: Sequence[SeatSpec],
    bots: Mapping[str, Callable[[], Bot]],
    *,
    keep_moves: bool = False,
    max_moves: int = 1_000_000,
) -> GameOutcome:
    """Play one game to its end with bots in every seat; Emma-like seats act by rule.

    With ``keep_moves`` the outcome holds the action log (for replays and tests).
    """
    state = game.new_game(config, seed)
    n = game.num_seats(state)
    players: list[Bot | None] = []
    for spec in seats:
        if spec.kind == "bot":
            players.append(bots[spec.level or "random"]())
        elif spec.kind == "emma":
            players.append(None)
        else:
            raise ValueError(f"the simulator seats bots only, not {spec.kind!r}")
    rngs = [derive_rng(seed, "bot", seat) for seat in range(n)]
    moves: list[Move[Any]] = []
    count = 0
    seats_to_act = game.seats_to_act
    legal_actions = game.legal_actions
    view = game.view
    apply = game.apply
    while True:
        to_act = seats_to_act(state)
        if not to_act:
            break
        seat = to_act[0]
        legal = legal_actions(state, seat)
        player = players[seat]
        if player is None:
            action = legal[0]
        else:
            action = player.choose(view(state, seat), legal, rngs[seat])
        state = apply(state, seat, action)
        if keep_moves:
            moves.append(Move(seat, action))
        count += 1
        if count > max_moves:
            raise RuntimeError(f"game with seed {seed} did not end in {max_moves} moves")
    result = game.result(state)
    assert result is not None
    return GameOutcome(seed, state, moves, result.scores, result.winners)


@dataclass
class Summary:
    """Totals over a run of games."""

    games: int = 0
    rounds: int = 0
    with_rounds: int = 0
    #: shared wins count as fractions: two winners get half a win each
    wins: list[float] = field(default_factory=list)
    seconds: float = 0.0

    def add(self, outcome: GameOutcome, rounds: int | None) -> None:
        """Count one finished game."""
        self.games += 1
        if rounds is not None:
            self.rounds += rounds
            self.with_rounds += 1
        size = max(len(outcome.scores), len(self.wins))
        self.wins.extend([0.0] * (size - len(self.wins)))
        for w in outcome.winners:
            self.wins[w] += 1.0 / len(outcome.winners)

    @property
    def average_rounds(self) -> float | None:
        """Mean rounds per game, if the game has rounds."""
        return self.rounds / self.with_rounds if self.with_rounds else None

    def win_share(self) -> list[float]:
        """Share of the wins per result entry (sums to 1)."""
        return [w / self.games if self.games else 0.0 for w in self.wins]


def run(
    sim: SimGame,
    config: Mapping[str, Any],
    seats: Sequence[SeatSpec],
    games: int,
    seed: int,
    record_file: TextIO | None = None,
    midgame_dir: Path | None = None,
) -> Summary:
    """Play ``games`` games with seeds ``seed``, ``seed + 1``, ...; write records if asked.

    With ``midgame_dir``, each game also leaves a savegame there, taken after a move
    chosen at random (from the game's seed) in the middle of the game.
    """
    game = get_game(sim.game_id)
    config = game.validate_config(config)
    summary = Summary()
    # Games make many small, short-lived objects and no reference cycles: collecting the
    # young generation less often saves about a twentieth of the time. Restored after.
    thresholds = gc.get_threshold()
    gc.set_threshold(max(thresholds[0], GC_YOUNG_THRESHOLD), *thresholds[1:])
    start = time.perf_counter()
    try:
        for k in range(games):
            outcome = play_game(
                game, config, seed + k, seats, sim.bots, keep_moves=midgame_dir is not None
            )
            if midgame_dir is not None:
                save_midgame(game, config, seats, outcome, midgame_dir)
            summary.add(outcome, sim.rounds(outcome.state))
            if record_file is not None:
                record = sim.record(config, outcome.seed, seats, outcome.state, outcome.moves)
                record_file.write(json.dumps(record, separators=(",", ":"), sort_keys=False))
                record_file.write("\n")
    finally:
        gc.set_threshold(*thresholds)
    summary.seconds = time.perf_counter() - start
    return summary


def save_midgame(
    game: Game[Any, Any],
    config: Mapping[str, Any],
    seats: Sequence[SeatSpec],
    outcome: GameOutcome,
    folder: Path,
) -> Path:
    """Write the savegame of ``outcome``'s game as it stood after a random middle move."""
    from macaron_desktop.core.savegame import save_from_match, write_save

    count = len(outcome.moves)
    cut = derive_rng(outcome.seed, "midgame").randrange(
        count // 4, max(count // 4 + 1, count * 3 // 4)
    )
    match = Match.replay(game, config, outcome.seed, seats, outcome.moves[:cut])
    path = folder / f"{game.game_id}-seed{outcome.seed}-move{cut}.json"
    write_save(path, save_from_match(match))
    return path


def format_summary(
    sim: SimGame, config: Mapping[str, Any], seats: Sequence[SeatSpec], summary: Summary
) -> str:
    """The printed report of a run."""
    lines = [f"game: {sim.game_id}  config: {json.dumps(dict(config), sort_keys=True)}"]
    lines.append("seats: " + ", ".join(_seat_label(s) for s in seats))
    lines.append(f"games: {summary.games}")
    if summary.average_rounds is not None:
        lines.append(f"average rounds: {summary.average_rounds:.2f}")
    labels = sim.result_labels(config)
    lines.append("win share:")
    for label, share in zip(labels, summary.win_share(), strict=False):
        lines.append(f"  {label}: {share:.3f}")
    rate = summary.games / summary.seconds if summary.seconds > 0 else float("inf")
    lines.append(f"games per second: {rate:.1f}")
    return "\n".join(lines)


def _seat_label(spec: SeatSpec) -> str:
    if spec.kind == "bot":
        return f"{spec.name} (bot:{spec.level})"
    return f"{spec.name} ({spec.kind})"


# --------------------------------------------------------------------------- Macaron


def _macaron_arguments(parser: argparse.ArgumentParser) -> None:
    from macaron_desktop.games.macaron.config import MODES, SCORINGS

    group = parser.add_argument_group("macaron")
    group.add_argument("--mode", choices=MODES, default="4p", help="table (default 4p)")
    group.add_argument(
        "--scoring", choices=SCORINGS, default="standard", help="track side (default standard)"
    )
    group.add_argument(
        "--target", type=int, choices=(10, 20, 30), default=10, help="VP to end (default 10)"
    )


def _macaron_config(parser: argparse.ArgumentParser, args: argparse.Namespace) -> dict[str, Any]:
    from macaron_desktop.games.macaron.config import TARGETS

    if args.target not in TARGETS[args.scoring]:
        allowed = ", ".join(map(str, TARGETS[args.scoring]))
        parser.error(f"--target {args.target} is not on the {args.scoring} side ({allowed})")
    return {"mode": args.mode, "scoring": args.scoring, "target": args.target}


def _macaron_seats(config: Mapping[str, Any], bots: Sequence[str]) -> list[SeatSpec]:
    from macaron_desktop.games.macaron.config import EMMA, MODE_INFO

    info = MODE_INFO[config["mode"]]
    players = 1 if info.solo else info.seats
    names = list(bots) if len(bots) > 1 else list(bots) * players
    if len(names) != players:
        raise ValueError(f"{players} bot names needed, {len(names)} given")
    seats = [SeatSpec(f"Bot {i + 1}", "bot", names[i]) for i in range(players)]
    if info.solo:
        seats.insert(EMMA, SeatSpec("Emma", "emma"))
    return seats


def _macaron_labels(config: Mapping[str, Any]) -> list[str]:
    from macaron_desktop.games.macaron.config import MODE_INFO

    info = MODE_INFO[config["mode"]]
    if info.teams:
        return ["team " + "+".join(f"seat {s}" for s in team) for team in info.teams]
    if info.solo:
        return ["seat 0 (player)", "seat 1 (Emma)"]
    return [f"seat {s}" for s in range(info.seats)]


def _macaron_record(
    config: Mapping[str, Any],
    seed: int,
    seats: Sequence[SeatSpec],
    state: Any,
    moves: Sequence[Move[Any]],
) -> dict[str, Any]:
    from macaron_desktop.games.macaron.record import record_from_state

    return record_from_state(config, seed, seats, state)


def _macaron_bots() -> Mapping[str, Callable[[], Bot]]:
    from macaron_desktop.games.macaron.bots import BOTS

    return BOTS


class _LazyBots(Mapping[str, Callable[[], Bot]]):
    """The bot registry of a game, imported when first used."""

    def __init__(self, load: Callable[[], Mapping[str, Callable[[], Bot]]]) -> None:
        self._load = load

    def __getitem__(self, key: str) -> Callable[[], Bot]:
        return self._load()[key]

    def __iter__(self) -> Any:
        return iter(self._load())

    def __len__(self) -> int:
        return len(self._load())


SIM_GAMES: dict[str, SimGame] = {
    "macaron": SimGame(
        game_id="macaron",
        add_arguments=_macaron_arguments,
        config=_macaron_config,
        seats=_macaron_seats,
        bots=_LazyBots(_macaron_bots),
        record=_macaron_record,
        result_labels=_macaron_labels,
        rounds=lambda state: len(state.summaries),
    ),
}
BOT_NAMES: tuple[str, ...] = ("random", "basic")


def build_parser() -> argparse.ArgumentParser:
    """The command line parser (every game's options included)."""
    parser = argparse.ArgumentParser(
        prog="python -m macaron_desktop.sim",
        description="Play complete games with bots in every seat and report the results.",
    )
    parser.add_argument("--game", choices=sorted(SIM_GAMES), default="macaron")
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument(
        "--seed", type=int, default=1, help="game k is played with seed S + k (default S = 1)"
    )
    parser.add_argument(
        "--bots", choices=BOT_NAMES, default="random", help="bot in every seat (default random)"
    )
    parser.add_argument(
        "--seat-bots",
        metavar="NAME,NAME,...",
        help="one bot per player seat, overriding --bots (e.g. basic,random,random,random)",
    )
    parser.add_argument("--record", metavar="FILE.jsonl", help="write one game record per line")
    parser.add_argument(
        "--save-midgame",
        metavar="DIR",
        help="also write, per game, a savegame taken at a random point mid-game",
    )
    for sim in SIM_GAMES.values():
        sim.add_arguments(parser)
    return parser


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Run the simulator; returns the exit status (bad arguments exit 2 with usage)."""
    out = out or sys.stdout
    parser = build_parser()
    args = parser.parse_args(argv)
    sim = SIM_GAMES[args.game]
    if args.games < 1:
        parser.error("--games must be at least 1")
    config = sim.config(parser, args)
    bots = [args.bots]
    if args.seat_bots:
        bots = [b.strip() for b in args.seat_bots.split(",")]
        unknown = [b for b in bots if b not in BOT_NAMES]
        if unknown:
            parser.error(f"unknown bot {unknown[0]!r} in --seat-bots ({', '.join(BOT_NAMES)})")
    try:
        seats = sim.seats(config, bots)
    except ValueError as exc:
        parser.error(str(exc))
    midgame = Path(args.save_midgame) if args.save_midgame else None
    if midgame is not None:
        if args.seed < 0 or args.seed + args.games > 2**63:
            # a savegame holds a seed from 0 to 2**63 - 1
            parser.error("--save-midgame needs seeds from 0 to 2**63 - 1 (check --seed)")
        try:
            midgame.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            parser.error(f"--save-midgame: cannot use {midgame}: {exc.strerror}")
    if args.record:
        try:
            handle = open(args.record, "w", encoding="utf-8", newline="\n")  # noqa: SIM115
        except OSError as exc:
            parser.error(f"--record: cannot write {args.record}: {exc.strerror}")
        with handle:
            summary = run(sim, config, seats, args.games, args.seed, handle, midgame)
    else:
        summary = run(sim, config, seats, args.games, args.seed, midgame_dir=midgame)
    game = get_game(sim.game_id)
    print(format_summary(sim, game.validate_config(config), seats, summary), file=out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
