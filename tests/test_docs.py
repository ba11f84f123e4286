"""The README and docs/ stand on their own: no links a user cannot follow."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
USER_DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def test_user_docs_never_point_outside_the_project() -> None:
    for doc in USER_DOCS:
        text = doc.read_text(encoding="utf-8")
        assert "../shared" not in text and "shared/" not in text, doc.name
        assert "RULINGS" not in text, doc.name


def test_every_relative_link_in_the_docs_exists() -> None:
    for doc in USER_DOCS:
        for target in LINK.findall(doc.read_text(encoding="utf-8")):
            if "://" in target:
                continue
            assert (doc.parent / target).exists(), f"{doc.name} links to missing {target}"


def test_the_readme_flags_table_is_one_table() -> None:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    start = lines.index("| flag | what it does |")
    rows = []
    for line in lines[start:]:
        if not line.startswith("|"):
            break
        rows.append(line)
    flags = " ".join(rows)
    for flag in ("--lang", "--smoke", "--version", "--new", "--resume"):
        assert f"`{flag}" in flags, f"{flag} is not in the flags table"


def test_the_readme_names_the_linux_packages_the_app_asks_for() -> None:
    from macaron_desktop.platform_libs import XCB_LIBRARIES

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for debian, fedora, _arch in XCB_LIBRARIES.values():
        assert debian in readme and fedora in readme


def test_the_readme_shows_the_new_flag_of_every_game_that_has_a_table() -> None:
    from macaron_desktop.core.registry import specs

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for spec in specs():
        if spec.playable:
            assert f"| `--new {spec.game_id} " in readme, spec.game_id


def test_the_readme_credits_every_game_as_its_rulebook_does() -> None:
    """Macaron names its designer and publisher; the other rulebooks name nobody, so the
    README says each game by its title (and names nobody it cannot source)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    credits = readme.split("## Credits", 1)[1].split("\n## ", 1)[0]
    assert "**Macaron** is designed by Ta-Te Wu and published by Sunrise Tornado" in credits
    for title in ("La Macarena", "Maus au Chocolat", "Masters of Maple Syrup"):
        assert f"**{title}**: its rules follow its rulebook" in credits, title
    assert "Kosmos" not in credits and "Fiore" not in credits
