"""Computer players think in a separate process, so the window keeps its frames while they
think (a thread would hold the interpreter lock and make frames late).

A ``Thinker`` belongs to one table. It starts its process on the first question and reuses
it: the process keeps one agent per key (a seat, or any other name such as "suggest"),
made by ``app.ai.base.make_agent(game_id, level, seed)`` exactly as ``app.sim`` makes them,
so the same seed and level choose the same moves at a table and in the simulator.

Questions are answered in order; each has a ticket, and ``poll`` returns only the answer to
the question still wanted (``cancel`` forgets it: a late answer is dropped). ``stop`` ends
the process at once, even in the middle of a think.

A thinking process that dies (killed, out of memory, a crash) or an agent that raises never
ends the table: the question is asked again, of a fresh process (and a fresh agent), and
``take_notices`` tells the table whose thinking stopped so it can say so. Only after
``MAX_TRIES`` failures of the same question does ``poll`` raise ThinkingFailed.

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
from app.games import find_descriptor, register

MAX_TRIES = 3  # a question that fails this many times in a row is given up (ThinkingFailed)


class ThinkingFailed(RuntimeError):
    """A question the computer player could not answer, ``MAX_TRIES`` times in a row.
    ``key`` is whose question it was (a seat, or a name such as "suggest")."""

    def __init__(self, key: Hashable, reason: str, tries: int):
        self.key = key
        self.reason = reason
        self.tries = tries
        super().__init__(f"computer player failed {tries} times: {reason}")


def _serve(conn, game_id: str, specs: Mapping[Hashable, tuple[str, int]], described=None) -> None:
    """The thinking process: answer (ticket, key, view, legal, seed) with (ticket, move,
    error); with a seed (a hint: see ``Thinker.advise``) the answer is app.ai.base.advise's
    (move, why) from a fresh agent of the key's level seeded so, else the key's own agent's move.
    ``described``: the game's descriptor, registered here when this process does not know
    the game (one registered while the app runs, as a test's game is): a spawned process
    starts with app.games' own list only."""
    from app.ai.base import advise, make_agent

    if described is not None and find_descriptor(game_id) is None:
        register(described)

    agents: dict = {}
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        ticket, key, view, legal, seed = msg
        try:
            if isinstance(seed, tuple):  # the coach: (the move played, seed) -> app.ai.coach's verdict
                from app.ai.coach import verdict

                conn.send((ticket, verdict(game_id, specs[key][0], view, legal, seed[0], seed[1]), None))
                continue
            if seed is not None:
                conn.send((ticket, advise(game_id, specs[key][0], view, legal, seed), None))
                continue
            agent = agents.get(key)
            if agent is None:
                level, seed = specs[key]
                agent = agents[key] = make_agent(game_id, level, seed)
            answer = (ticket, agent.choose(view, legal), None)
        except Exception as exc:  # reported by the table, never silently lost
            agents.pop(key, None)  # asked again, a fresh agent answers
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
        self._questions: dict[int, tuple] = {}  # ticket -> (key, view, legal, seed) until answered
        self._tries: dict[int, int] = {}  # ticket -> failures so far
        self._notices: list[tuple[Hashable, str]] = []  # (key, reason) of each question asked again
        self.failures = 0  # failed thinks so far (each was asked again or given up)

    # ------------------------------------------------------------------ process
    def _start(self) -> None:
        if self._conn is not None:
            return
        if self.use_process:
            try:
                prepare_multiprocessing()
                ctx = multiprocessing.get_context("spawn")
                parent, child = ctx.Pipe()
                proc = ctx.Process(target=_serve, daemon=True, name=f"felt-thinker-{self.game_id}",
                                   args=(child, self.game_id, self.specs, find_descriptor(self.game_id)))
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
        if isinstance(self._conn, _ThreadConn):
            return self._conn._thread.is_alive()
        return self._conn is not None

    def _dead(self) -> bool:
        """Started, and its process (or thread) is gone."""
        return self._conn is not None and not self.alive

    def _close(self) -> None:
        """Let go of the process and its pipe (the questions stay)."""
        conn, proc = self._conn, self._proc
        self._conn = self._proc = None
        self._busy.clear()
        if conn is not None:
            try:
                conn.send(None)  # a process between questions ends by itself
            except (OSError, ValueError, AttributeError):
                pass
        if proc is not None:
            proc.join(0.05)
            if proc.is_alive():
                proc.terminate()
                proc.join(1.0)
            try:
                conn.close()
            except (OSError, AttributeError):
                pass

    def _failed(self, ticket: int, reason: str) -> bool:
        """One failure of a wanted question: True if it is to be asked again, False once it
        is given up (its answer is then the error that ``poll`` raises)."""
        self.failures += 1
        tries = self._tries[ticket] = self._tries.get(ticket, 0) + 1
        key = self._questions[ticket][0] if ticket in self._questions else None
        if tries >= MAX_TRIES or ticket not in self._questions:
            self._answers[ticket] = (None, reason)
            return False
        self._notices.append((key, reason))
        return True

    def _recover(self, reason: str) -> None:
        """The process died: every question it held that is still wanted is asked again of
        a fresh process (or given up after MAX_TRIES)."""
        lost = sorted(t for t in self._busy if t in self._wanted and t not in self._answers)
        self._close()
        again = [t for t in lost if self._failed(t, reason)]
        for t in again:
            self._send(t)

    def _send(self, ticket: int) -> None:
        self._start()
        key, view, legal, seed = self._questions[ticket]
        self._busy.add(ticket)
        try:
            self._conn.send((ticket, key, view, legal, seed))
        except (OSError, ValueError) as exc:  # the process died before the question reached it
            self._recover(f"the thinking process ended ({exc})")

    def take_notices(self) -> list[tuple[Hashable, str]]:
        """(key, reason) of each question asked again since the last call, for the table to
        say whose thinking stopped."""
        out, self._notices = self._notices, []
        return out

    # ------------------------------------------------------------------ questions
    def ask(self, key: Hashable, view: Any, legal: Sequence[Any], seed: int | None = None) -> int:
        """Send a question; returns its ticket. With ``seed``, a hint: the answer is
        (move, why) from a fresh agent of ``key``'s level (app.ai.base.advise); with ``seed``
        a pair (the move played, seed), the coach's verdict on that move (app.ai.coach)."""
        if self._dead():
            self._recover("the thinking process stopped")  # (between questions: nothing lost)
        self._next += 1
        ticket = self._next
        self._wanted.add(ticket)
        self._questions[ticket] = (key, view, tuple(legal), seed)
        self._send(ticket)
        return ticket

    def _drain(self, timeout: float = 0.0) -> None:
        """Take in the answers that have come; a dead process is replaced (see _recover)."""
        conn = self._conn
        if conn is None:
            return
        try:
            while conn is self._conn and conn.poll(timeout):  # (a failed think may replace the process)
                ticket, move, error = conn.recv()
                self._busy.discard(ticket)
                timeout = 0.0
                if ticket not in self._wanted:
                    continue
                if error is not None and self._failed(ticket, error):
                    self._send(ticket)  # a fresh agent tries again
                    continue
                self._answers[ticket] = (move, error)
        except (EOFError, OSError) as exc:
            if conn is self._conn:
                self._recover(f"the thinking process ended ({exc or 'closed'})")
            return
        if conn is self._conn and self._dead():  # gone without a word (killed): what it was asked is asked again
            self._recover("the thinking process stopped")

    def poll(self, ticket: int):
        """(True, move) once ``ticket`` is answered, else (False, None). A failed think is
        asked again by itself; raises ThinkingFailed once it has failed MAX_TRIES times."""
        if ticket not in self._answers:
            self._drain()
        if ticket not in self._answers:
            return False, None
        move, error = self._answers.pop(ticket)
        self._wanted.discard(ticket)
        key = self._questions.pop(ticket, (None,))[0]
        tries = self._tries.pop(ticket, 0)
        if error is not None:
            raise ThinkingFailed(key, error, tries)
        return True, move

    def wait(self, ticket: int, timeout: float = 60.0) -> None:
        """Block until ``ticket`` is answered (tests, screenshots, headless autoplay)."""
        import time

        end = time.monotonic() + timeout
        while ticket not in self._answers and ticket in self._wanted:
            left = end - time.monotonic()
            if left <= 0:
                raise TimeoutError("the computer player did not answer in time")
            self._drain(min(0.05, left))  # (a dead process is replaced and asked again)

    def settle(self, timeout: float = 60.0) -> None:
        """Block until every question sent so far has been answered (wanted or not)."""
        import time

        end = time.monotonic() + timeout
        while self._busy and self._conn is not None:
            if time.monotonic() > end:
                raise TimeoutError("the computer player did not answer in time")
            self._drain(0.05)  # (a dead process is replaced: what is wanted is asked again)

    def cancel(self, ticket: int | None) -> None:
        """Forget a question: its answer is dropped when it comes."""
        if ticket is not None:
            self._wanted.discard(ticket)
            self._answers.pop(ticket, None)
            self._questions.pop(ticket, None)
            self._tries.pop(ticket, None)

    def stop(self) -> None:
        """End the process now (the table is left); unanswered questions are forgotten."""
        self._wanted.clear()
        self._answers.clear()
        self._questions.clear()
        self._tries.clear()
        self._notices.clear()
        self._close()
