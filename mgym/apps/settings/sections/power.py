"""Battery (level, usage, Battery Saver, adaptive battery, percentage) and Storage."""

from __future__ import annotations

from collections.abc import Callable

from mgym.app import View
from mgym.apps.settings import common as c
from mgym.apps.settings.common import t
from mgym.i18n import N_
from mgym.nav import Screen, Transition, push, stay
from mgym.os.context import AppContext
from mgym.os.files import CATEGORIES

HOME = ("main", "search")

# ---- navigation --------------------------------------------------------------------------------
SCREENS = [
    Screen("battery", title="Battery"),
    Screen("battery_usage", title="Battery usage"),
    Screen("battery_saver", title="Battery Saver"),
    Screen("battery_adaptive", title="Adaptive preferences"),
    Screen("storage", title="Storage"),
]


def _toggle(key: str) -> Callable[[AppContext], None]:
    def effect(ctx: AppContext) -> None:
        ctx.os["battery"][key] = not ctx.os["battery"][key]

    effect.__name__ = f"toggle_battery_{key}"
    return effect


toggle_saver = _toggle("saver")
toggle_adaptive = _toggle("adaptive")
toggle_percentage = _toggle("show_percentage")

TRANSITIONS: list[Transition] = [
    push("battery.open", HOME, "battery", label="Battery"),
    push("battery.usage", "battery", "battery_usage", label="Battery usage"),
    push("battery.saver_page", ("battery", "search"), "battery_saver", label="Battery Saver"),
    push("battery.adaptive_page", "battery", "battery_adaptive", label="Adaptive preferences"),
    stay("battery.percentage", "battery", effect=toggle_percentage, label="Battery percentage"),
    stay("battery.saver", "battery_saver", effect=toggle_saver, label="Use Battery Saver"),
    stay("battery.adaptive", "battery_adaptive", effect=toggle_adaptive, label="Adaptive battery"),
    push("storage.open", HOME, "storage", label="Storage"),
]


# ---- summaries ---------------------------------------------------------------------------------
def _hours_left(level: int, saver: bool) -> int:
    return max(1, round(level * (0.32 if saver else 0.22)))


def battery_summary(ctx: AppContext) -> c.T:
    b = ctx.os["battery"]
    if b["charging"]:
        return t("{level}% - Charging", level=b["level"])
    return t("{level}% - About {h} hr left", level=b["level"], h=_hours_left(b["level"], b["saver"]))


def storage_summary(ctx: AppContext) -> c.T:
    d = ctx.os["device"]
    pct = round(d["storage_used_gb"] / d["storage_total_gb"] * 100)
    return t("{pct}% used - {free} GB free", pct=pct, free=round(d["storage_total_gb"] - d["storage_used_gb"], 1))


def _usage(ctx: AppContext) -> list[tuple[dict[str, object], int]]:
    """Per-app share of battery since the last full charge (deterministic per app id)."""
    rows = []
    for r in c.all_apps(ctx):
        w = (sum(ord(ch) * (i + 3) for i, ch in enumerate(str(r["id"]))) % 17) + 1
        rows.append((r, w))
    total = sum(w for _, w in rows) or 1
    used = 100 - ctx.os["battery"]["level"]
    return sorted(((r, round(w / total * used)) for r, w in rows), key=lambda x: (-x[1], str(x[0]["name"])))


# ---- views -------------------------------------------------------------------------------------
def battery(ctx: AppContext) -> View:
    b = ctx.os["battery"]
    color = "#d93025" if b["level"] <= 15 else "#f29900" if b["saver"] else "#188038"
    items = [
        c.hero("battery_charging_full" if b["charging"] else "battery_full", f"{b['level']}%",
               t("Charging") if b["charging"] else t("About {h} hr left", h=_hours_left(b["level"], b["saver"])),
               color=color),
        c.bar([{"pct": b["level"], "color": color}]),
        c.link("battery.usage", t("Battery usage"), t("View usage for past 24 hours"), icon="bar_chart"),
        c.link("battery.saver_page", t("Battery Saver"), t("On") if b["saver"] else t("Off"),
               icon="battery_saver"),
        c.link("battery.adaptive_page", t("Adaptive preferences"),
               t("Adaptive battery on") if b["adaptive"] else t("Adaptive battery off"), icon="battery_std"),
        c.switch("battery.percentage", t("Battery percentage"), b["show_percentage"],
                 t("Show battery percentage in status bar"), icon="percent"),
    ]
    return View("apps/settings/page.html", c.page(t("Battery"), items))


def battery_usage(ctx: AppContext) -> View:
    items: list[c.Item] = [c.section(t("Usage since last full charge"))]
    for r, pct in _usage(ctx):
        items.append(c.link("apps.battery", str(r["name"]), f"{pct}%" if pct else t("Less than 1%"),
                            icon=str(r["icon"]), color=str(r["color"]), p={"app": r["id"]}))
    items.append(c.note(t("Battery usage data is approximate and can change based on usage.")))
    return View("apps/settings/page.html", c.page(t("Battery usage"), items))


def battery_saver(ctx: AppContext) -> View:
    on = ctx.os["battery"]["saver"]
    items = [c.main_switch("battery.saver", t("Use Battery Saver"), on),
             c.note(t("Battery Saver turns on Dark theme and limits or turns off background activity, some "
                      "visual effects, certain features, and some network connections."), icon="info")]
    return View("apps/settings/page.html", c.page(t("Battery Saver"), items))


def battery_adaptive(ctx: AppContext) -> View:
    on = ctx.os["battery"]["adaptive"]
    items = [c.switch("battery.adaptive", t("Adaptive battery"), on,
                      t("Extend battery life based on your phone usage")),
             c.info(t("Adaptive charging"), t("Charge optimally based on your routine")),
             c.note(t("Adaptive battery learns which apps you use most and limits battery for apps you use less."),
                    icon="info")]
    return View("apps/settings/page.html", c.page(t("Adaptive preferences"), items))


#: the page's categories (msgids); file sizes come from ``os.files``
CATEGORY_NAMES = (N_("Images"), N_("Videos"), N_("Audio"), N_("Documents & other"), N_("Trash"))
STORAGE_COLORS = {"Apps": "#1a73e8", "System": "#5f6368", "Images": "#e8710a", "Videos": "#d01884",
                  "Audio": "#12b5cb", "Documents & other": "#9334e6", "Trash": "#a0a0aa"}


def _file_usage(ctx: AppContext) -> dict[str, float]:
    """Bytes of ``os.files`` per storage category, in GB (trashed files count as Trash)."""
    gb: dict[str, float] = {"Images": 0.0, "Videos": 0.0, "Audio": 0.0, "Documents & other": 0.0, "Trash": 0.0}
    for r in ctx.os["files"]:
        if r.get("dir"):
            continue
        if r.get("trashed"):
            key = "Trash"
        elif CATEGORIES["images"](r):
            key = "Images"
        elif CATEGORIES["videos"](r):
            key = "Videos"
        elif CATEGORIES["audio"](r):
            key = "Audio"
        else:
            key = "Documents & other"
        gb[key] += r.get("size", 0) / 1e9
    return gb


def storage(ctx: AppContext) -> View:
    """The device's used space split by category: files from ``os.files``, apps from their sizes,
    System the rest of the used space."""
    d = ctx.os["device"]
    used, total = float(d["storage_used_gb"]), float(d["storage_total_gb"])
    apps_gb = sum(p.get("storage_mb", 0) + p.get("cache_mb", 0) for p in ctx.os["apps"].values()) / 1000
    files = _file_usage(ctx)
    system = max(used - apps_gb - sum(files.values()), 0.0)
    parts = [(N_("Apps"), apps_gb), *((name, files[name]) for name in files), (N_("System"), system)]
    items: list[c.Item] = [
        c.hero("sd_card", t("{used} GB", used=round(used, 1)), t("used of {total} GB", total=d["storage_total_gb"])),
        c.bar([{"pct": round(gb / total * 100, 2), "color": STORAGE_COLORS[name]} for name, gb in parts],
              summary=storage_summary(ctx)),
    ]
    icons = {"Apps": "apps", "Images": "image", "Videos": "movie", "Audio": "audio_file",
             "Documents & other": "description", "Trash": "delete", "System": "android"}
    for name, gb in parts:
        size = c.fmt_size_mb(gb * 1000)
        if name == "Apps":
            items.append(c.link("apps.all", t(name), size, icon=icons[name]))
        else:
            items.append(c.info(t(name), size, icon=icons[name]))
    return View("apps/settings/page.html", c.page(t("Storage"), items))


VIEWS = {"battery": battery, "battery_usage": battery_usage, "battery_saver": battery_saver,
         "battery_adaptive": battery_adaptive, "storage": storage}
