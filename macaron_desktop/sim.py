"""Headless simulator: bots play complete games, fast, with optional game records.

    python -m macaron_desktop.sim --game GAME --mode MODE --games 500 --seed 1 \\
        --bots basic [--OPTION VALUE ...] --record games.jsonl
    python -m macaron_desktop.sim --game GAME --players 5 --games 100 --bots basic
    python -m macaron_desktop.sim --check games.jsonl

Game ``k`` (counting from 0) is played with seed ``S + k``. Bots draw their randomness
from ``core.bots.bot_rng(seed, seat, decision)`` (decision: the seat's own move count), as
in the app, so the same command always plays the same games, and the same games as the
app with the same bots, whatever order simultaneous choices arrive in.
Seats the rules play take their single legal action.

Everything game-specific comes from the game's spec (:mod:`macaron_desktop.core.spec`):
its modes and options become ``--mode`` (or ``--players N``, the mode with N seats when
only one has that many) and one flag per option, its bot levels the
choices of ``--bots``, its sides the names in the report, its record format the records.
A record is written from the whole game, its action log included (see docs/records.md).
``--check`` replays the records of any registered game and reports the bad ones.
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

from macaron_desktop.core.bots import Bot, RandomBot, bot_rngs
from macaron_desktop.core.game import Game
from macaron_desktop.core.match import Match, Move, SeatSpec
from macaron_desktop.core.record import PlayedGame
from macaron_desktop.core.registry import get_spec, specs
from macaron_desktop.core.rng import derive_rng
from macaron_desktop.core.spec import GameSpec

GC_YOUNG_THRESHOLD = 20_000


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
    """Play one game to its end with bots in every seat; rule seats take their one action.

    With ``keep_moves`` the outcome holds the action log (for replays and tests).
    """
    state = game.new_game(config, seed)
    players: list[Bot | None] = []
    for spec in seats:
        if spec.kind == "bot":
            players.append(bots[spec.level or "random"]())
        elif spec.kind == "rule":
            players.append(None)
        else:
            raise ValueError(f"the simulator seats bots only, not {spec.kind!r}")
    moves: list[Move[Any]] = []
    count = 0
    # each seat's own move count keys its bot's generator (see core.bots.bot_rng)
    decisions = [0] * len(players)
    seats_to_act = game.seats_to_act
    legal_actions = game.legal_actions
    view = game.view
    apply = game.apply
    rngs = bot_rngs(seed)
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
            action = player.choose(view(state, seat), legal, rngs(seat, decisions[seat]))
        state = apply(state, seat, action)
        decisions[seat] += 1
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


def bot_factories(spec: GameSpec) -> dict[str, Callable[[], Bot]]:
    """The game's bot levels by id (a random bot for a game that declares none)."""
    return {b.id: b.factory for b in spec.bots} or {"random": RandomBot}


def run(
    spec: GameSpec,
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
    game = spec.game()
    config = game.validate_config(config)
    bots = bot_factories(spec)
    record = spec.record if record_file is not None else None
    # a record always carries the action log, whatever its format does with it
    keep_moves = midgame_dir is not None or record is not None
    summary = Summary()
    # Games make many small, short-lived objects and no reference cycles: collecting the
    # young generation less often saves about a twentieth of the time. Restored after.
    thresholds = gc.get_threshold()
    gc.set_threshold(max(thresholds[0], GC_YOUNG_THRESHOLD), *thresholds[1:])
    start = time.perf_counter()
    try:
        for k in range(games):
            outcome = play_game(game, config, seed + k, seats, bots, keep_moves=keep_moves)
            if midgame_dir is not None:
                save_midgame(game, config, seats, outcome, midgame_dir)
            summary.add(outcome, spec.rounds(outcome.state) if spec.rounds else None)
            if record is not None and record_file is not None:
                played = PlayedGame(config, outcome.seed, seats, outcome.state, outcome.moves)
                data = record.write(played)
                record_file.write(json.dumps(data, separators=(",", ":"), sort_keys=False))
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


def result_labels(spec: GameSpec, config: Mapping[str, Any]) -> list[str]:
    """Names of the result's entries: ``seat 0``, ``team seat 0+seat 2``, ``seat 1 (Name)``."""
    mode = spec.mode_of(config)
    if mode is None:
        return []
    if mode.sides:
        return ["team " + "+".join(f"seat {s}" for s in side) for side in mode.sides]
    if any(role.kind == "rule" for role in mode.seats):
        return [
            f"seat {i} ({role.name if role.kind == 'rule' else 'player'})"
            for i, role in enumerate(mode.seats)
        ]
    return [f"seat {i}" for i in range(len(mode.seats))]


def format_summary(
    spec: GameSpec, config: Mapping[str, Any], seats: Sequence[SeatSpec], summary: Summary
) -> str:
    """The printed report of a run."""
    lines = [f"game: {spec.game_id}  config: {json.dumps(dict(config), sort_keys=True)}"]
    lines.append("seats: " + ", ".join(_seat_label(s) for s in seats))
    lines.append(f"games: {summary.games}")
    if summary.average_rounds is not None:
        lines.append(f"average rounds: {summary.average_rounds:.2f}")
    lines.append("win share:")
    for label, share in zip(result_labels(spec, config), summary.win_share(), strict=False):
        lines.append(f"  {label}: {share:.3f}")
    rate = summary.games / summary.seconds if summary.seconds > 0 else float("inf")
    lines.append(f"games per second: {rate:.1f}")
    return "\n".join(lines)


def _seat_label(spec: SeatSpec) -> str:
    if spec.kind == "bot":
        return f"{spec.name} (bot:{spec.level})"
    return f"{spec.name} ({spec.kind})"


# --------------------------------------------------------------------------- checking


def check_lines(lines: Sequence[str]) -> list[tuple[int, list[str]]]:
    """``(line number, problems)`` for every bad record among JSON Lines ``lines``."""
    from macaron_desktop.core.record import check_record

    bad = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except ValueError as exc:
            bad.append((number, [f"not JSON ({exc})"]))
            continue
        try:
            problems = check_record(data)
        except Exception as exc:  # noqa: BLE001 - a record must never crash the checker
            problems = [f"could not be checked: {type(exc).__name__}: {exc}"]
        if problems:
            bad.append((number, problems))
    return bad


def check_file(path: Path, out: TextIO) -> int:
    """Replay every record of ``path``; print one line per bad record and a total.

    Returns 0 when every record is good, 1 otherwise (and when the file cannot be read).
    """
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        print(f"{path}: cannot be read ({exc})", file=out)
        return 1
    bad = check_lines(lines)
    for number, problems in bad:
        shown = "; ".join(problems[:5]) + (
            f" (and {len(problems) - 5} more)" if len(problems) > 5 else ""
        )
        print(f"{path}:{number}: {shown}", file=out)
    total = sum(1 for line in lines if line.strip())
    print(f"{total} records checked, {len(bad)} bad", file=out)
    return 1 if bad else 0


# --------------------------------------------------------------------------- command line


def _default_game() -> str:
    return specs()[0].game_id


def build_parser(game_id: str | None = None) -> argparse.ArgumentParser:
    """The command line parser, with the options of ``game_id`` (default: the first game)."""
    spec = get_spec(game_id or _default_game())
    parser = argparse.ArgumentParser(
        prog="python -m macaron_desktop.sim",
        description="Play complete games with bots in every seat and report the results.",
        epilog="The game options shown are those of --game (see --game G --help).",
    )
    parser.add_argument("--game", choices=[s.game_id for s in specs()], default=_default_game())
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument(
        "--seed", type=int, default=1, help="game k is played with seed S + k (default S = 1)"
    )
    levels = tuple(bot_factories(spec))
    default_bot = "random" if "random" in levels else levels[0]
    parser.add_argument(
        "--bots",
        choices=levels,
        default=default_bot,
        help=f"bot in every seat (default {default_bot})",
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
    parser.add_argument(
        "--check",
        metavar="FILE.jsonl",
        help="replay every record of FILE (any game's), report the bad ones and exit",
    )
    group = parser.add_argument_group(spec.game_id)
    mode = spec.simulator_mode or spec.default_mode
    group.add_argument("--mode", choices=spec.mode_ids, help=f"mode (default {mode})")
    counts = sorted({len(m.seats) for m in spec.modes})
    group.add_argument(
        "--players",
        type=int,
        choices=counts,
        help="the mode with this many seats (when only one mode has that many)",
    )
    for option in spec.options:
        numeric = all(isinstance(v, int) for v in option.values)
        group.add_argument(
            option.flag,
            dest=option.key,
            type=int if numeric else str,
            choices=option.values,
            default=option.default,
            help=option.help or f"default {option.default}",
        )
    return parser


def parse_args(argv: Sequence[str] | None) -> tuple[argparse.ArgumentParser, argparse.Namespace]:
    """Parse the command line in two steps: which game, then that game's options."""
    first = argparse.ArgumentParser(add_help=False)
    first.add_argument("--game")
    known, _ = first.parse_known_args(argv)
    game = known.game if known.game in {s.game_id for s in specs()} else None
    parser = build_parser(game)
    args = parser.parse_args(argv)
    if not args.check:
        spec = get_spec(args.game)
        args.mode = choose_mode(spec, args.mode, args.players, parser)
    return parser, args


def choose_mode(
    spec: GameSpec, mode: str | None, players: int | None, parser: argparse.ArgumentParser
) -> str:
    """The mode ``--mode`` and ``--players`` ask for (``parser.error`` if they disagree,
    or if several modes have that many seats and ``--mode`` does not say which)."""
    if players is None:
        return mode or spec.simulator_mode or spec.default_mode
    if mode is not None:
        if len(spec.mode(mode).seats) != players:
            parser.error(f"--mode {mode} does not have {players} seats")
        return mode
    fitting = [m.id for m in spec.modes if len(m.seats) == players]
    if len(fitting) != 1:
        parser.error(f"--players {players} fits several modes ({', '.join(fitting)}): add --mode")
    return fitting[0]


def game_config(
    spec: GameSpec, parser: argparse.ArgumentParser, args: argparse.Namespace
) -> dict[str, Any]:
    """The config the command line asks for (``parser.error`` on a bad combination)."""
    options = {o.key: getattr(args, o.key) for o in spec.options}
    config = {**spec.mode(args.mode).config, **options}
    for option in spec.options:
        allowed = option.allowed(config)
        if config[option.key] not in allowed:
            others = ", ".join(
                f"{key} {config[key]}"
                for key in sorted({k for c in option.choices for k in c.when})
            )
            parser.error(
                f"{option.flag} {config[option.key]} is not allowed with {others} "
                f"({', '.join(map(str, allowed))})"
            )
    return spec.config(args.mode, **options)


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Run the simulator; returns the exit status (bad arguments exit 2 with usage)."""
    out = out or sys.stdout
    parser, args = parse_args(argv)
    if args.check:
        return check_file(Path(args.check), out)
    spec = get_spec(args.game)
    if args.games < 1:
        parser.error("--games must be at least 1")
    config = game_config(spec, parser, args)
    bots = [args.bots]
    if args.seat_bots:
        levels = tuple(bot_factories(spec))
        bots = [b.strip() for b in args.seat_bots.split(",")]
        unknown = [b for b in bots if b not in levels]
        if unknown:
            parser.error(f"unknown bot {unknown[0]!r} in --seat-bots ({', '.join(levels)})")
    try:
        seats = spec.bot_seats(args.mode, bots)
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
        if args.seed < 0:
            # a record holds a seed of 0 or more (docs/records.md)
            parser.error("--record needs seeds of 0 or more (check --seed)")
        try:
            handle = open(args.record, "w", encoding="utf-8", newline="\n")  # noqa: SIM115
        except OSError as exc:
            parser.error(f"--record: cannot write {args.record}: {exc.strerror}")
        with handle:
            summary = run(spec, config, seats, args.games, args.seed, handle, midgame)
    else:
        summary = run(spec, config, seats, args.games, args.seed, midgame_dir=midgame)
    print(format_summary(spec, spec.game().validate_config(config), seats, summary), file=out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
