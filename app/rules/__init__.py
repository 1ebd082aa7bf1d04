"""Pure rules: no pygame, no I/O, no clock. See app/rules/game.py for the Game protocol."""
