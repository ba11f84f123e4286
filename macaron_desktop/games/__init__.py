"""The games of Macaron Desktop, one package each (rules without Qt, tables with Qt).

:data:`SPECS` is the one list of games: adding a game is its package plus one line here.
``macaron_desktop.core.registry`` reads it (the shared code names no game itself).
"""

#: the module of each game's ``SPEC``, in the order the library shows the games
SPECS: tuple[str, ...] = (
    "macaron_desktop.games.macaron.spec",
    "macaron_desktop.games.macarena.spec",
    "macaron_desktop.games.maus.spec",
    "macaron_desktop.games.maple.spec",
    "macaron_desktop.games.toy.spec",
)
