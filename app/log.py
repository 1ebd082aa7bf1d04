"""Felt's one logger ("felt"), made on first use: start-up does not import the logging
package (a few milliseconds) while nothing has been logged."""

from __future__ import annotations


class LazyLogger:
    """Stands in for ``logging.getLogger(name)``: every attribute is the real logger's."""

    def __init__(self, name: str):
        self._name = name

    def __getattr__(self, attr: str):
        import logging

        return getattr(logging.getLogger(self._name), attr)


log = LazyLogger("felt")
