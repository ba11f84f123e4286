"""Maus au Chocolat (2-6 players): bid with ingredient cards, score runs and sets."""
