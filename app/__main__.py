"""python -m app: the entry point (also the PyInstaller entry script, so absolute imports)."""

import sys

if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        # the computer players' thinking process is started with "spawn": inside the bundle
        # the child is the bundle itself, and this hands it over to multiprocessing first
        # (from source there is nothing to hand over, and start-up skips the import)
        import multiprocessing

        multiprocessing.freeze_support()
    from app.main import main

    raise SystemExit(main())
