"""Loading translations and switching language while the program runs.

Installing a different ``QTranslator`` makes Qt send a ``LanguageChange`` event to every
widget; each window re-translates its texts in ``changeEvent``. Qt's own strings
(standard buttons, file dialogs) come from Qt's ``qtbase`` catalogue.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from ..resources import i18n_dir

SUPPORTED = ("en", "zh_TW")


def resolve_language(choice: str, system_locale: QLocale | None = None) -> str:
    """The language to show for a setting of ``system``, ``en`` or ``zh_TW``."""
    if choice in SUPPORTED:
        return choice
    locale = system_locale or QLocale.system()
    if locale.language() == QLocale.Language.Chinese:
        traditional = locale.script() == QLocale.Script.TraditionalChineseScript
        if traditional or locale.name() in ("zh_TW", "zh_HK", "zh_MO"):
            return "zh_TW"
    return "en"


def current_language() -> str:
    """The language the app shows now (``en`` or ``zh_TW``), for widgets that pick art by
    language without a :class:`LanguageManager` at hand (:meth:`LanguageManager.apply`
    makes it the default locale)."""
    return "zh_TW" if QLocale().name() == "zh_TW" else "en"


class LanguageManager:
    """Owns the installed translators and swaps them on request."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = "en"

    def apply(self, language: str) -> bool:
        """Switch to ``language`` (``en`` or ``zh_TW``); False if its catalogue is missing."""
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("no QCoreApplication")
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed = []
        ok = True
        own = QTranslator()
        if own.load(f"macaron_desktop_{language}", str(i18n_dir())):
            self._installed.append(own)
        else:
            ok = language == "en"
        if language != "en":
            qt = QTranslator()
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(f"qtbase_{language}", qt_dir):
                self._installed.append(qt)
        for translator in self._installed:
            app.installTranslator(translator)
        self.language = language
        from .style import use_language_fonts

        if isinstance(app, QApplication):
            use_language_fonts(app, language)
        locale = QLocale("zh_TW" if language == "zh_TW" else "en_US")
        QLocale.setDefault(locale)
        return ok
