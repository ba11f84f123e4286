"""The games of Macaron Desktop, one package each (rules without Qt, tables with Qt)."""
