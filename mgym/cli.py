"""The ``mgym`` command."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NoReturn

import typer
from rich.console import Console
from rich.table import Table

app = typer.Typer(help="mgym: a simulated Android phone for GUI agents.", no_args_is_help=True,
                  add_completion=False)
console = Console()


def fail(message: object, code: int = 2) -> NoReturn:
    """Print ``error: <message>`` on stderr as one line and exit with ``code``.

    Plain text, never wrapped to the terminal's width (rich wraps at 80 columns when the output is
    not a terminal, so a long path would split the message): people and tests grep these lines.
    Use it for every command's bad-input error."""
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code) from None


@contextmanager
def user_errors() -> Iterator[None]:
    """Bad input (an unknown app, a bad action or patch) is one line on stderr and exit code 2."""
    from mgym.errors import MgymError

    try:
        yield
    except MgymError as e:
        fail(e)


@app.command("apps")
def apps_cmd() -> None:
    """List the installed apps with their screen and transition counts."""
    from mgym.apps import registry
    from mgym.nav.graph import reachable

    t = Table("id", "name", "screens", "transitions", "reachable")
    for a in registry().values():
        nav = a.navigation
        t.add_row(a.id, a.manifest.name, str(len(nav.screens)), str(len(nav.transitions)),
                  str(len(reachable(nav))))
    console.print(t)


@app.command("nav")
def nav_cmd(app_id: str, out: Path = typer.Option(Path("nav"), help="folder for <app>.json and <app>.svg")) -> None:
    """Export an app's navigation graph as JSON and an SVG picture."""
    from mgym.apps import get_app
    from mgym.nav.graph import to_json, to_svg

    with user_errors():
        nav = get_app(app_id).navigation
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{app_id}.json").write_text(json.dumps(to_json(nav), indent=1))
    (out / f"{app_id}.svg").write_text(to_svg(nav))
    console.print(f"wrote {out / (app_id + '.json')} and {out / (app_id + '.svg')}")


@app.command("check")
def check_cmd(apps: list[str] = typer.Argument(None, help="app ids or names (default: every app)"),
              max_states: int = typer.Option(400, help="states to explore per app"),
              locale: str = typer.Option("en", help="the phone's language and region: en or zh-CN")) -> None:
    """Crawl every app: declared transitions vs rendered triggers, crashes, reachability, and every
    text field focused (shown above the keyboard, with its keypad)."""
    from mgym.apps import find_app, registry
    from mgym.nav.check import unreachable
    from mgym.nav.crawl import crawl
    from mgym.nav.fields import check_fields

    with user_errors():
        ids = [find_app(a).id for a in apps] if apps else list(registry())
    bad = False
    t = Table()
    t.add_column("app", no_wrap=True, min_width=max(map(len, ids)))  # never cut, whatever the width
    for head in ("states", "screens", "never rendered", "undeclared", "unreachable", "errors", "fields", "under kbd"):
        t.add_column(head)
    for app_id in ids:
        r = crawl(app_id, max_states=max_states, locale=locale)
        un = unreachable(app_id)
        f = check_fields(app_id, locale=locale, report=r)
        bad |= not r.ok or bool(un) or not f.ok
        t.add_row(app_id, str(r.states), str(len(r.screens)), ", ".join(sorted(r.never_rendered)) or "-",
                  ", ".join(sorted(r.undeclared)) or "-", ", ".join(sorted(un)) or "-", str(len(r.errors)),
                  str(f.fields), str(len(f.problems)))
        for err in [*r.errors[:5], *f.problems[:5]]:
            console.print(f"[red]{app_id}[/red]: {err}", soft_wrap=True)  # one line each, to grep
    console.print(t)
    raise typer.Exit(1 if bad else 0)


@app.command("shot")
def shot_cmd(app_name: str = typer.Argument("launcher"), out: Path = Path("screen.png"), seed: int = 0,
             locale: str = typer.Option("en", help="the phone's language and region: en or zh-CN")) -> None:
    """Open an app on a fresh phone and save a screenshot."""
    from mgym import Session

    with user_errors():
        s = Session(seed=seed, locale=locale)
        if app_name != "launcher":
            s.step({"action": "awake", "app": app_name}, screenshot=False)
        shot = s.observe().screenshot or b""
    out.write_bytes(shot)
    console.print(f"wrote {out}")


@app.command("perf")
def perf_cmd(steps: int = 60, sessions: int = 1000) -> None:
    """Run the benchmark script (speed and memory figures)."""
    from mgym.perf import main as run_perf

    run_perf(["--steps", str(steps), "--sessions", str(sessions)])


@app.command("demo")
def demo_cmd(out: Path = Path("demo-out")) -> None:
    """Walk the system apps by taps; write screenshots and the state diff."""
    from mgym.demo import main as run_demo

    run_demo(out)


@app.command("serve")
def serve_cmd(host: str = typer.Option("127.0.0.1", help="address to bind (loopback unless you mean otherwise)"),
              port: int = typer.Option(8765, help="port to listen on"),
              runs: Path = typer.Option(Path("runs"), help="runs folder to browse"),
              locale: str = typer.Option("en", help="language of new phones: en or zh-CN (a request may name another)"),
              token: str | None = typer.Option(None, help="bearer token (default $MGYM_SERVE_TOKEN); required "
                                               "to bind beyond loopback")) -> None:
    """Start the dev server: live phones, inspector, tasks by hand, run reports."""
    from mgym.i18n import normalize_locale
    from mgym.server.app import serve
    from mgym.server.listen import UnsafeBind

    try:
        locale = normalize_locale(locale)
    except ValueError as e:
        raise typer.BadParameter(str(e)) from None
    console.print(f"mgym dev server on http://{'[' + host + ']' if ':' in host else host}:{port}/ (runs: {runs})")
    try:
        serve(host, port, runs, locale=locale, token=token)
    except UnsafeBind as e:
        fail(e)


def _register_bench() -> None:
    """The benchmark commands live in ``bench`` (it sits above the simulator); add them if installed."""
    try:
        from bench.cli import register
    except ImportError:  # pragma: no cover - the simulator without the benchmark
        return
    register(app)


_register_bench()


def main() -> None:
    app()


if __name__ == "__main__":
    main()
