"""Files templates that are hard by construction (``hardness``, L4), fourth wave.

``KeepLatestDrafts``: clear out the superseded drafts of a report, chapter by chapter, keeping only each chapter's
latest version. The version is written at the top of each file; the file names ("final", "final2", "new") and
the modified dates point elsewhere, so every draft is opened before anything is deleted.

``DeleteTrueDuplicates``: a folder of documents saved more than once ("name (1)", "name (2)"); the copies that
are identical to their original are deleted, the ones that differ (in one digit, at the same size) are kept.

``AgendaTalkToCalendar``: a conference talk from an agenda PDF into Calendar at the phone's local time: the
agenda is in the conference's time zone, not the phone's (mid-March: US zones on daylight time, Europe not
yet), a later changes file moves the asked talk, and a near-namesake speaker has a talk too."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.files.common import (
    DOCUMENTS,
    DOWNLOAD,
    FILES,
    by_id,
    go_to,
    new_row,
    next_id,
    reveal,
    select,
    to_files,
    zh,
)
from mgym import actions as A
from mgym.apps.files.model import latin_key

#: (folder, chapter titles) of the report
REPORTS = (("Thesis", ("Introduction", "Related work", "Method", "Results", "Discussion")),
           ("Grant report", ("Summary", "Background", "Work done", "Budget", "Next steps")),
           ("Field study", ("Overview", "Sites", "Samples", "Findings", "Outlook")))
REPORTS_ZH = (("论文", ("引言", "相关工作", "研究方法", "实验结果", "讨论")),
              ("项目报告", ("摘要", "背景", "工作进展", "经费", "下一步计划")),
              ("野外调查", ("概述", "调查地点", "样本", "发现", "展望")))
#: the draft names, none of which says which version it holds
STEMS = ("", "_final", "_final2", "_new", "_edit", "_old")
STEMS_ZH = ("", "_定稿", "_最终版", "_新", "_修改", "_旧")
#: 2026-02-01 10:00 UTC
BASE = int(datetime(2026, 2, 1, 10, tzinfo=UTC).timestamp() * 1000)
DAY = int(timedelta(days=1).total_seconds() * 1000)


def _text(cn: bool, ch: int, title: str, version: int, day: int) -> str:
    d = datetime.fromtimestamp((BASE + day * DAY) / 1000, tz=UTC)
    if cn:
        return (f"第{ch}章 {title}\n版本 {version}（{d.month}月{d.day}日）\n\n"
                f"（正文草稿，第{ch}章第{version}稿。）")
    return f"Chapter {ch}: {title}\nVersion {version} ({d.day} {d:%b} 2026)\n\n(Draft text of chapter {ch}, version {version}.)"


class _FolderCleanup(TaskTemplate):
    """Files in one new folder (params ``new``: the folder first, then its files), each opened, then the
    ones in ``delete`` deleted together; ``what`` names them in the checks."""

    what = "file"

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"folder": sum(1 for r in init["os"]["files"] if r["path"] == p["new"][0]["path"] and r["dir"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [Check(f"{self.what} {i} deleted", by_id(final, i) is None, None, (by_id(final, i) or {}).get("path"))
                for i in p["delete"]]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{FILES}[id={i}]" for i in p["delete"]]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_files(obs)
        obs = yield from go_to(obs, p["new"][0]["path"])
        shown = sorted(p["new"][1:], key=lambda f: latin_key(f["path"].rsplit("/", 1)[1]))  # the list's order
        for f in shown:  # each file opened: what decides is inside
            obs = yield from reveal(obs, trigger="open.file", id=f["id"])
            obs = yield from ui.tap(obs, trigger="open.file", id=f["id"])
            obs = yield from ui.back()
        obs = yield from select(obs, [f["id"] for f in shown if f["id"] in p["delete"]])
        obs = yield from ui.tap(obs, trigger="sel.delete")
        yield from ui.tap(obs, trigger="delete.confirm")


class KeepLatestDrafts(_FolderCleanup):
    id = "files.KeepLatestDrafts"
    what = "draft"
    apps = ("files",)
    # steps: 12-13 drafts, each opened and read (two steps apiece), then a multi-select and delete;
    # aggregate: 12-13 records compared; trap: the names ("final", "final2", "new") and the modified dates do not
    # follow the version numbers, and no list, sort or search shows what is inside a file
    hardness = ("steps", "aggregate", "trap")
    tags = ("delete", "reasoning", "explore")
    subsets = ("high_risk",)
    composition = "deep_dive"
    budget = 60
    goal_params = ("delete",)
    instructions = ("My {folder} drafts are text files in Documents/{folder} in Files, several versions per chapter. "
                    "Keep only the latest version of each chapter (going by the version number written at the top of "
                    "each file) and delete all the other drafts.",
                    "Clean up Documents/{folder} in Files: for every chapter keep just the draft with the highest version "
                    "number written inside it, and delete the older versions. Don't go by the file names.",
                    "In the Files app, the folder Documents/{folder} has old and new drafts of each chapter. Delete the "
                    "superseded ones so that only each chapter's newest version (the version number is at the top of "
                    "the file) is left.")
    instructions_zh = ("我的“{folder}”草稿是文件管理里 Documents/{folder} 下的文本文件，每章都有好几个版本。每章只保留最新的版本"
                       "（以每个文件开头写的版本号为准），其余草稿都删掉。",
                       "请整理文件管理里的 Documents/{folder}：每一章只留文件里写的版本号最大的那份草稿，旧版本都删除。别看文件名判断。",
                       "文件管理的 Documents/{folder} 文件夹里有每章的新旧草稿。把被取代的旧稿删掉，每章只留下最新的一版"
                       "（版本号写在文件开头）。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cn = zh(state)
        folder, titles = rng.choice(REPORTS_ZH if cn else REPORTS)
        n_ch = rng.choice((4, 5))
        fid = next_id(state)
        base = f"{DOCUMENTS}/{folder}"
        new: list[dict[str, Any]] = [{"id": fid, "path": base, "dir": True, "text": "", "when": BASE}]
        delete: list[int] = []
        while True:
            counts = [rng.choice((2, 3, 4)) for _ in range(n_ch)]
            if 12 <= sum(counts) <= 13:
                break
        stems_all = STEMS_ZH if cn else STEMS
        for ch, n in enumerate(counts, 1):
            versions = sorted(rng.sample(range(1, 10), n))  # the last file holds the latest version
            # the latest is never named "final2" or "new", and an older draft always is
            decoy = rng.choice((stems_all[2], stems_all[3]))
            mine_stem = rng.choice((stems_all[0], stems_all[1], stems_all[4]))
            stems = [*rng.sample([s for s in stems_all if s not in (decoy, mine_stem)], n - 2), decoy]
            rng.shuffle(stems)
            stems.append(mine_stem)
            # the dates written inside follow the versions, but an older draft was saved again after the
            # latest one, so sorting by date modified points at it
            written = sorted(rng.sample(range(0, 30), n))
            days = list(written)
            days[rng.randrange(n - 1)] = written[-1] + rng.randint(1, 5)
            for k in rng.sample(range(n), n):  # ids in no telling order
                name = f"{'第' + str(ch) + '章' if cn else 'chapter' + str(ch)}{stems[k]}.txt"
                row: dict[str, Any] = {"id": fid + len(new), "path": f"{base}/{name}", "dir": False,
                       "text": _text(cn, ch, titles[ch - 1], versions[k], written[k]),
                       "when": BASE + days[k] * DAY + rng.randrange(8, 20) * 3_600_000}
                new.append(row)
                if k != n - 1:
                    delete.append(row["id"])
        return {"folder": folder, "new": new, "delete": sorted(delete)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        rows = []
        for f in p["new"]:
            if f["dir"]:
                rows.append(new_row(f["id"], f["path"], "", 0, f["when"], dir=True))
            else:
                rows.append(new_row(f["id"], f["path"], "text/plain", len(f["text"].encode()), f["when"],
                                    text=f["text"]))
        return {"os": {"files[]": rows}}



#: documents downloaded more than once: (name, mime, lines); every {n...} is a number drawn per instance
DOCS = (("meeting_notes.txt", "text/plain",
         "Team meeting notes\nDate: {d1} March 2026\nRoom: {n3}\nBudget agreed: ${n4}\nNext meeting: {d2} March, 10:30"),
        ("shopping_list.txt", "text/plain",
         "Shopping list\nEggs x{n1}\nApples x{n2}\nRice {n1} kg\nSpend at most ${n3}"),
        ("guest_wifi.txt", "text/plain", "Guest Wi-Fi\nNetwork: HomeNet-{n3}\nPassword: sunny{n4}{n2}\nRouter PIN: {n4}"),
        ("rental_offer.pdf", "application/pdf",
         "RENTAL OFFER\nFlat {n2}, Elm Street {n3}\nMonthly rent: ${n4}\nDeposit: ${n4}\nAvailable from {d1} April 2026"),
        ("train_tickets.pdf", "application/pdf",
         "E-TICKET\nTrain {n3}, departs {d1} April 2026 at 08:15\nCoach {n1}, seat {n2}\nBooking ref. {n4}{n3}"),
        ("insurance_quote.pdf", "application/pdf",
         "INSURANCE QUOTE\nPolicy {n4}-{n3}\nYearly premium: ${n3}.{n2}\nExcess: ${n3}\nValid until {d1} May 2026"),
        ("school_trip_form.pdf", "application/pdf",
         "SCHOOL TRIP CONSENT\nClass {n1}B, trip on {d1} May 2026\nCost per pupil: ${n2}\nPay by: {d2} April\nRef. {n4}"))
DOCS_ZH = (("会议纪要.txt", "text/plain", "团队会议纪要\n日期：2026年3月{d1}日\n会议室：{n3}\n通过预算：¥{n4}\n下次会议：3月{d2}日 10:30"),
           ("购物清单.txt", "text/plain", "购物清单\n鸡蛋 ×{n1}\n苹果 ×{n2}\n大米 {n1} 公斤\n最多花 ¥{n3}"),
           ("访客WiFi.txt", "text/plain", "访客 Wi-Fi\n网络：HomeNet-{n3}\n密码：sunny{n4}{n2}\n路由器 PIN：{n4}"),
           ("租房要约.pdf", "application/pdf",
            "租房要约\n榆树街 {n3} 号 {n2} 室\n月租金：¥{n4}\n押金：¥{n4}\n起租日：2026年4月{d1}日"),
           ("火车票.pdf", "application/pdf", "电子客票\n{n3} 次列车，2026年4月{d1}日 08:15 开\n{n1} 车 {n2} 号座\n订单号 {n4}{n3}"),
           ("保险报价.pdf", "application/pdf", "保险报价单\n保单号 {n4}-{n3}\n年保费：¥{n3}.{n2}\n免赔额：¥{n3}\n有效期至 2026年5月{d1}日"),
           ("春游回执.pdf", "application/pdf", "春游家长回执\n{n1}班，活动日期 2026年5月{d1}日\n每人费用：¥{n2}\n缴费截止：4月{d2}日\n编号 {n4}"))
DUP_FOLDERS = ("Old laptop", "Email attachments", "Scans")
DUP_FOLDERS_ZH = ("旧电脑", "邮件附件", "扫描件")
#: 2026-03-01 09:00 UTC
DL_BASE = int(datetime(2026, 3, 1, 9, tzinfo=UTC).timestamp() * 1000)


def _numbers(rng: Random) -> dict[str, str]:
    return {"n1": str(rng.randint(2, 9)), "n2": str(rng.randint(11, 98)), "n3": str(rng.randint(120, 980)),
            "n4": str(rng.randint(1200, 9800)), "d1": str(rng.randint(10, 27)), "d2": str(rng.randint(10, 27))}


def _tweak(rng: Random, nums: dict[str, str], text: str) -> dict[str, str]:
    """The same numbers with one digit of one of them changed (so the text keeps its length)."""
    used = [k for k in sorted(nums) if "{" + k + "}" in text]
    key = rng.choice(used)
    old = nums[key]
    i = rng.randrange(1, len(old)) if len(old) > 1 else 0
    digit = rng.choice([d for d in "123456789" if d != old[i]])
    return {**nums, key: old[:i] + digit + old[i + 1:]}


def _copy_name(name: str, k: int) -> str:
    stem, ext = name.rsplit(".", 1)
    return f"{stem} ({k}).{ext}"


class DeleteTrueDuplicates(_FolderCleanup):
    id = "files.DeleteTrueDuplicates"
    what = "copy"
    apps = ("files",)
    # steps: every original and every copy opened (two steps apiece, 13 files) in the folder,
    # then a multi-select and delete; aggregate: 13 files compared; trap: a
    # copy that differs has the same name pattern, the same size and differs in one digit; branch: an identical
    # copy is deleted, a differing one kept (deleting it, or an original, is a side effect)
    hardness = ("steps", "aggregate", "trap", "branch")
    tags = ("delete", "reasoning", "explore")
    subsets = ("high_risk",)
    composition = "deep_dive"
    budget = 60
    goal_params = ("delete",)
    instructions = ("My Documents/{folder} folder in Files has documents I saved there more than once: the copies "
                    "end in (1) or (2). Delete every copy whose content is exactly the same as its original's. If a "
                    "copy differs from the original in anything, keep both.",
                    "Clean up the doubles in Documents/{folder} (Files): a file named like \"name (1)\" or "
                    "\"name (2)\" is a copy of \"name\". Open and compare each copy with its original; delete the "
                    "copies that are identical, and keep any copy whose content is different.",
                    "In Files, go through the duplicate files in my Documents/{folder} folder (the \"(1)\" and "
                    "\"(2)\" copies) and remove only the ones that are word-for-word identical to the original file. "
                    "Some of them were changed, so check the contents; leave the originals alone.")
    instructions_zh = ("文件管理的 Documents/{folder} 文件夹里有我重复保存的文件：副本的名字以 (1) 或 (2) 结尾。"
                       "内容和原文件完全一样的副本都删掉；只要副本和原文件有任何不同，两个都保留。",
                       "请清理 Documents/{folder}（文件管理）里的重复文件：名为“名称 (1)”或“名称 (2)”的文件是“名称”的副本。"
                       "逐个打开副本和原文件对比，内容相同的副本删掉，内容不同的副本留着。",
                       "在文件管理里把 Documents/{folder} 文件夹中重复保存的文件（“(1)”“(2)”副本）检查一遍，"
                       "只删除和原文件一字不差的副本。"
                       "有些副本被改过，所以要看内容；原文件都别动。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cn = zh(state)
        docs = rng.sample(DOCS_ZH if cn else DOCS, 6)
        folder = rng.choice(DUP_FOLDERS_ZH if cn else DUP_FOLDERS)
        base = f"{DOCUMENTS}/{folder}"
        while True:  # which copies are identical: at least two of each kind
            same = [rng.random() < 0.5 for _ in range(7)]
            if 2 <= sum(same) <= 5:
                break
        triple = rng.randrange(6)  # this document was downloaded three times
        fid = next_id(state)
        new: list[dict[str, Any]] = [{"id": fid, "path": base, "mime": "", "size": 0, "text": "", "when": DL_BASE}]
        delete: list[int] = []
        k = 0
        for d, (name, mime, body) in enumerate(docs):
            nums = _numbers(rng)
            size = len(body.format(**nums).encode()) if mime == "text/plain" else rng.randint(60_000, 400_000)
            when = DL_BASE + rng.randrange(0, 12) * 86_400_000 + rng.randrange(0, 86_400) * 1000
            new.append({"id": fid + len(new), "path": f"{base}/{name}", "mime": mime, "size": size,
                        "text": body.format(**nums), "when": when})
            for c in (1, 2) if d == triple else (1,):
                ident = same[k]
                k += 1
                text = body.format(**(nums if ident else _tweak(rng, nums, body)))
                when += rng.randrange(1, 96) * 3_600_000
                new.append({"id": fid + len(new), "path": f"{base}/{_copy_name(name, c)}", "mime": mime,
                            "size": size, "text": text, "when": when})
                if ident:
                    delete.append(fid + len(new) - 1)
        return {"folder": folder, "new": new, "delete": delete}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        rows = []
        for f in p["new"]:
            if not f["mime"]:
                rows.append(new_row(f["id"], f["path"], "", 0, f["when"], dir=True))
            elif f["mime"] == "text/plain":
                rows.append(new_row(f["id"], f["path"], f["mime"], f["size"], f["when"], text=f["text"]))
            else:
                rows.append(new_row(f["id"], f["path"], f["mime"], f["size"], f["when"], pages=[f["text"]]))
        return {"os": {"files[]": rows}}



#: the conference's time zone as its agenda states it: (label, label on a Chinese agenda, UTC offset in hours)
AGENDA_ZONES = (("Central European Time (UTC+1)", "欧洲中部时间（UTC+1）", 1),
                ("Japan Standard Time (UTC+9)", "日本标准时间（UTC+9）", 9),
                ("Eastern Daylight Time (UTC-4)", "美国东部夏令时（UTC-4）", -4),
                ("Pacific Daylight Time (UTC-7)", "美国太平洋夏令时（UTC-7）", -7))
CONFS = ("DevSummit", "DataConf", "CloudCon")
CONFS_ZH = ("开发者大会", "数据峰会", "云计算大会")
#: speakers: the first two are near-namesakes, and the asked one is always one of them
SPEAKERS = ("Anna Berg", "Anna Bergman", "Tom Hale", "Priya Nair", "Luis Ortega", "Mei Chen", "Sam Okafor",
            "Julia Stone", "Ravi Patel", "Olga Ivanova")
SPEAKERS_ZH = ("王敏", "王敏敏", "李强", "张伟", "刘洋", "陈静", "赵磊", "孙丽", "周杰", "吴芳")
TALKS = ("Scaling search at home", "Testing without tears", "Edge caching in practice", "Designing for offline",
         "Lessons from a rewrite", "Small models, big wins", "Observability on a budget", "Accessible forms",
         "Secure by default", "The cost of latency")
TALKS_ZH = ("搜索扩展之路", "轻松做测试", "边缘缓存实战", "离线优先的设计", "重写项目的教训", "小模型大收益", "低成本可观测性",
            "无障碍表单", "默认安全", "延迟的代价")
#: the conference's two days (next week: Tuesday and Wednesday after the boot day, Saturday 2026-03-14)
CONF_DAYS = (date(2026, 3, 17), date(2026, 3, 18))


def _hm(m: int) -> str:
    return f"{m // 60:02d}:{m % 60:02d}"


def _agenda(cn: bool, conf: str, zone: str, talks: list[dict[str, Any]]) -> list[str]:
    """The agenda PDF's pages, one per day."""
    pages = []
    for k, d in enumerate(CONF_DAYS):
        rows = sorted((t for t in talks if t["day"] == k), key=lambda t: t["start"])
        if cn:
            head = f"{conf} 2026 日程\n第{k + 1}天 · {d.month}月{d.day}日\n所有时间均为{zone}\n"
            body = "\n".join(f"{_hm(t['start'])}–{_hm(t['start'] + t['len'])}  《{t['title']}》  {t['speaker']}"
                             for t in rows)
        else:
            head = f"{conf} 2026 AGENDA\nDay {k + 1} - {d:%A} {d.day} {d:%B}\nAll times are {zone}\n"
            body = "\n".join(f"{_hm(t['start'])}-{_hm(t['start'] + t['len'])}  \"{t['title']}\"  {t['speaker']}"
                             for t in rows)
        pages.append(head + "\n" + body)
    return pages


def _change(cn: bool, t: dict[str, Any], new_day: int, new_start: int) -> str:
    d = CONF_DAYS[new_day]
    if cn:
        return (f"《{t['title']}》（{t['speaker']}）改到第{new_day + 1}天（{d.month}月{d.day}日）"
                f"{_hm(new_start)}–{_hm(new_start + t['len'])}")
    return (f"\"{t['title']}\" ({t['speaker']}) now runs on day {new_day + 1} ({d:%a} {d.day} {d:%b}), "
            f"{_hm(new_start)}-{_hm(new_start + t['len'])}")


class AgendaTalkToCalendar(TaskTemplate):
    id = "files.AgendaTalkToCalendar"
    apps = ("files", "calendar")
    objective = "hybrid"
    # steps: the agenda PDF and the changes file read in Files, then a Calendar event with title, date, start and
    # end; temporal: the agenda's times are in the conference's zone, converted to the phone's (US daylight saving
    # already on, European not yet, and the date can move); trap: the asked talk was moved in the changes
    # file after the agenda went out, and a near-namesake speaker also has a talk
    hardness = ("steps", "temporal", "trap")
    tags = ("handoff", "create", "reasoning")
    composition = "deep_dive"
    budget = 45
    goal_params = ("title", "date", "start", "end")
    instructions = ("I'll follow {conf} online next week. Its agenda and a file of later changes are in my Download "
                    "folder in Files. Put {speaker}'s talk into my Calendar in my own time zone: the talk's title as "
                    "the event's title, from the time it starts to the time it ends.",
                    "Add the talk {speaker} gives at {conf} to my Calendar, titled with the talk's name, starting and "
                    "ending when it does in my local time. The {conf} agenda PDF and the organisers' changes file are "
                    "in Files > Download.",
                    "From the {conf} agenda in my Download folder (Files), and taking the organisers' changes file "
                    "there into account, create a Calendar event for {speaker}'s talk: titled with the talk's title, "
                    "at the right time for me here.")
    instructions_zh = ("下周我要在线参加{conf}。日程和后来的变更文件都在文件管理的 Download 文件夹里。把{speaker}的演讲按我这里的时间"
                       "加到日历：标题用演讲的题目，从开始时间到结束时间。",
                       "把{speaker}在{conf}上的演讲加到我的日历，标题用演讲题目，开始和结束时间换算成我当地的时间。{conf}的日程 PDF "
                       "和主办方的变更文件在文件管理的 Download 里。",
                       "根据我 Download 文件夹（文件管理）里的{conf}日程，并考虑那里主办方的变更文件，给{speaker}的演讲建一个日历日程："
                       "标题为演讲题目，时间按我这里的时间。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from zoneinfo import ZoneInfo

        cn = zh(state)
        home = ZoneInfo(str(state["os"]["datetime"]["time_zone"]))
        conf = rng.choice(CONFS_ZH if cn else CONFS)
        noon = datetime(2026, 3, 17, 12, tzinfo=home).utcoffset()
        label_en, label_zh, offset = rng.choice([z for z in AGENDA_ZONES if timedelta(hours=z[2]) != noon])
        zone = label_zh if cn else label_en
        speakers = list(SPEAKERS_ZH if cn else SPEAKERS)
        titles = rng.sample(TALKS_ZH if cn else TALKS, 10)
        asked = rng.randrange(2)  # one of the two near-namesakes
        order = rng.sample(range(10), 10)
        talks: list[dict[str, Any]] = []
        for slot, i in enumerate(order):  # five talks a day, an hour and a quarter apart from 09:00
            talks.append({"speaker": speakers[i], "title": titles[i], "day": slot // 5,
                          "start": 9 * 60 + (slot % 5) * 75 + rng.choice((0, 15)), "len": rng.choice((30, 45, 60))})
        t = next(t for t in talks if t["speaker"] == speakers[asked])
        while True:  # the change: another day or time, still inside the day, its local date and time both whole
            new_day = rng.randrange(2)
            new_start = rng.randrange(8 * 4, 18 * 4) * 15
            if (new_day, new_start) == (t["day"], t["start"]):
                continue
            at = datetime(*CONF_DAYS[new_day].timetuple()[:3], new_start // 60, new_start % 60,
                          tzinfo=timezone(timedelta(hours=offset))).astimezone(home)
            end = at + timedelta(minutes=t["len"])
            if at.date() == end.date():
                break
        other = next(o for o in talks if o is not t and o["speaker"] not in speakers[:2])
        o_day, o_start = 1 - other["day"], other["start"] + 30
        lines = [_change(cn, t, new_day, new_start), _change(cn, other, o_day, o_start)]
        rng.shuffle(lines)
        if cn:
            text = f"{conf} 2026 日程变更（以此为准）\n时间仍为{zone}\n\n" + "\n".join(lines)
        else:
            text = f"{conf} 2026 - agenda changes (these replace the agenda)\nTimes are still {zone}\n\n" + "\n".join(lines)
        stem = "日程" if cn else "agenda"
        fid = next_id(state)
        return {"conf": conf, "speaker": speakers[asked], "title": t["title"], "date": at.date().isoformat(),
                "start": f"{at:%H:%M}", "end": f"{end:%H:%M}", "pdf_id": fid, "txt_id": fid + 1,
                "pdf": f"{DOWNLOAD}/{conf}_{stem}.pdf", "txt": f"{DOWNLOAD}/{conf}_{stem}_{'变更' if cn else 'changes'}.txt",
                "pages": _agenda(cn, conf, zone, talks), "text": text, "size": rng.randint(120_000, 480_000)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        sent = int(datetime(2026, 3, 9, 16, tzinfo=UTC).timestamp() * 1000)
        later = int(datetime(2026, 3, 13, 11, tzinfo=UTC).timestamp() * 1000)
        return {"os": {"files[]": [
            new_row(p["pdf_id"], p["pdf"], "application/pdf", p["size"], sent, pages=p["pages"]),
            new_row(p["txt_id"], p["txt"], "text/plain", len(p["text"].encode()), later, text=p["text"])]}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"speaker": sum(1 for page in p["pages"] for line in page.splitlines()
                               if line.endswith("  " + p["speaker"]))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.calendar.common import event_checks, new_events

        return event_checks(new_events(init, final), {"title": p["title"], "start_date": p["date"],
                                                      "start_time": p["start"], "end_time": p["end"]})

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.calendar.common import EVENTS

        return [f"{EVENTS}[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.calendar.common import APP as CAL
        from bench.tasks.calendar.common import fill_event

        obs = yield from to_files(obs)
        obs = yield from go_to(obs, DOWNLOAD)
        for fid in (p["pdf_id"], p["txt_id"]):  # the agenda (both days' pages), then the changes
            obs = yield from reveal(obs, trigger="open.file", id=fid)
            obs = yield from ui.tap(obs, trigger="open.file", id=fid)
            if fid == p["pdf_id"]:
                obs = yield A.Drag(x1=500, y1=780, x2=500, y2=200)  # down to the second day's page
            obs = yield from ui.back()
        obs = yield from ui.home()
        obs = yield from ui.open_app(CAL)
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["title"], p["date"], p["start"], p["end"])
        yield from ui.tap(obs, trigger="edit.save")
