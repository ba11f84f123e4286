#!/usr/bin/env python3
"""Draw Maus au Chocolat's SVG pictures: 80 ingredient cards, seven helpers, a back, a tile.

The art is generated, not hand-edited: change this script and run it again.

    python assets/tools/make_maus_art.py            # rewrites assets/maus/ and
                                                    # assets/library/maus.svg
    python assets/tools/make_maus_art.py --out DIR  # writes the same tree under DIR

Standard library only, deterministic output; the helpers (number format, text, documents)
come from ``make_art.py`` so every game's art shares one hand.

Five ingredients, each with its own colour *and* symbol *and* name, so the cards read
without colour: eggs (yellow, an egg), fruits (red, two cherries), nuts (green, a hazelnut),
chocolate (brown, a bar), sugar (white, a cube). A card is its ingredient and its index k
(0..15), as in the rules: its snack value (3-7) stands large in the centre and again in the
two lower corners, its bid value (chocolate coins) on a gold coin in each upper corner.
The numbers carry ids the code and the tests read: ``snack`` (the centre), ``bid-left`` and
``bid-right`` (the coins), ``name`` (the ingredient's name).

The seven helpers show their animal, their name (a proper name, the same in every
language), their rank (top left, and turned in the bottom right) and their power as a sign
(top right, and turned in the bottom left): Claude a colour change, Amélie four cards,
Lilly the highest of a run, Mathieu -1, Maurice +1, Henri +2 on a coin, Etienne a swap.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_art  # noqa: E402
from make_art import (  # noqa: E402
    BORDER,
    CARD_H,
    CARD_W,
    FONT,
    FONT_ZH_TW,
    document,
    f,
    mix,
    paper_gradient,
    run_script,
    scallop_path,
    text,
    use,
)
from make_maus_animals import ant, bee, cockroach, dung_beetle, hamster, mole, squirrel  # noqa: E402

LANGUAGES = ("en", "zh_TW")
SNACK_VALUES = (3, 3, 3, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 7, 7, 7)
"""The snack values of an ingredient's 16 cards, by index k (RULINGS 3)."""
DIGIT_HEIGHT = 0.73
"""Height of a bold digit in em (DejaVu Sans Bold): a digit of size s centred on y sits on
the baseline y + s * DIGIT_HEIGHT / 2."""
CJK_ASCENT = 0.88
CJK_DESCENT = 0.12


def number(x: float, y: float, size: float, fill: str, value: str, eid: str = "") -> str:
    """Bold digits centred on (x, y) both ways; with ``eid`` as the element's id."""
    ident = f' id="{eid}"' if eid else ""
    return (
        f'<text{ident} x="{f(x)}" y="{f(y + size * DIGIT_HEIGHT / 2)}" font-family="{FONT}" '
        f'font-size="{f(size)}" font-weight="bold" text-anchor="middle" fill="{fill}">'
        f"{value}</text>"
    )


# --------------------------------------------------------------------------------------
# Ingredients and their symbols (each drawn around (0, 0) within about +-50 units)


def symbol_egg(ink: str) -> str:
    """An egg standing up, with a shine."""
    return (
        '<path d="M0-48C22-48 36-12 36 12C36 36 20 48 0 48C-20 48-36 36-36 12C-36-12-22-48 0-48Z"'
        f' fill="#FFE9A0" stroke="{ink}" stroke-width="6"/>'
        '<path d="M-18-8C-16-24-10-34-4-38" fill="none" stroke="#FFFFFF" stroke-width="8" '
        'stroke-linecap="round"/>'
    )


def symbol_cherries(ink: str) -> str:
    """Two cherries on joined stems, with a leaf."""
    return (
        f'<path d="M-18 20C-14-6-4-28 6-44M20 24C16 0 10-24 6-44" fill="none" stroke="{ink}" '
        'stroke-width="5" stroke-linecap="round"/>'
        '<path d="M6-44C18-52 34-48 42-38C30-32 16-34 6-44Z" fill="#5EA33E" stroke="#275818" '
        'stroke-width="4" stroke-linejoin="round"/>'
        f'<circle cx="-18" cy="26" r="22" fill="#E23A3E" stroke="{ink}" stroke-width="5"/>'
        f'<circle cx="20" cy="30" r="22" fill="#E23A3E" stroke="{ink}" stroke-width="5"/>'
        '<circle cx="-25" cy="18" r="5" fill="#FFFFFF" opacity=".7"/>'
        '<circle cx="13" cy="22" r="5" fill="#FFFFFF" opacity=".7"/>'
    )


def symbol_hazelnut(ink: str) -> str:
    """A hazelnut with its pointed tip and frilled green cap."""
    return (
        '<path d="M0-40C26-40 42-14 42 10C42 34 22 48 0 48C-22 48-42 34-42 10C-42-14-26-40 0-40Z"'
        f' fill="#B8773A" stroke="{ink}" stroke-width="6"/>'
        '<path d="M-44 0L-36-22L-22-16L-14-38L0-26L14-38L22-16L36-22L44 0C24-10-24-10-44 0Z" '
        f'fill="#7CC05A" stroke="{ink}" stroke-width="5" stroke-linejoin="round"/>'
        f'<path d="M0-26V-50" stroke="{ink}" stroke-width="6" stroke-linecap="round"/>'
        '<path d="M-22 14C-20 28-12 36-2 38" fill="none" stroke="#F0C890" stroke-width="6" '
        'stroke-linecap="round"/>'
    )


def symbol_bar(ink: str) -> str:
    """A chocolate bar of six squares, its gold foil peeled back at one corner."""
    squares = "".join(
        f'<rect x="{x}" y="{y}" width="28" height="24" rx="4" fill="#8A5636"/>'
        for x in (-32, 4)
        for y in (-38, -10, 18)
    )
    return (
        '<g transform="rotate(-12)">'
        f'<rect x="-38" y="-46" width="76" height="92" rx="8" fill="#5A321C" stroke="{ink}" '
        f'stroke-width="5"/>{squares}'
        '<path d="M4 46L38 12V40C38 44 36 46 32 46Z" fill="#E9B936" stroke="#8A5A00" '
        'stroke-width="4" stroke-linejoin="round"/></g>'
    )


def symbol_cube(ink: str) -> str:
    """A sugar cube seen from a corner, with two sparkles."""
    return (
        f'<g stroke="{ink}" stroke-width="5" stroke-linejoin="round">'
        '<path d="M0-34L38-16L0 2L-38-16Z" fill="#FFFFFF"/>'
        '<path d="M-38-16L0 2V46L-38 28Z" fill="#E4EAF0"/>'
        '<path d="M38-16L0 2V46L38 28Z" fill="#C3CED9"/></g>'
        f'<path d="M30-48V-32M22-40H38M-34-44V-34M-39-39H-29" stroke="{ink}" '
        'stroke-width="4" stroke-linecap="round"/>'
    )


@dataclass(frozen=True)
class Ingredient:
    """One ingredient: its file key, names, colours and symbol."""

    key: str
    name: str
    name_zh: str
    colour: str
    """The ingredient's colour: the frame, the medallion's rim."""
    tint: str
    """The medallion's fill."""
    ink: str
    """Dark colour of the numbers and the name; readable on the paper and the tint."""
    symbol: Callable[[str], str]
    coins: tuple[int, int]
    """The lowest and highest bid value (chocolate coins)."""

    def snack(self, k: int) -> int:
        """The snack value of card k."""
        return SNACK_VALUES[k]

    def bid(self, k: int) -> int:
        """The bid value of card k: the coin range cycled through."""
        low, high = self.coins
        return low + k % (high - low + 1)

    def label(self, language: str) -> str:
        """The name printed on the card."""
        return self.name if language == "en" else self.name_zh


# fmt: off
INGREDIENTS: tuple[Ingredient, ...] = (
    Ingredient("eggs", "Eggs", "蛋", "#E8B214", "#FCE9A6", "#6E4E00", symbol_egg, (1, 6)),
    Ingredient("fruits", "Fruits", "水果", "#D33A3A", "#F8C4C0", "#7E1418", symbol_cherries,
               (2, 7)),
    Ingredient("nuts", "Nuts", "堅果", "#4E9A3A", "#CDE6B8", "#23501A", symbol_hazelnut, (3, 8)),
    Ingredient("chocolate", "Chocolate", "巧克力", "#6B4226", "#D9B898", "#3A2212", symbol_bar,
               (3, 8)),
    Ingredient("sugar", "Sugar", "糖", "#9AA8B6", "#FFFFFF", "#3E4A56", symbol_cube, (1, 4)),
)
# fmt: on
CARDS_PER_INGREDIENT = len(SNACK_VALUES)

NAME_ROOM = (190, 440, 754, 818)
"""Left, right, top and bottom of the room for the ingredient's name (between the lower
corners' snack values); a Chinese name takes the largest size whose em boxes fit it."""


# --------------------------------------------------------------------------------------
# Ingredient cards


def coin(x: float, y: float, value: int, eid: str) -> str:
    """A gold chocolate coin of radius 100 at (x, y) with the bid value on it."""
    return (
        f'<circle cx="{f(x)}" cy="{f(y + 6)}" r="100" fill="#3A2212" opacity=".18"/>'
        f'<circle cx="{f(x)}" cy="{f(y)}" r="100" fill="#B98512" stroke="#5A3A00" '
        'stroke-width="6"/>'
        f'<circle cx="{f(x)}" cy="{f(y)}" r="84" fill="#F3CC52" stroke="#FFF0B0" '
        'stroke-width="4"/>' + number(x, y, 150, "#3A2212", str(value), eid)
    )


def snack_corner(x: float, y: float, value: int, ing: Ingredient, eid: str) -> str:
    """A small rounded square in the ingredient's tint with the snack value."""
    return (
        f'<rect x="{f(x - 62)}" y="{f(y - 58)}" width="124" height="116" rx="26" '
        f'fill="{ing.tint}" stroke="{ing.colour}" stroke-width="6"/>'
        + number(x, y, 100, ing.ink, str(value), eid)
    )


def name_text(ing: Ingredient, language: str) -> str:
    """The ingredient's name in its room at the bottom of the card."""
    left, right, top, bottom = NAME_ROOM
    label = ing.label(language)
    if language == "en":
        return (
            f'<text id="name" x="315" y="804" font-family="{FONT}" font-size="46" '
            f'font-weight="bold" text-anchor="middle" fill="{ing.ink}">{label}</text>'
        )
    em = min((right - left) / len(label), bottom - top)
    baseline = (top + bottom) / 2 + (CJK_ASCENT - CJK_DESCENT) / 2 * em
    return (
        f'<text id="name" x="315" y="{f(baseline)}" font-family="{FONT_ZH_TW}" '
        f'font-size="{f(em)}" font-weight="bold" text-anchor="middle" fill="{ing.ink}">'
        f"{label}</text>"
    )


def card_svg(ing: Ingredient, k: int, language: str = "en") -> str:
    """One ingredient card: coins above, the snack value in a doily medallion, the name."""
    snack, bid = ing.snack(k), ing.bid(k)
    defs = paper_gradient("paper", CARD_H) + f'<g id="sym">{ing.symbol(ing.ink)}</g>'
    body = (
        f'<rect x="3" y="3" width="{CARD_W - 6}" height="{CARD_H - 6}" rx="34" '
        f'fill="url(#paper)" stroke="{BORDER}" stroke-width="6"/>'
        f'<rect x="22" y="22" width="{CARD_W - 44}" height="{CARD_H - 44}" rx="20" '
        f'fill="none" stroke="{ing.colour}" stroke-width="10"/>'
        + use("sym", 315, 128, 1.45)
        + coin(130, 130, bid, "bid-left")
        + coin(500, 130, bid, "bid-right")
        + f'<path d="{scallop_path(315, 470, 212, 18, 1.25)}" fill="{mix(ing.tint, "#FFFFFF", 0.5)}"'
        f' stroke="{ing.colour}" stroke-width="6"/>'
        f'<circle cx="315" cy="470" r="176" fill="{ing.tint}" stroke="{ing.colour}" '
        'stroke-width="8"/>'
        + number(315, 470, 360, ing.ink, str(snack), "snack")
        + snack_corner(100, 786, snack, ing, "snack-left")
        + snack_corner(530, 786, snack, ing, "snack-right")
        + name_text(ing, language)
    )
    title = f"{ing.label(language)} {snack} ({bid})"
    return document(CARD_W, CARD_H, body, title, defs)


def mouse_face(fur: str, ink: str) -> str:
    """A friendly mouse's face around (0, 0) within about +-100 units."""
    return (
        f'<g stroke="{ink}" stroke-width="6">'
        f'<circle cx="-62" cy="-52" r="44" fill="{fur}"/>'
        f'<circle cx="62" cy="-52" r="44" fill="{fur}"/>'
        '<circle cx="-62" cy="-52" r="26" fill="#F4B8C0" stroke="none"/>'
        '<circle cx="62" cy="-52" r="26" fill="#F4B8C0" stroke="none"/>'
        f'<path d="M-70 10C-70-40-36-64 0-64C36-64 70-40 70 10C70 50 30 84 0 96C-30 84-70 50-70 '
        f'10Z" fill="{fur}"/></g>'
        f'<circle cx="-26" cy="4" r="9" fill="{ink}"/><circle cx="26" cy="4" r="9" fill="{ink}"/>'
        f'<circle cx="0" cy="88" r="13" fill="#E07A8A" stroke="{ink}" stroke-width="5"/>'
        f'<path d="M-18 60L-92 44M-18 68L-94 72M18 60L92 44M18 68L94 72" stroke="{ink}" '
        'stroke-width="4" stroke-linecap="round"/>'
    )


def card_back_svg() -> str:
    """The back: a cocoa panel with gold coins around a mouse."""
    defs = paper_gradient("paper", CARD_H) + (
        '<radialGradient id="cocoa" cx=".5" cy=".45" r=".7">'
        '<stop offset="0" stop-color="#7A4A2C"/><stop offset="1" stop-color="#3E2212"/>'
        "</radialGradient>"
    )
    coins = ""
    for x, y in ((130, 150), (500, 150), (130, 730), (500, 730), (315, 120), (315, 760)):
        coins += (
            f'<circle cx="{x}" cy="{y}" r="46" fill="#B98512" stroke="#5A3A00" stroke-width="5"/>'
            f'<circle cx="{x}" cy="{y}" r="34" fill="#F3CC52"/>'
        )
    body = (
        f'<rect x="3" y="3" width="{CARD_W - 6}" height="{CARD_H - 6}" rx="34" '
        f'fill="url(#paper)" stroke="{BORDER}" stroke-width="6"/>'
        f'<rect x="28" y="28" width="{CARD_W - 56}" height="{CARD_H - 56}" rx="20" '
        'fill="url(#cocoa)" stroke="#2A160A" stroke-width="4"/>'
        f'<rect x="44" y="44" width="{CARD_W - 88}" height="{CARD_H - 88}" rx="12" '
        'fill="none" stroke="#E9C98A" stroke-width="3" stroke-dasharray="10 8"/>'
        f'<path d="{scallop_path(315, 440, 200, 20, 1.25)}" fill="#F6EAD5" stroke="#E9C98A" '
        'stroke-width="5"/>' + coins + '<g transform="translate(315 430) scale(1.45)">'
        f"{mouse_face('#B9B0A8', '#3E2212')}</g>"
    )
    return document(CARD_W, CARD_H, body, "Maus au Chocolat card back", defs)


# --------------------------------------------------------------------------------------
# Helpers: their powers' signs (within about +-55 units); the animals are in
# make_maus_animals.py


def small_card(x: float, y: float, fill: str, ink: str, angle: float = 0) -> str:
    """A small card 34 x 48 centred on (x, y), for the power signs."""
    turn = f' transform="rotate({f(angle)} {f(x)} {f(y)})"' if angle else ""
    return (
        f'<rect x="{f(x - 17)}" y="{f(y - 24)}" width="34" height="48" rx="6" fill="{fill}" '
        f'stroke="{ink}" stroke-width="5"{turn}/>'
    )


def sign_colour(ink: str) -> str:
    """Claude's power: a card changes its colour (yellow card, arrow, red card)."""
    return (
        small_card(-30, 10, "#F3C63A", ink)
        + small_card(30, 10, "#D33A3A", ink)
        + f'<path d="M-30-22C-24-50 24-50 30-22" fill="none" stroke="{ink}" stroke-width="6" '
        'stroke-linecap="round"/>'
        f'<path d="M18-30L31-18L40-34" fill="none" stroke="{ink}" stroke-width="6" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    )


def sign_four(ink: str) -> str:
    """Amélie's power: a combination of four cards, fanned."""
    cards = "".join(
        f'<g transform="translate(0 34) rotate({a})">'
        f'<rect x="-15" y="-70" width="30" height="44" rx="5" fill="#FFF9EF" stroke="{ink}" '
        'stroke-width="5"/></g>'
        for a in (-36, -12, 12, 36)
    )
    return cards + number(0, 30, 40, ink, "4")


def sign_highest(ink: str) -> str:
    """Lilly's power: of a run, the highest card is kept (three steps, the top one marked)."""
    return (
        f'<rect x="-44" y="6" width="24" height="34" rx="4" fill="#FFF9EF" stroke="{ink}" '
        'stroke-width="5"/>'
        f'<rect x="-12" y="-12" width="24" height="52" rx="4" fill="#FFF9EF" stroke="{ink}" '
        'stroke-width="5"/>'
        f'<rect x="20" y="-30" width="24" height="70" rx="4" fill="#F3CC52" stroke="{ink}" '
        'stroke-width="5"/>'
        f'<path d="M32-40V-58M22-48L32-58L42-48" fill="none" stroke="{ink}" stroke-width="6" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    )


def sign_text(value: str) -> Callable[[str], str]:
    """A power written as a short number, e.g. "+1"."""

    def draw(ink: str) -> str:
        return number(0, 0, 60, ink, value)

    return draw


def sign_henri(ink: str) -> str:
    """Henri's power: two more chocolate coins on the bid (a coin with +2)."""
    return (
        '<circle r="50" fill="#B98512" stroke="#5A3A00" stroke-width="5"/>'
        '<circle r="40" fill="#F3CC52"/>' + number(0, 0, 50, "#3A2212", "+2")
    )


def sign_swap(ink: str) -> str:
    """Etienne's power: swap a card (two cards and arrows going both ways)."""
    return (
        small_card(-32, 0, "#FFF9EF", ink)
        + small_card(32, 0, "#FFF9EF", ink)
        + f'<path d="M-12-36H12M4-44L14-36L4-28M12 36H-12M-4 28L-14 36L-4 44" fill="none" '
        f'stroke="{ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>'
    )


@dataclass(frozen=True)
class Helper:
    """One helper card: id (as ``Helper.value``), name, rank, animal, power sign, colour."""

    key: str
    name: str
    rank: int
    animal: Callable[[], str]
    sign: Callable[[str], str]
    colour: str
    power: str
    """What the sign means, for the card's title (not printed)."""


# fmt: off
HELPERS: tuple[Helper, ...] = (
    Helper("claude", "Claude", 7, cockroach, sign_colour, "#9A5428", "changes a card's colour"),
    Helper("amelie", "Amélie", 6, ant, sign_four, "#A8402A", "a four-card combination"),
    Helper("lilly", "Lilly", 5, bee, sign_highest, "#D8A020", "keeps a mixed run's highest"),
    Helper("mathieu", "Mathieu", 4, dung_beetle, sign_text("\u22121"), "#2E6A4A",
           "-1 on one card"),
    Helper("maurice", "Maurice", 3, mole, sign_text("+1"), "#5E5870", "+1 on one card"),
    Helper("henri", "Henri", 2, hamster, sign_henri, "#C88440", "+2 coins on the bid"),
    Helper("etienne", "Etienne", 1, squirrel, sign_swap, "#B8561E", "swaps a card"),
)
# fmt: on


def helper_svg(helper: Helper) -> str:
    """A helper card: rank and power sign in the corners, the animal, its name."""
    ink = mix(helper.colour, "#000000", 0.55)
    tint = mix(helper.colour, "#FFF9EF", 0.82)
    corner = (
        f'<text id="rank" x="100" y="196" font-family="{FONT}" font-size="180" '
        f'font-weight="bold" text-anchor="middle" fill="{ink}">{helper.rank}</text>'
        f'<circle cx="522" cy="124" r="86" fill="#FFF9EF" stroke="{helper.colour}" '
        f'stroke-width="8"/><g transform="translate(522 124) scale(1.25)">'
        f"{helper.sign(ink)}</g>"
    )
    turned = corner.replace('id="rank" ', "")
    body = (
        f'<rect x="3" y="3" width="{CARD_W - 6}" height="{CARD_H - 6}" rx="34" '
        f'fill="url(#paper)" stroke="{BORDER}" stroke-width="6"/>'
        f'<rect x="22" y="22" width="{CARD_W - 44}" height="{CARD_H - 44}" rx="20" '
        f'fill="none" stroke="{helper.colour}" stroke-width="10"/>'
        f'<ellipse cx="315" cy="430" rx="230" ry="200" fill="{tint}" stroke="{helper.colour}" '
        'stroke-width="6"/>'
        f'<g transform="translate(315 420) scale(1.7)">{helper.animal()}</g>'
        f'<rect x="185" y="626" width="260" height="80" rx="40" fill="#FFF9EF" '
        f'stroke="{helper.colour}" stroke-width="6"/>'
        + text(315, 683, 48, ink, helper.name).replace("<text ", '<text id="name" ', 1)
        + corner
        + f'<g transform="rotate(180 315 440)">{turned}</g>'
    )
    title = f"{helper.name} {helper.rank} ({helper.power})"
    return document(CARD_W, CARD_H, body, title, paper_gradient("paper", CARD_H))


# --------------------------------------------------------------------------------------
# Library tile


def mini_card(ing: Ingredient, k: int, gid: str) -> str:
    """A card for the tile: frame, coin, symbol and the snack value (no words)."""
    return (
        '<rect x="14" y="26" width="624" height="874" rx="34" fill="#3A2410" opacity=".16"/>'
        f'<rect x="3" y="3" width="{CARD_W - 6}" height="{CARD_H - 6}" rx="34" '
        f'fill="#FFF9EF" stroke="{BORDER}" stroke-width="6"/>'
        f'<rect x="22" y="22" width="{CARD_W - 44}" height="{CARD_H - 44}" rx="20" '
        f'fill="none" stroke="{ing.colour}" stroke-width="10"/>'
        + use(gid, 315, 128, 1.45)
        + coin(130, 130, ing.bid(k), "").replace(' id=""', "")
        + f'<circle cx="315" cy="470" r="190" fill="{ing.tint}" stroke="{ing.colour}" '
        'stroke-width="8"/>'
        + number(315, 470, 360, ing.ink, str(ing.snack(k)))
        + use(gid, 315, 770, 1.3)
    )


def library_svg() -> str:
    """The library tile (640 x 400, no words): a fan of ingredient cards, coins, a mouse."""
    defs = make_art.CLOTH_DEFS + "".join(
        f'<g id="s{i}">{ing.symbol(ing.ink)}</g>' for i, ing in enumerate(INGREDIENTS)
    )
    body = make_art.CLOTH
    for i, (ing, k, angle) in enumerate(
        zip(INGREDIENTS, (0, 6, 13, 10, 3), (-28, -14, 0, 14, 28), strict=True)
    ):
        body += (
            f'<g transform="translate(262 560) rotate({angle}) translate(-69 -470) scale(.22)">'
            f"{mini_card(ing, k, f's{i}')}</g>"
        )
    for x, y, r in ((470, 300, 30), (520, 320, 30), (495, 268, 30), (560, 280, 24)):
        body += (
            f'<circle cx="{x}" cy="{y + 4}" r="{r}" fill="#3A2212" opacity=".2"/>'
            f'<circle cx="{x}" cy="{y}" r="{r}" fill="#B98512" stroke="#5A3A00" '
            'stroke-width="4"/>'
            f'<circle cx="{x}" cy="{y}" r="{r - 8}" fill="#F3CC52"/>'
        )
    body += (
        '<g transform="translate(552 124) rotate(8) scale(.58)">'
        f"{mouse_face('#B9B0A8', '#3E2212')}</g>"
    )
    return document(640, 400, body, "Maus au Chocolat", defs)


# --------------------------------------------------------------------------------------
# Output


def all_files() -> dict[str, str]:
    """Every generated file: relative path under ``assets/`` -> SVG text."""
    faces = {f"{ing.key}-{k}": (ing, k) for ing in INGREDIENTS for k in range(CARDS_PER_INGREDIENT)}
    files = make_art.in_every_language(
        "maus/cards", faces, lambda name, language: card_svg(*faces[name], language)
    )
    files["maus/cards/back.svg"] = card_back_svg()
    files |= {f"maus/cards/helper-{h.key}.svg": helper_svg(h) for h in HELPERS}
    files["library/maus.svg"] = library_svg()
    return files


if __name__ == "__main__":
    raise SystemExit(run_script(__doc__.splitlines()[0], all_files, None))
