"""Information-set Monte Carlo tree search (single observer), on the search contract.

The same :class:`~macaron_desktop.core.search.SearchSupport` and
:class:`~macaron_desktop.core.search.Budget` as the flat search (``core.search``), and the
same door to hidden cards: every iteration imagines one world with the game's
``resample(view, rng)`` (determinization per iteration) and walks one tree of action
sequences seen from the deciding seat. In each node, only the actions legal in this
world compete, by UCB1 counted over the iterations in which they were available
(Cowling, Powley and Whitehouse, 2012); every seat picks by its own value, so opponents
are modelled as playing for themselves. The first action not yet tried in a node is
expanded (in the game's move order: the support's candidates for the root and for any
node with more than ``wide`` actions, else the legal order), then the support's rollout
(or fast playout) finishes the iteration and every seat's value is backed up.

Work: ``iterations_per_world × worlds × candidates`` iterations (the budget's worlds
for the decision, as the support sets them), so at the default of 1 it does as many
rollouts as the flat search with the same budget. The choice is the root action tried
most (ties to the better mean, then the move order). Deterministic for a generator and a
budget, like the flat search; the time cap and ``cancel`` are safety nets checked
between iterations.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from .game import Game
from .search import (
    Budget,
    CancelledError,
    SearchStats,
    SearchSupport,
    _never,
    _sub_rng,
    rollout,
)


class _Edge:
    """An action from a node: how often it was tried and available, its value sums."""

    __slots__ = ("available", "child", "facts", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.available = 0
        self.total = 0.0
        self.child: dict[Any, _Edge] = {}
        self.facts: dict[str, float] = {}


class ISMCTS:
    """Single-observer IS-MCTS; ``search`` has the flat :class:`Searcher`'s signature,
    so a :class:`~macaron_desktop.core.search.SearchBot` plays with it unchanged.

    ``exploration`` is UCB1's constant in units of the support's ``value_scale`` (the
    spread of a typical value, default 1); ``wide``: nodes with more legal actions than
    this are narrowed by the support's move ordering."""

    def __init__(
        self,
        game: Game[Any, Any],
        support: SearchSupport,
        budget: Budget,
        exploration: float = 0.7,
        iterations_per_world: float = 1.0,
        wide: int = 13,
    ) -> None:
        if not callable(getattr(game, "resample", None)):
            raise TypeError(f"{game.game_id} has no resample(view, rng): search cannot play it")
        self.game = game
        self.support = support
        self.budget = budget
        self.exploration = exploration
        self.iterations_per_world = iterations_per_world
        self.wide = wide

    def search(
        self,
        view: Any,
        legal: Sequence[Any],
        rng: random.Random,
        cancel: Callable[[], bool] | None = None,
        *,
        force: bool = False,
    ) -> tuple[Any, SearchStats]:
        """The best of ``legal`` for the seat of ``view`` and what the search did."""
        if not legal:
            raise ValueError("no legal action to choose from")
        stats = SearchStats()
        start = time.perf_counter()
        support = self.support
        candidates = list(support.candidates(view, legal)) or [legal[0]]
        stats.candidates = len(candidates)
        if len(candidates) == 1 and not force:
            return candidates[0], stats
        game = self.game
        seat = view.seat
        cancel = cancel or _never
        base = rng.getrandbits(64)
        deadline = start + self.budget.time_cap
        c = self.exploration * getattr(support, "value_scale", 1.0)
        iterations = max(
            1,
            round(self.iterations_per_world * support.worlds(view, self.budget) * len(candidates)),
        )
        root = _Edge()
        root_edges = {a: root.child.setdefault(a, _Edge()) for a in candidates}
        done = 0
        for i in range(iterations):
            if cancel():
                stats.cancelled = True
                break
            if time.perf_counter() > deadline:
                stats.hit_time_cap = True
                break
            world = game.resample(view, _sub_rng(base, i, 0))  # type: ignore[attr-defined]
            try:
                self._iterate(world, seat, candidates, root, c, _sub_rng(base, i, 1), cancel)
            except CancelledError:
                stats.cancelled = True
                break
            done += 1
        stats.worlds = done
        stats.rollouts = done
        stats.seconds = time.perf_counter() - start
        edges = [root_edges[a] for a in candidates]
        if not done:
            return candidates[0], stats
        stats.means = tuple(e.total / e.visits if e.visits else -math.inf for e in edges)
        stats.visits = tuple(e.visits for e in edges)
        stats.facts = tuple(
            {k: v / e.visits for k, v in e.facts.items()} if e.visits else {} for e in edges
        )
        stats.actions = tuple(candidates)
        best = max(range(len(edges)), key=lambda k: (edges[k].visits, stats.means[k], -k))
        return candidates[best], stats

    def _iterate(
        self,
        world: Any,
        seat: int,
        candidates: list[Any],
        root: _Edge,
        c: float,
        rng: random.Random,
        cancel: Callable[[], bool],
    ) -> None:
        game = self.game
        support = self.support
        action = self._select(root, candidates, c)
        node = root.child[action]
        state = game.apply(world, seat, action)
        path: list[tuple[_Edge, int]] = [(node, seat)]
        expanded = node.visits == 0
        steps = 0
        # Down the tree while its nodes have been tried; the first untried one is the
        # expansion, and the rollout starts after it.
        while not expanded:
            to_act = game.seats_to_act(state)
            if not to_act or support.stop(world, state, steps):
                break
            actor = to_act[0]
            legal = game.legal_actions(state, actor)
            if len(legal) > self.wide:
                legal = list(support.candidates(game.view(state, actor), legal)) or list(legal)
            if len(legal) == 1:
                state = game.apply(state, actor, legal[0])
                steps += 1
                continue
            action = self._select(node, legal, c)
            node = node.child[action]
            expanded = node.visits == 0
            path.append((node, actor))
            state = game.apply(state, actor, action)
            steps += 1
        outcome = rollout(game, support, world, state, seat, rng, self.budget.max_steps, cancel)
        values = outcome.values
        for edge, actor in path:
            edge.visits += 1
            edge.total += values[actor]
        first = path[0][0]
        for key, value in outcome.facts.items():
            first.facts[key] = first.facts.get(key, 0.0) + value

    @staticmethod
    def _select(node: _Edge, legal: Sequence[Any], c: float) -> Any:
        """UCB1 over the actions legal here (availability-counted); the first untried
        one, in move order, before any tried one."""
        children = node.child
        best = None
        best_score = -math.inf
        for action in legal:
            edge = children.get(action)
            if edge is None:
                edge = children[action] = _Edge()
            edge.available += 1
            if best_score == math.inf:
                continue
            if edge.visits == 0:
                best, best_score = action, math.inf
                continue
            score = edge.total / edge.visits + c * math.sqrt(math.log(edge.available) / edge.visits)
            if score > best_score:
                best, best_score = action, score
        return best


__all__ = ["ISMCTS"]
