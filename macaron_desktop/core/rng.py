"""Seeded randomness.

Every random choice in a game comes from a generator derived from the game's seed and a
few labels (the round number, "deal", a seat, ...). Deriving instead of carrying a live
generator keeps states plain data: the same seed and labels always give the same
sequence, on every platform and Python version.
"""

from __future__ import annotations

import hashlib
import random
import sys


def derive_seed(seed: int, *labels: object) -> int:
    """A 64-bit integer that depends only on ``seed`` and the labels."""
    text = ":".join([str(seed), *(str(label) for label in labels)])
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def derive_rng(seed: int, *labels: object) -> random.Random:
    """A fresh generator for one purpose, e.g. ``derive_rng(seed, "round", 3, "deal")``."""
    return random.Random(derive_seed(seed, *labels))


def new_seed() -> int:
    """A seed for a new game, taken from the system's entropy (the one unseeded choice)."""
    return random.SystemRandom().randrange(1, 2**31)


_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    """SplitMix64's finaliser: a 64-bit integer scrambled into another."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class QuickRandom(random.Random):
    """A ``random.Random`` on SplitMix64 that is quick to make, for one decision.

    Seeding a Mersenne Twister costs about as much as a whole bot decision; a bot gets a
    fresh generator for every decision (see ``core.bots.bot_rng``), so this one keeps its
    state in one 64-bit integer. It overrides the methods the ``random`` docs name for a
    generator of one's own (``random``, ``getrandbits``, ``seed``, ``getstate``,
    ``setstate``); ``randrange``, ``choice``, ``shuffle``, ``sample`` and the rest work
    on top. The same seed gives the same numbers on every platform and Python version.
    """

    #: ``random.Random.gauss`` keeps its spare value here; a class default saves setting
    #: it on every (short-lived) instance
    gauss_next: float | None = None

    def __init__(self, x: int = 0) -> None:
        self._state = x & _MASK

    def seed(self, a: object = None, version: int = 2) -> None:
        """Restart from ``a`` (an int, or anything ``derive_seed`` accepts as a label)."""
        self._state = (a if isinstance(a, int) else derive_seed(0, a)) & _MASK
        self.gauss_next = None

    def _next(self) -> int:
        self._state = state = (self._state + _GOLDEN) & _MASK
        return _mix(state)

    def getrandbits(self, k: int, /) -> int:
        """An integer with ``k`` random bits."""
        if 0 <= k <= 64:
            # one step of ``_next``, written out: ``randrange`` calls this once or twice
            self._state = z = (self._state + _GOLDEN) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            return (z ^ (z >> 31)) >> (64 - k)
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        bits = count = 0
        while count < k:
            bits = (bits << 64) | self._next()
            count += 64
        return bits >> (count - k)

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:  # type: ignore[override]
        """A random integer from ``range(start, stop, step)``.

        ``randrange(n)`` (what bots ask for) is worked out here in one step; it gives the
        very numbers the inherited method gives (top bits of the next output, redrawn when
        too large), only quicker. Anything else goes to the inherited method.
        """
        if stop is None and step == 1 and type(start) is int and 0 < start <= _MASK:
            shift = 64 - start.bit_length()
            while True:
                self._state = z = (self._state + _GOLDEN) & _MASK
                z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                value = (z ^ (z >> 31)) >> shift
                if value < start:
                    return value
        return super().randrange(start, stop, step)

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self._next() >> 11) * (1.0 / 9007199254740992.0)

    def getstate(self) -> tuple[int, float | None]:  # type: ignore[override]
        """The state, for ``setstate``."""
        return (self._state, self.gauss_next)

    def setstate(self, state: tuple[int, float | None]) -> None:  # type: ignore[override]
        """Go back to a state from ``getstate``."""
        self._state, self.gauss_next = state


def quick_rng(seed: int, a: int, b: int = 0, c: int = 0) -> QuickRandom:
    """A :class:`QuickRandom` for ``seed`` and up to three small integers (labels, a
    seat, a move number), made in a few steps: for generators made on every decision.

    The inputs are folded into the starting point with distinct odd 64-bit multipliers
    (none a small multiple of SplitMix64's step, so the streams of different inputs do
    not overlap); every output is scrambled by SplitMix64's finaliser.
    """
    rng = _new_quick(QuickRandom)  # the state is set just below: no __init__ needed
    rng._state = (seed * _FOLD_SEED + a * _FOLD_A + b * _FOLD_B + c * _FOLD_C) & _MASK
    return rng


_new_quick = QuickRandom.__new__
_FOLD_SEED = _mix(_GOLDEN ^ 1) | 1
_FOLD_A = _mix(_GOLDEN) | 1
_FOLD_B = _mix(2 * _GOLDEN) | 1
_FOLD_C = _mix(3 * _GOLDEN) | 1


class QuickRandoms:
    """``quick_rng(seed, a, b, c)`` for one ``seed`` and ``a`` and many ``b``, ``c``:
    call it as ``rngs(b, c)``. The same generators, made quicker, for a loop that asks
    for one on every decision (the simulator).

    The part of the starting point that ``seed`` and ``a`` fix is worked out once. And
    when nothing but this object holds the generator it handed out last (the bot did not
    keep it, nor set anything on it), that generator is restarted instead of making a
    new one: a ``random.Random`` carries a 2.5 kB Mersenne Twister state that
    ``QuickRandom`` never uses, and allocating and clearing it was a third of a bot's
    decision. Either way the caller gets what ``quick_rng`` would give.
    """

    def __init__(self, seed: int, a: int) -> None:
        self._base = seed * _FOLD_SEED + a * _FOLD_A
        self._last: QuickRandom | None = None

    def __call__(self, b: int, c: int) -> QuickRandom:
        """The generator ``quick_rng(seed, a, b, c)``."""
        start = (self._base + b * _FOLD_B + c * _FOLD_C) & _MASK
        rng = self._last
        # references: ``self._last``, ``rng`` and getrefcount's argument
        if rng is not None and _refs(rng) == 3 and len(rng.__dict__) == 1:
            rng._state = start
            return rng
        self._last = rng = _new_quick(QuickRandom)
        rng._state = start
        return rng


_refs = sys.getrefcount
