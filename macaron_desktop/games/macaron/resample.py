"""Imagining the hidden part of a Macaron game from one seat's view (``resample``).

The sample agrees with everything the seat knows: its hand, every card played this round,
the two cards it passed and to whom (they stay in that hand until played), the two it
received, the flavours a seat showed it lacks by not following (Emma's pile cards count
as the pile's flavour), Emma's pile sizes and the cards she turned up, the undealt cards'
and the draw deck's counts, the votes it can see and the bets. The rest is drawn from the
generator: the other hands, the undealt cards and the deck, the passes between other
seats and the pass choices not yet carried out, the others' face-down tokens, what lies in
Emma's piles (one card of any flavour in each, the others of the pile's own), and the seed
that will deal the rounds to come.

A sample is a full, legal state: play goes on from it to the end of the game. Viewed from
the same seat it gives the same view as the game it was drawn from. What no view shows is
made up to fit: the earlier rounds hold only their last trick (``history`` feeds no view
but ``last_trick``), the other seats' logs hold the public events, and the config's start
player is left unset. Records are not written from samples.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from macaron_desktop.core.eventlog import Logs
from macaron_desktop.core.fastcopy import replace
from macaron_desktop.core.game import Event
from macaron_desktop.core.sampling import Place, deal_constrained

from .cards import Card, Flavor, deck_for, in_table_order
from .config import EMMA, MODE_INFO, PLAYER, ModeInfo
from .deal import blank_round
from .exchange import pass_target
from .state import MacaronState, PassedCards, Phase, RoundState, TrickPlay, Vote, VoteView
from .view import MacaronView, seat_bases


def resample(view: MacaronView, rng: random.Random) -> MacaronState:
    """A full state that agrees with all that ``view``'s seat knows (see the module text).

    ``ValueError`` for a finished game (nothing is hidden any more) and for Emma's seat
    (she plays by rule and holds no hand to decide from).
    """
    info = MODE_INFO[view.mode]
    if view.phase is Phase.GAME_OVER:
        raise ValueError("the game is over: nothing is hidden")
    if info.solo and view.seat == EMMA:
        raise ValueError("Emma's seat plays by rule; resample from the player's view")
    plays = [p for t in view.tricks for p in t.plays] + list(view.trick)
    if info.solo:
        r = _solo_cards(view, info, plays, rng)
    else:
        r = _table_cards(view, info, plays, rng)
    r = _tokens(view, info, r, rng)
    r = _public(view, info, r)
    state = _game(view, info, r, rng)
    return replace(state, round=replace(state.round, view_bases=seat_bases(state)))


# --------------------------------------------------------------------------- cards


def _voids(view: MacaronView, plays: Sequence[TrickPlay]) -> dict[int, set[Flavor]]:
    """Per seat, the flavours it showed it lacks by not following this round."""
    voids: dict[int, set[Flavor]] = {}
    tricks = [t.plays for t in view.tricks] + ([view.trick] if view.trick else [])
    for trick in tricks:
        led = trick[0].flavor
        for play in trick[1:]:
            if play.flavor is not led:
                voids.setdefault(play.seat, set()).add(led)
    return voids


def _played_by(plays: Sequence[TrickPlay], seats: int) -> list[list[Card]]:
    played: list[list[Card]] = [[] for _ in range(seats)]
    for play in plays:
        played[play.seat].append(play.card)
    return played


def _table_cards(
    view: MacaronView, info: ModeInfo, plays: Sequence[TrickPlay], rng: random.Random
) -> RoundState:
    """2P and more: the other hands, the undealt cards, the passes."""
    n = info.seats
    me = view.seat
    played = _played_by(plays, n)
    seen = set(view.hand) | {p.card for p in plays}
    target = pass_target(me, view.round_number, n)
    # The cards we passed stay in that hand until they are played.
    pinned = [c for c in view.passed_out if c not in seen]
    hidden = [c for c in deck_for(info.flavors) if c not in seen and c not in pinned]
    voids = _voids(view, plays)
    others = [s for s in range(n) if s != me]
    places = []
    for s in others:
        room = view.hand_sizes[s] - (len(pinned) if s == target else 0)
        lacking = voids.get(s)
        kinds = None if not lacking else frozenset(f for f in info.flavors if f not in lacking)
        places.append(Place(room, kinds))
    places.append(Place(view.undealt_count))
    dealt = deal_constrained(hidden, _flavor, places, rng)
    hands: list[tuple[Card, ...]] = [()] * n
    hands[me] = view.hand
    for s, cards in zip(others, dealt, strict=False):
        hands[s] = in_table_order(cards + (pinned if s == target else []))
    undealt = in_table_order(dealt[-1])
    pending: list[tuple[Card, ...] | None] = [None] * n
    passes: tuple[PassedCards, ...] = ()
    if view.phase is Phase.PASS:
        start_hands = tuple(hands)
        dealt_hands = tuple(hands)
        for s in range(n):
            if s == me:
                pending[s] = view.own_pass
            elif view.passed[s]:
                pending[s] = in_table_order(rng.sample(hands[s], 2))
    else:
        start_hands = tuple(in_table_order([*hands[s], *played[s]]) for s in range(n))
        given: list[tuple[Card, ...]] = [()] * n
        for giver in range(n):
            taker = pass_target(giver, view.round_number, n)
            if giver == me:
                given[giver] = view.passed_out
            elif taker == me:
                given[giver] = view.received
            else:
                given[giver] = in_table_order(rng.sample(start_hands[taker], 2))
        passes = tuple(
            PassedCards(g, pass_target(g, view.round_number, n), given[g]) for g in range(n)
        )
        received = {p.to_seat: p.cards for p in passes}
        dealt_hands = tuple(
            in_table_order([c for c in start_hands[s] if c not in received[s]] + [*given[s]])
            for s in range(n)
        )
    return replace(
        blank_round(info),
        dealt=dealt_hands,
        undealt=undealt,
        pending=tuple(pending),
        passes=passes,
        start_hands=start_hands,
        hands=tuple(hands),
    )


def _solo_cards(
    view: MacaronView, info: ModeInfo, plays: Sequence[TrickPlay], rng: random.Random
) -> RoundState:
    """Solo, from the player's seat: the draw deck and what lies in Emma's piles."""
    played = _played_by(plays, info.seats)
    seen = set(view.hand) | {p.card for p in plays} | set(view.discarded)
    hidden = [c for c in deck_for(info.flavors) if c not in seen]
    hand = view.hand
    if view.phase is Phase.DISCARD:
        deck = list(hidden)
        rng.shuffle(deck)
        return replace(blank_round(info), dealt=(hand, ()), deck=tuple(deck), hands=(hand, ()))
    flavors = info.flavors
    turned_up: dict[Flavor, list[Card]] = {f: [] for f in flavors}
    for play in plays:
        if play.seat == EMMA and play.pile is not None:
            turned_up[play.pile].append(play.card)
    sizes = dict(view.emma_pile_sizes or ())
    # A pile holds one card of any flavour (its random card) and the rest of its own: if
    # a card of another flavour came off it, the rest is all its own flavour.
    places = []
    for f in flavors:
        left = sizes[f]
        spare = 1 if left and all(c.flavor is f for c in turned_up[f]) else 0
        places.append(Place(left - spare, frozenset((f,))))
        places.append(Place(spare))
    places.append(Place(view.undealt_count))
    dealt = deal_constrained(hidden, _flavor, places, rng)
    piles = []
    built = []
    randoms = []
    for i, f in enumerate(flavors):
        pile = dealt[2 * i] + dealt[2 * i + 1]
        rng.shuffle(pile)
        piles.append(tuple(pile))
        whole = (*turned_up[f], *pile)
        foreign = [c for c in whole if c.flavor is not f]
        randoms.append(foreign[0] if foreign else whole[rng.randrange(len(whole))])
        built.append(whole)
    deck = dealt[-1]
    rng.shuffle(deck)
    start = in_table_order([*hand, *played[PLAYER]])
    first = in_table_order([c for c in start if c not in view.drawn] + [*view.discarded])
    return replace(
        blank_round(info),
        dealt=(first, ()),
        deck=tuple(deck),
        discard=view.discarded,
        drawn=view.drawn,
        emma_random=tuple(randoms),
        emma_built=tuple(built),
        start_hands=(start, ()),
        hands=(hand, ()),
        piles=tuple(piles),
    )


def _flavor(card: Card) -> Flavor:
    return card.flavor


# --------------------------------------------------------------------------- tokens


def _tokens(view: MacaronView, info: ModeInfo, r: RoundState, rng: random.Random) -> RoundState:
    """Voting modes: the others' face-down token values, and the tokens' deal."""
    if not info.voting:
        return r
    n = info.seats
    pool = list(info.tokens)
    if view.phase is Phase.PASS:
        rng.shuffle(pool)
        return replace(r, token_deal=tuple(pool))
    me = view.seat
    mine = [v.value for v in view.votes if v.seat == me] + list(view.own_tokens)
    for value in mine:
        pool.remove(value)
    rng.shuffle(pool)
    # Known values stay; the others' face-down ones and unplaced tokens come from the pool.
    votes = []
    for v in view.votes:
        value = v.value if v.value is not None else pool.pop()
        votes.append(Vote(v.seat, value, v.target))
    tokens: list[tuple[int, ...]] = []
    for s in range(n):
        if s == me:
            tokens.append(view.own_tokens)
        else:
            tokens.append(tuple(sorted(pool.pop() for _ in range(view.tokens_left[s]))))
    token_deal = []
    for s in range(n):
        token_deal += [v.value for v in votes if v.seat == s] + list(tokens[s])
    if view.votes_revealed:
        seat_votes = (tuple(VoteView(v.seat, v.target, v.value) for v in votes),) * n
    else:
        seat_votes = tuple(
            tuple(VoteView(v.seat, v.target, v.value if v.seat == s else None) for v in votes)
            for s in range(n)
        )
    return replace(
        r,
        token_deal=tuple(token_deal),
        tokens=tuple(tokens),
        votes=tuple(votes),
        seat_votes=seat_votes,
    )


# --------------------------------------------------------------------------- the rest


def _public(view: MacaronView, info: ModeInfo, r: RoundState) -> RoundState:
    """What every seat sees, copied from the view; each seat's log."""
    n = info.seats
    public = tuple(e for e in view.events if e.audience is None)
    logs = Logs(tuple(view.events if s == view.seat else public for s in range(n)), ())
    return replace(
        r,
        number=view.round_number,
        start_seat=view.start_player,
        phase=view.phase,
        royal_chooser=view.royal_chooser,
        allergen_chooser=view.allergen_chooser,
        royal=view.royal_group,
        royal_flavors=frozenset(view.royal_flavors),
        allergen=view.allergen,
        allergen_decided=view.allergen_decided,
        bets=view.bets,
        bets_made=sum(view.bets_decided),
        bets_decided=view.bets_decided,
        leader=view.leader if view.leader is not None else view.start_player,
        trick=view.trick,
        tricks=view.tricks,
        boxes=view.boxes,
        logs=logs,
    )


def _game(view: MacaronView, info: ModeInfo, r: RoundState, rng: random.Random) -> MacaronState:
    n = info.seats
    history = tuple(replace(blank_round(info), number=s.number) for s in view.round_summaries)
    if history and view.last_trick is not None and view.last_trick_round != view.round_number:
        history = (*history[:-1], replace(history[-1], tricks=(view.last_trick,)))
    earlier: tuple[Event, ...] = view.earlier_events
    public = tuple(e for e in earlier if e.audience is None)
    return MacaronState(
        mode=view.mode,
        scoring=view.scoring,
        target=view.target,
        seed=rng.getrandbits(63),
        info=info,
        config_start=None,
        scores=view.team_scores if view.team_scores is not None else view.scores,
        round=r,
        history=history,
        summaries=view.round_summaries,
        logs=Logs(tuple(earlier if s == view.seat else public for s in range(n)), ()),
        result=None,
    )
