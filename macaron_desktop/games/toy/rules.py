"""A tiny trick game that exercises the whole core contract.

Two or three seats each get three cards from a seeded ten-card deck (ranks 1-5 in red and
blue). First every seat secretly bids how many tricks it will take (a simultaneous,
hidden choice, like passing cards in Macaron). Then three tricks are played: follow the
led colour if you can; the highest card of the led colour wins and leads next. A seat
scores its tricks, plus 2 if its bid was exact. Highest score wins; ties share.

It is not offered to players (it has no table); it proves that matches, undo, bots,
views, savegames, records and the simulator work for any game that keeps the contract,
and it is the worked example of ``docs/adding-a-game.md``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from macaron_desktop.core import card_data
from macaron_desktop.core.actions import ActionSet
from macaron_desktop.core.flow import ALREADY_CHOSEN, COMMON_REFUSALS, Flow, Step
from macaron_desktop.core.game import Result
from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.core.rng import derive_rng

#: the toy game's card data file (its spec declares it too): the colours come from there
CARDS = "macaron_desktop.games.toy:cards.toml"
COLOURS: tuple[str, ...] = card_data.load(CARDS).ids
HAND_SIZE = 3
#: every key the rules refuse an action with: the kit's (``core.flow``) and the game's own
MESSAGE_KEYS = (*COMMON_REFUSALS, ALREADY_CHOSEN, "must_follow", "not_allowed_now")


@dataclass(frozen=True, order=True)
class ToyCard:
    """A card of the toy game."""

    colour: str
    rank: int


ACTIONS = ActionSet("toy game", values=(ToyCard,))


@ACTIONS.action
class Bid:
    """Secretly bid a number of tricks (0-3)."""

    tricks: int


@ACTIONS.action
class Play:
    """Play a card to the trick."""

    card: ToyCard


ToyAction = Bid | Play


@dataclass(frozen=True)
class ToyState:
    """The whole toy game: hands, hidden bids, the trick on the table, trick counts."""

    seed: int
    hands: tuple[tuple[ToyCard, ...], ...]
    bids: tuple[int | None, ...]
    leader: int
    trick: tuple[tuple[int, ToyCard], ...] = ()
    tricks_won: tuple[int, ...] = ()


@dataclass(frozen=True)
class ToyView:
    """What one seat may know: its own hand, its own bid, and the public table."""

    seat: int
    hand: tuple[ToyCard, ...]
    hand_sizes: tuple[int, ...]
    own_bid: int | None
    bids_placed: tuple[bool, ...]
    bids: tuple[int | None, ...] | None
    trick: tuple[tuple[int, ToyCard], ...]
    tricks_won: tuple[int, ...]
    #: who led (leads) the trick on the table: public, and what ``resample`` needs
    leader: int = 0


class ToyGame:
    """The toy game's rules."""

    game_id = "toy"

    def validate_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        """Config: ``{"players": 2 or 3}``."""
        players = config.get("players", 2)
        if players not in (2, 3):
            raise ValueError("the toy game takes 2 or 3 players")
        return {"players": players}

    def new_game(self, config: Mapping[str, Any], seed: int) -> ToyState:
        """Shuffle the ten cards from the seed and deal three to each seat."""
        players = int(config["players"])
        deck = [ToyCard(c, r) for c in COLOURS for r in range(1, 6)]
        derive_rng(seed, "deal").shuffle(deck)
        hands = tuple(
            tuple(sorted(deck[i * HAND_SIZE : (i + 1) * HAND_SIZE])) for i in range(players)
        )
        return ToyState(seed, hands, (None,) * players, 0, (), (0,) * players)

    def num_seats(self, state: ToyState) -> int:
        """Number of seats."""
        return len(state.hands)

    def _bidding(self, state: ToyState) -> bool:
        return any(b is None for b in state.bids)

    def seats_to_act(self, state: ToyState) -> tuple[int, ...]:
        """Every seat without a bid while bidding; then the seat whose turn it is."""
        return FLOW.seats_to_act(state)

    def legal_actions(self, state: ToyState, seat: int) -> Sequence[ToyAction]:
        """Bids 0-3 while bidding; then the cards that follow the led colour, if any."""
        if seat not in self.seats_to_act(state):
            return []
        if self._bidding(state):
            return [Bid(n) for n in range(HAND_SIZE + 1)]
        hand = state.hands[seat]
        if state.trick:
            led = state.trick[0][1].colour
            following = [c for c in hand if c.colour == led]
            if following:
                return [Play(c) for c in following]
        return [Play(c) for c in hand]

    def apply(self, state: ToyState, seat: int, action: ToyAction) -> ToyState:
        """Record a bid or play a card, closing the trick when everyone has played; the
        flow refuses what does not fit the step or the seat."""
        return FLOW.apply(state, seat, action)

    def mid_turn(self, state: ToyState, seat: int) -> bool:
        """Always false: every decision of the toy game is one action."""
        return FLOW.mid_turn(state, seat)

    def view(self, state: ToyState, seat: int) -> ToyView:
        """Hide other hands, and other bids until all are placed."""
        revealed = not self._bidding(state)
        return ToyView(
            seat=seat,
            hand=state.hands[seat],
            hand_sizes=tuple(len(h) for h in state.hands),
            own_bid=state.bids[seat],
            bids_placed=tuple(b is not None for b in state.bids),
            bids=state.bids if revealed else None,
            trick=state.trick,
            tricks_won=state.tricks_won,
            leader=state.leader,
        )

    def resample(self, view: ToyView, rng: random.Random) -> ToyState:
        """A state agreeing with ``view``: the other hands drawn from the cards the seat
        has not seen (its hand and the trick on the table aside; earlier tricks are not in
        the view), hidden bids drawn from 0-3."""
        seen = set(view.hand) | {card for _, card in view.trick}
        unseen = [ToyCard(c, r) for c in COLOURS for r in range(1, 6)]
        unseen = [c for c in unseen if c not in seen]
        rng.shuffle(unseen)
        hands = []
        for seat, size in enumerate(view.hand_sizes):
            if seat == view.seat:
                hands.append(view.hand)
            else:
                hands.append(tuple(sorted(unseen[:size])))
                del unseen[:size]
        if view.bids is not None:
            bids = view.bids
        else:
            bids = tuple(
                view.own_bid
                if seat == view.seat
                else (rng.randrange(HAND_SIZE + 1) if placed else None)
                for seat, placed in enumerate(view.bids_placed)
            )
        return ToyState(
            rng.getrandbits(32), tuple(hands), bids, view.leader, view.trick, view.tricks_won
        )

    def result(self, state: ToyState) -> Result | None:
        """Tricks plus 2 for an exact bid; highest shares the win."""
        if self._bidding(state) or any(state.hands):
            return None
        scores = tuple(
            t + (2 if b == t else 0) for t, b in zip(state.tricks_won, state.bids, strict=True)
        )
        best = max(scores)
        return Result(scores, tuple(i for i, s in enumerate(scores) if s == best))

    def summary(self, state: ToyState) -> dict[str, Any]:
        """Round (always 1) and tricks taken so far, for the Load dialog."""
        return {"round": 1, "scores": list(state.tricks_won)}

    #: actions to JSON data and back (``core.actions.ActionSet``)
    encode_action = ACTIONS.encode
    decode_action = ACTIONS.decode


def _step(state: ToyState) -> str:
    if any(b is None for b in state.bids):
        return "bid"
    return "play" if any(state.hands) else "over"


def _bidders(state: ToyState) -> tuple[int, ...]:
    return tuple(i for i, b in enumerate(state.bids) if b is None)


def _to_play(state: ToyState) -> tuple[int, ...]:
    return ((state.leader + len(state.trick)) % len(state.hands),)


def _bid(state: ToyState, seat: int, action: Bid) -> ToyState:
    if action.tricks not in range(HAND_SIZE + 1):
        raise IllegalAction("not_allowed_now")
    bids = list(state.bids)
    bids[seat] = action.tricks
    return replace(state, bids=tuple(bids))


def _play(state: ToyState, seat: int, action: Play) -> ToyState:
    hand = state.hands[seat]
    if action.card not in hand:
        raise IllegalAction("not_allowed_now")
    if state.trick:
        led = state.trick[0][1].colour
        if action.card.colour != led and any(c.colour == led for c in hand):
            raise IllegalAction("must_follow", colour=led)
    hands = list(state.hands)
    hands[seat] = tuple(c for c in hand if c != action.card)
    trick = (*state.trick, (seat, action.card))
    if len(trick) < len(hands):
        return replace(state, hands=tuple(hands), trick=trick)
    led = trick[0][1].colour
    winner = max((p for p in trick if p[1].colour == led), key=lambda p: p[1].rank)[0]
    won = list(state.tricks_won)
    won[winner] += 1
    return replace(state, hands=tuple(hands), trick=(), leader=winner, tricks_won=tuple(won))


#: the toy game's steps: everyone bids at once (a seat that has bid is told so), then
#: the seats play in turn
FLOW: Flow[ToyState] = Flow(
    [
        Step("bid", _bidders, {Bid: _bid}, waiting_refusal=ALREADY_CHOSEN),
        Step("play", _to_play, {Play: _play}),
    ],
    step_of=_step,
    seats=lambda s: len(s.hands),
    actions=ACTIONS.types,
    game_over="over",
)

GAME = ToyGame()
