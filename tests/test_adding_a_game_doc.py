"""``docs/adding-a-game.md`` matches the code: its ``SPECS`` list, its spec example and its
card data example are what the code has."""

from __future__ import annotations

import ast
import builtins
import re
from pathlib import Path

from macaron_desktop import games
from macaron_desktop.core import card_data, spec
from macaron_desktop.games.toy import spec as toy_spec

DOC = (Path(__file__).resolve().parent.parent / "docs" / "adding-a-game.md").read_text(
    encoding="utf-8"
)


def blocks(language: str) -> list[str]:
    """The doc's fenced code blocks in ``language``, their indentation taken off."""
    found = []
    for match in re.finditer(rf"^( *)```{language}\n(.*?)^\1```", DOC, re.M | re.S):
        indent = len(match[1])
        found.append("\n".join(line[indent:] for line in match[2].splitlines()))
    return found


def block_with(language: str, text: str) -> str:
    (found,) = [b for b in blocks(language) if text in b]
    return found


def test_the_specs_snippet_lists_every_registered_game_then_the_new_one() -> None:
    tree = ast.parse(block_with("python", "SPECS = ("))
    (assign,) = tree.body
    assert isinstance(assign, ast.Assign) and isinstance(assign.value, ast.Tuple)
    listed = [ast.literal_eval(e) for e in assign.value.elts]
    assert listed == [*games.SPECS, "macaron_desktop.games.<id>.spec"]


def test_the_spec_example_uses_names_the_code_has() -> None:
    example = block_with("python", "SPEC = GameSpec(")
    call = ast.parse(example).body[0].value  # type: ignore[attr-defined]
    assert isinstance(call, ast.Call)
    fields = set(spec.GameSpec._fields)
    assert {k.arg for k in call.keywords} <= fields, "a GameSpec field the code lacks"
    known = set(dir(spec)) | set(dir(toy_spec)) | set(dir(builtins))
    called = {
        node.func.id
        for node in ast.walk(call)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert called <= known, f"the example calls what no module has: {called - known}"
    assert 'envelope_record(GAME_ID, "macaron_desktop.games.toy.record")' in example
    # what the example says the toy spec holds, the toy spec holds
    assert toy_spec.SPEC.record is not None and toy_spec.SPEC.record.format == spec.ENVELOPE_FORMAT
    for key in ("card_data", "message_keys", "perturb_hidden"):
        assert getattr(toy_spec.SPEC, key), key


def test_the_card_data_example_is_the_toy_games_first_card() -> None:
    example = card_data.parse(block_with("toml", "[[cards]]"), "the doc")
    (ref,) = toy_spec.SPEC.card_data
    toy = card_data.load(ref)
    assert example.languages == toy.languages
    assert example.cards == toy.cards[: len(example.cards)]
    assert f'card_data=("{ref}",)' in DOC
