"""Game records of La Macarena (format ``macarena-record`` 1, see docs/macarena-record.md).

:func:`make_record` writes the record of a game from its final state. :func:`check_record`
re-verifies a record from its own contents only: it re-derives each shuffle from the seed,
deals, replays every turn with its own reading of the rules (links, mirrors, protected
wells, Macas, hand ends), recomputes every end-of-hand award and the winners, and
compares. It shares no code with the engine on purpose: it is the second opinion.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from macaron_desktop import __version__

from .state import Award, HandRecord, MacarenaState, Standing, Turn

FORMAT = "macarena-record"
VERSION = 1
GAME_ID = "macarena"

# --------------------------------------------------------------------------- writing


def _cards(cards: Sequence[Any]) -> list[str]:
    return [c.value for c in cards]


def _standing_json(s: Standing) -> dict[str, Any]:
    return {"elements": [e.value for e in s.elements], "coins": s.coins, "amulets": s.amulets}


def _seat_json(spec: Any) -> dict[str, str]:
    kind = str(getattr(spec, "kind", "human"))
    if kind == "bot":
        kind = f"bot:{getattr(spec, 'level', None) or 'random'}"
    return {"name": str(getattr(spec, "name", "")), "kind": kind}


def _turn_json(turn: Turn, drawn: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"seat": turn.seat, "mirror_turn": turn.mirror_turn}
    data["drawn"] = drawn.value
    if turn.well is None:
        data["pass"] = True
        data["macas_returned"] = list(turn.returned)
        return data
    data["well"] = turn.well
    data["cards"] = _cards(turn.cards)
    data["mirror"] = turn.mirror
    if turn.mirror:
        data["maca"] = {"well": turn.well, "moved_from": turn.maca_from}
    return data


def _award_json(a: Award) -> dict[str, Any]:
    return {
        "kind": a.kind,
        "seat": a.seat,
        "element": a.element.value if a.element else None,
        "coins": a.coins,
        "reason": a.reason,
        "standings": [_standing_json(s) for s in a.standings],
    }


def _hand_json(players: int, h: HandRecord) -> dict[str, Any]:
    r = h.result
    first_draw = 7 * players + 7
    turns = [_turn_json(t, h.deck[first_draw + i]) for i, t in enumerate(h.turns)]
    return {
        "number": r.number,
        "start_seat": r.start_seat,
        "deck": _cards(h.deck),
        "dealt": [_cards(h.deck[7 * i : 7 * i + 7]) for i in range(players)],
        "wells": _cards(h.deck[7 * players : first_draw]),
        "turns": turns,
        "end": {"reason": r.end, "seat": r.seat},
        "hand_sizes": list(r.hand_sizes),
        "collections": None if r.collections is None else [_cards(c) for c in r.collections],
        "active_macas": list(r.active_macas),
        "awards": [_award_json(a) for a in r.awards],
        "standings": [_standing_json(s) for s in r.standings],
    }


def make_record(
    config: Mapping[str, Any],
    seed: int,
    seats: Sequence[Any],
    state: MacarenaState,
    moves: Sequence[Any] = (),
) -> dict[str, Any]:
    """The record of a game (finished or not: a hand still being played is left out).

    ``seats`` are ``SeatSpec``-like (``name``, ``kind``, ``level``); ``moves`` the whole
    action log as ``Move``-like values (``seat``, ``action``) or already encoded dicts.
    The app and the simulator always give it: an empty ``moves`` in a record means a
    game nobody has moved in yet, or a record written without its log by an older
    simulator.
    """
    from .rules import GAME

    encoded = []
    for m in moves:
        if isinstance(m, Mapping):
            encoded.append(dict(m))
        else:
            encoded.append({"seat": m.seat, "action": GAME.encode_action(m.action)})
    result = state.result
    by = None
    if result is not None:
        by = (
            "all_wells"
            if state.hand_results and state.hand_results[-1].end == "all_wells"
            else "amulets"
        )
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": GAME_ID,
        "app_version": __version__,
        "config": {"players": state.players, "start_player": config.get("start_player")},
        "seed": seed,
        "seats": [_seat_json(s) for s in seats],
        "hands": [_hand_json(state.players, h) for h in state.archive],
        "moves": encoded,
        "result": None
        if result is None
        else {
            "winners": list(result.winners),
            "amulets": list(result.scores),
            "scores": list(result.scores),
            "by": by,
        },
        "finished": result is not None,
    }


# --------------------------------------------------------------------------- checking
#
# Everything below reads the record as plain JSON data: cards are (element, rank) pairs
# parsed from their strings, and the rules are written out again from the rulebook.

_ELEMENTS = ("water", "air", "earth", "fire")


class _Bad(Exception):
    """A problem that stops the check of the current hand."""


def _card(text: Any) -> tuple[str, int]:
    if not isinstance(text, str) or "-" not in text:
        raise _Bad(f"not a card: {text!r}")
    element, _, rank = text.rpartition("-")
    if element not in _ELEMENTS or not rank.isdigit() or not 1 <= int(rank) <= 13:
        raise _Bad(f"not a card: {text!r}")
    return element, int(rank)


def _card_list(value: Any, what: str) -> list[tuple[str, int]]:
    if not isinstance(value, list):
        raise _Bad(f"{what} is not a list of cards")
    return [_card(v) for v in value]


def _follows(before: tuple[str, int], after: tuple[str, int]) -> str | None:
    """How ``after`` links to ``before``: ``"rank"``, ``"run"``, ``"mirror"`` or None."""
    if before == after:
        return "mirror"
    if before[1] == after[1]:
        return "rank"
    if before[0] == after[0] and (before[1] - after[1]) % 13 in (1, 12):
        return "run"
    return None


def _height(rank: int) -> int:
    return 14 if rank == 1 else rank


def documented_shuffle(seed: int, number: int) -> list[str]:
    """The deck of hand ``number`` as the format documents it (re-derived here)."""
    text = f"{seed}:hand:{number}:deal"
    key = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")
    deck = [f"{e}-{r}" for _ in range(2) for e in _ELEMENTS for r in range(1, 14)]
    random.Random(key).shuffle(deck)
    return deck


def documented_start(seed: int, players: int) -> int:
    """The first start player when the config names none (re-derived here)."""
    text = f"{seed}:start_player"
    key = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")
    return random.Random(key).randrange(players)


class _Table:
    """The checker's own bookkeeping of one game."""

    def __init__(self, players: int) -> None:
        self.n = players
        self.elements: list[set[str]] = [set() for _ in range(players)]
        self.coins = [0] * players
        self.amulets = [0] * players

    def standings(self) -> list[dict[str, Any]]:
        return [
            {
                "elements": [e for e in _ELEMENTS if e in self.elements[p]],
                "coins": self.coins[p],
                "amulets": self.amulets[p],
            }
            for p in range(self.n)
        ]


def check_record(record: Any, *, check_shuffle: bool = True) -> list[str]:
    """Every problem found in ``record`` (an empty list: the record keeps the rules).

    With ``check_shuffle`` each hand's deck must also be the documented shuffle of the
    seed; without it any arrangement of the 104 cards is accepted.
    """
    problems: list[str] = []
    if not isinstance(record, Mapping):
        return ["the record is not a JSON object"]
    for key, want in (("format", FORMAT), ("version", VERSION), ("game", GAME_ID)):
        if record.get(key) != want:
            problems.append(f"{key} is {record.get(key)!r}, expected {want!r}")
    config = record.get("config")
    players = config.get("players") if isinstance(config, Mapping) else None
    if players not in (2, 3, 4, 5):
        return [*problems, "config.players must be 2 to 5"]
    seed = record.get("seed")
    if not isinstance(seed, int):
        return [*problems, "seed is not an integer"]
    seats = record.get("seats")
    if not isinstance(seats, list) or len(seats) != players:
        problems.append(f"seats must list {players} seats")
    hands = record.get("hands")
    if not isinstance(hands, list):
        return [*problems, "hands is not a list"]
    table = _Table(players)
    target = 2 if players <= 3 else 1
    start = config.get("start_player")
    if start is None:
        start = documented_start(seed, players)
    over: dict[str, Any] | None = None
    for index, hand in enumerate(hands):
        where = f"hand {index + 1}"
        if over is not None:
            problems.append(f"{where}: played after the game was over")
            break
        expected_start = start if index == 0 else (start + index) % players
        try:
            over = _check_hand(
                hand, where, index + 1, expected_start, seed, table, target, check_shuffle
            )
        except _Bad as bad:
            problems.append(f"{where}: {bad}")
            return problems
    problems.extend(_check_result(record, over))
    problems.extend(_check_moves(record, hands))
    return problems


def _check_result(record: Mapping[str, Any], over: dict[str, Any] | None) -> list[str]:
    result = record.get("result")
    if over is None:
        if record.get("finished") or result is not None:
            return ["the record says the game is over, but no hand ended it"]
        return []
    out = []
    if not record.get("finished"):
        out.append("the game ended but the record is not marked finished")
    if not isinstance(result, Mapping):
        return [*out, "the game ended but there is no result"]
    for key in ("winners", "amulets", "by"):
        if result.get(key) != over[key]:
            out.append(f"result.{key} is {result.get(key)!r}, expected {over[key]!r}")
    # the kit's name for the amulets (records written before it was added lack it)
    if "scores" in result and result["scores"] != over["amulets"]:
        out.append(f"result.scores is {result['scores']!r}, expected {over['amulets']!r}")
    return out


def _check_hand(
    hand: Any,
    where: str,
    number: int,
    start: int,
    seed: int,
    table: _Table,
    target: int,
    check_shuffle: bool,
) -> dict[str, Any] | None:
    """Replay one hand; returns how the game ended if it did. Raises ``_Bad``."""
    n = table.n
    if not isinstance(hand, Mapping):
        raise _Bad("not an object")
    if hand.get("number") != number:
        raise _Bad(f"number is {hand.get('number')!r}")
    if hand.get("start_seat") != start:
        raise _Bad(f"start_seat is {hand.get('start_seat')!r}, expected {start}")
    raw_deck = hand.get("deck")
    deck = _card_list(raw_deck, "deck")
    if len(deck) != 104 or any(v != 2 for v in Counter(deck).values()) or len(set(deck)) != 52:
        raise _Bad("the deck is not the 104 cards, each twice")
    if check_shuffle and raw_deck != documented_shuffle(seed, number):
        raise _Bad("the deck is not the shuffle of the seed")
    holding = [Counter(deck[7 * p : 7 * p + 7]) for p in range(n)]
    if [Counter(_card_list(h, "dealt")) for h in hand.get("dealt") or []] != holding:
        raise _Bad("dealt does not match the deck")
    piles = [[c] for c in deck[7 * n : 7 * n + 7]]
    if _card_list(hand.get("wells"), "wells") != [p[0] for p in piles]:
        raise _Bad("wells do not match the deck")
    macas: list[list[int]] = [[] for _ in range(7)]
    kept: list[list[tuple[str, int]]] = [[] for _ in range(n)]
    pointer = 7 * n + 7
    seat, mirror_turn = start, False
    ended: tuple[str, int | None] | None = None
    turns = hand.get("turns")
    if not isinstance(turns, list):
        raise _Bad("turns is not a list")
    for i, turn in enumerate(turns):
        at = f"turn {i + 1}"
        if ended is not None:
            raise _Bad(f"{at}: the hand was already over")
        if not isinstance(turn, Mapping):
            raise _Bad(f"{at}: not an object")
        if turn.get("seat") != seat or turn.get("mirror_turn") is not mirror_turn:
            raise _Bad(f"{at}: expected seat {seat}, mirror turn {mirror_turn}")
        if pointer >= 104:
            raise _Bad(f"{at}: the deck was empty, the hand had ended")
        if _card(turn.get("drawn")) != deck[pointer]:
            raise _Bad(f"{at}: drawn is not the next card of the deck")
        holding[seat][deck[pointer]] += 1
        pointer += 1
        if turn.get("pass"):
            mine = sorted(w for w in range(7) for o in macas[w] if o == seat)
            if sorted(turn.get("macas_returned") or []) != mine:
                raise _Bad(f"{at}: a pass returns the Macas on wells {mine}")
            macas = [[o for o in m if o != seat] for m in macas]
            seat, mirror_turn = (seat + 1) % n, False
            continue
        ended = _check_series(turn, at, seat, mirror_turn, piles, macas, holding, kept)
        if ended is None and turn.get("mirror"):
            mirror_turn = True
        elif ended is None:
            seat, mirror_turn = (seat + 1) % n, False
    if ended is None:
        if pointer < 104:
            raise _Bad("the turns stop before the deck is empty and nobody left")
        ended = ("deck_empty", None)
    end = hand.get("end")
    if not isinstance(end, Mapping) or (end.get("reason"), end.get("seat")) != ended:
        raise _Bad(f"end should be {{'reason': {ended[0]!r}, 'seat': {ended[1]!r}}}")
    sizes = [sum(h.values()) for h in holding]
    if hand.get("hand_sizes") != sizes:
        raise _Bad(f"hand_sizes should be {sizes}")
    active = [sum(m.count(p) for m in macas) for p in range(n)]
    if hand.get("active_macas") != active:
        raise _Bad(f"active_macas should be {active}")
    if ended[0] == "all_wells":
        if hand.get("awards"):
            raise _Bad("an instant win hands out no awards")
        if hand.get("collections") is not None:
            raise _Bad("after an instant win the collections are never shown")
        return {"winners": [ended[1]], "amulets": list(table.amulets), "by": "all_wells"}
    shown = hand.get("collections")
    if not isinstance(shown, list) or [_card_list(c, "collection") for c in shown] != kept:
        raise _Bad("collections do not match the series laid")
    _check_awards(hand.get("awards"), table, sizes, active, kept, ended[1])
    if hand.get("standings") != table.standings():
        raise _Bad("standings do not match the awards")
    reached = [p for p in range(n) if table.amulets[p] >= target]
    if not reached:
        return None

    def rank(p: int) -> tuple[int, int, int]:
        return table.amulets[p], len(table.elements[p]), table.coins[p]

    best = max(rank(p) for p in reached)
    winners = [p for p in reached if rank(p) == best]
    return {"winners": winners, "amulets": list(table.amulets), "by": "amulets"}


def _check_series(
    turn: Mapping[str, Any],
    at: str,
    seat: int,
    mirror_turn: bool,
    piles: list[list[tuple[str, int]]],
    macas: list[list[int]],
    holding: list[Counter[tuple[str, int]]],
    kept: list[list[tuple[str, int]]],
) -> tuple[str, int | None] | None:
    """Check and apply one series; returns the end of the hand if it ended it."""
    well = turn.get("well")
    if not isinstance(well, int) or not 0 <= well < 7:
        raise _Bad(f"{at}: no such well {well!r}")
    if not mirror_turn and macas[well] and seat not in macas[well]:
        raise _Bad(f"{at}: well {well} is protected by another player's Maca")
    cards = _card_list(turn.get("cards"), f"{at} cards")
    if not cards:
        raise _Bad(f"{at}: an empty series")
    if Counter(cards) - holding[seat]:
        raise _Bad(f"{at}: the series uses cards not in the hand")
    top = piles[well][-1]
    chain = [top, *cards]
    kinds = [_follows(a, b) for a, b in zip(chain, chain[1:], strict=False)]
    if None in kinds:
        bad = kinds.index(None)
        raise _Bad(f"{at}: card {bad + 1} of the series does not link")
    if "mirror" in kinds[:-1]:
        raise _Bad(f"{at}: a mirror must be the last card of a series")
    mirror = kinds[-1] == "mirror"
    if turn.get("mirror") is not mirror:
        raise _Bad(f"{at}: mirror should be {mirror}")
    holding[seat] -= Counter(cards)
    if len(cards) == 1 and mirror:
        kept[seat].append(cards[0])
    elif len(cards) == 1:
        piles[well].append(cards[0])
    else:
        kept[seat].extend(cards[:-1])
        piles[well].append(cards[-1])
    if mirror:
        maca = turn.get("maca")
        if not isinstance(maca, Mapping) or maca.get("well") != well:
            raise _Bad(f"{at}: a mirror places a Maca on well {well}")
        source = maca.get("moved_from")
        out = sum(m.count(seat) for m in macas)
        if out < 7:
            if source is not None:
                raise _Bad(f"{at}: with Macas left in the supply, a new one is placed")
        elif macas[well].count(seat) == 7:
            if source != well:
                raise _Bad(f"{at}: all seven Macas were on well {well}: nothing moves")
        else:
            if source == well or not isinstance(source, int) or not 0 <= source < 7:
                raise _Bad(f"{at}: the eighth Maca moves from another well")
            if seat not in macas[source]:
                raise _Bad(f"{at}: no Maca of seat {seat} on well {source} to move")
            macas[source].remove(seat)
        if not (out == 7 and source == well):
            macas[well].append(seat)
        if all(seat in m for m in macas):
            return ("all_wells", seat)
    elif "maca" in turn:
        raise _Bad(f"{at}: Maca changes without a mirror")
    if not +holding[seat]:
        return ("left", seat)
    return None


def _check_awards(
    awards: Any,
    table: _Table,
    sizes: list[int],
    active: list[int],
    kept: list[list[tuple[str, int]]],
    leaver: int | None,
) -> None:
    """Recompute the end-of-hand awards in order, taking the choices from the record."""
    if not isinstance(awards, list):
        raise _Bad("awards is not a list")
    n = table.n
    queue = iter(enumerate(awards))

    def expect(
        kind: str,
        seat: int | None,
        element: str | None = None,
        coins: int = 0,
        reason: str | None = None,
        choose: Sequence[str] = (),
    ) -> str | None:
        try:
            i, got = next(queue)
        except StopIteration:
            raise _Bad(f"award missing: {kind} for seat {seat}") from None
        if not isinstance(got, Mapping):
            raise _Bad(f"award {i + 1} is not an object")
        if choose:
            element = got.get("element")
            if element not in choose:
                raise _Bad(f"award {i + 1}: {kind} must name one of {sorted(choose)}")
        wanted = (kind, seat, element, coins, reason)
        found = tuple(got.get(k) for k in ("kind", "seat", "element", "coins", "reason"))
        if found != wanted:
            raise _Bad(f"award {i + 1} is {found}, expected {wanted}")
        apply(kind, seat, element, coins)
        if got.get("standings") != table.standings():
            raise _Bad(f"award {i + 1}: standings after it do not add up")
        return element

    def apply(kind: str, seat: int | None, element: str | None, coins: int) -> None:
        if seat is None:
            return
        if kind in ("hand_over_element",):
            table.elements[seat].discard(element)  # type: ignore[arg-type]
        elif kind in ("element_token", "element_bought"):
            table.elements[seat].add(element)  # type: ignore[arg-type]
        elif kind == "amulet":
            table.elements[seat].clear()
            table.amulets[seat] += 1
        if kind == "hand_over_coins":
            table.coins[seat] = 0
        else:
            table.coins[seat] += coins

    most = max(sizes)
    for p in range(n):
        if sizes[p] != most:
            continue
        held = table.elements[p]
        if held:
            expect("hand_over_element", p, choose=sorted(held))
        elif table.coins[p]:
            expect("hand_over_coins", p, coins=-table.coins[p])
        else:
            expect("hand_over_nothing", p)
    for p in range(n):
        if active[p]:
            expect("maca_coins", p, coins=active[p])
    largest = max(len(k) for k in kept)
    if largest:
        for p in range(n):
            if len(kept[p]) == largest:
                expect("largest_collection", p, coins=1)
    if leaver is not None:
        expect("left_the_hand", leaver, coins=1)
    for element in _ELEMENTS:
        lists = {
            p: sorted((_height(r) for e, r in kept[p] if e == element), reverse=True)
            for p in range(n)
        }
        lists = {p: h for p, h in lists.items() if h}
        if not lists:
            expect("element_unclaimed", None, element, reason="no_cards")
            continue
        top = max((len(h), h) for h in lists.values())
        best = [p for p, h in lists.items() if (len(h), h) == top]
        if len(best) > 1:
            expect("element_unclaimed", None, element, reason="tie")
        elif element in table.elements[best[0]]:
            expect("element_coin", best[0], element, coins=1)
        else:
            expect("element_token", best[0], element)
    for p in range(n):
        while True:
            if len(table.elements[p]) == 4:
                expect("amulet", p)
            elif table.coins[p] >= 4:
                lacking = [e for e in _ELEMENTS if e not in table.elements[p]]
                expect("element_bought", p, coins=-4, choose=lacking)
            else:
                break
    leftover = next(queue, None)
    if leftover is not None:
        raise _Bad(f"award {leftover[0] + 1} is not due")


def _check_moves(record: Mapping[str, Any], hands: list[Any]) -> list[str]:
    """The action log must lay exactly the series and passes of the turns (an unfinished
    game's log goes on into the hand being played). An empty log is a record written
    without one (the simulator of earlier versions): there is nothing to compare."""
    moves = record.get("moves")
    if not moves:
        return []
    if not isinstance(moves, list):
        return ["moves is not a list"]
    played: list[tuple[Any, ...]] = []
    well: Any = None
    laid: list[Any] = []
    for m in moves:
        action = m.get("action") if isinstance(m, Mapping) else None
        kind = action.get("type") if isinstance(action, Mapping) else None
        if kind == "ChooseWell":
            well, laid = action.get("well"), []  # type: ignore[union-attr]
        elif kind == "LayCard":
            laid.append(action.get("card", {}).get("value"))  # type: ignore[union-attr]
        elif kind == "TakeBack":
            if laid:
                laid.pop()
            else:
                well = None
        elif kind == "FinishSeries":
            played.append((m.get("seat"), well, tuple(laid)))
            well, laid = None, []
        elif kind == "Pass":
            played.append((m.get("seat"), None, ()))
    turned = [
        (t.get("seat"), t.get("well"), tuple(t.get("cards") or ()))
        for h in hands
        if isinstance(h, Mapping)
        for t in h.get("turns") or []
        if isinstance(t, Mapping)
    ]
    if played[: len(turned)] != turned:
        return ["the moves do not lay the series and passes the turns list"]
    if record.get("finished") and len(played) != len(turned):
        return [f"the moves lay {len(played) - len(turned)} series or passes after the last turn"]
    return []


def as_envelope(data: Mapping[str, Any]) -> dict[str, Any] | None:
    """A good record as the core envelope's parts, for the replay: the config, seed, seats
    (``"bot:LEVEL"`` read back as a bot of that level) and moves; ``None`` for a record
    written without its action log (an older simulator's)."""
    moves = data.get("moves")
    if not moves:
        return None
    seats = []
    for seat in data["seats"]:
        kind, _, level = str(seat["kind"]).partition(":")
        seats.append({"name": seat["name"], "kind": kind, "level": level or None})
    return {
        "game_id": GAME_ID,
        "config": dict(data["config"]),
        "seed": data["seed"],
        "seats": seats,
        "moves": list(moves),
    }
