"""Several finished runs side by side (``mgym compare RUN_DIR...``): the reference paper's Table 2
(SR and PR overall, SR by difficulty, objective and composition) and Table 8 (FC, OT, USE), the mean
reward, the agent-user metrics, pass@k, episode counts and the versions each run cites.

Every number is :func:`bench.metrics.summarize` over the run's ``results.jsonl`` (never a stale
``summary.json``). With ``--repeat n > 1`` SR carries ``± s``: the sample standard deviation (n − 1)
of SR over the repeat indices (SR of all repeat-0 episodes, of all repeat-1 episodes, …).

Writes ``compare.html`` (self-contained: tables and CSS bar charts, one colour per run),
``compare.md`` (Markdown tables) and ``compare.tex`` (LaTeX tabulars, booktabs). The bar-chart
helpers are shared with the run report (``bench.report``)."""

from __future__ import annotations

import html
import json
import statistics
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.metrics import summarize
from bench.runner import read_results, result_key

LEVELS = ("L1", "L2", "L3", "L4")
OBJECTIVES = ("operate", "query", "hybrid")
COMPOSITIONS = ("atomic", "sequential", "transfer", "deep_dive")
#: the breakdowns of the paper's Table 2: (dimension, title, the columns always shown)
DIMENSIONS = (("difficulty", "SR by difficulty", LEVELS), ("objective", "SR by objective", OBJECTIVES),
              ("composition", "SR by composition", COMPOSITIONS))
#: the agent-user metrics (docs/metrics.md, "Talking to the user"): (key, label)
INTERACTION = (("ask_rate", "ask rate"), ("unnecessary_question_rate", "unnecessary questions"),
               ("infeasible_detection", "infeasible detection"), ("false_abort_rate", "false abort rate"))
VERSIONS = (("taskset", "task set"), ("simulator", "simulator"), ("world", "world data"))
#: protocol keys compared across runs (image_format is the agent's image policy, not the protocol)
PROTOCOL = ("start", "max_steps", "loop_limit", "loop_rule", "locale", "answer_mode", "think_ms")
#: one colour per run, in order (then again)
COLOURS = ("#1a73e8", "#e8710a", "#188038", "#d93025", "#9334e6", "#12b5cb", "#f9ab00", "#5f6368",
           "#b31412", "#00897b")
DASH = "–"


class RunError(ValueError):
    """A folder that is not a finished run."""


@dataclass
class Run:
    path: Path
    meta: dict[str, Any]
    rows: list[dict[str, Any]]
    summary: dict[str, Any]
    label: str = ""
    #: SR of each repeat index (only with ``repeat`` > 1)
    sr_repeats: list[float] = field(default_factory=list)

    @property
    def sr_std(self) -> float | None:
        return statistics.stdev(self.sr_repeats) if len(self.sr_repeats) > 1 else None


def load_run(path: Path) -> Run:
    """A finished run folder, or :class:`RunError` saying in one line why it is not one."""
    path = Path(path)
    if not path.is_dir():
        raise RunError(f"{path}: no such run folder")
    meta_file = path / "meta.json"
    if not meta_file.exists():
        raise RunError(f"{path} is not a run folder (no meta.json)")
    try:
        meta = json.loads(meta_file.read_text())
    except json.JSONDecodeError:
        raise RunError(f"{path}/meta.json is not valid JSON") from None
    if meta.get("mode") == "exec":
        raise RunError(f"{path} is a free-play run (--exec); it has no scores")
    rows = read_results(path)
    if not rows:
        raise RunError(f"{path} has no results (results.jsonl is missing or empty)")
    expected = len(meta.get("tasks", [])) * int(meta.get("seeds", 1)) * int(meta.get("repeat", 1))
    done = len({result_key(r) for r in rows})
    if done < expected:
        raise RunError(f"{path} is unfinished ({done} of {expected} episodes); "
                       "finish it with mgym bench --resume first")
    if "finished" not in meta:
        raise RunError(f"{path} is unfinished (meta.json has no finish time: still running or interrupted)")
    run = Run(path, meta, rows, summarize(rows))
    if int(meta.get("repeat", 1)) > 1:
        by_rep: dict[int, list[dict[str, Any]]] = defaultdict(list)
        for r in rows:
            by_rep[int(r.get("repeat", 0))].append(r)
        run.sr_repeats = [summarize(v)["SR"] for _, v in sorted(by_rep.items())]
    return run


def label_runs(runs: Sequence[Run]) -> None:
    """Each run's label: its agent, with the folder's name where two runs share an agent (and the
    folder's parent too, then a number, while labels still collide)."""
    def agent(r: Run) -> str:
        return str(r.meta.get("agent") or r.path.name)

    forms: list[Callable[[Run], str]] = [
        agent, lambda r: f"{agent(r)} ({r.path.name})",
        lambda r: f"{agent(r)} ({r.path.parent.name}/{r.path.name})"]
    for r in runs:
        r.label = agent(r)
    for form in forms[1:]:
        counts: dict[str, int] = defaultdict(int)
        for r in runs:
            counts[r.label] += 1
        for r in runs:
            if counts[r.label] > 1:
                r.label = form(r)
    seen: dict[str, int] = defaultdict(int)
    for r in runs:
        seen[r.label] += 1
        if seen[r.label] > 1:
            r.label = f"{r.label} #{seen[r.label]}"


def warnings(runs: Sequence[Run]) -> list[str]:
    """One line per way the runs differ that makes their numbers not directly comparable."""
    out = []

    def differ(what: str, vals: list[Any]) -> None:
        if any(v != vals[0] for v in vals[1:]):
            shown = "; ".join(f"{r.label}: {_short(v)}" for r, v in zip(runs, vals, strict=True))
            out.append(f"warning: the runs differ in {what} ({shown}); their numbers are not directly comparable")

    for key, name in VERSIONS:
        differ(f"{name} version", [r.meta.get(key) for r in runs])
    differ("task set (the templates run)", [sorted(r.meta.get("tasks", [])) for r in runs])
    differ("instances (seeds, base seed)", [(r.meta.get("seeds", 1), r.meta.get("base_seed", 0)) for r in runs])
    for key in PROTOCOL:
        differ(f"protocol {key}", [r.meta.get("protocol", {}).get(key, "?") for r in runs])
    return out


def _short(v: Any) -> str:
    if isinstance(v, list):
        return f"{len(v)} templates"
    if isinstance(v, tuple):
        return "/".join(map(str, v))
    return str(v)


def pct(x: float | None) -> str:
    return DASH if x is None else f"{x:.1%}"


def columns(runs: Sequence[Run], dim: str, fixed: Sequence[str]) -> list[str]:
    """The fixed columns of a breakdown, then any other key some run has (e.g. ``?``)."""
    extra = sorted({k for r in runs for k in r.summary[f"by_{dim}"]} - set(fixed))
    return [*fixed, *extra]


def pass_ks(runs: Sequence[Run], key: str) -> list[str]:
    return sorted({k for r in runs for k in r.summary[key]}, key=int)


@dataclass
class Table:
    """A table with one row per run: a title, headers and the cells (strings)."""

    title: str
    headers: list[str]
    rows: list[list[str]]
    #: LaTeX column groups: (label, first column, last column), 1-based over the headers
    groups: list[tuple[str, int, int]] = field(default_factory=list)
    #: numbers (right-aligned) or text (left-aligned) after the first column
    numeric: bool = True


def tables(runs: Sequence[Run]) -> list[Table]:
    """Every table of the comparison, formatted (rates in %, one decimal; reward to 3 decimals)."""
    def sr(r: Run) -> str:
        s = pct(r.summary["SR"])
        return s + (f" ± {r.sr_std:.1%}" if r.sr_std is not None else "")

    main = Table("SR and PR overall, SR by difficulty, objective and composition (the paper's Table 2)",
                 ["run", "SR", "PR"], [[r.label, sr(r), pct(r.summary["PR"])] for r in runs])
    for dim, title, fixed in DIMENSIONS:
        cols = columns(runs, dim, fixed)
        main.groups.append((title.removeprefix("SR by "), len(main.headers) + 1, len(main.headers) + len(cols)))
        main.headers += cols
        for r, row in zip(runs, main.rows, strict=True):
            row += [pct(_sr_of(r.summary, dim, c)) for c in cols]
    s = [r.summary for r in runs]
    fails = Table("False complete, overdue termination, unexpected side effects, reward (the paper's Table 8)",
                  ["run", "FC", "OT", "USE", "reward"],
                  [[r.label, pct(x["FC"]), pct(x["OT"]), pct(x["USE"]), f"{x['reward']:.3f}"] for r, x in zip(runs, s, strict=True)])
    inter = Table("Talking to the user (– : no episode of that kind)",
                  ["run", "ask_user eps", "infeasible eps", *(lbl for _, lbl in INTERACTION)],
                  [[r.label, str(x["interaction"]["ask_user"]), str(x["interaction"]["infeasible"]),
                    *(pct(x["interaction"][k]) for k, _ in INTERACTION)] for r, x in zip(runs, s, strict=True)])
    out = [main, fails, inter]
    ks, kis = pass_ks(runs, "pass_at_k"), pass_ks(runs, "pass_at_k_instances")
    if ks or kis:
        out.append(Table("pass@k over repeats of an instance, and over the instances of a template (pass@k i)",
                         ["run", *(f"pass@{k}" for k in ks), *(f"pass@{k} i" for k in kis)],
                         [[r.label, *(pct(x["pass_at_k"].get(k)) for k in ks),
                           *(pct(x["pass_at_k_instances"].get(k)) for k in kis)] for r, x in zip(runs, s, strict=True)]))
    out.append(Table("Episodes and SR per repeat index", ["run", "episodes", "errors", "templates", "instances",
                                                          "repeats", "SR per repeat"],
                     [[r.label, str(x["episodes"]), str(x["errors"]), str(x["tasks"]), str(x["instances"]),
                       str(x["repeats"]), " / ".join(pct(v) for v in r.sr_repeats) or DASH]
                      for r, x in zip(runs, s, strict=True)]))
    out.append(Table("Versions and protocol (meta.json)", ["run", "folder", *(n for _, n in VERSIONS), "commit",
                                                           "protocol", "seeds", "repeat"],
                     [[r.label, str(r.path), *(str(r.meta.get(k, "?")) for k, _ in VERSIONS), _commit(r.meta),
                       _protocol(r.meta), str(r.meta.get("seeds", 1)), str(r.meta.get("repeat", 1))] for r in runs],
                     numeric=False))
    return out


def _commit(meta: dict[str, Any]) -> str:
    c = meta.get("commit")
    return DASH if not c else str(c)[:12] + (" (dirty)" if meta.get("dirty") else "")


def _protocol(meta: dict[str, Any]) -> str:
    p = meta.get("protocol", {})
    return ", ".join(f"{k}={p[k]}" for k in PROTOCOL if k in p)


# --- bar charts (shared with bench.report) -------------------------------------------------------

CHART_CSS = """
.legend{display:flex;gap:14px;flex-wrap:wrap;margin:6px 0 12px}.legend span{display:inline-flex;align-items:center;gap:5px}
.swatch{display:inline-block;width:12px;height:12px;border-radius:3px}
.charts{display:flex;flex-wrap:wrap;gap:18px}.chart{background:#fff;border-radius:10px;padding:10px 14px;
box-shadow:0 1px 3px rgba(0,0,0,.1);min-width:320px;flex:1 1 340px}.chart h3{margin:2px 0 8px;font-size:15px}
.group{margin:0 0 8px}.glabel{font-size:12px;color:#444;margin-bottom:2px}
.barrow{display:flex;align-items:center;gap:6px;height:16px;margin:1px 0}.track{flex:1;background:#eef1f8;
border-radius:3px;height:12px;position:relative}.bar{display:block;height:12px;border-radius:3px}
.val{font-size:11.5px;width:64px;text-align:right;font-variant-numeric:tabular-nums}
"""


def colour(i: int) -> str:
    return COLOURS[i % len(COLOURS)]


def bar_chart(name: str, title: str, groups: Sequence[tuple[str, Sequence[tuple[str, float | None]]]]) -> str:
    """A horizontal bar chart: per group (a label), one bar per run (label, rate in [0, 1] or None for
    "no episode"), coloured by the run's index. Every bar is ``<span class="bar" data-run=i>``."""
    parts = [f"<div class='chart' data-chart='{html.escape(name)}'><h3>{html.escape(title)}</h3>"]
    for glabel, bars in groups:
        parts.append(f"<div class='group' data-group='{html.escape(glabel)}'><div class='glabel'>"
                     f"{html.escape(glabel)}</div>")
        for i, (run, v) in enumerate(bars):
            w = 0.0 if v is None else max(0.0, min(1.0, v)) * 100
            parts.append(f"<div class='barrow' title='{html.escape(run)}: {pct(v)}'><div class='track'>"
                         f"<span class='bar' data-run='{i}' data-value='{'' if v is None else f'{v:.6f}'}' "
                         f"style='width:{w:.1f}%;background:{colour(i)}'></span></div>"
                         f"<span class='val'>{pct(v)}</span></div>")
        parts.append("</div>")
    return "".join(parts) + "</div>"


def legend(labels: Sequence[str]) -> str:
    return "<div class='legend'>" + "".join(
        f"<span><i class='swatch' style='background:{colour(i)}'></i>{html.escape(lbl)}</span>"
        for i, lbl in enumerate(labels)) + "</div>"


def breakdown_charts(summaries: Sequence[dict[str, Any]], labels: Sequence[str]) -> str:
    """SR by difficulty, objective and composition, one bar per run in each group."""
    charts = []
    for dim, title, fixed in DIMENSIONS:
        keys = [*fixed, *sorted({k for s in summaries for k in s[f"by_{dim}"]} - set(fixed))]
        groups = [(k, [(lbl, _sr_of(s, dim, k)) for s, lbl in zip(summaries, labels, strict=True)]) for k in keys]
        charts.append(bar_chart(dim, title, groups))
    return "".join(charts)


def _sr_of(s: dict[str, Any], dim: str, key: str) -> float | None:
    cell = s[f"by_{dim}"].get(key)
    return cell["SR"] if cell and cell["n"] else None


def charts(runs: Sequence[Run]) -> str:
    labels = [r.label for r in runs]
    s = [r.summary for r in runs]

    def group(key: str, vals: list[float | None]) -> tuple[str, list[tuple[str, float | None]]]:
        return key, list(zip(labels, vals, strict=True))

    overall = bar_chart("overall", "SR and PR", [group(k, [x[k] for x in s]) for k in ("SR", "PR")])
    fails = bar_chart("failures", "FC, OT, USE", [group(k, [x[k] for x in s]) for k in ("FC", "OT", "USE")])
    inter = bar_chart("interaction", "Talking to the user",
                      [group(lbl, [x["interaction"][k] for x in s]) for k, lbl in INTERACTION])
    return f"<div class='charts'>{overall}{breakdown_charts(s, labels)}{fails}{inter}</div>"


# --- writers --------------------------------------------------------------------------------------

CSS = """
body{font:14px/1.45 Roboto,Arial,sans-serif;margin:0;color:#1b1b1f;background:#f6f7fb}
header{background:#1a73e8;color:#fff;padding:18px 28px}header h1{margin:0;font-size:22px}
main{padding:20px 28px}table{border-collapse:collapse;background:#fff;margin:8px 0 22px;font-size:13px}
th,td{padding:5px 10px;border-bottom:1px solid #e4e6ee;text-align:right}th:first-child,td:first-child{text-align:left}
th{background:#eef1f8}table.text th,table.text td{text-align:left}.warn{background:#fef7e0;border-left:4px solid #f9ab00;padding:6px 10px;margin:4px 0}
.muted{color:#666}
""" + CHART_CSS


def to_html(runs: Sequence[Run], warns: Sequence[str]) -> str:
    warn = "".join(f"<div class='warn'>{html.escape(w)}</div>" for w in warns)
    body = []
    for t in tables(runs):
        head = "".join(f"<th>{html.escape(h)}</th>" for h in t.headers)
        rows = "".join("<tr>" + "".join(
            (f"<td><i class='swatch' style='background:{colour(i)}'></i> {html.escape(c)}</td>" if j == 0
             else f"<td>{html.escape(c)}</td>") for j, c in enumerate(row)) + "</tr>" for i, row in enumerate(t.rows))
        cls = "" if t.numeric else " class='text'"
        body.append(f"<h2>{html.escape(t.title)}</h2><table{cls}><tr>{head}</tr>{rows}</table>")
    note = ("<p class='muted'>Rates in %; SR leaves crashed episodes out, the other rates divide by all episodes "
            "(docs/metrics.md). ± is the sample standard deviation of SR over the repeat indices. "
            "– : no episode of that kind.</p>")
    return (f"<!doctype html><meta charset=utf-8><title>mgym compare</title><style>{CSS}</style>"
            f"<header><h1>mgym compare · {len(runs)} runs</h1></header><main>{warn}"
            f"{legend([r.label for r in runs])}{charts(runs)}{note}{''.join(body)}</main>")


def _md_cell(c: str) -> str:
    return c.replace("|", "\\|")


def to_markdown(runs: Sequence[Run], warns: Sequence[str]) -> str:
    lines = ["# Comparison of runs", ""]
    lines += [f"> {w}" for w in warns]
    if warns:
        lines.append("")
    lines += ["Rates in %, one decimal; SR leaves crashed episodes out, the other rates divide by all episodes "
              "(docs/metrics.md). ± is the sample standard deviation (n − 1) of SR over the repeat indices. "
              "– : no episode of that kind.", ""]
    for t in tables(runs):
        lines += [f"## {t.title}", "", "| " + " | ".join(map(_md_cell, t.headers)) + " |",
                  "|" + "|".join(["---"] + ["---:" if t.numeric else "---"] * (len(t.headers) - 1)) + "|"]
        lines += ["| " + " | ".join(map(_md_cell, row)) + " |" for row in t.rows]
        lines.append("")
    return "\n".join(lines)


TEX_SPECIAL = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
               "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}"}


def tex_escape(s: str) -> str:
    return "".join(TEX_SPECIAL.get(ch, ch) for ch in s)


def _tex_cell(c: str) -> str:
    """A cell for LaTeX: rates without the % sign (the caption says %), ± in math mode, – as --."""
    if c == DASH:
        return "--"
    c = c.replace("%", "")
    if " ± " in c:
        a, b = c.split(" ± ")
        return f"{tex_escape(a)}$\\pm${tex_escape(b)}"
    return tex_escape(c)


def to_latex(runs: Sequence[Run], warns: Sequence[str]) -> str:
    out = ["% mgym compare: LaTeX tabulars (booktabs: \\usepackage{booktabs}); rates in %",
           *(f"% {w}" for w in warns), ""]
    for t in tables(runs):
        if t.title.startswith("Versions"):
            continue  # paths and hashes: see compare.md
        out += [f"% {t.title}", "\\begin{tabular}{l" + "r" * (len(t.headers) - 1) + "}", "\\toprule"]
        if t.groups:
            cells = [""] * (t.groups[0][1] - 1)  # the columns before the first group
            cells += [f"\\multicolumn{{{b - a + 1}}}{{c}}{{{tex_escape(name)}}}" for name, a, b in t.groups]
            rule = " ".join(f"\\cmidrule(lr){{{a}-{b}}}" for _, a, b in t.groups)
            out += [" & ".join(cells) + " \\\\", rule]
        out.append(" & ".join(tex_escape(h) for h in t.headers) + " \\\\")
        out.append("\\midrule")
        out += [" & ".join([tex_escape(row[0]), *(_tex_cell(c) for c in row[1:])]) + " \\\\" for row in t.rows]
        out += ["\\bottomrule", "\\end{tabular}", ""]
    return "\n".join(out)


def compare(paths: Sequence[Path], out: Path) -> tuple[list[Path], list[str]]:
    """Load ``paths`` (each a finished run; :class:`RunError` otherwise) and write ``compare.html``,
    ``compare.md`` and ``compare.tex`` into ``out``; returns the files and the warning lines."""
    runs = [load_run(Path(p)) for p in paths]
    label_runs(runs)
    warns = warnings(runs)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    files = [out / "compare.html", out / "compare.md", out / "compare.tex"]
    files[0].write_text(to_html(runs, warns))
    files[1].write_text(to_markdown(runs, warns))
    files[2].write_text(to_latex(runs, warns))
    return files, warns
