"""Masters of Maple Syrup (2 players): rules, cards as data, bots."""
