"""The action log of a Macaron record, found again from its rounds, so the replay can
step through a record of the published format (which holds no moves).

The record's rounds say every choice: the passes (or the solo discard), the votes, the
Royal group and the Allergen, the bets and every card played. From the record's seed the
rules deal the same cards; at each step the one legal action whose outcome agrees with
the round the record describes is the move. A record the rules cannot follow this way
(a deal that is not its seed's) gives ``None``: the replay then refuses it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .record import card_json
from .rules import GAME
from .state import MacaronState, Phase, RoundState

# a game longer than this many moves is not one of this record's (a safety stop)
MOST_MOVES = 20_000


def _seat(entry: Mapping[str, Any]) -> dict[str, Any]:
    kind = str(entry.get("kind", "human"))
    if kind.startswith("bot:"):
        return {"name": entry["name"], "kind": "bot", "level": kind[4:]}
    if kind == "emma":
        return {"name": entry["name"], "kind": "rule", "level": None}
    return {"name": entry["name"], "kind": kind, "level": None}


def _cards(cards: Sequence[Any]) -> list[Any]:
    return sorted((c["flavor"], c["rank"]) for c in cards)


def _of(cards: Sequence[Any]) -> list[Any]:
    return _cards([card_json(c) for c in cards])


def _prefix(have: Sequence[Any], want: Sequence[Any]) -> bool:
    return len(have) <= len(want) and list(have) == list(want[: len(have)])


def _play(p: Any) -> tuple[Any, ...]:
    return (p.seat, card_json(p.card), p.pile.value if p.pile else None)


def _wanted_play(p: Mapping[str, Any]) -> tuple[Any, ...]:
    return (p["seat"], p["card"], p.get("pile"))


def _agrees(r: RoundState, d: Mapping[str, Any]) -> bool:
    """Whether round ``r`` so far is the beginning of the record's round ``d``."""
    passes = {p["from"]: _cards(p["cards"]) for p in d.get("passes", ())}
    for seat, chosen in enumerate(r.pending):
        if chosen is not None and passes.get(seat) != _of(chosen):
            return False
    for done in r.passes:
        if passes.get(done.from_seat) != _of(done.cards):
            return False
    discard = [tuple(c) for c in _cards(d.get("solo_discard", ()))]
    mine = [tuple(c) for c in _of(r.discard)]
    # while the player discards, some of the cards; once past it, exactly those
    if not set(mine) <= set(discard) or (r.phase is not Phase.DISCARD and mine != discard):
        return False
    votes = [(v["seat"], v["value"], v["on"]) for v in d.get("votes", ())]
    targets = [(v.seat, v.value) for v in r.votes]
    if not _prefix(targets, [(s, n) for s, n, _ in votes]):
        return False
    for (_, _, on), vote in zip(votes, r.votes, strict=False):
        if on.split(":", 1)[1] != vote.target.value:
            return False
    if r.royal is not None and r.royal.value != d.get("royal_group"):
        return False
    if r.allergen is not None and r.allergen.value != d.get("allergen"):
        return False
    bets = d.get("bets", ())
    for seat, decided in enumerate(r.bets_decided):
        if decided and (seat >= len(bets) or r.bets[seat] != bets[seat]):
            return False
    tricks = d.get("tricks", ())
    if len(r.tricks) > len(tricks):
        return False
    for done, want in zip(r.tricks, tricks, strict=False):
        if [_play(p) for p in done.plays] != [_wanted_play(p) for p in want["plays"]]:
            return False
    if r.trick:
        if len(r.tricks) >= len(tricks):
            return False
        want = [_wanted_play(p) for p in tricks[len(r.tricks)]["plays"]]
        if not _prefix([_play(p) for p in r.trick], want):
            return False
    return True


def _consistent(state: MacaronState, rounds: Sequence[Mapping[str, Any]]) -> bool:
    done = len(state.history)
    if done > len(rounds):
        return False
    if done and not _agrees(state.history[-1], rounds[done - 1]):
        return False  # the round just ended (its last trick came with this move)
    if state.result is not None:
        return len(state.history) == len(rounds)
    if len(state.history) == len(rounds):
        return False
    return _agrees(state.round, rounds[len(state.history)])


def envelope(record: Mapping[str, Any]) -> dict[str, Any] | None:
    """The envelope parts (``game_id``, ``config``, ``seed``, ``seats``, ``moves``) of a
    good record of the published format; ``None`` where the rules cannot follow it."""
    rounds = record.get("rounds") or []
    if not rounds:
        return None
    config: dict[str, Any] = {
        "mode": record["mode"],
        "scoring": record["scoring"],
        "target": record["target"],
        "start_player": None,
    }
    seed = int(record["seed"])
    try:
        state = GAME.new_game(config, seed)
        if state.round.start_seat != rounds[0]["start_seat"]:
            # not the seed's draw: the game was started with its start player chosen
            config["start_player"] = rounds[0]["start_seat"]
            state = GAME.new_game(config, seed)
    except (ValueError, KeyError, TypeError):
        return None
    moves: list[dict[str, Any]] = []
    while GAME.result(state) is None and len(moves) < MOST_MOVES:
        if not _consistent(state, rounds):
            return None
        seat = GAME.seats_to_act(state)[0]
        found = None
        for action in GAME.legal_actions(state, seat):
            after = GAME.apply(state, seat, action)
            if _consistent(after, rounds):
                found = (action, after)
                break
        if found is None:
            return None
        action, state = found
        moves.append({"seat": seat, "action": GAME.encode_action(action)})
    if GAME.result(state) is None:
        return None
    return {
        "game_id": GAME.game_id,
        "config": config,
        "seed": seed,
        "seats": [_seat(s) for s in record["seats"]],
        "moves": moves,
    }
