"""The one rule of the house: app.rules and app.ai are pure Python and never import pygame."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_rules_and_ai_do_not_import_pygame():
    modules = ["app.rules.cards", "app.rules.game", "app.ai.base", "app.sim"]
    for pkg in ("rules", "ai"):
        for path in sorted((ROOT / "app" / pkg).glob("*.py")):
            if path.stem != "__init__":
                modules.append(f"app.{pkg}.{path.stem}")
    code = (
        "import sys\n"
        f"for m in {modules!r}: __import__(m)\n"
        "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"pygame imported by rules/ai: {out.stdout}"
    assert len(modules) >= 4
