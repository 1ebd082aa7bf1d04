"""The oldest C library a bundle can start on: reads every ELF file under a folder and fails
when any needs a GLIBC_ or GLIBCXX_ symbol version above the floor, naming the file.

    python tools/glibc_floor.py dist/felt            # check against the floor below
    python tools/glibc_floor.py dist/felt --report   # every file's highest needs, highest first

It reads what each file requires (objdump -p, "Version References", from binutils), not the
versions a library itself defines. The floor is glibc 2.35 (Ubuntu 22.04 LTS) and the
libstdc++ of GCC 12 (GLIBCXX_3.4.30), which that release ships; the bundle carries neither
libstdc++ nor libgcc_s (build.spec leaves them out: the system's are used, as on every
desktop Linux).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

FLOOR = {"GLIBC": (2, 35), "GLIBCXX": (3, 4, 30)}
_NEED = re.compile(r"^\s+0x[0-9a-f]+ 0x[0-9a-f]+ \d+ (GLIBCXX|GLIBC)_([0-9.]+)\s*$")


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def needs_of(objdump_p: str) -> dict[str, tuple[int, ...]]:
    """The highest GLIBC and GLIBCXX version an ``objdump -p`` listing requires."""
    out: dict[str, tuple[int, ...]] = {}
    required = False
    for line in objdump_p.splitlines():
        if line.startswith("Version References:"):
            required = True
            continue
        if required and line and not line.startswith(" "):
            required = False  # the next section
        if not required:
            continue
        m = _NEED.match(line)
        if m:
            kind, version = m.group(1), tuple(int(x) for x in m.group(2).split("."))
            if version > out.get(kind, ()):
                out[kind] = version
    return out


def needs(path: Path) -> dict[str, tuple[int, ...]]:
    try:
        listing = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True, check=True).stdout
    except FileNotFoundError:
        raise SystemExit("glibc_floor: objdump is missing (install binutils)") from None
    except subprocess.CalledProcessError as exc:
        raise SystemExit(f"glibc_floor: objdump could not read {path}: {exc.stderr.strip()}") from None
    return needs_of(listing)


def dotted(version: tuple[int, ...]) -> str:
    return ".".join(str(x) for x in version)


def check(folder: Path) -> tuple[list[tuple[Path, dict]], list[str]]:
    """Every ELF file's needs, and one sentence per file above the floor."""
    rows, over = [], []
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p)):
        need = needs(path)
        rows.append((path, need))
        for kind, version in need.items():
            if version > FLOOR[kind]:
                over.append(f"{path.relative_to(folder)} needs {kind}_{dotted(version)} "
                            f"(the floor is {kind}_{dotted(FLOOR[kind])})")
    return rows, over


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("folder", type=Path)
    p.add_argument("--report", action="store_true", help="list every file's highest needs")
    args = p.parse_args(argv)
    if not args.folder.is_dir():
        print(f"glibc_floor: {args.folder} is not a folder", file=sys.stderr)
        return 2
    rows, over = check(args.folder)
    if args.report:
        for path, need in sorted(rows, key=lambda r: r[1].get("GLIBC", ()), reverse=True):
            text = " ".join(f"{k}_{dotted(v)}" for k, v in sorted(need.items())) or "-"
            print(f"{text:32} {path.relative_to(args.folder)}")
    if not rows:
        print(f"glibc_floor: no ELF file under {args.folder}", file=sys.stderr)
        return 2
    for line in over:
        print(f"glibc_floor: {line}", file=sys.stderr)
    top = max((need.get("GLIBC", ()) for _, need in rows), default=())
    if over:
        return 1
    print(f"glibc_floor: {len(rows)} ELF files, the highest need GLIBC_{dotted(top)} "
          f"(floor GLIBC_{dotted(FLOOR['GLIBC'])}, GLIBCXX_{dotted(FLOOR['GLIBCXX'])})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
