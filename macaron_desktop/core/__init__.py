"""Game-agnostic core: the game contract, seeded randomness, matches and bots.

Nothing in this package imports Qt, so rules, bots, savegames and the simulator run
headless and can be tested without a display.
"""
