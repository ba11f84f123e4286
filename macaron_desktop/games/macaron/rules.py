"""The rules of Macaron as pure functions over :class:`MacaronState` (the ``Game`` contract).

The round runs through phases (see :class:`Phase`); the engine moves on by itself
wherever nobody has a choice: passed cards move once every seat has chosen, the solo
draw and Emma's piles follow the discard, votes are revealed after the last token, a
scored round deals the next one. Emma is a seat whose only legal action is the one her
rules pick; the app and the simulator apply it for her.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from macaron_desktop.core.codec import Codec
from macaron_desktop.core.game import Result
from macaron_desktop.core.messages import IllegalAction, Message
from macaron_desktop.core.rng import derive_rng

from . import emma as emma_rules
from .actions import (
    ACTION_TYPES,
    BET,
    CHOOSE_ALLERGEN,
    CHOOSE_ROYAL,
    EMMA_PLAY,
    PLAY,
    SKIP_BET,
    VOTE,
    Bet,
    CardChoices,
    ChooseAllergen,
    ChooseRoyal,
    Discard,
    EmmaPlay,
    MacaronAction,
    PassCards,
    PlaceVote,
    PlayCard,
    SkipBet,
)
from .cards import ALL_CARDS, GROUP_FLAVORS, Card, Flavor, Group, deck_for, sort_key
from .config import EMMA, MODE_INFO, PLAYER, ModeInfo
from .config import validate_config as _validate_config
from .scoring import ROUND_END_BOXES, bet_range, score_round, winners
from .state import (
    MacaronState,
    PassedCards,
    Phase,
    RoundState,
    Trick,
    TrickPlay,
    Vote,
    VoteView,
    evolve_game,
    evolve_round,
)
from .tricks import trick_boxes, trick_winner
from .view import build_view

_CODEC = Codec([*ACTION_TYPES, Card, Flavor, Group])
_PHASE_ACTIONS: dict[Phase, tuple[type, ...]] = {
    Phase.PASS: (PassCards,),
    Phase.DISCARD: (Discard,),
    Phase.CHOOSE_ROYAL: (ChooseRoyal,),
    Phase.CHOOSE_ALLERGEN: (ChooseAllergen,),
    Phase.VOTE: (PlaceVote,),
    Phase.BET: (Bet, SkipBet),
    Phase.PLAY: (PlayCard, EmmaPlay),
    Phase.GAME_OVER: (),
}
_VOTE_CACHE: dict[tuple[tuple[int, ...], str], tuple[PlaceVote, ...]] = {}
_CHOICES: dict[tuple[str, str], tuple[Any, ...]] = {
    **{("royal", m): tuple(CHOOSE_ROYAL[g] for g in i.groups) for m, i in MODE_INFO.items()},
    **{("allergen", m): tuple(CHOOSE_ALLERGEN[f] for f in i.flavors) for m, i in MODE_INFO.items()},
    **{
        ("bet", side): (
            *(BET[n] for n in range(bet_range(side)[0], bet_range(side)[1] + 1)),
            SKIP_BET,
        )
        for side in ("standard", "advanced")
    },
}


_new = object.__new__
_set = object.__setattr__
# table order of every card, for sorting hands with a C-level key function
_ORDER: dict[Card, int] = {c: i for i, c in enumerate(sorted(ALL_CARDS, key=sort_key))}
_DECKS: dict[str, tuple[Card, ...]] = {name: deck_for(i.flavors) for name, i in MODE_INFO.items()}


def _message(key: str, params: dict[str, Any]) -> Message:
    """A ``Message`` built without the frozen dataclass's field-by-field ``__init__``."""
    message = _new(Message)
    _set(message, "__dict__", {"key": key, "params": params})
    return message


def _event(key: str, **params: Any) -> Message:
    """An event for the public log (see ``messages.EVENTS`` for every key)."""
    return _message(key, params)


def pass_target(seat: int, round_number: int, seats: int) -> int:
    """Where ``seat`` passes in a round: left (seat + 1) in odd rounds, right in even."""
    step = 1 if round_number % 2 == 1 else -1
    return (seat + step) % seats


def pass_direction(round_number: int) -> str:
    """``"left"`` in odd rounds, ``"right"`` in even ones."""
    return "left" if round_number % 2 == 1 else "right"


def _remove(hand: tuple[Card, ...], cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple([c for c in hand if c not in cards])


def royal_by_piles(piles: Sequence[tuple[Card, ...]], flavors: Sequence[Flavor]) -> Group:
    """Solo: the group with most cards in Emma's piles; a tie goes to the leftmost."""
    counts: dict[Group, int] = {}
    for flavor, pile in zip(flavors, piles, strict=True):
        counts[flavor.group] = counts.get(flavor.group, 0) + len(pile)
    best = None
    for group, count in counts.items():  # insertion order is left to right
        if best is None or count > counts[best]:
            best = group
    assert best is not None
    return best


def reveal_votes(
    votes: Sequence[Vote], groups: Sequence[Group], flavors: Sequence[Flavor]
) -> tuple[Group, Flavor | None]:
    """Royal = highest group total, Allergen = highest flavour total, ties to the left.

    No Royal votes at all: group A. No Allergen votes at all: no Allergen.
    """
    group_total = {g: 0 for g in groups}
    flavor_total = {f: 0 for f in flavors}
    any_group = any_flavor = False
    for vote in votes:
        if isinstance(vote.target, Group):
            group_total[vote.target] += vote.value
            any_group = True
        else:
            flavor_total[vote.target] += vote.value
            any_flavor = True
    royal = Group.A
    if any_group:
        royal = max(groups, key=lambda g: (group_total[g], -groups.index(g)))
    allergen = None
    if any_flavor:
        allergen = max(flavors, key=lambda f: (flavor_total[f], -flavors.index(f)))
    return royal, allergen


def royal_flavors(group: Group, flavors: Sequence[Flavor]) -> frozenset[Flavor]:
    """The Royal flavours in play for a Royal group."""
    return frozenset(f for f in GROUP_FLAVORS[group] if f in flavors)


class MacaronGame:
    """Macaron's rules, in every mode (solo against Emma, 2P, 3P, 4P, 2V2, 5P)."""

    game_id = "macaron"

    # ----------------------------------------------------------------- set-up

    def validate_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        """Fill in defaults and check ``mode``, ``scoring``, ``target``, ``start_player``."""
        return _validate_config(config)

    def new_game(self, config: Mapping[str, Any], seed: int) -> MacaronState:
        """Deal round 1. The start player is the config's, or drawn from the seed."""
        cfg = _validate_config(config)
        info = MODE_INFO[cfg["mode"]]
        start = cfg["start_player"]
        if info.solo:
            start = PLAYER
        elif start is None:
            start = derive_rng(seed, "start_player").randrange(info.seats)
        n_scores = len(info.teams) if info.teams else info.seats
        placeholder = _blank_round(info)
        state = MacaronState(
            mode=info.name,
            scoring=cfg["scoring"],
            target=cfg["target"],
            seed=seed,
            info=info,
            config_start=cfg["start_player"],
            scores=(0,) * n_scores,
            round=placeholder,
            history=(),
            summaries=(),
            events=(),
            result=None,
        )
        return _deal(state, 1, start)

    def num_seats(self, state: MacaronState) -> int:
        """Number of seats (solo: 2, the player and Emma)."""
        return state.info.seats

    # ----------------------------------------------------------------- turns

    def seats_to_act(self, state: MacaronState) -> tuple[int, ...]:
        """Seats that may act: all seats still to pass, else the one seat whose turn it is."""
        r = state.round
        phase = r.phase
        if phase is Phase.PLAY:
            return ((r.leader + len(r.trick)) % state.info.seats,)
        if phase is Phase.PASS:
            return tuple([i for i, p in enumerate(r.pending) if p is None])
        if phase is Phase.GAME_OVER:
            return ()
        if phase is Phase.DISCARD:
            return (PLAYER,)
        if phase is Phase.CHOOSE_ROYAL:
            return (r.royal_chooser,)  # type: ignore[return-value]
        if phase is Phase.CHOOSE_ALLERGEN:
            return (r.allergen_chooser,)  # type: ignore[return-value]
        if phase is Phase.VOTE:
            return ((r.start_seat + len(r.votes)) % state.info.seats,)
        return (_bettor(state),)

    def legal_actions(self, state: MacaronState, seat: int) -> Sequence[MacaronAction]:
        """Every action ``seat`` may take now; empty when it is not that seat's turn.

        A list while playing cards; for the other decisions a shared tuple, or for passing
        and discarding a :class:`~.actions.CardChoices` sequence that makes the actions
        when asked. Treat the result as read-only.
        """
        r = state.round
        phase = r.phase
        if phase is Phase.PLAY:
            if seat != (r.leader + len(r.trick)) % state.info.seats:
                return []
            if state.info.solo and seat == EMMA:
                return [EMMA_PLAY[_emma_pile(r)]]
            hand = r.hands[seat]
            if r.trick:
                led = r.trick[0].flavor
                following = [PLAY[c] for c in hand if c.flavor is led]
                if following:
                    return following  # type: ignore[return-value]
            return [PLAY[c] for c in hand]
        if seat not in self.seats_to_act(state):
            return []
        info = state.info
        if phase is Phase.PASS:
            return CardChoices(r.hands[seat], PassCards)  # type: ignore[return-value]
        if phase is Phase.DISCARD:
            return CardChoices(r.hands[seat], Discard)  # type: ignore[return-value]
        # The remaining lists depend on little, so they are made once and shared (as tuples).
        if phase is Phase.VOTE:
            key = (r.tokens[seat], info.name)
            votes = _VOTE_CACHE.get(key)
            if votes is None:
                targets = (*info.groups, *info.flavors)
                values = sorted(set(r.tokens[seat]))
                votes = _VOTE_CACHE[key] = tuple(VOTE[(v, t)] for v in values for t in targets)
            return votes  # type: ignore[return-value]
        if phase is Phase.CHOOSE_ROYAL:
            return _CHOICES[("royal", info.name)]  # type: ignore[return-value]
        if phase is Phase.CHOOSE_ALLERGEN:
            return _CHOICES[("allergen", info.name)]  # type: ignore[return-value]
        return _CHOICES[("bet", state.scoring)]  # type: ignore[return-value]

    # ----------------------------------------------------------------- apply

    def apply(self, state: MacaronState, seat: int, action: MacaronAction) -> MacaronState:
        """The state after ``seat`` takes ``action``; ``IllegalAction`` says why not."""
        r = state.round
        phase = r.phase
        if phase is Phase.PLAY and type(action) is PlayCard:
            return _play_card(state, seat, action.card)
        if phase is Phase.GAME_OVER:
            raise IllegalAction("game_over")
        if not isinstance(action, ACTION_TYPES):
            raise IllegalAction("unknown_action", action=repr(action))
        if seat not in self.seats_to_act(state):
            if phase is Phase.PASS and 0 <= seat < state.info.seats:
                raise IllegalAction("already_passed", seat=seat)
            raise IllegalAction("not_your_turn", seat=seat)
        if not isinstance(action, _PHASE_ACTIONS[phase]):
            raise IllegalAction("wrong_phase", phase=phase.value, action=type(action).__name__)
        if isinstance(action, EmmaPlay):
            return _emma_play(state, seat, action.pile)
        if isinstance(action, PassCards):
            return _pass(state, seat, action.cards)
        if isinstance(action, Discard):
            return _discard(state, action.cards)
        if isinstance(action, ChooseRoyal):
            return _choose_royal(state, seat, action.group)
        if isinstance(action, ChooseAllergen):
            return _choose_allergen(state, seat, action.flavor)
        if isinstance(action, PlaceVote):
            return _vote(state, seat, action)
        if isinstance(action, Bet):
            return _bet(state, seat, action.row_or_column)
        return _bet(state, seat, None)

    # ----------------------------------------------------------------- views, results

    #: ``view(state, seat)``: what ``seat`` may know (see :class:`~.view.MacaronView`);
    #: bound straight to the builder, as bots ask for a view on every decision
    view = build_view

    def result(self, state: MacaronState) -> Result | None:
        """Final scores (per seat; per team in 2V2) and winners, once the game is over."""
        return state.result

    def summary(self, state: MacaronState) -> dict[str, Any]:
        """Round and scores (per seat; per team in 2V2), for the Load game dialog."""
        return {"round": state.round.number, "scores": list(state.scores)}

    def encode_action(self, action: MacaronAction) -> dict[str, Any]:
        """JSON data for an action."""
        return _CODEC.encode(action)  # type: ignore[no-any-return]

    def decode_action(self, data: Mapping[str, Any]) -> MacaronAction:
        """The action ``encode_action`` made ``data`` from; ``ValueError`` if it is not one."""
        action = _CODEC.decode(data)
        if not isinstance(action, ACTION_TYPES):
            raise ValueError("not a Macaron action")
        return action  # type: ignore[no-any-return]


# --------------------------------------------------------------------- round set-up


def _blank_round(info: ModeInfo) -> RoundState:
    n = info.seats
    empty: tuple[tuple[Card, ...], ...] = ((),) * n
    return RoundState(
        number=0,
        start_seat=0,
        phase=Phase.PASS,
        dealt=empty,
        undealt=(),
        deck=(),
        pending=(None,) * n,
        passes=(),
        discard=(),
        drawn=(),
        emma_random=(),
        emma_built=(),
        start_hands=empty,
        royal_chooser=None,
        allergen_chooser=None,
        token_deal=(),
        tokens=((),) * n,
        votes=(),
        seat_votes=((),) * n,
        royal=None,
        royal_flavors=frozenset(),
        allergen=None,
        allergen_decided=False,
        bets=(None,) * n,
        bets_made=0,
        bets_decided=(False,) * n,
        hands=empty,
        piles=(),
        leader=0,
        trick=(),
        tricks=(),
        boxes=(0,) * n,
        events=(),
    )


def shuffle_round(info: ModeInfo, seed: int, number: int) -> tuple[list[Card], tuple[int, ...]]:
    """The shuffled deck of round ``number`` and, when the mode votes, its shuffled tokens.

    Both come from one generator derived from the seed and the round number. Seat ``i``
    is dealt cards ``[i * hand_size, (i + 1) * hand_size)`` (solo: the player the first
    13, the rest is the draw deck, top first) and tokens ``[i * k, (i + 1) * k)``.
    """
    deck = list(_DECKS[info.name])
    rng = derive_rng(seed, "round", number, "deal")
    rng.shuffle(deck)
    tokens: list[int] = []
    if info.voting:
        tokens = list(info.tokens)
        rng.shuffle(tokens)
    return deck, tuple(tokens)


def build_emma_piles(
    flavors: Sequence[Flavor], seed: int, number: int, deck: Sequence[Card]
) -> tuple[tuple[Card, ...], tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Solo: Emma's piles from the draw deck left after the player's draw.

    One card face down on each pile (in pile order), then eight cards into the piles of
    their printed flavours, then each pile shuffled. Returns the random cards, the piles
    (top first) and the rest of the deck.
    """
    randoms = tuple(deck[: len(flavors)])
    eight = deck[len(flavors) : len(flavors) + 8]
    piles = [[randoms[i]] + [c for c in eight if c.flavor is f] for i, f in enumerate(flavors)]
    rng = derive_rng(seed, "round", number, "emma_piles")
    for pile in piles:
        rng.shuffle(pile)
    return randoms, tuple(tuple(p) for p in piles), tuple(deck[len(flavors) + 8 :])


def _deal(state: MacaronState, number: int, start: int) -> MacaronState:
    """Shuffle and deal round ``number`` (its own generator, derived from the seed)."""
    info = state.info
    n = info.seats
    # The voting tokens are shuffled now too, and handed out once the cards are passed.
    deck, token_deal = shuffle_round(info, state.seed, number)
    size = info.hand_size
    events = [_event("round_started", round=number, start_seat=start)]
    if info.solo:
        hand = tuple(sorted(deck[:size], key=_ORDER.__getitem__))
        hands: tuple[tuple[Card, ...], ...] = (hand, ())
        undealt: tuple[Card, ...] = ()
        rest = tuple(deck[size:])
        phase = Phase.DISCARD
        events.append(_event("cards_dealt", hand_sizes=[size, 0], undealt=0, deck=len(rest)))
    else:
        hands = tuple(
            tuple(sorted(deck[i * size : (i + 1) * size], key=_ORDER.__getitem__)) for i in range(n)
        )
        undealt = tuple(sorted(deck[n * size :], key=_ORDER.__getitem__))
        rest = ()
        phase = Phase.PASS
        events.append(_event("cards_dealt", hand_sizes=[size] * n, undealt=len(undealt), deck=0))
    r = evolve_round(
        _blank_round(info),
        number=number,
        start_seat=start,
        phase=phase,
        dealt=hands,
        undealt=undealt,
        deck=rest,
        hands=hands,
        leader=start,
        token_deal=token_deal,
    )
    if phase is Phase.PASS:
        events.append(_event("pass_started", direction=pass_direction(number)))
    else:
        events.append(_event("discard_started", seat=PLAYER))
    r = evolve_round(r, events=tuple(events))
    # The finished round's events join the earlier ones; the new round starts a fresh log.
    return evolve_game(state, round=r, events=state.events + state.round.events)


def _pass(state: MacaronState, seat: int, cards: tuple[Card, ...]) -> MacaronState:
    r = state.round
    if len(cards) != 2 or cards[0] == cards[1]:
        raise IllegalAction("pass_two_cards", count=len(set(cards)))
    hand = r.hands[seat]
    for card in cards:
        if card not in hand:
            raise IllegalAction("not_in_hand", flavor=_flavor_value(card), rank=_rank(card))
    pending = list(r.pending)
    pending[seat] = cards
    events = (*r.events, _event("seat_passed", seat=seat))
    if None in pending:
        r = evolve_round(r, pending=tuple(pending), events=events)
        return evolve_game(state, round=r)
    # Every seat has chosen: the cards move together.
    n = state.info.seats
    hands = [list(_remove(r.hands[i], pending[i])) for i in range(n)]  # type: ignore[arg-type]
    passes = []
    for giver in range(n):
        taker = pass_target(giver, r.number, n)
        given = pending[giver]
        assert given is not None
        hands[taker].extend(given)
        passes.append(PassedCards(giver, taker, given))
    new_hands = tuple(tuple(sorted(h, key=_ORDER.__getitem__)) for h in hands)
    r = evolve_round(
        r,
        pending=(None,) * n,
        passes=tuple(passes),
        hands=new_hands,
        start_hands=new_hands,
    )
    r = evolve_round(
        r, events=(*events, _event("cards_passed", direction=pass_direction(r.number)))
    )
    return _after_exchange(evolve_game(state, round=r))


def _discard(state: MacaronState, cards: tuple[Card, ...]) -> MacaronState:
    r = state.round
    if not 1 <= len(cards) <= 2 or len(set(cards)) != len(cards):
        raise IllegalAction("discard_one_or_two", count=len(set(cards)))
    hand = r.hands[PLAYER]
    for card in cards:
        if card not in hand:
            raise IllegalAction("not_in_hand", flavor=_flavor_value(card), rank=_rank(card))
    k = len(cards)
    drawn = r.deck[:k]
    new_hand = tuple(sorted(_remove(hand, cards) + drawn, key=_ORDER.__getitem__))
    flavors = state.info.flavors
    randoms, built, rest = build_emma_piles(flavors, state.seed, r.number, r.deck[k:])
    royal = royal_by_piles(built, flavors)
    r = evolve_round(
        r,
        phase=Phase.CHOOSE_ALLERGEN,
        discard=cards,
        drawn=drawn,
        deck=rest,
        emma_random=randoms,
        emma_built=built,
        piles=built,
        hands=(new_hand, ()),
        start_hands=(new_hand, ()),
        royal=royal,
        royal_flavors=royal_flavors(royal, flavors),
        allergen_chooser=PLAYER,
    )
    events = r.events + (
        _event("cards_discarded", seat=PLAYER, count=k),
        _event(
            "emma_piles_built",
            sizes={f._value_: len(p) for f, p in zip(flavors, built, strict=True)},
        ),
        _event("royal_chosen", group=royal._value_, seat=None, by="emma_piles"),
        _event("allergen_choice_started", seat=PLAYER),
    )
    return evolve_game(state, round=evolve_round(r, events=events))


def _after_exchange(state: MacaronState) -> MacaronState:
    """After passing: choosers (2P/3P) or voting (4P+)."""
    r = state.round
    info = state.info
    n = info.seats
    if info.voting:
        tokens = r.token_deal
        k = info.tokens_each
        dealt = tuple(tuple(sorted(tokens[i * k : (i + 1) * k])) for i in range(n))
        r = evolve_round(r, phase=Phase.VOTE, tokens=dealt)
        event = _event("voting_started", seat=r.start_seat, tokens_each=k)
    else:
        royal_chooser = (r.start_seat + 1) % n
        r = evolve_round(
            r,
            phase=Phase.CHOOSE_ROYAL,
            royal_chooser=royal_chooser,
            allergen_chooser=(royal_chooser + 1) % n,
        )
        event = _event("royal_choice_started", seat=royal_chooser)
    return evolve_game(state, round=evolve_round(r, events=(*r.events, event)))


def _choose_royal(state: MacaronState, seat: int, group: Group) -> MacaronState:
    r = state.round
    if group not in state.info.groups:
        raise IllegalAction("group_not_in_play", group=_enum_value(group))
    r = evolve_round(
        r,
        phase=Phase.CHOOSE_ALLERGEN,
        royal=group,
        royal_flavors=royal_flavors(group, state.info.flavors),
    )
    events = (
        *r.events,
        _event("royal_chosen", group=group._value_, seat=seat, by="chooser"),
        _event("allergen_choice_started", seat=r.allergen_chooser),
    )
    return evolve_game(state, round=evolve_round(r, events=events))


def _choose_allergen(state: MacaronState, seat: int, flavor: Flavor) -> MacaronState:
    r = state.round
    if flavor not in state.info.flavors:
        raise IllegalAction("flavor_not_in_play", flavor=_enum_value(flavor))
    event = _event("allergen_chosen", flavor=flavor._value_, seat=seat, by="chooser")
    r = evolve_round(r, allergen=flavor, allergen_decided=True, events=(*r.events, event))
    return _start_bets(evolve_game(state, round=r))


def _vote(state: MacaronState, seat: int, action: PlaceVote) -> MacaronState:
    r = state.round
    info = state.info
    target = action.target
    value = action.value
    if type(target) is Group:
        if target not in info.groups:
            raise IllegalAction("group_not_in_play", group=target._value_)
        kind = "royal"
    elif type(target) is Flavor:
        if target not in info.flavors:
            raise IllegalAction("flavor_not_in_play", flavor=target._value_)
        kind = "allergen"
    else:
        raise IllegalAction("bad_vote_target")
    own = list(r.tokens[seat])
    if value not in own:
        raise IllegalAction("no_such_token", value=value)
    own.remove(value)
    tokens = list(r.tokens)
    tokens[seat] = tuple(own)
    votes = (*r.votes, Vote(seat, value, target))
    # What each seat sees: its own token's value, the others' face down.
    hidden = VoteView(seat, target, None)
    shown = VoteView(seat, target, value)
    seat_votes = tuple([(*seen, hidden) for seen in r.seat_votes])
    seat_votes = (*seat_votes[:seat], (*r.seat_votes[seat], shown), *seat_votes[seat + 1 :])
    events = (*r.events, _event("vote_placed", seat=seat, target=target._value_, kind=kind))
    if any(tokens):
        r = evolve_round(r, tokens=tuple(tokens), votes=votes, seat_votes=seat_votes, events=events)
        return evolve_game(state, round=r)
    royal, allergen = reveal_votes(votes, info.groups, info.flavors)
    revealed = tuple(VoteView(v.seat, v.target, v.value) for v in votes)
    events += (
        _event(
            "votes_revealed",
            votes=[{"seat": v.seat, "value": v.value, "target": v.target._value_} for v in votes],
            royal_group=royal._value_,
            allergen=allergen._value_ if allergen else None,
        ),
        _event("royal_chosen", group=royal._value_, seat=None, by="votes"),
        _event(
            "allergen_chosen",
            flavor=allergen._value_ if allergen else None,
            seat=None,
            by="votes",
        ),
    )
    r = evolve_round(
        r,
        tokens=tuple(tokens),
        votes=votes,
        seat_votes=(revealed,) * info.seats,
        royal=royal,
        royal_flavors=royal_flavors(royal, info.flavors),
        allergen=allergen,
        allergen_decided=True,
        events=events,
    )
    return _start_bets(evolve_game(state, round=r))


def _bettors(state: MacaronState) -> list[int]:
    r = state.round
    n = state.info.seats
    order = [(r.start_seat + k) % n for k in range(n)]
    if state.info.solo:
        order.remove(EMMA)
    return order


def _bettor(state: MacaronState) -> int:
    return _bettors(state)[state.round.bets_made]


def _start_bets(state: MacaronState) -> MacaronState:
    r = state.round
    event = _event("betting_started", seat=_bettors(state)[0])
    r = evolve_round(r, phase=Phase.BET, bets_made=0, events=(*r.events, event))
    return evolve_game(state, round=r)


def _bet(state: MacaronState, seat: int, value: int | None) -> MacaronState:
    r = state.round
    if value is not None:
        low, high = bet_range(state.scoring)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise IllegalAction("bet_out_of_range", value=value, low=low, high=high)
    bets = list(r.bets)
    bets[seat] = value
    decided = list(r.bets_decided)
    decided[seat] = True
    made = r.bets_made + 1
    if value is None:
        event = _event("bet_skipped", seat=seat)
    else:
        event = _event("bet_placed", seat=seat, row_or_column=value, side=state.scoring)
    events = (*r.events, event)
    if made < len(_bettors(state)):
        r = evolve_round(
            r, bets=tuple(bets), bets_made=made, bets_decided=tuple(decided), events=events
        )
        return evolve_game(state, round=r)
    r = evolve_round(
        r,
        bets=tuple(bets),
        bets_made=made,
        bets_decided=tuple(decided),
        phase=Phase.PLAY,
        leader=r.start_seat,
        trick=(),
        events=(*events, _event("tricks_started", leader=r.start_seat)),
    )
    return evolve_game(state, round=r)


# --------------------------------------------------------------------- tricks


def _emma_pile(r: RoundState) -> Flavor:
    """The pile Emma's rules pick now, from what Emma may know."""
    piles = [(f, len(p)) for f, p in zip(_SOLO_FLAVORS, r.piles, strict=True)]
    led = r.trick[0].flavor if r.trick else None
    previous = r.tricks[-1].plays[0].flavor if r.tricks else None
    return emma_rules.choose_pile(piles, r.royal_flavors, r.allergen, led, previous)


_SOLO_FLAVORS = MODE_INFO["solo"].flavors


def _emma_play(state: MacaronState, seat: int, pile: Flavor) -> MacaronState:
    r = state.round
    if not state.info.solo or seat != EMMA:
        raise IllegalAction("emma_only")
    expected = _emma_pile(r)
    if pile is not expected:
        raise IllegalAction("emma_plays_pile", pile=expected.value)
    index = _SOLO_FLAVORS.index(pile)
    card = r.piles[index][0]
    piles = list(r.piles)
    piles[index] = piles[index][1:]
    return _add_play(state, seat, card, pile, r.hands, tuple(piles))


def _play_card(state: MacaronState, seat: int, card: Card) -> MacaronState:
    """Play a card from a hand: the engine's hottest path, so written out in full."""
    r = state.round
    trick = r.trick
    n = state.info.seats
    if seat != (r.leader + len(trick)) % n:
        raise IllegalAction("not_your_turn", seat=seat)
    if seat == EMMA and state.info.solo:
        raise IllegalAction("emma_plays_pile", pile=_emma_pile(r).value)
    hands = r.hands
    hand = hands[seat]
    # Cards are shared objects compared by identity (see ``cards``): these tests are exact.
    if card not in hand:
        raise IllegalAction("not_in_hand", flavor=_flavor_value(card), rank=_rank(card))
    if trick:
        led = trick[0].flavor
        if card.flavor is not led:
            for c in hand:
                if c.flavor is led:
                    raise IllegalAction("must_follow", flavor=led._value_)
    new_hands = (*hands[:seat], tuple([c for c in hand if c is not card]), *hands[seat + 1 :])
    found = _PLAYS.get((seat, card, None))
    play, event = found if found is not None else _play_and_event(seat, card, None)
    if len(trick) + 1 < n:
        # evolve_round / evolve_game, inlined
        new_round = _new(RoundState)
        _set(
            new_round,
            "__dict__",
            {
                **r.__dict__,
                "hands": new_hands,
                "trick": (*trick, play),
                "events": (*r.events, event),
            },
        )
        new_state = _new(MacaronState)
        _set(new_state, "__dict__", {**state.__dict__, "round": new_round})
        return new_state
    return _add_play(state, seat, card, None, new_hands, r.piles)


# (seat, card, pile) -> the play and its ``card_played`` event. Both are immutable values,
# so equal plays share them instead of being built again on every card played.
_PLAYS: dict[tuple[int, Card, Flavor | None], tuple[TrickPlay, Message]] = {}


def _play_and_event(seat: int, card: Card, pile: Flavor | None) -> tuple[TrickPlay, Message]:
    key = (seat, card, pile)
    found = _PLAYS.get(key)
    if found is None:
        flavor = pile or card.flavor
        event = _message(
            "card_played",
            {
                "seat": seat,
                "flavor": card.flavor.value,
                "rank": card.rank,
                "counts_as": flavor.value,
                "pile": pile.value if pile else None,
            },
        )
        found = _PLAYS[key] = (TrickPlay(seat, card, flavor, pile), event)
    return found


def _add_play(
    state: MacaronState,
    seat: int,
    card: Card,
    pile: Flavor | None,
    hands: tuple[tuple[Card, ...], ...],
    piles: tuple[tuple[Card, ...], ...],
) -> MacaronState:
    r = state.round
    found = _PLAYS.get((seat, card, pile))
    play, event = found if found is not None else _play_and_event(seat, card, pile)
    trick = (*r.trick, play)
    if len(trick) < state.info.seats:
        r = evolve_round(r, hands=hands, piles=piles, trick=trick, events=(*r.events, event))
        return evolve_game(state, round=r)
    # The trick is complete.
    royal = r.royal_flavors
    pairs = [(p.flavor, p.card.rank) for p in trick]
    index = trick_winner(pairs, royal)
    boxes, reason = trick_boxes(pairs, index, r.allergen)
    won_play = trick[index]
    winner = won_play.seat
    royal_won = trick[0].flavor not in royal and won_play.flavor in royal
    box_list = list(r.boxes)
    box_list[winner] += boxes
    new_boxes = tuple(box_list)
    won = _message(
        "trick_won",
        {
            "seat": winner,
            "boxes": boxes,
            "reason": reason,
            "royal": royal_won,
            "flavor": won_play.card.flavor._value_,
            "rank": won_play.card.rank,
            "total": new_boxes[winner],
        },
    )
    r = evolve_round(
        r,
        hands=hands,
        piles=piles,
        trick=(),
        tricks=(*r.tricks, Trick(r.leader, trick, winner, boxes, reason, royal_won)),
        boxes=new_boxes,
        leader=winner,
        events=(*r.events, event, won),
    )
    state = evolve_game(state, round=r)
    if max(new_boxes) >= ROUND_END_BOXES:
        return _end_round(state, "eight_boxes")
    if not any(hands) and not any(piles):
        return _end_round(state, "hands_empty")
    return state


# --------------------------------------------------------------------- round end


def _end_round(state: MacaronState, reason: str) -> MacaronState:
    r = state.round
    info = state.info
    assert r.royal is not None
    summary = score_round(
        number=r.number,
        start_seat=r.start_seat,
        royal_group=r.royal,
        allergen=r.allergen,
        end_reason=reason,
        scoring=state.scoring,
        boxes=r.boxes,
        bets=r.bets,
        old_scores=state.scores,
        emma=EMMA if info.solo else None,
        teams=info.teams,
    )
    events = (
        *r.events,
        _event("round_ended", round=r.number, reason=reason, boxes=list(r.boxes)),
        _event(
            "round_scored",
            round=r.number,
            boxes=list(summary.boxes),
            rows=list(summary.rows),
            bets=list(summary.bets),
            bet_hits=list(summary.bet_hits),
            track_vp=list(summary.track_vp),
            bet_vp=list(summary.bet_vp),
            emma_bonus=summary.emma_bonus,
            vp=list(summary.vp),
            scores=list(summary.scores),
        ),
    )
    r = evolve_round(r, events=events)
    state = evolve_game(
        state,
        round=r,
        scores=summary.scores,
        history=(*state.history, r),
        summaries=(*state.summaries, summary),
    )
    won = winners(summary.scores, state.target)
    if won is not None:
        result = Result(summary.scores, won, info.teams or ())
        event = _event("game_over", scores=list(summary.scores), winners=list(won))
        r = evolve_round(r, phase=Phase.GAME_OVER, events=(*r.events, event))
        return evolve_game(state, round=r, result=result)
    start = PLAYER if info.solo else (r.start_seat + 1) % info.seats
    return _deal(state, r.number + 1, start)


# --------------------------------------------------------------------- helpers


def _flavor_value(card: object) -> str | None:
    flavor = getattr(card, "flavor", None)
    return flavor.value if isinstance(flavor, Flavor) else None


def _rank(card: object) -> int | None:
    rank = getattr(card, "rank", None)
    return rank if isinstance(rank, int) else None


def _enum_value(value: object) -> object:
    return value.value if isinstance(value, (Flavor, Group)) else repr(value)


GAME = MacaronGame()
