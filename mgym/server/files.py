"""Serving files from a folder without letting a request out of it, and reading run folders."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

#: types of the files a run folder or the UI holds; anything else is served as bytes
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8", ".json": "application/json", ".jsonl": "text/plain; charset=utf-8",
    ".txt": "text/plain; charset=utf-8", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg",
    ".svg": "image/svg+xml", ".webp": "image/webp", ".gif": "image/gif", ".ico": "image/x-icon",
}


def resolve(root: Path, rel: str) -> Path | None:
    """``root/rel`` if it exists inside ``root`` (after resolving ``..`` and symlinks), else None.

    Every way out of ``root`` (``..``, encoded or not, absolute paths, symlinks pointing elsewhere,
    backslashes, NUL bytes) gives None."""
    if "\x00" in rel or "\\" in rel:
        return None
    try:
        base = root.resolve(strict=True)
        target = (base / rel.lstrip("/")).resolve(strict=True)
    except (OSError, RuntimeError, ValueError):
        return None
    return target if target.is_relative_to(base) else None


def safe_path(root: Path, rel: str) -> Path | None:
    """The file ``root/rel`` inside ``root`` (a directory gives its ``index.html``), else None."""
    target = resolve(root, rel)
    if target is not None and target.is_dir():
        target = target / "index.html"
    return target if target is not None and target.is_file() else None


def content_type(path: Path) -> str:
    return CONTENT_TYPES.get(path.suffix.lower(), "application/octet-stream")


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def _results(f: Path | None) -> list[dict[str, Any]]:
    """The rows of a results.jsonl file (None: no such file inside the root)."""
    if f is None:
        return []
    rows = []
    try:
        text = f.read_text()
    except OSError:
        return []
    for line in text.splitlines():
        try:
            row = json.loads(line)
        except ValueError:
            continue
        if isinstance(row, dict):
            rows.append(row)
    return rows


def list_runs(root: Path) -> list[dict[str, Any]]:
    """Every run folder directly under ``root``: name, agent, episode count, headline metrics.

    A folder (or a file in it) that is a symlink leading out of ``root`` is not a run of ``root``."""
    if not root.is_dir():
        return []
    out = []
    for name in sorted(p.name for p in root.iterdir()):
        d = resolve(root, name)
        if d is None or not d.is_dir():
            continue
        files = {f: safe_path(root, f"{name}/{f}") for f in ("results.jsonl", "summary.json", "index.html")}
        if not any(files.values()):
            continue
        summary = _read_json(files["summary.json"]) if files["summary.json"] else None
        summary = summary if isinstance(summary, dict) else {}
        episodes = summary.get("episodes")
        if episodes is None:
            episodes = len(_results(files["results.jsonl"]))
        out.append({"name": name, "agent": summary.get("agent"), "episodes": episodes,
                    "tasks": summary.get("tasks"),
                    "metrics": {k: summary[k] for k in ("SR", "PR", "FC", "OT", "USE") if k in summary},
                    "report": f"/runs/{name}/index.html" if files["index.html"] else None})
    return out


def run_detail(root: Path, name: str) -> dict[str, Any] | None:
    """One run's summary and its episodes, each with a link to its trajectory page if written."""
    if "/" in name or name in ("", ".", ".."):
        return None
    results, summary_file = safe_path(root, f"{name}/results.jsonl"), safe_path(root, f"{name}/summary.json")
    if results is None and summary_file is None:
        return None
    from bench.runner import episode_dir, result_key

    episodes = []
    for r in _results(results):
        try:
            rel = episode_dir(Path(name), result_key(r)).as_posix()
        except (KeyError, TypeError):
            continue
        page = f"/runs/{rel}/index.html" if safe_path(root, f"{rel}/index.html") else None
        episodes.append({"task": r.get("task"), "index": r.get("index"), "base_seed": r.get("base_seed"),
                         "seed": r.get("seed"), "success": r.get("success"), "progress": r.get("progress"),
                         "steps": r.get("steps"), "termination": r.get("termination"),
                         "side_effects": len(r.get("side_effects") or []), "error": r.get("error"), "page": page})
    summary = _read_json(summary_file) if summary_file else None
    return {"name": name, "summary": summary if isinstance(summary, dict) else None, "episodes": episodes,
            "report": f"/runs/{name}/index.html" if safe_path(root, f"{name}/index.html") else None}
