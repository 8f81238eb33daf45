// mgym dev server page. Every phone interaction becomes an action posted to /api/sessions/{id}/step,
// exactly what an agent would send. Coordinates are normalised to [0, 1000] of the screen.
"use strict";

// Gesture thresholds (window.mgymGestures, so a test on a loaded machine can widen them).
const G = window.mgymGestures = {
  LONG_PRESS_MS: 500,  // held at least this long without moving: long_press
  SWIPE_MS: 300,       // a stroke quicker than this is a swipe (inertia), slower a drag
  MOVE_PX: 8,          // moving further than this (display pixels) makes a stroke
  TYPE_IDLE_MS: 350,   // typed characters are batched into one `type` action
  WHEEL_IDLE_MS: 160,  // wheel deltas are gathered into one drag
};

const $ = (sel, root = document) => root.querySelector(sel);
const $$ = (sel, root = document) => [...root.querySelectorAll(sel)];
const h = (tag, attrs = {}, ...kids) => {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "text") el.textContent = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids.flat()) if (kid !== null && kid !== undefined) el.append(kid);
  return el;
};
const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
const r1 = (v) => Math.round(v * 10) / 10;
const fmt = (v) => JSON.stringify(v);

const S = {
  phones: new Map(),   // id -> Phone
  active: null,        // id of the phone the inspector and the keyboard follow
  tab: "state",
  apps: [],
  tasks: [],
  openPaths: new Set(["os", "apps"]),
  closedPaths: new Set(),
  navZoom: false,
  runOpen: null,
};

// ---- API ------------------------------------------------------------------------------------
// The server's token (mgym serve --token), given once in the address as /#token=... (a fragment: the
// browser never sends it to the server): kept for this tab only, taken out of the address bar, and sent
// as the bearer header of every call. POST /api/auth then sets a read-only cookie for images and links.
const TOKEN = (() => {
  const m = /(?:^#|&)token=([^&]*)/.exec(location.hash);
  if (m) {
    sessionStorage.setItem("mgym-token", decodeURIComponent(m[1]));
    history.replaceState(null, "", location.pathname + location.search);
  }
  return sessionStorage.getItem("mgym-token");
})();

async function api(method, path, body) {
  const opts = { method, headers: {} };
  if (TOKEN) opts.headers.Authorization = `Bearer ${TOKEN}`;
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  const res = await fetch(path, opts);
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = text; }
  if (!res.ok) {
    let msg = data && data.error ? data.error : `${res.status} ${res.statusText}`;
    if (res.status === 401) msg = "this server needs its token: open this page as /#token=<token>";
    const err = new Error(msg);
    err.status = res.status;
    throw err;
  }
  return data;
}

let toastTimer = null;
function toast(msg, kind = "error") {
  const t = $("#toast");
  t.textContent = msg;
  t.className = `toast show ${kind}`;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (t.className = "toast"), kind === "error" ? 6000 : 2500);
}

// ---- phones ---------------------------------------------------------------------------------
class Phone {
  constructor(summary) {
    this.id = summary.id;
    this.summary = summary;
    this.obs = null;
    this.verdict = null;
    this.chain = Promise.resolve();
    this.pending = 0;
    this.typed = "";
    this.typeTimer = null;
    this.gesture = null;
    this.wheel = null;
    this.logLen = 0;
    this.el = $("#phone-tpl").content.firstElementChild.cloneNode(true);
    this.el.dataset.sid = this.id;
    this.el.dataset.busy = "0";
    this.img = $(".shot", this.el);
    this.screen = $(".screen", this.el);
    this.fx = $(".fx", this.el);
    this.hoverBox = $(".hover-box", this.el);
    this.bind();
    this.renderHead();
    $("#phones").append(this.el);
  }

  url(rest = "") { return `/api/sessions/${this.id}${rest}`; }

  bind() {
    this.el.addEventListener("pointerdown", () => activate(this.id), true);
    $(".close", this.el).addEventListener("click", () => closePhone(this.id));
    for (const b of $$("[data-act]", this.el)) b.addEventListener("click", () => this.act({ action: b.dataset.act }));
    const open = $(".open-app", this.el);
    for (const a of S.apps.filter((x) => x.in_launcher || x.id === "launcher")) open.append(h("option", { value: a.name, text: a.name }));
    open.addEventListener("change", () => { if (open.value) this.act({ action: "awake", app: open.value }); open.value = ""; });
    $(".snap", this.el).addEventListener("click", () => this.snapshot());
    const restore = $(".restore", this.el);
    restore.addEventListener("change", () => { if (restore.value) this.restore(restore.value); restore.value = ""; });
    $(".fork", this.el).addEventListener("click", () => this.fork());

    const sc = this.screen;
    sc.addEventListener("pointerdown", (e) => this.down(e));
    sc.addEventListener("pointermove", (e) => this.move(e));
    sc.addEventListener("pointerup", (e) => this.up(e));
    sc.addEventListener("pointercancel", () => this.cancel());
    sc.addEventListener("pointerleave", () => { if (!this.gesture) this.hover(null); });
    sc.addEventListener("wheel", (e) => this.onWheel(e), { passive: false });
    sc.addEventListener("contextmenu", (e) => e.preventDefault());
    sc.addEventListener("paste", (e) => {
      const text = e.clipboardData && e.clipboardData.getData("text");
      if (text) { e.preventDefault(); this.flushTyping(); this.act({ action: "type", text }); }
    });
  }

  // ---- geometry ----
  norm(e) {
    const r = this.img.getBoundingClientRect();
    return { x: r1(clamp((e.clientX - r.left) / r.width * 1000, 0, 1000)),
             y: r1(clamp((e.clientY - r.top) / r.height * 1000, 0, 1000)) };
  }

  elementAt(p) {
    if (!this.obs) return null;
    let best = null, area = Infinity;
    for (const u of this.obs.ui) {
      const [x0, y0, x1, y1] = u.bounds;
      if (p.x < x0 || p.x > x1 || p.y < y0 || p.y > y1) continue;
      const a = (x1 - x0) * (y1 - y0);
      if (a <= area) { best = u; area = a; }
    }
    return best;
  }

  // ---- pointer gestures ----
  down(e) {
    if (e.button !== 0) return;
    e.preventDefault();
    this.screen.focus({ preventScroll: true });
    this.screen.setPointerCapture(e.pointerId);
    const p = this.norm(e);
    this.gesture = { p0: p, c0: [e.clientX, e.clientY], t0: performance.now(), moved: false, last: p };
    this.gesture.timer = setTimeout(() => { if (this.gesture && !this.gesture.moved) this.ring(p, "hold"); }, G.LONG_PRESS_MS);
    this.hover(null);
  }

  move(e) {
    const g = this.gesture;
    if (!g) { this.hover(this.elementAt(this.norm(e))); return; }
    if (!g.moved && Math.hypot(e.clientX - g.c0[0], e.clientY - g.c0[1]) > G.MOVE_PX) {
      g.moved = true;
      clearTimeout(g.timer);
      this.clearFx();
    }
    g.last = this.norm(e);
    if (g.moved) this.trail(g.p0, g.last);
  }

  up(e) {
    const g = this.gesture;
    if (!g) return;
    this.gesture = null;
    clearTimeout(g.timer);
    const dt = performance.now() - g.t0;
    const p = this.norm(e);
    if (!g.moved) {
      const action = dt >= G.LONG_PRESS_MS ? "long_press" : "click";
      this.ring(p, action);
      this.act({ action, x: g.p0.x, y: g.p0.y });
    } else {
      const action = dt < G.SWIPE_MS ? "swipe" : "drag";
      this.trail(g.p0, p, true);
      this.act({ action, x1: g.p0.x, y1: g.p0.y, x2: p.x, y2: p.y });
    }
  }

  cancel() { if (this.gesture) clearTimeout(this.gesture.timer); this.gesture = null; this.clearFx(); }

  onWheel(e) {
    e.preventDefault();
    const r = this.img.getBoundingClientRect();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? r.height : 1;
    if (!this.wheel) this.wheel = { p: this.norm(e), dx: 0, dy: 0 };
    this.wheel.dx += e.deltaX * unit;
    this.wheel.dy += e.deltaY * unit;
    clearTimeout(this.wheel.timer);
    this.wheel.timer = setTimeout(() => {
      const w = this.wheel;
      this.wheel = null;
      // wheel down = content up = the finger moves up the screen
      const dx = w.dx / r.width * 1000, dy = w.dy / r.height * 1000;
      const vertical = Math.abs(dy) >= Math.abs(dx);
      const x2 = vertical ? w.p.x : r1(clamp(w.p.x - dx, 0, 1000));
      const y2 = vertical ? r1(clamp(w.p.y - dy, 0, 1000)) : w.p.y;
      if (Math.hypot(x2 - w.p.x, y2 - w.p.y) < 5) return;
      this.trail(w.p, { x: x2, y: y2 }, true);
      this.act({ action: "drag", x1: w.p.x, y1: w.p.y, x2, y2 });
    }, G.WHEEL_IDLE_MS);
  }

  // ---- feedback ----
  clearFx() { this.fx.replaceChildren(); }
  svg(tag, attrs) {
    const el = document.createElementNS("http://www.w3.org/2000/svg", tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    this.fx.append(el);
    return el;
  }
  ring(p, kind) {
    this.clearFx();
    const ar = this.img.clientWidth / Math.max(this.img.clientHeight, 1);
    const rx = kind === "click" ? 28 : 44;
    this.svg("ellipse", { cx: p.x, cy: p.y, rx, ry: rx * ar, class: `ring ${kind}` });
    if (kind !== "hold") setTimeout(() => this.clearFx(), 450);
  }
  trail(a, b, done = false) {
    this.clearFx();
    this.svg("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: "trail" });
    const ar = this.img.clientWidth / Math.max(this.img.clientHeight, 1);
    this.svg("ellipse", { cx: b.x, cy: b.y, rx: 18, ry: 18 * ar, class: "tip" });
    if (done) setTimeout(() => this.clearFx(), 450);
  }
  hover(u) {
    this.hovered = u;
    const box = this.hoverBox;
    if (!u) { box.style.display = "none"; markUiRow(null); return; }
    const [x0, y0, x1, y1] = u.bounds;
    Object.assign(box.style, { display: "block", left: `${x0 / 10}%`, top: `${y0 / 10}%`,
                               width: `${(x1 - x0) / 10}%`, height: `${(y1 - y0) / 10}%` });
    box.classList.toggle("clickable", !!u.clickable);
    $("span", box).textContent = `${u.role}${u.text ? " · " + u.text.slice(0, 40) : ""}`;
    box.classList.toggle("label-below", y0 < 60);
    if (S.active === this.id) markUiRow(u.id);
  }

  // ---- keyboard ----
  typeChar(ch) {
    this.typed += ch;
    clearTimeout(this.typeTimer);
    this.typeTimer = setTimeout(() => this.flushTyping(), G.TYPE_IDLE_MS);
  }
  flushTyping() {
    clearTimeout(this.typeTimer);
    if (!this.typed) return;
    const text = this.typed;
    this.typed = "";
    this.queue(() => this.send({ action: "type", text }));
  }
  backspace() {
    this.flushTyping();
    this.queue(async () => {
      const del = this.obs && this.obs.ui.find((u) => u.trigger === "kbd.key" && u.params && u.params.k === "del");
      if (!del) { toast("Backspace: no soft keyboard on screen", "info"); return; }
      const [x0, y0, x1, y1] = del.bounds;
      await this.send({ action: "click", x: r1((x0 + x1) / 2), y: r1((y0 + y1) / 2) });
    });
  }

  // ---- acting ----
  act(action) {
    this.flushTyping();
    this.queue(() => this.send(action));
  }
  queue(fn) {
    this.pending++;
    this.el.dataset.busy = "1";
    this.chain = this.chain.then(fn).catch((err) => toast(err.message)).finally(() => {
      if (--this.pending === 0) this.el.dataset.busy = "0";
    });
    return this.chain;
  }
  async send(action) {
    try {
      const res = await api("POST", this.url("/step"), action);
      this.verdict = res.verdict;
      this.version = res.version;
      if (res.last_action_error) toast(`invalid action (a no-op that cost a step): ${res.last_action_error}`);
      else if (res.observation.info.typed === false) toast(`typed nothing: ${res.observation.info.note || "no focused field"}`, "info");
      await this.show(res.observation);
    } catch (err) {
      if (S.active === this.id && S.tab === "log") refreshLog(this);
      throw err;
    }
  }
  async show(obs) {
    this.obs = obs;
    this.summary.app = obs.app;
    this.summary.screen = obs.screen;
    this.summary.steps = obs.steps;
    this.summary.time = obs.time;
    await this.loadImage();
    this.renderHead();
    if (this.hovered) this.hover(null);
    if (S.active === this.id) refreshInspector();
  }
  loadImage() {
    const src = this.url(`/screen?v=${this.obs ? this.obs.steps : 0}-${Date.now()}`);
    return new Promise((resolve) => {
      const pre = new Image();
      pre.onload = () => { this.img.src = pre.src; resolve(); };
      pre.onerror = () => { toast(`screenshot of ${this.id} failed to load`); resolve(); };
      pre.src = src;
    });
  }
  async refresh() {
    const [obs, summary] = await Promise.all([api("GET", this.url("/observation")), api("GET", this.url())]);
    this.summary = summary;
    this.version = summary.version;
    this.verdict = summary.task ? await api("GET", this.url("/verdict")) : null;
    await this.show(obs);
  }

  renderHead() {
    const s = this.summary;
    $(".sid", this.el).textContent = s.id;
    $(".sid", this.el).title = `seed ${s.seed}${s.parent ? ` · fork of ${s.parent}` : ""}`;
    $(".where", this.el).textContent = `${s.app} / ${s.screen}`;
    $(".steps", this.el).textContent = `${s.steps} step${s.steps === 1 ? "" : "s"}`;
    this.el.dataset.steps = String(s.steps);
    this.el.dataset.app = s.app;
    this.el.dataset.screen = s.screen;
    const strip = $(".task-strip", this.el);
    strip.hidden = !s.task;
    this.el.classList.toggle("has-task", !!s.task);
    if (s.task) {
      const v = this.verdict;
      const badge = $(".badge", strip);
      badge.className = `badge ${v ? (v.success ? "success" : "pending") : ""}`;
      badge.textContent = v ? (v.success ? "✔ success" : `${Math.round(v.progress * 100)}%`) : "…";
      $(".instr", strip).textContent = s.task.instruction;
      strip.title = `${s.task.id} #${s.task.index}`;
    }
    const restore = $(".restore", this.el);
    restore.replaceChildren(h("option", { value: "", text: "Restore…" }),
      ...s.snapshots.map((x) => h("option", { value: x.id, text: `${x.label} · ${x.app}/${x.screen}` })));
    restore.disabled = !s.snapshots.length;
  }

  async snapshot() {
    await this.chain;
    try {
      const snap = await api("POST", this.url("/snapshots"), {});
      this.summary = await api("GET", this.url());
      this.version = this.summary.version;
      this.renderHead();
      toast(`saved ${snap.id} (${snap.label})`, "info");
      if (S.active === this.id) refreshInspector();
    } catch (err) { toast(err.message); }
  }
  async restore(snap) {
    this.queue(async () => {
      await api("POST", this.url("/restore"), { snapshot: snap });
      await this.refresh();
      toast(`restored ${snap}`, "info");
    });
  }
  async fork() {
    await this.chain;
    try {
      const res = await api("POST", this.url("/fork"), { k: 1 });
      for (const s of res.sessions) { const p = addPhone(s); await p.refresh(); activate(p.id); }
    } catch (err) { toast(err.message); }
  }
}

function addPhone(summary) {
  if (S.phones.has(summary.id)) return S.phones.get(summary.id);
  const p = new Phone(summary);
  S.phones.set(p.id, p);
  return p;
}

async function newPhone(body) {
  const s = await api("POST", "/api/sessions", body);
  const p = addPhone(s);
  await p.refresh();
  activate(p.id);
  p.el.scrollIntoView({ inline: "nearest", block: "nearest" });
  return p;
}

async function closePhone(id) {
  try { await api("DELETE", `/api/sessions/${id}`); } catch (err) { if (err.status !== 404) { toast(err.message); return; } }
  const p = S.phones.get(id);
  if (p) p.el.remove();
  S.phones.delete(id);
  if (S.active === id) activate(S.phones.size ? [...S.phones.keys()].pop() : null);
}

function activate(id) {
  if (S.active === id) return;
  S.active = id;
  for (const p of S.phones.values()) p.el.classList.toggle("active", p.id === id);
  refreshInspector();
}

const activePhone = () => (S.active ? S.phones.get(S.active) : null);

// ---- inspector ------------------------------------------------------------------------------
function refreshInspector() {
  const p = activePhone();
  const head = $("#inspector-head");
  if (!p) { head.textContent = "no session — create a phone with “+ New phone”"; }
  else {
    const s = p.summary;
    head.replaceChildren(h("b", { text: s.id }), ` ${s.app} / ${s.screen} · seed ${s.seed} · ${s.time ? s.time.replace("T", " ").slice(0, 16) : ""}`,
      ...(s.task ? [h("span", { class: "pill", text: s.task.id })] : []));
  }
  if (!p) { if (S.tab === "task") refreshTask(null); return; }
  ({ state: refreshState, ui: refreshUi, nav: refreshNav, log: refreshLog, task: refreshTask, runs: () => {} })[S.tab](p);
}

// State: collapsible JSON tree, changes since the session started highlighted.
function prefixes(path) {
  const out = [];
  let depth = 0;
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (c === "[") { if (depth === 0 && i > 0) out.push(path.slice(0, i)); depth++; }
    else if (c === "]") depth--;
    else if (c === "." && depth === 0) out.push(path.slice(0, i));
  }
  return out;
}

function byId(list) {
  if (!list.length || !list.every((x) => x && typeof x === "object" && !Array.isArray(x) && "id" in x)) return false;
  return new Set(list.map((x) => String(x.id))).size === list.length;
}

function leafValue(v) {
  const t = v === null ? "null" : typeof v;
  return h("span", { class: `val v-${t}`, text: t === "string" ? fmt(v) : String(v) });
}

function buildTree(value, changes, openAll = false) {
  const changed = new Map(changes.map((c) => [c.path, c]));
  const inside = new Set(changes.flatMap((c) => prefixes(c.path)));
  const node = (key, v, path) => {
    const c = changed.get(path);
    const cls = c ? ` changed ${c.kind}` : "";
    if (v !== null && typeof v === "object" && (Array.isArray(v) ? v.length : Object.keys(v).length)) {
      const isList = Array.isArray(v);
      const ids = isList && byId(v);
      const kids = isList
        ? v.map((x, i) => [ids ? `[id=${x.id}]` : `[${i}]`, x, ids ? `${path || "<root>"}[id=${x.id}]` : `${path}[${i}]`])
        : Object.keys(v).map((k) => [k, v[k], path ? `${path}.${k}` : k]);
      const hot = inside.has(path);
      const open = openAll || S.openPaths.has(path) || (hot && !S.closedPaths.has(path));
      const d = h("details", { class: `node${cls}${hot ? " hot" : ""}`, "data-path": path, open });
      const meta = isList ? `[${v.length}]` : `{${kids.length}}`;
      d.append(h("summary", {}, h("span", { class: "key", text: key }), h("span", { class: "meta", text: meta }),
        c ? h("span", { class: "was", text: `was ${fmt(c.before)}` }) : null));
      const box = h("div", { class: "kids" });
      // children are built when first opened: big lists stay cheap
      const fill = () => { if (!box.childElementCount) box.append(...kids.map(([k, x, p]) => node(k, x, p))); };
      if (open) fill();
      d.addEventListener("toggle", () => {
        if (d.open) { fill(); S.openPaths.add(path); S.closedPaths.delete(path); }
        else { S.openPaths.delete(path); S.closedPaths.add(path); }
      });
      d.append(box);
      return d;
    }
    const empty = v !== null && typeof v === "object";
    return h("div", { class: `leaf${cls}`, "data-path": path }, h("span", { class: "key", text: key }),
      empty ? h("span", { class: "val", text: Array.isArray(v) ? "[]" : "{}" }) : leafValue(v),
      c ? h("span", { class: "was", text: `was ${c.kind === "added" ? "—" : fmt(c.before)}` }) : null);
  };
  const root = h("div", { class: "root" });
  for (const k of Object.keys(value)) root.append(node(k, value[k], k));
  return root;
}

async function refreshState(p) {
  const [state, changes] = await Promise.all([api("GET", p.url("/state")), api("GET", p.url("/diff"))]);
  if (activePhone() !== p || S.tab !== "state") return;
  $("#change-count").textContent = changes.length
    ? `${changes.length} change${changes.length === 1 ? "" : "s"} since the session started`
    : "no changes since the session started";
  $("#changes").replaceChildren(...changes.map((c) => h("li", { class: `chg ${c.kind}`, "data-path": c.path },
    h("code", { class: "path", text: c.path }),
    h("span", { class: "before", text: c.kind === "added" ? "—" : fmt(c.before) }), h("span", { class: "arrow", text: "→" }),
    h("span", { class: "after", text: c.kind === "removed" ? "—" : fmt(c.after) }))));
  S.lastState = [state, changes];
  $("#state-tree").replaceChildren(buildTree(state, changes));
}

// UI tree: indented by containment; hovering a row shows the element on the phone.
function refreshUi(p) {
  const ui = (p.obs && p.obs.ui) || [];
  const only = $("#ui-only-clickable").checked;
  const area = (u) => (u.bounds[2] - u.bounds[0]) * (u.bounds[3] - u.bounds[1]);
  const contains = (a, b) => a.bounds[0] <= b.bounds[0] && a.bounds[1] <= b.bounds[1] && a.bounds[2] >= b.bounds[2] && a.bounds[3] >= b.bounds[3];
  const depth = new Map();
  for (const u of ui) {
    let parent = null;
    for (const o of ui) {
      if (o.id >= u.id || !contains(o, u)) continue;
      if (!parent || area(o) < area(parent)) parent = o;
    }
    depth.set(u.id, parent ? depth.get(parent.id) + 1 : 0);
  }
  const rows = ui.filter((u) => !only || u.clickable || u.editable || u.scrollable).map((u) => {
    const flags = ["clickable", "long_clickable", "editable", "scrollable", "focused", "selected"].filter((f) => u[f]);
    if (u.checked !== null) flags.push(u.checked ? "checked" : "unchecked");
    if (!u.enabled) flags.push("disabled");
    const row = h("div", { class: `ui-row${u.clickable ? " clickable" : ""}`, "data-id": u.id, style: `--depth:${depth.get(u.id) || 0}` },
      h("span", { class: "uid", text: u.id }), h("span", { class: `role r-${u.role}`, text: u.role }),
      h("span", { class: "utext", text: u.text || u.hint || "" }),
      u.trigger ? h("code", { class: "trig", text: u.trigger }) : null,
      h("span", { class: "flags", text: flags.join(" ") }),
      h("span", { class: "bounds", text: u.bounds.map(Math.round).join(", ") }));
    row.addEventListener("mouseenter", () => p.hover(u));
    row.addEventListener("mouseleave", () => p.hover(null));
    row.addEventListener("click", () => { $("#ui-detail") && $("#ui-detail").remove(); row.after(h("pre", { id: "ui-detail", text: JSON.stringify(u, null, 1) })); });
    return row;
  });
  $("#ui-count").textContent = `${ui.length} elements on ${p.summary.app}/${p.summary.screen} · keyboard ${p.obs && p.obs.keyboard ? "up" : "down"}`;
  $("#ui-list").replaceChildren(...rows);
}

function markUiRow(id) {
  for (const r of $$("#ui-list .ui-row.hover")) r.classList.remove("hover");
  if (id === null || S.tab !== "ui") return;
  const row = $(`#ui-list .ui-row[data-id="${id}"]`);
  if (row) { row.classList.add("hover"); row.scrollIntoView({ block: "nearest" }); }
}

function refreshNav(p) {
  const app = $("#nav-app").value;
  const src = p.url(`/nav.svg?app=${encodeURIComponent(app)}&v=${encodeURIComponent(p.summary.app + "/" + p.summary.screen)}`);
  const img = $("#nav-img");
  if (img.getAttribute("src") !== src) img.src = src;
  img.classList.toggle("zoom", S.navZoom);
}

function describe(a) {
  if (!a || typeof a !== "object") return String(a);
  const k = a.action;
  if ("x" in a && "y" in a) return `${k} (${a.x}, ${a.y})${a.text !== undefined ? " " + fmt(a.text) : ""}`;
  if ("x1" in a) return `${k} (${a.x1}, ${a.y1}) → (${a.x2}, ${a.y2})`;
  if ("index" in a) return `${k} element ${a.index}${a.direction ? " " + a.direction : ""}${a.text !== undefined ? " " + fmt(a.text) : ""}`;
  if (a.text !== undefined) return `${k} ${fmt(a.text)}`;
  if (a.app !== undefined) return `${k} ${a.app}`;
  return k;
}

async function refreshLog(p) {
  const data = await api("GET", p.url("/log"));
  if (activePhone() !== p || S.tab !== "log") return;
  const rows = data.entries.map((e) => {
    if (e.kind === "action") {
      return h("div", { class: "log-row action" }, h("span", { class: "n", text: e.steps }),
        h("span", { class: "what", text: describe(e.action) }),
        h("span", { class: "to", text: `→ ${e.app}/${e.screen}` }),
        h("code", { class: "hit", text: e.hit || (e.result && e.result.scrolled ? `scroll ${e.result.scrolled}` : "no hit") }));
    }
    if (e.kind === "error") {
      return h("div", { class: "log-row error" }, h("span", { class: "n", text: "✕" }),
        h("span", { class: "what", text: describe(e.action) }), h("span", { class: "to", text: e.error }));
    }
    if (e.kind === "invalid") {
      return h("div", { class: "log-row error" }, h("span", { class: "n", text: e.steps }),
        h("span", { class: "what", text: describe(e.action) }), h("span", { class: "to", text: `invalid: ${e.error}` }));
    }
    return h("div", { class: `log-row ${e.kind}` }, h("span", { class: "n", text: "•" }),
      h("span", { class: "what", text: e.kind }), h("span", { class: "to", text: e.label || e.snapshot || e.parent || "" }));
  });
  const log = $("#log");
  log.replaceChildren(...(rows.length ? rows : [h("div", { class: "empty", text: "no actions yet" })]));
  log.scrollTop = log.scrollHeight;
}

// Task: the instance's instruction and the judge's live verdict.
function refreshTask(p) {
  const box = $("#task-current");
  const t = p && p.summary.task;
  if (!t) {
    box.replaceChildren(h("div", { class: "card muted", text: `${p ? p.id + " is a free phone" : "No session"}: start a task below to play it by hand and see the judge's verdict live.` }));
    return;
  }
  const v = p.verdict;
  const badge = v ? (v.success ? h("span", { class: "verdict-badge success", text: "✔ Success" })
    : h("span", { class: "verdict-badge pending", text: `Not yet · ${Math.round(v.progress * 100)}%` })) : null;
  const checks = v ? h("table", { class: "checks" }, h("tr", {}, h("th", {}), h("th", { text: "check" }), h("th", { text: "expected" }), h("th", { text: "actual" })),
    ...v.checks.map((c) => h("tr", { class: c.passed ? "ok" : "bad" }, h("td", { text: c.passed ? "✔" : "✘" }),
      h("td", {}, h("code", { text: c.name })), h("td", { text: fmt(c.expected) }), h("td", { text: fmt(c.actual) })))) : null;
  const effects = v && v.side_effects.length
    ? h("div", {}, h("h4", { text: `Side effects (${v.side_effects.length})` }),
      h("ul", { class: "changes" }, ...v.side_effects.map((c) => h("li", { class: `chg ${c.kind}` }, h("code", { class: "path", text: c.path }),
        h("span", { class: "before", text: fmt(c.before) }), h("span", { class: "arrow", text: "→" }), h("span", { class: "after", text: fmt(c.after) })))))
    : h("p", { class: "muted small", text: "No unexpected side effects." });
  const used = p.summary.steps, budget = t.budget;
  box.replaceChildren(h("div", { class: "card task-card" },
    h("div", { class: "task-title" }, h("code", { text: `${t.id} #${t.index}` }), h("span", { class: "muted small", text: `seed ${t.seed} · ${t.meta.difficulty} · ${t.meta.tags.join(", ")}` })),
    h("p", { class: "instruction", text: t.instruction }),
    h("div", { class: "budget" }, h("div", { class: `bar${used > budget ? " over" : ""}`, style: `width:${Math.min(100, used / budget * 100)}%` })),
    h("div", { class: "row" }, h("span", { class: "small muted", text: `${used} / ${budget} steps` }), h("div", { class: "spacer" }), badge),
    checks, effects,
    h("div", { class: "row end" },
      h("button", { text: "Complete", title: "Send the `complete` action", onclick: () => p.act({ action: "complete" }) }),
      h("button", { text: "Abort", title: "Send the `abort` action", onclick: () => p.act({ action: "abort" }) }))));
}

function fillTaskSelect() {
  const q = $("#task-filter").value.trim().toLowerCase();
  const sel = $("#task-select");
  const cur = sel.value;
  const groups = new Map();
  for (const t of S.tasks) {
    const hay = `${t.id} ${t.tags.join(" ")} ${t.difficulty} ${t.instructions.join(" ")}`.toLowerCase();
    if (q && !hay.includes(q)) continue;
    const app = t.id.split(".")[0];
    if (!groups.has(app)) groups.set(app, h("optgroup", { label: app }));
    groups.get(app).append(h("option", { value: t.id, text: `${t.id.split(".").slice(1).join(".")}  ·  ${t.difficulty}` }));
  }
  sel.replaceChildren(...groups.values());
  if (cur && [...sel.options].some((o) => o.value === cur)) sel.value = cur;
  else if (sel.options.length) sel.selectedIndex = 0;
  showTaskMeta();
}

function showTaskMeta() {
  const t = S.tasks.find((x) => x.id === $("#task-select").value);
  $("#task-meta").replaceChildren(...(t ? [
    h("div", { class: "tags" }, ...[t.difficulty, t.objective, t.composition, `${t.budget} steps`, ...t.tags].map((x) => h("span", { class: "pill", text: x }))),
    h("p", { class: "small muted", text: t.instructions[0] }),
  ] : []));
}

// Runs: the runs folder, each run's episodes, links to the static reports.
async function refreshRuns() {
  let runs;
  try { runs = await api("GET", "/api/runs"); } catch (err) { toast(err.message); return; }
  $("#runs-count").textContent = `${runs.length} run${runs.length === 1 ? "" : "s"}`;
  $("#runs-list").replaceChildren(...(runs.length ? runs.map((r) => h("div", { class: `card run${S.runOpen === r.name ? " open" : ""}`, onclick: () => openRun(r.name) },
    h("div", { class: "run-name" }, h("b", { text: r.name }), r.agent ? h("span", { class: "pill", text: r.agent }) : null),
    h("div", { class: "metrics" }, h("span", { text: `${r.episodes} episodes` }),
      ...Object.entries(r.metrics).map(([k, v]) => h("span", {}, h("b", { text: k }), ` ${(v * 100).toFixed(1)}%`))),
    r.report ? h("a", { href: r.report, target: "_blank", rel: "noopener", text: "report ↗", onclick: (e) => e.stopPropagation() }) : null))
    : [h("div", { class: "card muted", text: "No runs yet: `mgym bench --agent oracle` writes one under runs/." })]));
  if (S.runOpen) openRun(S.runOpen);
}

async function openRun(name) {
  S.runOpen = name;
  for (const c of $$("#runs-list .run")) c.classList.toggle("open", $("b", c).textContent === name);
  let d;
  try { d = await api("GET", `/api/runs/${encodeURIComponent(name)}`); } catch (err) { toast(err.message); return; }
  $("#run-detail").replaceChildren(h("table", { class: "episodes" },
    h("tr", {}, ...["", "task", "#", "progress", "steps", "end", "effects", ""].map((x) => h("th", { text: x }))),
    ...d.episodes.map((e) => h("tr", { class: e.success ? "ok" : "bad" },
      h("td", { text: e.success ? "✔" : "✘" }), h("td", {}, h("code", { text: e.task })), h("td", { text: e.index }),
      h("td", { text: e.progress === null || e.progress === undefined ? "" : `${Math.round(e.progress * 100)}%` }),
      h("td", { text: e.steps ?? "" }), h("td", { text: e.termination || "" }), h("td", { text: e.side_effects || "" }),
      h("td", { class: "links" }, e.page ? h("a", { href: e.page, target: "_blank", rel: "noopener", text: "trajectory ↗" }) : null,
        h("button", { class: "small", title: "Play this instance by hand in a new phone", text: "play",
          onclick: () => newPhone({ task: e.task, index: e.index || 0, base_seed: e.base_seed || 0 }).then(() => setTab("task")).catch((err) => toast(err.message)) }))))));
}

// ---- keyboard -------------------------------------------------------------------------------
document.addEventListener("keydown", (e) => {
  if (e.target.closest && e.target.closest("input, textarea, select, [contenteditable]")) return;
  const p = activePhone();
  if (!p || e.ctrlKey || e.metaKey || e.altKey) return;
  if (e.key === "Enter") { e.preventDefault(); p.act({ action: "enter" }); }
  else if (e.key === "Backspace") { e.preventDefault(); p.backspace(); }
  else if (e.key === "Escape") { e.preventDefault(); p.act({ action: "back" }); }
  else if (e.key.length === 1) { e.preventDefault(); p.typeChar(e.key); }
});

// ---- sessions driven by someone else (a script on the API, another tab) show up live ----------
async function poll() {
  if (document.visibilityState !== "visible") return;
  let list;
  try { list = await api("GET", "/api/sessions"); } catch { return; }
  const seen = new Set();
  for (const s of list) {
    seen.add(s.id);
    const p = S.phones.get(s.id);
    if (!p) { addPhone(s).refresh().catch(() => {}); continue; }
    if (p.pending === 0 && p.version !== undefined && s.version !== p.version) p.queue(() => p.refresh());
  }
  for (const id of [...S.phones.keys()]) {
    if (!seen.has(id) && S.phones.get(id).pending === 0) {
      S.phones.get(id).el.remove();
      S.phones.delete(id);
      if (S.active === id) activate(S.phones.size ? [...S.phones.keys()].pop() : null);
    }
  }
}

// ---- boot -----------------------------------------------------------------------------------
function setTab(tab) {
  S.tab = tab;
  for (const b of $$(".tabs button")) b.classList.toggle("active", b.dataset.tab === tab);
  for (const p of $$(".panel")) p.classList.toggle("active", p.id === `tab-${tab}`);
  if (tab === "runs") refreshRuns();
  else if (tab === "task" && !activePhone()) refreshTask(null);
  refreshInspector();
}

async function boot() {
  for (const b of $$(".tabs button")) b.addEventListener("click", () => setTab(b.dataset.tab));
  $("#new-phone-form").addEventListener("submit", (e) => {
    e.preventDefault();
    newPhone({ seed: Number($("#new-seed").value) || 0 }).catch((err) => toast(err.message));
  });
  $("#tree-expand").addEventListener("click", () => {
    if (S.lastState) $("#state-tree").replaceChildren(buildTree(...S.lastState, true));
  });
  $("#tree-collapse").addEventListener("click", () => {
    S.openPaths.clear();
    S.closedPaths.clear();
    if (S.lastState) $("#state-tree").replaceChildren(buildTree(...S.lastState));
  });
  $("#ui-only-clickable").addEventListener("change", () => { const p = activePhone(); if (p) refreshUi(p); });
  $("#nav-app").addEventListener("change", () => { const p = activePhone(); if (p) refreshNav(p); });
  $("#nav-zoom").addEventListener("click", () => {
    S.navZoom = !S.navZoom;
    $("#nav-zoom").textContent = S.navZoom ? "fit width" : "actual size";
    $("#nav-img").classList.toggle("zoom", S.navZoom);
  });
  $("#raw-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const p = activePhone();
    if (!p) return;
    let action;
    try { action = JSON.parse($("#raw-action").value); } catch (err) { toast(`not JSON: ${err.message}`); return; }
    p.act(action);
  });
  $("#task-filter").addEventListener("input", fillTaskSelect);
  $("#task-select").addEventListener("change", showTaskMeta);
  $("#task-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const task = $("#task-select").value;
    if (!task) { toast("choose a task first"); return; }
    newPhone({ task, index: Number($("#task-index").value) || 0, base_seed: Number($("#task-base").value) || 0 })
      .then(() => refreshInspector()).catch((err) => toast(err.message));
  });
  $("#runs-reload").addEventListener("click", refreshRuns);

  if (TOKEN) await api("POST", "/api/auth", {});  // the cookie the images and links need
  try {
    [S.apps, S.tasks] = await Promise.all([api("GET", "/api/apps"), api("GET", "/api/tasks").catch(() => [])]);
  } catch (err) { toast(err.message); }
  for (const a of S.apps) $("#nav-app").append(h("option", { value: a.id, text: a.name }));
  fillTaskSelect();

  const existing = await api("GET", "/api/sessions");
  if (!existing.length) await newPhone({ seed: 0 });
  else {
    for (const s of existing) addPhone(s);
    await Promise.all([...S.phones.values()].map((p) => p.refresh()));
    activate(existing[existing.length - 1].id);
  }
  document.body.dataset.ready = "1";
  setInterval(poll, 2000);
}

boot().catch((err) => toast(err.message));
