"""Macaron's knowledge for the generic search (``core.search``, ``core.ismcts``).

* **Move ordering** (:meth:`MacaronSupport.candidates`): the basic bot's choice first,
  then the plausible others: every card that may be played, every bet, Royal group and
  Allergen flavour; for passing and discarding the cards the basic bot values least,
  paired; for voting each token value on the groups the hand is strongest in and the
  flavours it is weakest in.
* **Rollout policy**: the basic bot, by every seat (it is what Normal plays). Until the
  tricks begin it decides from real views of the imagined world; once they begin the
  round is finished by :func:`play_out`, a rollout-only fast path that plays the basic
  bot's cards on plain lists (no views, no events, no new states) and scores the round
  as the engine would (a test plays the same cards through the engine and compares).
* **Horizon and value**: the end of the round; a position is worth the seat's side's
  score lead over the best other side, and a won (lost) game adds (takes) ``win_value``
  (:class:`~macaron_desktop.core.search.RoundSupport`).
* **Budget**: decisions before the tricks (passing, voting, betting...) roll out through
  real views, several times dearer, so they get ``setup_share`` of the worlds.
* **Facts** for hints: ``trick`` (whether the seat wins the trick its card goes into,
  0 or 1), ``boxes`` (its gift boxes at the end of the round) and ``bet_hit``.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from typing import Any

from macaron_desktop.core.search import BotPolicy, Budget, Outcome, Policy, RoundSupport

from . import bots as basic_rules
from .actions import PLAY, Discard, PassCards, PlaceVote
from .bots import BasicBot
from .cards import GROUP_FLAVORS, Card
from .config import EMMA
from .emma import choose_pile
from .scoring import EMMA_BONUS, ROUND_END_BOXES, bet_hit, bet_vp, track_vp, winners
from .state import MacaronState, Phase, TrickPlay
from .tricks import trick_boxes, trick_winner
from .view import MacaronView

#: a won (lost) game, in VP of score lead
WIN_VALUE = 10.0
#: pass and discard candidates are made from this many of the least valued cards
PASS_POOL = 4


class _PlayView:
    """The few view fields the basic bot's card play reads, set by :func:`play_out`."""

    __slots__ = ("allergen", "num_seats", "royal_flavors", "seat", "teams", "trick")

    def __init__(self, state: MacaronState) -> None:
        r = state.round
        self.royal_flavors = tuple(r.royal_flavors)
        self.allergen = r.allergen
        self.num_seats = state.info.seats
        self.teams = state.info.teams
        self.seat = 0
        self.trick: tuple[TrickPlay, ...] = ()


class _VoteView:
    """The view fields the basic bot's vote reads, for one seat during the vote."""

    __slots__ = ("allergen", "flavors", "groups", "hand", "royal_flavors")

    def __init__(self, state: MacaronState, seat: int) -> None:
        self.hand = state.round.hands[seat]
        self.flavors = state.info.flavors
        self.groups = state.info.groups
        self.royal_flavors: tuple[Any, ...] = ()
        self.allergen = None


class RolloutPolicy(BotPolicy):
    """The basic bot for a rollout: through real views, except its votes, which are
    worked out once per seat and round from the state (the vote of a seat depends only
    on its hand and how many tokens it placed; a test compares with the bot)."""

    def __init__(self) -> None:
        from .rules import GAME

        super().__init__(GAME, BasicBot())
        self._plans: dict[int, tuple[Any, Any, Any]] = {}

    def __call__(self, state: Any, seat: int, legal: Sequence[Any], rng: random.Random) -> Any:
        """The basic bot's choice for ``seat``."""
        r = state.round
        if r.phase is not Phase.VOTE:
            return super().__call__(state, seat, legal, rng)
        hand = r.hands[seat]
        plan = self._plans.get(seat)
        if plan is None or plan[0] is not hand:
            view = _VoteView(state, seat)
            group = max(view.groups, key=lambda g: basic_rules._group_strength(hand, g))
            royal = set(GROUP_FLAVORS[group])
            others = [f for f in view.flavors if f not in royal] or list(view.flavors)
            plan = (hand, group, basic_rules._weakest_flavor(view, others))  # type: ignore[arg-type]
            self._plans[seat] = plan
        placed = sum(1 for v in r.votes if v.seat == seat)
        values = sorted({a.value for a in legal}, reverse=True)
        value, target = (values[0], plan[1]) if placed % 2 == 0 else (values[-1], plan[2])
        for action in legal:
            if action.value == value and action.target is target:
                return action
        return legal[0]


class PlayedOut:
    """What :func:`play_out` found: the boxes at the end of the round, the cards in
    the order they were played (``(seat, card, pile)``), who won the trick in play when
    it began, and the scores and result after the round."""

    __slots__ = ("boxes", "game_over", "plays", "scores", "trick_winner", "winners")

    def __init__(self) -> None:
        self.boxes: tuple[int, ...] = ()
        self.plays: list[tuple[int, Card, Any]] = []
        self.trick_winner: int | None = None
        self.scores: tuple[int, ...] = ()
        self.winners: tuple[int, ...] | None = None
        self.game_over = False


def play_out(state: MacaronState, trace: bool = False) -> PlayedOut:
    """Finish the round of ``state`` (in its tricks) with the basic bot in every seat
    and Emma by her rules; score it (RULINGS 1.5, 1.6). ``trace`` keeps the plays."""
    r = state.round
    info = state.info
    n = info.seats
    solo = info.solo
    flavors = info.flavors
    hands = [list(h) for h in r.hands]
    piles = [list(p) for p in r.piles]
    trick = list(r.trick)
    leader = r.leader
    boxes = list(r.boxes)
    royal = r.royal_flavors
    allergen = r.allergen
    previous = r.tricks[-1].plays[0].flavor if r.tricks else None
    view = _PlayView(state)
    choose = basic_rules._play
    out = PlayedOut()
    first = True
    while True:
        to = (leader + len(trick)) % n
        led = trick[0].flavor if trick else None
        if solo and to == EMMA:
            sizes = [(f, len(p)) for f, p in zip(flavors, piles, strict=True)]
            pile = choose_pile(sizes, royal, allergen, led, previous)
            card = piles[flavors.index(pile)].pop(0)
            play = TrickPlay(to, card, pile, pile)
        else:
            hand = hands[to]
            legal = hand
            if led is not None:
                legal = [c for c in hand if c.flavor is led] or hand
            if len(legal) == 1:
                card = legal[0]
            else:
                view.seat = to
                view.trick = tuple(trick)
                card = choose(view, [PLAY[c] for c in legal]).card
            hand.remove(card)
            play = TrickPlay(to, card, card.flavor, None)
        if trace:
            out.plays.append((to, card, play.pile))
        trick.append(play)
        if len(trick) < n:
            continue
        pairs = [(p.flavor, p.card.rank) for p in trick]
        index = trick_winner(pairs, royal)
        won, _ = trick_boxes(pairs, index, allergen)
        winner = trick[index].seat
        boxes[winner] += won
        if first:
            out.trick_winner = winner
            first = False
        previous = trick[0].flavor
        leader = winner
        trick = []
        if max(boxes) >= ROUND_END_BOXES or (not any(hands) and not any(piles)):
            break
    out.boxes = tuple(boxes)
    _score(state, out)
    return out


def _score(state: MacaronState, out: PlayedOut) -> None:
    """The scores after the round, as ``scoring.score_round`` gives them."""
    info = state.info
    r = state.round
    boxes = out.boxes
    vp = [track_vp(b) for b in boxes]
    for s, bet in enumerate(r.bets):
        if bet is None:
            continue
        if info.solo and not bet_hit(state.scoring, bet, boxes[s]):
            vp[EMMA] += EMMA_BONUS
        else:
            vp[s] += bet_vp(state.scoring, bet, boxes[s])
    old = state.scores
    if info.teams:
        scores = tuple(
            max(0, old[t] + sum(vp[s] for s in members)) for t, members in enumerate(info.teams)
        )
    else:
        scores = tuple(max(0, old[s] + vp[s]) for s in range(len(boxes)))
    out.scores = scores
    out.winners = winners(scores, state.target)
    out.game_over = out.winners is not None


class MacaronSupport(RoundSupport):
    """The search's view of Macaron (see the module text). ``pass_pool``: passes and
    discards are made from that many least valued cards; ``setup_share``: the share of
    the worlds decisions before the tricks get."""

    #: values are score leads in VP: a round moves them by a few
    value_scale = 3.0

    def __init__(
        self, win_value: float = WIN_VALUE, pass_pool: int = PASS_POOL, setup_share: float = 0.5
    ) -> None:
        from .rules import GAME

        super().__init__(GAME, BasicBot, win_value=win_value)
        self.pass_pool = pass_pool
        self.setup_share = setup_share
        self._basic = BasicBot()

    # ------------------------------------------------------------------ ordering

    def candidates(self, view: MacaronView, legal: Sequence[Any]) -> Sequence[Any]:
        """The basic bot's choice first, then the plausible others (module text)."""
        if len(legal) <= 1:
            return list(legal)
        first = self._basic.choose(view, legal, random.Random(0))
        sample = legal[0]
        if isinstance(sample, (PassCards, Discard)):
            others = self._card_choices(view, legal)
        elif isinstance(sample, PlaceVote):
            others = self._votes(view, legal)
        else:
            others = list(legal)
        return [first, *[a for a in others if a != first]]

    def _card_choices(self, view: MacaronView, legal: Sequence[Any]) -> list[Any]:
        pool = sorted(view.hand, key=lambda c: (basic_rules._keep_value(c), c.flavor.index))
        pool = pool[: self.pass_pool]
        wanted: list[frozenset[Card]] = [frozenset(p) for p in itertools.combinations(pool, 2)]
        if isinstance(legal[0], Discard):
            wanted = [frozenset((c,)) for c in pool[:3]] + wanted[:6]
        found = {frozenset(a.cards): a for a in legal if frozenset(a.cards) in set(wanted)}
        return [found[w] for w in wanted if w in found]

    def _votes(self, view: MacaronView, legal: Sequence[Any]) -> list[Any]:
        hand = view.hand
        groups = sorted(view.groups, key=lambda g: -basic_rules._group_strength(hand, g))[:2]
        strong = {f for g in groups[:1] for f in GROUP_FLAVORS[g]}
        flavors = sorted(
            (f for f in view.flavors if f not in strong),
            key=lambda f: sum(1 for c in hand if c.flavor is f),
        )[:2]
        targets = {*groups, *flavors}
        return [a for a in legal if a.target in targets]

    def worlds(self, view: MacaronView, budget: Budget) -> int:
        """Before the tricks, rollouts go through real views (several times dearer than
        the fast path): those decisions get ``setup_share`` of the worlds."""
        if view.phase is Phase.PLAY:
            return budget.worlds
        return max(1, round(budget.worlds * self.setup_share))

    # ------------------------------------------------------------------ rollouts

    def new_policy(self) -> Policy:
        """A fresh :class:`RolloutPolicy`."""
        return RolloutPolicy()

    def playout(
        self, root: MacaronState, state: MacaronState, seat: int, rng: random.Random
    ) -> Outcome | None:
        """Once the tricks of the root's round are under way, :func:`play_out`."""
        r = state.round
        if r.phase is not Phase.PLAY or r.number != root.round.number:
            return None
        out = play_out(state)
        return Outcome(self._values(state, out), self._facts(root, state, seat, out))

    def _values(self, state: MacaronState, out: PlayedOut) -> tuple[float, ...]:
        info = state.info
        scores = out.scores
        values = []
        for s in range(info.seats):
            side = s % len(scores)
            others = [v for i, v in enumerate(scores) if i != side]
            value = float(scores[side] - max(others))
            if out.winners is not None:
                value += self.win_value if side in out.winners else -self.win_value
            values.append(value)
        return tuple(values)

    def _facts(
        self, root: MacaronState, state: MacaronState, seat: int, out: PlayedOut | None
    ) -> dict[str, float]:
        r = state.round
        facts: dict[str, float] = {}
        if root.round.phase is Phase.PLAY:
            winner = self._trick_winner(root, state, out)
            if winner is not None:
                facts["trick"] = float(winner == seat)
        if out is not None:
            boxes = out.boxes[seat]
            bet = r.bets[seat]
        else:
            done = state.history[-1] if state.history else None
            if done is None or done.number != root.round.number:
                return facts
            boxes = done.boxes[seat]
            bet = done.bets[seat]
        facts["boxes"] = float(boxes)
        if bet is not None:
            facts["bet_hit"] = float(bet_hit(root.scoring, bet, boxes))
        return facts

    @staticmethod
    def _trick_winner(root: MacaronState, state: MacaronState, out: PlayedOut | None) -> int | None:
        if state.round.number == root.round.number and state.round.trick:
            return out.trick_winner if out is not None else None
        # the root's move finished the trick (and maybe the round)
        r = state.round if state.round.number == root.round.number else state.history[-1]
        return r.tricks[-1].winner if r.tricks else None

    def facts(self, root: MacaronState, state: MacaronState, seat: int) -> Mapping[str, float]:
        """Facts of a rollout the generic loop finished (the round ended at once)."""
        return self._facts(root, state, seat, None)


__all__ = ["MacaronSupport", "PlayedOut", "RolloutPolicy", "play_out"]
