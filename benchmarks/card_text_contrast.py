"""Every card face of every game, in both languages: the least contrast of each text with
what lies under its letters (WCAG 2, the same measure as ``tests/ui/test_high_contrast.py``,
which checks every tenth face). Prints the faces below 4.5:1 and exits with status 1 if
there are any.

    QT_QPA_PLATFORM=offscreen python benchmarks/card_text_contrast.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))

from PySide6.QtWidgets import QApplication  # noqa: E402
from test_high_contrast import GAMES, _faces, face_contrasts  # noqa: E402

from macaron_desktop.ui.table.contrast import TEXT_CONTRAST  # noqa: E402


def main() -> int:
    """Measure, print, and return 1 when a face has a text below the mark."""
    _app = QApplication.instance() or QApplication([])
    start = time.perf_counter()
    low: list[str] = []
    for game_id, _ in GAMES:
        faces = _faces(game_id, every=1)
        worst = 99.0
        for path in faces:
            for fill, ratio in face_contrasts(path).items():
                worst = min(worst, ratio)
                if ratio < TEXT_CONTRAST:
                    low.append(f"{game_id} {path.name}: {fill} at {ratio:.2f}:1")
        print(f"{game_id}: {len(faces)} faces, least contrast of a text {worst:.2f}:1")
    print("\n".join(low) or "every text at 4.5:1 or more")
    print(f"{time.perf_counter() - start:.1f} s")
    return 1 if low else 0


if __name__ == "__main__":
    sys.exit(main())
