"""Meeting navigation: home, the join flow (password dialog, waiting room), the call with its chat,
participants and sheets, the schedule form, a meeting's detail, history and settings.

Join walks join → password → waiting room → call; a step that does not apply to the meeting (no
password, no waiting room) passes straight on when it opens, and the call and the waiting room drop
the join screens below them."""

from __future__ import annotations

from mgym.apps.meeting import editor, flow, model
from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay
from mgym.nav.declaration import ANY
from mgym.os.context import AppContext

_JOIN = ("mid", "name", "mic", "video", "share", "admit_at", "room")


def _call_exists(ctx: AppContext) -> bool:
    return model.call(ctx.state, ctx.param("call_id")) is not None


def _rename(ctx: AppContext) -> None:
    name = ctx.field("name").strip()
    if name:
        ctx.state["profile"]["name"] = name[:40]


def _seed_rename(ctx: AppContext) -> None:
    ctx.set_field("name", ctx.state["profile"]["name"])


def _named(ctx: AppContext) -> bool:
    return bool(ctx.field("name").strip())


def _flip_default(ctx: AppContext) -> None:
    key = ctx.param("what")
    if key in ("mic", "video"):
        prof = ctx.state["profile"]
        prof[key] = not prof[key]


NAV = Navigation(
    app="meeting",
    entry="home",
    screens=[
        Screen("home", title="Meet", entry_point=True),
        Screen("join", params=("share", "mid"), title="Join a meeting", entry_point=True, on_open=flow.seed_join),
        Screen("password", kind="dialog", params=("error",), title="Meeting password", on_open=flow.open_password),
        Screen("waiting", params=_JOIN, title="Waiting room", on_open=flow.open_waiting),
        Screen("call", title="Meeting", on_open=flow.prune_below),
        Screen("more", kind="sheet", title="More"),
        Screen("info", kind="sheet", title="Meeting info"),
        Screen("leave", kind="sheet", title="Leave meeting"),
        Screen("endall", kind="dialog", title="End meeting for all"),
        Screen("chat", title="Chat"),
        Screen("people", title="Participants"),
        Screen("remove", kind="dialog", params=("name",), title="Remove participant"),
        Screen("schedule", params=("meeting_id",), title="Schedule meeting", entry_point=True, on_open=editor.seed),
        Screen("repeat", kind="sheet", title="Repeat"),
        Screen("detail", params=("meeting_id",), title="Meeting details"),
        Screen("delete", kind="dialog", params=("meeting_id",), title="Delete meeting"),
        Screen("history", title="History"),
        Screen("past", params=("call_id",), title="Meeting record"),
        Screen("settings", title="Settings"),
        Screen("rename", kind="dialog", title="Display name", on_open=_seed_rename),
    ],
    transitions=[
        # home
        push("home.join", "home", "join", label="Join"),
        push("home.share", "home", "join", label="Share screen"),
        push("home.new", "home", "call", effect=flow.new_meeting, label="New meeting"),
        push("home.schedule", "home", "schedule", label="Schedule"),
        push("home.return", "home", "call", guard=flow.in_call, label="Return to meeting"),
        push("meeting.open", "home", "detail", guard=flow.meeting_exists, label="Open a meeting"),
        push("home.history", "home", "history", label="History"),
        push("home.settings", "home", "settings", label="Settings"),
        # join
        stay("join.recent", "join", effect=flow.fill_recent, label="Recent meeting ID"),
        stay("join.clear", "join", effect=flow.clear_id, label="Clear"),
        stay("join.toggle", "join", effect=flow.toggle, label="Microphone or video"),
        push("join.go", "join", "password", guard=flow.can_join, label="Join"),
        replace("password.ok", "password", "waiting", guard=flow.password_ok, effect=flow.to_waiting, label="Join"),
        pop("password.cancel", "password", "join", label="Cancel"),
        replace("waiting.enter", "waiting", "call", guard=flow.admitted, effect=flow.enter, label="Enter meeting"),
        reset("waiting.leave", "waiting", "home", label="Leave"),
        # the call
        stay("call.flip", "call", guard=flow.in_call, effect=flow.flip, label="Meeting control"),
        push("call.chat", "call", "chat", guard=flow.in_call, label="Chat"),
        push("call.people", "call", "people", guard=flow.in_call, label="Participants"),
        push("call.more", "call", "more", guard=flow.in_call, label="More"),
        push("call.leave", "call", "leave", guard=flow.in_call, label="Leave"),
        reset("call.home", "call", "home", label="Minimise"),
        replace("more.info", "more", "info", label="Meeting info"),
        stay("more.hand", "more", guard=flow.in_call, effect=flow.flip, label="Raise hand"),
        stay("more.copy", ("more", "info"), guard=flow.in_call, effect=flow.copy_call_invitation,
             label="Copy invitation"),
        pop("more.dismiss", ("more", "info", "leave"), ANY),
        reset("leave.leave", "leave", "home", guard=flow.in_call, effect=flow.leave, label="Leave meeting"),
        replace("leave.endall", "leave", "endall", guard=flow.hosting, label="End meeting for all"),
        reset("endall.confirm", "endall", "home", guard=flow.hosting, effect=flow.end_for_all, label="End for all"),
        pop("endall.cancel", "endall", "call", label="Cancel"),
        stay("chat.send", "chat", guard=flow.in_call, effect=flow.send_chat, label="Send"),
        stay("people.flip", "people", guard=flow.in_call, effect=flow.flip, label="Raise hand"),
        stay("people.muteall", "people", guard=flow.hosting, effect=flow.mute_all, label="Mute all"),
        push("people.remove", "people", "remove", guard=flow.can_remove, label="Remove"),
        pop("remove.confirm", "remove", "people", guard=flow.can_remove, effect=flow.remove, label="Remove"),
        pop("remove.cancel", "remove", "people", label="Cancel"),
        # schedule
        stay("schedule.step", "schedule", effect=editor.step, label="Change"),
        stay("schedule.flip", "schedule", effect=editor.flip, label="Switch"),
        stay("schedule.ends", "schedule", effect=editor.set_ends, label="Ends"),
        stay("schedule.invitee", "schedule", effect=editor.pick_invitee, label="Add invitees"),
        stay("schedule.drop", "schedule", effect=editor.drop_invitee, label="Remove invitee"),
        push("schedule.repeat", "schedule", "repeat", label="Repeat"),
        pop("repeat.choose", "repeat", "schedule", effect=editor.choose_repeat, label="Choose"),
        pop("repeat.dismiss", "repeat", "schedule"),
        replace("schedule.save", "schedule", "detail", guard=editor.is_new, effect=editor.save_new, label="Save"),
        pop("schedule.update", "schedule", "detail", guard=editor.is_edit, effect=editor.save_edit, label="Save"),
        # a scheduled meeting
        push("detail.start", "detail", "call", guard=flow.meeting_exists, effect=flow.start_mine, label="Start"),
        push("detail.edit", "detail", "schedule", guard=flow.meeting_exists, label="Edit"),
        stay("detail.share", "detail", guard=flow.meeting_exists, effect=editor.share, label="Share invitation"),
        stay("detail.copy", "detail", guard=flow.meeting_exists, effect=editor.copy, label="Copy invitation"),
        stay("detail.calendar", "detail", guard=flow.meeting_exists, effect=editor.to_calendar,
             label="Add to calendar"),
        push("detail.delete", "detail", "delete", guard=flow.meeting_exists, label="Delete"),
        reset("delete.confirm", "delete", "home", guard=flow.meeting_exists, effect=editor.delete, label="Delete"),
        pop("delete.cancel", "delete", "detail", label="Cancel"),
        # history and settings
        push("history.open", "history", "past", guard=_call_exists, label="Open a meeting record"),
        stay("settings.flip", "settings", effect=_flip_default, label="Switch"),
        push("settings.name", "settings", "rename", label="Display name"),
        pop("rename.save", "rename", "settings", guard=_named, effect=_rename, label="Save"),
        pop("rename.cancel", "rename", "settings", label="Cancel"),
    ],
)
