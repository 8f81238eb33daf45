"""A tiny app used by the OS tests: permissions, results, alarms, intents, dialogs, inputs."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from mgym.app import App, AppManifest, IntentFilter, Receiver, View
from mgym.apps import registry
from mgym.nav import Navigation, Screen, finish, pop, push, stay
from mgym.os import broadcasts
from mgym.os.context import AppContext
from mgym.os.intents import SEND


class ProbeState(BaseModel):
    counter: int = 0
    picked: str = ""
    got: list[str] = []
    camera_used: int = 0
    media: list[int] = []
    heard: list[str] = []
    shared_in: str = ""


def bump(ctx: AppContext) -> None:
    ctx.state["counter"] += 1


def use_camera(ctx: AppContext) -> None:
    if ctx.require_permission("CAMERA", then="camera.use"):
        ctx.state["camera_used"] += 1


def pick(ctx: AppContext) -> None:
    ctx.start({"action": "probe.PICK", "type": "x"}, result="pick.done")


def picked(ctx: AppContext) -> None:
    ctx.state["picked"] = str(ctx.params.get("value", ""))


def choose(ctx: AppContext) -> dict[str, Any]:
    return {"value": ctx.field("q") or "none"}


def pick_media(ctx: AppContext) -> None:
    ctx.pick_media("media.got", multiple=True, limit=2)


def got_media(ctx: AppContext) -> None:
    ctx.state["media"] = [int(i) for i in ctx.params["files"]]


def share_text(ctx: AppContext) -> None:
    ctx.share(text="hello from probe")


def on_zone(ctx: AppContext, action: str, time_zone: str, **extras: Any) -> None:
    ctx.state["heard"].append(time_zone)


def received(ctx: AppContext) -> None:
    ctx.state["shared_in"] = str(ctx.screen_params.get("text", ""))


def ping(ctx: AppContext, text: str) -> None:
    ctx.state["got"].append(text)
    ctx.notify("Ping", text, intent={"action": "probe.PICK", "type": "x", "app": "probe"})


NAV = Navigation(
    app="probe", entry="main",
    screens=[Screen("main", title="Main"), Screen("form", title="Form"), Screen("confirm", kind="dialog"),
             Screen("picker", title="Picker", entry_point=True),
             Screen("inbox", title="Inbox", params=("text",), entry_point=True, on_open=received)],
    transitions=[
        stay("main.bump", "main", effect=bump),
        push("form.open", "main", "form"),
        push("confirm.open", "form", "confirm"),
        pop("confirm.yes", "confirm", "main", effect=bump),
        pop("confirm.no", "confirm", "form"),
        stay("camera.use", "main", effect=use_camera),
        stay("pick.start", "main", effect=pick),
        stay("pick.done", "main", effect=picked),
        finish("picker.choose", "picker", effect=choose),
        stay("media.pick", "main", effect=pick_media),
        stay("media.got", "main", effect=got_media),
        stay("share.text", "main", effect=share_text),
    ],
)


def view(name: str) -> Any:
    return lambda ctx: View(f"apps/probe/{name}.html", {"counter": ctx.state["counter"]})


APP = App(
    manifest=AppManifest(id="probe", name="Probe", icon="science", color="#7b1fa2",
                         intent_filters=(IntentFilter(action="probe.PICK", types=("x",), screen="picker"),
                                         IntentFilter(action=SEND, types=("text/*",), screen="inbox")),
                         permissions=("CAMERA",),
                         receivers=(Receiver(action=broadcasts.TIMEZONE_CHANGED, handler="zone"),)),
    navigation=NAV, views={s.id: view(s.id) for s in NAV.screens}, state_model=ProbeState,
    handlers={"ping": ping, "zone": on_zone}, template_dir=Path(__file__).parent / "probe_templates",
)


@contextmanager
def installed(*apps: App) -> Iterator[None]:
    reg = registry()
    for a in apps:
        reg[a.id] = a
    try:
        yield
    finally:
        for a in apps:
            reg.pop(a.id, None)
