"""Files templates across apps that are hard by construction (``hardness``; L3 or L4 by their factors): the contract a colleague asked
about by text, found among near-duplicate PDFs in two folders by reading their pages (the one named "signed" is
signed by one side only, a copy signed by both has the term the colleague later said was changed, another
project's contract is signed by both with the new term); the colleague gets, by SMS, the date the other side
signed it."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.files.common import (
    DOCUMENTS,
    DOWNLOAD,
    children,
    go_to,
    name_of,
    new_row,
    next_id,
    to_files,
    zh,
)
from bench.tasks.messages.common import (
    START_MS,
    named_threads,
    next_message_id,
    send,
    send_changes,
    sent_check,
)

TODAY = date(2026, 3, 14)
PDF = "application/pdf"
#: (project, file stem, the other side)
PROJECTS = (("Harbor Plaza cleaning", "harbor_plaza_cleaning", "BrightShine Services"),
            ("Northwind catering", "northwind_catering", "Northwind Foods"),
            ("Elm Street office lease", "elm_street_lease", "Elm Realty Group"),
            ("website redesign", "website_redesign", "Pixelcraft Studio"),
            ("fleet maintenance", "fleet_maintenance", "AutoCare Partners"),
            ("printer rental", "printer_rental", "OfficeJet Leasing"))
PROJECTS_ZH = (("海港广场保洁", "海港广场保洁合同", "亮洁服务公司"), ("北风餐饮", "北风餐饮合同", "北风食品公司"),
               ("榆树街办公室租赁", "榆树街租赁合同", "榆树地产集团"), ("网站改版", "网站改版合同", "像素工坊"),
               ("车队保养", "车队保养合同", "安驰汽修"), ("打印机租赁", "打印机租赁合同", "办公易租赁"))
SUFFIXES: dict[str, Any] = {"signed": "_signed", "final": "_final", "target": (" (1)", "_v4", "_scan")}
SUFFIXES_ZH: dict[str, Any] = {"signed": "_已签", "final": "_终版", "target": ("(1)", "_第4版", "_扫描件")}
OWNER = {"en": "Alex Morgan", "zh-CN": "张伟"}
TERMS = (6, 12, 18, 24, 36)
ASK = "Hi! Could you text me the {project} contract PDF? I need the copy that both sides have signed."
ASK_ZH = "你好！能把{project}的合同PDF用短信发我一下吗？我要双方都已经签字的那一份。"
TERM = "Oh, and make sure it's the version with the {new}-month term. We changed it from {old} months, so the older one is no use to me."
TERM_ZH = "对了，一定要是合同期{new}个月的那一版。我们把合同期从{old}个月改了，旧的那份我用不上。"


def _ms(d: date, hour: int) -> int:
    return int(datetime(d.year, d.month, d.day, hour, tzinfo=UTC).timestamp() * 1000)


def _page(cn: bool, project: str, party: str, owner: str, term: int, signed: tuple[str | None, str | None]) -> str:
    """The contract's one page: the parties, the term, the two signature lines."""
    if cn:
        lines = [f"服务合同：{project}", f"甲方：{owner}", f"乙方：{party}", f"合同期：自签订之日起{term}个月",
                 "付款：每月结算，收到发票后30天内付款。", "", "签字"]
        lines += [f"甲方签字：{owner}  {signed[0]}" if signed[0] else "甲方签字：________（未签）",
                  f"乙方签字：{party}  {signed[1]}" if signed[1] else "乙方签字：________（未签）"]
    else:
        lines = [f"SERVICE AGREEMENT: {project}", f"Between {owner} and {party}",
                 f"Term: {term} months from the date of signing", "Payment: monthly, within 30 days of invoice.",
                 "", "SIGNATURES"]
        lines += [f"For {owner}: signed {signed[0]}" if signed[0] else f"For {owner}: ________ (not signed)",
                  f"For {party}: signed {signed[1]}" if signed[1] else f"For {party}: ________ (not signed)"]
    return "\n".join(lines)


class SendSignedContract(TaskTemplate):
    id = "files.SendSignedContract"
    apps = ("files", "messages")
    objective = "hybrid"
    # played from screenshots (2026-11-29): a search for the project lists every copy at once, solved
    # first try in 21 steps; L3
    hardness = ("trap", "steps")
    tags = ("handoff", "social", "reasoning", "explore")
    budget = 60
    goal_params = ("thread_id", "signed")
    instructions = ("{name} texted me about a contract. Find the copy they mean among the contract PDFs in Files (they "
                    "are in Download and in Documents/{work}) and reply to {name} in Messages with the date the other "
                    "party signed that copy, written as YYYY-MM-DD and nothing else.",
                    "Read what {name} texted me about the contract they need, look through the contract PDFs in my "
                    "Download and Documents/{work} folders to find exactly that copy, and text {name} back the date "
                    "on the other side's signature, as YYYY-MM-DD with no other words.",
                    "{name} is asking about a contract; the details are in their texts. Open the candidate PDFs in "
                    "Files (Download, Documents/{work}), work out which copy matches, and send {name} an SMS that is "
                    "only the date the other party signed it (YYYY-MM-DD).")
    instructions_zh = ("{name}发短信跟我说了一份合同的事。请在文件管理里的合同PDF中（在 Download 和 Documents/{work} 里）找到对方说的那一份，"
                       "然后在信息里回复{name}：对方（乙方）签字的日期，格式为 YYYY-MM-DD，不要写别的。",
                       "看看{name}短信里要的是哪份合同，再把我 Download 和 Documents/{work} 文件夹里的合同PDF翻一遍，找准那一份，"
                       "把乙方签字上的日期用短信回给{name}，只写 YYYY-MM-DD 格式的日期。",
                       "{name}在问一份合同，具体要求在短信里。请在文件管理（Download、Documents/{work}）里打开这些PDF，弄清哪一份符合，"
                       "然后给{name}发一条短信，内容只有乙方签字的日期（YYYY-MM-DD）。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cn = zh(state)
        owner = OWNER["zh-CN" if cn else "en"]
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        t, c = rng.choice([(t, c) for t, c in named_threads(state) if names.count(c["name"]) == 1])
        work = next(r["path"] for r in children(state, DOCUMENTS, dirs=True) if name_of(r["path"]) in ("Work", "工作"))
        (project, stem, party), (other, ostem, oparty) = rng.sample(PROJECTS_ZH if cn else PROJECTS, 2)
        old, new = rng.sample(TERMS, 2)

        def day(lo: int, hi: int) -> str:
            return (TODAY - timedelta(days=rng.randint(lo, hi))).isoformat()

        dates = [(TODAY - timedelta(days=k)).isoformat() for k in sorted(rng.sample(range(2, 40), 6))]
        # each signed copy's dates differ from the others' (the other side's date tells them apart)
        new_dates = rng.sample(dates[:4], 4)  # the old term's copy was signed before any of the new term's
        both_new, one_side, both_other = (new_dates[0], new_dates[1]), new_dates[2], (new_dates[3], new_dates[0])
        both_old = (dates[5], dates[4])
        sfx = SUFFIXES_ZH if cn else SUFFIXES
        target_name = f"{stem}{rng.choice(sfx['target'])}.pdf"
        # (role, name, project, party, term, signatures)
        docs = [("draft", f"{stem}.pdf", project, party, old, (None, None)),
                ("old_term", f"{stem}{sfx['signed']}.pdf", project, party, old, both_old),
                ("one_side", f"{stem}{sfx['final']}{sfx['signed']}.pdf", project, party, new, (one_side, None)),
                ("target", target_name, project, party, new, both_new),
                ("unsigned", f"{stem}{sfx['final']}.pdf", project, party, new, (None, None)),
                ("other", f"{ostem}{sfx['signed']}.pdf", other, oparty, new, both_other)]
        fid = next_id(state)
        order = rng.sample(range(len(docs)), len(docs))
        files = []
        for k, (role, fname, proj, side, term, signed) in zip(order, docs, strict=True):
            folder = DOWNLOAD if rng.random() < 0.5 else work
            when = max((s for s in signed if s), default=day(30, 40))
            files.append({"id": fid + k, "role": role, "path": f"{folder}/{fname}",
                          "page": _page(cn, proj, side, owner, term, signed),
                          "size": rng.randint(120_000, 600_000), "when": _ms(date.fromisoformat(when), rng.randint(9, 18))})
        mid = next_message_id(state)
        ask_at = START_MS - rng.randint(20, 30) * 3_600_000
        msgs = [{"id": mid, "body": (ASK_ZH if cn else ASK).format(project=project), "time": ask_at,
                 "incoming": True, "read": False},
                {"id": mid + 1, "body": (TERM_ZH if cn else TERM).format(new=new, old=old),
                 "time": ask_at + rng.randint(2, 8) * 3_600_000, "incoming": True, "read": False}]
        return {"name": c["name"], "address": t["address"], "thread_id": t["id"], "work": name_of(work),
                "files": files, "msgs": msgs, "signed": both_new[1]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        rows = [new_row(f["id"], f["path"], PDF, f["size"], f["when"], pages=[f["page"]]) for f in p["files"]]
        t = next(t for t in state["os"]["providers"]["sms"] if t["id"] == p["thread_id"])
        return {"os": {"files[]": rows,
                       "providers": {f"sms[id={p['thread_id']}]": {"messages": [*t["messages"], *p["msgs"]]}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the colleague": sum(c["name"] == p["name"] for c in init["os"]["providers"]["contacts"])}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [sent_check(init, final, p["address"], p["signed"], p["name"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])  # what they need
        obs = yield from to_files(obs)
        folders = sorted({f["path"].rsplit("/", 1)[0] for f in p["files"]})
        for folder in folders:  # every contract PDF, opened and read, folder by folder
            obs = yield from go_to(obs, folder)
            for f in sorted(p["files"], key=lambda f: f["path"]):
                if f["path"].rsplit("/", 1)[0] == folder:
                    obs = yield from ui.tap(obs, trigger="open.file", id=f["id"])
                    obs = yield from ui.back()
            obs = yield from to_files(obs)
        obs = yield from ui.open_app("Messages")
        for _ in range(3):  # back to the inbox
            if obs.find(trigger="thread.open", thread_id=p["thread_id"]):
                break
            obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from send(obs, p["signed"])


# ---- the next flight, from its boarding pass and the airline's delay text, into Calendar ---------------------
#: (city, airport code) of the phone's home and of the destinations, per region
HOME = {"en": ("San Francisco", "SFO"), "zh-CN": ("北京首都", "PEK")}
AWAY = {"en": (("Denver", "DEN"), ("Seattle", "SEA"), ("Boston", "BOS"), ("Chicago", "ORD"), ("Austin", "AUS")),
        "zh-CN": (("上海虹桥", "SHA"), ("广州白云", "CAN"), ("成都天府", "TFU"), ("深圳宝安", "SZX"), ("西安咸阳", "XIY"))}
#: (flight-number prefix, the SMS sender of its flight alerts): a made-up airline, Northwind Air
AIRLINE = {"en": ("NW", "Northwind Air"), "zh-CN": ("NW", "北风航空")}
DELAY = ("{no} on {day}: we're sorry, your flight is delayed by {mins} minutes. All other details are unchanged.")
DELAY_ZH = "【航班动态】您预订的{day}{no}航班延误{mins}分钟，其他信息不变，给您带来不便敬请谅解。"
GATE = "{no} on {day}: boarding gate changed to {gate}."
GATE_ZH = "【航班动态】您预订的{day}{no}航班登机口变更为{gate}。"


def _pass(cn: bool, no: str, frm: tuple[str, str], to: tuple[str, str], day: str, dep: int, arr: int,
          gate: str, seat: str) -> str:
    def hm(m: int) -> str:
        return f"{m // 60:02d}:{m % 60:02d}"

    if cn:
        return (f"登机牌\n旅客：张伟\n航班：{no}\n出发：{frm[0]}（{frm[1]}）\n到达：{to[0]}（{to[1]}）\n日期：{day}\n"
                f"起飞：{hm(dep)}  落地：{hm(arr)}\n登机时间：{hm(dep - 40)}  登机口：{gate}\n座位：{seat}")
    return (f"BOARDING PASS\nPassenger: MORGAN/ALEX\nFlight: {no}\nFrom: {frm[0]} ({frm[1]})\nTo: {to[0]} ({to[1]})\n"
            f"Date: {day}\nDeparts: {hm(dep)}  Arrives: {hm(arr)}\nBoarding: {hm(dep - 40)}  Gate: {gate}\n"
            f"Seat: {seat}  Group 3")


def _day_words(iso: str, cn: bool) -> str:
    d = date.fromisoformat(iso)
    return f"{d.month}月{d.day}日" if cn else f"{d:%b} {d.day}"


class NextFlightToCalendar(TaskTemplate):
    id = "files.NextFlightToCalendar"
    apps = ("files", "messages", "calendar")
    objective = "hybrid"
    hardness = ("apps3", "trap", "temporal", "steps")
    tags = ("handoff", "create", "reasoning", "explore")
    budget = 60
    goal_params = ("title", "date", "start", "end")
    instructions = ("My boarding passes are PDFs in the Download folder in Files. Put my next flight into Calendar: "
                    'an event titled "{word} <flight number as printed on the pass>" on its date, from the time it '
                    "departs to the time it arrives. The airline texts me changes ({sender} in Messages), so use the "
                    "times as they stand now.",
                    "Add my upcoming flight (the next one from today; the boarding pass PDFs are in Files > Download) "
                    'to my Calendar as "{word}" followed by the flight number, on the day of the flight, starting '
                    "at departure and ending at arrival. Check the texts from {sender} first: if the flight has "
                    "changed, the event must show the new times.",
                    "Find the boarding pass of my next flight among the PDFs in my Download folder and create a "
                    'Calendar event for it: title "{word}" plus the flight number as on the pass, that date, from '
                    "departure to arrival time. {sender} sends me delay notices by SMS; take them into account.")
    instructions_zh = ("我的登机牌都是文件管理里 Download 文件夹中的PDF。请把我接下来要坐的那趟航班加到日历：标题为“{word}”加登机牌上"
                       "印的航班号，日期为航班日期，从起飞时间到落地时间。航空公司会发短信通知变动（信息里的 {sender}），"
                       "时间要以现在的为准。",
                       "把我接下来的航班（从今天起最近的一趟；登机牌PDF在文件管理的 Download 里）加到日历：标题是“{word}”后面接航班号，"
                       "日期是航班当天，开始于起飞时间、结束于落地时间。先看看 {sender} 发来的短信，航班有变的话，日程要用新的时间。",
                       "在我 Download 文件夹的PDF里找到下一趟航班的登机牌，给它建一个日历日程：标题为“{word}”加登机牌上的航班号，"
                       "当天，从起飞到落地。{sender} 会用短信通知航班延误，请一并考虑。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import next_thread_id

        cn = zh(state)
        loc = "zh-CN" if cn else "en"
        code, sender = AIRLINE[loc]
        home, away = HOME[loc], rng.choice(AWAY[loc])
        old = next(r for r in children(state, DOWNLOAD) if r["pages"] and r["pages"][0].startswith(("BOARDING", "登机牌")))
        nos = [f"{code} {n}" if not cn else f"{code}{n}" for n in rng.sample(range(201, 1999), 3)]
        nos[0] = next(ln.split(": ", 1)[-1].split("：", 1)[-1] for ln in old["pages"][0].splitlines()
                      if ln.startswith(("Flight:", "航班：")))  # the pass already there keeps its flight
        while nos[0] in nos[1:]:
            nos[1:] = [f"{code} {n}" if not cn else f"{code}{n}" for n in rng.sample(range(201, 1999), 2)]
        out_day = TODAY + timedelta(days=rng.randint(2, 8))
        back_day = out_day + timedelta(days=rng.randint(3, 6))
        past_day = TODAY - timedelta(days=rng.randint(12, 40))

        def times() -> tuple[int, int]:
            dep = rng.randrange(7 * 12, 17 * 12) * 5
            return dep, dep + rng.randrange(14, 48) * 5

        (d1, a1), (d2, a2), (d3, a3) = times(), times(), times()
        delay = rng.randrange(5, 20) * 5
        seats = [f"{rng.randint(8, 38)}{rng.choice('ABCDEF')}" for _ in range(3)]
        gates = [f"{rng.choice('ABC')}{rng.randint(2, 40)}" for _ in range(4)]
        fid = next_id(state)
        other = rng.choice([a for a in AWAY[loc] if a != away])
        passes = [{"id": old["id"], "path": old["path"],
                   "page": _pass(cn, nos[0], home, other, past_day.isoformat(), d3, a3, gates[0], seats[0])},
                  {"id": fid, "path": f"{DOWNLOAD}/{'登机牌' if cn else 'boarding_pass'}_{nos[1].replace(' ', '')}.pdf",
                   "page": _pass(cn, nos[1], home, away, out_day.isoformat(), d1, a1, gates[1], seats[1]),
                   "when": _ms(TODAY - timedelta(days=rng.randint(1, 4)), rng.randint(9, 20))},
                  {"id": fid + 1, "path": f"{DOWNLOAD}/{'登机牌' if cn else 'boarding_pass'}_{nos[2].replace(' ', '')}.pdf",
                   "page": _pass(cn, nos[2], away, home, back_day.isoformat(), d2, a2, gates[2], seats[2]),
                   "when": _ms(TODAY - timedelta(days=rng.randint(1, 4)), rng.randint(9, 20))}]
        # the delay is the next flight's; a bigger one for the return flight and a gate change come before and after
        texts = [((DELAY_ZH if cn else DELAY).format(no=nos[2], day=_day_words(back_day.isoformat(), cn),
                                                     mins=delay + rng.randrange(2, 9) * 5), 2900),
                 ((DELAY_ZH if cn else DELAY).format(no=nos[1], day=_day_words(out_day.isoformat(), cn), mins=delay),
                  rng.randint(200, 1400)),
                 ((GATE_ZH if cn else GATE).format(no=nos[1], day=_day_words(out_day.isoformat(), cn), gate=gates[3]),
                  rng.randint(30, 150))]
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": b, "time": START_MS - ago * 60_000, "incoming": True, "read": False}
                for i, (b, ago) in enumerate(texts)]
        word = "航班" if cn else "Flight"

        def hm(m: int) -> str:
            return f"{m // 60:02d}:{m % 60:02d}"

        return {"word": word, "sender": sender, "thread_id": next_thread_id(state), "msgs": msgs, "passes": passes,
                "title": f"{word} {nos[1]}" if not cn else f"{word}{nos[1]}", "date": out_day.isoformat(),
                "start": hm(d1 + delay), "end": hm(a1 + delay), "old": old["id"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        rows = [new_row(f["id"], f["path"], PDF, 180_000 + f["id"] % 7 * 1_000, f["when"], pages=[f["page"]])
                for f in p["passes"] if f["id"] != p["old"]]
        return {"os": {"files[]": rows, f"files[id={p['old']}]": {"pages": [p["passes"][0]["page"]]},
                       "providers": {"sms[]": {"id": p["thread_id"], "address": p["sender"], "pinned": False,
                                               "archived": False, "messages": p["msgs"]}}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.calendar.events[+1]", f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {e["id"] for e in init["apps"]["calendar"]["events"]}
        new = [e for e in final["apps"]["calendar"]["events"] if e["id"] not in old]
        e = new[0] if len(new) == 1 else {}
        title = "".join(str(e.get("title", "")).split()).casefold()
        want = (p["date"], p["start"], p["date"], p["end"], False)
        got = (e.get("start_date"), e.get("start_time"), e.get("end_date"), e.get("end_time"), e.get("all_day"))
        return [Check("one new event", len(new) == 1, 1, len(new)),
                Check("its title", title == "".join(p["title"].split()).casefold(), p["title"], e.get("title")),
                Check("its day and times", got == want, want, got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.calendar.common import fill_event

        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])  # the delay, and whose
        obs = yield from to_files(obs)
        obs = yield from go_to(obs, DOWNLOAD)
        for f in sorted(p["passes"], key=lambda f: f["path"]):  # every boarding pass, opened and read
            obs = yield from ui.tap(obs, trigger="open.file", id=f["id"])
            obs = yield from ui.back()
        obs = yield from ui.open_app("Calendar")
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["title"], p["date"], p["start"], p["end"])
        yield from ui.tap(obs, trigger="edit.save")
