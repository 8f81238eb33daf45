"""Meet end to end in real Chromium, by screen coordinates only (as an agent acts), checking the state:
a wrong id, a wrong then right password, the waiting room, chat and hand in the call; the schedule form
saved and added to Calendar (INSERT), invitees through the Contacts picker, the invitation shared to
Messenger, the host muting everyone and ending the meeting for all after the confirmation."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps.meeting import model
from mgym.observation import Observation
from tests.conftest import click, obs_of, type_into


def meet(s: Session) -> dict[str, Any]:
    state: dict[str, Any] = s.get_state()["apps"]["meeting"]
    return state


def back(s: Session) -> Observation:
    return s.step({"action": "back"}, screenshot=False)


@pytest.fixture
def s() -> Session:
    s = Session(seed=0)
    s.step({"action": "awake", "app": "meeting"}, screenshot=False)
    return s


def test_wrong_id_then_password_and_waiting_room(s: Session) -> None:
    click(s, trigger="home.join")
    type_into(s, "Meeting ID", "123456789")
    back(s)
    click(s, trigger="join.go")
    assert s.screen == "join" and obs_of(s).find("Invalid meeting ID. Check it and try again.")
    type_into(s, "Meeting ID", "731904286", clear=True)
    back(s)
    click(s, trigger="join.go")
    assert s.screen == "password"
    type_into(s, "Meeting password", "111111")
    click(s, trigger="password.ok")
    assert s.screen == "password" and obs_of(s).find("Wrong password. Try again.")
    type_into(s, "Meeting password", "905133", clear=True)
    click(s, trigger="password.ok")
    assert s.screen == "waiting"
    enter = obs_of(s).find(trigger="waiting.enter")[0]
    assert not enter.enabled  # the host has not let me in yet
    s.step({"action": "wait", "seconds": 31}, screenshot=False)
    click(s, trigger="waiting.enter")
    assert s.screen == "call"
    call = model.live(meet(s))
    assert call is not None and call["meeting_id"] == "731904286" and call["host"] == "Henry Baker"
    back(s)  # the join screens are gone from the task: Back leaves the call screen, not to the form
    assert s.screen != "join"


def test_not_started_yet(s: Session) -> None:
    click(s, trigger="home.join")
    type_into(s, "Meeting ID", "823516904")
    back(s)
    click(s, trigger="join.go")
    assert s.screen == "join" and any("not started" in e.text for e in obs_of(s).ui)


def test_chat_hand_and_leave(s: Session) -> None:
    click(s, trigger="home.join")
    type_into(s, "Meeting ID", "845210937")
    back(s)
    click(s, trigger="join.go")
    assert s.screen == "call"
    click(s, trigger="call.chat")
    type_into(s, "Message everyone", "Hello all")
    click(s, trigger="chat.send")
    back(s)
    if s.screen == "chat":
        back(s)
    click(s, trigger="call.more")
    click(s, trigger="more.hand")
    call = model.live(meet(s))
    assert call is not None and call["hand"] and [m["text"] for m in call["chat"]] == ["Hello all"]
    click(s, trigger="more.dismiss")
    click(s, trigger="call.leave")
    assert not obs_of(s).find(trigger="leave.endall")  # not the host
    click(s, trigger="leave.leave")
    last = meet(s)["history"][-1]
    assert last["end"] is not None and not last["hand"] and last["chat"][0]["text"] == "Hello all"
    assert s.screen == "home"


def test_schedule_save_and_add_to_calendar(s: Session) -> None:
    click(s, trigger="home.schedule")
    type_into(s, "Topic", "Design sync", clear=True)
    back(s)  # the keyboard
    click(s, trigger="schedule.step", what="date", by=1)
    for _ in range(5):
        click(s, trigger="schedule.step", what="hour", by=1)
    click(s, trigger="schedule.step", what="duration", by=-1)
    click(s, trigger="schedule.flip", what="pw")
    click(s, trigger="schedule.flip", what="waiting")
    click(s, trigger="schedule.save")
    m = next(m for m in meet(s)["meetings"] if m["topic"] == "Design sync")
    assert (m["start"], m["duration"], m["waiting_room"], len(m["password"])) == ("2026-03-15T15:00", 45, True, 6)
    assert s.screen == "detail"
    click(s, trigger="detail.calendar")
    assert s.app == "calendar" and s.screen == "edit"
    click(s, trigger="edit.save")
    ev = s.get_state()["apps"]["calendar"]["events"][-1]
    assert (ev["title"], ev["start_date"], ev["start_time"], ev["end_time"]) == ("Design sync", "2026-03-15",
                                                                               "15:00", "15:45")
    assert ev["location"] == model.link(m["id"]) and m["password"] in ev["notes"]


def test_add_to_calendar_converts_a_foreign_zone_to_the_phones(s: Session) -> None:
    """A meeting scheduled in Tokyo at 16:30 on Mar 18 is 00:30 the same day in Los Angeles (UTC-7)."""
    rows = [dict(m, time_zone="Asia/Tokyo") if m["id"] == "330571246" else m for m in meet(s)["meetings"]]
    s.set_state({"apps": {"meeting": {"meetings": rows}}})
    click(s, trigger="meeting.open", meeting_id="330571246")
    click(s, trigger="detail.calendar")
    assert s.app == "calendar" and s.screen == "edit"
    click(s, trigger="edit.save")
    ev = s.get_state()["apps"]["calendar"]["events"][-1]
    assert (ev["start_date"], ev["start_time"]) == ("2026-03-18", "00:30")


def test_invitee_from_contacts_and_share_to_messenger(s: Session) -> None:
    click(s, trigger="meeting.open", meeting_id="330571246")
    click(s, trigger="detail.edit")
    click(s, trigger="schedule.invitee")
    assert s.app == "contacts"
    click(s, trigger="pick.choose", contact_id=10)
    assert s.app == "meeting" and s.screen == "schedule"
    click(s, trigger="schedule.update")
    m = next(m for m in meet(s)["meetings"] if m["id"] == "330571246")
    assert m["invitees"] == [10] and m["time_zone"] == ""  # nothing else changed
    click(s, trigger="detail.share")
    click(s, trigger="sharesheet.app", app="messenger")
    row = obs_of(s).find(trigger="forward.pick")[0]
    click(s, trigger="forward.pick", to_chat=row.params["to_chat"])
    click(s, trigger="forward.send")
    sent = s.get_state()["apps"]["messenger"]["messages"][-1]
    assert "330 571 246" in sent["text"] and model.link("330571246") in sent["text"]


def test_host_mutes_all_and_ends_for_all(s: Session) -> None:
    s.set_state({"apps": {"meeting": {"meetings[id=102384756]": {"invitees": [5, 6, 7]}}}})
    click(s, trigger="meeting.open", meeting_id="102384756")
    click(s, trigger="detail.start")
    click(s, trigger="call.people")
    click(s, trigger="people.remove", name=obs_of(s).find(trigger="people.remove")[0].params["name"])
    click(s, trigger="remove.confirm")
    click(s, trigger="people.muteall")
    back(s)
    click(s, trigger="call.leave")
    click(s, trigger="leave.endall")
    assert s.screen == "endall"  # a confirmation first
    click(s, "Cancel", trigger="endall.cancel")
    assert model.live(meet(s)) is not None
    click(s, trigger="call.leave")
    click(s, trigger="leave.endall")
    click(s, trigger="endall.confirm")
    last = meet(s)["history"][-1]
    assert last["all_muted"] and last["ended_for_all"] and last["end"] is not None and len(last["removed"]) == 1
    assert s.screen == "home"


def test_copy_invitation_in_chinese() -> None:
    s = Session(seed=0, locale="zh-CN")
    s.step({"action": "awake", "app": "meeting"}, screenshot=False)
    click(s, trigger="meeting.open", meeting_id="215904318")
    click(s, trigger="detail.copy")
    clip = s.get_state()["os"]["clipboard"]
    assert "会议号：215 904 318" in clip and "会议密码：482913" in clip and "项目启动会" in clip


@pytest.mark.parametrize(("locale", "zone"), [("en", "GMT-07:00 Pacific Daylight Time"),
                                              ("zh-CN", "GMT+08:00 中国标准时间")])
def test_details_show_the_zone_in_the_phones_language(locale: str, zone: str) -> None:
    """A new phone is in its region's home zone; the details name it as Android does, in its language."""
    s = Session(seed=0, locale=locale)
    s.step({"action": "awake", "app": "meeting"}, screenshot=False)
    click(s, trigger="meeting.open", meeting_id="215904318")
    assert obs_of(s).find(zone, exact=True), obs_of(s).text()


def test_a_meeting_keeps_the_zone_it_was_scheduled_in(s: Session) -> None:
    """Saved with the phone's zone (an IANA key); an earlier version's label is read as its key, and the
    zone's name is the one in effect at the meeting's start (London moves to BST on 29 March)."""
    click(s, trigger="home.schedule")
    type_into(s, "Topic", "Zone check", clear=True)
    back(s)
    click(s, trigger="schedule.save")
    m = next(m for m in meet(s)["meetings"] if m["topic"] == "Zone check")
    assert m["time_zone"] == "America/Los_Angeles"
    s.set_state({"apps": {"meeting": {f"meetings[id={m['id']}]": {"time_zone": "GMT+00:00 Greenwich Mean Time",
                                                                  "start": "2026-03-30T10:00"}}}})
    assert next(x for x in meet(s)["meetings"] if x["id"] == m["id"])["time_zone"] == "Europe/London"
    back(s)
    click(s, trigger="meeting.open", meeting_id=m["id"])
    assert obs_of(s).find("GMT+01:00 British Summer Time", exact=True), obs_of(s).text()


def test_invitees_are_called_invitees_in_chinese() -> None:
    """受邀人 (people invited), not 邀请人 (the one who invites)."""
    from mgym.i18n import translate

    assert translate("Invitees", "zh-CN", "meeting") == "受邀人"
    assert translate("Add invitees", "zh-CN", "meeting") == "添加受邀人"
