"""``core.lazy``: functions named by where they live, imported when first called."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from macaron_desktop.core.lazy import lazy, load


def test_lazy_calls_its_target_with_the_arguments_given() -> None:
    join = lazy(None, "os.path:join")
    assert join.__name__ == "join"
    assert join("a", "b") == os.path.join("a", "b")


def test_the_module_is_imported_at_the_first_call_only() -> None:
    script = (
        "import sys\n"
        "from macaron_desktop.core.lazy import lazy\n"
        "dumps = lazy(None, 'json:dumps')\n"
        "before = 'json' in sys.modules\n"
        "print(before, dumps([1]), 'json' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.stdout.split() == ["False", "[1]", "True"], done.stderr


def test_a_target_without_a_name_is_refused() -> None:
    with pytest.raises(ValueError, match="module:name"):
        load(None, "os.path")
