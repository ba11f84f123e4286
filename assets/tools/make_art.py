#!/usr/bin/env python3
"""Draw every SVG picture of Macaron Desktop: cards, boards, tokens, icon, tile and table.

The art is generated, not hand-edited: change this script and run it again.

    python assets/tools/make_art.py            # rewrites the files under assets/
    python assets/tools/make_art.py --out DIR  # writes the same tree under DIR

Only the standard library is used, and the output is deterministic: the pseudo-random
linen weave uses a fixed seed and numbers are printed with a fixed precision, so running
the script twice gives byte-identical files.
"""

from __future__ import annotations

import argparse
import math
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

FONT = "DejaVu Sans, Noto Sans, sans-serif"
"""Generic font list for all text (the first installed one wins)."""

FONT_ZH_TW = "Noto Sans CJK TC, Noto Sans TC, Microsoft JhengHei, PingFang TC, Heiti TC, sans-serif"
"""Font list for Traditional Chinese text: Linux (Noto CJK), Windows, macOS, then generic."""

LANGUAGES = ("en", "zh_TW")
"""The editions of the art that print words: English (the default) and Traditional Chinese.

The English files live in their folder, e.g. ``macaron/cards/``; the others in a subfolder
named after the language, e.g. ``macaron/cards/zh_TW/``. Only card faces and group boards
print words (the flavour names), so only they have more than one edition."""

SEAT_COLOR = "#SEATCOLOR"
"""Placeholder the app replaces with a seat colour in the bet and box tokens."""

ASSETS = Path(__file__).resolve().parent.parent

CARD_W = 630
CARD_H = 880

PAPER_TOP = "#FFF9EF"
PAPER_BOTTOM = "#F6EAD5"
BORDER = "#B48A5A"


# --------------------------------------------------------------------------------------
# Small helpers


def f(value: float) -> str:
    """Format a coordinate with at most one decimal, without trailing zeros."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def mix(colour_a: str, colour_b: str, t: float) -> str:
    """Blend two ``#RRGGBB`` colours: ``t`` = 0 gives ``colour_a``, 1 gives ``colour_b``."""
    a = [int(colour_a[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(colour_b[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02X}" for x, y in zip(a, b, strict=True))


def document(width: int, height: int, body: str, title: str, defs: str = "") -> str:
    """Wrap drawing code into a complete SVG document."""
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'viewBox="0 0 {width} {height}" width="{width}" height="{height}">\n'
        f"<title>{title}</title>\n"
    )
    if defs:
        head += f"<defs>{defs}</defs>\n"
    return head + body + "</svg>\n"


def use(ref: str, x: float, y: float, scale: float = 1.0, rotate: float = 0.0) -> str:
    """Place a defined group ``ref`` at (x, y), scaled and rotated about its origin."""
    transform = f"translate({f(x)} {f(y)})"
    if rotate:
        transform += f" rotate({f(rotate)})"
    if scale != 1.0:
        transform += f" scale({scale:g})"
    return f'<use xlink:href="#{ref}" transform="{transform}"/>'


def text(
    x: float,
    y: float,
    size: float,
    fill: str,
    content: str,
    anchor: str = "middle",
    font: str = FONT,
) -> str:
    """Bold text in ``font``, centred on x unless ``anchor`` says otherwise."""
    return (
        f'<text x="{f(x)}" y="{f(y)}" font-family="{font}" font-size="{f(size)}" '
        f'font-weight="bold" text-anchor="{anchor}" fill="{fill}">{content}</text>'
    )


def scallop_path(cx: float, cy: float, radius: float, count: int, bulge: float) -> str:
    """A closed path around a circle made of ``count`` outward bulging arcs (a doily edge)."""
    points = [
        (
            cx + radius * math.cos(2 * math.pi * i / count - math.pi / 2),
            cy + radius * math.sin(2 * math.pi * i / count - math.pi / 2),
        )
        for i in range(count)
    ]
    chord = 2 * radius * math.sin(math.pi / count)
    arc = chord / 2 * bulge
    parts = [f"M{f(points[0][0])} {f(points[0][1])}"]
    for i in range(count):
        x, y = points[(i + 1) % count]
        parts.append(f"A{f(arc)} {f(arc)} 0 0 1 {f(x)} {f(y)}")
    return "".join(parts) + "Z"


# --------------------------------------------------------------------------------------
# Flavours and their symbols (each symbol is drawn around (0, 0) within about +-50 units)


def symbol_almond() -> str:
    """An almond kernel: a tan teardrop with wrinkled skin."""
    return (
        '<g transform="rotate(-28)">'
        '<path d="M0-50C22-34 34-4 30 20C27 40 15 49 0 49C-15 49-27 40-30 20C-34-4-22-34 0-50Z" '
        'fill="#C8915A" stroke="#5E3A1C" stroke-width="4.5" stroke-linejoin="round"/>'
        '<path d="M-9-32C-16-10-17 16-9 38M9-32C15-10 16 16 9 38M0-40V42" fill="none" '
        'stroke="#8A5A30" stroke-width="3" stroke-linecap="round"/>'
        '<ellipse cx="-12" cy="-2" rx="5" ry="18" fill="#FFF" opacity=".3"/></g>'
    )


def symbol_pistachio() -> str:
    """A pistachio nut: a cream shell split open on a green kernel."""
    return (
        '<g transform="rotate(24)">'
        '<path d="M0-48C18-48 30-28 30 0C30 28 17 46 0 46C-17 46-30 28-30 0C-30-28-18-48 0-48Z" '
        'fill="#E8D3A8" stroke="#6B5330" stroke-width="4.5"/>'
        '<path d="M0-46C14-34 17-14 15 4C13 18 7 26 0 30C-7 26-13 18-15 4C-17-14-14-34 0-46Z" '
        'fill="#8DBA45" stroke="#3E5E16" stroke-width="4"/>'
        '<path d="M-8-28C-11-14-11 2-6 16" fill="none" stroke="#A4476A" stroke-width="4" '
        'stroke-linecap="round" opacity=".7"/>'
        '<path d="M5-30C8-18 8-4 5 8" fill="none" stroke="#D7EBA8" stroke-width="4" '
        'stroke-linecap="round"/></g>'
    )


def symbol_strawberry() -> str:
    """A strawberry: red berry, yellow seeds, green leafy crown."""
    seeds = "".join(
        f'<ellipse cx="{x}" cy="{y}" rx="2.6" ry="4" fill="#FFE7A0"/>'
        for x, y in (
            (-22, -8),
            (-6, -12),
            (12, -10),
            (26, -4),
            (-14, 8),
            (4, 6),
            (18, 12),
            (-4, 22),
            (10, 28),
            (-16, 24),
        )
    )
    return (
        '<path d="M0 48C-18 42-40 16-40-6C-40-26-22-30 0-26C22-30 40-26 40-6C40 16 18 42 0 48Z" '
        'fill="#E23A50" stroke="#7E1426" stroke-width="4.5" stroke-linejoin="round"/>'
        f"{seeds}"
        '<path d="M0-24L-28-34L-12-30L-20-44L-4-34L2-48L8-34L24-42L14-30L30-30Z" '
        'fill="#5EA33E" stroke="#275818" stroke-width="3.5" stroke-linejoin="round"/>'
        '<path d="M1-40L4-52" stroke="#275818" stroke-width="5" stroke-linecap="round"/>'
    )


def symbol_blueberry() -> str:
    """Three blueberries, each with its little star-shaped crown."""
    berries = ""
    for cx, cy in ((-19, 14), (19, 14), (0, -16)):
        berries += (
            f'<circle cx="{cx}" cy="{cy}" r="21" fill="#4A54B8" stroke="#1E2466" '
            'stroke-width="4"/>'
            f'<path d="M{cx - 6} {cy - 6}l12 12m0-12l-12 12" stroke="#1E2466" '
            'stroke-width="3.5" stroke-linecap="round"/>'
            f'<circle cx="{cx + 9}" cy="{cy + 9}" r="4" fill="#FFF" opacity=".45"/>'
        )
    return (
        '<path d="M0-36C10-50 26-52 38-46C30-34 16-32 0-36Z" fill="#5EA33E" stroke="#275818" '
        'stroke-width="3" stroke-linejoin="round"/>' + berries
    )


def symbol_green_tea() -> str:
    """A tea sprig: two leaves and a bud on a short stem."""
    leaf = (
        '<path d="M0 0C-24-14-24-44 0-60C24-44 24-14 0 0Z" fill="#5C9A3C" stroke="#244E14" '
        'stroke-width="4.5" stroke-linejoin="round"/>'
        '<path d="M0-6V-50M0-20L-10-30M0-34L10-44M0-20L10-30M0-34L-10-44" fill="none" '
        'stroke="#D5EDB0" stroke-width="3" stroke-linecap="round"/>'
    )
    return (
        '<path d="M2 52C0 42 0 34 0 26" fill="none" stroke="#244E14" stroke-width="6" '
        'stroke-linecap="round"/>'
        f'<g transform="translate(0 28) rotate(-50)">{leaf}</g>'
        f'<g transform="translate(0 28) rotate(50)">{leaf}</g>'
        '<path d="M0 22C-12 4-12-24 0-46C12-24 12 4 0 22Z" fill="#8CC25E" stroke="#244E14" '
        'stroke-width="4.5" stroke-linejoin="round"/>'
    )


def symbol_earl_grey() -> str:
    """A teacup on its saucer, with a curl of steam."""
    return (
        '<path d="M-8-26C-16-34-2-40-10-50M8-26C0-34 14-40 6-50" fill="none" stroke="#6A6088" '
        'stroke-width="3.5" stroke-linecap="round"/>'
        '<ellipse cx="-2" cy="34" rx="46" ry="10" fill="#F4F0FA" stroke="#3F3858" '
        'stroke-width="4"/>'
        '<path d="M24-6C44-10 44 18 18 16" fill="none" stroke="#3F3858" stroke-width="7"/>'
        '<path d="M24-6C44-10 44 18 18 16" fill="none" stroke="#F4F0FA" stroke-width="2"/>'
        '<path d="M-34-18H30C30 10 20 30-2 30C-24 30-34 10-34-18Z" fill="#F4F0FA" '
        'stroke="#3F3858" stroke-width="4.5" stroke-linejoin="round"/>'
        '<path d="M-32-4H28" stroke="#A39DB8" stroke-width="7"/>'
        '<ellipse cx="-2" cy="-18" rx="32" ry="6" fill="#A86E3C" stroke="#3F3858" '
        'stroke-width="3.5"/>'
    )


def symbol_chocolate() -> str:
    """Two cocoa beans, each with its curved split."""
    bean = (
        '<ellipse rx="22" ry="34" fill="#6E3F29" stroke="#26130A" stroke-width="4.5"/>'
        '<path d="M0-32C-10-12 10 10 0 32" fill="none" stroke="#26130A" stroke-width="4"/>'
        '<ellipse cx="-10" cy="-10" rx="4" ry="12" fill="#FFF" opacity=".25"/>'
    )
    return (
        f'<g transform="translate(14 6) rotate(28)">{bean}</g>'
        f'<g transform="translate(-14 -6) rotate(-18)">{bean}</g>'
    )


@dataclass(frozen=True)
class Flavour:
    """One Macaron flavour: its file key, English name and palette."""

    key: str
    name: str
    shell: str
    """Shell colour of the macaron (from ART.md)."""
    ink: str
    """Dark colour of the rank and name; readable on the paper."""
    outline: str
    """Outline of the macaron."""
    filling: str
    filling_edge: str
    symbol: Callable[[], str]
    speckled: bool = False

    @property
    def ranks(self) -> range:
        """The ranks printed in this flavour (chocolate runs to 10)."""
        return range(1, 11) if self.key == "chocolate" else range(1, 8)


# fmt: off
FLAVOURS: tuple[Flavour, ...] = (
    Flavour("almond", "Almond", "#EFD9B4", "#80592C", "#9A7446", "#FFF8EA", "#CBB288",
            symbol_almond),
    Flavour("pistachio", "Pistachio", "#A9C97A", "#4D7424", "#587A2C", "#EEF4D6", "#A9BE7E",
            symbol_pistachio),
    Flavour("strawberry", "Strawberry", "#F2A0B5", "#B8365C", "#B0506C", "#D8354E", "#8E1B2E",
            symbol_strawberry),
    Flavour("blueberry", "Blueberry", "#7C86D6", "#3A43A0", "#3A428F", "#F1ECFA", "#B7ADD6",
            symbol_blueberry),
    Flavour("green_tea", "Green Tea", "#6E9A4E", "#2F5F24", "#34551F", "#F6F2DE", "#C8C39E",
            symbol_green_tea),
    Flavour("earl_grey", "Earl Grey", "#A39DB8", "#57507A", "#5B5477", "#F7F1E7", "#C9BFAE",
            symbol_earl_grey, speckled=True),
    Flavour("chocolate", "Chocolate", "#7A5140", "#5A3122", "#3A2216", "#D9A878", "#6A4028",
            symbol_chocolate),
)
# fmt: on
FLAVOUR_BY_KEY = {flavour.key: flavour for flavour in FLAVOURS}

GROUPS: dict[str, tuple[str, ...]] = {
    "A": ("almond", "pistachio"),
    "B": ("strawberry", "blueberry"),
    "C": ("green_tea", "earl_grey"),
    "D": ("chocolate",),
}

NAMES_ZH_TW: dict[str, str] = {
    "almond": "杏仁",
    "pistachio": "開心果",
    "strawberry": "草莓",
    "blueberry": "藍莓",
    "green_tea": "綠茶",
    "earl_grey": "格雷伯爵茶",
    "chocolate": "巧克力",
}
"""The flavour names of the Traditional Chinese edition (/work/shared/glossary-zh_TW.md)."""


def flavour_name(flavour: Flavour, language: str) -> str:
    """The flavour's name in ``language`` (``en`` or ``zh_TW``)."""
    return flavour.name if language == "en" else NAMES_ZH_TW[flavour.key]


# --------------------------------------------------------------------------------------
# Fitting Chinese names into the room of the English ones

CJK_ASCENT = 0.88
"""Top of the ideographic em box above the baseline, in em (Noto CJK, JhengHei, PingFang).

Every Han character advances by one em and draws inside this box, so a name of n characters
needs n em across and one em down: the size that fits a box follows without measuring."""
CJK_DESCENT = 0.12
"""Bottom of the ideographic em box below the baseline, in em."""


@dataclass(frozen=True)
class NameRoom:
    """The box a flavour name may fill, measured on the rendered English art.

    ``left``/``right`` bound the text across, ``top``/``bottom`` its ink up and down (as
    offsets from the English baseline); the name is centred in it, or set from ``left``
    when ``anchor`` is ``start``.
    """

    left: float
    right: float
    top: float
    bottom: float
    anchor: str = "middle"


def name_text(
    flavour: Flavour, language: str, x: float, y: float, size: float, room: NameRoom
) -> str:
    """The flavour's name where the English art prints it at (x, y) in ``size``.

    English comes out exactly as before. A Chinese name gets the largest size at which its
    em boxes fit ``room`` (which lies around the English baseline ``y``), is centred in the
    room up and down, and uses the Traditional Chinese font list.
    """
    if language == "en":
        return text(x, y, size, flavour.ink, flavour.name, room.anchor)
    name = flavour_name(flavour, language)
    em = min((room.right - room.left) / len(name), room.bottom - room.top)
    middle = y + (room.top + room.bottom) / 2
    baseline = middle + (CJK_ASCENT - CJK_DESCENT) / 2 * em
    across = room.left if room.anchor == "start" else (room.left + room.right) / 2
    return text(across, baseline, em, flavour.ink, name, room.anchor, FONT_ZH_TW)


# --------------------------------------------------------------------------------------
# Macarons


def macaron_gradients(flavour: Flavour, gid: str) -> str:
    """Gradient definitions of one flavour's macaron shells (ids ``gid`` + t / b)."""
    light = mix(flavour.shell, "#FFFFFF", 0.45)
    deep = mix(flavour.shell, flavour.outline, 0.35)
    return (
        f'<radialGradient id="{gid}t" cx=".36" cy=".28" r=".85">'
        f'<stop offset="0" stop-color="{light}"/><stop offset=".55" stop-color="{flavour.shell}"/>'
        f'<stop offset="1" stop-color="{deep}"/></radialGradient>'
        f'<linearGradient id="{gid}b" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{flavour.shell}"/><stop offset="1" stop-color="{deep}"/>'
        "</linearGradient>"
    )


def macaron_side(flavour: Flavour, gid: str) -> str:
    """A macaron seen from the side, 200 units wide around (0, 0): shells, feet, filling.

    Needs :func:`macaron_gradients` with the same ``gid`` in the document's defs.
    """
    line = flavour.outline
    foot = mix(flavour.shell, "#FFFFFF", 0.2)
    ribs = mix(flavour.shell, line, 0.55)
    speckles = ""
    if flavour.speckled:
        speckles = "".join(
            f'<circle cx="{x}" cy="{y}" r="2.4" fill="{line}" opacity=".55"/>'
            for x, y in (
                (-50, -40),
                (-22, -58),
                (14, -46),
                (44, -36),
                (62, -52),
                (-70, -30),
                (28, -66),
                (-8, -34),
                (76, -30),
                (-40, 48),
                (30, 52),
                (60, 40),
            )
        )
    feet = ""
    for y in (-22, 16):
        feet += (
            f'<rect x="-97" y="{y}" width="194" height="15" rx="7" fill="{foot}" '
            f'stroke="{line}" stroke-width="3"/>'
            f'<path d="M-90 {y + 7.5}H90" stroke="{ribs}" stroke-width="9" '
            'stroke-dasharray="2.5 4.5"/>'
        )
    return (
        '<ellipse cy="73" rx="92" ry="9" fill="#5A3A20" opacity=".16"/>'
        f'<path d="M-89-8H89C99-8 99 20 89 20H-89C-99 20-99-8-89-8Z" fill="{flavour.filling}" '
        f'stroke="{flavour.filling_edge}" stroke-width="3"/>'
        f"{feet}"
        f'<path d="M-94 29C-94 58-66 68 0 68C66 68 94 58 94 29Z" fill="url(#{gid}b)" '
        f'stroke="{line}" stroke-width="4" stroke-linejoin="round"/>'
        f'<path d="M-95-19C-97-58-58-80 0-80C58-80 97-58 95-19Z" fill="url(#{gid}t)" '
        f'stroke="{line}" stroke-width="4" stroke-linejoin="round"/>'
        f"{speckles}"
        '<path d="M-64-50C-50-64-24-71 4-71" fill="none" stroke="#FFF" stroke-width="8" '
        'stroke-linecap="round" opacity=".5"/>'
    )


def macaron_mini(flavour: Flavour) -> str:
    """A small flat macaron seen from the side, 100 units wide around (0, 0), for patterns."""
    line = flavour.outline
    return (
        f'<g stroke="{line}" stroke-width="3.5" stroke-linejoin="round">'
        f'<path d="M-46 6C-46 26-30 32 0 32C30 32 46 26 46 6Z" fill="{flavour.shell}"/>'
        f'<rect x="-45" y="-8" width="90" height="14" rx="7" fill="{flavour.filling}"/>'
        f'<path d="M-47-6C-49-30-28-42 0-42C28-42 49-30 47-6Z" fill="{flavour.shell}"/></g>'
        '<path d="M-30-26C-22-33-10-36 2-36" fill="none" stroke="#FFF" stroke-width="5" '
        'stroke-linecap="round" opacity=".55"/>'
    )


def macaron_top(flavour: Flavour) -> str:
    """A macaron seen from above, radius 50 around (0, 0), flat colours."""
    foot = mix(flavour.shell, "#FFFFFF", 0.2)
    ribs = mix(flavour.shell, flavour.outline, 0.5)
    return (
        f'<circle r="49" fill="{foot}" stroke="{flavour.outline}" stroke-width="3"/>'
        f'<circle r="44" fill="none" stroke="{ribs}" stroke-width="7" '
        'stroke-dasharray="2.5 4.5"/>'
        f'<circle r="39" fill="{flavour.shell}" stroke="{flavour.outline}" stroke-width="3"/>'
        '<path d="M-26-18A31 31 0 0 1 6-31" fill="none" stroke="#FFF" stroke-width="7" '
        'stroke-linecap="round" opacity=".5"/>'
    )


# --------------------------------------------------------------------------------------
# Cards


def paper_gradient(gid: str, height: float) -> str:
    """The warm paper gradient, top to bottom in user space."""
    return (
        f'<linearGradient id="{gid}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" '
        f'y2="{f(height)}"><stop offset="0" stop-color="{PAPER_TOP}"/>'
        f'<stop offset="1" stop-color="{PAPER_BOTTOM}"/></linearGradient>'
    )


def gift_boxes_mark(ink: str) -> str:
    """Three tiny gift boxes (the rank-1 reminder: this card wins three boxes)."""
    boxes = ""
    for x, y in ((-19, 6), (19, 6), (0, -28)):
        boxes += (
            f'<rect x="{x - 16}" y="{y - 13}" width="32" height="28" rx="3" fill="#FFF9EF" '
            f'stroke="{ink}" stroke-width="4"/>'
            f'<path d="M{x} {y - 13}V{y + 15}M{x - 16} {y - 2}H{x + 16}" stroke="{ink}" '
            'stroke-width="4"/>'
        )
    return boxes


def shield_mark(ink: str) -> str:
    """A small shield (the rank-2 reminder: it protects a trick from the Allergen)."""
    return (
        '<path d="M0-36L30-26C30 6 20 26 0 38C-20 26-30 6-30-26Z" fill="#FFF9EF" '
        f'stroke="{ink}" stroke-width="4.5" stroke-linejoin="round"/>'
        f'<path d="M0-24L18-18C18 2 12 16 0 25Z" fill="{ink}" opacity=".8"/>'
    )


CARD_NAME_ROOM = NameRoom(left=185, right=445, top=-41, bottom=10)
"""Room of the name on a card face, around the English baseline at y = 806.

Measured by rendering the English faces: the names' ink spans x 178-454 (Strawberry) and
y 772-816, inside the line of the 44-unit English text (41 above the baseline, 10 below).
Across, the room stops short of the rotated rank 10 (from x 446) and stays centred, so it
also clears the rank 1 and 2 marks (up to x 136); the pips end at y 731 and the inner frame
starts at y 853. Every Chinese name gets a 51-unit em; 格雷伯爵茶 is then 255 wide."""


def card_parts(flavour: Flavour, rank: int, p: str = "", language: str = "en") -> tuple[str, str]:
    """Defs and body of one face, with ids prefixed by ``p`` (so several cards can share a
    document) and the flavour's name in ``language``."""
    ink = flavour.ink
    frame = mix(flavour.shell, PAPER_TOP, 0.25)
    defs = (
        paper_gradient(f"{p}paper", CARD_H)
        + macaron_gradients(flavour, f"{p}m")
        + f'<g id="{p}sym">{flavour.symbol()}</g>'
    )
    if rank == 10:
        number = (
            f'<text transform="translate(102 200) scale(.7 1)" font-family="{FONT}" '
            f'font-size="180" font-weight="bold" text-anchor="middle" fill="{ink}">10</text>'
        )
    else:
        number = text(102, 200, 190, ink, str(rank))
    mark = ""
    if rank == 1:
        mark = gift_boxes_mark(ink)
    elif rank == 2:
        mark = shield_mark(ink)
    if mark:
        defs += f'<g id="{p}mark" opacity=".85">{mark}</g>'
    index = number + use(f"{p}sym", 102, 282, 0.95)
    if mark:
        index += use(f"{p}mark", 528, 86, 0.95)
    pips = ""
    per_row = 5 if rank > 7 else rank
    for i in range(rank):
        row, col = divmod(i, per_row)
        in_row = min(per_row, rank - row * per_row)
        x = CARD_W / 2 + (col - (in_row - 1) / 2) * 36
        y = 700 + row * 34 - (17 if rank > 7 else 0)
        pips += f'<circle cx="{f(x)}" cy="{f(y)}" r="12"/>'
    body = (
        f'<rect x="3" y="3" width="{CARD_W - 6}" height="{CARD_H - 6}" rx="34" '
        f'fill="url(#{p}paper)" stroke="{BORDER}" stroke-width="6"/>'
        f'<rect x="24" y="24" width="{CARD_W - 48}" height="{CARD_H - 48}" rx="18" fill="none" '
        f'stroke="{frame}" stroke-width="5"/>'
        f'<path d="{scallop_path(315, 430, 196, 32, 1.25)}" fill="#FFFDF8" stroke="{frame}" '
        'stroke-width="4"/>'
        f'<circle cx="315" cy="430" r="174" fill="none" stroke="{frame}" stroke-width="7" '
        'stroke-dasharray="0.1 17" stroke-linecap="round"/>'
        f'<g transform="translate(315 456) scale(1.5)">{macaron_side(flavour, p + "m")}</g>'
        + use(f"{p}sym", 315, 306, 1.0)
        + f'<g fill="{flavour.shell}" stroke="{ink}" stroke-width="4">{pips}</g>'
        + name_text(flavour, language, 315, 806, 44, CARD_NAME_ROOM)
        + index
        + f'<g transform="rotate(180 315 440)">{index}</g>'
    )
    return defs, body


def card_svg(flavour: Flavour, rank: int, language: str = "en") -> str:
    """A complete Macaron card face, its flavour name in ``language``."""
    defs, body = card_parts(flavour, rank, language=language)
    title = f"{flavour_name(flavour, language)} {rank}"
    return document(CARD_W, CARD_H, body, title, defs)


def card_back_svg() -> str:
    """The Macaron card back: a raspberry panel strewn with little macarons."""
    centre = FLAVOURS[2]
    defs = (
        paper_gradient("paper", CARD_H)
        + macaron_gradients(centre, "m")
        + (
            '<linearGradient id="panel" x1="0" y1="0" x2="0" y2="1">'
            '<stop offset="0" stop-color="#C9607A"/><stop offset="1" stop-color="#A2455E"/>'
            "</linearGradient>"
        )
    )
    for i, flavour in enumerate(FLAVOURS):
        defs += f'<g id="t{i}">{macaron_mini(flavour)}</g>'
    pattern = ""
    count = 0
    for row in range(12):
        y = 86 + row * 64
        offset = 0 if row % 2 == 0 else 38
        for col in range(8):
            x = 86 + offset + col * 76
            if x > 550 or (x - 315) ** 2 + (y - 440) ** 2 < 190**2:
                continue
            pattern += use(f"t{(count * 3) % 7}", x, y, 0.5)
            count += 1
    body = (
        f'<rect x="3" y="3" width="{CARD_W - 6}" height="{CARD_H - 6}" rx="34" '
        f'fill="url(#paper)" stroke="{BORDER}" stroke-width="6"/>'
        f'<rect x="28" y="28" width="{CARD_W - 56}" height="{CARD_H - 56}" rx="20" '
        'fill="url(#panel)" stroke="#7E2F44" stroke-width="4"/>'
        f'<rect x="42" y="42" width="{CARD_W - 84}" height="{CARD_H - 84}" rx="12" fill="none" '
        'stroke="#F3D9A4" stroke-width="3" stroke-dasharray="10 8"/>'
        f"{pattern}"
        f'<path d="{scallop_path(315, 440, 160, 28, 1.3)}" fill="#FFF7EA" stroke="#E0B85A" '
        'stroke-width="6"/>'
        '<circle cx="315" cy="440" r="138" fill="none" stroke="#E6C98E" stroke-width="7" '
        'stroke-dasharray="0.1 16" stroke-linecap="round"/>'
        '<circle cx="315" cy="440" r="118" fill="none" stroke="#D4A43A" stroke-width="5"/>'
        f'<g transform="translate(315 452) scale(.98)">{macaron_side(centre, "m")}</g>'
    )
    return document(CARD_W, CARD_H, body, "Macaron card back", defs)


# --------------------------------------------------------------------------------------
# Group boards


def flavour_chip(flavour: Flavour, sid: str) -> str:
    """A round chip in the shell colour holding the flavour's symbol (radius 90)."""
    return (
        f'<circle r="90" fill="{flavour.shell}" stroke="{flavour.ink}" stroke-width="6"/>'
        f'<circle r="66" fill="#FFFBF3" stroke="{flavour.ink}" stroke-width="4"/>'
        + use(sid, 0, 0, 1.05)
    )


BOARD_NAME_ROOM = NameRoom(left=670, right=1100, top=-59, bottom=15, anchor="start")
"""Room of a name on a group board, around its English baseline at the row's centre + 20.

Measured by rendering the English boards: the names start at x 670, right of the flavour
chip (which ends at x 640), and run to x 1074 (Strawberry), within the line of the 64-unit
English text (59 above the baseline, 15 below); the row's panel ends at x 1150 and the room
keeps 50 clear of it. The em box is then centred 2 below the row's centre, level with the
chip (4 above); every Chinese name gets a 74-unit em, 格雷伯爵茶 is 370 wide."""


def board_svg(letter: str, keys: tuple[str, ...], title: str, language: str = "en") -> str:
    """A group board: the group letter and one chip plus name (in ``language``) per
    flavour."""
    defs = (
        '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#F4EEE4"/><stop offset="1" stop-color="#E6DDCE"/>'
        "</linearGradient>"
    )
    rows = ""
    centres = (400,) if len(keys) == 1 else (215, 585)
    for i, (key, cy) in enumerate(zip(keys, centres, strict=True)):
        flavour = FLAVOUR_BY_KEY[key]
        defs += f'<g id="s{i}">{flavour.symbol()}</g>'
        rows += (
            f'<rect x="420" y="{cy - 150}" width="730" height="300" rx="40" fill="#FBF7F0" '
            'stroke="#CDBFA8" stroke-width="4"/>'
            f'<path d="M460 {cy + 150}H1110" stroke="{flavour.shell}" stroke-width="14"/>'
            f'<g id="icon-{key}" transform="translate(550 {cy - 4})">'
            f"{flavour_chip(flavour, f's{i}')}</g>"
            f'<g id="name-{key}">'
            + name_text(flavour, language, 670, cy + 20, 64, BOARD_NAME_ROOM)
            + "</g>"
        )
    body = (
        '<rect x="4" y="4" width="1192" height="792" rx="48" fill="url(#bg)" stroke="#A89374" '
        'stroke-width="8"/>'
        '<rect x="30" y="30" width="1140" height="740" rx="30" fill="none" stroke="#C9B89C" '
        'stroke-width="4" stroke-dasharray="14 10"/>'
        '<circle cx="218" cy="400" r="172" fill="#FBF7F0" stroke="#BFAD90" stroke-width="8"/>'
        '<circle cx="218" cy="400" r="150" fill="none" stroke="#D8C9B0" stroke-width="4"/>'
        + f'<g id="letter">{text(218, 504, 290, "#5E4E3C", letter)}</g>'
        + rows
    )
    return document(1200, 800, body, title, defs)


# --------------------------------------------------------------------------------------
# Tokens (200 x 200)


def wood_defs() -> str:
    """Gradient for the wooden voting chips."""
    return (
        '<radialGradient id="wood" cx=".4" cy=".35" r=".75">'
        '<stop offset="0" stop-color="#EBC48E"/><stop offset=".7" stop-color="#D2A064"/>'
        '<stop offset="1" stop-color="#B07A40"/></radialGradient>'
    )


def wood_chip() -> str:
    """A round wooden chip with grain rings, centred at (100, 100)."""
    rings = "".join(
        f'<circle cx="{96 + i}" cy="{104 - i}" r="{r}" fill="none" stroke="#9C6A34" '
        f'stroke-width="1.6" opacity="{o}"/>'
        for i, (r, o) in enumerate(((22, ".18"), (40, ".14"), (57, ".16"), (71, ".12")))
    )
    return (
        '<ellipse cx="100" cy="186" rx="70" ry="8" fill="#3A2410" opacity=".2"/>'
        '<circle cx="100" cy="104" r="88" fill="#8E5A28"/>'
        '<circle cx="100" cy="98" r="88" fill="url(#wood)" stroke="#7A4A20" stroke-width="4"/>'
        f"{rings}"
        '<circle cx="100" cy="98" r="76" fill="none" stroke="#8A5A2A" stroke-width="3" '
        'opacity=".6"/>'
    )


def vote_svg(value: int) -> str:
    """A voting chip showing ``value`` dots and the number."""
    dots = ""
    for i in range(value):
        x = 100 + (i - (value - 1) / 2) * 26
        dots += f'<circle cx="{f(x)}" cy="52" r="9"/>'
    # a dark brown: #5A3416 was 4.49:1 on the wood
    ink = "#3E220C"
    body = wood_chip() + f'<g fill="{ink}">{dots}</g>' + text(100, 150, 92, ink, str(value))
    return document(200, 200, body, f"Vote token {value}", wood_defs())


def vote_back_svg() -> str:
    """A voting chip lying face down: wood with a branded macaron."""
    body = wood_chip() + (
        '<g transform="translate(100 98)" fill="none" stroke="#6A3E18" stroke-width="6" '
        'opacity=".75"><path d="M-40-6C-40-30-22-40 0-40C22-40 40-30 40-6Z"/>'
        '<path d="M-42 2H42M-40 12C-40 30-22 36 0 36C22 36 40 30 40 12"/></g>'
    )
    return document(200, 200, body, "Vote token, face down", wood_defs())


def royal_svg() -> str:
    """The Royal marker: a gold crown on an ivory disc with a gold rim."""
    defs = (
        '<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#FBE38A"/><stop offset=".55" stop-color="#E2B23A"/>'
        '<stop offset="1" stop-color="#B5831C"/></linearGradient>'
    )
    body = (
        '<ellipse cx="100" cy="188" rx="66" ry="7" fill="#3A2410" opacity=".18"/>'
        '<circle cx="100" cy="98" r="90" fill="#FFF8E8" stroke="url(#gold)" stroke-width="10"/>'
        '<circle cx="100" cy="98" r="78" fill="none" stroke="#E9CF8A" stroke-width="3"/>'
        '<path d="M42 130L34 62L68 92L100 48L132 92L166 62L158 130Z" fill="url(#gold)" '
        'stroke="#7A5410" stroke-width="5" stroke-linejoin="round"/>'
        '<rect x="40" y="126" width="120" height="22" rx="6" fill="url(#gold)" stroke="#7A5410" '
        'stroke-width="5"/>'
        '<g stroke="#7A5410" stroke-width="3"><circle cx="34" cy="58" r="8" fill="#FFF4D6"/>'
        '<circle cx="100" cy="44" r="9" fill="#FFF4D6"/>'
        '<circle cx="166" cy="58" r="8" fill="#FFF4D6"/>'
        '<circle cx="70" cy="137" r="6" fill="#F2A0B5"/>'
        '<circle cx="100" cy="137" r="6" fill="#7C86D6"/>'
        '<circle cx="130" cy="137" r="6" fill="#A9C97A"/></g>'
        '<path d="M100 74L110 94L100 112L90 94Z" fill="#D8354E" stroke="#7A5410" '
        'stroke-width="3"/>'
    )
    return document(200, 200, body, "Royal marker", defs)


def allergen_svg() -> str:
    """The Allergen marker: a warning triangle with a thick red rim."""
    body = (
        '<ellipse cx="100" cy="184" rx="74" ry="7" fill="#3A2410" opacity=".18"/>'
        '<path d="M100 16L188 168H12Z" fill="#D7262E" stroke="#D7262E" stroke-width="22" '
        'stroke-linejoin="round"/>'
        '<path d="M100 16L188 168H12Z" fill="none" stroke="#7E1016" stroke-width="4" '
        'stroke-linejoin="round" transform="translate(100 100) scale(1.07) translate(-100 -100)"/>'
        '<path d="M100 52L160 154H40Z" fill="#FFF8E8" stroke="#FFF8E8" stroke-width="10" '
        'stroke-linejoin="round"/>'
        '<path d="M100 78V120" stroke="#3A1A10" stroke-width="16" stroke-linecap="round"/>'
        '<circle cx="100" cy="142" r="9" fill="#3A1A10"/>'
    )
    return document(200, 200, body, "Allergen marker")


def gift_box_body() -> str:
    """A mint pâtisserie box with a pink ribbon and bow, around (100, 100)."""
    return (
        '<ellipse cx="100" cy="182" rx="70" ry="8" fill="#3A2410" opacity=".18"/>'
        '<rect x="38" y="86" width="124" height="92" rx="6" fill="#A8DCC8" stroke="#2E6A58" '
        'stroke-width="5"/>'
        '<rect x="30" y="66" width="140" height="30" rx="6" fill="#C4EADB" stroke="#2E6A58" '
        'stroke-width="5"/>'
        '<path d="M100 66V178" stroke="#E2617E" stroke-width="20"/>'
        '<path d="M90 66V178M110 66V178" stroke="#9E2C48" stroke-width="3"/>'
        '<path d="M98 64C78 30 46 38 56 56C62 66 84 66 98 64Z" fill="#F08AA2" stroke="#9E2C48" '
        'stroke-width="5" stroke-linejoin="round"/>'
        '<path d="M102 64C122 30 154 38 144 56C138 66 116 66 102 64Z" fill="#F08AA2" '
        'stroke="#9E2C48" stroke-width="5" stroke-linejoin="round"/>'
        '<path d="M96 66L84 86M104 66L116 86" stroke="#9E2C48" stroke-width="5" '
        'stroke-linecap="round"/>'
        '<circle cx="100" cy="63" r="10" fill="#E2617E" stroke="#9E2C48" stroke-width="5"/>'
    )


def gift_box_svg() -> str:
    """The gift box picture."""
    return document(200, 200, gift_box_body(), "Gift box")


def start_player_svg() -> str:
    """The start player marker: a chef's toque on an apricot disc."""
    body = (
        '<ellipse cx="100" cy="188" rx="66" ry="7" fill="#3A2410" opacity=".18"/>'
        '<circle cx="100" cy="98" r="90" fill="#F6C88E" stroke="#A0622A" stroke-width="6"/>'
        '<circle cx="100" cy="98" r="76" fill="none" stroke="#FFF1DC" stroke-width="4" '
        'stroke-dasharray="8 7"/>'
        '<g fill="#FFFFFF" stroke="#5A4A3A" stroke-width="5" stroke-linejoin="round">'
        '<path d="M62 112C40 106 38 72 62 68C62 44 92 36 102 54C114 36 144 44 140 70'
        'C162 74 160 108 138 112Z"/>'
        '<rect x="62" y="108" width="76" height="32" rx="6"/></g>'
        '<path d="M80 112V136M100 112V136M120 112V136" stroke="#C8BCAE" stroke-width="4"/>'
    )
    return document(200, 200, body, "Start player marker")


def bet_token_svg() -> str:
    """A betting token: a round chip in the seat colour with a white target."""
    body = (
        '<ellipse cx="100" cy="184" rx="70" ry="8" fill="#000" opacity=".2"/>'
        '<circle cx="100" cy="104" r="84" fill="#5A5A5A"/>'
        f'<circle cx="100" cy="98" r="84" fill="{SEAT_COLOR}" stroke="#4A4A4A" '
        'stroke-width="5"/>'
        '<circle cx="100" cy="98" r="84" fill="#FFF" opacity=".12"/>'
        '<circle cx="100" cy="98" r="68" fill="none" stroke="#FFF" stroke-width="6" '
        'stroke-dasharray="14 10" opacity=".85"/>'
        '<circle cx="100" cy="98" r="40" fill="#FFF" stroke="#4A4A4A" stroke-width="4"/>'
        f'<circle cx="100" cy="98" r="24" fill="{SEAT_COLOR}" stroke="#4A4A4A" '
        'stroke-width="4"/>'
        '<circle cx="100" cy="98" r="8" fill="#FFF" stroke="#4A4A4A" stroke-width="3"/>'
        '<path d="M48 62A64 64 0 0 1 120 38" fill="none" stroke="#FFF" stroke-width="7" '
        'stroke-linecap="round" opacity=".4"/>'
    )
    return document(200, 200, body, "Betting token")


def box_token_svg() -> str:
    """A box token: a little cube in the seat colour, tied with a white ribbon."""
    top = "M100 22L170 58L100 94L30 58Z"
    left = "M30 58L100 94V176L30 140Z"
    right = "M100 94L170 58V140L100 176Z"
    body = (
        '<ellipse cx="100" cy="180" rx="76" ry="10" fill="#000" opacity=".2"/>'
        f'<g fill="{SEAT_COLOR}"><path d="{top}"/><path d="{left}"/><path d="{right}"/></g>'
        f'<path d="{top}" fill="#FFF" opacity=".35"/>'
        f'<path d="{right}" fill="#000" opacity=".22"/>'
        '<g stroke="#FFF" stroke-width="9" fill="none" opacity=".9">'
        '<path d="M65 40L135 76V158M135 40L65 76V158"/></g>'
        f'<g fill="none" stroke="#4A4A4A" stroke-width="5" stroke-linejoin="round">'
        f'<path d="{top}"/><path d="{left}"/><path d="{right}"/></g>'
    )
    return document(200, 200, body, "Box token")


# --------------------------------------------------------------------------------------
# Icon, library tile, table


def icon_svg() -> str:
    """The application icon: a pink macaron on a mint rounded square."""
    flavour = FLAVOURS[2]
    bold = Flavour(
        "icon",
        "Macaron",
        flavour.shell,
        flavour.ink,
        "#8E2F4B",
        "#FFF6EA",
        "#8E2F4B",
        flavour.symbol,
    )
    defs = macaron_gradients(bold, "m") + (
        '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#D7F0E4"/><stop offset="1" stop-color="#A9D9C4"/>'
        "</linearGradient>"
    )
    body = (
        '<rect x="8" y="8" width="240" height="240" rx="54" fill="url(#bg)" stroke="#5E9C84" '
        'stroke-width="6"/>'
        '<g transform="translate(128 136) scale(1.1)">'
        '<ellipse cy="74" rx="90" ry="9" fill="#1E4A3A" opacity=".2"/>'
        '<path d="M-90-14H90V24H-90Z" fill="#FFF6EA" stroke="#8E2F4B" stroke-width="7"/>'
        '<g fill="#F9C6D3" stroke="#8E2F4B" stroke-width="6">'
        '<rect x="-98" y="-28" width="196" height="17" rx="7"/>'
        '<rect x="-98" y="21" width="196" height="17" rx="7"/></g>'
        '<path d="M-90-19.5H90M-90 29.5H90" stroke="#C25A79" stroke-width="9" '
        'stroke-dasharray="3 6"/>'
        '<path d="M-94 36C-94 62-66 72 0 72C66 72 94 62 94 36Z" fill="url(#mb)" '
        'stroke="#8E2F4B" stroke-width="8" stroke-linejoin="round"/>'
        '<path d="M-96-24C-98-64-58-86 0-86C58-86 98-64 96-24Z" fill="url(#mt)" '
        'stroke="#8E2F4B" stroke-width="8" stroke-linejoin="round"/>'
        '<path d="M-62-54C-48-70-24-76 2-76" fill="none" stroke="#FFF" stroke-width="12" '
        'stroke-linecap="round" opacity=".6"/></g>'
    )
    return document(256, 256, body, "Macaron Desktop", defs)


def linen_lines(rng: random.Random, width: int, height: int, base: str) -> str:
    """Thread lines of a linen weave in both directions; full-length, so tiles join."""
    out = ""
    for horizontal in (True, False):
        classes: dict[tuple[str, str, str], list[float]] = {}
        pos = 0.0
        while pos < (height if horizontal else width):
            colour = "#FFFFFF" if rng.random() < 0.5 else "#8A7050"
            thickness = rng.choice(("0.8", "1.3", "2"))
            opacity = rng.choice((".05", ".08", ".11"))
            classes.setdefault((colour, thickness, opacity), []).append(pos)
            pos += rng.uniform(1.5, 4.5)
        for (colour, thickness, opacity), positions in sorted(classes.items()):
            if horizontal:
                d = "".join(f"M0 {f(p)}H{width}" for p in positions)
            else:
                d = "".join(f"M{f(p)} 0V{height}" for p in positions)
            out += (
                f'<path d="{d}" stroke="{colour}" stroke-width="{thickness}" opacity="{opacity}"/>'
            )
    return f'<rect width="{width}" height="{height}" fill="{base}"/>' + out


def linen_svg() -> str:
    """A soft linen tile for the table background."""
    rng = random.Random(20240501)
    body = linen_lines(rng, 256, 256, "#E9DCC6")
    slubs = ""
    for _ in range(14):
        x, y = rng.uniform(8, 240), rng.uniform(4, 252)
        slubs += f"M{f(x)} {f(y)}h{f(rng.uniform(6, 16))}"
    body += f'<path d="{slubs}" stroke="#7A6040" stroke-width="1.4" opacity=".12"/>'
    return document(256, 256, body, "Linen table cloth")


def library_svg(language: str = "en") -> str:
    """The game-library tile: fanned cards, macarons and a gift box on linen; the cards
    print their flavour names in ``language``."""
    rng = random.Random(7)
    defs = ""
    body = linen_lines(rng, 640, 400, "#EADCC4")
    hand = (
        ("pistachio", 5, -21),
        ("strawberry", 1, -7),
        ("chocolate", 10, 7),
        ("earl_grey", 7, 21),
    )
    for i, (key, rank, angle) in enumerate(hand):
        card_defs, card_body = card_parts(FLAVOUR_BY_KEY[key], rank, f"c{i}", language)
        defs += card_defs
        body += (
            f'<g transform="translate(232 548) rotate({angle}) translate(-69 -455) scale(.22)">'
            f'<rect x="14" y="26" width="{CARD_W - 6}" height="{CARD_H - 6}" rx="34" '
            f'fill="#3A2410" opacity=".16"/>{card_body}</g>'
        )
    stack = ("almond", "pistachio", "strawberry", "blueberry", "green_tea", "chocolate")
    for key in stack:
        defs += macaron_gradients(FLAVOUR_BY_KEY[key], f"l{key}")

    def side(key: str, x: float, y: float, scale: float, angle: float = 0) -> str:
        turn = f" rotate({angle})" if angle else ""
        return (
            f'<g transform="translate({x} {y}){turn} scale({scale})">'
            f"{macaron_side(FLAVOUR_BY_KEY[key], 'l' + key)}</g>"
        )

    body += (
        side("almond", 548, 312, 0.6)
        + side("pistachio", 548, 240, 0.6)
        + side("strawberry", 548, 168, 0.6)
        + '<g transform="translate(8 236) scale(.62)">'
        + gift_box_body()
        + "</g>"
        + side("chocolate", 452, 362, 0.4, 8)
        + side("blueberry", 600, 366, 0.36, -6)
    )
    return document(640, 400, body, "Macaron", defs)


# --------------------------------------------------------------------------------------
# Output


def all_files() -> dict[str, str]:
    """Every generated file: relative path under ``assets/`` -> SVG text."""
    files: dict[str, str] = {}
    for language in LANGUAGES:
        cards = "macaron/cards/" if language == "en" else f"macaron/cards/{language}/"
        boards = "macaron/boards/" if language == "en" else f"macaron/boards/{language}/"
        for flavour in FLAVOURS:
            for rank in flavour.ranks:
                files[f"{cards}{flavour.key}_{rank}.svg"] = card_svg(flavour, rank, language)
        for letter, keys in GROUPS.items():
            files[f"{boards}group_{letter}.svg"] = board_svg(
                letter, keys, f"Group {letter}", language
            )
        files[f"{boards}group_C_solo.svg"] = board_svg(
            "C", ("green_tea",), "Group C (solo)", language
        )
    files["macaron/cards/back.svg"] = card_back_svg()
    files["macaron/tokens/royal.svg"] = royal_svg()
    files["macaron/tokens/allergen.svg"] = allergen_svg()
    files["macaron/tokens/gift_box.svg"] = gift_box_svg()
    for value in (1, 2, 3):
        files[f"macaron/tokens/vote_{value}.svg"] = vote_svg(value)
    files["macaron/tokens/vote_back.svg"] = vote_back_svg()
    files["macaron/tokens/start_player.svg"] = start_player_svg()
    files["macaron/tokens/bet_token.svg"] = bet_token_svg()
    files["macaron/tokens/box_token.svg"] = box_token_svg()
    files["icons/macaron-desktop.svg"] = icon_svg()
    for language in LANGUAGES:
        library = "library/" if language == "en" else f"library/{language}/"
        files[f"{library}macaron.svg"] = library_svg(language)
    files["table/linen.svg"] = linen_svg()
    return files


#: the library tiles' cloth: its gradient (for a document's ``defs``) and the rectangle
#: that lays it over the whole 640 x 400 tile
CLOTH_DEFS = (
    '<radialGradient id="cloth" cx=".5" cy=".5" r=".75">'
    '<stop offset="0" stop-color="#F4E6CC"/><stop offset="1" stop-color="#D9C29C"/>'
    "</radialGradient>"
)
CLOTH = '<rect width="640" height="400" fill="url(#cloth)"/>'


def in_every_language(
    folder: str, names: Iterable[str], make: Callable[[str, str], str]
) -> dict[str, str]:
    """Every file ``folder/<name>.svg`` drawn by ``make(name, language)`` in every language:
    the English art in ``folder``, each other edition in ``folder/<language>``."""
    files = {}
    for language in LANGUAGES:
        where = folder if language == "en" else f"{folder}/{language}"
        for name in names:
            files[f"{where}/{name}.svg"] = make(name, language)
    return files


def write_files(files: dict[str, str], out: Path) -> list[Path]:
    """Write ``files`` (relative path -> SVG text) under ``out``; return the paths written."""
    written = []
    for relative, content in sorted(files.items()):
        path = out / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content.encode("utf-8"))
        written.append(path)
    return written


def write_all(out: Path) -> list[Path]:
    """Write every file under ``out`` (created as needed); return the paths written."""
    return write_files(all_files(), out)


def run_script(
    description: str, files: Callable[[], dict[str, str]], argv: list[str] | None
) -> int:
    """The command line of an art script: ``--out DIR``, then every file of ``files()``."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--out", type=Path, default=ASSETS, help="target folder (default: assets/)")
    args = parser.parse_args(argv)
    written = write_files(files(), args.out)
    print(f"wrote {len(written)} files under {args.out}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    return run_script(__doc__.splitlines()[0], all_files, argv)


if __name__ == "__main__":
    raise SystemExit(main())
