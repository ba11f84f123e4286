"""What one seat may know of a Macaron game, with everything the table needs to draw it.

Hidden from a seat: the other hands, Emma's pile contents, the undealt cards and the draw
deck, the other seats' pass choices before the cards move, and the values of face-down
voting tokens until the reveal. Everything else on the table is public.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from macaron_desktop.core.game import Result
from macaron_desktop.core.messages import Message

from .cards import GROUP_FLAVORS, Card, Flavor, Group
from .config import EMMA, MODE_INFO
from .scoring import RoundScore
from .state import MacaronState, Phase, Trick, TrickPlay, VoteView

if TYPE_CHECKING:
    from .rules import MacaronGame

__all__ = ["MacaronView", "VoteView", "build_view"]


@dataclass(frozen=True)
class MacaronView:
    """One seat's view of the table."""

    seat: int
    mode: str
    scoring: str
    target: int
    num_seats: int
    #: Emma's seat in solo, else None
    emma_seat: int | None
    #: 2V2: ((0, 2), (1, 3)); else None
    teams: tuple[tuple[int, ...], ...] | None
    round_number: int
    phase: Phase
    #: flavours and groups in play, leftmost first
    flavors: tuple[Flavor, ...]
    groups: tuple[Group, ...]
    start_player: int
    #: seats that may act now
    to_act: tuple[int, ...]
    #: own hand, sorted
    hand: tuple[Card, ...]
    #: cards in each seat's hand (Emma: all her piles together)
    hand_sizes: tuple[int, ...]
    #: solo: cards left in each of Emma's piles, in pile order; else None
    emma_pile_sizes: tuple[tuple[Flavor, int], ...] | None
    #: face-down cards nobody sees: the undealt cards (2P/3P/5P) or the solo draw deck
    undealt_count: int
    #: "left" or "right" (2P+), None in solo
    pass_direction: str | None
    #: who has chosen their pass (during passing)
    passed: tuple[bool, ...]
    #: own pass choice while the others still choose
    own_pass: tuple[Card, ...] | None
    #: after passing: the two cards given away and the two received
    passed_out: tuple[Card, ...]
    received: tuple[Card, ...]
    #: solo: own discards and draws this round
    discarded: tuple[Card, ...]
    drawn: tuple[Card, ...]
    royal_group: Group | None
    royal_flavors: tuple[Flavor, ...]
    #: the Allergen; None both before it is decided and when there is none
    allergen: Flavor | None
    allergen_decided: bool
    royal_chooser: int | None
    allergen_chooser: int | None
    #: own voting tokens not yet placed
    own_tokens: tuple[int, ...]
    #: unplaced tokens per seat
    tokens_left: tuple[int, ...]
    #: placed tokens in placing order; values of others' tokens are None until the reveal
    votes: tuple[VoteView, ...]
    votes_revealed: bool
    #: per seat: row (standard) / column (advanced), or None
    bets: tuple[int | None, ...]
    #: per seat: whether it has made its betting decision this round
    bets_decided: tuple[bool, ...]
    boxes: tuple[int, ...]
    #: per seat (2V2: the seat's team score)
    scores: tuple[int, ...]
    #: 2V2: per team, in team order; else None
    team_scores: tuple[int, ...] | None
    #: who leads the current trick (during play)
    leader: int | None
    trick: tuple[TrickPlay, ...]
    led_flavor: Flavor | None
    #: the last completed trick of the game, with winner and boxes; before the first trick
    #: of a round, the last trick of the round before (see ``last_trick_round``)
    last_trick: Trick | None
    last_trick_round: int | None
    #: tricks completed in this round
    tricks_played: int
    round_summaries: tuple[RoundScore, ...]
    #: the public log of this round, oldest first (see ``messages`` for every key)
    events: tuple[Message, ...]
    #: the public log of the finished rounds
    earlier_events: tuple[Message, ...]
    result: Result | None

    @property
    def all_events(self) -> tuple[Message, ...]:
        """The whole public log of the game, oldest first."""
        return self.earlier_events + self.events

    @property
    def event_count(self) -> int:
        """Length of the whole log (a GUI remembers it to find new events later)."""
        return len(self.earlier_events) + len(self.events)

    def __getattr__(self, name: str) -> Any:
        # Only reached for fields not in the instance dict: those shared by the views of
        # one phase (see ``build_view``).
        data = self.__dict__
        fixed = data.get("_fixed")
        if fixed is not None and name in fixed:
            return fixed[name]
        common = data.get("_common")
        if common is not None and name in common:
            return common[name]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def events_since(self, count: int) -> tuple[Message, ...]:
        """Events after the first ``count`` of the whole log."""
        earlier = len(self.earlier_events)
        if count >= earlier:
            return self.events[count - earlier :]
        return self.earlier_events[count:] + self.events


FIELD_NAMES: tuple[str, ...] = tuple(f.name for f in fields(MacaronView))
_new = object.__new__
_set = object.__setattr__


def build_view(game: MacaronGame, state: MacaronState, seat: int) -> MacaronView:
    """The view of ``seat``.

    Bots get a view on every decision, so this is quick. Most fields cannot change
    within one phase of a round: they are worked out once per phase (the public ones) and
    once per seat and phase (the private ones), kept in the round state's ``view_base``
    cache and shared, read through ``__getattr__``, by every view in that phase. A view
    itself holds only the few fields the phase changes. Fields, equality, ``repr`` and
    ``dataclasses.replace`` work as for any frozen dataclass.
    """
    r = state.round
    phase = r.phase
    if phase is Phase.GAME_OVER:
        data = {**_public_fields(state), **_seat_fields(state, seat), "to_act": ()}
    else:
        cache = r.view_base
        if cache is None or cache[0] is not phase or cache[1] != r.number:
            cache = (phase, r.number, [None] * state.info.seats, _public_fields(state))
            # A cache, like functools.cached_property: states derived from this one in the
            # same phase share it; the phase and round tag above keeps it honest.
            r.__dict__["view_base"] = cache
        bases = cache[2]
        base = bases[seat]
        if base is None:
            base = bases[seat] = _seat_fields(state, seat)
        if phase is Phase.PLAY:
            trick = r.trick
            tricks = r.tricks
            piles = r.piles
            if piles:
                sizes = tuple(map(len, piles))
                hand_sizes = (len(r.hands[0]), sum(sizes))
                pile_sizes = tuple(zip(_SOLO_FLAVORS, sizes, strict=True))
            else:
                hand_sizes = tuple(map(len, r.hands))
                pile_sizes = None
            data = {
                "_fixed": base,
                "_common": cache[3],
                "to_act": ((r.leader + len(trick)) % state.info.seats,),
                "hand": r.hands[seat],
                "hand_sizes": hand_sizes,
                "emma_pile_sizes": pile_sizes,
                "boxes": r.boxes,
                "leader": r.leader,
                "trick": trick,
                "led_flavor": trick[0].flavor if trick else None,
                "tricks_played": len(tricks),
                "events": r.events,
            }
            if tricks:
                data["last_trick"] = tricks[-1]
                data["last_trick_round"] = r.number
        else:
            data = _PHASE_FIELDS[phase](game, state, r, seat)
            data["_fixed"] = base
            data["_common"] = cache[3]
    view = _new(MacaronView)
    _set(view, "__dict__", data)
    return view


def _pass_fields(game: Any, state: MacaronState, r: Any, seat: int) -> dict[str, Any]:
    return {
        "to_act": game.seats_to_act(state),
        "passed": tuple([p is not None for p in r.pending]),
        "own_pass": r.pending[seat],
        "events": r.events,
    }


def _vote_fields(game: Any, state: MacaronState, r: Any, seat: int) -> dict[str, Any]:
    return {
        "to_act": ((r.start_seat + len(r.votes)) % state.info.seats,),
        "own_tokens": r.tokens[seat],
        "tokens_left": tuple(map(len, r.tokens)),
        "votes": r.seat_votes[seat],
        "events": r.events,
    }


def _bet_fields(game: Any, state: MacaronState, r: Any, seat: int) -> dict[str, Any]:
    return {
        "to_act": game.seats_to_act(state),
        "bets": r.bets,
        "bets_decided": r.bets_decided,
        "events": r.events,
    }


def _turn_fields(game: Any, state: MacaronState, r: Any, seat: int) -> dict[str, Any]:
    return {"to_act": game.seats_to_act(state), "events": r.events}


#: per phase but PLAY (inline above): the view fields that change while the phase lasts
_PHASE_FIELDS: dict[Phase, Any] = {
    Phase.PASS: _pass_fields,
    Phase.DISCARD: _turn_fields,
    Phase.CHOOSE_ROYAL: _turn_fields,
    Phase.CHOOSE_ALLERGEN: _turn_fields,
    Phase.VOTE: _vote_fields,
    Phase.BET: _bet_fields,
}


def _seat_fields(state: MacaronState, seat: int) -> dict[str, Any]:
    """The fields that differ from seat to seat."""
    r = state.round
    passed_out: tuple[Card, ...] = ()
    received: tuple[Card, ...] = ()
    for p in r.passes:
        if p.from_seat == seat:
            passed_out = p.cards
        if p.to_seat == seat:
            received = p.cards
    solo_player = seat == 0 and state.info.solo
    return {
        "seat": seat,
        "hand": r.hands[seat],
        "own_pass": r.pending[seat],
        "passed_out": passed_out,
        "received": received,
        "discarded": r.discard if solo_player else (),
        "drawn": r.drawn if solo_player else (),
        "own_tokens": r.tokens[seat],
        "votes": r.seat_votes[seat],
    }


def _public_fields(state: MacaronState) -> dict[str, Any]:
    """The fields every seat sees alike."""
    info = state.info
    r = state.round
    phase = r.phase
    solo = info.solo
    hand_sizes = tuple(map(len, r.hands))
    pile_sizes = None
    if solo:
        pile_sizes = tuple(zip(info.flavors, map(len, r.piles), strict=False))
        if r.piles:
            hand_sizes = (hand_sizes[0], sum(map(len, r.piles)))
        undealt = len(r.deck)
    else:
        undealt = len(r.undealt)
    scores = state.scores
    team_scores = None
    if info.teams:
        team_scores = scores
        scores = tuple(
            state.scores[t] for s in range(info.seats) for t, m in enumerate(info.teams) if s in m
        )
    royal = r.royal
    trick = r.trick
    tricks = r.tricks
    last_trick = None
    last_round = None
    if tricks:
        last_trick, last_round = tricks[-1], r.number
    elif state.history and state.history[-1].tricks:
        last_trick, last_round = state.history[-1].tricks[-1], state.history[-1].number
    return {
        "mode": state.mode,
        "scoring": state.scoring,
        "target": state.target,
        "num_seats": info.seats,
        "emma_seat": EMMA if solo else None,
        "teams": info.teams,
        "round_number": r.number,
        "phase": phase,
        "flavors": info.flavors,
        "groups": info.groups,
        "start_player": r.start_seat,
        "hand_sizes": hand_sizes,
        "emma_pile_sizes": pile_sizes,
        "undealt_count": undealt,
        "pass_direction": None if solo else ("left" if r.number % 2 == 1 else "right"),
        "passed": tuple([p is not None for p in r.pending]),
        "royal_group": royal,
        "royal_flavors": _ROYAL_FLAVORS[(royal, info.name)],
        "allergen": r.allergen,
        "allergen_decided": r.allergen_decided,
        "royal_chooser": r.royal_chooser,
        "allergen_chooser": r.allergen_chooser,
        "tokens_left": tuple(map(len, r.tokens)),
        "votes_revealed": bool(r.votes) and r.allergen_decided,
        "bets": r.bets,
        "bets_decided": r.bets_decided,
        "boxes": r.boxes,
        "scores": scores,
        "team_scores": team_scores,
        "leader": r.leader if phase is Phase.PLAY else None,
        "trick": trick,
        "led_flavor": trick[0].flavor if trick else None,
        "last_trick": last_trick,
        "last_trick_round": last_round,
        "tricks_played": len(tricks),
        "round_summaries": state.summaries,
        "events": r.events,
        "earlier_events": state.events,
        "result": state.result,
    }


def _royal_table() -> dict[tuple[Group | None, str], tuple[Flavor, ...]]:
    table: dict[tuple[Group | None, str], tuple[Flavor, ...]] = {}
    for name, info in MODE_INFO.items():
        table[(None, name)] = ()
        for group in Group:
            table[(group, name)] = tuple(f for f in GROUP_FLAVORS[group] if f in info.flavors)
    return table


_ROYAL_FLAVORS = _royal_table()
_SOLO_FLAVORS = MODE_INFO["solo"].flavors
