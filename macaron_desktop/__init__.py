"""Macaron Desktop: four small tabletop card games on one computer."""

__version__ = "0.1.0"
