"""python -m app: the entry point (also the PyInstaller entry script, so absolute imports)."""

from app.main import main

if __name__ == "__main__":
    raise SystemExit(main())
