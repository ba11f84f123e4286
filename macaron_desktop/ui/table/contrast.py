"""WCAG 2 contrast of two colours: relative luminance and the contrast ratio (1 to 21).

Plain arithmetic on ``(red, green, blue)`` tuples of 0–255, so that a test measuring
rendered pixels and the palette's own check use the same formula.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

#: the least contrast WCAG 2 (level AA) asks of normal text against what lies under it
TEXT_CONTRAST = 4.5


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def relative_luminance(rgb: RGB) -> float:
    """The relative luminance of an sRGB colour: 0 for black, 1 for white."""
    r, g, b = rgb
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def contrast_ratio(a: RGB, b: RGB) -> float:
    """The contrast ratio of two colours, 1 (the same) to 21 (black on white)."""
    la, lb = relative_luminance(a), relative_luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)
