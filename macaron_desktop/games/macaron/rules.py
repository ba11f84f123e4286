"""The rules of Macaron as pure functions over :class:`MacaronState` (the ``Game`` contract).

The round runs through phases (see :class:`Phase`), each in its own module: ``deal``,
``exchange`` (passing, the solo discard), ``choosing`` (Royal, Allergen, votes),
``betting``, ``playing`` (tricks) and ``round_end``. This module is the game: it says who
acts and what they may do, checks an action against the phase and hands it to the
phase's module. The engine moves on by itself wherever nobody has a choice: passed cards
move once every seat has chosen, the solo draw and Emma's piles follow the discard, votes
are revealed after the last token, a scored round deals the next one. Emma is a seat
whose only legal action is the one her rules pick; the app and the simulator apply it
for her.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from operator import attrgetter
from typing import Any

from macaron_desktop.core.eventlog import empty_logs
from macaron_desktop.core.fastcopy import replace
from macaron_desktop.core.flow import WRONG_STEP, Flow, Step
from macaron_desktop.core.game import ChooseCards, ChooseOne, GameRules, Prompt
from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.core.rng import derive_rng

from .actions import (
    ACTION_TYPES,
    ACTIONS,
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
    discard_action,
    pass_action,
)
from .betting import bet, bettor
from .cards import in_table_order
from .choosing import choose_allergen, choose_royal, place_vote
from .config import EMMA, MODE_INFO, PLAYER
from .config import validate_config as _validate_config
from .deal import blank_round, deal_round, pass_direction
from .exchange import discard, pass_cards, pass_target
from .playing import emma_pile, emma_play, play_card
from .resample import resample as _resample
from .scoring import bet_range
from .state import (
    PHASE_CHOOSE_ALLERGEN,
    PHASE_CHOOSE_ROYAL,
    PHASE_DISCARD,
    PHASE_GAME_OVER,
    PHASE_PASS,
    PHASE_PLAY,
    PHASE_VOTE,
    MacaronState,
    Phase,
)
from .view import MacaronView, build_view, seat_bases

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


class MacaronGame(GameRules, game_id="macaron", actions=ACTIONS, config=_validate_config):
    """Macaron's rules, in every mode (solo against Emma, 2P, 3P, 4P, 2V2, 5P).

    The config: ``mode``, ``scoring``, ``target``, ``start_player``; the result: final
    scores per seat (per team in 2V2) and the winners.
    """

    # ----------------------------------------------------------------- set-up

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
        placeholder = blank_round(info)
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
            logs=empty_logs(info.seats),
            result=None,
        )
        state = deal_round(state, 1, start)
        return replace(state, round=replace(state.round, view_bases=seat_bases(state)))

    def num_seats(self, state: MacaronState) -> int:
        """Number of seats (solo: 2, the player and Emma)."""
        return state.info.seats

    # ----------------------------------------------------------------- turns

    def seats_to_act(self, state: MacaronState) -> tuple[int, ...]:
        """Seats that may act: all seats still to pass, else the one seat whose turn it is
        (each step's ``actors`` in :data:`FLOW`)."""
        r = state.round
        phase = r.phase
        if phase is PHASE_PLAY:
            # asked before every move: the tricks' actor (``_play``) written out here
            return ((r.leader + len(r.trick)) % state.info.seats,)
        return _ACTORS[phase](state)

    def legal_actions(self, state: MacaronState, seat: int) -> Sequence[MacaronAction]:
        """Every action ``seat`` may take now; empty when it is not that seat's turn.

        A list while playing cards; for the other decisions a shared tuple, or for passing
        and discarding a :class:`~.actions.CardChoices` sequence that makes the actions
        when asked. Treat the result as read-only.
        """
        r = state.round
        phase = r.phase
        if phase is PHASE_PLAY:
            if seat != (r.leader + len(r.trick)) % state.info.seats:
                return []
            if state.info.solo and seat == EMMA:
                return [EMMA_PLAY[emma_pile(r)]]
            hand = r.hands[seat]
            if r.trick:
                led = r.trick[0].flavor
                following = [PLAY[c] for c in hand if c.flavor is led]
                if following:
                    return following  # type: ignore[return-value]
            return [PLAY[c] for c in hand]
        if seat not in _ACTORS[phase](state):  # not the tricks: the flow's actors
            return []
        info = state.info
        if phase is PHASE_PASS:
            return CardChoices(r.hands[seat], PassCards)  # type: ignore[return-value]
        if phase is PHASE_DISCARD:
            return CardChoices(r.hands[seat], Discard)  # type: ignore[return-value]
        # The remaining lists depend on little, so they are made once and shared (as tuples).
        if phase is PHASE_VOTE:
            key = (r.tokens[seat], info.name)
            votes = _VOTE_CACHE.get(key)
            if votes is None:
                targets = (*info.groups, *info.flavors)
                values = sorted(set(r.tokens[seat]))
                votes = _VOTE_CACHE[key] = tuple(VOTE[(v, t)] for v in values for t in targets)
            return votes  # type: ignore[return-value]
        if phase is PHASE_CHOOSE_ROYAL:
            return _CHOICES[("royal", info.name)]  # type: ignore[return-value]
        if phase is PHASE_CHOOSE_ALLERGEN:
            return _CHOICES[("allergen", info.name)]  # type: ignore[return-value]
        return _CHOICES[("bet", state.scoring)]  # type: ignore[return-value]

    # ----------------------------------------------------------------- apply

    def apply(self, state: MacaronState, seat: int, action: MacaronAction) -> MacaronState:
        """The state after ``seat`` takes ``action``; ``IllegalAction`` says why not."""
        r = state.round
        phase = r.phase
        if phase is PHASE_PLAY and type(action) is PlayCard:
            # the commonest move goes straight to its module (``play_card`` checks the seat)
            new = play_card(state, seat, action.card)
        else:
            new = FLOW.apply(state, seat, action)
        nr = new.round
        if nr.phase is not phase or nr is not r and nr.number != r.number:
            # A phase begins: what its views share is worked out once, now.
            new = replace(new, round=replace(nr, view_bases=seat_bases(new)))
        return new

    # ----------------------------------------------------------------- prompts

    def prompt(self, state: MacaronState, seat: int) -> Prompt | None:
        """The choice ``seat`` faces now (see ``messages.PROMPTS`` for every key).

        Passing and the solo discard pick cards from the hand; Royal, Allergen, a voting
        token and a bet pick one of the legal actions; playing a card is a free choice on
        the board (``None``), as is everything for a seat that is not to act, and for
        Emma, whose rules pick her card.
        """
        if seat not in self.seats_to_act(state):
            return None
        r = state.round
        phase = r.phase
        if phase is PHASE_PLAY or phase is PHASE_GAME_OVER:
            return None
        if phase is PHASE_PASS:
            n = state.info.seats
            params = {
                "direction": pass_direction(r.number),
                "to_seat": pass_target(seat, r.number, n),
            }
            return ChooseCards("choose_pass", "hand", 2, 2, params)
        if phase is PHASE_DISCARD:
            return ChooseCards("choose_discard", "hand", 1, 2)
        options = tuple(self.legal_actions(state, seat))
        if phase is PHASE_CHOOSE_ROYAL:
            return ChooseOne("choose_royal", options)
        if phase is PHASE_CHOOSE_ALLERGEN:
            return ChooseOne("choose_allergen", options, {"royal_group": r.royal})
        if phase is PHASE_VOTE:
            return ChooseOne("place_vote", options, {"tokens": r.tokens[seat]})
        return ChooseOne("choose_bet", options, {"side": state.scoring})

    def cards_action(self, state: MacaronState, seat: int, cards: Sequence[Any]) -> MacaronAction:
        """The action that answers a ``ChooseCards`` prompt: ``PassCards`` or ``Discard``.

        The cards are not checked here; ``apply`` accepts or refuses the action.
        """
        phase = state.round.phase
        chosen = in_table_order(cards)
        if phase is PHASE_PASS:
            return pass_action(*chosen) if len(chosen) == 2 else PassCards(chosen)
        if phase is PHASE_DISCARD:
            return discard_action(chosen)
        raise IllegalAction(WRONG_STEP, step=phase.value, action="cards")

    def mid_turn(self, state: MacaronState, seat: int) -> bool:
        """Always false: every Macaron decision is one action, no step lies inside a turn."""
        return FLOW.mid_turn(state, seat)

    def resample(self, view: MacaronView, rng: random.Random) -> MacaronState:
        """A full state that agrees with all that ``view``'s seat knows (see ``resample``)."""
        return _resample(view, rng)

    # ----------------------------------------------------------------- views, results

    #: ``view(state, seat)``: what ``seat`` may know (see :class:`~.view.MacaronView`);
    #: bound straight to the builder, as bots ask for a view on every decision
    view = build_view

    def summary(self, state: MacaronState) -> dict[str, Any]:
        """Round and scores (per seat; per team in 2V2), for the Load game dialog."""
        return {"round": state.round.number, "scores": list(state.scores)}


def _play(s: MacaronState) -> tuple[int, ...]:
    r = s.round
    return ((r.leader + len(r.trick)) % s.info.seats,)


def _passing(s: MacaronState) -> tuple[int, ...]:
    return tuple([i for i, p in enumerate(s.round.pending) if p is None])


#: Macaron's steps: who acts in each phase and the phase module's function for each
#: action it takes (a card played in ``PLAY`` goes straight to ``play_card``, see
#: ``apply``); no step lies inside a turn
FLOW: Flow[MacaronState] = Flow(
    [
        Step(
            Phase.PASS,
            _passing,
            {PassCards: lambda s, seat, a: pass_cards(s, seat, a.cards)},
            waiting_refusal="already_passed",
        ),
        Step(Phase.DISCARD, lambda s: (PLAYER,), {Discard: lambda s, seat, a: discard(s, a.cards)}),
        Step(
            Phase.CHOOSE_ROYAL,
            lambda s: (s.round.royal_chooser,),
            {ChooseRoyal: lambda s, seat, a: choose_royal(s, seat, a.group)},
        ),
        Step(
            Phase.CHOOSE_ALLERGEN,
            lambda s: (s.round.allergen_chooser,),
            {ChooseAllergen: lambda s, seat, a: choose_allergen(s, seat, a.flavor)},
        ),
        Step(
            Phase.VOTE,
            lambda s: ((s.round.start_seat + len(s.round.votes)) % s.info.seats,),
            {PlaceVote: lambda s, seat, a: place_vote(s, seat, a.value, a.target)},
        ),
        Step(
            Phase.BET,
            lambda s: (bettor(s),),
            {
                Bet: lambda s, seat, a: bet(s, seat, a.row_or_column),
                SkipBet: lambda s, seat, a: bet(s, seat, None),
            },
        ),
        Step(
            Phase.PLAY,
            _play,
            {
                PlayCard: lambda s, seat, a: play_card(s, seat, a.card),
                EmmaPlay: lambda s, seat, a: emma_play(s, seat, a.pile),
            },
        ),
    ],
    step_of=attrgetter("round.phase"),
    seats=lambda s: s.info.seats,
    actions=ACTION_TYPES,
    game_over=Phase.GAME_OVER,
)
_ACTORS = FLOW.actors

GAME = MacaronGame()
