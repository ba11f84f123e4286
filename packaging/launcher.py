"""The packaged program's entry point: ``macaron_desktop.app.main`` plus one self-check.

``macaron-desktop --check-bundle`` (packaged builds only) prints where the program finds its
art, its translations and Qt's own translations, and how Qt's standard buttons read in
Traditional Chinese, then exits 0 if everything it needs is inside the bundle (1 if not).
``packaging/check_build.py`` and the packaging test run it on every built app.
"""

from __future__ import annotations

import os
import sys


def _usable_streams() -> None:
    """Give a windowed build usable ``sys.stdout``/``sys.stderr``, and UTF-8 on them.

    A Windows program built without a console starts with both set to None unless its
    caller redirected them; the app prints (``--smoke``, ``--version``) and must not fail
    there. Chinese text must survive a pipe whose default encoding is a code page.
    """
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        if stream is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))
        elif hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8", errors="backslashreplace")


def check_bundle() -> int:
    """Print what the packaged program finds, and whether it all comes from the bundle."""
    from pathlib import Path

    from PySide6.QtCore import QLibraryInfo
    from PySide6.QtGui import QIcon, QImageReader
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    from macaron_desktop.resources import asset, assets_dir, i18n_dir
    from macaron_desktop.ui.i18n import LanguageManager

    app = QApplication.instance() or QApplication([sys.argv[0]])
    languages = LanguageManager()
    own_loaded = languages.apply("zh_TW")
    buttons = QDialogButtonBox.StandardButton
    box = QDialogButtonBox(buttons.Ok | buttons.Cancel)
    ok_text, cancel_text = box.button(buttons.Ok).text(), box.button(buttons.Cancel).text()
    qt_translations = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    icon = QIcon(str(asset("icons/macaron-desktop.svg")))
    svg_icon = not icon.isNull() and not icon.pixmap(64, 64).isNull()
    svg_images = b"svg" in [bytes(f.data()) for f in QImageReader.supportedImageFormats()]
    meipass = getattr(sys, "_MEIPASS", None)  # set in a PyInstaller build only
    bundle = Path(meipass).resolve() if meipass else None
    if bundle is not None and bundle.name == "Frameworks" and bundle.parent.name == "Contents":
        # a macOS .app: data files live in Contents/Resources, linked from Contents/Frameworks
        bundle = bundle.parent

    def inside(path: Path) -> bool:
        return bundle is not None and path.resolve().is_relative_to(bundle)

    places = {
        "assets": assets_dir(),
        "translations": i18n_dir(),
        "qt translations": qt_translations,
    }
    print(f"bundle: {bundle}")
    for label, path in places.items():
        print(f"{label}: {path} ({'inside' if inside(path) else 'OUTSIDE'} the bundle)")
    print(f"macaron_desktop_zh_TW.qm loaded: {own_loaded}")
    print(f"qtbase_zh_TW.qm present: {(qt_translations / 'qtbase_zh_TW.qm').is_file()}")
    print(f"qt buttons zh_TW: {ok_text} / {cancel_text}")
    print(f"svg icon engine: {svg_icon}; svg image format: {svg_images}")
    games_read = _games_data_read()
    good = (
        all(inside(p) for p in places.values())
        and games_read
        and own_loaded
        and cancel_text != "Cancel"
        and svg_icon
        and svg_images
    )
    print("bundle check: " + ("ok" if good else "FAILED"))
    del app
    return 0 if good else 1


def _games_data_read() -> bool:
    """Whether every game's data files (its message catalogue, its card lists) are read
    from the bundle: a game that keeps them as data files would otherwise fail when opened."""
    from macaron_desktop.core import card_data, registry

    good = True
    for spec in registry.specs():
        try:
            keys = len(tuple(spec.message_keys())) if spec.message_keys is not None else 0
            cards = sum(len(card_data.load(ref).cards) for ref in spec.card_data)
        except (OSError, ValueError, KeyError) as error:
            print(f"game data {spec.game_id}: FAILED ({error})")
            good = False
        else:
            print(f"game data {spec.game_id}: {keys} message keys, {cards} card designs")
    return good


def run() -> int:
    """Start the app (or the bundle check); returns the exit code."""
    _usable_streams()
    argv = sys.argv[1:]
    if "--check-bundle" in argv:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        return check_bundle()
    from macaron_desktop.app import main

    return main(argv)


if __name__ == "__main__":
    raise SystemExit(run())
