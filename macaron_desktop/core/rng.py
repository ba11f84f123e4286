"""Seeded randomness.

Every random choice in a game comes from a generator derived from the game's seed and a
few labels (the round number, "deal", a seat, ...). Deriving instead of carrying a live
generator keeps states plain data: the same seed and labels always give the same
sequence, on every platform and Python version.
"""

from __future__ import annotations

import hashlib
import random


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
