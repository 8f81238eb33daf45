"""Meet tasks in meetings: join by id (password, waiting room; an id a contact texted), chat, raise a
hand, and host a meeting to its end for all."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any, ClassVar

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.meeting.common import (
    CHAT,
    CHAT_ZH,
    NAMES,
    NAMES_ZH,
    START_MS,
    TODAY,
    TOPICS,
    TOPICS_ZH,
    P,
    call_path,
    contacts,
    joinable,
    launch,
    meeting_row,
    meetings,
    new_calls,
    open_meeting,
    pool,
    sample_id,
)
from bench.tasks.messages.common import named_threads, next_message_id
from mgym.apps.meeting import model


def _pick(rng: Random, rows: list[dict[str, Any]]) -> dict[str, Any]:
    m = rng.choice(rows)
    return {"mid": m["id"], "grouped": model.grouped(m["id"]), "password": m["password"], "admit": m["admit"],
            "topic": m["topic"]}


class _Join(TaskTemplate):
    apps: ClassVar[tuple[str, ...]] = ("meeting",)
    budget = 30

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [call_path(p["mid"])]

    def joined(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
        return new_calls(init, final, p["mid"])


class JoinWithPassword(_Join):
    id = "meeting.JoinWithPassword"
    difficulty = "L2"
    tags = ("nav",)
    split = "train"
    instructions = ("Join the Meet meeting {grouped} with the password {password}.",
                    "Get me into meeting ID {grouped} in Meet; its password is {password}.")
    instructions_zh = ("在会议里加入会议号 {grouped} 的会议，密码是 {password}。",
                       "用会议加入 {grouped}，会议密码 {password}。")
    goal_params = ("mid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return _pick(rng, joinable(state, password=True))

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = self.joined(p, init, final)
        return [Check(f"joined meeting {p['mid']}", len(got) == 1, p["mid"], [c["meeting_id"] for c in got])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.meeting.common import join

        yield from join(obs, p["mid"], p["password"], p["admit"])


class JoinWaitingRoom(_Join):
    id = "meeting.JoinWaitingRoom"
    difficulty = "L3"
    tags = ("nav", "settings")
    budget = 45
    instructions = ('Join meeting {grouped} in Meet as "{name}"{pw_text}. The host lets people in from a waiting '
                    "room, so wait until you are admitted and enter the meeting.",
                    'Use the name "{name}" and get into Meet meeting {grouped}{pw_text}; you will have to wait in the '
                    "waiting room first.",
                    'Please join Meet meeting {grouped}{pw_text} with the name "{name}". There is a waiting '
                    "room, so wait until the host admits you, then enter the meeting.")
    instructions_zh = ("在会议里以“{name}”的名字加入会议号 {grouped}{pw_text}。主持人开了等候室，等被允许后进入会议。",
                       "用“{name}”这个名字加入会议 {grouped}{pw_text}，需要先在等候室等一会儿。",
                       "请用名字“{name}”加入会议 {grouped}{pw_text}，主持人开了等候室，等被准许后进入会议。")
    goal_params = ("mid", "name")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = _pick(rng, joinable(state, waiting=True))
        return {**p, "name": rng.choice(pool(state, NAMES, NAMES_ZH)),
                "pw_text": f" (password {p['password']})" if p["password"] else "",
                "pw_zh": f"（密码 {p['password']}）" if p["password"] else ""}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**params, "pw_text": params["pw_zh"]} if locale.startswith("zh") else dict(params)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = self.joined(p, init, final)
        return [Check(f"admitted into meeting {p['mid']}", len(got) == 1, p["mid"], [c["meeting_id"] for c in got]),
                Check("under the name", final["apps"]["meeting"]["profile"]["name"] == p["name"], p["name"],
                      final["apps"]["meeting"]["profile"]["name"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*super().expected_changes(p), f"{P}.profile.name"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.meeting.common import join

        yield from join(obs, p["mid"], p["password"], p["admit"], name=p["name"])


class JoinAndChat(_Join):
    id = "meeting.JoinAndChat"
    difficulty = "L3"
    tags = ("nav", "social")
    budget = 45
    instructions = ('Join Meet meeting {grouped}{pw_text} and send "{text}" in the meeting chat.',
                    'Hop into meeting {grouped} in Meet{pw_text} and post "{text}" to everyone in the chat.',
                    'Please join meeting {grouped}{pw_text} in Meet and send "{text}" to the meeting chat.')
    instructions_zh = ("在会议里加入会议 {grouped}{pw_text}，并在会议聊天里发送“{text}”。",
                       "进入会议 {grouped}{pw_text}，在聊天里给所有人发“{text}”。",
                       "请加入会议 {grouped}{pw_text}，然后在会议聊天中发送“{text}”。")
    goal_params = ("mid", "text")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = _pick(rng, joinable(state))
        return {**p, "text": rng.choice(pool(state, CHAT, CHAT_ZH)),
                "pw_text": f" (password {p['password']})" if p["password"] else "",
                "pw_zh": f"（密码 {p['password']}）" if p["password"] else ""}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**params, "pw_text": params["pw_zh"]} if locale.startswith("zh") else dict(params)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = self.joined(p, init, final)
        said = [m["text"] for c in got for m in c["chat"] if m["sender"] == ""]
        return [Check(f"said it in meeting {p['mid']}", said == [p["text"]], [p["text"]], said)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.meeting.common import join

        obs = yield from join(obs, p["mid"], p["password"], p["admit"])
        obs = yield from ui.tap(obs, trigger="call.chat")
        obs = yield from ui.type_into(obs, "Message everyone", p["text"])
        yield from ui.tap(obs, trigger="chat.send")


class RaiseHand(_Join):
    id = "meeting.RaiseHand"
    difficulty = "L2"
    tags = ("nav", "edit")
    split = "train"
    instructions = ("Join the Meet meeting {grouped} (no password) and raise your hand. Stay in the meeting.",
                    "Get into meeting {grouped} in Meet and raise your hand so the host sees it; don't leave.")
    instructions_zh = ("在会议里加入会议 {grouped}（无密码）并举手，不要离开会议。",
                       "进入会议 {grouped}，举手让主持人看到，别退出会议。")
    goal_params = ("mid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return _pick(rng, joinable(state, password=False))

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = self.joined(p, init, final)
        return [Check("in the meeting with the hand raised", any(c["hand"] and c["end"] is None for c in got), True,
                      [(c["hand"], c["end"]) for c in got])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.meeting.common import join

        obs = yield from join(obs, p["mid"], p["password"], p["admit"])
        obs = yield from ui.tap(obs, trigger="call.more")
        yield from ui.tap(obs, trigger="more.hand")


class JoinFromMessages(_Join):
    id = "meeting.JoinFromMessages"
    apps = ("meeting", "messages")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L4"
    tags = ("nav", "handoff", "extract")
    budget = 45
    instructions = ("{name} texted me a meeting ID and password. Join that meeting in Meet.",
                    "Read {name}'s last SMS and use the ID and password in it to join the meeting in Meet.",
                    "Please join the Meet meeting whose ID and password {name} sent me by text.")
    instructions_zh = ("{name}发短信给了我一个会议号和密码，用会议加入这个会议。",
                       "看看{name}最新的短信，用里面的会议号和密码在会议里入会。",
                       "请用{name}短信里发来的会议号和密码加入会议。")
    goal_params = ("mid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(named_threads(state))
        m = _pick(rng, joinable(state, password=True))
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        body = (f"来开会：会议号 {m['grouped']}，密码 {m['password']}" if zh
                else f"Join my meeting in Meet: ID {m['grouped']}, password {m['password']}")
        msg = {"id": next_message_id(state), "body": body, "time": START_MS - rng.randint(3, 50) * 60_000,
               "incoming": True, "read": False}
        return {**m, "name": c["name"], "thread_id": t["id"], "msg": msg}

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"sms[id={params['thread_id']}]": {"messages[]": params["msg"]}}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*super().expected_changes(p), f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = self.joined(p, init, final)
        return [Check(f"joined meeting {p['mid']}", len(got) == 1, p["mid"], [c["meeting_id"] for c in got])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        import re

        from bench.tasks.meeting.common import join

        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        text = next(str(e.text) for e in reversed(obs.ui) if p["grouped"] in str(e.text))
        found = re.search(r"(\d{3} \d{3} \d{3})\D+(\d{6})", text)
        assert found is not None, text
        obs = yield from launch()
        yield from join(obs, found.group(1).replace(" ", ""), found.group(2), p["admit"])


class RemoveParticipant(TaskTemplate):
    id = "meeting.RemoveParticipant"
    apps = ("meeting",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("edit", "nav")
    budget = 30
    split = "train"
    instructions = ('Start my meeting "{topic}" in Meet and remove {name} from it. Stay in the meeting.',
                    'In Meet, start "{topic}" now and kick {name} out of the call (keep the meeting going).',
                    'Please start "{topic}" in Meet, remove {name} from the meeting, and stay in it '
                    "yourself.")
    instructions_zh = ("在会议里开始我的会议“{topic}”，把{name}移出会议，自己留在会议中。",
                       "用会议现在开始“{topic}”，把{name}请出会议（会议继续开）。",
                       "请在会议里开始“{topic}”，把{name}移出会议，你自己不要退出。")
    goal_params = ("mid", "name")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        people = rng.sample(contacts(state), rng.randint(2, 4))
        return {"mid": sample_id(rng), "topic": rng.choice(pool(state, TOPICS, TOPICS_ZH)),
                "day": (TODAY + timedelta(days=rng.randint(0, 6))).isoformat(),
                "invitees": [c["id"] for c in people], "name": rng.choice(people)["name"]}

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        row = meeting_row(params["mid"], params["topic"], date.fromisoformat(params["day"]), "18:00", 60,
                          invitees=params["invitees"])
        return {"apps": {"meeting": {"meetings": [*meetings(state), row]}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [call_path(p["mid"])]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = new_calls(init, final, p["mid"])
        c = got[0] if len(got) == 1 else {}
        return [Check(f"{p['name']} was removed", c.get("removed") == [p["name"]], [p["name"]], c.get("removed")),
                Check("the meeting goes on", bool(c) and c.get("end") is None, None, c.get("end"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_meeting(obs, p["mid"])
        obs = yield from ui.tap(obs, trigger="detail.start")
        obs = yield from ui.tap(obs, trigger="call.people")
        obs = yield from ui.tap(obs, trigger="people.remove", name=p["name"])
        yield from ui.tap(obs, "Remove", trigger="remove.confirm")


class EndForAll(TaskTemplate):
    id = "meeting.EndForAll"
    apps = ("meeting",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("edit", "nav")
    budget = 30
    instructions = ("Start my {time} meeting today in Meet, mute everyone, then end the meeting for all.",
                    "In Meet, start today's {time} meeting, use Mute all, and end it for everyone.",
                    "Please start today's {time} meeting in Meet, mute all participants, and then end the "
                    "meeting for everyone.")
    instructions_zh = ("在会议里开始我今天{time}的会议，全体静音，然后为所有人结束会议。",
                       "用会议开始今天{time}那场会，点全体静音，再结束会议（全员）。",
                       "请在会议里开始我今天{time}的那场会议，将所有人静音，然后为全体结束会议。")
    goal_params = ("mid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        people = rng.sample([c["id"] for c in contacts(state)], rng.randint(2, 4))
        return {"mid": sample_id(rng), "topic": rng.choice(pool(state, TOPICS, TOPICS_ZH)),
                "time": rng.choice(["09:30", "10:00", "10:30", "11:00", "11:30"]), "invitees": people}

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        row = meeting_row(params["mid"], params["topic"], TODAY, params["time"], 60, invitees=params["invitees"])
        return {"apps": {"meeting": {"meetings": [*meetings(state), row]}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [call_path(p["mid"])]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = new_calls(init, final, p["mid"])
        c = got[0] if len(got) == 1 else {}
        return [Check("the meeting was started", bool(c), p["mid"], [x["meeting_id"] for x in got]),
                Check("everyone was muted", c.get("all_muted") is True, True, c.get("all_muted")),
                Check("it was ended for all", c.get("ended_for_all") is True and c.get("end") is not None, True,
                      (c.get("ended_for_all"), c.get("end")))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_meeting(obs, p["mid"])
        obs = yield from ui.tap(obs, trigger="detail.start")
        obs = yield from ui.tap(obs, trigger="call.people")
        obs = yield from ui.tap(obs, trigger="people.muteall")
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="call.leave")
        obs = yield from ui.tap(obs, trigger="leave.endall")
        yield from ui.tap(obs, trigger="endall.confirm")


