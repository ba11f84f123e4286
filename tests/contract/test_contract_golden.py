"""Golden playthroughs: the stored moves replay, and every seat sees what it saw before.

A failure means dealing, the rules or a view changed. If the change was meant,
regenerate with ``python tests/contract/make_playthroughs.py`` and review the diff.
"""

from __future__ import annotations

import json

import pytest
from contract_play import MODES, Canonical, golden_path, mode_param_id, new_match, view_digests

from macaron_desktop.core.spec import GameSpec


@pytest.mark.parametrize(("spec", "mode"), MODES, ids=mode_param_id)
@pytest.mark.slow
def test_the_golden_playthrough_replays_with_the_same_views(spec: GameSpec, mode: str) -> None:
    path = golden_path(spec, mode)
    assert path.exists(), "no golden playthrough: run tests/contract/make_playthroughs.py"
    header, start, *steps = (json.loads(line) for line in path.read_text("utf-8").splitlines())
    assert (header["game_id"], header["mode"]) == (spec.game_id, mode)
    match = new_match(spec, mode, header["seed"])
    assert match.config == header["config"]
    canonical = Canonical()
    assert view_digests(match, canonical) == start["views"]
    for number, step in enumerate(steps, start=1):
        action = match.game.decode_action(step["action"])
        match.play(step["seat"], action)
        assert view_digests(match, canonical) == step["views"], f"step {number}: a view changed"
    assert match.finished
