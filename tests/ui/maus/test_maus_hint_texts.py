"""A Maus au Chocolat hint in words: what to bid (coins, Henri's two included), which
cards to take and what a combination forms, in both languages."""

from __future__ import annotations

from itertools import combinations

from macaron_desktop.core.fastcopy import replace
from macaron_desktop.games.maus import rules
from macaron_desktop.games.maus.actions import BID, SCORE_NOTHING, Pick, Score
from macaron_desktop.games.maus.cards import Card, Helper
from macaron_desktop.games.maus.combos import interpretations
from macaron_desktop.games.maus.table.hint_texts import describe_hint, move_text
from macaron_desktop.ui.i18n import LanguageManager

GAME = rules.GAME


def test_bids_picks_and_combinations_are_worded_as_a_player_reads_them(
    languages: LanguageManager,
) -> None:
    state = GAME.new_game({"players": 4}, 3)
    helpers = list(state.helpers)
    henri = helpers.index(Helper.HENRI) if Helper.HENRI in helpers else None
    view = GAME.view(state, 0)
    card = view.hand[0]
    bid = move_text(BID[card], view)
    assert bid.startswith("bid ") and f"{card.snack}" in bid
    if henri is not None and henri != 0:
        assert "+ 2" in move_text(BID[state.hands[henri][0]], GAME.view(state, henri))
    pick = Pick(state.display[:2])
    assert move_text(pick, view).startswith("take ")
    hand = (Card.EGGS_0, Card.NUTS_3, Card.SUGAR_6, Card.FRUITS_13)  # 3, 4, 5 and a 7
    scoring = replace(state, hands=(hand, *state.hands[1:]), helpers=(Helper.CLAUDE, *helpers[1:]))
    scorer = GAME.view(scoring, 0)
    run = next(c for c in combinations(hand, 3) if interpretations(c, Helper.CLAUDE))
    assert move_text(Score(run), scorer) == (
        "score Eggs 3, Nuts 4, Sugar 5 (a mixed run: you keep Eggs 3 (3 points))"
    )
    report = describe_hint(
        scorer, [(Score(run), {"value": 2.0, "choice": 1.0}), (SCORE_NOTHING, {"value": -1.0})]
    )
    assert len(report.rows) == 2 and "lead in points" in report.note
    languages.apply("zh_TW")
    assert (
        move_text(Score(run), scorer) == "以蛋 3、堅果 4、糖 5 計分（混色順子：你保留蛋 3（3 分））"
    )
    assert move_text(SCORE_NOTHING, scorer) == "這一輪不計分"
