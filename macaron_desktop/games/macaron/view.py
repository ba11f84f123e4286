"""What one seat may know of a Macaron game, with everything the table needs to draw it.

Hidden from a seat: the other hands, Emma's pile contents, the undealt cards and the draw
deck, the other seats' pass choices and the cards passed between other seats, and the
values of others' face-down voting tokens until the reveal. Everything else on the table
is public, and a seat remembers every card it saw played (RULINGS 1.4: that is memory,
not looking; the table shows gathered tricks only with the Memory aid).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from macaron_desktop.core.fastcopy import create
from macaron_desktop.core.game import Event, Result

from .cards import GROUP_FLAVORS, Card, Flavor, Group
from .config import EMMA, MODE_INFO
from .scoring import RoundScore
from .state import (
    PHASE_BET,
    PHASE_GAME_OVER,
    PHASE_PASS,
    PHASE_PLAY,
    PHASE_VOTE,
    MacaronState,
    Phase,
    Trick,
    TrickPlay,
    VoteView,
)

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
    #: the tricks completed in this round, oldest first: what the seat saw played (memory;
    #: the table shows them only with the Memory aid)
    tricks: tuple[Trick, ...]
    round_summaries: tuple[RoundScore, ...]
    #: this round's events that the seat may see, oldest first (see ``messages``)
    events: tuple[Event, ...]
    #: the events of the finished rounds that the seat may see
    earlier_events: tuple[Event, ...]
    result: Result | None

    @property
    def all_events(self) -> tuple[Event, ...]:
        """Every event of the game the seat may see, oldest first (append-only)."""
        return self.earlier_events + self.events

    @property
    def event_count(self) -> int:
        """Length of ``all_events`` (a GUI remembers it to find new events later)."""
        return len(self.earlier_events) + len(self.events)

    def events_since(self, count: int) -> tuple[Event, ...]:
        """The events after the first ``count`` of ``all_events``."""
        earlier = len(self.earlier_events)
        if count >= earlier:
            return self.events[count - earlier :]
        return self.earlier_events[count:] + self.events


FIELD_NAMES: tuple[str, ...] = tuple(f.name for f in fields(MacaronView))


def _mode_fields() -> dict[str, dict[str, Any]]:
    table = {}
    for name, info in MODE_INFO.items():
        table[name] = {
            "mode": name,
            "num_seats": info.seats,
            "emma_seat": EMMA if info.solo else None,
            "teams": info.teams,
            "flavors": info.flavors,
            "groups": info.groups,
        }
    return table


#: per mode, the view fields the mode fixes
_MODE_FIELDS = _mode_fields()
#: per mode with teams, each seat's team
_TEAM_OF: dict[str, tuple[int, ...]] = {
    name: tuple(
        next(t for t, members in enumerate(info.teams) if s in members) for s in range(info.seats)
    )
    for name, info in MODE_INFO.items()
    if info.teams
}


def _royal_table() -> dict[tuple[Group | None, str], tuple[Flavor, ...]]:
    table: dict[tuple[Group | None, str], tuple[Flavor, ...]] = {}
    for name, info in MODE_INFO.items():
        table[(None, name)] = ()
        for group in Group:
            table[(group, name)] = tuple(f for f in GROUP_FLAVORS[group] if f in info.flavors)
    return table


_ROYAL_FLAVORS = _royal_table()


def public_view(state: MacaronState) -> dict[str, Any]:
    """The view fields every seat sees alike, worked out from scratch.

    (Every field but the seat's own; see :func:`seat_bases`.)
    """
    r = state.round
    info = state.info
    phase = r.phase
    solo = info.solo
    if solo:
        sizes = tuple(map(len, r.piles))
        pile_sizes: tuple[tuple[Flavor, int], ...] | None = tuple(
            zip(info.flavors, sizes, strict=False)
        )
        hand_sizes = (len(r.hands[0]), sum(sizes))
        undealt = len(r.deck)
    else:
        pile_sizes = None
        hand_sizes = tuple(map(len, r.hands))
        undealt = len(r.undealt)
    scores = state.scores
    team_scores = None
    team_of = _TEAM_OF.get(info.name)
    if team_of is not None:
        team_scores = scores
        scores = tuple([team_scores[t] for t in team_of])
    trick = r.trick
    last_trick, last_round = _last_trick(state)
    return {
        **_MODE_FIELDS[info.name],
        "scoring": state.scoring,
        "target": state.target,
        "round_number": r.number,
        "phase": phase,
        "start_player": r.start_seat,
        "hand_sizes": hand_sizes,
        "emma_pile_sizes": pile_sizes,
        "undealt_count": undealt,
        "pass_direction": None if solo else ("left" if r.number % 2 == 1 else "right"),
        "passed": tuple([p is not None for p in r.pending]),
        "royal_group": r.royal,
        "royal_flavors": _ROYAL_FLAVORS[(r.royal, info.name)],
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
        "tricks_played": len(r.tricks),
        "tricks": r.tricks,
        "round_summaries": state.summaries,
        "result": state.result,
    }


def _last_trick(state: MacaronState) -> tuple[Trick | None, int | None]:
    r = state.round
    if r.tricks:
        return r.tricks[-1], r.number
    if state.history and state.history[-1].tricks:
        return state.history[-1].tricks[-1], state.history[-1].number
    return None, None


def seat_bases(state: MacaronState) -> tuple[dict[str, Any], ...]:
    """Per seat, the view fields that stay fixed while the phase lasts, worked out from
    scratch: the public ones (the same for every seat) and the seat's own.

    The engine stores them in ``RoundState.view_bases`` when a phase begins; within the
    phase, :func:`build_view` copies one and sets the fields that the phase changes.
    Each holds every view field already (``hand``, ``events`` and ``to_act`` as
    placeholders that ``build_view`` always sets), in the view's field order, so that a
    view's dict is one ``dict.copy`` (a block copy) and setting fields never grows it.
    Never changed.
    """
    public = public_view(state)
    r = state.round
    solo = state.info.solo
    bases = []
    for seat in range(state.info.seats):
        passed_out: tuple[Card, ...] = ()
        received: tuple[Card, ...] = ()
        for p in r.passes:
            if p.from_seat == seat:
                passed_out = p.cards
            if p.to_seat == seat:
                received = p.cards
        solo_player = solo and seat == 0
        bases.append(
            {
                **public,
                "seat": seat,
                "own_pass": r.pending[seat],
                "passed_out": passed_out,
                "received": received,
                "discarded": r.discard if solo_player else (),
                "drawn": r.drawn if solo_player else (),
                "own_tokens": r.tokens[seat],
                "votes": r.seat_votes[seat],
                "earlier_events": state.logs.of(seat),
                "hand": (),
                "events": (),
                "to_act": (),
            }
        )
    return tuple(bases)


def build_view(game: Any, state: MacaronState, seat: int) -> MacaronView:
    """The view of ``seat``.

    Bots get a view on every decision, so this is quick: the fields fixed for the phase
    come from the round's ``view_bases`` (worked out when the phase began), the rest from
    the state now. A state whose bases belong to another phase or round (one built by
    hand, say) gets them worked out afresh.
    """
    r = state.round
    phase = r.phase
    bases = r.view_bases
    if not bases or bases[0]["phase"] is not phase or bases[0]["round_number"] != r.number:
        bases = seat_bases(state)
    data = bases[seat].copy()
    data["hand"] = r.hands[seat]
    data["events"] = r.logs.of(seat)
    if phase is PHASE_PLAY:
        trick = r.trick
        tricks = r.tricks
        piles = r.piles
        if piles:
            sizes = tuple(map(len, piles))
            data["hand_sizes"] = (len(r.hands[0]), sum(sizes))
            data["emma_pile_sizes"] = tuple(zip(_SOLO_FLAVORS, sizes, strict=True))
        else:
            data["hand_sizes"] = tuple(map(len, r.hands))
        data["to_act"] = ((r.leader + len(trick)) % state.info.seats,)
        data["boxes"] = r.boxes
        data["leader"] = r.leader
        data["trick"] = trick
        data["led_flavor"] = trick[0].flavor if trick else None
        data["tricks_played"] = len(tricks)
        data["tricks"] = tricks
        if tricks:
            data["last_trick"] = tricks[-1]
            data["last_trick_round"] = r.number
    elif phase is PHASE_GAME_OVER:
        data["to_act"] = ()
    else:
        data["to_act"] = game.seats_to_act(state)
        if phase is PHASE_PASS:
            data["passed"] = tuple([p is not None for p in r.pending])
            data["own_pass"] = r.pending[seat]
        elif phase is PHASE_VOTE:
            data["tokens_left"] = tuple(map(len, r.tokens))
            data["own_tokens"] = r.tokens[seat]
            data["votes"] = r.seat_votes[seat]
        elif phase is PHASE_BET:
            data["bets"] = r.bets
            data["bets_decided"] = r.bets_decided
    return create(MacaronView, data)


_SOLO_FLAVORS = MODE_INFO["solo"].flavors
