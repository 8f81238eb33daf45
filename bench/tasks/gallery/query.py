"""Gallery questions: what a picture shows (read by looking), its details, how many there are."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.gallery import common as C


def _fact(r: dict[str, Any], key: str) -> Any:
    return (C.facts(r) or {}).get("facts", {}).get(key)


def _row(state: dict[str, Any], fid: int) -> dict[str, Any]:
    return next(r for r in state["os"]["files"] if r["id"] == fid)


def _via_album(state: dict[str, Any], r: dict[str, Any]) -> bool:
    """Whether the picture is nearer the top of its album's grid than of the Photos grid."""
    rows = C.pictures(state)
    mine = [x["id"] for x in rows if C.folder(x) == C.folder(r)]
    return mine.index(r["id"]) + 8 < [x["id"] for x in rows].index(r["id"])


def _look(p: dict[str, Any], obs: Any) -> ui.Steps:
    """Open the picture from the shorter grid (the oracle reads nothing: it knows the answer)."""
    return (yield from C.open_picture(obs, {"id": p["file_id"], "path": p["path"]}, album=p["via_album"]))


class ReceiptTotal(AnswerTask):
    id = "gallery.ReceiptTotal"
    apps = ("gallery", "answersheet")
    difficulty = "L3"
    budget = 30
    tags = ("image", "extract", "finance")
    instructions = ("What is the total on the newest receipt from {merchant} in my Gallery? Answer on the AnswerSheet.",
                    "Look at my latest {merchant} receipt photo and write its total in AnswerSheet.",
                    "Please tell me the total on my most recent {merchant} receipt in Gallery.")
    instructions_zh = ("我相册里最新的一张{merchant}小票上的合计金额是多少？请在答题卡中作答。",
                       "看看我最近那张{merchant}小票的照片，把总金额填到答题卡里。",
                       "请告诉我相册中最新那张{merchant}小票的合计金额。")
    answer_fields = (AnswerField("total", "Total", "number", "number", hint="The amount, e.g. 12.50", precision="0.01",
                                 label_zh="合计", hint_zh="金额，例如 12.50"),)
    goal_params = ("file_id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        newest: dict[str, dict[str, Any]] = {}
        for r in C.of_kind(C.pictures(state), "receipt"):
            newest.setdefault(str(_fact(r, "merchant")), r)
        merchant = rng.choice(sorted(newest))
        r = newest[merchant]
        return {"merchant": merchant, "file_id": r["id"], "path": r["path"], "asset": r["asset"],
                "via_album": _via_album(state, r)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": _fact(_row(init, p["file_id"]), "total")}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from _look(p, obs)
        yield from ui.fill_answers(obs, {"total": _fact({"asset": p["asset"]}, "total")})


class CountInPhoto(AnswerTask):
    id = "gallery.CountInPhoto"
    apps = ("gallery", "answersheet")
    difficulty = "L3"
    budget = 30
    tags = ("image", "extract")
    split = "train"
    instructions = ("How many {objs} are there in the photo I took on {day} at {time}? Answer on the AnswerSheet.",
                    "Count the {objs} in my Gallery photo from {day} {time} and put the number in AnswerSheet.",
                    "Please count the {objs} in the photo I took on {day} at {time}. How many are there?")
    instructions_zh = ("我在{date}{time}拍的照片里有几个{objs}？请在答题卡中作答。",
                       "数一数相册中{date}{time}那张照片里的{objs}，把数量填到答题卡里。",
                       "请看看我{date}{time}拍的那张照片，里面一共有几个{objs}？")
    answer_fields = (AnswerField("count", "Number", "number", "number", hint="A whole number", label_zh="数量",
                                 hint_zh="一个整数"),)
    goal_params = ("file_id", "obj")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        pairs = [(r, obj, n) for r in C.of_kind(C.recent(state), "scene")
                 for obj, n in sorted((_fact(r, "counts") or {}).items()) if obj in C.OBJECTS_ZH]
        by_n: dict[int, list[tuple[dict[str, Any], str, int]]] = {}
        for t in pairs:
            by_n.setdefault(t[2], []).append(t)
        r, obj, n = rng.choice(by_n[rng.choice(sorted(by_n))])
        return {"file_id": r["id"], "path": r["path"], "asset": r["asset"], "obj": obj, "objs": C.plural(obj, 2),
                "via_album": _via_album(state, r),
                "day": C.day(C.when(r)), "time": C.clock(C.when(r))}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "objs": C.OBJECTS_ZH[p["obj"]], "date": C.date_words(p["day"], locale)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": (_fact(_row(init, p["file_id"]), "counts") or {}).get(p["obj"], 0)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from _look(p, obs)
        yield from ui.fill_answers(obs, {"count": (_fact({"asset": p["asset"]}, "counts") or {})[p["obj"]]})


class WifiFromSign(AnswerTask):
    id = "gallery.WifiFromSign"
    apps = ("gallery", "answersheet")
    difficulty = "L3"
    budget = 30
    tags = ("image", "extract")
    instructions = ("I photographed a Wi-Fi sign on {day}. What {what} is on it? Answer on the AnswerSheet.",
                    "Check the picture of the Wi-Fi card from {day} in Gallery and tell me the {what} in AnswerSheet.",
                    "What's the {what} on the Wi-Fi sign I took a picture of on {day}?")
    instructions_zh = ("我在{date}拍了一张Wi-Fi提示牌的照片，上面的{what}是什么？请在答题卡中作答。",
                       "在相册里看看{date}拍的Wi-Fi卡片，把{what}填到答题卡里。",
                       "我{date}拍过一张Wi-Fi提示牌，请告诉我上面写的{what}。")
    answer_fields = (AnswerField("value", "Answer", hint="Exactly as printed", label_zh="答案", hint_zh="与照片上完全一致"),)
    WHAT = {"password": ("password", "密码"), "network": ("network name", "网络名称")}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        signs = [r for r in C.of_kind(C.pictures(state), "sign") if _fact(r, "sign") == "wifi"]
        alone = [s for s in signs if sum(C.day(C.when(o)) == C.day(C.when(s)) for o in signs) == 1]
        r = rng.choice(alone or signs)
        key = rng.choice(sorted(self.WHAT))
        return {"file_id": r["id"], "path": r["path"], "asset": r["asset"], "key": key, "what": self.WHAT[key][0],
                "via_album": _via_album(state, r),
                "day": C.day(C.when(r))}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "what": self.WHAT[p["key"]][1], "date": C.date_words(p["day"], locale)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"value": _fact(_row(init, p["file_id"]), p["key"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from _look(p, obs)
        yield from ui.fill_answers(obs, {"value": _fact({"asset": p["asset"]}, p["key"])})


class PhotoPlace(AnswerTask):
    id = "gallery.PhotoPlace"
    apps = ("gallery", "answersheet")
    difficulty = "L2"
    tags = ("extract",)
    split = "train"
    instructions = ("Where was the photo from {day} at {time} taken? Give the place Gallery's details show.",
                    "Find the location of my picture taken on {day} {time} (Details in Gallery) and write it in AnswerSheet.")
    instructions_zh = ("{date}{time}的那张照片是在哪里拍的？请填写相册详细信息中显示的地点。",
                       "在相册的详细信息里查一下{date}{time}拍的照片的地点，填到答题卡里。")
    answer_fields = (AnswerField("place", "Place", hint="As shown in Details", label_zh="地点", hint_zh="与详细信息中一致"),)
    goal_params = ("file_id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = [r for r in C.recent(state) if r["place"]]
        places = sorted({r["place"] for r in rows})
        place = rng.choice(places)
        r = rng.choice([x for x in rows if x["place"] == place])
        return {"file_id": r["id"], "path": r["path"], "day": C.day(C.when(r)), "time": C.clock(C.when(r)),
                "place": place, "via_album": _via_album(state, r)}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "date": C.date_words(p["day"], locale)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"place": _row(init, p["file_id"])["place"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from _look(p, obs)
        obs = yield from C.viewer_menu(obs, "menu.details")
        yield from ui.fill_answers(obs, {"place": p["place"]})


class PhotosOnDay(AnswerTask):
    id = "gallery.PhotosOnDay"
    apps = ("gallery", "answersheet")
    difficulty = "L2"
    tags = ("extract", "reasoning")
    goal_params = ("day",)
    instructions = ("How many pictures are in my Gallery from {day}? Answer on the AnswerSheet.",
                    "Count the photos in Gallery dated {day} and write the number in AnswerSheet.")
    instructions_zh = ("我的相册里{date}的图片有几张？请在答题卡中作答。", "数一数相册中{date}这天的照片，把数量填到答题卡里。")
    answer_fields = (AnswerField("count", "Number of pictures", "number", "number", hint="A whole number",
                                 label_zh="图片数量", hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        shown = {C.day(C.when(r)) for r in C.recent(state)[:30]}
        counts: dict[str, int] = {}
        for r in C.pictures(state):
            if C.day(C.when(r)) in shown:
                counts[C.day(C.when(r))] = counts.get(C.day(C.when(r)), 0) + 1
        by_n: dict[int, list[str]] = {}
        for d, n in sorted(counts.items()):
            by_n.setdefault(n, []).append(d)
        n = rng.choice(sorted(by_n))
        return {"day": rng.choice(by_n[n]), "n": n}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "date": C.date_words(p["day"], locale)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": sum(1 for r in C.pictures(init) if C.day(C.when(r)) == p["day"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from ui.fill_answers(obs, {"count": p["n"]})
