"""Property tests: random legal play over many seeds and every mode."""

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from macaron_desktop.core.bots import RandomBot
from macaron_desktop.core.match import Match
from macaron_desktop.core.messages import IllegalAction
from macaron_desktop.games.macaron import GAME, PlayCard
from macaron_desktop.games.macaron.cards import GROUP_FLAVORS, deck_for
from macaron_desktop.games.macaron.config import MODE_INFO, MODES
from macaron_desktop.games.macaron.record import build_record, validate_record
from macaron_desktop.games.macaron.state import Phase

from .helpers import play_match, seats_for

SETTINGS = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
modes = st.sampled_from(MODES)
seeds = st.integers(min_value=0, max_value=2**40)
sides = st.sampled_from([("standard", 10), ("advanced", 10), ("standard", 20)])


def cards_in_play(state):
    """Every card of the round, wherever it is now."""
    r = state.round
    played = [p.card for t in r.tricks for p in t.plays] + [p.card for p in r.trick]
    found = [c for h in r.hands for c in h] + list(r.undealt) + played
    if state.info.solo:
        found += [c for p in r.piles for c in p] + list(r.discard) + list(r.deck)
    return found


def check_conservation(match):
    state = match.state
    if state.round.phase is Phase.GAME_OVER:
        return
    found = cards_in_play(state)
    assert len(found) == len(set(found))
    if state.info.solo and not state.round.piles:
        # before the discard: hand + draw deck
        assert len(found) == 35
    assert Counter(found) == Counter(deck_for(state.info.flavors))


@SETTINGS
@given(mode=modes, seed=seeds, side=sides)
def test_random_play_ends_and_conserves_cards(mode, seed, side):
    scoring, target = side
    match = play_match(mode, seed, scoring=scoring, target=target, on_step=check_conservation)
    result = match.result()
    assert result is not None
    assert max(result.scores) >= target
    assert result.winners == tuple(
        i for i, s in enumerate(result.scores) if s == max(result.scores)
    )


def reference_winner(plays, royal):
    """A second, plainer statement of the trick rule."""
    led = plays[0][1]
    best = None
    for index, (_, flavor, rank) in enumerate(plays):
        if led not in royal and flavor in royal:
            key = (2, rank)
        elif flavor == led:
            key = (1, rank)
        else:
            continue
        if best is None or key > best[0]:
            best = (key, index)
    return best[1]


ROW_VP = {0: 2, 1: 1, 2: 1, 3: 3, 4: 3, 5: 3, 6: 4, 7: 4}


@SETTINGS
@given(mode=modes, seed=seeds, side=sides)
def test_tricks_and_scores_follow_the_rules(mode, seed, side):
    scoring, target = side
    match = play_match(mode, seed, scoring=scoring, target=target)
    state = match.state
    info = state.info
    scores = [0] * (len(info.teams) if info.teams else info.seats)
    for r, summary in zip(state.history, state.summaries, strict=True):
        royal = {f for f in GROUP_FLAVORS[r.royal] if f in info.flavors}
        boxes = [0] * info.seats
        for trick in r.tricks:
            plays = [(p.seat, p.flavor, p.card.rank) for p in trick.plays]
            winner = plays[reference_winner(plays, royal)]
            assert trick.winner == winner[0]
            spoiled = r.allergen in {p[1] for p in plays} and 2 not in {p[2] for p in plays}
            expected = 0 if spoiled else (3 if winner[2] == 1 else 1)
            assert trick.boxes == expected
            boxes[trick.winner] += trick.boxes
        assert list(summary.boxes) == boxes
        ended_by_boxes = max(boxes) >= 8
        assert ended_by_boxes or len(r.tricks) == info.hand_size
        vp = []
        for seat in range(info.seats):
            gained = ROW_VP.get(boxes[seat], 5)
            bet = r.bets[seat]
            if bet is not None:
                if scoring == "standard":
                    reached = {0: 1, 1: 2, 2: 2, 3: 3, 4: 3, 5: 3, 6: 4, 7: 4}.get(boxes[seat], 5)
                    hit, plus, minus = bet == reached, 2, -1
                else:
                    hit = bet == min(boxes[seat], 8)
                    plus = (4, 3, 3, 2, 2, 2, 3, 3, 4)[bet]
                    minus = -2 if bet == 8 else -1
                if info.solo and not hit:
                    minus = 0
                gained += plus if hit else minus
            vp.append(gained)
        if info.solo:
            missed = r.bets[0] is not None and not summary.bet_hits[0]
            vp[1] += 2 if missed else 0
        assert list(summary.vp) == vp
        if info.teams:
            scores = [
                max(0, scores[t] + sum(vp[s] for s in team)) for t, team in enumerate(info.teams)
            ]
        else:
            scores = [max(0, s + v) for s, v in zip(scores, vp, strict=True)]
        assert list(summary.scores) == scores
    assert tuple(scores) == match.result().scores


@SETTINGS
@given(mode=modes, seed=seeds, side=sides)
def test_records_validate_and_replay_identically(mode, seed, side):
    scoring, target = side
    match = play_match(mode, seed, scoring=scoring, target=target)
    record = build_record(match)
    validate_record(record, check_deal=True)
    config = {"mode": mode, "scoring": scoring, "target": target}
    again = Match.replay(GAME, config, seed, seats_for(mode), match.moves)
    assert build_record(again) == record
    # decoding the encoded log gives the same game too
    decoded = [
        type(m)(m.seat, GAME.decode_action(GAME.encode_action(m.action))) for m in match.moves
    ]
    assert build_record(Match.replay(GAME, config, seed, seats_for(mode), decoded)) == record


@settings(max_examples=8, deadline=None)
@given(mode=modes, seed=seeds)
def test_legal_actions_are_exactly_what_apply_accepts(mode, seed):
    match = Match(GAME, {"mode": mode}, seed, seats_for(mode))
    bot = RandomBot()
    for _ in range(120):
        if match.finished:
            break
        seat = match.seats_to_act()[0]
        legal = match.legal_actions(seat)
        for action in list(legal)[:20]:
            GAME.apply(match.state, seat, action)  # accepted
        state = match.state
        if state.round.phase is Phase.PLAY and seat < len(state.round.hands):
            for card in state.round.hands[seat]:
                if PlayCard(card) not in legal:
                    try:
                        GAME.apply(state, seat, PlayCard(card))
                    except IllegalAction as refused:
                        assert refused.message.key == "must_follow"
                    else:
                        raise AssertionError(f"{card} was accepted but is not legal")
        for other in range(GAME.num_seats(state)):
            if other not in match.seats_to_act():
                assert list(GAME.legal_actions(state, other)) == []
        match.play(seat, match.bot_choice(seat, bot))


def test_all_modes_listed():
    assert set(MODES) == set(MODE_INFO)
