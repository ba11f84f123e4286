"""Game records in the format of ``shared/specs/macaron-record.md`` (format 1).

:func:`build_record` writes a match's record; :func:`validate_record` checks a record's
shape and then replays its numbers against the rules: dealing and passing, Emma's piles
and plays, Royal and Allergen, the following rule, every trick's winner and boxes, the
end of each round, VP, scores, the end of the game and the winners. It relies only on
the record itself (plus the pure rule functions), so it can check records from anywhere.

The checking reads the record with :mod:`.record_checker` and checks each round's parts
in :mod:`.record_rounds`; every public name is read from here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from macaron_desktop import __version__

from .cards import Card, Flavor, Group
from .config import EMMA, MODE_INFO, PLAYER, TARGETS, ModeInfo
from .record_checker import InvalidRecord, _Checker, _Stop
from .record_rounds import (
    _check_deal_and_passes,
    _check_deal_from_seed,
    _check_royal_allergen,
    _check_solo_setup,
    _check_tricks,
)
from .scoring import bet_range, score_round
from .state import MacaronState, RoundState

FORMAT = "macaron-record"
VERSION = 1

# --------------------------------------------------------------------------- writing


def card_json(card: Card) -> dict[str, Any]:
    """A card as record data."""
    return {"flavor": card.flavor.value, "rank": card.rank}


def _cards(cards: Sequence[Card]) -> list[dict[str, Any]]:
    return [card_json(c) for c in cards]


def seat_kind(spec: Any) -> str:
    """A seat's ``kind`` in a record: ``human``, ``emma`` or ``bot:<name>``.

    Emma's seat is a ``"rule"`` seat in the app (the rules play it); the record format
    names her.
    """
    if spec.kind == "bot":
        return f"bot:{spec.level or 'random'}"
    if spec.kind == "rule":
        return "emma"
    return str(spec.kind)


def build_record(match: Any) -> dict[str, Any]:
    """The record of a Macaron match (finished or not; unfinished rounds are left out)."""
    return record_from_state(match.config, match.seed, match.seats, match.state)


def record_from_state(
    config: Mapping[str, Any], seed: int, seats: Sequence[Any], state: MacaronState
) -> dict[str, Any]:
    """The record of a game from its seats, seed and latest state.

    Only scored rounds are written: a round still being played has no boxes, VP or
    scores to claim yet.
    """
    info = state.info
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "app_version": __version__,
        "mode": state.mode,
        "scoring": state.scoring,
        "target": state.target,
        "seed": seed,
        "seats": [{"name": s.name, "kind": seat_kind(s)} for s in seats],
    }
    if info.teams:
        record["teams"] = [list(t) for t in info.teams]
    record["rounds"] = [
        _round_json(info, r, summary)
        for r, summary in zip(state.history, state.summaries, strict=True)
    ]
    record["final_scores"] = list(state.scores)
    record["winners"] = list(state.result.winners) if state.result else []
    record["finished"] = state.result is not None
    return record


def _round_json(info: ModeInfo, r: RoundState, summary: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "number": r.number,
        "start_seat": r.start_seat,
        "flavors": [f.value for f in info.flavors],
        "dealt": [_cards(h) for h in r.dealt],
        "undealt": _cards(r.undealt),
        "passes": [
            {"from": p.from_seat, "to": p.to_seat, "cards": _cards(p.cards)} for p in r.passes
        ],
    }
    if info.solo:
        data["solo_discard"] = _cards(r.discard)
        data["solo_draw"] = _cards(r.drawn)
        data["emma_piles"] = {
            f.value: _cards(p) for f, p in zip(info.flavors, r.emma_built, strict=True)
        }
        data["emma_random"] = {
            f.value: card_json(c) for f, c in zip(info.flavors, r.emma_random, strict=True)
        }
    data["hands"] = [_cards(h) for h in r.start_hands]
    if info.choosers:
        data["royal_chooser"] = r.royal_chooser
    if info.solo or info.choosers:
        data["allergen_chooser"] = r.allergen_chooser
    if info.voting:
        data["votes"] = [
            {"seat": v.seat, "value": v.value, "on": _vote_target(v.target)} for v in r.votes
        ]
    data["royal_group"] = r.royal.value if r.royal else None
    data["allergen"] = r.allergen.value if r.allergen else None
    data["bets"] = list(r.bets)
    data["tricks"] = [
        {
            "leader": t.leader,
            "plays": [
                {
                    "seat": p.seat,
                    "card": card_json(p.card),
                    "flavor": p.flavor.value,
                    "pile": p.pile.value if p.pile else None,
                }
                for p in t.plays
            ],
            "winner": t.winner,
            "boxes": t.boxes,
        }
        for t in r.tricks
    ]
    data["boxes"] = list(summary.boxes)
    data["vp"] = list(summary.vp)
    data["scores"] = list(summary.scores)
    return data


def _vote_target(target: Group | Flavor) -> str:
    return f"group:{target.value}" if isinstance(target, Group) else f"flavor:{target.value}"


# --------------------------------------------------------------------------- checking


_TOP_KEYS = {
    "format",
    "version",
    "app_version",
    "mode",
    "scoring",
    "target",
    "seed",
    "seats",
    "teams",
    "rounds",
    "final_scores",
    "winners",
    "finished",
}
_ROUND_KEYS = {
    "number",
    "start_seat",
    "flavors",
    "dealt",
    "undealt",
    "passes",
    "solo_discard",
    "solo_draw",
    "emma_piles",
    "emma_random",
    "hands",
    "royal_chooser",
    "allergen_chooser",
    "votes",
    "royal_group",
    "allergen",
    "bets",
    "tricks",
    "boxes",
    "vp",
    "scores",
}


def validate_record(data: Any, *, check_deal: bool = False) -> None:
    """Check a record's shape and every number in it; raises :class:`InvalidRecord`.

    With ``check_deal``, also check that the cards dealt (the solo draw, Emma's piles and
    the voting tokens included) are the ones this program deals from the record's seed.
    That is this program's shuffling, not a rule of the game, so it is off by default.
    """
    check = _Checker()
    check.check_deal = check_deal
    try:
        _check_record(check, data)
    except _Stop:
        pass
    if check.problems:
        raise InvalidRecord(check.problems)


def _check_record(check: _Checker, data: Any) -> None:
    top = check.obj(data, "record")
    extra = set(top) - _TOP_KEYS
    if extra:
        check.fail("record", f"unknown keys {sorted(extra)}")
    if top.get("format") != FORMAT:
        check.fail("format", f"must be {FORMAT!r}")
    if top.get("version") != VERSION:
        check.fail("version", f"must be {VERSION}")
    if not isinstance(top.get("app_version"), str):
        check.fail("app_version", "must be a string")
    mode = top.get("mode")
    if not isinstance(mode, str) or mode not in MODE_INFO:
        raise check.stop("mode", f"unknown mode {mode!r}")
    info = MODE_INFO[mode]
    scoring = top.get("scoring")
    if not isinstance(scoring, str) or scoring not in TARGETS:
        raise check.stop("scoring", f"unknown side {scoring!r}")
    target = top.get("target")
    if isinstance(target, bool) or target not in TARGETS[scoring]:
        raise check.stop("target", f"{target!r} is not a target of the {scoring} side")
    check.seed = check.int_(top.get("seed"), "seed")
    seats = check.lst(top.get("seats"), "seats", info.seats)
    for i, spec in enumerate(seats):
        spec = check.obj(spec, f"seats[{i}]")
        if set(spec) != {"name", "kind"} or not isinstance(spec.get("name"), str):
            check.fail(f"seats[{i}]", "a seat has a string name and a kind")
        kind = spec.get("kind")
        if info.solo and i == EMMA:
            if kind != "emma":
                check.fail(f"seats[{i}]", "seat 1 in solo is Emma")
        elif not (kind == "human" or (isinstance(kind, str) and kind.startswith("bot:"))):
            check.fail(f"seats[{i}].kind", f"must be human or bot:<name>, not {kind!r}")
    if info.teams:
        if top.get("teams") != [list(t) for t in info.teams]:
            check.fail("teams", "must be [[0, 2], [1, 3]] in 2v2")
    else:
        check.absent_or_null(top, "teams", "record")
    rounds = check.lst(top.get("rounds"), "rounds")
    n_scores = len(info.teams) if info.teams else info.seats
    scores = [0] * n_scores
    ended = False
    previous_start: int | None = None
    for index, round_data in enumerate(rounds):
        where = f"rounds[{index}]"
        if ended:
            check.fail(where, "a round after someone reached the target")
        scores, previous_start = _check_round(
            check, info, scoring, round_data, index, scores, previous_start, where
        )
        if max(scores) >= target:
            ended = True
    final = check.lst(top.get("final_scores"), "final_scores", n_scores)
    if final != scores:
        check.fail("final_scores", f"{final} but the rounds give {scores}")
    finished = top.get("finished")
    if not isinstance(finished, bool):
        raise check.stop("finished", "must be true or false")
    winners = check.lst(top.get("winners"), "winners")
    if finished:
        if not ended:
            check.fail("finished", "nobody reached the target")
        best = max(scores)
        expected = [i for i, s in enumerate(scores) if s == best]
        if winners != expected:
            check.fail("winners", f"{winners} but the highest scores are {expected}")
    else:
        if ended:
            check.fail("finished", "the target was reached, so the game is over")
        if winners:
            check.fail("winners", "an unfinished game has no winners")


def _check_round(
    check: _Checker,
    info: ModeInfo,
    scoring: str,
    round_data: Any,
    index: int,
    old_scores: list[int],
    previous_start: int | None,
    where: str,
) -> tuple[list[int], int | None]:
    try:
        return _check_round_inner(
            check, info, scoring, round_data, index, old_scores, previous_start, where
        )
    except _Stop:
        # Keep going with the scores the round claims, so later rounds are still checked.
        claimed = round_data.get("scores") if isinstance(round_data, Mapping) else None
        start = round_data.get("start_seat") if isinstance(round_data, Mapping) else None
        if (
            isinstance(claimed, list)
            and len(claimed) == len(old_scores)
            and all(isinstance(s, int) and not isinstance(s, bool) for s in claimed)
        ):
            return list(claimed), start if isinstance(start, int) else None
        raise


def _check_round_inner(
    check: _Checker,
    info: ModeInfo,
    scoring: str,
    round_data: Any,
    index: int,
    old_scores: list[int],
    previous_start: int | None,
    where: str,
) -> tuple[list[int], int | None]:
    n = info.seats
    flavors = info.flavors
    data = check.obj(round_data, where)
    extra = set(data) - _ROUND_KEYS
    if extra:
        check.fail(where, f"unknown keys {sorted(extra)}")
    number = check.int_(data.get("number"), f"{where}.number")
    if number != index + 1:
        check.fail(f"{where}.number", f"must be {index + 1}")
    start = check.seat(data.get("start_seat"), f"{where}.start_seat", n)
    if info.solo:
        if start != PLAYER:
            check.fail(f"{where}.start_seat", "the solo player always starts")
    elif previous_start is not None and start != (previous_start + 1) % n:
        check.fail(f"{where}.start_seat", "must be the left neighbour of the last start")
    if data.get("flavors") != [f.value for f in flavors]:
        raise check.stop(f"{where}.flavors", "must list the flavours in play, leftmost first")

    dealt = [
        check.cards(h, f"{where}.dealt[{i}]", flavors)
        for i, h in enumerate(check.lst(data.get("dealt"), f"{where}.dealt", n))
    ]
    undealt = check.cards(data.get("undealt"), f"{where}.undealt", flavors)
    hands = [
        check.cards(h, f"{where}.hands[{i}]", flavors)
        for i, h in enumerate(check.lst(data.get("hands"), f"{where}.hands", n))
    ]
    piles: dict[Flavor, list[Card]] = {}
    if info.solo:
        piles = _check_solo_setup(check, data, dealt, undealt, hands, where)
    else:
        _check_deal_and_passes(check, info, data, number, dealt, undealt, hands, where)

    royal, allergen = _check_royal_allergen(check, info, data, start, piles, where)
    if check.check_deal:
        _check_deal_from_seed(check, info, data, number, dealt, undealt, piles, where)
    low, high = bet_range(scoring)
    bets_raw = check.lst(data.get("bets"), f"{where}.bets", n)
    bets: list[int | None] = []
    for seat, bet in enumerate(bets_raw):
        if bet is None:
            bets.append(None)
            continue
        if info.solo and seat == EMMA:
            check.fail(f"{where}.bets[{seat}]", "Emma never bets")
        bets.append(check.int_(bet, f"{where}.bets[{seat}]", low, high))

    boxes, reason = _check_tricks(check, info, data, start, hands, piles, royal, allergen, where)
    claimed_boxes = check.lst(data.get("boxes"), f"{where}.boxes", n)
    if claimed_boxes != boxes:
        check.fail(f"{where}.boxes", f"{claimed_boxes} but the tricks give {boxes}")
    summary = score_round(
        number=number,
        start_seat=start,
        royal_group=royal,
        allergen=allergen,
        end_reason=reason,
        scoring=scoring,
        boxes=boxes,
        bets=bets,
        old_scores=old_scores,
        emma=EMMA if info.solo else None,
        teams=info.teams,
    )
    vp = check.lst(data.get("vp"), f"{where}.vp", n)
    if vp != list(summary.vp):
        check.fail(f"{where}.vp", f"{vp} but the rules give {list(summary.vp)}")
    scores = check.lst(data.get("scores"), f"{where}.scores", len(old_scores))
    if scores != list(summary.scores):
        check.fail(f"{where}.scores", f"{scores} but the rules give {list(summary.scores)}")
    return list(summary.scores), start


__all__ = [
    "FORMAT",
    "VERSION",
    "InvalidRecord",
    "build_record",
    "card_json",
    "record_from_state",
    "validate_record",
]
