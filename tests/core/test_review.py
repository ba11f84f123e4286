"""The review of a seat's game: it marks a clearly bad move and not the best one, sees only
the seat's view, is kept beside the history entry across restarts, stops when cancelled,
and a damaged review file is reported, not trusted."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from macaron_desktop.core import history, quarantine, review
from macaron_desktop.core.match import Match, SeatSpec
from macaron_desktop.core.search import Budget, CancelledError, SearchBot, SearchSupport
from macaron_desktop.games.toy.rules import GAME, Bid, ToyGame, ToyState

SEATS2 = [SeatSpec("Ana", "human"), SeatSpec("Bot 1", "bot", "random")]
SEATS3 = [*SEATS2, SeatSpec("Bot 2", "bot", "random")]
#: a deal (seed 3, two players) where seat 0 holds blue 2, blue 5 and red 2: it takes one
#: trick in most deals, so bidding 3 throws the exact-bid bonus away
SEED = 3
#: the toy game's values are win shares (0-1); a bad bid loses about 0.3 of a win
THRESHOLD = 0.15


def searcher(worlds: int = 60) -> SearchBot:
    return SearchBot(GAME, SearchSupport(GAME), Budget(worlds))


def toy_game(first_bid: int, seed: int = SEED, seats: list[SeatSpec] = SEATS2) -> Match[Any, Any]:
    """Seat 0 bids ``first_bid``, the others 1; then everyone plays their lowest card."""
    match = Match(GAME, {"players": len(seats)}, seed, seats)
    match.play(0, Bid(first_bid))
    for seat in range(1, len(seats)):
        match.play(seat, Bid(1))
    while not match.finished:
        seat = match.seats_to_act()[0]
        match.play(seat, min(match.legal_actions(seat), key=lambda a: a.card.rank))
    return match


def test_a_bad_bid_is_marked_and_the_best_one_is_not() -> None:
    bad = review.review_game(toy_game(3), 0, bot=searcher, threshold=THRESHOLD)
    good = review.review_game(toy_game(1), 0, bot=searcher, threshold=THRESHOLD)
    first_bad, first_good = bad.decisions[0], good.decisions[0]
    assert first_bad.move == 0 and first_bad.played == {"type": "Bid", "tricks": 3}
    assert first_bad.best == {"type": "Bid", "tricks": 1}
    assert first_bad.marked and first_bad.gap > THRESHOLD
    assert first_bad.gap > review.K_STDERR * first_bad.stderr
    assert first_bad.best_estimates["value"] > first_bad.played_estimates["value"]
    assert first_bad in bad.marked
    assert first_good.agrees and not first_good.marked and first_good.gap == 0.0
    # a single legal action is no decision: seat 0's last card is not reviewed
    assert all(d.legal > 1 for d in bad.decisions)
    assert len(bad.decisions) < sum(1 for m in toy_game(3).moves if m.seat == 0)


def test_the_threshold_is_half_the_games_value_scale_and_noise_is_not_marked() -> None:
    support = SearchSupport(GAME)
    support.value_scale = 0.3
    bot = SearchBot(GAME, support, Budget(60))
    assert review.threshold_of(bot) == pytest.approx(0.15)
    # with three worlds the same bad bid is within the search's own uncertainty or not
    # measured well enough: a gap the spread does not carry is never marked
    few = review.review_game(toy_game(3), 0, bot=lambda: searcher(2), threshold=0.0, k=50.0)
    assert not few.decisions[0].marked
    assert review.paired_gap([1.0, 1.0], [0.0, 0.0]) == (1.0, 0.0)
    assert review.paired_gap([1.0], [0.0])[1] == float("inf")


class SwappedToy(ToyGame):
    """The toy game with seats 1 and 2's hands exchanged after the deal: seat 0's view is
    the same, the cards it cannot see are not."""

    def new_game(self, config: Any, seed: int) -> ToyState:
        state = super().new_game(config, seed)
        hands = list(state.hands)
        hands[1], hands[2] = hands[2], hands[1]
        return replace(state, hands=tuple(hands))


def test_the_review_reads_only_the_seats_view_never_the_hidden_cards() -> None:
    def bids(game: ToyGame) -> Match[Any, Any]:
        match = Match(game, {"players": 3}, 11, SEATS3)
        for seat, bid in ((0, 3), (1, 1), (2, 0)):
            match.play(seat, Bid(bid))
        return match

    plain, swapped = bids(GAME), bids(SwappedToy())
    assert plain.state.hands != swapped.state.hands
    assert GAME.view(plain.state_after(0), 0) == GAME.view(swapped.state_after(0), 0)
    one = review.review_game(plain, 0, bot=lambda: searcher(30), threshold=THRESHOLD)
    other = review.review_game(swapped, 0, bot=lambda: searcher(30), threshold=THRESHOLD)
    assert one.decisions and one == other


def test_a_review_kept_beside_the_history_entry_is_read_back_by_another_process(
    tmp_path: Path,
) -> None:
    match = toy_game(3)
    entry = history.keep(match, "a game", datetime(2026, 5, 1, tzinfo=UTC))
    assert entry is not None
    done = review.review_game(match, 0, bot=searcher, threshold=THRESHOLD)
    path = review.save_review(entry, done)
    assert path.parent == entry.parent and path.name.startswith(entry.stem)
    # the history still lists one game, not the review
    assert [e.path for e in history.list_history()] == [entry]
    assert review.load_review(entry, 0, len(match.moves)) == done
    assert review.load_review(entry, 1) is None
    # a fresh interpreter reads the very same figures from the disk
    code = (
        "import json,sys; from pathlib import Path; from macaron_desktop.core import review;"
        "r = review.load_review(Path(sys.argv[1]), 0);"
        "print(json.dumps([[d.move, d.marked, d.gap] for d in r.decisions]))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(entry)], capture_output=True, text=True, check=True
    )
    assert json.loads(out.stdout) == [[d.move, d.marked, d.gap] for d in done.decisions]


def test_a_review_goes_with_its_history_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(history, "LIMIT", 1)
    first = history.keep(toy_game(1), "first", datetime(2026, 5, 1, tzinfo=UTC))
    assert first is not None
    review.save_review(first, review.review_game(toy_game(1), 0, bot=lambda: searcher(4)))
    second = history.keep(toy_game(3), "second", datetime(2026, 5, 2, tzinfo=UTC))
    assert second is not None and not first.exists()
    assert not review.review_path(first, 0).exists()
    assert sorted(p.name for p in second.parent.iterdir()) == [second.name]


def test_a_damaged_review_file_is_reported_and_set_aside_when_computed_again() -> None:
    match = toy_game(3)
    entry = history.keep(match, "a game", datetime(2026, 5, 1, tzinfo=UTC))
    assert entry is not None
    path = review.review_path(entry, 0)
    for damage in (b"{not json", b'{"format": "macaron-desktop-review", "version": 1}', b"[]"):
        path.write_bytes(damage)
        with pytest.raises(review.ReviewDamaged):
            review.load_review(entry, 0)
    done = review.review_game(match, 0, bot=lambda: searcher(4))
    # a review of another game (another length) is not taken for this one's
    review.save_review(entry, done)
    with pytest.raises(review.ReviewDamaged):
        review.load_review(entry, 0, moves=len(match.moves) + 1)
    path.write_bytes(b"{not json")
    review.save_review(entry, done)
    assert review.load_review(entry, 0) == done
    kept = [p for p in entry.parent.iterdir() if ".damaged-" in p.name]
    # both damaged files met by a save were kept aside ("[]", then "{not json"), and the
    # window's banner for damaged settings and statistics files is not told of them
    assert sorted(p.read_bytes() for p in kept) == [b"[]", b"{not json"]
    assert quarantine.take_notices() == []


def test_cancel_stops_the_review_and_progress_counts_the_decisions() -> None:
    match = toy_game(3)
    seen: list[tuple[int, int]] = []
    with pytest.raises(CancelledError):
        review.review_game(
            match,
            0,
            bot=searcher,
            progress=lambda d, t: seen.append((d, t)),
            cancel=lambda: bool(seen),
        )
    assert len(seen) == 1
    whole: list[tuple[int, int]] = []
    done = review.review_game(
        match, 0, bot=lambda: searcher(4), progress=lambda d, t: whole.append((d, t))
    )
    total = len(done.decisions)
    assert whole == [(n, total) for n in range(1, total + 1)]


def test_on_macaron_the_search_is_handed_the_seats_views_and_nothing_else(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from save_cases import macaron_match

    from macaron_desktop.core.search import Searcher
    from macaron_desktop.games.macaron.view import MacaronView

    match = macaron_match(5, 40)
    handed: list[Any] = []
    real = Searcher.search

    def spy(self: Searcher, view: Any, *args: Any, **kwargs: Any) -> Any:
        handed.append(view)
        return real(self, view, *args, **kwargs)

    monkeypatch.setattr(Searcher, "search", spy)
    done = review.review_game(match, 0, worlds=2)
    points = review.decision_points(match, 0)
    assert [d.move for d in done.decisions] == points and points
    assert all(isinstance(view, MacaronView) for view in handed)
    assert handed == [match.game.view(match.state_after(n), 0) for n in points]
