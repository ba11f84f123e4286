"""The toy game: three tricks and a secret bid, the smallest game that uses the whole kit.

``rules`` holds the game (``GAME``), ``spec`` declares it to the app. See
``docs/adding-a-game.md``, which uses it as the worked example.
"""
