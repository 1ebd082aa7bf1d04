"""Felt: an offline card table."""

__version__ = "0.1.0"  # the one place: pyproject, `felt --version`, the release archive's name
