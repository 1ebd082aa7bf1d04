"""The PyInstaller bundle and multiprocessing.

The computer players think in a process started with "spawn"; inside the bundle that child
is the bundle's own executable, started with multiprocessing's arguments, and PyInstaller's
multiprocessing start-up hook (pyi_rth_multiprocessing) is what hands such a start over to
multiprocessing. PyInstaller would run that hook at every start, importing multiprocessing
(some 9 ms before the first frame); build.spec ships the hook's file beside the modules
instead and Felt runs it only when it is needed: before the first process is started, and
first thing in a process that multiprocessing started. From source there is nothing to do.
"""

from __future__ import annotations

import functools
import os
import sys
from typing import Sequence

FROZEN = bool(getattr(sys, "frozen", False))
HOOK = "pyi_rth_multiprocessing.py"  # the file's name in the bundle's folder (build.spec)


def started_by_multiprocessing(argv: Sequence[str]) -> bool:
    """Whether these command-line arguments are multiprocessing's rather than a person's:
    a spawned child (``--multiprocessing-fork``) or a helper it runs with ``-c`` (the
    resource tracker). The hook itself decides exactly; this only says when to ask it."""
    return len(argv) > 1 and (argv[1] == "--multiprocessing-fork" or "-c" in argv[1:])


@functools.cache
def prepare_multiprocessing() -> bool:
    """In the bundle, run PyInstaller's multiprocessing hook, once, and return True; from
    source, False."""
    if not FROZEN:
        return False
    import runpy

    runpy.run_path(os.path.join(getattr(sys, "_MEIPASS", ""), HOOK), run_name="pyi_rth_multiprocessing")
    return True


def hand_over_if_started_by_multiprocessing() -> None:
    """The entry point's first step: in a bundle started by multiprocessing, this runs what
    multiprocessing asked for and exits; otherwise it returns at once."""
    if FROZEN and started_by_multiprocessing(sys.argv):
        prepare_multiprocessing()
        import multiprocessing

        multiprocessing.freeze_support()
