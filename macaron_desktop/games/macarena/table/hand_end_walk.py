"""The end of a La Macarena hand on the table, step by step.

A mixin of :class:`~.board.MacarenaBoard`: the hand-end panel
(:class:`~.walkthrough.HandEndPanel`) opens with the standings before the hand, then each
step (the hand-over, the collections turned face up, each award with why an element went
where it did) is a line that lingers as the pace or the player's clicks say; the
standings after the hand are the round summary shown when the next hand is dealt.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.core.messages import Message
from macaron_desktop.ui.game_board import GameEvent, RoundSummary
from macaron_desktop.ui.words import join_list

from ..cards import Card, strength
from ..spec import GAME_ID, HAND_END_CLICKS
from ..state import Phase
from ..view import MacarenaView
from . import texts


class HandEndWalk:
    """The hand-end walk-through and the standings; mixed into :class:`~.board.MacarenaBoard`."""

    # -- the end of a hand ----------------------------------------------------------------------
    def _open_walk(self, view: MacarenaView) -> None:
        state = self.match.state
        if state.phase in (Phase.HAND_OVER, Phase.BUY) or not state.hand_results:
            hand, standings = state.hand_number, [view.standing(s) for s in range(view.players)]
        else:
            hand = state.hand_results[-1].number
            before = state.hand_results[-2].standings if len(state.hand_results) > 1 else None
            standings = (
                list(before)
                if before
                else [
                    view.standing(s)._replace(elements=(), coins=0, amulets=0)
                    for s in range(view.players)
                ]
            )
        self._award_index = 0
        self._collections = ()
        title = texts.fill(QCoreApplication.translate("Macarena", "Hand %1 is over"), hand)
        colours = [self.host.seat_colour(s) for s in range(view.players)]
        lines = [texts.standing_text(s) for s in standings]

        def show() -> None:
            self._place_walk()
            self.walk.open(hand, title, self.names, colours, lines)
            # the turn's buttons have nothing to do while the hand's end is shown
            for button in (self.pass_button, self.take_back_button, self.done_button):
                button.hide()

        self.animator.call(show)
        self.host.show_step(title)

    def _walk_status(self, event: GameEvent) -> None:
        """The status line says the step this event begins (it changes with the panel)."""
        text = texts.walk_step(event.key, event.params, self.names)
        if text is not None:
            self.host.show_step(text)

    def _place_walk(self) -> None:
        geo = self.geo
        rect = geo.middle.adjusted(geo.card_w * 0.3, 4, -geo.card_w * 0.3, -4)
        self.walk.place(rect, geo.text_scale, self.host.language())

    def _step(self, line: str | None, linger: bool = True) -> None:
        if line is None:
            return
        self.animator.call(lambda: self.walk.visible and self.walk.add_line(line))  # type: ignore[func-returns-value]
        if linger:
            self._walk_linger()

    def _walk_linger(self) -> None:
        """Let a step of the hand's end stay: as the pace says, or until a click when the
        player asked for that (La Macarena's own setting)."""
        clicks = self.host.settings().game_value(GAME_ID, HAND_END_CLICKS.key)
        self.host.linger(until_click=bool(clicks))

    def waits_before(self, event: GameEvent) -> bool:
        """A hand's end, walked through, waits for the player whatever the pace before
        the next hand is dealt, so the table, the log and the side panel show the hand
        being scored until the player goes on."""
        return event.key == "hand_started" and event.params.get("hand", 1) >= 2

    def _end_walk(self) -> None:
        """The game's last hand is walked through: it waits for the player, whatever the
        pace, before the result; then the panel closes, so what follows covers nothing."""
        self.host.linger(until_click=True)
        self.animator.call(self.walk.hide)

    def _animate_collections(self, collections: Sequence[Sequence[Card]]) -> None:
        self._collections = collections

        def show() -> None:
            if self.walk.visible:
                self.walk.show_collections(collections)

        self.animator.call(show)
        self._step(QCoreApplication.translate("Macarena", "The collections are turned face up."))

    def _hand_awards(self) -> tuple[Any, ...]:
        """The awards of the hand being walked through (with the standings after each)."""
        state = self.match.state
        if state.phase in (Phase.HAND_OVER, Phase.BUY) or not state.hand_results:
            return tuple(state.awards)
        return tuple(state.hand_results[-1].awards)

    def _animate_award(self, event: GameEvent) -> None:
        p = event.params
        message = Message(event.key, dict(p))
        line = texts.award_line(message, self.names) or event.key
        why = self._tie_break(event.key, p)
        if why:
            line += " " + why
        awards = self._hand_awards()
        index = self._award_index
        self._award_index += 1
        standings = awards[index].standings if index < len(awards) else None
        element = p.get("element") if event.key.startswith("element_") else None
        self._walk_status(event)

        def show() -> None:
            if self.walk.visible:
                self.walk.add_line(line)
                self.walk.focus_element(element)
            if standings is not None and self.walk.visible:
                self.walk.set_standings([texts.standing_text(s) for s in standings])

        self.animator.call(show)
        self._walk_linger()

    def _tie_break(self, key: str, params: Any) -> str:
        """Why an element went where it did, when the number of cards did not decide."""
        element = params.get("element")
        if key not in ("element_token", "element_coin", "element_unclaimed") or element is None:
            return ""
        if key == "element_unclaimed" and params.get("reason") != "tie":
            return ""
        heights = {
            seat: sorted((strength(c) for c in cards if c.element is element), reverse=True)
            for seat, cards in enumerate(self._collections)
        }
        heights = {s: h for s, h in heights.items() if h}
        if not heights:
            return ""
        most = max(len(h) for h in heights.values())
        tied = [s for s, h in heights.items() if len(h) == most]
        if len(tied) < 2:
            return ""
        if key == "element_unclaimed":
            return texts.fill(
                QCoreApplication.translate("Macarena", "(%1: %2 each, the same ranks.)"),
                join_list(self.names[s] for s in tied),
                texts.cards_text(most),
            )
        winner = params.get("seat")
        rival = max((s for s in tied if s != winner), key=lambda s: heights[s])
        for mine, theirs in zip(heights[winner], heights[rival], strict=False):
            if mine != theirs:
                return texts.fill(
                    QCoreApplication.translate(
                        "Macarena", "(%1 cards each: %2's %3 beats %4's %5.)"
                    ),
                    most,
                    self.names[winner],
                    _height_name(mine),
                    self.names[rival],
                    _height_name(theirs),
                )
        return ""

    # -- the standings after a hand ---------------------------------------------------------
    def round_summary(self, event: GameEvent) -> RoundSummary | None:
        """The standings after a hand: shown when the next hand is dealt."""
        results = self.match.state.hand_results
        if event.key == "hand_started" and event.params.get("hand", 1) >= 2:
            index = event.params["hand"] - 2
        elif event.key == "game_won" and results:
            index = len(results) - 1
        else:
            return None
        if index >= len(results):
            return None
        return self._summary(results[index])

    def _summary(self, result: Any) -> RoundSummary:
        headers = QCoreApplication.translate(
            "Macarena", "Player|In hand|Collection|Elements|Coins|Amulets", "column titles"
        ).split("|")
        shown = result.collections
        rows = [
            [
                self.names[seat],
                str(result.hand_sizes[seat]),
                "–" if shown is None else str(len(shown[seat])),
                join_list(texts.element_name(e) for e in standing.elements) or "–",
                str(standing.coins),
                str(standing.amulets),
            ]
            for seat, standing in enumerate(result.standings)
        ]
        if result.end == "left":
            notes = [
                texts.fill(
                    QCoreApplication.translate("Macarena", "%1 ran out of cards."),
                    self.names[result.seat],
                )
            ]
        elif result.end == "all_wells":
            notes = [
                texts.fill(
                    QCoreApplication.translate("Macarena", "%1 enchanted every well."),
                    self.names[result.seat],
                )
            ]
        else:
            notes = [QCoreApplication.translate("Macarena", "The draw pile ran out.")]
        number = result.number
        return RoundSummary(
            title=texts.fill(
                QCoreApplication.translate("Macarena", "Hand %1: the standings"), number
            ),
            headers=headers,
            rows=rows,
            notes=notes,
            scores=[s.amulets for s in result.standings],
            go_on=QCoreApplication.translate("Macarena", "&Next hand"),
            # the walk-through's last step: the status says what the panel shows
            status=texts.fill(
                QCoreApplication.translate("Macarena", "Hand %1: the standings"), number
            ),
        )


def _height_name(height: int) -> str:
    """A tie-break height as a rank (14 is the ace)."""
    return texts.rank_name(1 if height == 14 else height)
