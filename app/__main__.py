"""python -m app: the entry point (also the PyInstaller entry script, so absolute imports)."""

if __name__ == "__main__":
    # inside the bundle, a process that multiprocessing started (the computer players'
    # thinking process) is handed over to it here; otherwise this returns at once
    from app.frozen import hand_over_if_started_by_multiprocessing

    hand_over_if_started_by_multiprocessing()
    from app.main import main

    raise SystemExit(main())
