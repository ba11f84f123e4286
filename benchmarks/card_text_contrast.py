"""Every picture with a text of every game (cards in both languages, boards, tokens): the
least contrast of each text with what lies under its letters, and of each card symbol's
edge (WCAG 2, the same measures as ``tests/ui/test_high_contrast.py``, which checks every
tenth or twelfth picture). For a game whose art marks several kinds of symbol (Maple's
``#sym-<name>``: coin, leaf, kind badges, signs), the least of each kind too. Prints the
faces below 4.5:1 and exits with status 1 if there are any.

    QT_QPA_PLATFORM=offscreen python benchmarks/card_text_contrast.py
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))

from PySide6.QtWidgets import QApplication  # noqa: E402
from test_high_contrast import GAMES, _faces, face_contrasts, symbol_contrasts  # noqa: E402

from macaron_desktop.resources import asset  # noqa: E402
from macaron_desktop.ui.table.contrast import TEXT_CONTRAST  # noqa: E402


def main() -> int:
    """Measure, print, and return 1 when a face has a text below the mark."""
    _app = QApplication.instance() or QApplication([])
    start = time.perf_counter()
    low: list[str] = []
    for game_id, _ in GAMES:
        faces = _faces(game_id, every=1)
        worst = 99.0
        kinds: dict[str, tuple[float, str]] = {}  # symbol id -> its least ratio and where
        for path in faces:
            for fill, ratio in face_contrasts(path).items():
                worst = min(worst, ratio)
                if ratio < TEXT_CONTRAST:
                    low.append(f"{game_id} {path.name}: {fill} at {ratio:.2f}:1")
            for name, ratio in symbol_contrasts(path):
                kind = re.sub(r"-\d+$", "", name)  # a second drawing of a sign: sym-tree-2
                if ratio < kinds.get(kind, (99.0, ""))[0]:
                    kinds[kind] = (ratio, path.relative_to(asset(game_id)).as_posix())
                if ratio < TEXT_CONTRAST:
                    low.append(f"{game_id} {path.name}: {name}'s edge at {ratio:.2f}:1")
        symbols = ""
        if kinds:
            edge, where = min(kinds.values())
            symbols = f", of a symbol's edge {edge:.2f}:1 ({where})"
        print(f"{game_id}: {len(faces)} pictures, least contrast of a text {worst:.2f}:1{symbols}")
        if len(kinds) > 1:
            for kind, (ratio, where) in sorted(kinds.items(), key=lambda item: item[1]):
                print(f"    {kind}: {ratio:.2f}:1 ({where})")
    print("\n".join(low) or "every text at 4.5:1 or more")
    print(f"{time.perf_counter() - start:.1f} s")
    return 1 if low else 0


if __name__ == "__main__":
    sys.exit(main())
