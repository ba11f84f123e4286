"""Screenshots of every game's table in each look (100 % and 160 % cards, the normal and
the high-contrast palette) in English and Traditional Chinese, for ``docs/whats-new.md``.

Run under a virtual X server (or ``QT_QPA_PLATFORM=offscreen``) from the repository:
``python tests/ui/look_shots.py OUT_DIR [WIDTHxHEIGHT]``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from busy_tables import GAMES, open_busy  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from macaron_desktop.settings import Settings  # noqa: E402
from macaron_desktop.ui.i18n import LanguageManager  # noqa: E402
from macaron_desktop.ui.main_window import MainWindow  # noqa: E402
from macaron_desktop.ui.settings_dialog import SettingsDialog  # noqa: E402
from macaron_desktop.ui.style import apply_style  # noqa: E402

LOOKS = {"normal-100": (100, False), "normal-160": (160, False),
         "contrast-100": (100, True), "contrast-160": (160, True)}  # fmt: skip


def main() -> None:
    """Write ``<game>-<look>-<language>.png`` of the table (the view alone), and the
    Preferences with the look's settings, to OUT_DIR."""
    out = Path(sys.argv[1])
    width, height = (int(n) for n in (sys.argv[2] if len(sys.argv) > 2 else "1024x640").split("x"))
    games = sys.argv[3].split(",") if len(sys.argv) > 3 else [g for g, _ in GAMES]
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    apply_style(app)
    languages = LanguageManager()
    for language in ("en", "zh_TW"):
        languages.apply(language)
        dialog = SettingsDialog(Settings(card_scale=160, high_contrast=True))
        dialog.show()
        QApplication.processEvents()
        dialog.grab().save(str(out / f"settings-look-{language}.png"))
        dialog.close()
        for game_id, mode in GAMES:
            if game_id not in games:
                continue
            for name, (scale, contrast) in LOOKS.items():
                settings = Settings(
                    language=language,
                    animation_speed="instant",
                    confirm_leave_game=False,
                    card_scale=scale,
                    high_contrast=contrast,
                )
                window = MainWindow(settings, languages)
                window.resize(width, height)
                window.show()
                table = open_busy(window, game_id, mode)
                table.view.grab().save(str(out / f"{game_id}-{name}-{language}.png"))
                window.table = None
                window.close()
                window.deleteLater()
                QApplication.processEvents()


if __name__ == "__main__":
    main()
