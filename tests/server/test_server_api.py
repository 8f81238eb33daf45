"""The dev server's JSON API through Starlette's TestClient."""

from __future__ import annotations

import json
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.exceptions import StarletteDeprecationWarning

from mgym.server.app import create_app, hosts_for

with warnings.catch_warnings():
    # Starlette 1.x would rather have httpx2; the project's dev extra installs httpx
    warnings.simplefilter("ignore", StarletteDeprecationWarning)
    from starlette.testclient import TestClient


@pytest.fixture
def runs(tmp_path: Path) -> Path:
    root = tmp_path / "runs"
    run = root / "oracle"
    ep = run / "episodes" / "launcher.OpenFromDrawer__0_s0"
    ep.mkdir(parents=True)
    row = {"task": "launcher.OpenFromDrawer", "index": 0, "base_seed": 0, "seed": 1, "success": True,
           "progress": 1.0, "steps": 2, "termination": "complete", "side_effects": []}
    (run / "results.jsonl").write_text(json.dumps(row) + "\n")
    (run / "summary.json").write_text(json.dumps({"agent": "oracle", "episodes": 1, "tasks": 1, "SR": 1.0}))
    (run / "index.html").write_text("<h1>report</h1>")
    (ep / "index.html").write_text("<h1>episode</h1>")
    (tmp_path / "secret.txt").write_text("do not serve me")
    return root


@pytest.fixture
def client(runs: Path) -> Iterator[TestClient]:
    with TestClient(create_app(runs)) as c:
        yield c


def new_session(c: TestClient, **body: Any) -> str:
    r = c.post("/api/sessions", json=body)
    assert r.status_code == 201, r.text
    return str(r.json()["id"])


def center(c: TestClient, sid: str, text: str, **match: Any) -> tuple[float, float]:
    ui = c.get(f"/api/sessions/{sid}/observation").json()["ui"]
    hits = [u for u in ui if u["text"].startswith(text) and all(u.get(k) == v for k, v in match.items())]
    assert hits, f"no {text!r} in {[u['text'] for u in ui]}"
    x0, y0, x1, y1 = hits[0]["bounds"]
    return (x0 + x1) / 2, (y0 + y1) / 2


def click(c: TestClient, sid: str, text: str, **match: Any) -> dict[str, Any]:
    x, y = center(c, sid, text, **match)
    r = c.post(f"/api/sessions/{sid}/step", json={"action": "click", "x": x, "y": y})
    assert r.status_code == 200, r.text
    out: dict[str, Any] = r.json()
    return out


def test_create_step_and_screenshot(client: TestClient) -> None:
    sid = new_session(client, seed=3)
    summary = client.get(f"/api/sessions/{sid}").json()
    assert (summary["seed"], summary["app"], summary["screen"], summary["steps"]) == (3, "launcher", "home", 0)
    assert sid in [s["id"] for s in client.get("/api/sessions").json()]
    res = click(client, sid, "Settings")
    assert res["action"]["action"] == "click"
    assert (res["observation"]["app"], res["observation"]["steps"]) == ("settings", 1)
    assert any(u["text"].startswith("Network & internet") for u in res["observation"]["ui"])
    img = client.get(f"/api/sessions/{sid}/screen")
    assert img.status_code == 200 and img.headers["content-type"] == "image/png"
    assert img.content.startswith(b"\x89PNG")
    log = client.get(f"/api/sessions/{sid}/log").json()
    assert [e["kind"] for e in log["entries"]] == ["action"] and log["entries"][0]["hit"] == "launcher.open"
    assert client.delete(f"/api/sessions/{sid}").status_code == 200
    assert client.get(f"/api/sessions/{sid}").status_code == 404


@pytest.mark.parametrize(("payload", "reason"), [
    ({"action": "click", "x": 5000, "y": 10}, "outside [0, 1000]"),
    ({"action": "fly"}, "unknown action 'fly'"),
    ({"action": "click", "x": 10}, "a point needs both x and y"),
    ({"action": "click", "x": True, "y": 10}, "x: Input should be a valid number"),
    ({"action": "awake", "app": "NoSuchApp"}, "unknown app 'NoSuchApp'"),
    ({"x": 1}, "needs an 'action' field"),
    ([1, 2], "must be a dict, JSON object"),
])
def test_bad_action_is_422_naming_the_problem(client: TestClient, payload: Any, reason: str) -> None:
    sid = new_session(client)
    r = client.post(f"/api/sessions/{sid}/step", json=payload)
    assert r.status_code == 422
    assert reason in r.json()["error"]
    assert client.get(f"/api/sessions/{sid}").json()["steps"] == 0  # nothing applied


def test_foreign_action_formats_are_accepted(client: TestClient) -> None:
    sid = new_session(client)
    x, y = center(client, sid, "Settings")
    r = client.post(f"/api/sessions/{sid}/step", json={"action": "CLICK", "point": [x, y]})
    assert r.status_code == 200 and r.json()["observation"]["app"] == "settings"
    r = client.post(f"/api/sessions/{sid}/step", json={"action_type": "navigate_home"})
    assert r.status_code == 200 and r.json()["action"] == {"action": "home"}


@pytest.mark.parametrize("payload", [
    {"action": "fly"}, {"action": "click", "x": 5000, "y": 1}, {"action": "awake", "app": "NoSuchApp"},
    {"action_type": "click", "index": 999}, {"action": "swipe", "direction": ["up"]}, [1, 2], b"{nope", b"",
])
def test_invalid_action_in_a_task_is_a_noop_that_costs_a_step(client: TestClient, payload: Any) -> None:
    sid = new_session(client, task="launcher.OpenFromDrawer", index=0)
    before = client.get(f"/api/sessions/{sid}").json()
    state = client.get(f"/api/sessions/{sid}/state").json()
    if isinstance(payload, bytes):
        r = client.post(f"/api/sessions/{sid}/step", content=payload, headers={"content-type": "application/json"})
    else:
        r = client.post(f"/api/sessions/{sid}/step", json=payload)
    assert r.status_code == 200, r.text
    res = r.json()
    assert res["action"] is None and res["last_action_error"]
    assert res["observation"]["info"]["last_action_error"] == res["last_action_error"]
    assert res["observation"]["steps"] == before["steps"] + 1, "it costs one step"
    assert res["verdict"]["steps"] == before["steps"] + 1 and res["verdict"]["success"] is False
    assert (res["observation"]["app"], res["observation"]["screen"]) == (before["app"], before["screen"])
    assert client.get(f"/api/sessions/{sid}/state").json() == state, "a no-op"
    entry = client.get(f"/api/sessions/{sid}/log").json()["entries"][-1]
    assert entry["kind"] == "invalid" and entry["error"] == res["last_action_error"]
    assert len(res["last_action_error"]) < 600
    ok = click(client, sid, "All apps")  # and the session goes on
    assert ok["last_action_error"] is None and ok["observation"]["steps"] == before["steps"] + 2


def test_invalid_json_and_wrong_content_type(client: TestClient) -> None:
    sid = new_session(client)
    r = client.post(f"/api/sessions/{sid}/step", content=b"{nope", headers={"content-type": "application/json"})
    assert r.status_code == 422 and "not valid JSON" in r.json()["error"]
    r = client.post(f"/api/sessions/{sid}/step", content=b'{"action": "home"}', headers={"content-type": "text/plain"})
    assert r.status_code == 415


def test_oversized_body_is_413(client: TestClient) -> None:
    sid = new_session(client)
    big = {"action": "type", "text": "x" * 70_000}
    r = client.post(f"/api/sessions/{sid}/step", json=big)
    assert r.status_code == 413
    assert "request body over" in r.json()["error"]

    def chunks() -> Iterator[bytes]:  # no Content-Length: counted while reading
        yield b'{"action": "type", "text": "'
        yield b"x" * 40_000
        yield b"x" * 40_000
        yield b'"}'
    r = client.post(f"/api/sessions/{sid}/step", content=chunks(), headers={"content-type": "application/json"})
    assert r.status_code == 413
    assert client.get(f"/api/sessions/{sid}").json()["steps"] == 0


def test_run_files_without_path_traversal(client: TestClient, runs: Path, tmp_path: Path) -> None:
    assert client.get("/runs/oracle/index.html").text == "<h1>report</h1>"
    r = client.get("/runs/oracle", follow_redirects=False)
    assert r.status_code == 307 and r.headers["location"].endswith("/runs/oracle/")
    assert client.get("/runs/oracle/").text == "<h1>report</h1>"
    for bad in ("/runs/..%2fsecret.txt", "/runs/..%2f..%2f..%2fetc%2fpasswd", "/runs/oracle/..%2f..%2fsecret.txt",
                "/runs/%2e%2e/secret.txt", "/runs/oracle/%2e%2e%2f%2e%2e%2fsecret.txt", "/runs/nothing.html",
                "/static/..%2fapp.py", "/static/..%2f..%2fsession.py"):
        r = client.get(bad)
        assert r.status_code == 404, bad
        assert "do not serve" not in r.text and "import" not in r.text
    (runs / "escape").symlink_to(tmp_path)  # a link out of the root is refused too
    assert client.get("/runs/escape/secret.txt").status_code == 404
    assert client.get("/static/app.js").status_code == 200


def test_unknown_session_is_404(client: TestClient) -> None:
    for method, path in [("GET", "/api/sessions/nope"), ("GET", "/api/sessions/nope/state"),
                         ("GET", "/api/sessions/nope/screen"), ("POST", "/api/sessions/nope/step"),
                         ("DELETE", "/api/sessions/nope"), ("POST", "/api/sessions/nope/fork")]:
        r = client.request(method, path, json={"action": "home"} if method == "POST" else None)
        assert r.status_code == 404, (method, path)
        assert "no session 'nope'" in r.json()["error"]


def test_state_diff_reflects_a_change(client: TestClient) -> None:
    sid = new_session(client)
    assert client.get(f"/api/sessions/{sid}/diff").json() == []
    click(client, sid, "Settings")
    click(client, sid, "Network & internet")
    res = click(client, sid, "Airplane mode", role="switch")
    assert res["changes"] > 0
    assert client.get(f"/api/sessions/{sid}/state").json()["os"]["airplane_mode"] is True
    changes = {c["path"]: c for c in client.get(f"/api/sessions/{sid}/diff").json()}
    assert changes["os.airplane_mode"] == {"path": "os.airplane_mode", "before": False, "after": True,
                                           "kind": "changed"}
    svg = client.get(f"/api/sessions/{sid}/nav.svg")
    assert svg.headers["content-type"] == "image/svg+xml" and 'stroke="#d93025"' in svg.text  # current marked
    assert client.get(f"/api/sessions/{sid}/nav.svg?app=nope").status_code == 404


def test_task_session_is_judged_after_every_step(client: TestClient) -> None:
    sid = new_session(client, task="launcher.OpenFromDrawer", index=0)
    task = client.get(f"/api/sessions/{sid}").json()["task"]
    assert task["id"] == "launcher.OpenFromDrawer" and task["params"]["app"] in task["instruction"]
    v = client.get(f"/api/sessions/{sid}/verdict").json()
    assert v["success"] is False and v["checks"][0]["name"] == "foreground app"
    res = click(client, sid, "All apps")
    assert res["verdict"]["success"] is False
    res = click(client, sid, task["params"]["app"], trigger="launcher.open")
    assert res["verdict"]["success"] is True and res["verdict"]["progress"] == 1.0
    assert res["verdict"]["side_effects"] == []
    assert client.post("/api/sessions", json={"task": "nope.Nothing"}).status_code == 422


def test_snapshot_restore_fork(client: TestClient) -> None:
    sid = new_session(client)
    snap = client.post(f"/api/sessions/{sid}/snapshots", json={"label": "home"}).json()
    assert snap["label"] == "home"
    click(client, sid, "Settings")
    assert client.get(f"/api/sessions/{sid}").json()["app"] == "settings"
    full = client.get(f"/api/sessions/{sid}/snapshots/{snap['id']}").json()
    assert full["steps"] == 0 and "persistent" in full
    r = client.post(f"/api/sessions/{sid}/restore", json={"snapshot": snap["id"]})
    assert r.status_code == 200 and (r.json()["app"], r.json()["steps"]) == ("launcher", 0)
    assert client.post(f"/api/sessions/{sid}/restore", json={"snapshot": "snap99"}).status_code == 404
    click(client, sid, "Settings")
    forks = client.post(f"/api/sessions/{sid}/fork", json={"k": 2}).json()["sessions"]
    assert len(forks) == 2 and all(f["parent"] == sid and f["app"] == "settings" for f in forks)
    a, b = forks[0]["id"], forks[1]["id"]
    click(client, a, "Network & internet")
    assert client.get(f"/api/sessions/{a}").json()["screen"] == "network"
    assert client.get(f"/api/sessions/{b}").json()["screen"] == "main"  # independent copies
    assert client.post(f"/api/sessions/{sid}/fork", json={"k": 99}).status_code == 422


def test_catalogue_and_runs(client: TestClient) -> None:
    doc = client.get("/api").json()
    assert "POST   /api/sessions/{id}/step" in doc["doc"]
    assert {"id", "name"} <= set(client.get("/api/apps").json()[0])
    assert "launcher.OpenFromDrawer" in [t["id"] for t in client.get("/api/tasks").json()]
    runs = client.get("/api/runs").json()
    assert [r["name"] for r in runs] == ["oracle"] and runs[0]["metrics"] == {"SR": 1.0}
    detail = client.get("/api/runs/oracle").json()
    assert detail["episodes"][0]["page"] == "/runs/oracle/episodes/launcher.OpenFromDrawer__0_s0/index.html"
    assert client.get(detail["episodes"][0]["page"]).text == "<h1>episode</h1>"
    for bad in ("%2e%2e", "..%2f..", "nothing"):
        assert client.get(f"/api/runs/{bad}").status_code == 404
    page = client.get("/")
    assert page.status_code == 200 and "/static/app.js" in page.text


def test_runs_listing_stays_inside_the_runs_folder(client: TestClient, runs: Path, tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere" / "stolen"
    outside.mkdir(parents=True)
    (outside / "results.jsonl").write_text(json.dumps({"task": "secret.Task", "index": 0}) + "\n")
    (outside / "summary.json").write_text(json.dumps({"agent": "secret", "episodes": 7}))
    (runs / "linked").symlink_to(outside, target_is_directory=True)
    (runs / "oracle" / "summary.json").unlink()
    (runs / "oracle" / "summary.json").symlink_to(outside / "summary.json")
    listed = client.get("/api/runs").json()
    assert [r["name"] for r in listed] == ["oracle"]
    assert listed[0]["agent"] is None and listed[0]["episodes"] == 1, "a summary linked from outside is not read"
    assert client.get("/api/runs/linked").status_code == 404
    assert client.get("/api/runs/oracle").json()["summary"] is None


def test_foreign_host_refused_when_bound_to_loopback(runs: Path) -> None:
    with TestClient(create_app(runs, allowed_hosts=hosts_for("127.0.0.1")), base_url="http://127.0.0.1:8765") as c:
        assert c.get("/api/sessions").status_code == 200
        assert c.get("/api/sessions", headers={"host": "evil.example"}).status_code == 400
    assert hosts_for("0.0.0.0") is None


def test_cli_has_serve() -> None:
    from typer.testing import CliRunner

    from mgym.cli import app

    r = CliRunner().invoke(app, ["serve", "--help"])
    assert r.exit_code == 0 and "--port" in r.output and "--runs" in r.output


def test_sessions_in_either_language(client: TestClient) -> None:
    r = client.post("/api/sessions", json={"seed": 0, "locale": "zh"})
    assert r.status_code == 201, r.text
    sid = r.json()["id"]
    ui = client.get(f"/api/sessions/{sid}/observation").json()["ui"]
    assert any(u["text"] == "设置" for u in ui)  # the launcher in Chinese
    state = client.get(f"/api/sessions/{sid}/state").json()
    assert state["os"]["settings"]["system"]["locale"] == "zh-CN" and state["os"]["device"]["region"] == "zh-CN"
    r = client.post("/api/sessions", json={"task": "contacts.StarContact", "locale": "zh-CN"})
    assert r.status_code == 201 and any("\u4e00" <= ch <= "\u9fff" for ch in r.json()["task"]["instruction"])
    for bad in ("klingon", 3):
        r = client.post("/api/sessions", json={"locale": bad})
        assert r.status_code == 422 and "locale" in r.json()["error"]
