"""Maus au Chocolat's board on the shared game screen.

The screen drives the session, the log, the panels, hot-seat privacy, the pace and undo,
and asks every prompt of the rules itself: the bids, the picks, the combinations, the
swap and the discards with the shared card picker (this board names the cards of each
prompt's source, the zone they are dropped on and the words of the live line), the
helper's power and the kept cards as a row of buttons. The board draws the view
(:class:`~.drawing.TableDrawing`), turns the bids over together at the reveal, sums up
each round, and says its texts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QPushButton, QWidget

from macaron_desktop.core.messages import Message
from macaron_desktop.ui.game_board import GameBoard, GameEvent, RoundSummary
from macaron_desktop.ui.game_screen import waiting_text
from macaron_desktop.ui.table import CardItem
from macaron_desktop.ui.worded_prompts import WordedPrompts
from macaron_desktop.ui.words import join_parts

from ..cards import Card, Helper
from ..config import TARGET
from ..state import Phase
from ..view import MausView
from . import choices, texts
from .drawing import Geometry, TableDrawing
from .spoken import MausSpeech

if TYPE_CHECKING:
    from macaron_desktop.ui.game_board import BoardHost


class MausBoard(MausSpeech, WordedPrompts, TableDrawing, GameBoard, words=texts, choices=choices):
    """The seats, the display, the helpers, your bid spot, score pile and hand."""

    def attach(self, host: BoardHost) -> None:
        """Make the lasting items: the item pool and the focus ring."""
        self.helper_spots: list[tuple[Helper, Any]] = []
        # the cards and helpers each part of the table placed when it was last drawn
        self._kept: dict[str, tuple[list[Any], list[Any]]] = {}
        self._walking = False
        self._helpers_key: tuple[int, int] | None = None
        self._helpers_at: dict[int, tuple[Helper, ...]] = {}
        super().attach(host)
        self.attach_cards(host, Geometry())
        # always there, so the bar under the table keeps its height with or without a choice
        self.helpers_button = QPushButton()
        self.helpers_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.helpers_button.clicked.connect(lambda: self.on_key("right"))
        # which cards of a combination are kept: a list, since four of a kind leaves six
        # choices, too many for a row of buttons
        self.keep_list = QComboBox()
        self.keep_button = QPushButton()
        self.keep_button.clicked.connect(self.keep_chosen)
        self._keep_options: list[Any] = []
        for widget in (self.keep_list, self.keep_button):
            widget.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            widget.hide()

    def current(self) -> MausView:
        """The viewing seat's view now."""
        view: MausView = self.host.current()
        return view

    # -- the card picker ------------------------------------------------------------------------
    def card_items(self, source: str) -> Sequence[CardItem]:
        """The hand's cards (bid, score, swap, discard) or the display's (pick)."""
        view = self.current()
        cards = view.display if source == "display" else view.hand
        return [self.cards[c] for c in cards if c in self.cards]

    def option_text(self, option: Any) -> str:
        """A power's use with what the cards then form, or cards to keep."""
        return choices.option_text(self.current(), option)

    # -- events ---------------------------------------------------------------------------------
    def animate(self, event: GameEvent, view: MausView) -> None:
        """The reveal turns every bid over at once, and lets the players see them."""
        self._walking = False  # a move ends the walk through the helpers
        if event.key == "bids_revealed":
            bids = tuple(event.params.get("bids") or ())
            self.host.animator.call(lambda: self._turn_bids_over(bids))
            self.host.linger()

    def _turn_bids_over(self, bids: Sequence[Card | None]) -> None:
        for seat, card in enumerate(bids):
            item = self.cards.get(("back", seat))
            if card is not None and item is not None:
                self._fit_card(item, item.key, card, item.size)

    def _helpers_for(self, event: GameEvent) -> tuple[Helper, ...]:
        """Who held which helper when ``event`` happened (the helpers pass each round)."""
        events = self.current().events
        key = (id(events), len(events))
        if self._helpers_key != key:
            self._helpers_key = key
            self._helpers_at = {}
            held: tuple[Helper, ...] = ()
            for logged in events:
                if logged.key == "game_started":
                    held = tuple(logged.params.get("helpers") or ())
                elif logged.key == "helpers_passed":
                    held = tuple(logged.params.get("helpers") or ())
                self._helpers_at[id(logged)] = held
        return self._helpers_at.get(id(event), self.current().helpers)

    # -- texts ----------------------------------------------------------------------------------
    def log_line(self, event: GameEvent) -> str | None:
        """The log's line for an event: who bid what, who took what, what was scored."""
        message = Message(event.key, dict(event.params))
        return texts.log_line(message, self.host.names, self._helpers_for(event))

    def refusal(self, reason: Any) -> str:
        """Why the rules refused an action."""
        if isinstance(reason, Message):
            return texts.refusal(reason, self.host.names)
        return QCoreApplication.translate("Maus", "That is not possible now.")

    def score_heading(self, view: MausView) -> str:
        """Players, what ends the game, the round."""
        goal = texts.fill(QCoreApplication.translate("Maus", "%1 points end the game"), TARGET)
        points = QCoreApplication.translate("Maus", "Points:")
        return (
            f"<b>{texts.mode_name(view.players)}</b><br>"
            f"{join_parts([goal, texts.round_name(view.round)])}<br>{points}"
        )

    def target(self, view: MausView) -> int | None:
        """The points that end the game."""
        return TARGET

    def status_text(self, view: MausView) -> str:
        """The round, and whose step it is."""
        head = texts.round_name(view.round)
        if view.result is not None:
            return head
        acting = list(self.host.match.game.seats_to_act(self.host.match.state))
        if self.host.my_turn(view):
            return join_parts([head, self._task(view)])
        if not acting:
            return head
        phase = view.phase
        if phase is Phase.PICK:
            doing = QCoreApplication.translate("Maus", "%1 picks from the display")
        elif phase in (Phase.SWAP, Phase.SCORE, Phase.POWER, Phase.KEEP):
            doing = QCoreApplication.translate("Maus", "%1 scores")
        else:
            return join_parts([head, waiting_text(self.host.names, acting)])
        return join_parts([head, texts.fill(doing, self.host.names[acting[0]])])

    def _task(self, view: MausView) -> str:
        phase = view.phase
        if phase is Phase.BID:
            return QCoreApplication.translate("Maus", "Choose your bid")
        if phase is Phase.PICK:
            return QCoreApplication.translate("Maus", "Your pick")
        if phase is Phase.KEEP:
            prompt = self.host.current_prompt()
            return texts.prompt_text("choose_kept", prompt.params if prompt else {})
        if phase in (Phase.SWAP, Phase.SCORE, Phase.POWER):
            return QCoreApplication.translate("Maus", "Your scoring turn")
        if phase is Phase.DISCARD:
            return QCoreApplication.translate("Maus", "Discard down to 8 cards")
        return ""

    def round_summary(self, event: GameEvent) -> RoundSummary | None:
        """After each round's scoring (and at the end): what everyone scored."""
        if event.key not in ("helpers_passed", "game_ended"):
            return None
        view = self.current()
        events = list(view.events)
        end = next((i for i, e in enumerate(events) if e is event), len(events))
        start = max((i for i, e in enumerate(events[:end]) if e.key == "round_started"), default=0)
        scored: dict[int, str] = {}
        gained: dict[int, int] = {}
        for logged in events[start:end]:
            seat = logged.params.get("seat")
            if logged.key == "scored":
                p = logged.params
                scored[seat] = texts.fill(
                    QCoreApplication.translate("Maus", "%1, kept %2"),
                    texts.combination_name(p.get("kind"), p.get("one_colour"), len(p["cards"])),
                    texts.cards_list(p.get("kept")),
                )
                gained[seat] = int(p.get("points") or 0)
            elif logged.key == "scored_nothing":
                scored[seat] = QCoreApplication.translate("Maus", "nothing")
        round_number = events[start].params.get("round") if events else view.round
        # the totals as they stood after this round, from the log: when the log is read
        # again (a saved game opened, the language changed) the view is a later one
        totals = [0] * view.players
        for logged in events[:end]:
            if logged.key == "scored" and isinstance(logged.params.get("seat"), int):
                totals[logged.params["seat"]] += int(logged.params.get("points") or 0)
        rows = [
            [
                self.host.names[seat],
                scored.get(seat, "—"),
                f"+{gained.get(seat, 0)}",
                str(totals[seat]),
            ]
            for seat in range(view.players)
        ]
        headers = [
            QCoreApplication.translate("Maus", "Player"),
            QCoreApplication.translate("Maus", "Scored"),
            QCoreApplication.translate("Maus", "Points"),
            QCoreApplication.translate("Maus", "Total"),
        ]
        return RoundSummary(
            title=texts.round_name(round_number),
            headers=headers,
            rows=rows,
            scores=totals,
            go_on=QCoreApplication.translate("Maus", "&Next round"),
        )

    # -- keys: the helpers' powers --------------------------------------------------------------
    def on_key(self, action: str) -> None:
        """With no prompt asked, the arrows walk the helpers and say each one's power."""
        spots = self.helper_spots
        if not spots:
            return
        if action in ("left", "up"):
            self.focus_index = (self.focus_index - 1) % len(spots)
        elif action in ("right", "down", "select"):
            self.focus_index = (self.focus_index + 1) % len(spots)
        elif action == "first":
            self.focus_index = 0
        elif action == "last":
            self.focus_index = len(spots) - 1
        elif action == "cancel":
            self._walking = False
            self.focus_ring.hide()
            return
        else:
            return
        helper, _rect = spots[self.focus_index]
        self._walking = True
        self._refresh_focus()
        self.host.view.show_message(texts.helper_text(helper), 5000)

    def _refresh_focus(self) -> None:
        spots = self.helper_spots
        shown = self._walking and bool(spots)
        if not shown:
            self.focus_ring.hide()
            return
        self.focus_index = max(0, min(self.focus_index, len(spots) - 1))
        self.focus_ring.setRect(spots[self.focus_index][1].adjusted(-3, -3, 3, 3))
        self.focus_ring.show()

    def controls(self) -> Sequence[QWidget]:
        """The kept cards' list and its button, and the helpers button (each press shows
        the next helper's power)."""
        return (self.keep_list, self.keep_button, self.helpers_button)

    def handles_prompt(self, prompt: Any) -> bool:
        """Which cards are kept is asked with the board's own list (see ``controls``)."""
        return getattr(prompt, "key", "") == "choose_kept"

    def update_controls(self, view: MausView) -> None:
        """Offer the kept cards when the rules leave the choice to the player: one entry
        per choice that reads differently (cards of one name score the same)."""
        prompt = self.host.current_prompt()
        asked = prompt is not None and prompt.key == "choose_kept"
        self.keep_list.setVisible(asked)
        self.keep_button.setVisible(asked)
        if not asked:
            self._keep_options = []
            return
        labels: dict[str, Any] = {}
        for option in prompt.options:
            labels.setdefault(self.option_text(option), option)
        if list(labels.values()) != self._keep_options:
            self._keep_options = list(labels.values())
            self.keep_list.clear()
            self.keep_list.addItems(list(labels))

    def keep_chosen(self) -> bool:
        """Keep the cards chosen in the list."""
        index = self.keep_list.currentIndex()
        if not 0 <= index < len(self._keep_options):
            return False
        return self.host.propose(self._keep_options[index])

    def retranslate(self) -> None:
        """The helpers button's text (the table's texts are laid out again)."""
        self.helpers_button.setText(QCoreApplication.translate("Maus", "&Helpers"))
        self.keep_button.setText(QCoreApplication.translate("Maus", "&Keep these"))
        self.helpers_button.setToolTip(
            QCoreApplication.translate(
                "Maus", "Shows each helper's power in turn (the arrow keys do too)"
            )
        )
