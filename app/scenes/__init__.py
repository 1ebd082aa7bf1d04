"""Screens: menu, sandbox, settings, rules help, about, and one table scene per game."""
