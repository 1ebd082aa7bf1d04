"""Computer players think in a separate process, so the window keeps its frames while they
think (a thread would hold the interpreter lock and make frames late).

A ``Thinker`` belongs to one table. It starts its process on the first question and reuses
it: the process keeps one agent per key (a seat, or any other name such as "suggest"),
made by ``app.ai.base.make_agent(game_id, level, seed)`` exactly as ``app.sim`` makes them,
so the same seed and level choose the same moves at a table and in the simulator.

Questions are answered in order; each has a ticket, and ``poll`` returns only the answer to
the question still wanted (``cancel`` forgets it: a late answer is dropped). ``stop`` ends
the process at once, even in the middle of a think.

The process is started with the "spawn" method (no copy of the window's state; works the
same in the PyInstaller bundle: app.frozen prepares it there). If a
process cannot be started at all, the thinker falls back to a thread and says so in
``fallback``.
"""

from __future__ import annotations

import multiprocessing
import queue
import threading
from typing import Any, Hashable, Mapping, Sequence

from app.frozen import prepare_multiprocessing


def _serve(conn, game_id: str, specs: Mapping[Hashable, tuple[str, int]]) -> None:
    """The thinking process: answer (ticket, key, view, legal) with (ticket, move, error)."""
    from app.ai.base import make_agent

    agents: dict = {}
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        ticket, key, view, legal = msg
        try:
            agent = agents.get(key)
            if agent is None:
                level, seed = specs[key]
                agent = agents[key] = make_agent(game_id, level, seed)
            answer = (ticket, agent.choose(view, legal), None)
        except Exception as exc:  # reported by the table, never silently lost
            answer = (ticket, None, f"{type(exc).__name__}: {exc}")
        try:
            conn.send(answer)
        except (OSError, ValueError):
            return  # the table is gone


class _ThreadConn:
    """The thread fallback: the same message protocol over two queues."""

    def __init__(self, game_id, specs):
        self._to: queue.Queue = queue.Queue()
        self._from: queue.Queue = queue.Queue()
        outer = self

        class Inner:
            def recv(self):
                return outer._to.get()

            def send(self, msg):
                outer._from.put(msg)

        self._peek = None
        self._thread = threading.Thread(target=_serve, args=(Inner(), game_id, specs), daemon=True)
        self._thread.start()

    def send(self, msg) -> None:
        self._to.put(msg)

    def poll(self, timeout: float = 0.0) -> bool:
        if self._peek is None:
            try:
                self._peek = self._from.get(timeout=timeout) if timeout else self._from.get_nowait()
            except queue.Empty:
                return False
        return True

    def recv(self):
        if self._peek is None:
            return self._from.get()
        item, self._peek = self._peek, None
        return item

    def close(self) -> None:
        self._to.put(None)


class Thinker:
    """See the module doc. ``specs``: key -> (level, seed) of each agent."""

    def __init__(self, game_id: str, specs: Mapping[Hashable, tuple[str, int]], use_process: bool = True):
        self.game_id = game_id
        self.specs = dict(specs)
        self.use_process = use_process
        self.fallback = ""
        self.where = ""  # where the agents think (or thought): "process" or "thread" (the fallback)
        self._proc = None
        self._conn = None
        self._next = 0
        self._wanted: set[int] = set()
        self._busy: set[int] = set()  # tickets sent and not answered yet
        self._answers: dict[int, tuple[Any, str | None]] = {}

    # ------------------------------------------------------------------ process
    def _start(self) -> None:
        if self._conn is not None:
            return
        if self.use_process:
            try:
                prepare_multiprocessing()
                ctx = multiprocessing.get_context("spawn")
                parent, child = ctx.Pipe()
                proc = ctx.Process(target=_serve, args=(child, self.game_id, self.specs), daemon=True,
                                   name=f"felt-thinker-{self.game_id}")
                proc.start()
                child.close()
                self._proc, self._conn = proc, parent
                self.where = "process"
                return
            except (OSError, RuntimeError, ValueError) as exc:
                self.fallback = f"thinking in a thread ({exc})"
        self._conn = _ThreadConn(self.game_id, self.specs)
        self.where = "thread"

    @property
    def started(self) -> bool:
        return self._conn is not None

    @property
    def alive(self) -> bool:
        if self._proc is not None:
            return self._proc.is_alive()
        return self._conn is not None

    # ------------------------------------------------------------------ questions
    def ask(self, key: Hashable, view: Any, legal: Sequence[Any]) -> int:
        """Send a question; returns its ticket."""
        self._start()
        self._next += 1
        ticket = self._next
        self._wanted.add(ticket)
        self._busy.add(ticket)
        self._conn.send((ticket, key, view, tuple(legal)))
        return ticket

    def _drain(self, timeout: float = 0.0) -> None:
        conn = self._conn
        if conn is None:
            return
        try:
            while conn.poll(timeout):
                ticket, move, error = conn.recv()
                self._busy.discard(ticket)
                if ticket in self._wanted:
                    self._answers[ticket] = (move, error)
                timeout = 0.0
        except (EOFError, OSError) as exc:
            for t in self._busy:
                if t in self._wanted:
                    self._answers[t] = (None, f"the thinking process ended ({exc or 'closed'})")
            self._busy.clear()

    def poll(self, ticket: int):
        """(True, move) once ``ticket`` is answered, else (False, None). Raises RuntimeError
        with the agent's error if it failed."""
        if ticket not in self._answers:
            self._drain()
        if ticket not in self._answers:
            if self._proc is not None and not self._proc.is_alive() and ticket in self._busy:
                self._busy.discard(ticket)
                self._answers[ticket] = (None, "the thinking process stopped")
            else:
                return False, None
        move, error = self._answers.pop(ticket)
        self._wanted.discard(ticket)
        if error is not None:
            raise RuntimeError(f"computer player failed: {error}")
        return True, move

    def wait(self, ticket: int, timeout: float = 60.0) -> None:
        """Block until ``ticket`` is answered (tests, screenshots, headless autoplay)."""
        import time

        end = time.monotonic() + timeout
        while ticket not in self._answers and ticket in self._wanted:
            left = end - time.monotonic()
            if left <= 0:
                raise TimeoutError("the computer player did not answer in time")
            self._drain(min(0.05, left))
            if self._proc is not None and not self._proc.is_alive():
                break

    def settle(self, timeout: float = 60.0) -> None:
        """Block until every question sent so far has been answered (wanted or not)."""
        import time

        end = time.monotonic() + timeout
        while self._busy and self._conn is not None:
            if time.monotonic() > end:
                raise TimeoutError("the computer player did not answer in time")
            self._drain(0.05)
            if self._proc is not None and not self._proc.is_alive():
                break

    def cancel(self, ticket: int | None) -> None:
        """Forget a question: its answer is dropped when it comes."""
        if ticket is not None:
            self._wanted.discard(ticket)
            self._answers.pop(ticket, None)

    def stop(self) -> None:
        """End the process now (the table is left); unanswered questions are forgotten."""
        self._wanted.clear()
        self._answers.clear()
        conn, proc = self._conn, self._proc
        self._conn = self._proc = None
        self._busy.clear()
        if conn is not None:
            try:
                conn.send(None)  # a process between questions ends by itself
            except (OSError, ValueError):
                pass
        if proc is not None:
            proc.join(0.05)
            if proc.is_alive():
                proc.terminate()
                proc.join(1.0)
            try:
                conn.close()
            except OSError:
                pass
