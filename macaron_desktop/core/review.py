"""The review of one seat's game: the Hard search's opinion of each of its decisions.

For every decision of the seat where it had more than one legal action, the search of the
game's ``hard`` level (or a bot it is given) weighs the move played and the moves its own
ordering tries, from that seat's view only: the search is handed ``view(state, seat)``
and imagines the hidden cards through the game's ``resample`` like any bot, so a review
never reads a card the seat could not see. Each :class:`Decision` keeps the move played,
the move the search would play (its choice, as the Hint's bold row) and both moves'
estimates, the very figures a Hint shows (``value``, the game's facts).

A decision is *marked* when the move played was clearly worse: its value falls short of
the search's choice by more than :data:`THRESHOLD_SCALES` times the game's value scale
(``SearchSupport.value_scale``) and by more than :data:`K_STDERR` standard errors of
that difference. Every candidate is tried in the same sampled worlds with the same
rollout randomness, so the difference is measured world by world
(``SearchStats.samples``) and its standard error is the spread of those paired
differences over the square root of the worlds. ``benchmarks/review_honesty.py`` is what
justifies the threshold: Normal bots' decisions are marked far more often than Hard's.

A review is plain data (JSON through :meth:`Review.to_json`), kept beside its history
entry (:func:`save_review`, written atomically) and read back with :func:`load_review`;
a file that cannot be read raises :class:`ReviewDamaged` (the caller reports it and may
compute the review again). No Qt, no game's words.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import quarantine
from .atomic import write_atomic
from .match import Match
from .rng import quick_rng
from .search import Budget, CancelledError, SearchBot, Searcher

FORMAT = "macaron-desktop-review"
VERSION = 1
#: the level whose search reviews a game
LEVEL = "hard"
#: a move is clearly worse when it loses more than this many value scales ...
THRESHOLD_SCALES = 0.5
#: ... and more than this many standard errors of the difference
K_STDERR = 2.0
#: labels the review's generators apart from the bots' (``core.bots.bot_rng``)
_REVIEW_LABEL = 0x726576
#: the kind of a damaged review file set aside (``core.quarantine``)
NOTICE_KIND = "review"
#: the largest review file read
MAX_BYTES = 4 * 1024 * 1024

Progress = Callable[[int, int], None]


class ReviewDamaged(Exception):
    """A stored review that cannot be read; the message says why (for the log)."""


@dataclass(frozen=True)
class Decision:
    """One decision of the seat, as the search saw it.

    ``move`` is the decision's place in the log (the game stood after ``move`` moves when
    the seat chose; the move played is ``moves[move]``). Actions are kept encoded (the
    game's ``encode_action``), estimates are the Hint's: ``value`` and the game's facts.
    ``gap`` is the choice's value minus the played move's, ``stderr`` that difference's
    standard error over the ``worlds`` sampled.
    """

    move: int
    legal: int
    played: Mapping[str, Any]
    best: Mapping[str, Any]
    played_estimates: Mapping[str, float]
    best_estimates: Mapping[str, float]
    worlds: int
    gap: float
    stderr: float
    marked: bool

    @property
    def agrees(self) -> bool:
        """The seat played the search's choice."""
        return dict(self.played) == dict(self.best)

    def to_json(self) -> dict[str, Any]:
        """Plain data."""
        return {
            "move": self.move,
            "legal": self.legal,
            "played": dict(self.played),
            "best": dict(self.best),
            "played_estimates": dict(self.played_estimates),
            "best_estimates": dict(self.best_estimates),
            "worlds": self.worlds,
            "gap": self.gap,
            "stderr": self.stderr,
            "marked": self.marked,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Decision:
        """Read :meth:`to_json`'s data back (``KeyError``/``TypeError``/``ValueError``)."""

        def numbers(raw: Any) -> dict[str, float]:
            if not isinstance(raw, dict):
                raise TypeError("estimates are not a table")
            return {str(k): float(v) for k, v in raw.items()}

        played, best = data["played"], data["best"]
        if not isinstance(played, dict) or not isinstance(best, dict):
            raise TypeError("an action is not a table")
        return cls(
            move=int(data["move"]),
            legal=int(data["legal"]),
            played=played,
            best=best,
            played_estimates=numbers(data["played_estimates"]),
            best_estimates=numbers(data["best_estimates"]),
            worlds=int(data["worlds"]),
            gap=float(data["gap"]),
            stderr=float(data["stderr"]),
            marked=bool(data["marked"]),
        )


@dataclass(frozen=True)
class Review:
    """A seat's reviewed decisions, in the order they were made."""

    game_id: str
    seat: int
    #: how many moves the game has (a review belongs to one game)
    moves: int
    #: sampled worlds per decision the search was given (before the game's own share)
    worlds: int
    threshold: float
    k: float = K_STDERR
    decisions: tuple[Decision, ...] = field(default_factory=tuple)

    @property
    def marked(self) -> list[Decision]:
        """The decisions where the move played was clearly worse."""
        return [d for d in self.decisions if d.marked]

    def to_json(self) -> dict[str, Any]:
        """Plain data for the review file."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "game_id": self.game_id,
            "seat": self.seat,
            "moves": self.moves,
            "worlds": self.worlds,
            "threshold": self.threshold,
            "k": self.k,
            "decisions": [d.to_json() for d in self.decisions],
        }

    @classmethod
    def from_json(cls, data: Any) -> Review:
        """Read :meth:`to_json`'s data; :class:`ReviewDamaged` for anything else."""
        try:
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError("not a review")
            if data.get("version") != VERSION:
                raise ValueError(f"version {data.get('version')!r}")
            decisions = data["decisions"]
            if not isinstance(decisions, list):
                raise TypeError("no list of decisions")
            return cls(
                game_id=str(data["game_id"]),
                seat=int(data["seat"]),
                moves=int(data["moves"]),
                worlds=int(data["worlds"]),
                threshold=float(data["threshold"]),
                k=float(data["k"]),
                decisions=tuple(Decision.from_json(d) for d in decisions),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ReviewDamaged(f"not a review: {exc}") from exc


# -- reviewing -----------------------------------------------------------------------------


def decision_points(match: Match[Any, Any], seat: int) -> list[int]:
    """Where ``seat`` chose among more than one legal action: the moves' places in the
    log (the state before each is ``match.state_after(n)``)."""
    game = match.game
    points = []
    for n, move in enumerate(match.moves):
        if move.seat == seat and len(game.legal_actions(match.state_after(n), seat)) > 1:
            points.append(n)
    return points


def threshold_of(bot: SearchBot) -> float:
    """The value a clearly worse move loses at least: :data:`THRESHOLD_SCALES` of the
    game's value scale."""
    return THRESHOLD_SCALES * float(getattr(bot.searcher.support, "value_scale", 1.0))


def paired_gap(best: Sequence[float], played: Sequence[float]) -> tuple[float, float]:
    """The mean of ``best[i] - played[i]`` and its standard error (``inf`` below two
    samples: no measure of the spread)."""
    diffs = [b - p for b, p in zip(best, played, strict=True)]
    n = len(diffs)
    if n == 0:
        return 0.0, math.inf
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(variance / n)


def review_rng(seed: int, seat: int, decision: int) -> random.Random:
    """The generator the review searches ``seat``'s ``decision``-th move with (counted as
    ``core.bots.bot_rng`` counts them, on a label of its own)."""
    return quick_rng(seed, _REVIEW_LABEL, seat, decision)


def review_decision(
    bot: SearchBot,
    view: Any,
    legal: Sequence[Any],
    played: Any,
    rng: random.Random,
    move: int,
    threshold: float,
    k: float = K_STDERR,
    cancel: Callable[[], bool] | None = None,
) -> Decision:
    """The search's opinion of ``played`` among ``legal``, from ``view`` alone (the seat's
    view: the search imagines the rest with ``resample``). ``CancelledError`` when
    ``cancel`` stopped it."""
    searcher = bot.searcher
    if not isinstance(searcher, Searcher):
        raise TypeError("a review needs the flat search (its samples pair up)")
    choice, stats = searcher.search(view, legal, rng, cancel, force=True, include=(played,))
    if stats.cancelled:
        raise CancelledError
    game = searcher.game
    actions = list(stats.actions)
    if not actions:  # no world was sampled (the time cap at once): nothing measured
        encoded = game.encode_action(played)
        return Decision(move, len(legal), encoded, encoded, {}, {}, 0, 0.0, math.inf, False)

    def estimates(i: int) -> dict[str, float]:
        return {"value": stats.means[i], **dict(stats.facts[i])}

    b, p = actions.index(choice), actions.index(played)
    gap, stderr = paired_gap(stats.samples[b], stats.samples[p])
    marked = p != b and gap > threshold and gap > k * stderr
    return Decision(
        move=move,
        legal=len(legal),
        played=game.encode_action(played),
        best=game.encode_action(choice),
        played_estimates=estimates(p),
        best_estimates=estimates(b),
        worlds=stats.worlds,
        gap=gap,
        stderr=stderr,
        marked=marked,
    )


def review_game(
    match: Match[Any, Any],
    seat: int,
    bot: Callable[[], SearchBot] | None = None,
    worlds: int | None = None,
    progress: Progress | None = None,
    cancel: Callable[[], bool] | None = None,
    threshold: float | None = None,
    k: float = K_STDERR,
) -> Review:
    """Review every decision of ``seat`` in ``match`` (a finished game, replayed).

    ``bot`` makes the search (default: the game's ``hard`` level); ``worlds`` lowers or
    raises its worlds per decision (default: the level's own). Each decision is searched
    with a generator of its own (:func:`review_rng`), so a review is the same every time,
    and a Hard seat's move is weighed in other worlds than those it was chosen in (else
    the review would only repeat that search and never find fault with it). ``progress(done, total)`` is told after each decision;
    ``CancelledError`` when ``cancel()`` turns true.
    """
    from .registry import get_bot

    game_id = match.game.game_id

    def default_bot() -> SearchBot:
        made = get_bot(game_id, LEVEL)
        if not isinstance(made, SearchBot):
            raise TypeError(f"the {LEVEL} level of {game_id} does not search")
        return made

    searcher_bot = (bot or default_bot)()
    if worlds is not None and worlds != searcher_bot.budget.worlds:
        searcher_bot.searcher.budget = Budget(
            worlds, searcher_bot.budget.time_cap, searcher_bot.budget.max_steps
        )
    limit = threshold if threshold is not None else threshold_of(searcher_bot)
    game = match.game
    points = set(decision_points(match, seat))
    total = len(points)
    decisions = []
    own = 0  # the seat's moves before this one (the bots' generators count them)
    for n, entry in enumerate(match.moves):
        if entry.seat != seat:
            continue
        if n in points:
            if cancel is not None and cancel():
                raise CancelledError
            state = match.state_after(n)
            decisions.append(
                review_decision(
                    searcher_bot,
                    game.view(state, seat),
                    list(game.legal_actions(state, seat)),
                    entry.action,
                    review_rng(match.seed, seat, own),
                    n,
                    limit,
                    k,
                    cancel,
                )
            )
            if progress is not None:
                progress(len(decisions), total)
        own += 1
    return Review(
        game_id,
        seat,
        len(match.moves),
        searcher_bot.budget.worlds,
        limit,
        k,
        tuple(decisions),
    )


# -- kept beside the history entry -----------------------------------------------------------


def review_path(entry: Path, seat: int) -> Path:
    """Where the review of ``seat`` of the history file ``entry`` is kept: beside it,
    ``<entry's stem>.seat<N>.review`` (never listed as a game; removed with it)."""
    return entry.with_name(f"{entry.stem}.seat{seat}.review")


def save_review(entry: Path, review: Review) -> Path:
    """Keep ``review`` beside the history file ``entry`` (atomically); a damaged review
    there is set aside first (``quarantine.keep_aside``; the review panel has told the
    player already, so its notice is not left for the window's banner, which words the
    settings' and statistics' files). ``OSError`` if the disk refuses."""
    path = review_path(entry, review.seat)
    try:
        load_review(entry, review.seat)
    except ReviewDamaged:
        quarantine.keep_aside(path, NOTICE_KIND)
        quarantine.take_notices(NOTICE_KIND)
    data = json.dumps(review.to_json(), separators=(",", ":"), allow_nan=True)
    write_atomic(path, data.encode("utf-8"))
    return path


def load_review(entry: Path, seat: int, moves: int | None = None) -> Review | None:
    """The review kept for ``seat`` of ``entry``, ``None`` if there is none;
    :class:`ReviewDamaged` when the file cannot be read or belongs to another game
    (``moves``: the game's length, checked when given)."""
    path = review_path(entry, seat)
    try:
        data = quarantine.read_json(path, MAX_BYTES)
    except quarantine.Unreadable as exc:
        raise ReviewDamaged(str(exc)) from exc
    if data is None:
        return None
    review = Review.from_json(data)
    if review.seat != seat or (moves is not None and review.moves != moves):
        raise ReviewDamaged("the review is of another game")
    if any(d.move < 0 or (moves is not None and d.move >= moves) for d in review.decisions):
        raise ReviewDamaged("a decision outside the game")
    return review


__all__ = [
    "FORMAT",
    "K_STDERR",
    "LEVEL",
    "THRESHOLD_SCALES",
    "Decision",
    "Review",
    "ReviewDamaged",
    "decision_points",
    "load_review",
    "paired_gap",
    "review_decision",
    "review_game",
    "review_path",
    "review_rng",
    "save_review",
    "threshold_of",
]
