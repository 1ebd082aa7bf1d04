"""Computer players: agents choose a move from what their seat may see. Pure Python."""
