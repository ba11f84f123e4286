"""One search for every game: perfect-information Monte Carlo over sampled worlds.

A :class:`SearchBot` decides from a seat's view like any bot. It imagines ``worlds``
complete states with the game's ``resample(view, rng)`` (the contract's one door to
hidden cards: the bot never sees the real state), and in each world tries every
candidate action followed by a *rollout*: the game played on by a fast policy until a
horizon (the end of the round, say), where a value function scores the position from the
deciding seat's side. The action with the best mean wins. Every candidate is tried in
the same worlds with the same rollout randomness (common random numbers), so their
difference is measured, not drowned in the luck of the draw.

What a game brings is a :class:`SearchSupport`: which actions are worth trying and in
what order (move ordering), the rollout policy, the horizon and the value function.
The defaults work on any game through the contract alone: every legal action, a random
rollout to the end of the game, the final :class:`~macaron_desktop.core.game.Result`.
Strength comes from the :class:`Budget` (worlds per decision, rollout horizon), not
from separate code per level.

A game may also finish rollouts its own fast way (:meth:`SearchSupport.playout`: a
rollout-only copy of its hottest rules, which its tests check against the real ones) and
report *facts* of each rollout (:meth:`SearchSupport.facts`: whether the seat won the
trick, the boxes it ended with...). :func:`analyse` is the door for hints: what the
search thinks of every candidate, best first, as :class:`Analysis` rows (value, rollouts,
the facts' means), from the same sampled worlds as the decision. The tree search of
``core.ismcts`` plays on the same support and budget (``SearchBot(..., searcher=...)``).

Multi-step turns need nothing special: a pending step's actions are candidates like any
other, and the rollout policy continues the turn from there.

Determinism: all randomness comes from the generator the bot is handed, and the budget
fixes the work, so the same view and generator give the same choice. The wall-clock cap
(``Budget.time_cap``) is only a safety net: when it is hit the choice depends on how fast
the machine was, so the caps are set far above what a budget needs (tests never hit
them; ``SearchBot.last`` tells whether a decision did). Cancellation (``cancel``, a
callable checked before every sampled world and every 64 rollout steps) returns the best
action found so far, or the game's first candidate: the GUI cancels a bot that thinks
when the player undoes or leaves (:func:`choose_cancellable`) and drops that answer.

:func:`analyse` gives every candidate's estimates rather than one choice (the very
search the bot runs, its choice first), and :func:`hint_analysis` is the Hint button's
form of it.
"""

from __future__ import annotations

import copy
import math
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .bots import Bot
from .bots import MistakeBot as MistakeBot  # (re-exported: the levels import it here)
from .game import Game

#: a rollout policy: (state, seat, legal actions, rng) -> one of the actions
Policy = Callable[[Any, int, Sequence[Any], random.Random], Any]


@dataclass(frozen=True)
class Outcome:
    """A finished rollout: its value for every seat (``values[seat]``) and the facts a
    hint may show (see :meth:`SearchSupport.facts`), from the deciding seat's side."""

    values: tuple[float, ...]
    facts: Mapping[str, float] = field(default_factory=dict)


_MASK64 = (1 << 64) - 1


def _mix(x: int) -> int:
    """SplitMix64's finaliser: unrelated 64-bit outputs for nearby inputs."""
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9 & _MASK64
    x = (x ^ (x >> 27)) * 0x94D049BB133111EB & _MASK64
    return x ^ (x >> 31)


def _sub_rng(base: int, world: int, purpose: int) -> random.Random:
    """The generator for one world's sampling (purpose 0) or its rollouts (purpose 1)."""
    return random.Random(_mix(base ^ _mix(world * 2 + purpose + 1)))


class SearchSupport:
    """A game's knowledge for the search; every method has a contract-only default.

    Subclass and override what the game knows better. ``game`` is the rules object.
    """

    #: added to the first candidate's mean: the game's own choice is kept unless another
    #: is better by more than this (a few sampled worlds are noisy; a sound heuristic
    #: should not be left for noise)
    first_bonus: float = 0.0
    #: the spread of a typical value (tree search scales its exploration by it)
    value_scale: float = 1.0

    def __init__(self, game: Game[Any, Any]) -> None:
        self.game = game

    def candidates(self, view: Any, legal: Sequence[Any]) -> Sequence[Any]:
        """The actions worth trying, best guess first (ties go to the earlier one, and a
        search cancelled before any rollout plays the first). Default: ``legal``."""
        return legal

    def worlds(self, view: Any, budget: Budget) -> int:
        """How many worlds a decision gets: default ``budget.worlds``; a game may give
        decisions with costly rollouts (the set-up of a round, say) a share of it."""
        return budget.worlds

    def new_policy(self) -> Policy:
        """A rollout policy for one rollout (it may keep a plan for the rollout's length).
        Default: a uniformly random legal action."""
        return _random_policy

    def stop(self, root: Any, state: Any, steps: int) -> bool:
        """Whether a rollout started in world ``root`` ends at ``state`` after ``steps``
        steps. Default: never before the game is over (the loop checks that itself)."""
        return False

    def playout(self, root: Any, state: Any, seat: int, rng: random.Random) -> Outcome | None:
        """Finish a rollout from ``state`` (reached from world ``root``) in the game's own
        fast way (``facts`` for ``seat``), or ``None`` to let the generic loop take the
        next step. Called before
        every step of a rollout, so it should say ``None`` quickly. A game uses it for a
        rollout-only fast path (its tests check it against the real rules). Default: None."""
        return None

    def facts(self, root: Any, state: Any, seat: int) -> Mapping[str, float]:
        """What a finished rollout tells besides its value, for hints (means are shown as
        estimates: a trick's chance, the boxes expected...). Default: nothing."""
        return {}

    def evaluate_all(self, state: Any) -> tuple[float, ...]:
        """:meth:`evaluate` for every seat (what tree search backs up)."""
        return tuple(self.evaluate(state, s) for s in range(self.game.num_seats(state)))

    def evaluate(self, state: Any, seat: int) -> float:
        """How good ``state`` is for ``seat``'s side, higher is better. Default: the
        final result's win share of ``seat``'s side (a shared win split), else the even
        share among the sides."""
        result = self.game.result(state)
        if result is None:
            return 1.0 / max(1, self.game.num_seats(state))
        side = result.side_of(seat)
        if side is None or side not in result.winners:
            return 0.0
        return 1.0 / len(result.winners)


def _random_policy(state: Any, seat: int, legal: Sequence[Any], rng: random.Random) -> Any:
    return legal[rng.randrange(len(legal))]


class BotPolicy:
    """A rollout policy that asks a bot, from the acting seat's view of the imagined
    world: any game's heuristic bot becomes its rollout policy without new code."""

    def __init__(self, game: Game[Any, Any], bot: Bot) -> None:
        self.game = game
        self.bot = bot

    def __call__(self, state: Any, seat: int, legal: Sequence[Any], rng: random.Random) -> Any:
        """The bot's choice for ``seat`` in ``state``."""
        if len(legal) == 1:
            return legal[0]
        return self.bot.choose(self.game.view(state, seat), legal, rng)


class RoundSupport(SearchSupport):
    """Search support for games with rounds and running scores, from ``summary(state)``
    (``{"round": n, "scores": [...]}``): rollouts end when the round changes (or the game
    ends) and a position is worth the seat's side's score minus the best other side's.

    ``policy_bot`` makes the rollout policy (a :class:`BotPolicy`) and orders the
    candidates: its choice first, then at most ``max_candidates - 1`` others spread evenly
    over the legal list (a choice of three cards out of ten has 120 actions). ``side_of``
    maps a seat to its index in ``scores`` (default: the seat modulo the number of
    scores, which is the seat itself, or its team when partners sit opposite).
    """

    def __init__(
        self,
        game: Game[Any, Any],
        policy_bot: Callable[[], Bot] | None = None,
        side_of: Callable[[Any, int], int] | None = None,
        win_value: float = 100.0,
        max_candidates: int = 8,
    ) -> None:
        super().__init__(game)
        self._summary: Callable[[Any], dict[str, Any]] = game.summary  # type: ignore[attr-defined]
        self._bot = policy_bot() if policy_bot is not None else None
        self._policy = BotPolicy(game, self._bot) if self._bot is not None else None
        self._side_of = side_of or (lambda state, seat: seat % len(self._summary(state)["scores"]))
        self.win_value = win_value
        self.max_candidates = max_candidates

    def candidates(self, view: Any, legal: Sequence[Any]) -> Sequence[Any]:
        """The bot's choice first, then others spread over ``legal``."""
        if self._bot is None:
            return legal[: self.max_candidates]
        first = self._bot.choose(view, legal, random.Random(0))
        step = max(1, len(legal) // self.max_candidates)
        others = [a for a in list(legal)[::step] if a != first]
        return [first, *others[: self.max_candidates - 1]]

    def new_policy(self) -> Policy:
        """The bot's policy, else random."""
        return self._policy or _random_policy

    def stop(self, root: Any, state: Any, steps: int) -> bool:
        """At the first state of another round."""
        return bool(self._summary(state)["round"] != self._summary(root)["round"])

    def evaluate(self, state: Any, seat: int) -> float:
        """Score lead over the best other side; a won (lost) game adds (takes) ``win_value``."""
        scores = self._summary(state)["scores"]
        side = self._side_of(state, seat)
        others = [s for i, s in enumerate(scores) if i != side]
        value = float(scores[side] - (max(others) if others else 0))
        result = self.game.result(state)
        if result is not None:
            mine = result.side_of(seat)
            value += self.win_value if mine in result.winners else -self.win_value
        return value


@dataclass(frozen=True)
class Budget:
    """How hard a search thinks: ``worlds`` sampled per decision (the iteration budget,
    which fixes the work), ``max_steps`` per rollout (a guard against endless rollouts),
    and ``time_cap`` seconds of wall clock (a safety net only, see the module text)."""

    worlds: int
    time_cap: float = 10.0
    max_steps: int = 10_000


@dataclass
class SearchStats:
    """What the last decision did."""

    worlds: int = 0
    rollouts: int = 0
    seconds: float = 0.0
    candidates: int = 0
    #: the decision stopped at the time cap (its choice then depends on timing)
    hit_time_cap: bool = False
    cancelled: bool = False
    #: mean value per candidate, in candidate order
    means: tuple[float, ...] = ()
    #: per candidate (in candidate order), the means of the support's facts
    facts: tuple[Mapping[str, float], ...] = ()
    #: per candidate, how many rollouts its estimates rest on
    visits: tuple[int, ...] = ()
    #: the candidates, in the order of ``means``
    actions: tuple[Any, ...] = ()
    #: per candidate, its value in each sampled world, in world order (the flat search:
    #: every candidate's ``i``-th value comes from the same world and rollout randomness,
    #: so two candidates' values pair up, and their difference's spread is measured)
    samples: tuple[tuple[float, ...], ...] = ()


@dataclass(frozen=True)
class Analysis:
    """One candidate as a search saw it (:func:`analyse`): the action, its mean
    ``value`` for the deciding seat, how many ``rollouts`` that rests on, and the means
    of the game's facts (``estimates``: say, ``trick_won`` 0-1 and ``boxes``). All are
    estimates from sampled worlds, not certainties."""

    action: Any
    value: float
    rollouts: int
    estimates: Mapping[str, float]


class CancelledError(Exception):
    """Raised inside a search when its ``cancel`` check says stop."""


def _never() -> bool:
    return False


def rollout(
    game: Game[Any, Any],
    support: SearchSupport,
    root: Any,
    state: Any,
    seat: int,
    rng: random.Random,
    max_steps: int,
    cancel: Callable[[], bool] = _never,
) -> Outcome:
    """Play ``state`` on by the support's policy to its horizon (or its fast
    :meth:`~SearchSupport.playout`) and say what came of it. ``CancelledError`` when
    ``cancel`` says stop (checked every 64 steps)."""
    policy = support.new_policy()
    seats_to_act = game.seats_to_act
    legal_actions = game.legal_actions
    apply = game.apply
    stop = support.stop
    playout = support.playout
    steps = 0
    while steps < max_steps:
        fast = playout(root, state, seat, rng)
        if fast is not None:
            return fast
        to_act = seats_to_act(state)
        if not to_act or stop(root, state, steps):
            break
        actor = to_act[0]
        legal = legal_actions(state, actor)
        state = apply(state, actor, policy(state, actor, legal, rng))
        steps += 1
        if steps & 63 == 0 and cancel():
            raise CancelledError
    return Outcome(support.evaluate_all(state), support.facts(root, state, seat))


class Searcher:
    """Flat Monte Carlo over sampled worlds (perfect-information Monte Carlo, PIMC)."""

    def __init__(self, game: Game[Any, Any], support: SearchSupport, budget: Budget) -> None:
        if not callable(getattr(game, "resample", None)):
            raise TypeError(f"{game.game_id} has no resample(view, rng): search cannot play it")
        self.game = game
        self.support = support
        self.budget = budget

    def search(
        self,
        view: Any,
        legal: Sequence[Any],
        rng: random.Random,
        cancel: Callable[[], bool] | None = None,
        *,
        force: bool = False,
        progress: Callable[[int, int], None] | None = None,
        include: Sequence[Any] = (),
    ) -> tuple[Any, SearchStats]:
        """The best of ``legal`` for the seat of ``view`` and what the search did
        (``force``: search even a single candidate, for its estimates; ``progress(done,
        total)``: told after each sampled world; ``include``: legal actions tried too when
        the move ordering leaves them out, after its candidates, as a review weighs the
        move that was played)."""
        if not legal:
            raise ValueError("no legal action to choose from")
        stats = SearchStats()
        start = time.perf_counter()
        candidates = list(self.support.candidates(view, legal)) or [legal[0]]
        candidates += [a for a in include if a in legal and a not in candidates]
        stats.candidates = len(candidates)
        if len(candidates) == 1 and not force:
            return candidates[0], stats
        seat = view.seat
        game = self.game
        support = self.support
        resample = game.resample  # type: ignore[attr-defined]
        apply = game.apply
        totals = [0.0] * len(candidates)
        samples: list[list[float]] = [[] for _ in candidates]
        facts: list[dict[str, float]] = [{} for _ in candidates]
        cancel = cancel or _never
        # One draw from the bot's generator seeds every world, so the work per world is
        # independent of how many worlds came before (and of the time cap).
        base = rng.getrandbits(64)
        deadline = start + self.budget.time_cap
        limit = self.budget.max_steps
        done = 0
        total = support.worlds(view, self.budget)
        for w in range(total):
            if cancel():
                stats.cancelled = True
                break
            if time.perf_counter() > deadline:
                stats.hit_time_cap = True
                break
            root = resample(view, _sub_rng(base, w, 0))
            outcomes = []
            try:
                for action in candidates:
                    state = apply(root, seat, action)
                    outcomes.append(
                        rollout(
                            game, support, root, state, seat, _sub_rng(base, w, 1), limit, cancel
                        )
                    )
            except CancelledError:
                stats.cancelled = True
                break
            for i, outcome in enumerate(outcomes):
                totals[i] += outcome.values[seat]
                samples[i].append(outcome.values[seat])
                sums = facts[i]
                for key, value in outcome.facts.items():
                    sums[key] = sums.get(key, 0.0) + value
            done += 1
            stats.rollouts += len(outcomes)
            if progress is not None:
                progress(done, total)
        stats.worlds = done
        stats.seconds = time.perf_counter() - start
        if not done:
            return candidates[0], stats
        stats.means = tuple(t / done for t in totals)
        stats.facts = tuple({k: v / done for k, v in f.items()} for f in facts)
        stats.visits = (done,) * len(candidates)
        stats.actions = tuple(candidates)
        stats.samples = tuple(tuple(values) for values in samples)
        bonus = self.support.first_bonus
        best = max(
            range(len(candidates)),
            key=lambda i: (stats.means[i] + (bonus if i == 0 else 0.0), -i),
        )
        return candidates[best], stats


class SearchBot:
    """A bot that searches (see the module text); ``last`` holds the last decision's
    :class:`SearchStats`. ``cancel`` (a callable returning true to stop) may be given
    here for every decision or to :meth:`choose` for one.

    ``searcher`` is anything with the :class:`Searcher`'s ``search`` method (the
    tree search of ``core.ismcts`` is one)."""

    def __init__(
        self,
        game: Game[Any, Any],
        support: SearchSupport,
        budget: Budget,
        cancel: Callable[[], bool] | None = None,
        searcher: Any = None,
    ) -> None:
        self.searcher = searcher or Searcher(game, support, budget)
        self.cancel = cancel
        self.last = SearchStats()

    @property
    def budget(self) -> Budget:
        """The budget every decision gets."""
        return self.searcher.budget  # type: ignore[no-any-return]

    def choose(
        self,
        view: Any,
        legal_actions: Sequence[Any],
        rng: random.Random,
        cancel: Callable[[], bool] | None = None,
    ) -> Any:
        """The searched best of ``legal_actions``."""
        action, self.last = self.searcher.search(view, legal_actions, rng, cancel or self.cancel)
        return action

    def analyse(
        self,
        view: Any,
        legal_actions: Sequence[Any],
        rng: random.Random,
        budget: Budget | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> list[Analysis]:
        """See :func:`analyse`."""
        return analyse(self, view, legal_actions, rng, budget, cancel)


def analyse(
    bot: SearchBot,
    view: Any,
    legal_actions: Sequence[Any],
    rng: random.Random,
    budget: Budget | None = None,
    cancel: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[Analysis]:
    """What ``bot`` thinks of each action it would weigh now, best first: the API a
    hint calls (from a worker thread: it reads only ``view``; ``cancel`` stops it;
    ``progress(done, total)`` is told after each sampled world of a flat search).

    The first entry is the action ``bot.choose`` would play with the same generator and
    budget (the game's first-choice bonus included). ``budget`` (default: the bot's)
    sets the work; even a lone candidate is searched, so its estimates are shown. An
    action the game's move ordering leaves out is not listed. ``bot.last`` holds the
    search's :class:`SearchStats` afterwards.
    """
    searcher = bot.searcher
    if budget is not None and budget != searcher.budget:
        searcher = copy.copy(searcher)
        searcher.budget = budget
    if progress is not None and isinstance(searcher, Searcher):
        chosen, stats = searcher.search(
            view, legal_actions, rng, cancel, force=True, progress=progress
        )
    else:
        chosen, stats = searcher.search(view, legal_actions, rng, cancel, force=True)
    bot.last = stats
    actions = stats.actions
    if not stats.means:
        return [Analysis(chosen, math.nan, 0, {})]
    rows = [
        Analysis(a, stats.means[i], stats.visits[i], dict(stats.facts[i]))
        for i, a in enumerate(actions)
    ]
    rows.sort(key=lambda r: (r.action != chosen, -r.value))
    return rows


class Level(Protocol):
    """A bot factory for one level (the BOTS tables hold these)."""

    def __call__(self) -> Bot:
        """A fresh bot."""
        ...


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-quantile (0-1) of ``values``, nearest-rank (for timing reports)."""
    if not values:
        return math.nan
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def choose_cancellable(
    bot: Bot,
    view: Any,
    legal_actions: Sequence[Any],
    rng: random.Random,
    cancel: Callable[[], bool] | None = None,
) -> Any:
    """``bot``'s choice, stopping early when ``cancel()`` turns true.

    A :class:`SearchBot` checks ``cancel`` between sampled worlds and every 64 rollout
    steps (its answer is then only the best found so far: a caller that cancels throws
    it away); any other bot decides in one quick pass and is simply asked.
    """
    if isinstance(bot, SearchBot):
        return bot.choose(view, legal_actions, rng, cancel)
    return bot.choose(view, legal_actions, rng)


# -- hints ----------------------------------------------------------------------------------


def hint_analysis(
    bot: SearchBot,
    view: Any,
    legal: Sequence[Any],
    rng: random.Random,
    cancel: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[tuple[Any, dict[str, float]]]:
    """The Hint button's numbers: :func:`analyse` of ``bot`` as ``[(action, estimates)]``,
    ranked by estimated value.

    Each ``estimates`` holds ``"value"``, ``"worlds"`` (how many sampled worlds it rests
    on), the game's facts (say ``"trick"`` and ``"boxes"``), and ``"choice": 1.0`` on the
    action ``bot.choose`` would play with the same generator: the very search the bot
    runs, so a hint never disagrees with the bot it names. ``progress(done, total)`` is
    told after each sampled world; when ``cancel()`` turns true the result is empty.
    """
    cancel = cancel or _never
    rows = analyse(bot, view, legal, rng, cancel=cancel, progress=progress)
    if cancel() or bot.last.cancelled:
        return []
    done = float(bot.last.worlds)
    out = []
    for index, row in enumerate(rows):
        estimates = {"value": row.value, "worlds": done, **row.estimates}
        if index == 0:
            estimates["choice"] = 1.0  # analyse puts the bot's own choice first
        out.append((row.action, estimates))
    out.sort(key=lambda item: -item[1]["value"])
    return out
