"""No import cycles between the modules of ``macaron_desktop``.

Imports flow one way (games -> ui -> core); no module imports one that imports it back.
The walk reads every module's source with ``ast`` and follows every ``import`` and
``from ... import`` it finds, wherever it stands: at module level, inside a function (a
lazy import), or under ``if TYPE_CHECKING:`` (a cycle the type checker sees is still a
cycle of the design). Relative imports are resolved against the importing module's
package. ``importlib.import_module`` with a string (the registry loading each game by its
module name) is not an import statement and is left aside on purpose.

To see the graph's cycles by hand: ``python -m pytest tests/test_import_cycles.py -q``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from pathlib import Path

PACKAGE_NAME = "macaron_desktop"
PACKAGE = Path(__file__).resolve().parent.parent / PACKAGE_NAME

Graph = dict[str, set[str]]


def module_name(path: Path, root: Path = PACKAGE) -> str:
    """The dotted name of the module at ``path`` (``pkg.sub`` for ``pkg/sub/__init__.py``)."""
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def is_package(path: Path) -> bool:
    """Whether ``path`` is a package's ``__init__.py``."""
    return path.name == "__init__.py"


def resolve(importer: str, importer_is_package: bool, level: int, module: str | None) -> str:
    """The absolute module a (maybe relative) ``from`` import names."""
    if level == 0:
        return module or ""
    base = importer.split(".")
    # "from . import x" in pkg/mod.py means pkg; in pkg/__init__.py it means pkg itself
    drop = level - 1 if importer_is_package else level
    if drop:
        base = base[:-drop]
    return ".".join([*base, module] if module else base)


def imported_modules(tree: ast.AST, importer: str, is_init: bool, modules: set[str]) -> set[str]:
    """The modules of ``modules`` that the imports anywhere in ``tree`` load.

    ``from pkg import name`` loads ``pkg.name`` when that is a module, otherwise ``pkg``
    itself (the name is defined in its ``__init__``). ``import a.b.c`` loads the longest
    of ``a.b.c``, ``a.b``, ``a`` that is a module. Parent packages, which Python runs
    first, are not counted as edges: each package's own imports are its own edges.
    """
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                while parts and ".".join(parts) not in modules:
                    parts.pop()
                if parts:
                    found.add(".".join(parts))
        elif isinstance(node, ast.ImportFrom):
            source = resolve(importer, is_init, node.level, node.module)
            for alias in node.names:
                if f"{source}.{alias.name}" in modules:
                    found.add(f"{source}.{alias.name}")
                elif source in modules:
                    found.add(source)
    found.discard(importer)
    return found


def build_graph(root: Path = PACKAGE) -> Graph:
    """The import graph of the package at ``root``: module -> modules it imports."""
    paths = {module_name(p, root): p for p in sorted(root.rglob("*.py"))}
    modules = set(paths)
    return {
        name: imported_modules(
            ast.parse(path.read_text(encoding="utf-8"), filename=str(path)),
            name,
            is_package(path),
            modules,
        )
        for name, path in paths.items()
    }


def strongly_connected(graph: Graph) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found)


def one_cycle(graph: Graph, component: Iterable[str]) -> list[str]:
    """A shortest cycle through the first module of ``component``, as a path back to it."""
    members = set(component)
    start = min(members)
    previous: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for child in sorted(graph[node] & members):
                if child == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(previous[path[-1]])
                    return [start, *reversed(path[:-1]), start]
                if child not in previous:
                    previous[child] = node
                    following.append(child)
        frontier = following
    return [start]


def short(name: str) -> str:
    """``ui.main_window`` for ``macaron_desktop.ui.main_window``."""
    return name.removeprefix(f"{PACKAGE_NAME}.")


def describe(graph: Graph, components: list[list[str]]) -> str:
    """One paragraph per cycle: its modules and one path around it."""
    lines = []
    for component in components:
        lines.append(f"{len(component)} modules: {', '.join(short(m) for m in component)}")
        lines.append("    e.g. " + " -> ".join(short(m) for m in one_cycle(graph, component)))
        for member in component:
            inside = sorted(short(m) for m in graph[member] & set(component))
            lines.append(f"    {short(member)} imports {', '.join(inside)}")
    return "\n".join(lines)


def test_no_import_cycles() -> None:
    graph = build_graph()
    # the walk saw the real package: a lazy and a TYPE_CHECKING import among its edges
    assert len(graph) > 100
    assert f"{PACKAGE_NAME}.core.record" in graph[f"{PACKAGE_NAME}.core.envelope"]  # lazy
    assert f"{PACKAGE_NAME}.core.spec" in graph[f"{PACKAGE_NAME}.core.registry"]  # typing
    components = list(strongly_connected(graph))
    assert components == [], "import cycles:\n" + describe(graph, components)


def write_package(root: Path, files: dict[str, str]) -> Path:
    """A throw-away package under ``root`` from ``{relative path: source}``."""
    for relative, source in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")
    return root / next(iter(files)).split("/")[0]


def test_the_walk_finds_lazy_relative_and_type_checking_cycles(tmp_path: Path) -> None:
    package = write_package(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/a.py": "def f():\n    from . import b\n",
            "pkg/b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .sub.c import C\n",
            "pkg/sub/__init__.py": "",
            "pkg/sub/c.py": "from ..a import f\n",
            "pkg/sub/d.py": "import importlib\nimportlib.import_module('pkg.sub.e')\n",
            "pkg/sub/e.py": "from pkg.sub import d\n",
            "pkg/leaf.py": "from pkg import a\nfrom .sub import c\n",
        },
    )
    graph = build_graph(package)
    assert graph["pkg.a"] == {"pkg.b"}
    assert graph["pkg.b"] == {"pkg.sub.c"}
    assert graph["pkg.sub.c"] == {"pkg.a"}
    assert graph["pkg.sub.d"] == set()  # importlib with a string is left aside
    assert graph["pkg.sub.e"] == {"pkg.sub.d"}
    assert graph["pkg.leaf"] == {"pkg.a", "pkg.sub.c"}
    components = strongly_connected(graph)
    assert components == [["pkg.a", "pkg.b", "pkg.sub.c"]]
    assert one_cycle(graph, components[0]) == ["pkg.a", "pkg.b", "pkg.sub.c", "pkg.a"]


def test_a_name_from_a_package_init_is_an_edge_to_the_package(tmp_path: Path) -> None:
    package = write_package(
        tmp_path,
        {
            "pkg/__init__.py": "from .x import thing\n",
            "pkg/x.py": "from pkg import helper\n",
            "pkg/helper.py": "",
            "pkg/y.py": "from . import thing\n",
        },
    )
    graph = build_graph(package)
    assert graph["pkg"] == {"pkg.x"}
    assert graph["pkg.x"] == {"pkg.helper"}  # helper is a module, not a name of pkg
    assert graph["pkg.y"] == {"pkg"}
    assert strongly_connected(graph) == []
