"""Hot-seat play on the game screen: the privacy screen between two people.

A mixin of :class:`~macaron_desktop.ui.game_screen.GameScreen`. When several people
share the computer, the table is hidden (a :class:`~macaron_desktop.ui.table.PrivacyScreen`)
until the person whose turn it is takes over; only then are their cards drawn and the
log of what their seat may see shown.
"""

from __future__ import annotations

from typing import Any


class HotSeat:
    """Who sits at the screen now; mixed into the game screen."""

    # the seat whose private cards the table may draw (None: nobody has taken over yet)
    revealed_for: int | None
    viewer: int
    match: Any
    session: Any

    @property
    def revealed(self) -> bool:
        """The viewing seat's private cards may be drawn."""
        return (
            self.revealed_for == self.viewer and self.match.seats[self.viewer].kind == "human"
        ) or not self.session.human_seats()

    def on_human_turn(self, seat: int) -> None:
        """A person must act: in hot-seat play, hide the table until they take over."""
        if self.session.is_hot_seat() and self.revealed_for != seat:
            self._remember_heard()  # what the person leaving heard of their log
            self.viewer = seat
            self.scene.locked = True
            self.privacy.show_for(self.names[seat])
            self.privacy.setGeometry(self.view.rect())
            self.privacy.raise_()
            self._update_status(self.current())
            return
        self.viewer = seat
        self.refresh(animate=True)
        self._auto_play()

    def _privacy_revealed(self) -> None:
        self.hints.forget()  # the last person's hint is not for the next one
        self.revealed_for = self.viewer
        self.scene.locked = False
        self.board.clear()
        self._rebuild_log()  # the log of what this seat may see
        self._announce_missed()  # and what happened in it while they were away
        self.refresh(animate=False)
        self.view.setFocus()
        self._auto_play()
