"""The rules viewer: a game's rules booklet, in the language the app shows.

The pages are HTML files written for Qt's rich-text engine, one per language, named in
the game's spec (``rules_pages``; by convention ``assets/rules/<game>/<language>.html``). Their pictures are the game's SVG art, referenced by relative path;
the browser draws each SVG itself, at exactly the width the page asks for and the
screen's pixel density, so small cards stay crisp instead of being shrunk from a large
bitmap.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QRectF, QSize, Qt, QTimer, QUrl
from PySide6.QtGui import QColor, QImage, QPainter, QShowEvent, QTextDocument
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..core.registry import get_spec
from ..resources import asset
from .catalog import game_name
from .words import fill

# The size the viewer opens at when the screen has room for it.
DEFAULT_SIZE = QSize(760, 820)
# The white space around the page, in pixels.
PAGE_MARGIN = 22
# Room left around the window for its frame, title bar and task bars.
SCREEN_MARGIN = QSize(24, 48)

_STYLE = """
QTextBrowser#RulesText { background: #FBF4E6; border: none; }
QDialog#RulesViewer { background: #EFE3CF; }
"""

_IMG_TAG = re.compile(r"<img\b[^>]*>", re.IGNORECASE)
_ATTRIBUTE = re.compile(r"""(\w+)\s*=\s*["']([^"']*)["']""")


def rules_language() -> str:
    """The language of the rules pages: ``zh_TW`` when the app shows it, else ``en``."""
    return "zh_TW" if QLocale().name() == "zh_TW" else "en"


def rules_page(game_id: str, language: str) -> Path | None:
    """The rules page of ``game_id`` in ``language``, the English one as a fallback."""
    try:
        pages = get_spec(game_id).rules_pages
    except KeyError:
        return None
    for candidate in (language, "en"):
        if candidate not in pages:
            continue
        try:
            path = asset(pages[candidate])
        except FileNotFoundError:
            return None
        if path.is_file():
            return path
    return None


def image_widths(html: str, folder: Path) -> dict[Path, int]:
    """The display width of each picture a page shows, by resolved file path.

    A picture shown at several widths is drawn at the largest of them.
    """
    widths: dict[Path, int] = {}
    for tag in _IMG_TAG.findall(html):
        attributes = {name.lower(): value for name, value in _ATTRIBUTE.findall(tag)}
        source, width = attributes.get("src"), attributes.get("width", "")
        if not source or not width.isdigit():
            continue
        path = (folder / source).resolve()
        widths[path] = max(widths.get(path, 0), int(width))
    return widths


def render_svg(path: Path, width: int | None, pixel_ratio: float) -> QImage | None:
    """``path`` drawn ``width`` logical pixels wide (its own width if None); None if unusable."""
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        return None
    natural = renderer.defaultSize()
    if natural.isEmpty():
        return None
    logical_width = width or natural.width()
    logical_height = logical_width * natural.height() / natural.width()
    ratio = max(pixel_ratio, 1.0)
    image = QImage(
        math.ceil(logical_width * ratio),
        math.ceil(logical_height * ratio),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, image.width(), image.height()))
    painter.end()
    image.setDevicePixelRatio(ratio)
    return image


def fit_to_screen(preferred: QSize, available: QSize) -> QSize:
    """``preferred``, made small enough to fit a screen area of ``available``."""
    return QSize(
        max(320, min(preferred.width(), available.width() - SCREEN_MARGIN.width())),
        max(240, min(preferred.height(), available.height() - SCREEN_MARGIN.height())),
    )


class RulesBrowser(QTextBrowser):
    """A text browser that draws the page's SVG pictures at their display size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._widths: dict[Path, int] = {}
        self._cache: dict[tuple[Path, int | None, float], QImage] = {}

    def set_image_widths(self, widths: dict[Path, int]) -> None:
        """The display widths (see :func:`image_widths`) of the page about to be shown."""
        self._widths = dict(widths)

    def loadResource(self, kind: int, name: QUrl) -> object:  # noqa: N802 (Qt name)
        """Draw SVG pictures ourselves; everything else loads as usual."""
        image_kind = QTextDocument.ResourceType.ImageResource
        if int(kind) == image_kind.value and name.isLocalFile():
            path = Path(name.toLocalFile())
            if path.suffix.lower() == ".svg" and path.is_file():
                image = self._svg_image(path.resolve())
                if image is not None:
                    return image
        return super().loadResource(kind, name)

    def _svg_image(self, path: Path) -> QImage | None:
        key = (path, self._widths.get(path), self.devicePixelRatioF())
        if key not in self._cache:
            image = render_svg(path, key[1], key[2])
            if image is None:
                return None
            self._cache[key] = image
        return self._cache[key]


class RulesViewer(QDialog):
    """A non-modal window with one game's rules, following the app's language."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesViewer")
        self.game_id = game_id
        # the language of the page on show ("" before the first load)
        self.language = ""
        self.page: Path | None = None
        self.setModal(False)
        self.setSizeGripEnabled(True)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.setStyleSheet(_STYLE)
        self.browser = RulesBrowser(self)
        self.browser.setObjectName("RulesText")
        self.browser.setOpenExternalLinks(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 8)
        layout.setSpacing(6)
        layout.addWidget(self.browser, 1)
        bar = QVBoxLayout()
        bar.setContentsMargins(12, 0, 12, 0)
        bar.addWidget(self.buttons)
        layout.addLayout(bar)
        # LanguageChange arrives once per installed translator, and before the app has
        # set its new default locale: look at the language once the dust has settled.
        self._language_timer = QTimer(self)
        self._language_timer.setSingleShot(True)
        self._language_timer.setInterval(0)
        self._language_timer.timeout.connect(self.follow_language)
        self._stale = False
        self.retranslate()
        self.load()
        self.resize(self.preferred_size())
        self.browser.setFocus()

    def preferred_size(self) -> QSize:
        """:data:`DEFAULT_SIZE`, limited to the free area of the screen the viewer is on."""
        parent = self.parentWidget()
        screen = (parent.screen() if parent is not None else None) or self.screen()
        if screen is None:
            return QSize(DEFAULT_SIZE)
        return fit_to_screen(DEFAULT_SIZE, screen.availableGeometry().size())

    def retranslate(self) -> None:
        """Set the window title in the current language."""
        name = game_name(self.game_id)
        self.setWindowTitle(fill(QCoreApplication.translate("RulesViewer", "Rules of %1"), name))

    def load(self) -> None:
        """Show the rules page in the app's current language."""
        self.language = rules_language()
        self._stale = False
        page = rules_page(self.game_id, self.language)
        self.page = page
        if page is None:
            self.browser.set_image_widths({})
            self.browser.setHtml(
                "<p>"
                + QCoreApplication.translate(
                    "RulesViewer", "The rules of this game are not available yet."
                )
                + "</p>"
            )
            return
        html = page.read_text(encoding="utf-8")
        self.browser.set_image_widths(image_widths(html, page.parent))
        self.browser.setSource(QUrl.fromLocalFile(str(page)))
        self.browser.clearHistory()
        self.browser.document().setDocumentMargin(PAGE_MARGIN)

    def refresh_pictures(self) -> None:
        """Draw the pictures again, e.g. for a screen with another pixel density."""
        if self.page is None:
            return
        position = self.browser.verticalScrollBar().value()
        self.browser.reload()
        self.browser.document().setDocumentMargin(PAGE_MARGIN)
        self.browser.verticalScrollBar().setValue(position)

    def follow_language(self) -> None:
        """Reload the page if the app's language is no longer the page's language."""
        self.retranslate()
        if rules_language() == self.language:
            return
        if self.isVisible():
            self.load()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt name)
        """Catch up with a language switch that happened while the viewer was hidden."""
        if self._stale:
            self.load()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        """Follow the app's language when it changes."""
        if event.type() == QEvent.Type.LanguageChange:
            self._language_timer.start()
        elif event.type() == QEvent.Type.DevicePixelRatioChange:
            self.refresh_pictures()
        super().changeEvent(event)


_viewers: dict[str, RulesViewer] = {}


def open_rules(game_id: str, parent: QWidget | None = None) -> RulesViewer:
    """Show the rules of ``game_id``, reusing its viewer if one is already open."""
    viewer = _viewers.get(game_id)
    if viewer is None or not shiboken6.isValid(viewer):
        viewer = RulesViewer(game_id, parent)
        _viewers[game_id] = viewer
    viewer.show()
    viewer.raise_()
    viewer.activateWindow()
    return viewer
