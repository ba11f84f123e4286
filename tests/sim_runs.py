"""The simulator run from a test: what it says, and the records it writes."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from macaron_desktop.sim import main


def run_sim(*args: str) -> tuple[int, str]:
    """``python -m macaron_desktop.sim ARGS`` in this process: its exit code and output."""
    out = io.StringIO()
    code = main(list(args), out=out)
    return code, out.getvalue()


def sim_records(folder: Path, *args: str) -> tuple[Path, list[dict[str, Any]]]:
    """Run the simulator with ``--record`` into ``folder``; the file and its records."""
    path = folder / "records.jsonl"
    code, said = run_sim(*args, "--record", str(path))
    assert code == 0, said
    return path, [json.loads(line) for line in path.read_text().splitlines()]
