"""Every text marked for translation is one lupdate can read: string literals only.

``pyside6-lupdate`` reads the source, not the running program: a ``translate`` or
``QT_TRANSLATE_NOOP`` call whose context or text is built (a mode label made in a loop
with an f-string, a variable, a sum) is dropped without a word, and the text then shows
in English under every language. This test reads the source with :mod:`ast` and names
every such call. The one form with non-literal arguments that is allowed translates a
:class:`~macaron_desktop.core.spec.Text` a marker made: ``translate(t.context, t.source)``.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "macaron_desktop"
#: Qt's markers, whose arguments must be literals
MARKERS = {"QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3", "QT_TR_NOOP", "QT_TRANSLATE_N_NOOP"}
#: where a ``Text`` may be made directly (the marker itself)
TEXT_MAKERS = {"core/spec.py"}


#: the objects whose ``translate`` is Qt's (a painter's moves the pen)
APPLICATIONS = {"QCoreApplication", "QApplication", "QGuiApplication"}


def _name(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Attribute):
        owner = func.value
        if func.attr == "translate":
            return func.attr if isinstance(owner, ast.Name) and owner.id in APPLICATIONS else None
        return func.attr
    return func.id if isinstance(func, ast.Name) else None


def _literal(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _of_a_text(context: ast.expr, source: ast.expr) -> bool:
    """``x.context, x.source`` of one and the same ``x``: a marked Text translated."""
    return (
        isinstance(context, ast.Attribute)
        and isinstance(source, ast.Attribute)
        and context.attr == "context"
        and source.attr == "source"
        and ast.dump(context.value) == ast.dump(source.value)
    )


def problems(source: str, where: str = "<code>", makes_texts: bool = False) -> list[str]:
    """``where:line: call`` for each text lupdate cannot read in ``source``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node)
        args = node.args
        if name in MARKERS:
            bad = len(args) < 2 or not all(_literal(a) for a in args[:2])
        elif name == "translate":
            bad = not (all(_literal(a) for a in args[:2]) or _of_a_text(args[0], args[1]))
            bad = bad or (len(args) > 2 and not _literal(args[2]) and not _is_none(args[2]))
        elif name == "Text" and not makes_texts:
            bad = True  # a Text made without the marker is invisible to lupdate
        else:
            continue
        if bad:
            found.append((node.lineno, f"{where}:{node.lineno}: {ast.unparse(node)[:100]}"))
    return [text for _, text in sorted(found)]


def _is_none(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def test_the_check_catches_texts_lupdate_would_drop() -> None:
    bad = """
MODES = tuple(ModeSpec(f"{n}p", QT_TRANSLATE_NOOP("Toy", f"{n} players"), ()) for n in (2, 3))
for key in KEYS:
    QCoreApplication.translate("Toy", key)
QCoreApplication.translate(CONTEXT, "Pass")
QCoreApplication.translate("Toy", "Pass " + name)
QT_TRANSLATE_NOOP("Toy", LABELS[0])
label = Text("Toy", "Made without the marker")
QCoreApplication.translate("Toy", "%n cards", "cards left", count)
QCoreApplication.translate(a.context, b.source)
"""
    found = problems(bad)
    assert [int(f.split(":")[1]) for f in found] == [2, 4, 5, 6, 7, 8, 10], found
    fine = """
MODES = (ModeSpec("2p", QT_TRANSLATE_NOOP("Toy", "2 players"), ()),)
QCoreApplication.translate("Toy", "Pass")
QCoreApplication.translate("Toy", "a long text "
                                  "on two lines")
QCoreApplication.translate(text.context, text.source)
QCoreApplication.translate(spec.name.context, spec.name.source)
QCoreApplication.translate("Toy", "%n cards", None, count)
QCoreApplication.translate("Toy", "%n cards", "left in the deck", count)
"hello".translate(TABLE)
painter.translate(0, -lift)
"""
    assert problems(fine) == []


def test_every_translated_text_in_the_source_is_a_literal() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        found += problems(path.read_text(encoding="utf-8"), name, name in TEXT_MAKERS)
    assert found == [], "lupdate cannot read these texts:\n" + "\n".join(found)
