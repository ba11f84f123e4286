"""The rules of La Macarena as pure functions over :class:`MacarenaState` (the ``Game`` contract).

A hand: seven cards to each player, seven wells, the rest is the draw pile. A turn
starts with an automatic draw (or, with the pile empty, the hand ends); the player then
passes or builds one series on one well step by step (see ``actions``). A mirror places
a Maca and gives a mirror turn at once. The hand ends when the pile is empty at the start
of a turn or when a hand runs out of cards; then the end-of-hand awards are handed out in
order, with the two choices there (what to hand over, what four coins buy) as steps.

The engine moves on by itself wherever nobody has a choice.

The end of a hand is in ``hand_end``; the small shared pieces (the deal, the Maca
queries, the event logs) are in ``rules_base``. Their public names are importable from
here too.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from operator import attrgetter
from typing import Any

from macaron_desktop.core.fastcopy import replace_tuple
from macaron_desktop.core.flow import Flow, Step
from macaron_desktop.core.game import ChooseOne, GameRules, Prompt
from macaron_desktop.core.messages import IllegalAction

from .actions import (
    ACTION_TYPES,
    ACTIONS,
    BUY,
    CHOOSE_WELL,
    FINISH,
    HAND_OVER,
    LAY,
    MOVE_MACA,
    PASS,
    TAKE_BACK,
    BuyElement,
    ChooseWell,
    FinishSeries,
    HandOver,
    LayCard,
    MacarenaAction,
    MoveMaca,
    Pass,
    TakeBack,
)
from .cards import ELEMENTS, sort_cards
from .config import HAND_SIZE, MACAS, WELLS, amulets_to_win
from .config import validate_config as _validate_config
from .hand_end import buy, end_hand, finish_hand, hand_over
from .hand_end import game_winners as game_winners
from .rules_base import (
    _NO_ELEMENTS,
    _NO_SERIES,
    _drew,
    _event,
    _fresh_hand,
    _insert,
    _log,
    _maca_sources,
    _set,
    _shared,
    _without_one,
    active_macas,
    first_start_seat,
    playable_wells,
    protected,
    shuffled_deck,
)
from .series import extensions, outcome, refusal
from .state import MacarenaState, Phase, PublicTable, Turn
from .view import build_view


class MacarenaGame(GameRules, game_id="macarena", actions=ACTIONS, config=_validate_config):
    """La Macarena's rules for 2 to 5 players (the config: ``players``, ``start_player``)."""

    # ----------------------------------------------------------------- set-up

    def new_game(self, config: Mapping[str, Any], seed: int) -> MacarenaState:
        """Deal hand 1 and draw the start player's first card."""
        cfg = _validate_config(config)
        n = cfg["players"]
        empty: tuple[tuple[Any, ...], ...] = ((),) * n
        fresh, public_fresh = _fresh_hand(n, 0, (), ((),) * n, ((),) * WELLS)
        public = PublicTable(
            players=n,
            target=amulets_to_win(n),
            start_seat=0,
            phase=Phase.TURN,
            turn_seat=0,
            mirror_turn=False,
            **_NO_SERIES,
            elements=(_NO_ELEMENTS,) * n,
            coins=(0,) * n,
            amulets=(0,) * n,
            hand_results=(),
            result=None,
            **public_fresh,
        )
        state = MacarenaState(
            public=public,
            seed=seed,
            start_choice=cfg["start_player"],
            logs=empty,
            previous_logs=empty,
            archive=(),
            **fresh,
        )
        return _deal(state, 1, first_start_seat(seed, n, cfg["start_player"]))

    def num_seats(self, state: MacarenaState) -> int:
        """Number of players."""
        return state.public.players

    # ----------------------------------------------------------------- turns

    def seats_to_act(self, state: MacarenaState) -> tuple[int, ...]:
        """The seat whose step it is; while handing over, every seat still choosing (each
        step's ``actors`` in :data:`FLOW`)."""
        return FLOW.seats_to_act(state)

    def legal_actions(self, state: MacarenaState, seat: int) -> Sequence[MacarenaAction]:
        """Every action ``seat`` may take now; empty when it is not that seat's step.

        Turn: a :class:`ChooseWell` per well where some hand card may start a series,
        then :class:`Pass`. Series: a :class:`LayCard` per different card that may come
        next, :class:`FinishSeries` once a card is laid, and :class:`TakeBack`.
        """
        public = state.public
        phase = public.phase
        if phase is Phase.HAND_OVER:
            if seat not in public.choosing:
                return []
            held = public.elements[seat]
            return [HAND_OVER[e] for e in ELEMENTS if e in held]
        if phase is Phase.GAME_OVER or seat != public.turn_seat:
            return []
        if phase is Phase.TURN:
            return [CHOOSE_WELL[w] for w in playable_wells(state, seat)] + [PASS]
        if phase is Phase.SERIES:
            top = public.wells[public.well][-1]  # type: ignore[index]
            out: list[MacarenaAction] = [
                LAY[c] for c in extensions(top, public.series, state.hands[seat])
            ]
            if public.series:
                out.append(FINISH)
            out.append(TAKE_BACK)
            return out
        if phase is Phase.MOVE_MACA:
            return [MOVE_MACA[w] for w in _maca_sources(public, seat)]
        held = public.elements[seat]
        return [BUY[e] for e in ELEMENTS if e not in held]

    # ----------------------------------------------------------------- apply

    def apply(self, state: MacarenaState, seat: int, action: MacarenaAction) -> MacarenaState:
        """The state after ``seat`` takes ``action``; ``IllegalAction`` says why not."""
        return FLOW.apply(state, seat, action)

    # ----------------------------------------------------------------- the kit's extras

    def prompt(self, state: MacarenaState, seat: int) -> Prompt | None:
        """The choice ``seat`` faces now.

        ``None`` on a turn and while building a series: those are gestures on the board
        (a card onto a well, the Pass / Take back / Done buttons), whose legal actions
        ``legal_actions`` lists. A :class:`ChooseOne` for the three other steps: which
        well gives up a Maca, which element to hand over, which element coins buy.
        """
        options = tuple(self.legal_actions(state, seat))
        if not options:
            return None
        phase = state.public.phase
        if phase is Phase.MOVE_MACA:
            return ChooseOne("choose_maca_to_move", options, {"well": state.public.well})
        if phase is Phase.HAND_OVER:
            return ChooseOne("choose_element_to_hand_over", options)
        if phase is Phase.BUY:
            return ChooseOne("choose_element_to_buy", options, {"coins": state.public.coins[seat]})
        return None

    def cards_action(self, state: MacarenaState, seat: int, cards: Sequence[Any]) -> MacarenaAction:
        """La Macarena never asks to choose cards as a group: always ``ValueError``."""
        raise ValueError("La Macarena has no choose-cards prompt")

    def mid_turn(self, state: MacarenaState, seat: int) -> bool:
        """True while a series is built or a Maca chosen to move: the steps of
        :data:`FLOW` inside a turn (whoever asks: undo never stops there)."""
        return FLOW.mid_turn(state, seat)

    def resample(self, view: Any, rng: random.Random) -> MacarenaState:
        """A full state agreeing with all that ``view``'s seat knows (see ``resample``)."""
        from .resample import resample

        return resample(view, rng)

    # ----------------------------------------------------------------- views, results

    def view(self, state: MacarenaState, seat: int) -> Any:
        """What ``seat`` may know (see :class:`~.view.MacarenaView`)."""
        return build_view(state, seat)

    def summary(self, state: MacarenaState) -> dict[str, Any]:
        """Hand number and amulets per seat, for the Load game dialog."""
        return {"round": state.public.hand_number, "scores": list(state.public.amulets)}


# --------------------------------------------------------------------- a hand


def _deal(state: MacarenaState, number: int, start: int) -> MacarenaState:
    n = state.public.players
    deck = shuffled_deck(state.seed, number)
    hands = tuple(sort_cards(deck[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(n))
    wells = tuple((deck[n * HAND_SIZE + j],) for j in range(WELLS))
    started = _event("hand_started", hand=number, start_seat=start)
    fresh, public_fresh = _fresh_hand(n, number, deck, hands, wells)
    state = replace_tuple(
        state,
        public=replace_tuple(state.public, start_seat=start, **public_fresh),
        logs=((started,),) * n,
        previous_logs=state.logs,
        **fresh,
    )
    return _begin_turn(state, start, False)


def _begin_turn(state: MacarenaState, seat: int, mirror: bool) -> MacarenaState:
    drawn = state.drawn
    if drawn >= len(state.deck):
        return _end_hand(state, "deck_empty", None)
    card = state.deck[drawn]
    logs = _log(
        state.logs,
        _event("card_drawn", seat=seat, mirror_turn=mirror, deck=len(state.deck) - drawn - 1),
        _drew(seat, card),
    )
    return replace_tuple(
        state,
        public=replace_tuple(
            state.public, phase=Phase.TURN, turn_seat=seat, mirror_turn=mirror, **_NO_SERIES
        ),
        drawn=drawn + 1,
        hands=_set(state.hands, seat, _insert(state.hands[seat], card)),
        logs=logs,
    )


def _choose_well(state: MacarenaState, seat: int, action: ChooseWell) -> MacarenaState:
    w = action.well
    if type(w) is not int or not 0 <= w < WELLS:
        raise IllegalAction("no_such_well", well=w)
    public = state.public
    if not public.mirror_turn and protected(public.macas[w], seat):
        raise IllegalAction("well_protected", well=w, owners=sorted(set(public.macas[w])))
    top = public.wells[w][-1]
    if not extensions(top, (), state.hands[seat]):
        raise IllegalAction("nothing_fits", well=w)
    return replace_tuple(
        state,
        public=replace_tuple(public, phase=Phase.SERIES, well=w, series=()),
        logs=_log(state.logs, _shared("well_chosen", seat, "well", w)),
    )


def _lay(state: MacarenaState, seat: int, action: LayCard) -> MacarenaState:
    card = action.card
    hand = state.hands[seat]
    if card not in hand:
        raise IllegalAction("not_in_hand", card=card)
    public = state.public
    w: int = public.well  # type: ignore[assignment]
    top = public.wells[w][-1]
    series = public.series
    reason = refusal(top, series, card)
    if reason == "mirror_must_be_last":
        raise IllegalAction(reason, card=card)
    if reason is not None:
        raise IllegalAction(reason, card=card, after=series[-1] if series else top)
    return replace_tuple(
        state,
        public=replace_tuple(public, series=series + (card,)),
        hands=_set(state.hands, seat, _without_one(hand, card)),
        logs=_log(state.logs, _shared("card_laid", seat, "well", w, card)),
    )


def _take_back(state: MacarenaState, seat: int, action: TakeBack) -> MacarenaState:
    public = state.public
    series = public.series
    if not series:
        event = _event("well_given_up", seat=seat, well=public.well)
        return replace_tuple(
            state,
            public=replace_tuple(public, phase=Phase.TURN, well=None),
            logs=_log(state.logs, event),
        )
    card = series[-1]
    return replace_tuple(
        state,
        public=replace_tuple(public, series=series[:-1]),
        hands=_set(state.hands, seat, _insert(state.hands[seat], card)),
        logs=_log(state.logs, _event("card_taken_back", seat=seat, card=card)),
    )


def _finish(state: MacarenaState, seat: int, action: FinishSeries) -> MacarenaState:
    public = state.public
    series = public.series
    if not series:
        raise IllegalAction("series_empty")
    w: int = public.well  # type: ignore[assignment]
    wells = public.wells
    stays, collected, mirror = outcome(wells[w][-1], series)
    if stays is not None:
        wells = _set(wells, w, wells[w] + (stays,))
    collections = state.collections
    if collected:
        collections = _set(collections, seat, collections[seat] + collected)
    turn = Turn(seat, public.mirror_turn, w, series, mirror)
    laid = _event(
        "series_laid", seat=seat, well=w, cards=series, mirror=mirror, collected=len(collected)
    )
    state = replace_tuple(
        state,
        public=replace_tuple(public, wells=wells, series=(), turns=public.turns + (turn,)),
        collections=collections,
        logs=_log(state.logs, laid),
    )
    if mirror:
        return _place_maca(state, seat, w)
    return _after_play(state, seat, False)


def _place_maca(state: MacarenaState, seat: int, w: int) -> MacarenaState:
    public = state.public
    macas = public.macas
    if active_macas(macas, seat) < MACAS:
        macas = _set(macas, w, macas[w] + (seat,))
        event = _event("maca_placed", seat=seat, well=w)
        state = replace_tuple(
            state, public=replace_tuple(public, macas=macas), logs=_log(state.logs, event)
        )
        return _after_maca(state, seat)
    if macas[w].count(seat) == MACAS:
        state = _note_maca_move(state, w)
        event = _event("maca_stays", seat=seat, well=w)
        return _after_maca(replace_tuple(state, logs=_log(state.logs, event)), seat)
    state = replace_tuple(state, public=replace_tuple(public, phase=Phase.MOVE_MACA, well=w))
    sources = _maca_sources(state.public, seat)
    if len(sources) == 1:
        return _move(state, seat, sources[0])
    return state


def _move_maca(state: MacarenaState, seat: int, action: MoveMaca) -> MacarenaState:
    sources = _maca_sources(state.public, seat)
    if type(action.from_well) is not int or action.from_well not in sources:
        raise IllegalAction("no_maca_there", well=action.from_well)
    return _move(state, seat, action.from_well)


def _move(state: MacarenaState, seat: int, source: int) -> MacarenaState:
    w: int = state.public.well  # type: ignore[assignment]
    macas = state.public.macas
    macas = _set(macas, source, _without_one(macas[source], seat))  # type: ignore[arg-type]
    macas = _set(macas, w, macas[w] + (seat,))
    event = _event("maca_moved", seat=seat, from_well=source, well=w)
    state = _note_maca_move(state, source)
    state = replace_tuple(
        state, public=replace_tuple(state.public, macas=macas), logs=_log(state.logs, event)
    )
    return _after_maca(state, seat)


def _note_maca_move(state: MacarenaState, source: int) -> MacarenaState:
    """Write where the mirror's Maca came from into the turn just finished."""
    public = state.public
    last = public.turns[-1]
    moved = Turn(last.seat, last.mirror_turn, last.well, last.cards, last.mirror, source)
    return replace_tuple(state, public=replace_tuple(public, turns=public.turns[:-1] + (moved,)))


def _after_maca(state: MacarenaState, seat: int) -> MacarenaState:
    if all(seat in m for m in state.public.macas):
        event = _event("all_wells_enchanted", seat=seat)
        state = replace_tuple(
            state,
            public=replace_tuple(state.public, end_reason="all_wells", leaver=seat),
            logs=_log(state.logs, event),
        )
        return finish_hand(state, _deal, winner=seat)
    return _after_play(state, seat, True)


def _after_play(state: MacarenaState, seat: int, mirror: bool) -> MacarenaState:
    if not state.hands[seat]:
        return _end_hand(state, "left", seat)
    if mirror:
        return _begin_turn(state, seat, True)
    return _begin_turn(state, (seat + 1) % state.public.players, False)


def _pass(state: MacarenaState, seat: int, action: Pass) -> MacarenaState:
    public = state.public
    macas = public.macas
    returned = tuple([w for w, m in enumerate(macas) for o in m if o == seat])
    events = [_event("passed", seat=seat)]
    if returned:
        macas = tuple([tuple([o for o in m if o != seat]) for m in macas])
        events.append(_event("macas_returned", seat=seat, wells=returned))
    turn = Turn(seat, public.mirror_turn, None, (), returned=returned)
    state = replace_tuple(
        state,
        public=replace_tuple(public, macas=macas, turns=public.turns + (turn,)),
        logs=_log(state.logs, *events),
    )
    return _begin_turn(state, (seat + 1) % public.players, False)


# --------------------------------------------------------------------- end of a hand
# (in ``hand_end``; the next hand is dealt here)


def _end_hand(state: MacarenaState, reason: str, leaver: int | None) -> MacarenaState:
    return end_hand(state, reason, leaver, _deal)


def _hand_over(state: MacarenaState, seat: int, action: HandOver) -> MacarenaState:
    return hand_over(state, seat, action, _deal)


def _buy(state: MacarenaState, seat: int, action: BuyElement) -> MacarenaState:
    return buy(state, seat, action, _deal)


def _turn_seat(state: MacarenaState) -> tuple[int, ...]:
    return (state.public.turn_seat,)


#: La Macarena's steps: a turn (choose a well or pass), the series and the Maca to move
#: inside it, then the two choices at the end of a hand
FLOW: Flow[MacarenaState] = Flow(
    [
        Step(Phase.TURN, _turn_seat, {ChooseWell: _choose_well, Pass: _pass}),
        Step(
            Phase.SERIES,
            _turn_seat,
            {LayCard: _lay, TakeBack: _take_back, FinishSeries: _finish},
            in_turn=True,
        ),
        Step(Phase.MOVE_MACA, _turn_seat, {MoveMaca: _move_maca}, in_turn=True),
        Step(Phase.HAND_OVER, attrgetter("public.choosing"), {HandOver: _hand_over}),
        Step(Phase.BUY, _turn_seat, {BuyElement: _buy}),
    ],
    step_of=attrgetter("public.phase"),
    seats=lambda state: state.public.players,
    actions=ACTION_TYPES,
    game_over=Phase.GAME_OVER,
)


GAME = MacarenaGame()
