"""Leaving a game whose last autosave failed: the player chooses what happens to the moves.

While the last write of the game failed (a full disk, a read-only folder), leaving it (and
quitting) first tries to save it once more; when that fails too, :func:`unsaved_box` asks
the player to try again, to save a copy elsewhere, or to leave and lose the moves since the
last good save. It never says that the game is saved.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from .save_errors import failure_reason
from .words import fill, join_sentences

RETRY = "retry"
ELSEWHERE = "elsewhere"
LOSE = "lose"
STAY = "stay"


def unsaved_text(
    error: BaseException, saved_moves: int | None, copy_error: BaseException | None = None
) -> str:
    """Why the game is not safe, what is on disk, and what leaving now loses."""
    why = fill(
        QCoreApplication.translate("LeaveUnsaved", "The game could not be saved: %1."),
        failure_reason(error),
    )
    if saved_moves is not None:
        kept = fill(
            QCoreApplication.translate(
                "LeaveUnsaved",
                "Its file holds it up to move %1; the moves since then are only in memory, "
                "and leaving now loses them.",
            ),
            saved_moves,
        )
    else:
        kept = QCoreApplication.translate(
            "LeaveUnsaved",
            "It has not been written down yet: it is only in memory, and leaving now loses it.",
        )
    sentences = [why, kept]
    if copy_error is not None:
        sentences.append(
            fill(
                QCoreApplication.translate("LeaveUnsaved", "The copy could not be saved: %1."),
                failure_reason(copy_error),
            )
        )
    return join_sentences(sentences)


def unsaved_box(
    parent: QWidget,
    error: BaseException,
    saved_moves: int | None,
    copy_error: BaseException | None = None,
) -> QMessageBox:
    """The question asked before leaving an unsaved game; each button's ``choice``
    property is :data:`RETRY`, :data:`ELSEWHERE`, :data:`LOSE` or :data:`STAY`."""
    box = QMessageBox(parent)
    box.setObjectName("LeaveUnsaved")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("LeaveUnsaved", "The game is not saved"))
    box.setText(unsaved_text(error, saved_moves, copy_error))
    if saved_moves is not None:
        lose_text = fill(
            QCoreApplication.translate("LeaveUnsaved", "&Leave and lose the moves since move %1"),
            saved_moves,
        )
    else:
        lose_text = QCoreApplication.translate("LeaveUnsaved", "&Leave and lose this game")
    role = QMessageBox.ButtonRole
    buttons = (
        (RETRY, QCoreApplication.translate("LeaveUnsaved", "&Try again"), role.AcceptRole),
        (
            ELSEWHERE,
            QCoreApplication.translate("LeaveUnsaved", "Save &elsewhere…"),
            role.ActionRole,
        ),
        (LOSE, lose_text, role.DestructiveRole),
        (STAY, QCoreApplication.translate("LeaveUnsaved", "&Stay in the game"), role.RejectRole),
    )
    for choice, text, button_role in buttons:
        button = box.addButton(text, button_role)
        button.setProperty("choice", choice)
        if choice == RETRY:
            box.setDefaultButton(button)
        elif choice == STAY:
            box.setEscapeButton(button)
    return box


def choice_of(box: QMessageBox) -> str:
    """Show ``box`` and wait for the player's choice (:data:`STAY` when it is closed)."""
    box.exec()
    clicked = box.clickedButton()
    choice = clicked.property("choice") if clicked is not None else None
    return str(choice) if choice else STAY
