#!/usr/bin/env python3
"""Write the card browser of Masters of Maple Syrup's rules pages from the cards' data.

The pages ``assets/rules/maple/<language>.html`` are written by hand, except the part
between the markers ``<!-- card browser: ... -->`` and ``<!-- end of card browser -->``:
this script fills it with every card design of ``games/maple/cards.toml`` (its picture,
name, effect, flavour, copies, cost, value and WHEN HARVESTED draws), the effect worded by
the game's own code (``games/maple/effects.py``, :func:`card_text`) so that the pages say
what the rules do. ``make_maple_art.py`` runs it with the pictures; on its own:

    python assets/tools/make_maple_rules.py            # refreshes assets/rules/maple/
    python assets/tools/make_maple_rules.py --out DIR  # writes the pages under DIR

The game's card code is Qt-free Python of this repository; nothing else is needed.
"""

from __future__ import annotations

import html
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent.parent))  # the repository, for the game's card code

from make_art import ASSETS, run_script  # noqa: E402

from macaron_desktop.core import card_data  # noqa: E402
from macaron_desktop.games.maple.cards import CARDS_FILE, DESIGNS  # noqa: E402
from macaron_desktop.games.maple.effects import card_text  # noqa: E402

LANGUAGES = ("en", "zh_TW")
PAGES = {language: f"rules/maple/{language}.html" for language in LANGUAGES}
BEGIN = "<!-- card browser: made by assets/tools/make_maple_art.py from cards.toml; do not edit by hand -->"
END = "<!-- end of card browser -->"
PICTURE_WIDTH = 54

WORDS = {
    "en": {
        "trees": "Trees",
        "utilities": "Utilities",
        "card": "card",
        "name": "name and effect",
        "copies": "copies",
        "cost": "cost",
        "value": "value",
        "draws": "draws",
        "start": "{n} of them start on the properties.",
    },
    "zh_TW": {
        "trees": "樹木卡",
        "utilities": "設施卡",
        "card": "卡",
        "name": "名稱與效果",
        "copies": "張數",
        "cost": "開發費用",
        "value": "楓葉分數",
        "draws": "採收時抽牌",
        "start": "其中 {n} 張是起始卡。",
    },
}


def picture(design_id: str, language: str) -> str:
    """The card's picture for the page of ``language``, relative to the page."""
    folder = "maple/cards/" if language == "en" else f"maple/cards/{language}/"
    return f"../../{folder}{design_id}.svg"


def browser(language: str) -> str:
    """The card browser of the page in ``language``: one table per kind."""
    data = card_data.load(CARDS_FILE)
    raw = {card["id"]: card for card in data.cards}
    names = {card["id"]: card["name"] for card in data.cards}
    words = WORDS[language]
    out = [BEGIN]
    for kind, tree in (("trees", True), ("utilities", False)):
        designs = [d for d in DESIGNS.values() if d.is_tree == tree]
        out.append(f'<h3><a name="{kind}"></a>{words[kind]}</h3>')
        out.append('<table class="grid" width="100%" cellspacing="0" cellpadding="4" border="1">')
        heads = ["card", "name", "copies", "cost", "value", *(["draws"] if tree else [])]
        out.append("<tr>" + "".join(f"<th>{words[h]}</th>" for h in heads) + "</tr>")
        for design in designs:
            card = raw[design.id]
            about = f"<b>{html.escape(card['name'][language])}</b>"
            effect = card_text(design.effect, design.scoring, language, names)
            if effect:
                about += f'<br><span class="effect">{html.escape(effect)}</span>'
            if design.start:
                about += f"<br>{html.escape(words['start'].format(n=design.start))}"
            flavour = card.get("flavour", {}).get(language)
            if flavour:
                about += f'<br><span class="small">{html.escape(flavour)}</span>'
            value = "?" if design.value is None else str(design.value)
            cells = [
                f'<td align="center"><img src="{picture(design.id, language)}" '
                f'width="{PICTURE_WIDTH}"></td>',
                f"<td>{about}</td>",
                f'<td align="center">{design.count}</td>',
                f'<td align="center">{design.cost}¢</td>',
                f'<td align="center">{value}</td>',
            ]
            if tree:
                cells.append(f'<td align="center">{design.harvest}</td>')
            out.append(f"<tr><!-- card {design.id} -->{''.join(cells)}</tr>")
        out.append("</table>")
    out.append(END)
    return "\n".join(out)


def refreshed(page: str, language: str) -> str:
    """``page`` with its card browser made anew from the data."""
    start, end = page.find(BEGIN), page.find(END)
    if start < 0 or end < start:
        raise ValueError(f"the {language} page has no card browser markers")
    return page[:start] + browser(language) + page[end + len(END) :]


def page_files() -> dict[str, str]:
    """Both rules pages, their card browser refreshed: path under ``assets/`` -> text."""
    return {
        path: refreshed((ASSETS / path).read_text(encoding="utf-8"), language)
        for language, path in PAGES.items()
    }


if __name__ == "__main__":
    raise SystemExit(run_script(__doc__.splitlines()[0], page_files, None))
