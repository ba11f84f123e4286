"""The seven helpers' animals for Maus au Chocolat's art (used by ``make_maus_art.py``).

Each animal is drawn around (0, 0) within about +-110 units, in simple shapes with a dark
outline, so that it reads on a card 40 px wide: Claude the cockroach, Amélie the ant, Lilly
the bee, Mathieu the manure bug, Maurice the mole, Henri the hamster, Etienne the squirrel.
"""

from __future__ import annotations

from make_art import f


def _legs(ys: tuple[float, ...], x0: float, spread: float, ink: str) -> str:
    """Three bent legs on each side of a body, starting at x = +-x0 at the heights ys."""
    d = ""
    for i, y in enumerate(ys):
        bend = (i - 1) * 18
        d += f"M-{f(x0)} {f(y)}l-{f(spread)} {f(bend - 10)}l-14 {f(bend + 18)}"
        d += f"M{f(x0)} {f(y)}l{f(spread)} {f(bend - 10)}l14 {f(bend + 18)}"
    return (
        f'<path d="{d}" fill="none" stroke="{ink}" stroke-width="7" stroke-linecap="round" '
        'stroke-linejoin="round"/>'
    )


def cockroach() -> str:
    """Claude: a brown cockroach seen from above, long antennae."""
    ink = "#2A1408"
    return (
        '<path d="M-12-74C-30-110-60-118-82-112M12-74C30-110 60-118 82-112" fill="none" '
        f'stroke="{ink}" stroke-width="5" stroke-linecap="round"/>'
        + _legs((-20, 10, 40), 30, 44, ink)
        + f'<ellipse cy="20" rx="46" ry="78" fill="#9A5428" stroke="{ink}" stroke-width="6"/>'
        f'<path d="M0-30V96" stroke="{ink}" stroke-width="5"/>'
        f'<ellipse cy="-44" rx="40" ry="24" fill="#C07A40" stroke="{ink}" stroke-width="6"/>'
        f'<ellipse cy="-74" rx="24" ry="18" fill="#6A3414" stroke="{ink}" stroke-width="6"/>'
        '<circle cx="-10" cy="-78" r="6" fill="#FFFFFF"/><circle cx="10" cy="-78" r="6" '
        'fill="#FFFFFF"/>'
        '<path d="M-26 0C-28 30-22 60-12 80" fill="none" stroke="#E0A070" stroke-width="7" '
        'stroke-linecap="round" opacity=".7"/>'
    )


def ant() -> str:
    """Amélie: a red-brown ant, three round parts and bent antennae."""
    ink = "#2A100A"
    body = "#A8402A"
    return (
        f'<path d="M-10-84L-30-112L-52-106M10-84L30-112L52-106" fill="none" stroke="{ink}" '
        'stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>'
        + _legs((-14, 0, 14), 14, 48, ink)
        + f'<ellipse cy="60" rx="42" ry="50" fill="{body}" stroke="{ink}" stroke-width="6"/>'
        f'<ellipse cy="0" rx="22" ry="28" fill="{body}" stroke="{ink}" stroke-width="6"/>'
        f'<circle cy="-60" r="32" fill="{body}" stroke="{ink}" stroke-width="6"/>'
        '<circle cx="-12" cy="-64" r="8" fill="#FFFFFF"/><circle cx="12" cy="-64" r="8" '
        f'fill="#FFFFFF"/><circle cx="-11" cy="-63" r="4" fill="{ink}"/>'
        f'<circle cx="13" cy="-63" r="4" fill="{ink}"/>'
        '<path d="M-18 40C-24 56-22 74-12 88" fill="none" stroke="#E08A70" stroke-width="7" '
        'stroke-linecap="round" opacity=".7"/>'
    )


def bee() -> str:
    """Lilly: a striped bee with two wings, seen from the side."""
    ink = "#2A2008"
    return (
        '<ellipse cx="-14" cy="-54" rx="30" ry="46" fill="#E4F4FF" stroke="#5A7A94" '
        'stroke-width="5" opacity=".95" transform="rotate(-20 -14 -54)"/>'
        '<ellipse cx="26" cy="-50" rx="26" ry="40" fill="#E4F4FF" stroke="#5A7A94" '
        'stroke-width="5" opacity=".95" transform="rotate(18 26 -50)"/>'
        f'<path d="M78 8L112 16L78 26Z" fill="{ink}"/>'
        '<clipPath id="beebody"><ellipse cx="10" cy="16" rx="74" ry="52"/></clipPath>'
        '<ellipse cx="10" cy="16" rx="74" ry="52" fill="#F6C42E"/>'
        f'<g clip-path="url(#beebody)" fill="{ink}"><rect x="-8" y="-40" width="22" '
        'height="120"/><rect x="34" y="-40" width="22" height="120"/></g>'
        f'<ellipse cx="10" cy="16" rx="74" ry="52" fill="none" stroke="{ink}" '
        'stroke-width="6"/>'
        f'<circle cx="-74" cy="6" r="34" fill="#3A3020" stroke="{ink}" stroke-width="6"/>'
        '<circle cx="-86" cy="-2" r="9" fill="#FFFFFF"/>'
        f'<circle cx="-88" cy="-1" r="4" fill="{ink}"/>'
        f'<path d="M-80-26C-90-54-104-62-114-60M-66-26C-68-56-60-70-50-74" fill="none" '
        f'stroke="{ink}" stroke-width="5" stroke-linecap="round"/>'
    )


def dung_beetle() -> str:
    """Mathieu: a dark beetle pushing a ball of manure."""
    ink = "#141A14"
    return (
        '<circle cx="50" cy="30" r="52" fill="#8A6A40" stroke="#3E2A12" stroke-width="6"/>'
        '<path d="M20 10l10 6M58 0l8 10M40 50l12-2M74 40l6 10M30 34l4 8" stroke="#5A4020" '
        'stroke-width="5" stroke-linecap="round"/>'
        '<path d="M-52 40L-70 80M-30 46L-36 86M-8 40L8 76M-60 12L-96 22" fill="none" '
        f'stroke="{ink}" stroke-width="7" stroke-linecap="round"/>'
        f'<path d="M-4 8L18 -4" stroke="{ink}" stroke-width="7" stroke-linecap="round"/>'
        f'<ellipse cx="-44" cy="14" rx="48" ry="36" fill="#2E4A3A" stroke="{ink}" '
        'stroke-width="6"/>'
        f'<path d="M-44-22V50" stroke="{ink}" stroke-width="4"/>'
        f'<circle cx="-4" cy="-6" r="20" fill="#24302A" stroke="{ink}" stroke-width="6"/>'
        '<circle cx="2" cy="-10" r="6" fill="#FFFFFF"/>'
        '<path d="M-70 0C-62-12-50-16-38-14" fill="none" stroke="#8AB8A0" stroke-width="7" '
        'stroke-linecap="round" opacity=".8"/>'
    )


def mole() -> str:
    """Maurice: a velvety mole on its mound, big pink digging paws."""
    ink = "#1E1A22"
    fur = "#55505E"
    return (
        '<path d="M-110 100C-90 50-40 40 0 40C40 40 90 50 110 100Z" fill="#8A5E34" '
        'stroke="#3E2A12" stroke-width="6"/>'
        f'<ellipse cy="-6" rx="72" ry="76" fill="{fur}" stroke="{ink}" stroke-width="6"/>'
        '<ellipse cy="-20" rx="40" ry="36" fill="#6E6878"/>'
        f'<circle cx="-22" cy="-34" r="6" fill="{ink}"/><circle cx="22" cy="-34" r="6" '
        f'fill="{ink}"/>'
        f'<ellipse cy="-6" rx="18" ry="13" fill="#F08CA0" stroke="{ink}" stroke-width="5"/>'
        f'<g fill="#F4A8B4" stroke="{ink}" stroke-width="5">'
        '<ellipse cx="-58" cy="50" rx="30" ry="22" transform="rotate(-20 -58 50)"/>'
        '<ellipse cx="58" cy="50" rx="30" ry="22" transform="rotate(20 58 50)"/></g>'
        f'<path d="M-84 56l-8 8M-76 64l-4 10M-66 68l0 10M84 56l8 8M76 64l4 10M66 68l0 10" '
        f'stroke="{ink}" stroke-width="4" stroke-linecap="round"/>'
    )


def hamster() -> str:
    """Henri: a round golden hamster with full cheeks, holding a coin."""
    ink = "#3A220E"
    fur = "#E2A460"
    return (
        f'<g stroke="{ink}" stroke-width="6"><circle cx="-50" cy="-70" r="24" fill="{fur}"/>'
        f'<circle cx="50" cy="-70" r="24" fill="{fur}"/>'
        f'<ellipse cy="4" rx="84" ry="82" fill="{fur}"/></g>'
        '<circle cx="-50" cy="-70" r="12" fill="#F4B8C0"/>'
        '<circle cx="50" cy="-70" r="12" fill="#F4B8C0"/>'
        '<ellipse cy="30" rx="56" ry="54" fill="#FFF1DC"/>'
        '<circle cx="-50" cy="-6" r="22" fill="#F6C8A0"/><circle cx="50" cy="-6" r="22" '
        'fill="#F6C8A0"/>'
        f'<circle cx="-26" cy="-26" r="8" fill="{ink}"/><circle cx="26" cy="-26" r="8" '
        f'fill="{ink}"/>'
        f'<path d="M-8-8L8-8L0 0Z" fill="#E07A8A" stroke="{ink}" stroke-width="3" '
        'stroke-linejoin="round"/>'
        '<circle cy="46" r="30" fill="#B98512" stroke="#5A3A00" stroke-width="5"/>'
        '<circle cy="46" r="21" fill="#F3CC52"/>'
        f'<g fill="{fur}" stroke="{ink}" stroke-width="5"><ellipse cx="-30" cy="40" rx="14" '
        'ry="11"/><ellipse cx="30" cy="40" rx="14" ry="11"/></g>'
    )


def squirrel() -> str:
    """Etienne: a red squirrel with a great curled tail, holding a nut."""
    ink = "#3A1A08"
    fur = "#C8662C"
    return (
        f'<path d="M20 80C80 80 110 30 100-20C92-70 50-96 20-80C0-70 10-40 40-40C60-40 66-10 '
        f'50 20C36 46 10 60 20 80Z" fill="#D9843E" stroke="{ink}" stroke-width="6" '
        'stroke-linejoin="round"/>'
        '<path d="M40-64C70-60 86-30 84 0" fill="none" stroke="#F0B070" stroke-width="8" '
        'stroke-linecap="round"/>'
        f'<ellipse cx="-20" cy="40" rx="46" ry="54" fill="{fur}" stroke="{ink}" '
        'stroke-width="6"/>'
        '<ellipse cx="-30" cy="50" rx="24" ry="34" fill="#FBE2C4"/>'
        f'<path d="M-46-62L-40-96L-22-66Z" fill="{fur}" stroke="{ink}" stroke-width="5" '
        'stroke-linejoin="round"/>'
        f'<circle cx="-36" cy="-34" r="36" fill="{fur}" stroke="{ink}" stroke-width="6"/>'
        f'<circle cx="-48" cy="-40" r="7" fill="{ink}"/>'
        f'<circle cx="-70" cy="-26" r="6" fill="{ink}"/>'
        + '<g transform="translate(-56 22) scale(.42)">'
        '<path d="M0-40C26-40 42-14 42 10C42 34 22 48 0 48C-22 48-42 34-42 10C-42-14-26-40 0-40Z" '
        f'fill="#B8773A" stroke="{ink}" stroke-width="6"/>'
        '<path d="M-44 0L-36-22L-22-16L-14-38L0-26L14-38L22-16L36-22L44 0C24-10-24-10-44 0Z" '
        f'fill="#7CC05A" stroke="{ink}" stroke-width="5" stroke-linejoin="round"/></g>'
    )
