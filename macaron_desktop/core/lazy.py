"""Functions named by where they live, imported when first called.

A game's rules or table entry may name a function of a module it should not import yet
(the view builder, the sampler, a Qt table) as ``"module:function"``; :func:`lazy` makes
a callable of it that imports the module on its first call and keeps the function.
A name with leading dots is relative to the package given (as in
``importlib.import_module``). Nothing here knows a game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def load(package: str | None, target: str) -> Any:
    """The object ``target`` names, ``"module:name"``; a module name with leading dots is
    relative to ``package``."""
    module, colon, name = target.partition(":")
    if not colon or not name:
        raise ValueError(f"{target!r} is not 'module:name'")
    return getattr(importlib.import_module(module, package), name)


class Lazy:
    """A function that calls ``target`` (``".module:function"``, see :func:`load`),
    importing its module when first called. As a class attribute it is called without
    the instance, like a ``staticmethod``."""

    def __init__(self, package: str | None, target: str) -> None:
        self.package = package
        self.target = target
        self.__name__ = self.__qualname__ = target.rpartition(":")[2]
        self.__doc__ = f"{target} (imported when first called)"
        self._function: Callable[..., Any] | None = None

    def resolve(self) -> Callable[..., Any]:
        """The function itself (its module imported now, if it was not yet)."""
        if self._function is None:
            self._function = load(self.package, self.target)
        return self._function

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """Call the target with these arguments."""
        return (self._function or self.resolve())(*args, **kwargs)


def lazy(package: str | None, target: str) -> Lazy:
    """A function that calls ``target`` (``".module:function"``, see :func:`load`),
    importing its module when first called."""
    return Lazy(package, target)
