"""Checking the parts of one round of a Macaron record against the rules: the deal and the
passes (or, from the seed, the deal itself), the solo game's set-up, the choice of Royal
and Allergen, and every trick with its winner and boxes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from .cards import Card, Flavor, Group, deck_for
from .choosing import reveal_votes, royal_by_piles, royal_flavors
from .config import EMMA, MODE_INFO, PLAYER, ModeInfo
from .deal import build_emma_piles, shuffle_round
from .emma import choose_pile
from .exchange import pass_target
from .record_checker import _Checker, _same_cards
from .scoring import ROUND_END_BOXES
from .state import Vote
from .tricks import trick_boxes, trick_winner


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
