"""A static HTML report of a run: summary tables and a trajectory viewer per episode, with each
action drawn over its screenshot and the judge's per-check detail and side effects."""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

from bench.compare import CHART_CSS, breakdown_charts
from bench.runner import episode_dir, read_results, result_key

CSS = """
body{font:14px/1.45 Roboto,Arial,sans-serif;margin:0;color:#1b1b1f;background:#f6f7fb}
header{background:#1a73e8;color:#fff;padding:18px 28px}header h1{margin:0;font-size:22px}
main{padding:20px 28px}table{border-collapse:collapse;background:#fff;margin:8px 0 22px;font-size:13px}
th,td{padding:5px 10px;border-bottom:1px solid #e4e6ee;text-align:left;vertical-align:top}
th{background:#eef1f8}.ok{color:#188038;font-weight:600}.bad{color:#d93025;font-weight:600}
.metrics{display:flex;gap:12px;flex-wrap:wrap}.metric{background:#fff;border-radius:12px;padding:12px 18px;
box-shadow:0 1px 3px rgba(0,0,0,.1)}.metric b{display:block;font-size:24px}
.strip{display:flex;gap:14px;overflow-x:auto;padding:8px 0 16px}.step{flex:none;width:230px}
.shot{position:relative;width:230px;border-radius:14px;overflow:hidden;border:1px solid #ccd;background:#fff}
.shot img{display:block;width:100%}.shot svg{position:absolute;inset:0;width:100%;height:100%}
.cap{font-size:12px;margin-top:4px;word-break:break-word}.cap code{background:#eef1f8;padding:1px 4px;border-radius:4px}
a{color:#1a73e8;text-decoration:none}code{font-size:12px}.muted{color:#666}
.cap pre{white-space:pre-wrap;background:#fff;border:1px solid #e4e6ee;border-radius:6px;padding:4px 6px;
margin:3px 0;max-height:220px;overflow:auto;font-size:11.5px}.cap details{margin-top:4px}
.filters{display:flex;gap:12px;flex-wrap:wrap;align-items:center;background:#fff;padding:8px 12px;border-radius:8px;
margin:8px 0}.filters label{display:inline-flex;gap:4px;align-items:center}
""" + CHART_CSS


#: width / height of the default screen: the overlay's [0,1000] box is stretched by this much
ASPECT = 1080 / 2400


def _pct(x: float) -> str:
    return f"{x:.1%}"


def _overlay(action: dict[str, Any] | None) -> str:
    if not action or action.get("unit") == "px":
        return ""
    kind = action.get("action")
    parts = []
    if kind in ("click", "double_tap", "long_press", "type") and "x" in action:
        x, y = action["x"], action["y"]
        color = {"click": "#ea4335", "double_tap": "#fbbc04", "long_press": "#9334e6"}.get(kind, "#34a853")
        parts.append(f'<ellipse cx="{x}" cy="{y}" rx="40" ry="{40 * ASPECT:.1f}" fill="{color}" fill-opacity=".35" '
                     f'stroke="{color}" stroke-width="5"/>')
        if kind == "double_tap":
            parts.append(f'<ellipse cx="{x}" cy="{y}" rx="60" ry="{60 * ASPECT:.1f}" fill="none" stroke="{color}" '
                         f'stroke-width="4"/>')
    elif kind in ("swipe", "drag") and "x1" in action:
        x1, y1, x2, y2 = action["x1"], action["y1"], action["x2"], action["y2"]
        color = "#1a73e8" if kind == "swipe" else "#00897b"
        parts.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{color}" stroke-width="10" '
                     f'marker-end="url(#h)" stroke-linecap="round"/><ellipse cx="{x1}" cy="{y1}" rx="24" ry="{24 * ASPECT:.1f}" fill="{color}"/>')
    if not parts:
        return ""
    return ('<svg viewBox="0 0 1000 1000" preserveAspectRatio="none"><defs><marker id="h" viewBox="0 0 10 10" '
            'refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" '
            'fill="#1a73e8"/></marker></defs>' + "".join(parts) + "</svg>")


def _agent_note(info: dict[str, Any] | None, error: str | None) -> str:
    """What the model thought and replied for a step: reasoning, raw reply, parse error, cost."""
    parts = []
    if error:
        parts.append(f"<div class='bad'>invalid: {html.escape(error)}</div>")
    if not info:
        return "".join(parts)
    if info.get("queued"):
        parts.append("<div class='muted'>(queued from the previous reply)</div>")
    if info.get("reasoning"):
        parts.append(f"<details><summary>reasoning</summary><pre>{html.escape(str(info['reasoning']))}</pre></details>")
    if info.get("reply") is not None:
        parts.append(f"<details open><summary>reply</summary><pre>{html.escape(str(info['reply']))}</pre></details>")
    cost = []
    if info.get("latency_s") is not None:
        cost.append(f"{info['latency_s']:.2f}s")
    usage = info.get("usage") or {}
    if usage.get("prompt_tokens") is not None:
        cost.append(f"{usage['prompt_tokens']}+{usage.get('completion_tokens', 0)} tokens")
    if cost:
        parts.append(f"<div class='muted'>{html.escape(' · '.join(cost))}</div>")
    return "".join(parts)


def trajectory(steps: list[dict[str, Any]]) -> str:
    """The screenshots of an episode in a row, each with the next action drawn on it and, under it,
    the agent's reasoning and raw reply for that action."""
    strip = []
    for i, st in enumerate(steps):
        nxt = steps[i + 1] if i + 1 < len(steps) else None
        act = nxt["action"] if nxt else None
        img = f'<img src="{html.escape(st["shot"])}" loading="lazy">' if st.get("shot") else "<div>(no screenshot)</div>"
        label = "start" if st["action"] is None else f"{st['step'] + 1}. {st.get('app', '')}/{st.get('screen', '')}"
        nxt_s = f"<br>next: <code>{html.escape(json.dumps(act, ensure_ascii=False))}</code>" if act else ""
        note = _agent_note(nxt.get("agent"), nxt.get("error")) if nxt else ""
        strip.append(f'<div class="step"><div class="shot">{img}{_overlay(act)}</div>'
                     f'<div class="cap"><b>{html.escape(label)}</b>{nxt_s}{note}</div></div>')
    return f"<div class='strip'>{''.join(strip)}</div>"


def _episode_page(out: Path, r: dict[str, Any]) -> str:
    d = episode_dir(out, result_key(r))
    steps = [json.loads(x) for x in (d / "steps.jsonl").read_text().splitlines()] if (d / "steps.jsonl").exists() else []
    checks = "".join(
        f"<tr><td class='{'ok' if c['passed'] else 'bad'}'>{'✔' if c['passed'] else '✘'}</td><td><code>"
        f"{html.escape(c['name'])}</code></td><td>{html.escape(json.dumps(c['expected'], ensure_ascii=False))}</td>"
        f"<td>{html.escape(json.dumps(c['actual'], ensure_ascii=False))}</td></tr>" for c in r.get("checks", []))
    effects = "".join(
        f"<tr><td><code>{html.escape(e['path'])}</code></td><td>{html.escape(json.dumps(e['before'], ensure_ascii=False))}"
        f"</td><td>{html.escape(json.dumps(e['after'], ensure_ascii=False))}</td></tr>" for e in r.get("side_effects", []))
    strip = trajectory(steps)
    verdict = "success" if r["success"] else "failure"
    err = f"<pre>{html.escape(r.get('traceback', ''))}</pre>" if r.get("error") else ""
    return (f"<!doctype html><meta charset=utf-8><title>{html.escape(r['task'])}</title><style>{CSS}</style>"
            f"<header><h1>{html.escape(r['task'])} · seed #{r['index']} · "
            f"<span>{verdict}</span></h1></header><main><p><a href='../../index.html'>← run</a></p>"
            f"<p><b>Instruction:</b> {html.escape(r.get('instruction', ''))}</p>"
            f"<p><b>Params:</b> <code>{html.escape(json.dumps(r.get('params', {}), ensure_ascii=False))}</code> · "
            f"<b>termination</b> {html.escape(r['termination'])} · <b>progress</b> {_pct(r['progress'])} · "
            f"<b>reward</b> {r.get('reward', 0):.3f} · <b>steps</b> {r.get('steps', 0)}"
            f"{' · <b>condition</b> ' + condition_cell(r) if r.get('condition') else ''}</p>{err}"
            f"<h2>Trajectory (each action drawn on the screen it was taken on)</h2>{strip}"
            f"<h2>Checks</h2><table><tr><th></th><th>check</th><th>expected</th><th>actual</th></tr>{checks}</table>"
            f"<h2>Unexpected side effects ({len(r.get('side_effects', []))})</h2><table><tr><th>path</th><th>before</th>"
            f"<th>after</th></tr>{effects}</table></main>")


#: what the report's header cites from meta.json: (label, key)
PROVENANCE = (("task set", "taskset"), ("simulator", "simulator"), ("world data", "world"), ("commit", "commit"),
              ("lock", "lock"))


def _provenance(out: Path) -> str:
    """The versions the run cites (from meta.json): task set, simulator, world data, commit (marked
    dirty when the tree was), the locked dependency set's hash, and the protocol's answer mode."""
    f = out / "meta.json"
    if not f.exists():
        return ""
    meta = json.loads(f.read_text())
    parts = []
    for label, key in PROVENANCE:
        v = meta.get(key)
        if v is None:
            continue
        text = str(v)[:12] if key in ("commit", "lock") else str(v)
        if key == "commit" and meta.get("dirty"):
            text += " (dirty)"
        parts.append(f"{label} <b>{html.escape(text)}</b>")
    proto = meta.get("protocol", {})
    for key in ("answer_mode", "loop_rule", "locale"):
        if key in proto:
            parts.append(f"{key.replace('_', ' ')} <b>{html.escape(str(proto[key]))}</b>")
    return f"<p class='provenance'>{' · '.join(parts)}</p>" if parts else ""


def write_report(out: Path) -> Path:
    out = Path(out)
    rows = read_results(out)
    if not rows:
        raise FileNotFoundError(f"{out} has no results.jsonl to report on")
    summary = json.loads((out / "summary.json").read_text()) if (out / "summary.json").exists() else None
    if summary is None:
        from bench.metrics import summarize

        summary = summarize(rows)
    for r in rows:
        d = episode_dir(out, result_key(r))
        d.mkdir(parents=True, exist_ok=True)
        (d / "index.html").write_text(_episode_page(out, r))
    cards = "".join(f"<div class='metric'>{k}<b>{_pct(summary[k])}</b></div>" for k in ("SR", "PR", "FC", "OT", "USE"))
    cards += "".join(f"<div class='metric'>pass@{k}<b>{_pct(v)}</b></div>" for k, v in summary["pass_at_k"].items())
    cards += "".join(f"<div class='metric'>{k}<b>{_pct(summary[k])}</b></div>"
                     for k in ("consistency", "ASR", "utility") if summary.get(k) is not None)
    tables = []
    if summary.get("by_variant"):
        body = "".join(f"<tr><td>{html.escape(k)}</td><td>{v['n']}</td><td>{_pct(v['SR'])}</td></tr>"
                       for k, v in summary["by_variant"].items())
        tables.append(f"<h3>by variant</h3><table><tr><th>variant</th><th>n</th><th>SR</th></tr>{body}</table>")
    for dim in ("difficulty", "objective", "composition", "scope", "app", "tag", "split"):
        body = "".join(f"<tr><td>{html.escape(k)}</td><td>{v['n']}</td>" + "".join(
            f"<td>{_pct(v[m])}</td>" for m in ("SR", "PR", "FC", "OT", "USE")) + "</tr>"
            for k, v in summary[f"by_{dim}"].items())
        tables.append(f"<h3>by {dim}</h3><table><tr><th>{dim}</th><th>n</th><th>SR</th><th>PR</th><th>FC</th>"
                      f"<th>OT</th><th>USE</th></tr>{body}</table>")
    page = (f"<!doctype html><meta charset=utf-8><title>mgym run {html.escape(out.name)}</title><style>{CSS}</style>"
            f"<header><h1>mgym run · {html.escape(out.name)} · agent {html.escape(str(summary.get('agent', '')))} · "
            f"{summary['episodes']} episodes</h1>{_provenance(out)}</header><main><div class='metrics'>{cards}</div>"
            f"<h2>SR by difficulty, objective and composition</h2><div class='charts'>"
            f"{breakdown_charts([summary], [str(summary.get('agent', out.name))])}</div>"
            f"<h2>Episodes</h2>{episode_table(rows)}"
            f"<h2>Breakdowns</h2>{''.join(tables)}</main>")
    index = out / "index.html"
    index.write_text(page)
    return index


#: the episode table's filters, in plain JavaScript (no external assets): a row is shown when it
#: matches every control; a row's ``data-app`` and ``data-tag`` hold space-separated lists
FILTER_JS = """
(function(){
var q=function(id){return document.getElementById(id)};
var failed=q('f-failed'),app=q('f-app'),level=q('f-level'),tag=q('f-tag'),text=q('f-text'),count=q('f-count');
var rows=document.querySelectorAll('#episodes tr.ep');
function has(list,v){return !v||(' '+list+' ').indexOf(' '+v+' ')>=0}
function apply(){
  var n=0,t=text.value.trim().toLowerCase();
  for(var i=0;i<rows.length;i++){
    var d=rows[i].dataset;
    var show=(!failed.checked||d.success==='0')&&has(d.app,app.value)&&(!level.value||d.level===level.value)
      &&has(d.tag,tag.value)&&(!t||d.task.toLowerCase().indexOf(t)>=0);
    rows[i].style.display=show?'':'none';
    if(show)n++;
  }
  count.textContent=n+' of '+rows.length+' episodes shown';
}
[failed,app,level,tag].forEach(function(c){c.addEventListener('change',apply)});
text.addEventListener('input',apply);
apply();
})();
"""


def _select(ident: str, label: str, values: set[str]) -> str:
    opts = "".join(f"<option value='{html.escape(v)}'>{html.escape(v)}</option>" for v in sorted(values))
    return (f"<label>{label} <select id='{ident}' data-filter='{label}'><option value=''>all</option>{opts}"
            "</select></label>")


def condition_cell(r: dict[str, Any]) -> str:
    """An episode's robustness condition for the tables: variant, interruptions, and the attack with
    whether its goal was reached (empty for a plain episode)."""
    c = r.get("condition") or {}
    parts = [html.escape(c["variant"])] if c.get("variant") else []
    if c.get("distractors"):
        parts.append(f"interruptions {html.escape(c['distractors'])}")
    if c.get("attack"):
        hit = r.get("attack_success")
        parts.append(f"attack {html.escape(c['attack'])} <span class='{'bad' if hit else 'ok'}'>"
                     f"{'obeyed' if hit else 'resisted'}</span>")
    return " · ".join(parts)


def episode_table(rows: list[dict[str, Any]]) -> str:
    """Every episode, one row each with its app(s), level, tags and outcome as ``data-`` attributes,
    and filters over them (failed only; app, level, tag; task text) that run in the page."""
    metas = [r.get("meta", {}) for r in rows]
    apps = {a for m in metas for a in m.get("apps", [])}
    levels = {str(m.get("difficulty", "?")) for m in metas}
    tags = {t for m in metas for t in m.get("tags", [])}
    controls = (f"<div class='filters'><label><input type='checkbox' id='f-failed' data-filter='failed'> failed only"
                f"</label>{_select('f-app', 'app', apps)}{_select('f-level', 'level', levels)}"
                f"{_select('f-tag', 'tag', tags)}<label>task <input type='search' id='f-text' data-filter='text' "
                f"placeholder='id contains'></label><span id='f-count' class='muted'></span></div>")
    body = []
    for r in sorted(rows, key=lambda r: (r["task"], r["index"], r.get("repeat", 0))):
        m = r.get("meta", {})
        attrs = {"task": r["task"], "app": " ".join(m.get("apps", [])), "level": str(m.get("difficulty", "?")),
                 "tag": " ".join(m.get("tags", [])), "success": "1" if r["success"] else "0",
                 "termination": r["termination"]}
        data = " ".join(f"data-{k}='{html.escape(v)}'" for k, v in attrs.items())
        rep = f"~{r['repeat']}" if r.get("repeat") else ""
        cond = condition_cell(r)
        body.append(
            f"<tr class='ep' {data}><td><a href='{episode_dir(Path('.'), result_key(r)).as_posix()}/index.html'>"
            f"{html.escape(r['task'])}</a></td><td>{r['index']}{rep}</td>"
            f"<td>{html.escape(attrs['level'])}</td><td>{html.escape(', '.join(m.get('tags', [])))}</td>"
            f"<td class='{'ok' if r['success'] else 'bad'}'>{'✔' if r['success'] else '✘'}</td>"
            f"<td>{_pct(r['progress'])}</td><td>{r.get('steps', 0)}</td><td>{html.escape(r['termination'])}</td>"
            f"<td>{len(r.get('side_effects', []))}</td><td>{cond}</td>"
            f"<td>{html.escape(r.get('instruction', '')[:90])}</td></tr>")
    return (f"{controls}<table id='episodes'><tr><th>task</th><th>seed</th><th>level</th><th>tags</th><th>ok</th>"
            f"<th>progress</th><th>steps</th><th>termination</th><th>side effects</th><th>condition</th>"
            f"<th>instruction</th></tr>"
            f"{''.join(body)}</table><script>{FILTER_JS}</script>")
