"""A piece of pure computation beside the window, with progress: ``Job("module:function",
payload)`` runs ``function(payload, progress)`` in a separate process started with "spawn"
(pure Python would hold the interpreter lock in a thread), or in a thread if no process can
start. ``progress(done, total)`` sends (done, total) back over the pipe; the function's
return value (picklable) is the ``result``, an exception its ``error`` (a text for the log or
a message). The window calls ``poll()`` every frame and never waits; ``wait(limit)`` blocks
(tests, screenshots); ``stop()`` ends it (the process is terminated; a thread is left to
finish, its answer dropped)."""

from __future__ import annotations

import importlib
import multiprocessing
import threading
import time
from typing import Any

from app.frozen import prepare_multiprocessing
from app.i18n import N_

STOPPED = N_("the work stopped before it finished")  # an error shown where the job's result would be


def load_function(target: str):
    module_name, __, name = target.partition(":")
    return getattr(importlib.import_module(module_name), name)


def job_main(conn, target: str, payload: Any) -> None:
    """The worker: ("progress", done, total) messages now and then, then one ("ok", result)
    or ("error", text)."""

    last = [0.0]

    def progress(done: int, total: int) -> None:
        now = time.perf_counter()
        if now - last[0] < 0.05 and done < total:
            return  # (no flood of messages)
        last[0] = now
        try:
            conn.send(("progress", int(done), int(total)))
        except (OSError, ValueError):
            pass

    try:
        answer = ("ok", load_function(target)(payload, progress))
    except Exception as exc:  # reported where the result would be, never silently lost
        answer = ("error", f"{type(exc).__name__}: {exc}")
    try:
        conn.send(answer)
    except (OSError, ValueError) as exc:  # an unpicklable result, say
        try:
            conn.send(("error", f"{type(exc).__name__}: {exc}"))
        except (OSError, ValueError):
            pass


class _ThreadPipe:
    """The thread's stand-in for a pipe end: messages kept in a list."""

    def __init__(self):
        self.lock = threading.Lock()
        self.messages: list = []

    def send(self, msg) -> None:
        with self.lock:
            self.messages.append(msg)

    def take(self) -> list:
        with self.lock:
            out, self.messages = self.messages, []
        return out


class Job:
    """See the module doc."""

    def __init__(self, target: str, payload: Any, use_process: bool = True, name: str = "felt-job"):
        self.target = target
        self.result: Any = None
        self.error: str | None = None
        self.finished = False
        self.progress: tuple[int, int] = (0, 0)
        self.started = time.perf_counter()
        self.in_process = False
        self._proc = None
        self._conn = None
        self._box: _ThreadPipe | None = None
        if use_process:
            try:
                prepare_multiprocessing()
                ctx = multiprocessing.get_context("spawn")
                recv, send = ctx.Pipe(duplex=False)
                proc = ctx.Process(target=job_main, args=(send, target, payload), daemon=True, name=name)
                proc.start()
                send.close()
                self._proc, self._conn = proc, recv
                self.in_process = True
                return
            except (OSError, ValueError, RuntimeError):
                self._proc = self._conn = None
        self._box = _ThreadPipe()
        threading.Thread(target=job_main, args=(self._box, target, payload), daemon=True, name=name).start()

    @property
    def done(self) -> bool:
        return self.finished

    @property
    def fraction(self) -> float:
        """How far it has got, 0 to 1 (1 once done)."""
        if self.finished:
            return 1.0
        done, total = self.progress
        return max(0.0, min(1.0, done / total)) if total > 0 else 0.0

    @property
    def seconds(self) -> float:
        return time.perf_counter() - self.started

    def _messages(self) -> list:
        if self._box is not None:
            return self._box.take()
        out = []
        if self._conn is None:
            return out
        try:
            while self._conn.poll():
                out.append(self._conn.recv())
            if not out and self._proc is not None and not self._proc.is_alive() and not self._conn.poll():
                out.append(("error", STOPPED))
        except (EOFError, OSError):
            out.append(("error", STOPPED))
        return out

    def poll(self) -> bool:
        """Read what the worker has sent; True once it has answered (``result`` or ``error``)."""
        if self.finished:
            return True
        for msg in self._messages():
            if msg[0] == "progress":
                self.progress = (msg[1], msg[2])
                continue
            if msg[0] == "ok":
                self.result = msg[1]
            else:
                self.error = str(msg[1])
            self.finished = True
            self.stop()
            break
        return self.finished

    def wait(self, limit: float = 120.0) -> bool:
        """Block until answered or ``limit`` seconds have passed (tests, screenshots)."""
        end = time.perf_counter() + limit
        while not self.poll() and time.perf_counter() < end:
            time.sleep(0.01)
        return self.finished

    def stop(self) -> None:
        if self._proc is not None:
            if self._proc.is_alive():
                self._proc.terminate()
            self._proc.join(timeout=1.0)
            self._proc = None
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if not self.finished:  # stopped from outside: it answers nothing more
            self.finished = True
            self.error = STOPPED
        self._box = None
