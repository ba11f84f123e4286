#!/usr/bin/env python3
"""Draw La Macarena's SVG pictures: 52 card faces, the back, Macas, coins, tokens, a well.

The art is generated, not hand-edited: change this script and run it again.

    python assets/tools/make_macarena_art.py            # rewrites assets/macarena/ and
                                                        # assets/library/macarena.svg
    python assets/tools/make_macarena_art.py --out DIR  # writes the same tree under DIR

Standard library only, deterministic output. The helpers (number format, text, documents)
come from ``make_art.py``, Macaron's generator, so both games' art share one hand.

Four element suits, each with its own colour *and* symbol *and* name on the card, so the
cards read without colour: water (blue, a drop), air (gold, three gusts), earth (brown, a
mountain), fire (vermilion, a flame). The 104 cards are two copies of 52 faces. Macas and
the seat markers use the app's ``#SEATCOLOR`` placeholder (the five Okabe–Ito seat
colours are filled in when drawn).
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_art import (  # noqa: E402
    BORDER,
    CARD_H,
    CARD_W,
    CLOTH,
    CLOTH_DEFS,
    FONT,
    FONT_ZH_TW,
    SEAT_COLOR,
    document,
    f,
    mix,
    paper_gradient,
    run_script,
    text,
    use,
    write_files,
)

RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"} | {r: str(r) for r in range(2, 11)}
LANGUAGES = ("en", "zh_TW")


@dataclass(frozen=True)
class Element:
    """One suit: its file key, names, colours and symbol (drawn around 0,0 within ±50)."""

    key: str
    name: str
    name_zh: str
    colour: str
    ink: str
    symbol: str


def _drop(fill: str, ink: str) -> str:
    return (
        f'<path d="M0-48C14-26 34-6 34 16C34 36 18 50 0 50C-18 50-34 36-34 16C-34-6-14-26 0-48Z" '
        f'fill="{fill}" stroke="{ink}" stroke-width="6" stroke-linejoin="round"/>'
        '<path d="M-16 14C-16 26-9 34 2 36" fill="none" stroke="#FFFFFF" stroke-width="7" '
        'stroke-linecap="round" opacity=".75"/>'
    )


def _gusts(fill: str, ink: str) -> str:
    lines = ""
    for y, length, curl in ((-26, 62, 16), (0, 80, 20), (26, 54, 14)):
        x0 = -44
        x1 = x0 + length
        lines += (
            f'<path d="M{x0} {y}H{x1}C{x1 + curl} {y} {x1 + curl} {y - 2 * curl} {x1} {y - 2 * curl}'
            f'C{x1 - curl * 0.6:.1f} {y - 2 * curl} {x1 - curl * 0.6:.1f} {y - curl} {x1} {y - curl}" '
            f'fill="none" stroke="{ink}" stroke-width="17" stroke-linecap="round" '
            'stroke-linejoin="round"/>'
            f'<path d="M{x0} {y}H{x1}C{x1 + curl} {y} {x1 + curl} {y - 2 * curl} {x1} {y - 2 * curl}'
            f'C{x1 - curl * 0.6:.1f} {y - 2 * curl} {x1 - curl * 0.6:.1f} {y - curl} {x1} {y - curl}" '
            f'fill="none" stroke="{fill}" stroke-width="5" stroke-linecap="round" '
            'stroke-linejoin="round"/>'
        )
    # a wide, dark edge round the pale gold: a thin one in a lighter brown stood out at
    # only 3.6:1 from the card (the contrast check measures the edge)
    return f'<g transform="translate(-4 8)">{lines}</g>'


def _mountain(fill: str, ink: str) -> str:
    return (
        f'<path d="M-50 40L-14-30L4 0L20-22L50 40Z" fill="{fill}" stroke="{ink}" '
        'stroke-width="6" stroke-linejoin="round"/>'
        '<path d="M-14-30L-26-6L-18-10L-12-2L-4-14Z" fill="#FFF6E6" opacity=".85"/>'
        f'<path d="M-44 40H44" stroke="{ink}" stroke-width="6" stroke-linecap="round"/>'
    )


def _flame(fill: str, ink: str) -> str:
    return (
        f'<path d="M0-50C8-30 34-16 34 14C34 36 18 50 0 50C-18 50-34 36-34 14C-34-4-22-14-16-28'
        f'C-12-14-6-8 0-8C0-22-6-34 0-50Z" fill="{fill}" stroke="{ink}" stroke-width="6" '
        'stroke-linejoin="round"/>'
        '<path d="M0 6C6 16 16 22 16 32C16 42 8 48 0 48C-8 48-16 42-16 32C-16 22-6 16 0 6Z" '
        'fill="#FFD36E"/>'
    )


ELEMENTS = (
    Element("water", "Water", "水", "#2F6DB5", "#173F6E", _drop("#5B9BE0", "#173F6E")),
    Element("air", "Air", "風", "#E2B13C", "#6F5210", _gusts("#FFF3C4", "#7A5A0E")),
    Element("earth", "Earth", "土", "#8A6236", "#3F2A12", _mountain("#B58A55", "#3F2A12")),
    Element("fire", "Fire", "火", "#D9502B", "#6E1E0B", _flame("#F07A3C", "#6E1E0B")),
)


def element_name(element: Element, language: str) -> str:
    """The element's name in ``language``."""
    return element.name if language == "en" else element.name_zh


# --------------------------------------------------------------------------------------
# Cards


def rank_text(rank: int, ink: str) -> str:
    """The rank in the corner, large; "10" condensed to fit the width of one letter, and
    a little in, so that it clears the frame and (turned in the other corner) the name."""
    if rank == 10:
        return (
            f'<text transform="translate(108 196) scale(.62 1)" font-family="{FONT}" '
            f'font-size="178" font-weight="bold" text-anchor="middle" fill="{ink}">10</text>'
        )
    return text(104, 196, 186, ink, RANK_NAMES[rank])


def card_svg(element: Element, rank: int, language: str = "en") -> str:
    """One face: rank and symbol in two corners, a large symbol, the element's name."""
    ink = element.ink
    tint = mix(element.colour, "#FFF9EF", 0.78)
    defs = paper_gradient("paper", CARD_H) + f'<g id="sym">{element.symbol}</g>'
    corner = rank_text(rank, ink) + use("sym", 104, 270, 0.9)
    name = element_name(element, language)
    if language == "en":
        label = text(315, 804, 54, ink, name.upper())
    else:
        label = text(315, 818, 78, ink, name, font=FONT_ZH_TW)
    centre = use("sym", 315, 452, 2.5)
    if rank in (1, 11, 12, 13):
        # the ace and the court cards carry their letter on the medallion too
        centre += (
            f'<circle cx="315" cy="452" r="64" fill="#FFF9EF" stroke="{ink}" stroke-width="6"/>'
            + text(315, 490, 104, ink, RANK_NAMES[rank])
        )
    body = (
        f'<rect x="3" y="3" width="{CARD_W - 6}" height="{CARD_H - 6}" rx="34" '
        f'fill="url(#paper)" stroke="{BORDER}" stroke-width="6"/>'
        f'<rect x="24" y="24" width="{CARD_W - 48}" height="{CARD_H - 48}" rx="18" '
        f'fill="none" stroke="{element.colour}" stroke-width="8"/>'
        f'<circle cx="315" cy="452" r="190" fill="{tint}" stroke="{element.colour}" '
        'stroke-width="8"/>'
        f'<circle cx="315" cy="452" r="168" fill="none" stroke="{element.colour}" '
        'stroke-width="5" stroke-dasharray="2 16" stroke-linecap="round"/>'
        + centre
        + f'<rect x="180" y="746" width="270" height="84" rx="42" fill="{tint}" '
        f'stroke="{element.colour}" stroke-width="5"/>'
        + label
        + corner
        + f'<g transform="rotate(180 315 440)">{corner}</g>'
    )
    title = f"{RANK_NAMES[rank]} {name}"
    return document(CARD_W, CARD_H, body, title, defs)


def card_back_svg() -> str:
    """The back: a night-blue panel with seven wells in a ring around a Maca."""
    defs = (
        paper_gradient("paper", CARD_H) + '<radialGradient id="night" cx=".5" cy=".45" r=".7">'
        '<stop offset="0" stop-color="#3D3A7A"/><stop offset="1" stop-color="#1E1D45"/>'
        "</radialGradient>"
    )
    ring = ""
    for i in range(7):
        angle = -90 + i * 360 / 7

        x = 315 + 180 * math.cos(math.radians(angle))
        y = 440 + 180 * math.sin(math.radians(angle))
        colour = ELEMENTS[i % 4].colour
        ring += (
            f'<circle cx="{f(x)}" cy="{f(y)}" r="42" fill="#6E6A8E" stroke="#E8D9A8" '
            'stroke-width="6"/>'
            f'<circle cx="{f(x)}" cy="{f(y)}" r="26" fill="{colour}"/>'
        )
    body = (
        f'<rect x="3" y="3" width="{CARD_W - 6}" height="{CARD_H - 6}" rx="34" '
        f'fill="url(#paper)" stroke="{BORDER}" stroke-width="6"/>'
        f'<rect x="28" y="28" width="{CARD_W - 56}" height="{CARD_H - 56}" rx="20" '
        'fill="url(#night)" stroke="#14132E" stroke-width="4"/>'
        f'<rect x="42" y="42" width="{CARD_W - 84}" height="{CARD_H - 84}" rx="12" '
        'fill="none" stroke="#E8D9A8" stroke-width="3" stroke-dasharray="10 8"/>'
        '<circle cx="315" cy="440" r="180" fill="none" stroke="#E8D9A8" stroke-width="3" '
        'stroke-dasharray="4 10"/>'
        + ring
        + f'<g transform="translate(315 446) scale(1.5)">{maca_body("#E8D9A8")}</g>'
    )
    return document(CARD_W, CARD_H, body, "La Macarena card back", defs)


# --------------------------------------------------------------------------------------
# Macas and tokens (200 x 200, drawn around the centre)


def maca_body(colour: str) -> str:
    """A Maca: a small cloaked figure with a pointed hat, around (0, 0) within ±80."""
    return (
        '<ellipse cx="0" cy="74" rx="50" ry="9" fill="#000000" opacity=".22"/>'
        f'<path d="M-46 72C-44 30-30 0 0 -4C30 0 44 30 46 72Z" fill="{colour}" '
        'stroke="#2B1D12" stroke-width="6" stroke-linejoin="round"/>'
        '<circle cx="0" cy="-18" r="24" fill="#F6DCC0" stroke="#2B1D12" stroke-width="6"/>'
        '<circle cx="-8" cy="-18" r="3.5" fill="#2B1D12"/><circle cx="8" cy="-18" r="3.5" '
        'fill="#2B1D12"/>'
        f'<path d="M-34-30L0-84L34-30Z" fill="{colour}" stroke="#2B1D12" stroke-width="6" '
        'stroke-linejoin="round"/>'
        '<path d="M-40-30H40" stroke="#2B1D12" stroke-width="8" stroke-linecap="round"/>'
        '<path d="M0 12V60" stroke="#2B1D12" stroke-width="4" opacity=".45"/>'
        '<circle cx="0" cy="-84" r="6" fill="#FFE27A" stroke="#2B1D12" stroke-width="3"/>'
    )


def maca_svg() -> str:
    """A Maca in the seat colour (placeholder)."""
    body = f'<g transform="translate(100 104)">{maca_body(SEAT_COLOR)}</g>'
    return document(200, 200, body, "Maca")


def coin_svg() -> str:
    """A gold coin with a sun."""
    rays = "".join(
        f'<path d="M0-40L7-26H-7Z" transform="rotate({a})" fill="#8A5A00"/>'
        for a in range(0, 360, 45)
    )
    body = (
        '<circle cx="100" cy="104" r="86" fill="#000000" opacity=".18"/>'
        '<circle cx="100" cy="100" r="86" fill="#E9B936" stroke="#8A5A00" stroke-width="8"/>'
        '<circle cx="100" cy="100" r="66" fill="#F6D46A" stroke="#B98512" stroke-width="5"/>'
        f'<g transform="translate(100 100)">{rays}'
        '<circle r="20" fill="#FFF0B0" stroke="#8A5A00" stroke-width="5"/></g>'
    )
    return document(200, 200, body, "Coin")


def hexagon(radius: float) -> str:
    """A flat-topped hexagon around (100, 100)."""

    points = []
    for i in range(6):
        angle = math.radians(60 * i)
        points.append(f"{f(100 + radius * math.cos(angle))},{f(100 + radius * math.sin(angle))}")
    return " ".join(points)


def element_token_svg(element: Element) -> str:
    """An element token: a hexagon in the element's colour with its symbol."""
    body = (
        f'<polygon points="{hexagon(92)}" fill="{element.ink}"/>'
        f'<polygon points="{hexagon(84)}" fill="{element.colour}" stroke="#FFF9EF" '
        'stroke-width="4"/>'
        f'<polygon points="{hexagon(64)}" fill="#FFF9EF" opacity=".9"/>'
        f'<g transform="translate(100 100) scale(1.05)">{element.symbol}</g>'
    )
    return document(200, 200, body, f"{element.name} token")


def amulet_svg() -> str:
    """An amulet: a golden pendant set with four stones in the elements' colours."""
    stones = ""
    for (x, y), element in zip(((0, -34), (34, 0), (0, 34), (-34, 0)), ELEMENTS, strict=True):
        stones += (
            f'<circle cx="{x}" cy="{y}" r="19" fill="{element.colour}" stroke="#5A3A00" '
            'stroke-width="4"/>'
        )
    body = (
        '<path d="M60 30C70 6 130 6 140 30" fill="none" stroke="#8A5A00" stroke-width="7" '
        'stroke-linecap="round"/>'
        '<g transform="translate(100 112)">'
        '<path d="M0-80L80 0L0 80L-80 0Z" fill="#E9B936" stroke="#6E4500" stroke-width="8" '
        'stroke-linejoin="round"/>'
        '<path d="M0-62L62 0L0 62L-62 0Z" fill="#F6D46A" stroke="#B98512" stroke-width="4"/>'
        f"{stones}"
        '<circle r="14" fill="#FFF6D8" stroke="#5A3A00" stroke-width="4"/></g>'
    )
    return document(200, 200, body, "Amulet")


def well_svg() -> str:
    """A well seen from above: a ring of stones around dark water (under a well's cards)."""

    stones = ""
    for i in range(18):
        angle = math.radians(i * 20)
        x = 150 + 128 * math.cos(angle)
        y = 150 + 128 * math.sin(angle)
        shade = ("#A89A86", "#B9AC97", "#9C8E7A")[i % 3]
        stones += (
            f'<ellipse cx="{f(x)}" cy="{f(y)}" rx="24" ry="18" fill="{shade}" stroke="#5E5244" '
            f'stroke-width="4" transform="rotate({i * 20 + 90} {f(x)} {f(y)})"/>'
        )
    body = (
        '<circle cx="150" cy="154" r="146" fill="#000000" opacity=".15"/>'
        '<circle cx="150" cy="150" r="128" fill="#2C4B63"/>'
        '<circle cx="150" cy="150" r="104" fill="#3C6A88"/>'
        '<path d="M92 130C120 114 180 114 208 130" fill="none" stroke="#9CC8E0" '
        'stroke-width="6" stroke-linecap="round" opacity=".7"/>' + stones
    )
    return document(300, 300, body, "Well")


def library_svg() -> str:
    """The library tile (640 x 400, no text): seven wells, cards and Macas on a cloth."""

    defs = CLOTH_DEFS + "".join(f'<g id="e{i}">{e.symbol}</g>' for i, e in enumerate(ELEMENTS))
    body = CLOTH
    seat_colours = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#D55E00")
    for i in range(7):
        angle = math.radians(-90 + i * 360 / 7)
        x = 320 + 230 * math.cos(angle)
        y = 200 + 140 * math.sin(angle)
        element = ELEMENTS[i % 4]
        body += (
            f'<circle cx="{f(x)}" cy="{f(y)}" r="44" fill="#3C6A88" stroke="#8E806C" '
            'stroke-width="9"/>'
            f'<g transform="translate({f(x)} {f(y)}) rotate({(i * 13) % 21 - 10})">'
            '<rect x="-26" y="-36" width="52" height="72" rx="6" fill="#FFF9EF" '
            f'stroke="{element.colour}" stroke-width="4"/>' + use(f"e{i % 4}", 0, 4, 0.42) + "</g>"
        )
        if i in (1, 4, 6):
            colour = seat_colours[i % 5]
            body += f'<g transform="translate({f(x + 34)} {f(y + 26)}) scale(.32)">'
            body += maca_body(colour) + "</g>"
    # the draw pile in the middle, and a series being laid
    body += (
        '<rect x="286" y="150" width="68" height="96" rx="8" fill="#1E1D45" stroke="#E8D9A8" '
        'stroke-width="4" transform="rotate(-4 320 198)"/>'
        '<rect x="292" y="146" width="68" height="96" rx="8" fill="#2E2B66" stroke="#E8D9A8" '
        'stroke-width="4"/>'
    )
    for k, element in enumerate(ELEMENTS):
        body += (
            f'<g transform="translate({360 + k * 30} {262 + (k % 2) * 6}) rotate({k * 6 - 8})">'
            '<rect x="-24" y="-34" width="48" height="68" rx="6" fill="#FFF9EF" '
            f'stroke="{element.colour}" stroke-width="4"/>' + use(f"e{k}", 0, 2, 0.38) + "</g>"
        )
    return document(640, 400, body, "La Macarena", defs)


# --------------------------------------------------------------------------------------
# Output


def all_files() -> dict[str, str]:
    """Every generated file: relative path under ``assets/`` -> SVG text."""
    files: dict[str, str] = {}
    for language in LANGUAGES:
        folder = "macarena/cards/" if language == "en" else f"macarena/cards/{language}/"
        for element in ELEMENTS:
            for rank in range(1, 14):
                files[f"{folder}{element.key}_{rank}.svg"] = card_svg(element, rank, language)
    files["macarena/cards/back.svg"] = card_back_svg()
    files["macarena/tokens/maca.svg"] = maca_svg()
    files["macarena/tokens/coin.svg"] = coin_svg()
    files["macarena/tokens/amulet.svg"] = amulet_svg()
    for element in ELEMENTS:
        files[f"macarena/tokens/{element.key}.svg"] = element_token_svg(element)
    files["macarena/well.svg"] = well_svg()
    files["library/macarena.svg"] = library_svg()
    return files


def write_all(out: Path) -> list[Path]:
    """Write every file under ``out`` (created as needed); return the paths written."""
    return write_files(all_files(), out)


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    return run_script(__doc__.splitlines()[0], all_files, argv)


if __name__ == "__main__":
    raise SystemExit(main())
