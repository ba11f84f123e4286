"""Game records in the format of ``shared/specs/macaron-record.md`` (format 1).

:func:`build_record` writes a match's record; :func:`validate_record` checks a record's
shape and then replays its numbers against the rules: dealing and passing, Emma's piles
and plays, Royal and Allergen, the following rule, every trick's winner and boxes, the
end of each round, VP, scores, the end of the game and the winners. It relies only on
the record itself (plus the pure rule functions), so it can check records from anywhere.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from macaron_desktop import __version__

from .cards import Card, Flavor, Group, deck_for, max_rank
from .choosing import reveal_votes, royal_by_piles, royal_flavors
from .config import EMMA, MODE_INFO, PLAYER, TARGETS, ModeInfo
from .deal import build_emma_piles, shuffle_round
from .emma import choose_pile
from .exchange import pass_target
from .scoring import ROUND_END_BOXES, bet_range, score_round
from .state import MacaronState, RoundState, Vote
from .tricks import trick_boxes, trick_winner

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


class InvalidRecord(ValueError):
    """A record that breaks the format or the rules; ``problems`` lists every finding."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        shown = "; ".join(problems[:10])
        more = f" (and {len(problems) - 10} more)" if len(problems) > 10 else ""
        super().__init__(f"invalid Macaron record: {shown}{more}")


class _Stop(Exception):
    """Raised to abandon checking a part whose structure is already broken."""


class _Checker:
    def __init__(self) -> None:
        self.problems: list[str] = []
        self.check_deal = False
        self.seed = 0

    def fail(self, where: str, what: str) -> None:
        self.problems.append(f"{where}: {what}")

    def stop(self, where: str, what: str) -> _Stop:
        self.fail(where, what)
        return _Stop()

    # -- shape helpers

    def obj(self, value: Any, where: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.stop(where, "must be an object")
        return value

    def lst(self, value: Any, where: str, length: int | None = None) -> list[Any]:
        if not isinstance(value, list):
            raise self.stop(where, "must be a list")
        if length is not None and len(value) != length:
            raise self.stop(where, f"must have {length} entries, not {len(value)}")
        return value

    def int_(self, value: Any, where: str, low: int | None = None, high: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.stop(where, f"must be an integer, not {value!r}")
        if (low is not None and value < low) or (high is not None and value > high):
            raise self.stop(where, f"{value} is out of range")
        return value

    def seat(self, value: Any, where: str, seats: int) -> int:
        return self.int_(value, where, 0, seats - 1)

    def card(self, value: Any, where: str, flavors: Sequence[Flavor]) -> Card:
        data = self.obj(value, where)
        if set(data) != {"flavor", "rank"}:
            raise self.stop(where, "a card has exactly the keys flavor and rank")
        flavor = self.flavor(data["flavor"], where + ".flavor", flavors)
        rank = self.int_(data["rank"], where + ".rank", 1, max_rank(flavor))
        return Card(flavor, rank)

    def cards(self, value: Any, where: str, flavors: Sequence[Flavor]) -> list[Card]:
        items = self.lst(value, where)
        return [self.card(v, f"{where}[{i}]", flavors) for i, v in enumerate(items)]

    def flavor(self, value: Any, where: str, flavors: Sequence[Flavor]) -> Flavor:
        try:
            flavor = Flavor(value)
        except ValueError:
            raise self.stop(where, f"unknown flavour {value!r}") from None
        if flavor not in flavors:
            raise self.stop(where, f"{value} is not in play")
        return flavor

    def group(self, value: Any, where: str, groups: Sequence[Group]) -> Group:
        try:
            group = Group(value)
        except ValueError:
            raise self.stop(where, f"unknown group {value!r}") from None
        if group not in groups:
            raise self.stop(where, f"group {value} is not in play")
        return group

    def absent_or_null(self, data: Mapping[str, Any], key: str, where: str) -> None:
        if data.get(key) is not None:
            self.fail(where, f"{key} does not belong to this mode")


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


def _same_cards(a: Sequence[Card], b: Sequence[Card]) -> bool:
    return Counter(a) == Counter(b)


def _check_deal_and_passes(
    check: _Checker,
    info: ModeInfo,
    data: Mapping[str, Any],
    number: int,
    dealt: list[list[Card]],
    undealt: list[Card],
    hands: list[list[Card]],
    where: str,
) -> None:
    n = info.seats
    for key in ("solo_discard", "solo_draw", "emma_piles", "emma_random"):
        check.absent_or_null(data, key, where)
    for seat, hand in enumerate(dealt):
        if len(hand) != info.hand_size:
            check.fail(f"{where}.dealt[{seat}]", f"must hold {info.hand_size} cards")
    everything = [c for h in dealt for c in h] + undealt
    if not _same_cards(everything, deck_for(info.flavors)):
        check.fail(f"{where}.dealt", "dealt and undealt cards must be the deck, each once")
    passes = check.lst(data.get("passes"), f"{where}.passes", n)
    received: list[list[Card]] = [[] for _ in range(n)]
    given: list[list[Card]] = [[] for _ in range(n)]
    seen: set[int] = set()
    for i, p in enumerate(passes):
        pw = f"{where}.passes[{i}]"
        p = check.obj(p, pw)
        giver = check.seat(p.get("from"), pw + ".from", n)
        taker = check.seat(p.get("to"), pw + ".to", n)
        cards = check.cards(p.get("cards"), pw + ".cards", info.flavors)
        if giver in seen:
            check.fail(pw, f"seat {giver} passes twice")
        seen.add(giver)
        if taker != pass_target(giver, number, n):
            check.fail(pw, f"round {number} passes from {giver} to {pass_target(giver, number, n)}")
        if len(cards) != 2 or len(set(cards)) != 2:
            check.fail(pw, "passes exactly two different cards")
        if not all(c in dealt[giver] for c in cards):
            check.fail(pw, "passes cards the seat was not dealt")
        given[giver] += cards
        received[taker] += cards
    if len(seen) != n:
        check.fail(f"{where}.passes", "every seat passes once")
    for seat in range(n):
        expected = [c for c in dealt[seat] if c not in given[seat]] + received[seat]
        if not _same_cards(hands[seat], expected):
            check.fail(f"{where}.hands[{seat}]", "is not the dealt hand after passing")


def _check_solo_setup(
    check: _Checker,
    data: Mapping[str, Any],
    dealt: list[list[Card]],
    undealt: list[Card],
    hands: list[list[Card]],
    where: str,
) -> dict[Flavor, list[Card]]:
    flavors = MODE_INFO["solo"].flavors
    if check.lst(data.get("passes"), f"{where}.passes") != []:
        check.fail(f"{where}.passes", "nobody passes in solo")
    if undealt:
        check.fail(f"{where}.undealt", "solo sets no cards aside (the rest is the draw deck)")
    for key in ("royal_chooser", "votes"):
        check.absent_or_null(data, key, where)
    if len(dealt[PLAYER]) != 13 or dealt[EMMA] or hands[EMMA]:
        check.fail(f"{where}.dealt", "the player is dealt 13 cards; Emma's lists stay empty")
    discard = check.cards(data.get("solo_discard"), f"{where}.solo_discard", flavors)
    draw = check.cards(data.get("solo_draw"), f"{where}.solo_draw", flavors)
    if not 1 <= len(discard) <= 2 or len(set(discard)) != len(discard):
        check.fail(f"{where}.solo_discard", "the player discards one or two cards")
    if len(draw) != len(discard):
        check.fail(f"{where}.solo_draw", "the player draws as many cards as discarded")
    if not all(c in dealt[PLAYER] for c in discard):
        check.fail(f"{where}.solo_discard", "discards cards the player was not dealt")
    expected = [c for c in dealt[PLAYER] if c not in discard] + draw
    if not _same_cards(hands[PLAYER], expected):
        check.fail(f"{where}.hands[0]", "is not the dealt hand after discarding and drawing")
    piles_raw = check.obj(data.get("emma_piles"), f"{where}.emma_piles")
    randoms_raw = check.obj(data.get("emma_random"), f"{where}.emma_random")
    names = [f.value for f in flavors]
    if list(piles_raw) != names or list(randoms_raw) != names:
        raise check.stop(f"{where}.emma_piles", "must have one pile per flavour, leftmost first")
    piles: dict[Flavor, list[Card]] = {}
    printed = 0
    for f in flavors:
        pile = check.cards(piles_raw[f.value], f"{where}.emma_piles.{f.value}", flavors)
        random_card = check.card(randoms_raw[f.value], f"{where}.emma_random.{f.value}", flavors)
        piles[f] = pile
        if random_card not in pile:
            check.fail(f"{where}.emma_random.{f.value}", "is not in its pile")
            continue
        rest = list(pile)
        rest.remove(random_card)
        if any(c.flavor is not f for c in rest):
            check.fail(f"{where}.emma_piles.{f.value}", "holds another flavour's printed card")
        printed += len(rest)
    if printed != 8:
        check.fail(f"{where}.emma_piles", f"Emma is dealt 8 cards by flavour, not {printed}")
    all_cards = dealt[PLAYER] + draw + [c for p in piles.values() for c in p]
    if len(set(all_cards)) != len(all_cards):
        check.fail(where, "a card appears twice among hand, draw and Emma's piles")
    return piles


def _check_royal_allergen(
    check: _Checker,
    info: ModeInfo,
    data: Mapping[str, Any],
    start: int,
    piles: dict[Flavor, list[Card]],
    where: str,
) -> tuple[Group, Flavor | None]:
    n = info.seats
    royal = check.group(data.get("royal_group"), f"{where}.royal_group", info.groups)
    raw_allergen = data.get("allergen")
    allergen = None
    if raw_allergen is not None:
        allergen = check.flavor(raw_allergen, f"{where}.allergen", info.flavors)
    if info.solo:
        expected = royal_by_piles([tuple(piles[f]) for f in info.flavors], info.flavors)
        if royal is not expected:
            check.fail(f"{where}.royal_group", f"Emma's piles make {expected.value} Royal")
        if data.get("allergen_chooser") != PLAYER:
            check.fail(f"{where}.allergen_chooser", "the solo player chooses the Allergen")
        if allergen is None:
            check.fail(f"{where}.allergen", "the solo player always names an Allergen")
    elif info.choosers:
        check.absent_or_null(data, "votes", where)
        royal_chooser = (start + 1) % n
        if data.get("royal_chooser") != royal_chooser:
            check.fail(f"{where}.royal_chooser", f"must be seat {royal_chooser}")
        if data.get("allergen_chooser") != (royal_chooser + 1) % n:
            check.fail(f"{where}.allergen_chooser", f"must be seat {(royal_chooser + 1) % n}")
        if allergen is None:
            check.fail(f"{where}.allergen", "the chooser always names an Allergen")
    else:
        check.absent_or_null(data, "royal_chooser", where)
        check.absent_or_null(data, "allergen_chooser", where)
        raw_votes = check.lst(data.get("votes"), f"{where}.votes", len(info.tokens))
        votes: list[Vote] = []
        for k, v in enumerate(raw_votes):
            vw = f"{where}.votes[{k}]"
            v = check.obj(v, vw)
            seat = check.seat(v.get("seat"), vw + ".seat", n)
            if seat != (start + k) % n:
                check.fail(vw, f"token {k + 1} is placed by seat {(start + k) % n}")
            value = check.int_(v.get("value"), vw + ".value", 1, 3)
            on = v.get("on")
            if not isinstance(on, str) or ":" not in on:
                raise check.stop(vw + ".on", "must be group:<G> or flavor:<flavour>")
            kind, name = on.split(":", 1)
            target: Group | Flavor
            if kind == "group":
                target = check.group(name, vw + ".on", info.groups)
            elif kind == "flavor":
                target = check.flavor(name, vw + ".on", info.flavors)
            else:
                raise check.stop(vw + ".on", "must be group:<G> or flavor:<flavour>")
            votes.append(Vote(seat, value, target))
        if Counter(v.value for v in votes) != Counter(info.tokens):
            check.fail(f"{where}.votes", "the placed tokens are not the token pool")
        for seat in range(n):
            if sum(1 for v in votes if v.seat == seat) != info.tokens_each:
                check.fail(f"{where}.votes", f"seat {seat} places {info.tokens_each} tokens")
        exp_royal, exp_allergen = reveal_votes(votes, info.groups, info.flavors)
        if royal is not exp_royal:
            check.fail(f"{where}.royal_group", f"the votes make {exp_royal.value} Royal")
        if allergen is not exp_allergen:
            shown = exp_allergen.value if exp_allergen else None
            check.fail(f"{where}.allergen", f"the votes make {shown!r} the Allergen")
    return royal, allergen


def _check_deal_from_seed(
    check: _Checker,
    info: ModeInfo,
    data: Mapping[str, Any],
    number: int,
    dealt: list[list[Card]],
    undealt: list[Card],
    piles: dict[Flavor, list[Card]],
    where: str,
) -> None:
    deck, tokens = shuffle_round(info, check.seed, number)
    size = info.hand_size
    if info.solo:
        if not _same_cards(dealt[PLAYER], deck[:size]):
            check.fail(f"{where}.dealt", "is not what the seed deals")
        draw = check.cards(data.get("solo_draw"), f"{where}.solo_draw", info.flavors)
        if draw != deck[size : size + len(draw)]:
            check.fail(f"{where}.solo_draw", "is not the top of the seed's draw deck")
        randoms, built, _ = build_emma_piles(
            info.flavors, check.seed, number, deck[size + len(draw) :]
        )
        if [list(p) for p in built] != [piles[f] for f in info.flavors]:
            check.fail(f"{where}.emma_piles", "are not the piles the seed builds")
        return
    for seat in range(info.seats):
        if not _same_cards(dealt[seat], deck[seat * size : (seat + 1) * size]):
            check.fail(f"{where}.dealt[{seat}]", "is not what the seed deals")
    if not _same_cards(undealt, deck[info.seats * size :]):
        check.fail(f"{where}.undealt", "is not what the seed sets aside")
    if info.voting:
        k = info.tokens_each
        votes = data.get("votes") or []
        for seat in range(info.seats):
            placed = Counter(v.get("value") for v in votes if v.get("seat") == seat)
            if placed != Counter(tokens[seat * k : (seat + 1) * k]):
                check.fail(f"{where}.votes", f"seat {seat} places tokens it was not dealt")


def _check_tricks(
    check: _Checker,
    info: ModeInfo,
    data: Mapping[str, Any],
    start: int,
    hands: list[list[Card]],
    piles: dict[Flavor, list[Card]],
    royal: Group,
    allergen: Flavor | None,
    where: str,
) -> tuple[list[int], str]:
    n = info.seats
    royal_set = royal_flavors(royal, info.flavors)
    left = [list(h) for h in hands]
    emma_piles = {f: list(p) for f, p in piles.items()}
    boxes = [0] * n
    leader = start
    tricks = check.lst(data.get("tricks"), f"{where}.tricks")
    reason = ""
    previous_led: Flavor | None = None
    for t_index, trick in enumerate(tricks):
        tw = f"{where}.tricks[{t_index}]"
        if reason:
            raise check.stop(tw, f"the round was already over ({reason})")
        trick = check.obj(trick, tw)
        if trick.get("leader") != leader:
            check.fail(tw + ".leader", f"seat {leader} leads this trick")
        plays = check.lst(trick.get("plays"), tw + ".plays", n)
        pairs: list[tuple[Flavor, int]] = []
        seats: list[int] = []
        for k, play in enumerate(plays):
            pw = f"{tw}.plays[{k}]"
            play = check.obj(play, pw)
            seat = check.seat(play.get("seat"), pw + ".seat", n)
            if seat != (leader + k) % n:
                raise check.stop(pw + ".seat", f"seat {(leader + k) % n} plays now")
            card = check.card(play.get("card"), pw + ".card", info.flavors)
            flavor = check.flavor(play.get("flavor"), pw + ".flavor", info.flavors)
            led = pairs[0][0] if pairs else None
            if info.solo and seat == EMMA:
                pile = check.flavor(play.get("pile"), pw + ".pile", info.flavors)
                sizes = [(f, len(emma_piles[f])) for f in info.flavors]
                if not any(size for _, size in sizes):
                    raise check.stop(pw, "Emma has no cards left")
                expected = choose_pile(sizes, royal_set, allergen, led, previous_led)
                if pile is not expected:
                    check.fail(pw + ".pile", f"Emma's rules take the {expected.value} pile")
                if not emma_piles[pile] or emma_piles[pile][0] != card:
                    raise check.stop(pw + ".card", f"is not the top card of the {pile.value} pile")
                emma_piles[pile].pop(0)
                if flavor is not pile:
                    check.fail(pw + ".flavor", "Emma's card counts as its pile's flavour")
            else:
                if play.get("pile") is not None:
                    check.fail(pw + ".pile", "only Emma plays from piles")
                if card not in left[seat]:
                    raise check.stop(pw + ".card", f"seat {seat} does not hold {card}")
                if flavor is not card.flavor:
                    check.fail(pw + ".flavor", "must be the printed flavour")
                if led is not None and card.flavor is not led:
                    if any(c.flavor is led for c in left[seat]):
                        check.fail(pw, f"seat {seat} had to follow {led.value}")
                left[seat].remove(card)
            pairs.append((flavor, card.rank))
            seats.append(seat)
        winner = seats[trick_winner(pairs, royal_set)]
        gained, _ = trick_boxes(pairs, trick_winner(pairs, royal_set), allergen)
        if trick.get("winner") != winner:
            check.fail(tw + ".winner", f"seat {winner} wins this trick")
        if trick.get("boxes") != gained:
            check.fail(tw + ".boxes", f"the winner gains {gained} boxes")
        boxes[winner] += gained
        leader = winner
        previous_led = pairs[0][0]
        if max(boxes) >= ROUND_END_BOXES:
            reason = "eight_boxes"
        elif not any(left) and not any(emma_piles.values()):
            reason = "hands_empty"
    if not reason:
        check.fail(f"{where}.tricks", "the round stops before 8 boxes or empty hands")
        reason = "hands_empty"
    return boxes, reason


__all__ = [
    "FORMAT",
    "VERSION",
    "InvalidRecord",
    "build_record",
    "card_json",
    "record_from_state",
    "validate_record",
]
