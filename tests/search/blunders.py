"""Blunder-suite positions: Macaron positions described as data, built into states.

A position (``blunders/macaron.json``) names the mode, the seat to play, the Royal group
and the Allergen, that seat's hand, the cards on the table in this trick (``"seat:
card"``, in playing order, from ``leader``), the boxes, bets and scores, and the moves
that are ``good`` (the bot must pick one) or ``bad`` (it must pick none). Optionally
``others`` pins cards in other hands (``{"1": "almond 7"}``: seat 1 holds at least
these); ``played`` lists cards that went in earlier tricks of the round (seen by all).
Everything else is filled from ``seed``: the other hands (every seat holds as
many cards as the trick allows), the undealt cards, and the earlier tricks of the round
that hold the rest, built so that no seat is seen failing to follow a flavour it still
holds (the position then is one a real game can reach, and ``resample`` can imagine it).
"""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path
from typing import Any

from macaron_desktop.games.macaron import GAME
from macaron_desktop.games.macaron.cards import Card, Flavor, Group, deck_for, in_table_order
from macaron_desktop.games.macaron.choosing import royal_flavors
from macaron_desktop.games.macaron.config import MODE_INFO
from macaron_desktop.games.macaron.state import MacaronState, Phase, Trick, TrickPlay
from macaron_desktop.games.macaron.tricks import trick_boxes, trick_winner

HERE = Path(__file__).parent / "blunders"


def card(text: str) -> Card:
    """``"almond 7"`` -> the card; ``"green_tea 3"`` too."""
    name, rank = text.strip().rsplit(" ", 1)
    found = Card(Flavor(name), int(rank))
    if found not in deck_for(tuple(Flavor)):
        raise ValueError(f"no such card: {text!r}")
    return found


def cards(text: str) -> list[Card]:
    """Cards from ``"almond 6, blueberry 3"``."""
    return [card(part) for part in text.split(",") if part.strip()]


def load(name: str = "macaron") -> list[dict[str, Any]]:
    """The positions of ``blunders/<name>.json``."""
    data: list[dict[str, Any]] = json.loads((HERE / f"{name}.json").read_text("utf-8"))
    return data


def build(position: dict[str, Any]) -> MacaronState:
    """The state a position describes (see the module text)."""
    mode = position["mode"]
    info = MODE_INFO[mode]
    n = info.seats
    me = position["seat"]
    rng = random.Random(position.get("seed", 1))
    hand = cards(position["hand"])
    trick = []
    for entry in position.get("trick", []):
        seat, text = entry.split(":")
        trick.append((int(seat), card(text)))
    leader = position.get("leader", trick[0][0] if trick else me)
    if (leader + len(trick)) % n != me:
        raise ValueError(f"{position['id']}: seat {me} is not the one to play")
    in_trick = {s for s, _ in trick}
    size = {s: len(hand) - (1 if s in in_trick else 0) for s in range(n)}
    earlier = info.hand_size - len(hand)
    pinned = {int(s): cards(t) for s, t in position.get("others", {}).items()}
    played = cards(position.get("played", ""))
    used = set(hand) | {c for _, c in trick} | {c for cs in pinned.values() for c in cs}
    used |= set(played)
    rest = [c for c in deck_for(info.flavors) if c not in used]
    led = trick[0][1].flavor if trick else None
    void_now = {s for s, c in trick if c.flavor is not led}
    for _attempt in range(500):
        rng.shuffle(rest)
        pool = list(rest)
        hands: dict[int, list[Card]] = {me: list(hand)}
        ok = True
        for s in range(n):
            if s == me:
                continue
            held = list(pinned.get(s, []))
            for c in list(pool):
                if len(held) >= size[s]:
                    break
                if s in void_now and c.flavor is led:
                    continue
                held.append(c)
                pool.remove(c)
            ok = ok and len(held) == size[s]
            hands[s] = held
        undealt_count = len(deck_for(info.flavors)) - n * info.hand_size
        undealt, pool = pool[:undealt_count], pool[undealt_count:] + played
        if ok and len(pool) == earlier * n:
            tricks = _earlier_tricks(pool, hands, n, leader, position, rng)
            if tricks is not None:
                break
    else:
        raise ValueError(f"{position['id']}: no consistent filling found")
    return _state(position, info, hands, undealt, tricks, trick, leader)


def _earlier_tricks(
    pool: list[Card],
    hands: dict[int, list[Card]],
    n: int,
    leader: int,
    position: dict[str, Any],
    rng: random.Random,
) -> tuple[Trick, ...] | None:
    """The earlier tricks from ``pool``: each led in the flavour with most cards left;
    a seat gets another flavour only once the led one is used up, and only a seat that
    holds none of it now (so nothing contradicts what it still holds). None if stuck."""
    left = list(pool)
    royal = royal_flavors(Group(position["royal"]), MODE_INFO[position["mode"]].flavors)
    allergen = Flavor(position["allergen"]) if position.get("allergen") else None
    count = len(pool) // n
    tricks = []
    lead = (leader - count) % n  # any start will do; keeps the order plausible
    for _ in range(count):
        by = {}
        for c in left:
            by.setdefault(c.flavor, []).append(c)
        flavor = max(by, key=lambda f: (len(by[f]), rng.random()))
        same = sorted(by[flavor], key=lambda c: rng.random())
        order = [(lead + k) % n for k in range(n)]
        holders = [s for s in order if any(c.flavor is flavor for c in hands[s])]
        if len(same) < len(holders) and len(same) < n:
            return None
        plays = []
        # seats that still hold the flavour must follow; the leader leads it
        followers = sorted(order, key=lambda s: (s != lead, s not in holders, rng.random()))
        taken: dict[int, Card] = {}
        for s in followers:
            if same:
                taken[s] = same.pop()
            else:
                if s in holders:
                    return None
                other = [c for c in left if c.flavor is not flavor and c not in taken.values()]
                taken[s] = other[rng.randrange(len(other))]
        for s in order:
            c = taken[s]
            left.remove(c)
            plays.append(TrickPlay(s, c, c.flavor, None))
        pairs = [(p.flavor, p.card.rank) for p in plays]
        index = trick_winner(pairs, royal)
        boxes, reason = trick_boxes(pairs, index, allergen)
        royal_won = plays[0].flavor not in royal and plays[index].flavor in royal
        tricks.append(Trick(lead, tuple(plays), plays[index].seat, boxes, reason, royal_won))
        lead = plays[index].seat
    # a seat that failed to follow must not have followed that flavour later either
    for t, done in enumerate(tricks):
        for p in done.plays[1:]:
            if p.flavor is not done.plays[0].flavor:
                later = [q.card for d in tricks[t + 1 :] for q in d.plays if q.seat == p.seat]
                if any(c.flavor is done.plays[0].flavor for c in later):
                    return None
    return tuple(tricks)


def _state(
    position: dict[str, Any],
    info: Any,
    hands: dict[int, list[Card]],
    undealt: list[Card],
    tricks: tuple[Trick, ...],
    trick: list[tuple[int, Card]],
    leader: int,
) -> MacaronState:
    n = info.seats
    config = {
        "mode": position["mode"],
        "scoring": position.get("scoring", "standard"),
        "target": position.get("target", 10),
        "start_player": 0,
    }
    state = GAME.new_game(config, position.get("seed", 1))
    hand_tuples = tuple(in_table_order(hands[s]) for s in range(n))
    played = {s: [p.card for t in tricks for p in t.plays if p.seat == s] for s in range(n)}
    for s, c in trick:
        played[s].append(c)
    start = tuple(in_table_order(hands[s] + played[s]) for s in range(n))
    royal = Group(position["royal"])
    allergen = Flavor(position["allergen"]) if position.get("allergen") else None
    bets = tuple(position.get("bets", [None] * n))
    r = dataclasses.replace(
        state.round,
        phase=Phase.PLAY,
        royal=royal,
        royal_flavors=royal_flavors(royal, info.flavors),
        allergen=allergen,
        allergen_decided=True,
        dealt=start,
        start_hands=start,
        hands=hand_tuples,
        undealt=in_table_order(undealt),
        leader=leader,
        trick=tuple(TrickPlay(s, c, c.flavor, None) for s, c in trick),
        tricks=tricks,
        boxes=tuple(position.get("boxes", [0] * n)),
        bets=bets,
        bets_made=n,
        bets_decided=(True,) * n,
        pending=(None,) * n,
        passes=(),
        view_bases=(),
    )
    sides = len(info.teams) if info.teams else n
    scores = tuple(position.get("scores", [0] * sides))
    return dataclasses.replace(state, round=r, scores=scores)
