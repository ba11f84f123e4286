"""What the summary of a finished Macaron round shows: boxes, row, bet and VP per seat."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.ui.game_board import RoundSummary
from macaron_desktop.ui.words import fill, join_partners, join_parts

from . import texts


def team_names(names: Sequence[str], teams: Sequence[Sequence[int]] | None) -> list[str]:
    """Names of the scoring sides: seats, or teams (``Ana & Basile``) in 2V2."""
    if not teams:
        return list(names)
    return [join_partners(names[s] for s in team) for team in teams]


def round_summary(
    data: Mapping[str, Any],
    names: Sequence[str],
    teams: Sequence[Sequence[int]] | None,
    side: str,
) -> RoundSummary:
    """The summary of a ``round_scored`` event, in the current language."""
    headers = [
        QCoreApplication.translate("Macaron", "Player"),
        QCoreApplication.translate("Macaron", "Boxes"),
        QCoreApplication.translate("Macaron", "Row"),
        QCoreApplication.translate("Macaron", "Bet"),
        QCoreApplication.translate("Macaron", "VP"),
    ]
    rows = []
    for seat, name in enumerate(names):
        bet_text = texts.bet_name(data["bets"][seat], side)
        hit = data["bet_hits"][seat]
        if hit is True:
            bet_text += " ✔"
        elif hit is False:
            bet_text += " ✘"
        rows.append(
            [
                name,
                str(data["boxes"][seat]),
                # the row scored (both sides score by row), named as the track names it
                texts.row_name(int(data["rows"][seat])),
                bet_text,
                f"{data['vp'][seat]:+d}",
            ]
        )
    notes = []
    if data.get("emma_bonus"):
        notes.append(
            fill(
                QCoreApplication.translate("Macaron", "Emma gains +%1 for the missed bet."),
                str(data["emma_bonus"]),
            )
        )
    sides = team_names(names, teams)
    scores = join_parts(
        fill(QCoreApplication.translate("Macaron", "%1 %2"), n, str(s))
        for n, s in zip(sides, data["scores"], strict=False)
    )
    # the notes are plain text (they name players)
    notes.append(fill(QCoreApplication.translate("Macaron", "Scores: %1"), scores))
    number = str(data.get("round"))
    return RoundSummary(
        title=fill(QCoreApplication.translate("Macaron", "Round %1 is over"), number),
        headers=headers,
        rows=rows,
        notes=notes,
        scores=list(data["scores"]),
        go_on=QCoreApplication.translate("Macaron", "&Next round"),
        status=fill(QCoreApplication.translate("Macaron", "Round %1 is over."), number),
    )
