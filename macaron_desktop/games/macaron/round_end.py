"""The end of a round (RULINGS 1.5 and 1.6): scoring, the end of the game, the next deal."""

from __future__ import annotations

from macaron_desktop.core.eventlog import deliver, make_event
from macaron_desktop.core.fastcopy import replace
from macaron_desktop.core.game import Result

from .config import EMMA, PLAYER
from .deal import deal_round
from .scoring import score_round, winners
from .state import MacaronState, Phase


def end_round(state: MacaronState, reason: str) -> MacaronState:
    """Score the round that just ended (``reason``: ``eight_boxes`` or ``hands_empty``);
    then the game ends, or the next round is dealt."""
    r = state.round
    info = state.info
    assert r.royal is not None
    summary = score_round(
        number=r.number,
        start_seat=r.start_seat,
        royal_group=r.royal,
        allergen=r.allergen,
        end_reason=reason,
        scoring=state.scoring,
        boxes=r.boxes,
        bets=r.bets,
        old_scores=state.scores,
        emma=EMMA if info.solo else None,
        teams=info.teams,
    )
    logs = deliver(
        r.logs,
        make_event("round_ended", {"round": r.number, "reason": reason, "boxes": r.boxes}),
        make_event(
            "round_scored",
            {
                "round": r.number,
                "boxes": summary.boxes,
                "rows": summary.rows,
                "bets": summary.bets,
                "bet_hits": summary.bet_hits,
                "track_vp": summary.track_vp,
                "bet_vp": summary.bet_vp,
                "emma_bonus": summary.emma_bonus,
                "vp": summary.vp,
                "scores": summary.scores,
            },
        ),
    )
    r = replace(r, logs=logs)
    state = replace(
        state,
        round=r,
        scores=summary.scores,
        history=(*state.history, r),
        summaries=(*state.summaries, summary),
    )
    won = winners(summary.scores, state.target)
    if won is not None:
        result = Result(summary.scores, won, info.teams or ())
        event = make_event("game_over", {"scores": summary.scores, "winners": won})
        r = replace(r, phase=Phase.GAME_OVER, logs=deliver(r.logs, event))
        return replace(state, round=r, result=result)
    start = PLAYER if info.solo else (r.start_seat + 1) % info.seats
    return deal_round(state, r.number + 1, start)
