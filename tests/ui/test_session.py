"""The game session: bots think off the GUI thread, humans propose, autosave and undo."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.savegame import Autosave, load_match
from macaron_desktop.games.toy.rules import GAME, Bid, Play, ToyCard
from macaron_desktop.ui.session import GameSession

SEATS = [SeatSpec("Ana"), SeatSpec("Robot", "bot", "random")]


def make_session(qtbot: QtBot, tmp_path: Path, seats=SEATS, seed: int = 4) -> GameSession:
    match = Match(GAME, {"players": len(seats)}, seed, seats)
    session = GameSession(match, Autosave(tmp_path / "toy.json"))
    session.moved.connect(lambda *_: session.advance())  # no animation: go on at once
    return session


def play_human_to_the_end(session: GameSession, qtbot: QtBot) -> None:
    turns: list[int] = []
    session.human_turn.connect(turns.append)
    session.advance()
    while not session.match.finished:
        qtbot.waitUntil(lambda: session.match.finished or 0 in session.match.seats_to_act())
        if session.match.finished:
            break
        legal = session.match.legal_actions(0)
        assert session.propose(0, legal[0]) is None
    assert turns


def test_a_whole_game_against_a_threaded_bot(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path)
    with qtbot.waitSignal(session.finished, timeout=5000):
        play_human_to_the_end(session, qtbot)
    assert session.match.result() is not None
    session.close()


def test_refused_proposals_say_why_and_change_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path)
    before = session.match.state
    reason = session.propose(0, Play(ToyCard("red", 1)))
    # a card while the seats bid: the kit's "not now", naming the step and the action
    assert reason is not None and reason.key == "wrong_step"
    assert reason.params == {"step": "bid", "action": "Play"}
    assert session.propose(1, Bid(1)) is not None  # a person cannot move for the bot
    assert session.match.state == before
    session.close()


def test_every_accepted_action_is_autosaved(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path)
    session.advance()
    assert session.propose(0, Bid(1)) is None
    qtbot.waitUntil(lambda: len(session.match.moves) >= 2)
    assert session.flush_saves()  # the file is written on the autosave thread
    resumed, _ = load_match(tmp_path / "toy.json")
    assert resumed.moves == session.match.moves
    session.close()


def test_undo_takes_back_the_last_own_decision_and_bots_replay_the_same(
    qtbot: QtBot, tmp_path: Path
) -> None:
    session = make_session(qtbot, tmp_path)
    session.advance()
    assert not session.can_undo()
    session.propose(0, Bid(2))
    qtbot.waitUntil(lambda: 0 in session.match.seats_to_act() and len(session.match.moves) >= 2)
    moves_before = list(session.match.moves)
    lead = session.match.legal_actions(0)[0]
    session.propose(0, lead)
    qtbot.waitUntil(lambda: len(session.match.moves) >= 4 or session.match.finished)
    after_bot = list(session.match.moves)
    resets: list[bool] = []
    session.reset.connect(lambda: resets.append(True))
    assert session.can_undo() and session.undo()
    assert resets and session.match.moves == moves_before
    session.propose(0, lead)
    qtbot.waitUntil(lambda: len(session.match.moves) >= len(after_bot))
    assert session.match.moves[: len(after_bot)] == after_bot
    session.close()


def test_hot_seat_games_have_no_undo(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, [SeatSpec("Ana"), SeatSpec("Ben")])
    assert session.is_hot_seat()
    session.advance()
    session.propose(0, Bid(1))
    assert not session.can_undo() and not session.undo()
    session.close()


def test_a_decision_asked_for_before_an_undo_is_ignored(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path)
    session._generation = 1
    session._thinking = {1}
    session._on_decided(0, 1, Bid(3))  # an answer to a question asked before the undo
    assert session.match.moves == []
    assert session._thinking == {1}  # the new question is still awaited, not asked twice
    session.close()


def test_a_bot_proposing_an_illegal_move_does_not_stop_the_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    session = make_session(qtbot, tmp_path)
    session._thinking = {1}
    session._on_decided(0, 1, Bid(9))
    assert [m.seat for m in session.match.moves] == [1]
    assert session.match.moves[0].action in GAME.legal_actions(session.match.initial_state, 1)
    session.close()
