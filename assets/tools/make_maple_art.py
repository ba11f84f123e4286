#!/usr/bin/env python3
"""Draw Masters of Maple Syrup's SVG pictures and refresh its rules pages' card browser.

The art is generated, not hand-edited: change this script (or the cards' data) and run it
again. One command brings everything made from ``games/maple/cards.toml`` up to date:

    python assets/tools/make_maple_art.py            # rewrites assets/maple/,
                                                     # assets/library/maple.svg and the
                                                     # card browser of assets/rules/maple/
    python assets/tools/make_maple_art.py --out DIR  # writes the same tree under DIR

The pictures are drawn with the standard library only, from ``cards.toml`` read with
``tomllib`` (its ``text`` lines are the ones the game words from the effect data; the
game's tests keep them equal); deterministic output; the helpers (number format, text,
documents) come from ``make_art.py``. The rules pages' card browser is made by
``make_maple_rules.py`` from the game's own (Qt-free) card code.

Files (under ``assets/``; the ``zh_TW`` folder holds the same file names with the words in
Traditional Chinese):

* ``maple/cards/<id>.svg``: one face per card design, ``<id>`` the design's id in
  ``cards.toml`` (``red_maple``, ``sap_bucket``...; the game's ``Card("sugar_maple-2")`` is
  ``card.design.id`` = ``sugar_maple``);
* ``maple/cards/action-<side>-<n>.svg``: the action cards, ``<side>`` ``standard`` (the red
  side) or ``rivals`` (the white side), ``<n>`` the card's index 0-2 in the rules'
  ``ACTION_CARDS[side]`` (printed as I, II, III). End 0 is drawn on the lower half, upright;
  end 1 on the upper half, turned 180 degrees, so the end pointing at a player reads the
  right way up from their side;
* ``maple/cards/back.svg``: the card back (no words);
* ``library/maple.svg``: the library tile, 640 x 400, no words (no ``zh_TW`` copy).

A property card: the develop cost on an amber coin (top left, id ``cost``), the value in a
red maple leaf (top right, id ``value``, ``?`` for a GAME END value), the kind as a sign
between them (a round badge with a tree, id ``kind-tree``; a square badge with a sugar
shack, id ``kind-utility``), the name on a banner (id ``name``), a picture window (trees: an
arched window on a winter sky with the species' tree; utilities: a gabled window on planks
with the effect as signs: its timing word, the action's sign, an arrow, the operation's
sign and amount), then for a tree its WHEN HARVESTED draws (a bucket, an arrow and a card
with the number, id ``draws``) and for a utility its effect text (ids ``effect-1``,
``effect-2``...; a tree with an effect prints it small under its tree, same ids). Trees
have an evergreen frame, utilities a bark-brown one, so the kind shows by frame, badge and
window shape as well as by colour. Cost, value and draws read at 60 px card width.

An action card shows its number (I-III, id ``number``) in the middle and each end's action
as a sign, a word (ids ``end-0``, ``end-1``) and its amount (``end-0-amount``,
``end-1-amount``; none for CHOOSE ONE and NO ACTION); on the rivals side the develop ends
say which kind and carry a ``-1¢`` coin (``end-0-discount``...).

The symbols of a face (the cost's coin, the value's leaf, the kind badge and its tree or
shack, the signs of the actions, effects, conditions and draws, the arrows) are each drawn
once in its ``<defs>`` as ``<g id="sym-<name>">`` (``sym-coin``, ``sym-bucket``...; a second
drawing of a sign in another colour is ``sym-tree-2``) and placed with ``<use>``, so the
contrast check finds them as it finds the other games' ``#sym``
(``tests/ui/test_high_contrast.py``: each symbol's edge at 4.5:1 or more on what lies under
it). The tree in a tree card's window and the back's snowflakes are pictures, not symbols.
"""

from __future__ import annotations

import math
import re
import sys
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_art as art  # noqa: E402
from make_art import CARD_H, CARD_W, f, mix  # noqa: E402

LANGUAGES = art.LANGUAGES
CARDS_TOML = art.ASSETS.parent / "macaron_desktop" / "games" / "maple" / "cards.toml"

# -- the sugar bush's palette ---------------------------------------------------------------
BARK_DARK = "#3E2A1C"
BARK = "#6B4A2E"
BARK_LIGHT = "#A07A56"
AMBER = "#D9962B"
AMBER_LIGHT = "#F4C869"
SYRUP = "#8A4E12"
SNOW = "#F8FAFC"
SNOW_SHADE = "#DCE6EE"
ICE = "#B7CBDA"
SKY = "#E3EEF6"
EVERGREEN = "#2E5E3C"
EVERGREEN_DARK = "#1C3B25"
EVERGREEN_LIGHT = "#D3E4CF"
MAPLE_RED = "#B5302A"
MAPLE_DARK = "#6E1712"
PLANK = "#F1DDBA"
INK = "#2E2018"
METAL = "#9AA6B0"
METAL_DARK = "#4E5A64"

DIGIT_HEIGHT = 0.73
"""Height of a bold digit in em (DejaVu Sans Bold)."""
CJK_ASCENT = 0.88
CJK_DESCENT = 0.12

# Advance widths of DejaVu Sans Bold in em, to lay out lines without a font at hand (a
# little generous, so a line never runs wider than measured).
_WIDE = {
    " ": 0.35, "a": 0.68, "b": 0.72, "c": 0.6, "d": 0.72, "e": 0.68, "f": 0.44, "g": 0.72,
    "h": 0.72, "i": 0.35, "j": 0.35, "k": 0.67, "l": 0.35, "m": 1.05, "n": 0.72, "o": 0.69,
    "p": 0.72, "q": 0.72, "r": 0.5, "s": 0.6, "t": 0.48, "u": 0.72, "v": 0.66, "w": 0.93,
    "x": 0.65, "y": 0.66, "z": 0.57, "A": 0.78, "B": 0.77, "C": 0.74, "D": 0.83, "E": 0.69,
    "F": 0.69, "G": 0.83, "H": 0.84, "I": 0.38, "J": 0.38, "K": 0.78, "L": 0.64, "M": 1.0,
    "N": 0.84, "O": 0.86, "P": 0.74, "Q": 0.86, "R": 0.77, "S": 0.72, "T": 0.69, "U": 0.82,
    "V": 0.78, "W": 1.11, "X": 0.78, "Y": 0.73, "Z": 0.7, ".": 0.39, ",": 0.39, ":": 0.41,
    ";": 0.41, "-": 0.42, "(": 0.46, ")": 0.46, "?": 0.59, "+": 0.84, "=": 0.84, "¢": 0.7,
    "'": 0.34, "\u2212": 0.84,
}  # fmt: skip


def is_cjk(ch: str) -> bool:
    """Whether ``ch`` is set one em wide (Han characters and full-width punctuation)."""
    return ch >= "\u2e80"


def text_width(content: str, size: float) -> float:
    """The estimated width of ``content`` in bold at ``size``."""
    return size * sum(1.0 if is_cjk(ch) else _WIDE.get(ch, 0.7) for ch in content)


def fit_size(content: str, width: float, largest: float) -> float:
    """The largest size up to ``largest`` at which ``content`` fits ``width``."""
    return min(largest, largest * width / max(text_width(content, largest), 1))


def words_of(content: str) -> list[str]:
    """Break points of a line: Latin words keep their space; each Chinese character stands
    alone, with the punctuation that follows it (never begins a line)."""
    tokens: list[str] = []
    for ch in content:
        if ch in "。，：、；）」！？" and tokens:
            tokens[-1] += ch
        elif is_cjk(ch):
            tokens.append(ch)
        elif tokens and not is_cjk(tokens[-1][-1]) and not tokens[-1].endswith(" "):
            tokens[-1] += ch
        else:
            tokens.append(ch)
    return tokens


def wrap(content: str, width: float, size: float) -> list[str]:
    """``content`` broken into lines no wider than ``width`` at ``size``."""
    lines: list[str] = []
    line = ""
    for token in words_of(content):
        trial = line + token
        if line and text_width(trial.rstrip(), size) > width:
            lines.append(line.rstrip())
            line = token.lstrip()
        else:
            line = trial
    if line.strip():
        lines.append(line.rstrip())
    return lines


def font_of(language: str) -> str:
    """The font list for text in ``language``."""
    return art.FONT if language == "en" else art.FONT_ZH_TW


def label(
    x: float,
    y: float,
    size: float,
    fill: str,
    content: str,
    language: str = "en",
    eid: str = "",
    anchor: str = "middle",
) -> str:
    """Bold text on the baseline y, in the language's font, with ``eid`` as its id."""
    ident = f'id="{eid}" ' if eid else ""
    return (
        f'<text {ident}x="{f(x)}" y="{f(y)}" font-family="{font_of(language)}" '
        f'font-size="{f(size)}" font-weight="bold" text-anchor="{anchor}" fill="{fill}">'
        f"{content}</text>"
    )


def number(x: float, y: float, size: float, fill: str, value: str, eid: str = "") -> str:
    """Bold digits centred on (x, y) both ways."""
    return label(x, y + size * DIGIT_HEIGHT / 2, size, fill, value, "en", eid)


def centred_label(
    x: float, y: float, size: float, fill: str, content: str, language: str, eid: str = ""
) -> str:
    """A label whose letters are centred on y (capitals or Chinese characters)."""
    if language == "en":
        return label(x, y + size * 0.36, size, fill, content, language, eid)
    return label(x, y + size * (CJK_ASCENT - CJK_DESCENT) / 2, size, fill, content, language, eid)


# -- the cards' data ------------------------------------------------------------------------


@dataclass(frozen=True)
class Design:
    """One card design of ``cards.toml``, as the art needs it."""

    id: str
    kind: str
    count: int
    cost: int
    value: str
    """The printed value: digits, or ``?``."""
    harvest: int
    effect: Mapping[str, Any] | None
    scoring: Mapping[str, Any] | None
    name: Mapping[str, str]
    text: Mapping[str, str]

    @property
    def is_tree(self) -> bool:
        """Whether this is a tree card."""
        return self.kind == "tree"


def load_designs(path: Path = CARDS_TOML) -> tuple[Design, ...]:
    """Every card design of the data file, in file order."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return tuple(
        Design(
            raw["id"],
            raw["kind"],
            int(raw["count"]),
            int(raw["cost"]),
            str(raw["value"]),
            int(raw.get("harvest", 0)),
            raw.get("effect"),
            raw.get("scoring"),
            raw["name"],
            raw.get("text", {"en": "", "zh_TW": ""}),
        )
        for raw in data["cards"]
    )


# -- signs (each drawn around (0, 0) within about +-50 units) -------------------------------


def sign_tree(ink: str, crown: str = "#5E9A48") -> str:
    """A round-crowned tree on a short trunk (the tree kind)."""
    return (
        f'<path d="M-8 10H8V48H-8Z" fill="{BARK}" stroke="{ink}" stroke-width="5" '
        'stroke-linejoin="round"/>'
        f'<path d="M0-48C22-48 40-32 40-12C40 8 24 20 0 20C-24 20-40 8-40-12C-40-32-22-48 0-48Z" '
        f'fill="{crown}" stroke="{ink}" stroke-width="5"/>'
        '<path d="M-22-22C-18-32-10-38 0-40" fill="none" stroke="#FFFFFF" stroke-width="5" '
        'stroke-linecap="round" opacity=".55"/>'
    )


def sign_shack(ink: str, wall: str = AMBER_LIGHT) -> str:
    """A sugar shack: gable roof, a door and a steaming vent (the utility kind)."""
    return (
        f'<path d="M-40-4L0-40L40-4V46H-40Z" fill="{wall}" stroke="{ink}" stroke-width="5" '
        'stroke-linejoin="round"/>'
        f'<path d="M-50 0L0-46L50 0" fill="none" stroke="{ink}" stroke-width="9" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
        f'<path d="M-10-40H10V-52H-10Z" fill="{BARK}" stroke="{ink}" stroke-width="4"/>'
        f'<path d="M-12 46V16H12V46" fill="{BARK}" stroke="{ink}" stroke-width="5"/>'
        f'<path d="M22-50C16-56 28-60 22-68" fill="none" stroke="{ink}" stroke-width="4" '
        'stroke-linecap="round" opacity=".6"/>'
    )


def sign_spile(ink: str) -> str:
    """TAP: a spile driven into a trunk, a drop of sap at its lip."""
    return (
        f'<path d="M-48-50H-14V50H-48Z" fill="{BARK_LIGHT}" stroke="{ink}" stroke-width="5" '
        'stroke-linejoin="round"/>'
        f'<path d="M-40-30C-36-14-40 6-36 26M-24-40C-22-20-26 10-22 36" fill="none" '
        f'stroke="{BARK}" stroke-width="4" stroke-linecap="round"/>'
        f'<path d="M-14-14L34-2L30 10L-14 2Z" fill="{METAL}" stroke="{ink}" stroke-width="5" '
        'stroke-linejoin="round"/>'
        f'<path d="M30 14C22 26 22 34 30 38C38 34 38 26 30 14Z" fill="{AMBER}" stroke="{ink}" '
        'stroke-width="4" stroke-linejoin="round"/>'
    )


def sign_bucket(ink: str) -> str:
    """HARVEST: a lidded sap bucket full of sap."""
    return (
        f'<path d="M-34-22H34L26 46H-26Z" fill="{METAL}" stroke="{ink}" stroke-width="5" '
        'stroke-linejoin="round"/>'
        f'<path d="M-31-4H31M-28 20H28" stroke="{METAL_DARK}" stroke-width="4"/>'
        f'<path d="M-42-24L0-48L42-24Z" fill="{METAL_DARK}" stroke="{ink}" stroke-width="5" '
        'stroke-linejoin="round"/>'
        f'<path d="M-14 30C-14 20 0 6 0 6C0 6 14 20 14 30C14 38 8 42 0 42C-8 42-14 38-14 30Z" '
        f'fill="{AMBER}" stroke="{ink}" stroke-width="4"/>'
    )


def sign_develop(ink: str) -> str:
    """DEVELOP: a card laid onto the property, with a plus."""
    return (
        f'<rect x="-38" y="-34" width="50" height="70" rx="8" fill="{SNOW_SHADE}" stroke="{ink}" '
        'stroke-width="5" transform="rotate(-10)"/>'
        f'<rect x="-16" y="-44" width="50" height="70" rx="8" fill="{SNOW}" stroke="{ink}" '
        'stroke-width="5"/>'
        f'<circle cx="22" cy="26" r="22" fill="{EVERGREEN}" stroke="{ink}" stroke-width="4"/>'
        '<path d="M22 14V38M10 26H34" stroke="#FFFFFF" stroke-width="7" stroke-linecap="round"/>'
    )


def sign_draw(ink: str) -> str:
    """Draw: a card coming off the draw pile, an arrow up."""
    return (
        f'<rect x="-40" y="-14" width="50" height="62" rx="8" fill="{BARK}" stroke="{ink}" '
        'stroke-width="5"/>'
        f'<rect x="-30" y="-24" width="50" height="62" rx="8" fill="{BARK_LIGHT}" stroke="{ink}" '
        'stroke-width="5"/>'
        f'<rect x="-6" y="-46" width="46" height="60" rx="8" fill="{SNOW}" stroke="{ink}" '
        'stroke-width="5" transform="rotate(12)"/>'
        f'<path d="M30 46V14M18 26L30 12L42 26" fill="none" stroke="{ink}" stroke-width="7" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    )


def sign_discard(ink: str) -> str:
    """Take from the discard pile: a face-up pile and a card lifted off its top."""
    return (
        f'<rect x="-44" y="4" width="54" height="40" rx="6" fill="{SNOW_SHADE}" stroke="{ink}" '
        'stroke-width="5"/>'
        f'<rect x="-40" y="-6" width="54" height="40" rx="6" fill="{SNOW}" stroke="{ink}" '
        'stroke-width="5"/>'
        f'<rect x="2" y="-50" width="40" height="54" rx="6" fill="{AMBER_LIGHT}" stroke="{ink}" '
        'stroke-width="5" transform="rotate(18 22 -23)"/>'
        f'<path d="M-22-12C-22-36-8-46 2-46" fill="none" stroke="{ink}" stroke-width="6" '
        'stroke-linecap="round"/>'
        f'<path d="M-6-54L4-46L-6-36" fill="none" stroke="{ink}" stroke-width="6" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    )


def sign_tuck(ink: str) -> str:
    """Tuck: a card slid face down under a property card."""
    return (
        f'<rect x="-30" y="-4" width="60" height="50" rx="8" fill="{BARK}" stroke="{ink}" '
        'stroke-width="5"/>'
        f'<rect x="-40" y="-46" width="60" height="70" rx="8" fill="{SNOW}" stroke="{ink}" '
        'stroke-width="5"/>'
        f'<path d="M34-40V26M22 14L34 28L46 14" fill="none" stroke="{ink}" stroke-width="7" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    )


def sign_hand(ink: str) -> str:
    """Cards in hand: three cards fanned."""
    return "".join(
        f'<g transform="translate(0 40) rotate({a})">'
        f'<rect x="-20" y="-86" width="40" height="58" rx="7" fill="{SNOW}" stroke="{ink}" '
        'stroke-width="5"/></g>'
        for a in (-24, 0, 24)
    )


def sign_tapped(ink: str) -> str:
    """A tapped tree: a tree with a bucket hung on it."""
    return (
        f'<g transform="translate(-10 0)">{sign_tree(ink)}</g>'
        f'<g transform="translate(24 26) scale(.5)">{sign_bucket(ink)}</g>'
    )


def sign_snowflake(ink: str) -> str:
    """A snowflake of three strokes (the back)."""
    return (
        f'<path d="M-22 0H22M-11-19L11 19M-11 19L11-19" stroke="{ink}" stroke-width="6" '
        'stroke-linecap="round"/>'
    )


def sign_arrow(ink: str) -> str:
    """Then: a short arrow to the right."""
    return (
        f'<path d="M-26 0H22M6-18L26 0L6 18" fill="none" stroke="{ink}" stroke-width="10" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    )


def sign_sparkle(ink: str) -> str:
    """FIRST DEVELOPED: a four-pointed amber sparkle."""
    return (
        f'<path d="M0-26l8 18 18 8-18 8-8 18-8-18-18-8 18-8Z" fill="{AMBER}" stroke="{ink}" '
        'stroke-width="4"/>'
    )


def sign_nothing(ink: str) -> str:
    """NO ACTION: a crossed-out circle."""
    return (
        f'<circle r="42" fill="{SNOW}" stroke="{ink}" stroke-width="8"/>'
        f'<path d="M-28 28L28-28" stroke="{ink}" stroke-width="9" stroke-linecap="round"/>'
    )


LEAF = (
    "M0-190L34-122L82-150L70-58L150-118L128-56L196-44L136 20L160 52L60 60L78 128L10 82"
    "L10 190H-10L-10 82L-78 128L-60 60L-160 52L-136 20L-196-44L-128-56L-150-118L-70-58"
    "L-82-150L-34-122Z"
)
"""A maple leaf in a 400 x 380 box around (0, 0): its value badge and the back's emblem."""


def sign_coin(ink: str) -> str:
    """The cost's coin: amber in a syrup rim (radius 94)."""
    return (
        f'<circle r="94" fill="{SYRUP}" stroke="{ink}" stroke-width="6"/>'
        f'<circle r="78" fill="{AMBER_LIGHT}" stroke="#FFE8B0" stroke-width="4"/>'
    )


def sign_leaf(ink: str) -> str:
    """The value's maple leaf, a red disc at its heart for the number."""
    return (
        f'<path d="{LEAF}" transform="scale(.54)" fill="{MAPLE_RED}" stroke="{ink}" '
        'stroke-width="11" stroke-linejoin="round"/>'
        f'<circle cy="-4" r="62" fill="{MAPLE_RED}"/>'
    )


def badge_round(ink: str) -> str:
    """The tree kind's badge: a round one (radius 66)."""
    return f'<circle r="66" fill="{EVERGREEN_LIGHT}" stroke="{ink}" stroke-width="8"/>'


def badge_square(ink: str) -> str:
    """The utility kind's badge: a square one (124 wide)."""
    return (
        f'<rect x="-62" y="-62" width="124" height="124" rx="14" fill="{PLANK}" stroke="{ink}" '
        'stroke-width="8"/>'
    )


class Signs:
    """The symbols one picture shows, each drawn once in its defs as ``<g id="sym-...">``
    and placed with ``<use>``, as the other games place their ``#sym``: the contrast check
    (tests/ui/test_high_contrast.py) finds a card's symbols by these ids."""

    def __init__(self) -> None:
        self._ids: dict[str, str] = {}
        self._defs: list[str] = []

    def place(
        self,
        sign: Callable[..., str],
        ink: str,
        x: float,
        y: float,
        scale: float = 1.0,
        **more: str,
    ) -> str:
        """``sign(ink, **more)`` (drawn around (0, 0)) placed at (x, y), scaled."""
        drawing = sign(ink, **more)
        ident = self._ids.get(drawing)
        if ident is None:
            name = sign.__name__.removeprefix("sign_").replace("_", "-")
            ident, n = f"sym-{name}", 2
            while ident in self._ids.values():
                ident, n = f"sym-{name}-{n}", n + 1
            self._ids[drawing] = ident
            self._defs.append(f'<g id="{ident}">{drawing}</g>')
        return art.use(ident, x, y, scale)

    def defs(self) -> str:
        """The definitions of every symbol placed so far."""
        return "".join(self._defs)


ACTION_SIGNS: dict[str, Callable[[str], str]] = {
    "tap": sign_spile,
    "harvest": sign_bucket,
    "develop": sign_develop,
}
OP_SIGNS: dict[str, Callable[[str], str]] = {
    "draw": sign_draw,
    "take_discard": sign_discard,
    "tap": sign_spile,
    "harvest": sign_bucket,
    "tuck": sign_tuck,
    "more_taps": sign_spile,
    "more_harvests": sign_bucket,
    "more_draws": sign_draw,
}
PER_SIGNS: dict[str, Callable[[str], str]] = {
    "tucked": sign_tuck,
    "trees": sign_tree,
    "utilities": sign_shack,
    "hand": sign_hand,
    "tapped": sign_tapped,
}

# The words on the signs: the timings (the glossary's), the actions, the action cards' ends.
TIMING_WORDS = {
    "en": {
        "first_developed": "FIRST DEVELOPED",
        "when": "WHEN",
        "before": "BEFORE",
        "after": "AFTER",
        "instead": "INSTEAD OF",
        "game_end": "GAME END",
    },
    "zh_TW": {
        "first_developed": "首次開發時",
        "when": "當…時",
        "before": "之前",
        "after": "之後",
        "instead": "取代",
        "game_end": "遊戲結束",
    },
}
ACTION_WORDS = {
    "en": {"tap": "TAP", "harvest": "HARVEST", "develop": "DEVELOP"},
    "zh_TW": {"tap": "插管", "harvest": "採收", "develop": "開發"},
}
END_WORDS = {
    "en": {
        "choose": "CHOOSE ONE",
        "none": "NO ACTION",
        "tree": "A TREE",
        "utility": "A UTILITY",
        "harvested": "WHEN HARVESTED",
    },
    "zh_TW": {
        "choose": "任選一項",
        "none": "不行動",
        "tree": "樹木卡",
        "utility": "設施卡",
        "harvested": "採收時",
    },
}


# -- property cards -------------------------------------------------------------------------


@dataclass(frozen=True)
class Species:
    """How a tree species is drawn: crown colour, trunk colour, crown size and lobes."""

    crown: str
    trunk: str
    width: float
    height: float
    lobes: int
    bark: str = ""
    """``birch``: a white trunk with dark marks."""


SPECIES: dict[str, Species] = {
    "red_maple": Species("#C8412E", "#6B4A2E", 150, 150, 7),
    "sugar_maple": Species("#E39A2A", "#5E3F26", 170, 170, 8),
    "silver_maple": Species("#A9BFB3", "#7D746C", 150, 170, 9),
    "black_maple": Species("#3F6B3A", "#3A2A1E", 160, 160, 7),
    "box_elder": Species("#9CC25A", "#7A5A3A", 130, 120, 6),
    "paper_birch": Species("#E8C84A", "#F4F1EA", 120, 170, 6, "birch"),
    "norway_maple": Species("#7A2E3E", "#4A3526", 165, 150, 8),
    "grandfather_maple": Species("#D9822A", "#4E3420", 215, 175, 11),
    "wolf_tree": Species("#5E8A3E", "#4E3A28", 225, 140, 12),
    "bigleaf_maple": Species("#7FAE3E", "#5A4030", 190, 165, 7),
}
TALLEST = max(sp.height for sp in SPECIES.values())
DEFAULT_SPECIES = Species("#6E9A48", "#5A4030", 160, 155, 8)


def crown_path(cx: float, cy: float, rx: float, ry: float, lobes: int) -> str:
    """A cloud-like crown: ``lobes`` bulges around an ellipse."""
    points = []
    for i in range(lobes):
        a = 2 * math.pi * i / lobes - math.pi / 2
        points.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    chord = 2 * math.sqrt(rx * ry) * math.sin(math.pi / lobes)
    arc = chord * 0.62
    parts = [f"M{f(points[0][0])} {f(points[0][1])}"]
    for i in range(lobes):
        x, y = points[(i + 1) % lobes]
        parts.append(f"A{f(arc)} {f(arc)} 0 0 1 {f(x)} {f(y)}")
    return "".join(parts) + "Z"


def tree_picture(design: Design, top: float, bottom: float) -> str:
    """The species' tree standing in snow, a bucket on its trunk, between ``top`` and
    ``bottom`` of the window."""
    sp = SPECIES.get(design.id, DEFAULT_SPECIES)
    ground = bottom - 40
    scale = min(1.0, (ground - top - 6) / (TALLEST * 2 + 90))
    ry, rx = sp.height * scale, sp.width * scale
    cy = ground - 90 * scale - ry
    trunk_w = (34 if sp.width < 200 else 48) * scale
    trunk = (
        f'<path d="M{f(315 - trunk_w)} {f(ground + 6)}C{f(315 - trunk_w * 0.7)} {f(cy + ry * 0.2)} '
        f"{f(315 - trunk_w * 0.5)} {f(cy)} {f(315 - trunk_w * 0.4)} {f(cy - ry * 0.3)}"
        f"H{f(315 + trunk_w * 0.4)}C{f(315 + trunk_w * 0.5)} {f(cy)} "
        f'{f(315 + trunk_w * 0.7)} {f(cy + ry * 0.2)} {f(315 + trunk_w)} {f(ground + 6)}Z" '
        f'fill="{sp.trunk}" stroke="{BARK_DARK}" stroke-width="6" stroke-linejoin="round"/>'
    )
    if sp.bark == "birch":
        marks = "".join(
            f'<path d="M{f(315 - trunk_w * 0.5)} {f(y)}h{f(trunk_w * 0.55)}" stroke="{BARK_DARK}" '
            'stroke-width="6" stroke-linecap="round"/>'
            for y in (ground - 30, ground - 70 * scale - 10, cy + ry * 0.55)
        )
        trunk += marks
    lighter = mix(sp.crown, "#FFFFFF", 0.35)
    crown = (
        f'<path d="{crown_path(315, cy, rx, ry, sp.lobes)}" fill="{sp.crown}" '
        f'stroke="{mix(sp.crown, "#000000", 0.55)}" stroke-width="7" stroke-linejoin="round"/>'
        f'<path d="{crown_path(315 - rx * 0.28, cy - ry * 0.3, rx * 0.42, ry * 0.34, 5)}" '
        f'fill="{lighter}" opacity=".55"/>'
    )
    bucket_y = ground - 40 * scale - 34
    bucket = (
        f'<path d="M{f(315)} {f(bucket_y - 34)}l{f(trunk_w + 14)} 6" stroke="{METAL_DARK}" '
        'stroke-width="6" stroke-linecap="round"/>'
        f'<g transform="translate({f(315 + trunk_w + 30)} {f(bucket_y)}) scale(.62)">'
        f"{sign_bucket(BARK_DARK)}</g>"
    )
    snow = (
        f'<path d="M40 {f(ground)}C150 {f(ground - 22)} 250 {f(ground + 8)} 315 {f(ground - 4)}'
        f'C400 {f(ground - 16)} 500 {f(ground + 6)} 590 {f(ground - 10)}V{f(bottom)}H40Z" '
        f'fill="{SNOW}" stroke="{ICE}" stroke-width="5"/>'
    )
    return trunk + crown + snow + bucket


def cost_coin(signs: Signs, value: int, eid: str = "cost") -> str:
    """The develop cost: an amber coin at the top left, the number and a small ¢."""
    x, y = 120, 122
    return (
        f'<circle cx="{x}" cy="{y + 6}" r="94" fill="{BARK_DARK}" opacity=".2"/>'
        + signs.place(sign_coin, BARK_DARK, x, y)
        + number(x - 8, y, 130, BARK_DARK, str(value), eid)
        # the sign in the bark's ink: the syrup's own colour was 4.2:1 on the coin
        + label(x + 50, y + 56, 38, BARK_DARK, "¢")
    )


def value_leaf(signs: Signs, value: str, eid: str = "value") -> str:
    """The value: a red maple leaf at the top right with the number on it."""
    x, y = 508, 124
    return (
        f'<path d="{LEAF}" transform="translate({x} {y + 6}) scale(.54)" fill="{BARK_DARK}" '
        'opacity=".2"/>'
        + signs.place(sign_leaf, MAPLE_DARK, x, y)
        + number(x, y - 4, 132, "#FFFFFF", value, eid)
    )


def kind_badge(signs: Signs, tree: bool) -> str:
    """The kind between cost and value: a round badge with a tree, or a square one with a
    sugar shack."""
    if tree:
        return (
            '<g id="kind-tree">'
            + signs.place(badge_round, EVERGREEN, 315, 104)
            + signs.place(sign_tree, EVERGREEN_DARK, 315, 106)
            + "</g>"
        )
    return (
        '<g id="kind-utility">'
        + signs.place(badge_square, BARK, 315, 104)
        + signs.place(sign_shack, BARK_DARK, 315, 112)
        + "</g>"
    )


def name_banner(design: Design, language: str, frame: str) -> str:
    """The card's name on a banner under the header."""
    name = design.name[language]
    room = 500
    if language == "en":
        size = fit_size(name, room, 60)
        baseline = 272 + size * 0.36
    else:
        size = min(56, room / len(name))
        baseline = 272 + size * (CJK_ASCENT - CJK_DESCENT) / 2
    return (
        f'<path d="M40 232H590L570 272L590 312H40L60 272Z" fill="{frame}" '
        f'stroke="{mix(frame, "#000000", 0.45)}" stroke-width="5" stroke-linejoin="round"/>'
        + label(315, baseline, size, "#FFFFFF", name, language, "name")
    )


def text_block(
    content: str,
    language: str,
    box: tuple[float, float, float, float],
    largest: float,
    fill: str = INK,
) -> str:
    """``content`` wrapped into ``box`` (left, top, right, bottom) at the largest size that
    fits, centred; each line a ``<text>`` with id ``effect-<n>``."""
    left, top, right, bottom = box
    width, height = right - left, bottom - top
    size = largest
    while True:
        lines = wrap(content, width, size)
        if len(lines) * size * 1.22 <= height or size <= 14:
            break
        size -= 1
    narrowest = width  # balance the lines: the narrowest width that needs no more of them
    while narrowest > width / 2 and len(wrap(content, narrowest - 8, size)) == len(lines):
        narrowest -= 8
    lines = wrap(content, narrowest, size)
    step = size * 1.22
    first = top + (height - step * len(lines)) / 2 + size * 0.92
    return "".join(
        label((left + right) / 2, first + i * step, size, fill, line, language, f"effect-{i + 1}")
        for i, line in enumerate(lines)
    )


def pill(
    x: float, y: float, word: str, language: str, fill: str, ink: str, scale: float = 1.0
) -> str:
    """A timing word on a rounded pill centred on (x, y)."""
    size = fit_size(word, 420, (40 if language == "en" else 44) * scale)
    width, half = text_width(word, size) + 48 * scale, 34 * scale
    return (
        f'<rect x="{f(x - width / 2)}" y="{f(y - half)}" width="{f(width)}" '
        f'height="{f(2 * half)}" rx="{f(half)}" fill="{fill}" stroke="{ink}" stroke-width="5"/>'
        + centred_label(x, y, size, "#FFFFFF", word, language)
    )


def placed(sign: str, x: float, y: float, scale: float) -> str:
    """A sign drawn at (x, y), scaled."""
    return f'<g transform="translate({f(x)} {f(y)}) scale({scale:g})">{sign}</g>'


def condition_badge(signs: Signs, condition: Mapping[str, int] | None, x: float, y: float) -> str:
    """An effect's condition as a sign: ``≥3`` trees, or ``≤3`` cards in hand."""
    if not condition:
        return ""
    ((test, amount),) = condition.items()
    sign = sign_tree if test == "trees_at_least" else sign_hand
    mark = "\u2265" if test == "trees_at_least" else "\u2264"
    return (
        f'<rect x="{f(x - 92)}" y="{f(y - 36)}" width="184" height="72" rx="20" fill="{SNOW}" '
        f'stroke="{BARK}" stroke-width="4"/>'
        + number(x - 36, y, 52, INK, f"{mark}{amount}")
        + signs.place(sign, INK, x + 50, y + 2, 0.58)
    )


def effect_signs(
    signs: Signs, effect: Mapping[str, Any], language: str, top: float, scale: float
) -> str:
    """A timed effect as signs: the timing's word, the action, an arrow, the operation."""
    timing, op = effect["timing"], effect["op"]
    amount = int(effect.get("amount", 1))
    words = TIMING_WORDS[language]
    row = top + 150 * scale
    out = pill(315, top + 40 * scale, words[timing], language, BARK, BARK_DARK, scale)
    first = ACTION_SIGNS.get(effect.get("action") or "develop", sign_develop)
    out += signs.place(first, INK, 165, row, 1.25 * scale)
    if timing == "first_developed":
        out += signs.place(sign_sparkle, INK, 210, row - 60 * scale + 26)
    out += signs.place(sign_arrow, INK, 268, row)
    if op == "discount":
        out += (
            f'<circle cx="420" cy="{f(row)}" r="{f(66 * scale)}" fill="{AMBER_LIGHT}" '
            f'stroke="{SYRUP}" stroke-width="6"/>'
            # inside the coin's rim: the sign and the cent ran over it at 70
            + number(420, row, 54 * scale, BARK_DARK, f"\u2212{amount}¢")
        )
    else:
        out += signs.place(OP_SIGNS[op], INK, 372, row, 1.25 * scale)
        more = op.startswith("more_")
        out += number(482, row, 92 * scale, INK, f"+{amount}" if more else str(amount))
    if effect.get("condition"):
        out += condition_badge(signs, effect["condition"], 315, row + 96 * scale)
    return out


def scoring_signs(
    signs: Signs, scoring: Mapping[str, Any], language: str, top: float, scale: float
) -> str:
    """A GAME END line as signs: the words, ``?`` or ``+``, the points and what they count."""
    sign = "?" if scoring["mode"] == "value" else "+"
    points, every = int(scoring.get("points", 1)), int(scoring.get("every", 1))
    most, per = int(scoring.get("most", 0)), scoring.get("per", "flat")
    row = top + 150 * scale
    words = TIMING_WORDS[language]
    out = pill(315, top + 40 * scale, words["game_end"], language, SYRUP, BARK_DARK, scale)
    if per == "flat":
        out += number(315, row, 110 * scale, INK, f"{sign}{points}" if sign == "+" else str(points))
        if scoring.get("condition"):
            out += condition_badge(signs, scoring["condition"], 315, row + 96 * scale)
        return out
    out += number(175, row, 100 * scale, INK, f"{sign}{points}" if sign == "+" else f"{points}")
    out += label(294, row + 36 * scale, 100 * scale, INK, "/")
    more: dict[str, str] = {}
    if per in PER_SIGNS:
        counted = PER_SIGNS[per]
    elif per in SPECIES:  # a tree species, by its id: its tree
        counted, more = sign_tree, {"crown": SPECIES[per].crown}
    else:  # a utility, by its id
        counted = sign_shack
    if every > 1:
        out += number(370, row, 80 * scale, INK, str(every))
        out += signs.place(counted, INK, 456, row, 1.15 * scale, **more)
    else:
        out += signs.place(counted, INK, 410, row, 1.25 * scale, **more)
    if most:
        out += (
            f'<rect x="225" y="{f(row + 62 * scale)}" width="180" height="{f(64 * scale)}" '
            f'rx="{f(20 * scale)}" fill="{SNOW}" stroke="{BARK}" stroke-width="4"/>'
            + number(315, row + 94 * scale, 50 * scale, INK, f"\u2264{most}")
        )
    return out


def draws_panel(signs: Signs, design: Design, language: str) -> str:
    """A tree's WHEN HARVESTED draws: the words, a bucket, an arrow, a card with the number."""
    y = 760
    return (
        f'<rect x="56" y="668" width="518" height="180" rx="26" fill="{EVERGREEN_LIGHT}" '
        f'stroke="{EVERGREEN}" stroke-width="6"/>'
        + label(
            156,
            828 if language == "en" else 830,
            22 if language == "en" else 26,
            EVERGREEN_DARK,
            END_WORDS[language]["harvested"],
            language,
        )
        + signs.place(sign_bucket, INK, 156, y - 22, 1.3)
        + signs.place(sign_arrow, EVERGREEN_DARK, 278, y - 4)
        + f'<rect x="338" y="678" width="150" height="160" rx="18" fill="{SNOW}" '
        f'stroke="{INK}" stroke-width="7"/>'
        + f'<rect x="326" y="690" width="150" height="160" rx="18" fill="none" stroke="{INK}" '
        'stroke-width="4" opacity=".35"/>'
        + number(413, 758, 150, INK, str(design.harvest), "draws")
        + signs.place(sign_draw, INK, 536, 720, 0.55)
    )


def property_svg(design: Design, language: str = "en") -> str:
    """One property card face in ``language``."""
    tree = design.is_tree
    frame = EVERGREEN if tree else BARK
    signs = Signs()
    defs = (
        '<linearGradient id="paper" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" '
        f'y2="{CARD_H}"><stop offset="0" stop-color="{SNOW}"/>'
        f'<stop offset="1" stop-color="{SNOW_SHADE}"/></linearGradient>'
    )
    body = (
        f'<rect x="3" y="3" width="{CARD_W - 6}" height="{CARD_H - 6}" rx="34" '
        f'fill="url(#paper)" stroke="{BARK}" stroke-width="6"/>'
        f'<rect x="22" y="22" width="{CARD_W - 44}" height="{CARD_H - 44}" rx="22" '
        f'fill="none" stroke="{frame}" stroke-width="12"/>'
    )
    text = design.text.get(language, "")
    if tree:
        bottom = 656
        body += (
            f'<path d="M56 {bottom}V440C56 360 170 322 315 322C460 322 574 360 574 440V{bottom}Z" '
            f'fill="{SKY}" stroke="{EVERGREEN}" stroke-width="6"/>'
        )
        if text:
            body += tree_picture(design, 326, 560)
            body += (
                f'<rect x="60" y="556" width="510" height="96" rx="14" fill="{SNOW}" opacity=".9"/>'
            )
            body += text_block(text, language, (70, 560, 560, 650), 28)
        else:
            body += tree_picture(design, 330, bottom - 4)
        body += draws_panel(signs, design, language)
    else:
        body += (
            f'<path d="M56 852V392L315 322L574 392V852Z" fill="{PLANK}" stroke="{BARK}" '
            'stroke-width="6" stroke-linejoin="round"/>'
            + "".join(
                f'<path d="M60 {y}H570" stroke="{mix(PLANK, BARK, 0.25)}" stroke-width="3"/>'
                for y in (420, 500, 580)
            )
        )
        effect, scoring = design.effect, design.scoring
        if effect and scoring:
            body += effect_signs(signs, effect, language, 336, 0.62)
            body += scoring_signs(signs, scoring, language, 488, 0.62)
        elif effect:
            body += effect_signs(signs, effect, language, 350, 1.0)
        elif scoring:
            body += scoring_signs(signs, scoring, language, 350, 1.0)
        body += (
            f'<rect x="64" y="642" width="502" height="200" rx="18" fill="{SNOW}" '
            f'stroke="{BARK_LIGHT}" stroke-width="4"/>'
        )
        body += text_block(text, language, (78, 648, 552, 836), 36 if language == "en" else 44)
    body += (
        name_banner(design, language, frame)
        + kind_badge(signs, tree)
        + cost_coin(signs, design.cost)
        + value_leaf(signs, design.value)
    )
    kind = {"en": ("tree", "utility"), "zh_TW": ("樹木卡", "設施卡")}[language][0 if tree else 1]
    title = f"{design.name[language]} ({kind}, {design.cost}¢, {design.value})"
    return art.document(CARD_W, CARD_H, body, title, defs + signs.defs())


# -- action cards ---------------------------------------------------------------------------

#: the action cards' ends, both sides, as RULINGS 4 fixes them and the rules' ACTION_CARDS
#: has them: (kind, amount, only, discount); a test checks these against the rules' table
ActionEnd = tuple[str, int, str | None, int]
ACTION_CARDS: dict[str, tuple[tuple[ActionEnd, ActionEnd], ...]] = {
    "standard": (
        (("tap", 2, None, 0), ("harvest", 1, None, 0)),
        (("harvest", 2, None, 0), ("develop", 1, None, 0)),
        (("develop", 1, None, 0), ("tap", 1, None, 0)),
    ),
    "rivals": (
        (("develop", 1, "tree", 1), ("develop", 1, "utility", 1)),
        (("choose", 0, None, 0), ("none", 0, None, 0)),
        (("tap", 2, None, 0), ("harvest", 1, None, 0)),
    ),
}
CHOOSE_ONE = (("tap", 2), ("harvest", 2), ("develop", 1))
NUMERALS = ("I", "II", "III")


def action_end(
    signs: Signs, end: ActionEnd, index: int, language: str, ink: str, panel: str
) -> str:
    """One end of an action card, drawn upright on the lower half (y 460-850)."""
    kind, amount, only, discount = end
    eid = f"end-{index}"
    out = (
        f'<rect x="60" y="470" width="510" height="370" rx="30" fill="{panel}" stroke="{ink}" '
        'stroke-width="6"/>'
    )
    if kind == "choose":
        out += centred_label(315, 540, fit_size(END_WORDS[language][kind], 440, 64), ink,
                             END_WORDS[language][kind], language, eid)  # fmt: skip
        for i, (k, n) in enumerate(CHOOSE_ONE):
            x = 150 + 165 * i
            out += signs.place(ACTION_SIGNS[k], ink, x, 650, 1.05)
            out += number(x, 760, 76, ink, str(n))
        return out
    if kind == "none":
        out += centred_label(315, 560, fit_size(END_WORDS[language][kind], 440, 70), ink,
                             END_WORDS[language][kind], language, eid)  # fmt: skip
        return out + signs.place(sign_nothing, ink, 315, 708, 1.6)
    word = ACTION_WORDS[language][kind]
    out += centred_label(315, 536, fit_size(word, 440, 70), ink, word, language, eid)
    if only:
        out += centred_label(315, 604, 46, ink, END_WORDS[language][only], language, f"{eid}-only")
        badge = kind_badge(signs, only == "tree").replace(' id="kind-', f' id="{eid}-kind-')
        out += f'<g transform="translate(-125 626)">{badge}</g>'
        out += number(340, 730, 150, ink, str(amount), f"{eid}-amount")
        out += (
            f'<circle cx="472" cy="730" r="66" fill="{AMBER_LIGHT}" stroke="{SYRUP}" '
            'stroke-width="6"/>'
            + number(472, 730, 60, BARK_DARK, f"\u2212{discount}¢", f"{eid}-discount")  # fmt: skip
        )
        return out
    out += signs.place(ACTION_SIGNS[kind], ink, 215, 710, 1.9)
    return out + number(420, 710, 200, ink, str(amount), f"{eid}-amount")


def action_svg(side: str, index: int, language: str = "en") -> str:
    """Action card ``index`` of ``side``: end 0 below, upright; end 1 above, turned."""
    red = side == "standard"
    ground = MAPLE_RED if red else SNOW
    ink = "#FFFFFF" if red else MAPLE_DARK
    panel = mix(MAPLE_RED, "#000000", 0.18) if red else "#FFFFFF"
    edge = MAPLE_DARK if red else MAPLE_RED
    ends = ACTION_CARDS[side][index]
    signs = Signs()
    lower = action_end(signs, ends[0], 0, language, ink, panel)
    upper = action_end(signs, ends[1], 1, language, ink, panel)
    body = (
        f'<rect x="3" y="3" width="{CARD_W - 6}" height="{CARD_H - 6}" rx="34" fill="{ground}" '
        f'stroke="{BARK}" stroke-width="6"/>'
        f'<rect x="22" y="22" width="{CARD_W - 44}" height="{CARD_H - 44}" rx="22" fill="none" '
        f'stroke="{edge}" stroke-width="10"/>'
        + lower
        + f'<g transform="rotate(180 315 440)">{upper}</g>'
        + f'<path d="M60 440H230M400 440H570" stroke="{edge}" stroke-width="5" '
        'stroke-dasharray="14 10"/>'
        + f'<circle cx="315" cy="440" r="62" fill="{SNOW if red else MAPLE_RED}" '
        f'stroke="{edge}" stroke-width="6"/>'
        + centred_label(
            315, 440, 58, MAPLE_DARK if red else "#FFFFFF", NUMERALS[index], "en", "number"
        )  # fmt: skip
    )
    side_word = {"en": ("standard", "rivals"), "zh_TW": ("標準面", "對手變體")}[language]
    title = f"{side_word[0 if red else 1]} {NUMERALS[index]}"
    return art.document(CARD_W, CARD_H, body, title, signs.defs())


# -- the back and the library tile -----------------------------------------------------------


def back_svg() -> str:
    """The back: a maple leaf and a drop of syrup on bark brown, snowflakes around."""
    defs = (
        '<radialGradient id="bark" cx=".5" cy=".45" r=".75">'
        f'<stop offset="0" stop-color="{BARK}"/><stop offset="1" stop-color="{BARK_DARK}"/>'
        "</radialGradient>"
    )
    spots = ((110, 130), (520, 130), (110, 750), (520, 750), (315, 90), (315, 790))
    flakes = "".join(placed(sign_snowflake(SNOW), x, y, 1.0) for x, y in spots)
    body = (
        f'<rect x="3" y="3" width="{CARD_W - 6}" height="{CARD_H - 6}" rx="34" fill="{SNOW}" '
        f'stroke="{BARK}" stroke-width="6"/>'
        f'<rect x="28" y="28" width="{CARD_W - 56}" height="{CARD_H - 56}" rx="20" '
        f'fill="url(#bark)" stroke="{BARK_DARK}" stroke-width="4"/>'
        f'<rect x="44" y="44" width="{CARD_W - 88}" height="{CARD_H - 88}" rx="12" '
        f'fill="none" stroke="{AMBER_LIGHT}" stroke-width="3" stroke-dasharray="10 8"/>'
        + flakes
        + f'<circle cx="315" cy="440" r="210" fill="{SNOW}" stroke="{AMBER_LIGHT}" '
        'stroke-width="8"/>'
        f'<path d="{LEAF}" transform="translate(315 424) scale(.92)" fill="{MAPLE_RED}" '
        f'stroke="{MAPLE_DARK}" stroke-width="8" stroke-linejoin="round"/>'
        f'<path d="M315 470C315 470 280 510 280 540C280 562 296 576 315 576C334 576 350 562 350 '
        f'540C350 510 315 470 315 470Z" fill="{AMBER}" stroke="{SYRUP}" stroke-width="6"/>'
    )
    return art.document(CARD_W, CARD_H, body, "Masters of Maple Syrup card back", defs)


def mini_card(design: Design, gid: str) -> tuple[str, str]:
    """A property card for the tile, without its words (only its numbers): the definitions
    of its symbols and its drawing, their ids prefixed with ``gid``."""
    face = property_svg(design, "en")
    defs = face[face.index("<defs>") + len("<defs>") : face.index("</defs>")]
    defs = defs[defs.index("</linearGradient>") + len("</linearGradient>") :]  # no paper
    body = face[face.index("</defs>") + len("</defs>\n") : face.rindex("</svg>")]
    body = body.replace('fill="url(#paper)"', f'fill="{SNOW}"')
    body = re.sub(r"<text [^>]*>([^<]*)</text>", lambda m: m[0] if m[1].isdigit() else "", body)
    defs, body = (
        part.replace(' id="', f' id="{gid}-').replace('href="#', f'href="#{gid}-')
        for part in (defs, body)
    )
    return defs, (
        '<rect x="14" y="26" width="624" height="874" rx="34" fill="#1E2A30" opacity=".18"/>' + body
    )


def library_svg(designs: tuple[Design, ...]) -> str:
    """The library tile (640 x 400, no words): a sugar bush in snow, a fan of tree cards, a
    sugar shack steaming, a bucket on a maple, a jug of syrup."""
    by_id = {d.id: d for d in designs}
    fan = [
        by_id[i]
        for i in ("red_maple", "paper_birch", "sugar_maple", "grandfather_maple")
        if i in by_id
    ]
    defs = (
        '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="#CFE0EC"/><stop offset="1" stop-color="{SKY}"/>'
        "</linearGradient>"
    )
    body = '<rect width="640" height="400" fill="url(#sky)"/>'
    for x, h, c in ((40, 150, "#9FB6AA"), (110, 190, "#8FA89C"), (560, 170, "#9FB6AA")):
        body += (
            f'<path d="M{x} 300L{x - 34} 300L{x} {300 - h}L{x + 34} 300Z" fill="{c}" opacity=".8"/>'
        )
    body += (
        '<g transform="translate(468 232) scale(1.15)">'
        f"{sign_shack(BARK_DARK, '#C99A62')}"
        '<path d="M20-62C10-76 30-84 18-100M6-66C-2-80 14-88 4-104" fill="none" '
        'stroke="#FFFFFF" stroke-width="6" stroke-linecap="round"/></g>'
        f'<path d="M0 290C120 270 220 300 330 286C450 272 540 296 640 280V400H0Z" fill="{SNOW}" '
        f'stroke="{ICE}" stroke-width="3"/>'
        f'<path d="M584 300C580 230 578 150 584 40H620C626 150 624 230 620 300Z" fill="{BARK}" '
        f'stroke="{BARK_DARK}" stroke-width="4"/>'
        f'<path d="M594 90C598 150 592 200 598 260M610 70C608 140 614 190 608 250" fill="none" '
        f'stroke="{BARK_DARK}" stroke-width="3" opacity=".5"/>'
        f'<path d="M584 178l-22 4" stroke="{METAL_DARK}" stroke-width="5" stroke-linecap="round"/>'
        f'<g transform="translate(548 206) scale(.7)">{sign_bucket(BARK_DARK)}</g>'
        f'<path d="{LEAF}" transform="translate(400 64) rotate(-18) scale(.16)" '
        f'fill="{MAPLE_RED}" stroke="{MAPLE_DARK}" stroke-width="14"/>'
        f'<path d="{LEAF}" transform="translate(520 40) rotate(24) scale(.11)" fill="{AMBER}" '
        f'stroke="{SYRUP}" stroke-width="16"/>'
    )
    for i, (design, angle) in enumerate(zip(fan, (-24, -8, 8, 24), strict=False)):
        symbols, card = mini_card(design, f"c{i}")
        defs += symbols
        body += (
            f'<g transform="translate(228 590) rotate({angle}) translate(-69 -470) scale(.22)">'
            f"{card}</g>"
        )
    body += (
        '<g transform="translate(520 326) scale(.8)">'
        f'<path d="M-30-60H30V-40C50-30 56-10 56 20V70H-56V20C-56-10-50-30-30-40Z" '
        f'fill="{AMBER}" stroke="{SYRUP}" stroke-width="5" stroke-linejoin="round"/>'
        f'<path d="M-36-74H36V-58H-36Z" fill="{MAPLE_RED}" stroke="{MAPLE_DARK}" '
        'stroke-width="4"/>'
        f'<path d="M-40 4H40V48H-40Z" fill="{SNOW}" stroke="{SYRUP}" stroke-width="4"/>'
        f'<path d="{LEAF}" transform="translate(0 26) scale(.09)" fill="{MAPLE_RED}"/>'
        '<path d="M-40-20C-36-34-28-40-20-42" fill="none" stroke="#FFFFFF" stroke-width="6" '
        'stroke-linecap="round" opacity=".5"/></g>'
    )
    return art.document(640, 400, body, "Masters of Maple Syrup", defs)


# -- output ---------------------------------------------------------------------------------


def art_files(designs: tuple[Design, ...] | None = None) -> dict[str, str]:
    """Every picture: relative path under ``assets/`` -> SVG text."""
    designs = designs if designs is not None else load_designs()
    files: dict[str, str] = {}
    for language in LANGUAGES:
        folder = "maple/cards/" if language == "en" else f"maple/cards/{language}/"
        for design in designs:
            files[f"{folder}{design.id}.svg"] = property_svg(design, language)
        for side, cards in ACTION_CARDS.items():
            for index in range(len(cards)):
                files[f"{folder}action-{side}-{index}.svg"] = action_svg(side, index, language)
    files["maple/cards/back.svg"] = back_svg()
    files["library/maple.svg"] = library_svg(designs)
    return files


def all_files() -> dict[str, str]:
    """The pictures and the two rules pages with their card browser made from the data."""
    import make_maple_rules  # imports the game's card code (Qt-free), for the card texts

    files = art_files()
    files.update(make_maple_rules.page_files())
    return files


if __name__ == "__main__":
    raise SystemExit(art.run_script(__doc__.splitlines()[0], all_files, None))
