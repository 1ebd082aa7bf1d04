"""python -m app: the entry point (also the PyInstaller entry script, so absolute imports)."""

import multiprocessing

if __name__ == "__main__":
    # the computer players' thinking process is started with "spawn": inside the bundle the
    # child is the bundle itself, and this hands it over to multiprocessing first
    multiprocessing.freeze_support()
    from app.main import main

    raise SystemExit(main())
