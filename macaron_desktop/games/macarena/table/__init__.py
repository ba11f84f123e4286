"""La Macarena's table: the Qt side (board, texts, new-game dialog, hand-end walk-through)."""
