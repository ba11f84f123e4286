"""Building Macaron states by hand for rule scenarios, and playing games with bots."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any

from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.games.macaron import GAME
from macaron_desktop.games.macaron.cards import ALL_CARDS, Card, Flavor, Group
from macaron_desktop.games.macaron.choosing import royal_flavors
from macaron_desktop.games.macaron.config import MODE_INFO
from macaron_desktop.games.macaron.state import (
    MacaronState,
    Phase,
    Trick,
    TrickPlay,
)

F = Flavor


def C(flavor: str, rank: int) -> Card:
    """A card from a flavour name and rank: ``C("almond", 6)``."""
    card = Card(Flavor(flavor), rank)
    assert card in ALL_CARDS, f"no such card: {flavor} {rank}"
    return card


def cards(text: str) -> tuple[Card, ...]:
    """Cards from text like ``"almond 6, blueberry 3"`` (sorted in table order)."""
    out = []
    for part in text.split(","):
        part = part.strip()
        if part:
            name, rank = part.rsplit(" ", 1)
            out.append(C(name, int(rank)))
    return tuple(sorted(out))


def play_state(
    mode: str = "4p",
    hands: Sequence[str | Sequence[Card]] = (),
    *,
    royal: Group = Group.A,
    allergen: Flavor | None = None,
    leader: int = 0,
    trick: Sequence[tuple[int, Card]] = (),
    boxes: Sequence[int] | None = None,
    piles: dict[Flavor, Sequence[Card]] | None = None,
    previous_led: Flavor | None = None,
    bets: Sequence[int | None] | None = None,
    scores: Sequence[int] | None = None,
    scoring: str = "standard",
    target: int = 10,
    seed: int = 1,
) -> MacaronState:
    """A state in the middle of the tricks, built by hand.

    ``hands`` gives each seat's cards (text or cards); in solo, ``piles`` gives Emma's
    piles (top first). ``trick`` holds plays already on the table as (seat, card); Emma's
    cards in it count as their printed flavour unless given as (seat, card, pile).
    ``previous_led`` puts a finished trick led in that flavour before this one.
    """
    state = GAME.new_game(
        {"mode": mode, "scoring": scoring, "target": target, "start_player": 0}, seed
    )
    info = MODE_INFO[mode]
    n = info.seats
    hand_tuples = tuple(
        cards(h) if isinstance(h, str) else tuple(sorted(h)) for h in (list(hands) + [()] * n)[:n]
    )
    pile_tuples: tuple[tuple[Card, ...], ...] = ()
    if info.solo:
        piles = piles or {}
        pile_tuples = tuple(tuple(piles.get(f, ())) for f in info.flavors)
    plays = []
    for entry in trick:
        if len(entry) == 3:
            seat, card, pile = entry  # type: ignore[misc]
            plays.append(TrickPlay(seat, card, pile, pile))
        else:
            seat, card = entry  # type: ignore[misc]
            plays.append(TrickPlay(seat, card, card.flavor, None))
    tricks: tuple[Trick, ...] = ()
    if previous_led is not None:
        fake = TrickPlay(leader, C(previous_led.value, 7), previous_led, None)
        tricks = (Trick(leader, (fake,), leader, 0, "allergen", False),)
    r = dataclasses.replace(
        state.round,
        phase=Phase.PLAY,
        royal=royal,
        royal_flavors=royal_flavors(royal, info.flavors),
        allergen=allergen,
        allergen_decided=True,
        hands=hand_tuples,
        start_hands=hand_tuples,
        piles=pile_tuples,
        emma_built=pile_tuples,
        leader=leader,
        trick=tuple(plays),
        tricks=tricks,
        boxes=tuple(boxes) if boxes is not None else (0,) * n,
        bets=tuple(bets) if bets is not None else (None,) * n,
        bets_made=n,
        bets_decided=(True,) * n,
        pending=(None,) * n,
    )
    n_scores = len(info.teams) if info.teams else n
    return dataclasses.replace(
        state, round=r, scores=tuple(scores) if scores is not None else (0,) * n_scores
    )


def seats_for(mode: str, bot: str = "random") -> list[SeatSpec]:
    """Seat specs with a bot in every player seat (and Emma in solo)."""
    info = MODE_INFO[mode]
    if info.solo:
        return [SeatSpec("Player", "bot", bot), SeatSpec("Emma", "rule")]
    return [SeatSpec(f"Bot {i}", "bot", bot) for i in range(info.seats)]


def play_match(
    mode: str,
    seed: int,
    *,
    scoring: str = "standard",
    target: int = 10,
    bots: Iterable[Any] | None = None,
    on_step: Any = None,
) -> Match[Any, Any]:
    """Play a whole game through ``Match`` with bots (random by default)."""
    config = {"mode": mode, "scoring": scoring, "target": target}
    match: Match[Any, Any] = Match(GAME, config, seed, seats_for(mode))
    players = list(bots) if bots is not None else [RandomBot()] * match.game.num_seats(match.state)
    steps = 0
    while not match.finished:
        seat = match.seats_to_act()[0]
        if match.seats[seat].kind == "rule":
            action = match.legal_actions(seat)[0]
        else:
            action = match.bot_choice(seat, players[seat])
        match.play(seat, action)
        if on_step is not None:
            on_step(match)
        steps += 1
        assert steps < 5000, "the game does not end"
    return match
