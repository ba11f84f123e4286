"""Parts of the shared game screen: its panels and its prompt bar."""
