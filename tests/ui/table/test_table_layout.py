"""The layout arithmetic: hands, seats, piles and grids for any window size (no Qt)."""

from __future__ import annotations

import math

import pytest

from macaron_desktop.ui.table.layout import (
    CARD_ASPECT,
    Placement,
    _rotated_extent,
    card_size,
    fan_hand,
    grid,
    pile_row,
    seat_positions,
)

WINDOWS = [(0.0, 0.0, 1024.0, 640.0), (0.0, 0.0, 2560.0, 1440.0)]


def hand_box(cards: list[Placement], width: float, height: float) -> tuple[float, ...]:
    """Left, top, right, bottom of the box around the (rotated) cards."""
    boxes = []
    for card in cards:
        half_w, half_h = _rotated_extent(width, height, card.rotation)
        boxes.append((card.x - half_w, card.y - half_h, card.x + half_w, card.y + half_h))
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


@pytest.mark.parametrize("area", WINDOWS)
@pytest.mark.parametrize("tilt", [0.0, 2.0, 6.0])
@pytest.mark.parametrize("count", range(1, 14))
def test_a_fanned_hand_fits_and_keeps_its_order(
    area: tuple[float, float, float, float], tilt: float, count: int
) -> None:
    width, height = card_size(area)
    margin = 16.0
    cards = fan_hand(area, width, height, count, margin=margin, tilt=tilt)
    assert len(cards) == count
    left, top, right, bottom = hand_box(cards, width, height)
    assert left >= area[0] + margin - 1e-6
    assert right <= area[0] + area[2] - margin + 1e-6
    assert bottom <= area[1] + area[3] - margin + 1e-6
    assert top >= area[1] + area[3] / 2, "the hand stays in the lower half"
    xs = [card.x for card in cards]
    assert xs == sorted(xs) and len(set(xs)) == count, "left to right, no two in one place"
    # centred, and symmetrical when tilted
    assert math.isclose((left + right) / 2, area[0] + area[2] / 2, abs_tol=1e-6)
    rotations = [card.rotation for card in cards]
    assert rotations == sorted(rotations)
    assert all(abs(r) <= 14.0 + 1e-9 for r in rotations)
    assert all(math.isclose(a, -b) for a, b in zip(rotations, reversed(rotations), strict=True))


def test_the_overlap_grows_with_the_hand_but_few_cards_stay_apart() -> None:
    area = WINDOWS[0]
    width, height = card_size(area)
    steps = []
    for count in (2, 5, 9, 13):
        cards = fan_hand(area, width, height, count)
        steps.append(round(cards[1].x - cards[0].x, 6))
    assert steps[0] == pytest.approx(width * 0.72)
    assert steps == sorted(steps, reverse=True)
    assert steps[-1] > width * 0.3, "13 cards at 1024 px still show their corners"


def test_a_hand_too_wide_for_a_tiny_area_still_stays_inside() -> None:
    area = (0.0, 0.0, 300.0, 200.0)
    cards = fan_hand(area, 60, 84, 13, margin=10)
    left, _, right, _ = hand_box(cards, 60, 84)
    assert left >= 10 - 1e-6 and right <= 290 + 1e-6
    assert fan_hand(area, 60, 84, 0) == []


def test_card_size_follows_the_window_and_keeps_poker_proportions() -> None:
    small = card_size(WINDOWS[0])
    large = card_size(WINDOWS[1])
    assert large[0] > small[0] and large[1] > small[1]
    for width, height in (small, large):
        assert width / height == pytest.approx(CARD_ASPECT, abs=0.01)
    assert card_size((0, 0, 200, 100))[1] == 56  # never below the minimum height


@pytest.mark.parametrize("area", WINDOWS + [(10.0, 20.0, 800.0, 500.0)])
@pytest.mark.parametrize("count", range(2, 7))
def test_every_seat_is_inside_the_view(area: tuple[float, float, float, float], count: int) -> None:
    margin = 80.0
    seats = seat_positions(area, count, margin=margin)
    assert len(seats) == count
    x0, y0, width, height = area
    for seat in seats:
        assert x0 + margin - 1e-6 <= seat.x <= x0 + width - margin + 1e-6
        assert y0 + margin - 1e-6 <= seat.y <= y0 + height - margin + 1e-6
    local = seats[0]
    assert local.side == "bottom" and local.rotation == 0
    assert local.x == pytest.approx(x0 + width / 2)
    assert local.y == pytest.approx(y0 + height - margin)
    assert len({(round(s.x, 3), round(s.y, 3)) for s in seats}) == count


def test_seats_go_clockwise_from_the_local_player() -> None:
    four = seat_positions(WINDOWS[0], 4)
    assert [s.side for s in four] == ["bottom", "left", "top", "right"]
    assert [s.rotation for s in four] == [0, 90, 180, -90]
    two = seat_positions(WINDOWS[0], 2)
    assert [s.side for s in two] == ["bottom", "top"]
    three = seat_positions(WINDOWS[0], 3)
    assert three[1].x < three[0].x < three[2].x


@pytest.mark.parametrize("count", [1, 7])
def test_seat_counts_outside_two_to_six_are_refused(count: int) -> None:
    with pytest.raises(ValueError):
        seat_positions(WINDOWS[0], count)


def test_a_pile_row_is_centred_and_shrinks_its_gaps_to_fit() -> None:
    area = (0.0, 0.0, 1000.0, 400.0)
    row = pile_row(area, 100, 140, 3, gap=20)
    assert [x for x, _ in row] == [380.0, 500.0, 620.0]
    assert all(y == 200.0 for _, y in row)
    crowded = pile_row(area, 100, 140, 12, gap=20, y=50)
    assert crowded[0][0] - 50 >= -1e-6 and crowded[-1][0] + 50 <= 1000 + 1e-6
    assert all(y == 50 for _, y in crowded)
    assert pile_row(area, 100, 140, 0) == []


def test_a_grid_fills_rows_left_to_right_inside_the_area() -> None:
    area = (100.0, 50.0, 500.0, 400.0)
    cells = grid(area, 100, 80, 7, gap=10)
    # 4 columns fit in 500 px (4 × 100 + 3 × 10 = 430), centred: the first at 100 + 35 + 50
    assert [round(x) for x, _ in cells[:4]] == [185, 295, 405, 515]
    assert cells[4][0] == cells[0][0] and cells[4][1] > cells[0][1]
    for x, y in cells:
        assert 100 + 50 <= x <= 600 - 50 and 50 + 40 <= y <= 450 - 40
    assert len(grid(area, 100, 80, 7, columns=2)) == 7
    one_row = grid(area, 100, 80, 3, columns=10)  # more columns than items: one row
    assert len({y for _, y in one_row}) == 1 and one_row[1][0] == pytest.approx(350)
    assert grid(area, 100, 80, 0) == []
