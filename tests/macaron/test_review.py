"""Independent review of the Macaron engine against the seeds and RULINGS section 1.

Everything here restates the rules in its own plain code (by flavour *names*, not the
engine's helpers) and checks the engine's states, events and records against it: first
on whole seeded games in every mode and on both sides of the board, then on hand-built
scenarios for the corners random play rarely reaches (Emma's face-down random cards,
Allergen and Royal by pile, the 2V2 round end, solo bets on the advanced side).
"""

import dataclasses
from collections import Counter
from itertools import product

import pytest

from macaron_desktop.core.rng import derive_rng
from macaron_desktop.games.macaron import (
    GAME,
    ChooseAllergen,
    ChooseRoyal,
    EmmaPlay,
    PassCards,
    PlayCard,
)
from macaron_desktop.games.macaron.cards import Flavor, Group
from macaron_desktop.games.macaron.emma import choose_pile
from macaron_desktop.games.macaron.record import record_from_state, validate_record
from macaron_desktop.games.macaron.state import Trick, TrickPlay

from .helpers import C, play_match, play_state

# ----------------------------------------------------------------- the rules, restated

ORDER = ["almond", "pistachio", "strawberry", "blueberry", "green_tea", "earl_grey", "chocolate"]
GROUPS = {
    "A": ["almond", "pistachio"],
    "B": ["strawberry", "blueberry"],
    "C": ["green_tea", "earl_grey"],
    "D": ["chocolate"],
}
MODES = {
    # seats, flavours in play, hand size, groups, token pool, tokens each
    "solo": (2, ORDER[:5], 13, "ABC", (), 0),
    "2p": (2, ORDER[:5], 13, "ABC", (), 0),
    "3p": (3, ORDER[:6], 13, "ABC", (), 0),
    "4p": (4, ORDER, 13, "ABCD", (1,) * 4 + (2,) * 4 + (3,) * 4, 3),
    "2v2": (4, ORDER, 13, "ABCD", (1,) * 4 + (2,) * 4 + (3,) * 4, 3),
    "5p": (5, ORDER, 10, "ABCD", (1,) * 4 + (2,) * 4 + (3,) * 2, 2),
}
UNDEALT = {"solo": 0, "2p": 9, "3p": 3, "4p": 0, "2v2": 0, "5p": 2}
ROW_VP = {1: 2, 2: 1, 3: 3, 4: 4, 5: 5}
ADV_HIT = [4, 3, 3, 2, 2, 2, 3, 3, 4]
ADV_MISS = [-1, -1, -1, -1, -1, -1, -1, -1, -2]


def deck(mode):
    flavours = MODES[mode][1]
    return Counter((f, r) for f in flavours for r in range(1, (10 if f == "chocolate" else 7) + 1))


def key(card):
    return (card.flavor.value, card.rank)


def royal_set(group, flavours):
    return {f for f in GROUPS[group] if f in flavours}


def ref_winner(plays, royal):
    """plays: [(effective flavour, rank)] in order. Index of the winning play."""
    led = plays[0][0]
    trumped = led not in royal and any(f in royal for f, _ in plays)
    able = [i for i, (f, _) in enumerate(plays) if (f in royal if trumped else f == led)]
    top = max(plays[i][1] for i in able)
    return next(i for i in able if plays[i][1] == top)  # ties: the first played


def ref_boxes(plays, winner, allergen):
    if allergen is not None and any(f == allergen for f, _ in plays):
        if not any(r == 2 for _, r in plays):
            return 0
    return 3 if plays[winner][1] == 1 else 1


def ref_emma(sizes, royal, allergen, led, previous_led):
    """sizes: {pile: cards left}; the pile Emma plays from (RULINGS 1.7)."""
    open_ = [f for f in ORDER[:5] if sizes.get(f, 0) > 0]
    non_royal = [f for f in open_ if f not in royal]
    if led is None:
        if allergen is not None and previous_led == allergen:
            prefs = [non_royal]
        else:
            prefs = [[f for f in non_royal if f != allergen], non_royal]
    elif led in open_:
        return led
    elif led in royal:
        prefs = [[f for f in open_ if f == allergen], non_royal]
    else:
        prefs = [[f for f in open_ if f in royal], [f for f in open_ if f == allergen]]
    for choice in prefs:
        if choice:
            return choice[0]
    return open_[0]


def ref_row(boxes):
    return 1 if boxes == 0 else 2 if boxes <= 2 else 3 if boxes <= 5 else 4 if boxes <= 7 else 5


def ref_bet(side, bet, boxes):
    """(hit, VP) of a bet."""
    if side == "standard":
        hit = bet == ref_row(boxes)
        return hit, (2 if hit else -1)
    hit = bet == min(boxes, 8)
    return hit, (ADV_HIT[bet] if hit else ADV_MISS[bet])


# ----------------------------------------------------------------- whole games


def check_round(mode, side, r, previous_start, old_scores):
    """Check one finished round against the restated rules; the new scores."""
    n, flavours, size, groups, pool, each = MODES[mode]
    solo = mode == "solo"
    # start player
    if solo:
        assert r.start_seat == 0
    elif previous_start is not None:
        assert r.start_seat == (previous_start + 1) % n
    # deal
    if solo:
        assert len(r.dealt[0]) == 13 and r.dealt[1] == () and r.undealt == ()
    else:
        assert [len(h) for h in r.dealt] == [size] * n
        assert len(r.undealt) == UNDEALT[mode]
        assert Counter(key(c) for h in r.dealt for c in h) + Counter(map(key, r.undealt)) == deck(
            mode
        )
    # passing / discarding
    if solo:
        assert r.passes == ()
        assert 1 <= len(r.discard) <= 2 and len(r.drawn) == len(r.discard)
        assert all(c in r.dealt[0] for c in r.discard)
        expected = Counter(map(key, r.dealt[0])) - Counter(map(key, r.discard))
        assert Counter(map(key, r.start_hands[0])) == expected + Counter(map(key, r.drawn))
        # Emma: one random card per pile, then eight by printed flavour; 13 in all
        assert len(r.emma_random) == 5
        printed = 0
        for f, pile, rnd in zip(flavours, r.emma_built, r.emma_random, strict=True):
            assert rnd in pile
            rest = [c for c in pile if c is not rnd]
            assert all(c.flavor.value == f for c in rest)
            printed += len(rest)
        assert printed == 8
        everything = list(r.dealt[0]) + list(r.drawn) + [c for p in r.emma_built for c in p]
        assert len(set(everything)) == 13 + len(r.drawn) + 13
        # Royal: most cards in Emma's piles, ties to the left
        counts = {g: 0 for g in groups}
        for f, pile in zip(flavours, r.emma_built, strict=True):
            counts[next(g for g in groups if f in GROUPS[g])] += len(pile)
        best = max(counts.values())
        assert r.royal.value == next(g for g in groups if counts[g] == best)
        assert r.allergen_chooser == 0 and r.royal_chooser is None and r.allergen is not None
    else:
        assert len(r.passes) == n
        direction = 1 if r.number % 2 == 1 else -1
        hands = [Counter(map(key, h)) for h in r.dealt]
        for p in r.passes:
            assert p.to_seat == (p.from_seat + direction) % n
            assert len(set(p.cards)) == 2 and all(c in r.dealt[p.from_seat] for c in p.cards)
            hands[p.from_seat] -= Counter(map(key, p.cards))
            hands[p.to_seat] += Counter(map(key, p.cards))
        assert sorted(p.from_seat for p in r.passes) == list(range(n))
        assert [Counter(map(key, h)) for h in r.start_hands] == hands
    # Royal and Allergen
    assert r.royal.value in groups
    if mode in ("2p", "3p"):
        assert r.royal_chooser == (r.start_seat + 1) % n
        assert r.allergen_chooser == (r.start_seat + 2) % n
        assert r.votes == ()
    if pool:
        assert [v.seat for v in r.votes] == [(r.start_seat + k) % n for k in range(len(pool))]
        assert Counter(v.value for v in r.votes) == Counter(pool)
        assert all(sum(v.seat == s for v in r.votes) == each for s in range(n))
        g_tot = {g: 0 for g in groups}
        f_tot = {f: 0 for f in flavours}
        for v in r.votes:
            if isinstance(v.target, Group):
                g_tot[v.target.value] += v.value
            else:
                f_tot[v.target.value] += v.value
        if any(g_tot.values()):
            top = max(g_tot.values())
            assert r.royal.value == next(g for g in groups if g_tot[g] == top)
        else:
            assert r.royal is Group.A
        if any(f_tot.values()):
            top = max(f_tot.values())
            assert r.allergen.value == next(f for f in flavours if f_tot[f] == top)
        else:
            assert r.allergen is None
    # bets: in turn order from the start player, Emma never
    bettors = [(r.start_seat + k) % n for k in range(n)]
    if solo:
        bettors.remove(1)
        assert r.bets[1] is None
    seen = [e.params["seat"] for e in r.logs.of(0) if e.key in ("bet_placed", "bet_skipped")]
    assert seen == bettors
    # tricks
    royal = royal_set(r.royal.value, flavours)
    allergen = r.allergen.value if r.allergen else None
    left = [Counter(map(key, h)) for h in r.start_hands]
    piles = {f: list(p) for f, p in zip(flavours, r.emma_built, strict=False)}
    boxes = [0] * n
    leader = r.start_seat
    previous_led = None
    assert r.tricks
    for trick in r.tricks:
        assert max(boxes) < 8, "a trick was played after the round ended"
        assert trick.leader == leader
        plays = []
        for k, p in enumerate(trick.plays):
            assert p.seat == (leader + k) % n
            led = plays[0][0] if plays else None
            if solo and p.seat == 1:
                sizes = {f: len(c) for f, c in piles.items()}
                pile = ref_emma(sizes, royal, allergen, led, previous_led)
                assert p.pile is not None and p.pile.value == pile
                assert p.card is piles[pile].pop(0)  # her pile's top card
                flavour = pile
            else:
                assert p.pile is None
                flavour = p.card.flavor.value
                assert left[p.seat][key(p.card)] == 1
                if led is not None and flavour != led:
                    assert not any(f == led and c for (f, _), c in left[p.seat].items())
                left[p.seat][key(p.card)] -= 1
            assert p.flavor.value == flavour
            plays.append((flavour, p.card.rank))
        won = ref_winner(plays, royal)
        assert trick.winner == trick.plays[won].seat
        assert trick.boxes == ref_boxes(plays, won, allergen)
        boxes[trick.winner] += trick.boxes
        leader = trick.winner
        previous_led = plays[0][0]
    assert len(r.tricks) <= size
    assert max(boxes) >= 8 or len(r.tricks) == size
    assert list(r.boxes) == boxes
    # scoring
    vp = []
    emma_bonus = 0
    for seat in range(n):
        gained = ROW_VP[ref_row(boxes[seat])]
        if r.bets[seat] is not None:
            hit, bet_vp = ref_bet(side, r.bets[seat], boxes[seat])
            if solo and not hit:
                bet_vp, emma_bonus = 0, 2
            gained += bet_vp
        vp.append(gained)
    if solo:
        vp[1] += emma_bonus
    if mode == "2v2":
        scores = [
            max(0, old_scores[t] + vp[a] + vp[b]) for t, (a, b) in enumerate([(0, 2), (1, 3)])
        ]
    else:
        scores = [max(0, s + v) for s, v in zip(old_scores, vp, strict=True)]
    return vp, scores


CASES = [
    (mode, seed, side, target)
    for mode in MODES
    for seed, (side, target) in enumerate(
        [("standard", 10), ("advanced", 10), ("standard", 20), ("advanced", 30)] * 2
    )
]


@pytest.mark.parametrize(("mode", "seed", "side", "target"), CASES)
def test_seeded_games_follow_the_restated_rules(mode, seed, side, target):
    match = play_match(mode, 1000 + seed, scoring=side, target=target)
    state = match.state
    n = MODES[mode][0]
    scores = [0] * (2 if mode == "2v2" else n)
    previous_start = None
    for index, (r, summary) in enumerate(zip(state.history, state.summaries, strict=True)):
        assert r.number == index + 1
        assert max(scores) < target, "a round was dealt after the target was reached"
        vp, scores = check_round(mode, side, r, previous_start, scores)
        assert list(summary.vp) == vp
        assert list(summary.scores) == scores
        previous_start = r.start_seat
    # round 1's start player: from the seed (the config gives none here)
    first = state.history[0].start_seat
    assert first == (0 if mode == "solo" else derive_rng(1000 + seed, "start_player").randrange(n))
    assert max(scores) >= target
    result = match.result()
    assert list(result.scores) == scores
    assert list(result.winners) == [i for i, s in enumerate(scores) if s == max(scores)]
    # the record says the same
    record = record_from_state(match.config, match.seed, match.seats, state)
    validate_record(record, check_deal=True)
    check_record_fields(mode, record)
    for rec_round, r, summary in zip(record["rounds"], state.history, state.summaries, strict=True):
        assert rec_round["vp"] == list(summary.vp)
        assert rec_round["scores"] == list(summary.scores)
        assert rec_round["bets"] == list(r.bets)
    assert record["final_scores"] == scores
    assert record["winners"] == list(result.winners)


def check_record_fields(mode, record):
    solo = mode == "solo"
    assert record["mode"] == mode
    assert (record.get("teams") is not None) == (mode == "2v2")
    if mode == "2v2":
        assert record["teams"] == [[0, 2], [1, 3]]
        assert len(record["final_scores"]) == 2
        assert all(w in (0, 1) for w in record["winners"])
    if solo:
        assert record["seats"][1]["kind"] == "emma"
    for rd in record["rounds"]:
        keys = list(rd)
        assert keys.index("vp") < keys.index("scores")
        for field in ("solo_discard", "solo_draw", "emma_piles", "emma_random"):
            assert (rd.get(field) is not None) == solo, field
        assert (rd.get("votes") is not None) == (mode in ("4p", "2v2", "5p"))
        assert (rd.get("royal_chooser") is not None) == (mode in ("2p", "3p"))
        assert (rd.get("allergen_chooser") is not None) == (mode in ("solo", "2p", "3p"))
        if solo:
            assert rd["allergen_chooser"] == 0
            assert rd["dealt"][1] == [] and rd["hands"][1] == [] and rd["passes"] == []
            assert rd["undealt"] == [] and rd["bets"][1] is None
            assert list(rd["emma_piles"]) == ORDER[:5] == list(rd["emma_random"])
        for trick in rd["tricks"]:
            for play in trick["plays"]:
                if solo and play["seat"] == 1:
                    assert play["pile"] == play["flavor"]
                else:
                    assert play["pile"] is None and play["flavor"] == play["card"]["flavor"]
        if mode in ("4p", "2v2"):
            assert rd["undealt"] == []
        for vote in rd.get("votes") or []:
            kind, name = vote["on"].split(":")
            assert (kind == "group" and name in GROUPS) or (kind == "flavor" and name in ORDER)


def test_seeded_games_reach_the_interesting_cases():
    """The seeded games above are not trivially easy: they hold the corner cases."""
    seen = Counter()
    for mode, seed, side, target in CASES:
        state = play_match(mode, 1000 + seed, scoring=side, target=target).state
        for r in state.history:
            seen["round"] += 1
            seen["eight_boxes"] += max(r.boxes) >= 8
            for t in r.tricks:
                seen[f"boxes_{t.boxes}"] += 1
                if any(p.pile is not None and p.card.flavor is not p.pile for p in t.plays):
                    seen["emma_random_card_played"] += 1
            if any(b is not None for b in r.bets):
                seen["bet"] += 1
    for name in ("eight_boxes", "boxes_0", "boxes_1", "boxes_3", "emma_random_card_played", "bet"):
        assert seen[name] > 0, name


# ----------------------------------------------------------------- hand-built corners

AL, PI, ST, BL, GT = (
    Flavor.ALMOND,
    Flavor.PISTACHIO,
    Flavor.STRAWBERRY,
    Flavor.BLUEBERRY,
    Flavor.GREEN_TEA,
)


def play(state, seat, card=None):
    if card is None:
        (action,) = GAME.legal_actions(state, seat)
        assert isinstance(action, EmmaPlay)
        return GAME.apply(state, seat, action)
    return GAME.apply(state, seat, PlayCard(card))


def test_emma_random_card_in_a_royal_pile_trumps_and_a_one_scores_three():
    # Royal A. Emma cannot follow strawberry: leftmost Royal pile (almond). Its top card is
    # the random card, a printed blueberry 1: it counts as almond, so it trumps with a 1.
    state = play_state(
        "solo",
        ["strawberry 7, green_tea 3", ()],
        royal=Group.A,
        allergen=GT,
        piles={AL: [C("blueberry", 1)], PI: [C("pistachio", 6)], BL: [C("blueberry", 7)]},
    )
    state = play(play(state, 0, C("strawberry", 7)), 1)
    trick = state.round.tricks[-1]
    assert trick.plays[1].pile is AL and trick.plays[1].flavor is AL
    assert (trick.winner, trick.boxes, trick.royal_won) == (1, 3, True)
    assert state.round.leader == 1


def test_emma_printed_royal_card_in_a_plain_pile_counts_as_the_pile():
    # Royal A. Emma follows strawberry from her strawberry pile with a printed almond 6:
    # it is a strawberry 6 (not Royal), so the player's strawberry 7 wins.
    state = play_state(
        "solo",
        ["strawberry 7, green_tea 3", ()],
        royal=Group.A,
        allergen=GT,
        piles={ST: [C("almond", 6)], AL: [C("almond", 1)]},
    )
    state = play(play(state, 0, C("strawberry", 7)), 1)
    trick = state.round.tricks[-1]
    assert trick.plays[1].flavor is ST
    assert (trick.winner, trick.boxes) == (0, 1)


def test_emma_same_rank_and_flavour_as_the_lead_loses_to_the_first_played():
    state = play_state(
        "solo",
        ["strawberry 5, green_tea 3", ()],
        royal=Group.A,
        allergen=GT,
        piles={ST: [C("green_tea", 5)]},
    )
    state = play(play(state, 0, C("strawberry", 5)), 1)
    assert state.round.tricks[-1].winner == 0


def test_allergen_goes_by_the_pile_not_the_print():
    base = {"royal": Group.B, "allergen": AL}
    # a printed almond from the pistachio pile is pistachio: no Allergen in the trick
    state = play_state(
        "solo", ["pistachio 3, green_tea 3", ()], **base, piles={PI: [C("almond", 4)]}
    )
    state = play(play(state, 0, C("pistachio", 3)), 1)
    assert (state.round.tricks[-1].winner, state.round.tricks[-1].boxes) == (1, 1)
    # a printed green tea from the almond pile is almond: the Allergen spoils the trick
    state = play_state(
        "solo",
        ["almond 3, green_tea 3", ()],
        **base,
        piles={AL: [C("green_tea", 6)]},
    )
    state = play(play(state, 0, C("almond", 3)), 1)
    assert (state.round.tricks[-1].winner, state.round.tricks[-1].boxes) == (1, 0)
    # ... unless a 2 lies in the trick: Emma's random card keeps its rank
    state = play_state(
        "solo",
        ["almond 3, green_tea 3", ()],
        **base,
        piles={AL: [C("green_tea", 2)]},
    )
    state = play(play(state, 0, C("almond", 3)), 1)
    assert (state.round.tricks[-1].winner, state.round.tricks[-1].boxes) == (0, 1)


def emma_leads_after(previous_plays, piles, royal, allergen):
    """A solo state where Emma won the previous trick (``previous_plays``) and leads now."""
    state = play_state(
        "solo", ["green_tea 1, green_tea 2", ()], royal=royal, allergen=allergen, piles=piles
    )
    trick = Trick(previous_plays[0].seat, tuple(previous_plays), 1, 1, "plain", False)
    r = dataclasses.replace(state.round, tricks=(trick,), leader=1)
    return dataclasses.replace(state, round=r)


def test_emma_leads_from_the_led_pile_flavour_of_the_previous_trick():
    # Allergen pistachio, Royal B. Emma led the last trick from her pistachio pile with a
    # printed green tea: that trick was led in the Allergen flavour, so she now leads the
    # leftmost non-Royal pile (pistachio itself), not "non-Royal and non-Allergen" (green tea).
    piles = {PI: [C("pistachio", 5)], ST: [C("strawberry", 4)], GT: [C("green_tea", 6)]}
    previous = [TrickPlay(1, C("green_tea", 3), PI, PI), TrickPlay(0, C("pistachio", 1), PI)]
    state = emma_leads_after(previous, piles, Group.B, PI)
    assert GAME.legal_actions(state, 1) == [EmmaPlay(PI)]
    # and a printed pistachio that came from the green tea pile was a green tea lead
    previous = [TrickPlay(1, C("pistachio", 3), GT, GT), TrickPlay(0, C("green_tea", 1), GT)]
    state = emma_leads_after(previous, piles, Group.B, PI)
    assert GAME.legal_actions(state, 1) == [EmmaPlay(GT)]


def test_emma_cannot_follow_a_royal_lead_plays_the_allergen_even_a_royal_one():
    # Royal B, Allergen blueberry: the player leads strawberry, Emma has no strawberry;
    # she plays the Allergen pile (blueberry, Royal but dead on a Royal lead) and spoils it.
    state = play_state(
        "solo",
        ["strawberry 3, green_tea 3", ()],
        royal=Group.B,
        allergen=BL,
        piles={AL: [C("almond", 7)], BL: [C("blueberry", 7)]},
    )
    state = play(play(state, 0, C("strawberry", 3)), 1)
    trick = state.round.tricks[-1]
    assert trick.plays[1].pile is BL
    assert (trick.winner, trick.boxes) == (0, 0)


def test_the_other_royal_flavour_is_dead_on_a_royal_lead():
    state = play_state(
        "4p",
        [
            "almond 2, chocolate 1",
            "pistachio 7, chocolate 2",
            "almond 3, chocolate 3",
            "strawberry 7, chocolate 4",
        ],
    )
    for seat, card in enumerate([C("almond", 2), C("pistachio", 7), C("almond", 3)]):
        state = play(state, seat, card)
    state = play(state, 3, C("strawberry", 7))
    assert state.round.tricks[-1].winner == 2


def test_2v2_round_ends_on_a_seats_own_eight_not_the_team_total():
    hands = ["almond 7, almond 6", "pistachio 1, pistachio 2", "almond 5, almond 4", "chocolate 1"]
    hands[3] += ", chocolate 2"
    # seat 0 wins the trick: 5 boxes, team 0 holds 8, the round goes on
    state = play_state("2v2", hands, royal=Group.B, boxes=(4, 0, 3, 0))
    for seat, card in enumerate(
        [C("almond", 7), C("pistachio", 1), C("almond", 5), C("chocolate", 2)]
    ):
        state = play(state, seat, card)
    r = state.round
    assert r.tricks[-1].winner == 0 and r.boxes == (5, 0, 3, 0)
    assert not state.history and r.number == 1  # 5 + 3 = 8 for the team: no end
    assert GAME.seats_to_act(state) == (0,)


def test_eight_boxes_ends_the_round_at_once_and_scores_row_five():
    state = play_state(
        "3p",
        ["almond 1, almond 5", "pistachio 3, pistachio 4", "green_tea 3, green_tea 4"],
        royal=Group.C,
        boxes=(7, 0, 0),
        bets=(5, None, 4),
    )
    for seat, card in enumerate([C("almond", 1), C("pistachio", 3), C("green_tea", 3)]):
        state = play(state, seat, card)
    # the Royal green tea 3 wins the trick (1 box): seat 2 does not reach 8, nobody does
    assert state.round.tricks[-1].winner == 2 and not state.history
    state = play_state(
        "3p",
        ["almond 1, almond 5", "pistachio 3, pistachio 4", "earl_grey 3, earl_grey 4"],
        royal=Group.B,
        boxes=(7, 0, 0),
        bets=(5, None, 4),
    )
    for seat, card in enumerate([C("almond", 1), C("pistachio", 3), C("earl_grey", 3)]):
        state = play(state, seat, card)
    (summary,) = state.summaries
    assert summary.end_reason == "eight_boxes" and summary.boxes == (10, 0, 0)
    # row 5 (5 VP) + bet hit (2); seat 1 row 1 (2 VP); seat 2 row 1 (2) + missed bet (-1)
    assert summary.vp == (7, 2, 1)
    assert state.round.number == 2 and state.round.start_seat == 1


@pytest.mark.parametrize(
    ("bet", "boxes", "player_vp", "emma_vp"),
    [
        (8, 0, 2 + 0, 5 + 2),  # missed the 8+ column: -2 on the table, but solo costs 0
        (0, 0, 2 + 4, 5),  # hit column 0: +4
    ],
)
def test_solo_advanced_bets(bet, boxes, player_vp, emma_vp):
    # Emma at 7 boxes wins a trick with her almond pile: 8 boxes ends the round.
    state = play_state(
        "solo",
        ["almond 2, green_tea 3", ()],
        royal=Group.C,
        allergen=BL,
        piles={AL: [C("almond", 5)], PI: [C("pistachio", 4)]},
        boxes=(boxes, 7),
        bets=(bet, None),
        scoring="advanced",
        target=30,
    )
    state = play(play(state, 0, C("almond", 2)), 1)
    (summary,) = state.summaries
    assert summary.boxes == (0, 8)
    assert summary.vp == (player_vp, emma_vp)
    assert summary.scores == (player_vp, emma_vp)


def test_2p_choosers_and_passing_both_ways():
    for start in (0, 1):
        state = GAME.new_game({"mode": "2p", "start_player": start}, 11)
        hands = state.round.hands
        for seat in (0, 1):
            state = GAME.apply(state, seat, PassCards(hands[seat][:2]))
        r = state.round
        assert all(p.to_seat == 1 - p.from_seat for p in r.passes)
        assert GAME.seats_to_act(state) == (1 - start,)
        state = GAME.apply(state, 1 - start, ChooseRoyal(Group.C))
        assert GAME.seats_to_act(state) == (start,)  # in 2P the start player names it
        state = GAME.apply(state, start, ChooseAllergen(Flavor.GREEN_TEA))
        assert state.round.royal_flavors == frozenset({GT})  # group C is green tea only


def test_emma_choice_matches_the_restated_rule_in_every_situation():
    five = [AL, PI, ST, BL, GT]
    for mask, group, allergen, led, previous in product(
        range(1, 32), "ABC", [None, *five], [None, *five], [None, *five]
    ):
        sizes = {f.value: (2 if mask >> i & 1 else 0) for i, f in enumerate(five)}
        royal = royal_set(group, ORDER[:5])
        expected = ref_emma(
            sizes,
            royal,
            allergen.value if allergen else None,
            led.value if led else None,
            previous.value if previous else None,
        )
        got = choose_pile(
            [(f, sizes[f.value]) for f in five],
            {Flavor(f) for f in royal},
            allergen,
            led,
            previous,
        )
        assert got.value == expected, (mask, group, allergen, led, previous)
