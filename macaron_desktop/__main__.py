"""``python -m macaron_desktop`` starts the app."""

from .app import main

raise SystemExit(main())
