"""Scoring a round on the gift-box track, bets included (RULINGS 1.5 and 1.6)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Flavor, Group

#: VP for each row of the gift-box track (both sides)
ROW_VP: dict[int, int] = {1: 2, 2: 1, 3: 3, 4: 4, 5: 5}
#: advanced side: what a bet on column c pays when hit / costs when missed
ADVANCED_HIT: tuple[int, ...] = (4, 3, 3, 2, 2, 2, 3, 3, 4)
ADVANCED_MISS: tuple[int, ...] = (-1, -1, -1, -1, -1, -1, -1, -1, -2)
STANDARD_HIT = 2
STANDARD_MISS = -1
#: what Emma gains when the solo player misses a bet
EMMA_BONUS = 2
#: boxes that end the round as soon as one seat holds them
ROUND_END_BOXES = 8


def track_row(boxes: int) -> int:
    """Row of the gift-box track reached with ``boxes``: 1 (none) to 5 (8 or more)."""
    if boxes <= 0:
        return 1
    if boxes <= 2:
        return 2
    if boxes <= 5:
        return 3
    if boxes <= 7:
        return 4
    return 5


def track_column(boxes: int) -> int:
    """Column of the advanced track: the boxes, with 8 standing for 8 or more."""
    return min(boxes, 8)


def track_vp(boxes: int) -> int:
    """VP for ending a round with ``boxes``."""
    return ROW_VP[track_row(boxes)]


def bet_range(scoring: str) -> tuple[int, int]:
    """Lowest and highest bet: rows 1-5 (standard) or columns 0-8 (advanced)."""
    return (1, 5) if scoring == "standard" else (0, 8)


def bet_hit(scoring: str, bet: int, boxes: int) -> bool:
    """Whether a bet is on the row (standard) or exact column (advanced) reached."""
    if scoring == "standard":
        return bet == track_row(boxes)
    return bet == track_column(boxes)


def bet_vp(scoring: str, bet: int | None, boxes: int) -> int:
    """VP a bet earns (positive) or costs (negative); 0 without a bet."""
    if bet is None:
        return 0
    hit = bet_hit(scoring, bet, boxes)
    if scoring == "standard":
        return STANDARD_HIT if hit else STANDARD_MISS
    return ADVANCED_HIT[bet] if hit else ADVANCED_MISS[bet]


@dataclass(frozen=True, slots=True)
class RoundScore:
    """The public summary of a scored round."""

    number: int
    start_seat: int
    royal_group: Group
    allergen: Flavor | None
    #: "eight_boxes" or "hands_empty"
    end_reason: str
    boxes: tuple[int, ...]
    rows: tuple[int, ...]
    bets: tuple[int | None, ...]
    #: per seat: True hit, False missed, None no bet
    bet_hits: tuple[bool | None, ...]
    track_vp: tuple[int, ...]
    bet_vp: tuple[int, ...]
    #: solo: Emma's +2 for each missed bet of the player (0 elsewhere)
    emma_bonus: int
    #: per seat, gained this round before the floor at 0
    vp: tuple[int, ...]
    #: after the round: per seat, or per team in 2V2
    scores: tuple[int, ...]


def score_round(
    *,
    number: int,
    start_seat: int,
    royal_group: Group,
    allergen: Flavor | None,
    end_reason: str,
    scoring: str,
    boxes: Sequence[int],
    bets: Sequence[int | None],
    old_scores: Sequence[int],
    emma: int | None,
    teams: Sequence[Sequence[int]] | None,
) -> RoundScore:
    """Score one round: track VP, bets, Emma's bonus, then the floor at 0 per seat or team."""
    n = len(boxes)
    track = tuple(track_vp(b) for b in boxes)
    hits: list[bool | None] = []
    bet_part: list[int] = []
    emma_bonus = 0
    for seat in range(n):
        bet = bets[seat]
        if bet is None:
            hits.append(None)
            bet_part.append(0)
            continue
        hit = bet_hit(scoring, bet, boxes[seat])
        hits.append(hit)
        if emma is not None and not hit:
            # Solo: the player loses nothing, Emma gains instead.
            bet_part.append(0)
            emma_bonus += EMMA_BONUS
        else:
            bet_part.append(bet_vp(scoring, bet, boxes[seat]))
    vp = [track[s] + bet_part[s] for s in range(n)]
    if emma is not None:
        vp[emma] += emma_bonus
    if teams:
        scores = tuple(
            max(0, old_scores[t] + sum(vp[s] for s in members)) for t, members in enumerate(teams)
        )
    else:
        scores = tuple(max(0, old_scores[s] + vp[s]) for s in range(n))
    return RoundScore(
        number=number,
        start_seat=start_seat,
        royal_group=royal_group,
        allergen=allergen,
        end_reason=end_reason,
        boxes=tuple(boxes),
        rows=tuple(track_row(b) for b in boxes),
        bets=tuple(bets),
        bet_hits=tuple(hits),
        track_vp=track,
        bet_vp=tuple(bet_part),
        emma_bonus=emma_bonus,
        vp=tuple(vp),
        scores=scores,
    )


def winners(scores: Sequence[int], target: int) -> tuple[int, ...] | None:
    """Indices sharing the win if anyone reached ``target``; ``None`` if the game goes on."""
    if max(scores) < target:
        return None
    best = max(scores)
    return tuple(i for i, s in enumerate(scores) if s == best)
