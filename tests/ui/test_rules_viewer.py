"""The rules viewer and the Macaron rules pages (pytest-qt)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSize, Qt, QUrl
from PySide6.QtGui import QImage, QTextDocument
from pytestqt.qtbot import QtBot

from macaron_desktop.resources import asset
from macaron_desktop.ui.i18n import LanguageManager
from macaron_desktop.ui.rules_viewer import (
    DEFAULT_SIZE,
    RulesViewer,
    fit_to_screen,
    image_widths,
    open_rules,
)

PAGES = {language: asset(f"rules/macaron/{language}.html") for language in ("en", "zh_TW")}
#: Where each page marks a house rule: a ``house`` span followed by ``<!-- R id -->``, the id
#: naming the RULINGS section the rule comes from.
TAGGED = re.compile(r'<span class="house">[^<]*</span>\s*<!-- R (\S+) -->')
#: The [R] rulings of RULINGS section 1 that the pages tag (1.3: set-up, 1.4: played tricks
#: and the Memory aid setting, 1.5: scoring, 1.7: Emma).
EXPECTED_TAGS = {
    "1.3.1",
    "1.3.2",
    "1.3.4",
    "1.3.5-solo",
    "1.3.5-vote",
    "1.3.6",
    "1.4",
    "1.4-memory-aid",
    "1.5-standard",
    "1.5-advanced",
    "1.5-floor",
    "1.7-lead",
    "1.7-lead-fallback",
    "1.7-follow-royal",
    "1.7-follow-plain",
}
RULINGS = Path(__file__).resolve().parents[2].parent / "shared" / "RULINGS.md"


def page_text(language: str) -> str:
    return PAGES[language].read_text(encoding="utf-8")


@pytest.fixture
def viewer(qtbot: QtBot, languages: LanguageManager) -> Iterator[RulesViewer]:
    view = RulesViewer("macaron")
    qtbot.addWidget(view)
    view.resize(DEFAULT_SIZE)
    view.show()
    qtbot.waitExposed(view)
    yield view


def headings(view: RulesViewer) -> list[str]:
    block = view.browser.document().begin()
    found = []
    while block.isValid():
        if block.blockFormat().headingLevel() > 0:
            found.append(block.text().strip())
        block = block.next()
    return found


def images(view: RulesViewer) -> list[tuple[str, float]]:
    """(source, width attribute) of every picture in the shown document."""
    found = []
    block = view.browser.document().begin()
    while block.isValid():
        iterator = block.begin()
        while not iterator.atEnd():
            fragment = iterator.fragment()
            if fragment.charFormat().isImageFormat():
                image_format = fragment.charFormat().toImageFormat()
                found.append((image_format.name(), image_format.width()))
            iterator += 1
        block = block.next()
    return found


def test_viewer_opens_in_english_with_the_expected_sections(viewer: RulesViewer) -> None:
    assert viewer.windowTitle() == "Rules of Macaron"
    assert viewer.language == "en"
    assert not viewer.isModal()
    titles = headings(viewer)
    for expected in (
        "1. Overview and goal",
        "7. Playing tricks",
        "9. Scoring",
        "11. How Emma plays",
    ):
        assert expected in titles
    text = viewer.browser.toPlainText()
    for word in ("Allergen", "Royal", "gift box", "house rule", "Emma"):
        assert word in text


def test_pictures_resolve_to_crisp_images(viewer: RulesViewer) -> None:
    document = viewer.browser.document()
    shown = images(viewer)
    assert len(shown) >= 30
    widest: dict[str, float] = {}
    for name, width in shown:
        widest[name] = max(widest.get(name, 0), width)
    for name, width in widest.items():
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
        assert isinstance(image, QImage) and not image.isNull(), name
        # drawn at the (largest) width the page asks for, not shrunk from the SVG's own size
        assert image.width() / image.devicePixelRatio() == pytest.approx(width, abs=1), name


def test_contents_links_jump_to_their_section(viewer: RulesViewer, qtbot: QtBot) -> None:
    bar = viewer.browser.verticalScrollBar()
    assert bar.value() == 0
    viewer.browser.setSource(viewer.browser.source().resolved(QUrl("#scoring")))
    qtbot.waitUntil(lambda: bar.value() > 0)
    assert viewer.page is not None and viewer.page.name == "en.html"


def test_page_follows_the_app_language(
    viewer: RulesViewer, languages: LanguageManager, qtbot: QtBot
) -> None:
    languages.apply("zh_TW")  # installs translators (LanguageChange) and the zh_TW locale
    qtbot.waitUntil(lambda: viewer.language == "zh_TW")
    text = viewer.browser.toPlainText()
    for word in ("過敏原", "點心盒", "皇家口味", "勝利點數", "家規"):
        assert word in text
    assert "9. 計分" in headings(viewer)
    assert images(viewer) and all(
        not viewer.browser.document()
        .resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
        .isNull()
        for name, _ in images(viewer)
    )
    languages.apply("en")
    qtbot.waitUntil(lambda: viewer.language == "en")
    assert "Allergen" in viewer.browser.toPlainText()


def test_a_bare_language_change_event_reloads_the_page(
    viewer: RulesViewer, languages: LanguageManager, qtbot: QtBot
) -> None:
    QLocale.setDefault(QLocale("zh_TW"))
    QCoreApplication.sendEvent(viewer, QEvent(QEvent.Type.LanguageChange))
    qtbot.waitUntil(lambda: "過敏原" in viewer.browser.toPlainText())


def test_a_hidden_viewer_catches_up_when_shown_again(
    viewer: RulesViewer, languages: LanguageManager, qtbot: QtBot
) -> None:
    viewer.hide()
    languages.apply("zh_TW")
    qtbot.wait(20)
    viewer.show()
    qtbot.waitUntil(lambda: "點心盒" in viewer.browser.toPlainText())


def test_escape_closes_the_viewer(viewer: RulesViewer, qtbot: QtBot) -> None:
    qtbot.keyClick(viewer.browser, Qt.Key.Key_Escape)
    assert not viewer.isVisible()


def test_open_rules_reuses_the_open_viewer(qtbot: QtBot, languages: LanguageManager) -> None:
    first = open_rules("macaron", None)
    qtbot.addWidget(first)
    assert first.isVisible()
    first.close()
    second = open_rules("macaron", None)
    assert second is first and second.isVisible()
    first.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(first)
    third = open_rules("macaron", None)
    qtbot.addWidget(third)
    assert shiboken6.isValid(third) and third.isVisible()


def test_viewer_fits_a_small_screen() -> None:
    assert fit_to_screen(DEFAULT_SIZE, QSize(1920, 1080)) == DEFAULT_SIZE
    small = fit_to_screen(DEFAULT_SIZE, QSize(1024, 640))
    assert small.width() <= 1024 and small.height() < 640


def test_viewer_opens_within_its_screen(viewer: RulesViewer) -> None:
    area = viewer.screen().availableGeometry().size()
    size = viewer.preferred_size()
    assert size.width() <= area.width() and size.height() <= area.height()


def test_a_game_without_rules_says_so(qtbot: QtBot, languages: LanguageManager) -> None:
    view = RulesViewer("no_such_game")
    qtbot.addWidget(view)
    assert view.page is None
    assert "not available" in view.browser.toPlainText()


# -- the pages themselves --------------------------------------------------------------------


def test_both_languages_tag_the_same_house_rules() -> None:
    tags = {language: Counter(TAGGED.findall(page_text(language))) for language in PAGES}
    assert tags["en"] == tags["zh_TW"]
    assert set(tags["en"]) == EXPECTED_TAGS
    # the intro shows the tag once more, to explain it
    for language in PAGES:
        text = page_text(language)
        assert text.count('class="house"') == sum(tags[language].values()) + 1
        assert text.count("<!-- R ") == sum(tags[language].values())


@pytest.mark.skipif(not RULINGS.is_file(), reason="shared/RULINGS.md is not beside the project")
def test_every_subsection_of_rulings_1_with_a_house_rule_is_tagged() -> None:
    text = RULINGS.read_text(encoding="utf-8")
    section = text[text.index("## 1. Macaron") : text.index("## 2.")]
    ruled = set()
    for part in re.split(r"^### ", section, flags=re.MULTILINE)[1:]:
        number = part.split()[0]
        if "[R]" in part and number != "1.8":  # 1.8: expansions, out of scope
            ruled.add(number)
    tagged = {".".join(tag.split("-")[0].split(".")[:2]) for tag in EXPECTED_TAGS}
    assert ruled <= tagged


def test_pages_use_the_glossary_words() -> None:
    zh = page_text("zh_TW")
    for word in (
        "點心盒",
        "過敏原",
        "皇家口味",
        "墩",
        "引牌",
        "起始玩家",
        "下注",
        "層",
        "勝利點數",
        "杏仁",
        "開心果",
        "草莓",
        "藍莓",
        "綠茶",
        "格雷伯爵茶",
        "巧克力",
        "2 對 2 團體對抗",
        "單人模式",
    ):
        assert word in zh, word
    assert "皇室" not in zh  # the glossary asks for 皇家


@pytest.mark.parametrize("language", list(PAGES))
def test_pages_reference_only_existing_pictures(language: str) -> None:
    page = PAGES[language]
    sources = re.findall(r'<img\b[^>]*\bsrc="([^"]+)"', page_text(language))
    assert len(sources) >= 30
    for source in sources:
        assert (page.parent / source).resolve().is_file(), source
    assert image_widths(page_text(language), page.parent)


@pytest.mark.parametrize("language", list(PAGES))
def test_every_picture_has_a_width(language: str) -> None:
    for tag in re.findall(r"<img\b[^>]*>", page_text(language)):
        assert re.search(r'\bwidth="\d+"', tag), tag


def test_both_pages_have_the_same_sections_and_tables() -> None:
    en, zh = page_text("en"), page_text("zh_TW")
    assert re.findall(r'<a name="([^"]+)">', en) == re.findall(r'<a name="([^"]+)">', zh)
    assert re.findall(r'href="#([^"]+)"', en) == re.findall(r'href="#([^"]+)"', zh)
    for tag in ("<table", "<img", "<h2", "<h3", "<li>"):
        assert en.count(tag) == zh.count(tag), tag


def test_a_new_pixel_ratio_redraws_the_pictures_in_place(viewer: RulesViewer) -> None:
    bar = viewer.browser.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    before = bar.value()
    QCoreApplication.sendEvent(viewer, QEvent(QEvent.Type.DevicePixelRatioChange))
    assert bar.value() == before
    assert "Allergen" in viewer.browser.toPlainText()


@pytest.mark.parametrize(
    ("tag", "rulebook_words"),
    [
        ("1.3.4", {"en": "left neighbour", "zh_TW": "左手邊"}),
        ("1.7-follow-royal", {"en": "Allergen pile", "zh_TW": "過敏原牌堆"}),
        # the rulebook: discard one or two and draw as many; the app: at least one
        ("1.3.2", {"en": "draw the same number", "zh_TW": "抽回相同數量"}),
        # the rulebook: most cards in Emma's piles; the app: you choose the Allergen
        ("1.3.5-solo", {"en": "most cards", "zh_TW": "卡片最多"}),
        # the rulebook: a bet is optional; the app: when, in which order, in the open
        ("1.3.6", {"en": "decide not to bet", "zh_TW": "選擇不下注"}),
        # the rulebook: tricks are gathered face down; the app: what the log shows
        ("1.4", {"en": "face down", "zh_TW": "面朝下"}),
    ],
)
def test_a_house_tag_covers_only_the_clause_the_app_added(
    tag: str, rulebook_words: dict[str, str]
) -> None:
    """The rulebook's own part of a rule stands outside the tagged paragraph or item."""
    for language in PAGES:
        text = page_text(language)
        end = text.index(f"<!-- R {tag} -->")
        start = max(text.rfind("<p>", 0, end), text.rfind("<li>", 0, end))
        tagged = text[start:end]
        assert rulebook_words[language] not in tagged, (language, tagged)
        assert rulebook_words[language] in text


def test_rows_are_named_as_the_track_names_them() -> None:
    """The track prints each row's gift boxes (``3–5``), not a row number."""
    assert not re.findall(r"\brows? \d", page_text("en"))
    assert not re.findall(r"第 ?\d ?層", page_text("zh_TW"))
    assert "3&ndash;5 boxes row" in page_text("en")
    assert "「3&ndash;5 盒」那一層" in page_text("zh_TW")
