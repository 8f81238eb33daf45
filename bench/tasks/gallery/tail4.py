"""Hard-by-construction Gallery templates (declared hardness factors, L4), fourth wave.

``TripPhotosToAlbum``: the pictures of an imported camera album that were taken in one city on one trip go into
a new album. The place is only in each picture's Details (Gallery has no search and no place view); on the
trip's middle day I made a day trip to a town nearby, whose pictures sit between the city's; and the same album
holds pictures taken in that city on an earlier trip, months before, and pictures of another trip."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.gallery import common as C
from mgym import actions as A
from mgym.os.files import ROOT

#: the clock at boot: Saturday 2026-03-14
TODAY = date(2026, 3, 14)
PICTURES = f"{ROOT}/Pictures"
#: (city, the town of the day trip from it); the new album is named after the city (one word: the allowed
#: addition's selector holds no spaces)
TRIPS = (("Portland", "Multnomah Falls"), ("Vancouver", "Whistler"), ("Boston", "Salem"),
         ("Nashville", "Franklin"), ("Savannah", "Tybee Island"), ("Austin", "San Antonio"))
TRIPS_ZH = (("西安", "华山"), ("南京", "扬州"), ("大理", "丽江"), ("广州", "佛山"), ("苏州", "周庄"), ("成都", "乐山"))
#: another trip's place
OTHERS = ("Las Vegas", "Phoenix", "Miami")
OTHERS_ZH = ("武汉", "天津", "洛阳")
SOURCES = ("Camera import", "Imported")
SOURCES_ZH = ("相机导入", "导入照片")


def _at(d: date, minute: int) -> int:
    return int(datetime(d.year, d.month, d.day, tzinfo=UTC).timestamp() * 1000) + minute * 60_000


def _file(fid: int, field: str) -> str:
    return f"os.files[id={fid}].{field}"


class TripPhotosToAlbum(TaskTemplate):
    id = "gallery.TripPhotosToAlbum"
    apps = ("gallery",)
    # steps: every picture of the trip's three days opened and its Details read (four steps apiece, 7-9
    # pictures), then a multi-select, a move and a new album; trap: the day trip's pictures were taken on the
    # trip's days, between the city's, and the same city's pictures from an earlier trip sit in the same album;
    # explore: the place is only in each picture's Details, and no search or view in Gallery lists by place
    hardness = ("steps", "trap", "explore")
    tags = ("image", "create", "explore")
    composition = "deep_dive"
    budget = 60
    goal_params = ("album", "move")
    instructions = ('My camera pictures are in the album "{src}" in Gallery. I was in {city} from {d1} to {d2}. '
                    'Create a new album "{album}" and move into it the pictures from that trip that were taken in '
                    "{city} itself (the place is in each picture's details). Leave all the others where they are.",
                    'In Gallery, the album "{src}" holds my imported camera pictures. Move the ones I took in {city} '
                    'between {d1} and {d2} (going by the place in their details) into a new album called "{album}".',
                    'Make an album "{album}" in Gallery with the pictures from my trip to {city} ({d1} to {d2}) that '
                    'were actually taken in {city}: move them there from the album "{src}". Check the place in '
                    "each picture's details; other pictures stay put.")
    instructions_zh = ("我的相机照片在相册的“{src}”相簿里。我{d1}到{d2}在{city}。新建一个相簿“{album}”，把这次旅行中在{city}本地拍的"
                       "照片移进去（拍摄地点在每张照片的详细信息里）。其他照片都不要动。",
                       "相册里的“{src}”相簿是我导入的相机照片。把{d1}到{d2}之间在{city}拍的照片（以详细信息里的地点为准）移到新建的"
                       "相簿“{album}”里。",
                       "在相册里建一个相簿“{album}”，放我{d1}至{d2}去{city}旅行时、确实在{city}拍的照片：从“{src}”相簿移过去。"
                       "每张照片的地点要在详细信息里核对，其他照片留在原处。")

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**p, "d1": C.date_words(p["d1_iso"], locale), "d2": C.date_words(p["d2_iso"], locale)}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cn = str(state["os"]["device"]["region"]) == "zh-CN"
        city, town = rng.choice(TRIPS_ZH if cn else TRIPS)
        other = rng.choice(OTHERS_ZH if cn else OTHERS)
        src = rng.choice(SOURCES_ZH if cn else SOURCES)
        album = city
        scenes = [r for r in C.of_kind(C.pictures(state), "scene")]
        d1 = TODAY - timedelta(days=rng.randint(18, 45))
        days = [d1 + timedelta(days=k) for k in range(3)]
        # (day, minute, place): the city on each of the three days, the day trip on the middle one
        shots = [(days[0], rng.randrange(15 * 60, 20 * 60), city), (days[2], rng.randrange(8 * 60, 12 * 60), city)]
        shots += [(days[1], rng.randrange(8 * 60, 9 * 60 + 30), city), (days[1], rng.randrange(18 * 60, 21 * 60), city)]
        shots += [(rng.choice((days[0], days[2])), rng.randrange(10 * 60, 17 * 60), city)
                  for _ in range(rng.randint(0, 2))]
        shots += [(days[1], m, town) for m in rng.sample(range(10 * 60, 17 * 60), rng.randint(2, 3))]
        before = d1 - timedelta(days=rng.randint(120, 300))  # the earlier trip to the same city
        shots += [(before + timedelta(days=k), rng.randrange(9 * 60, 19 * 60), city) for k in range(2)]
        after = d1 + timedelta(days=rng.randint(6, 12))  # another trip, after this one
        shots += [(after, m, other) for m in rng.sample(range(9 * 60, 19 * 60), 2)]
        fid = 1 + max(r["id"] for r in state["os"]["files"])
        folder = f"{PICTURES}/{src}"
        rows = []
        for k, (d, m, place) in enumerate(sorted(shots, key=lambda s: (s[0], s[1]))):
            pic = rng.choice(scenes)
            at = _at(d, m) + rng.randrange(60_000)
            t = datetime.fromtimestamp(at / 1000, UTC)
            rows.append({"id": fid + 1 + k, "path": f"{folder}/IMG_{t:%Y%m%d_%H%M%S}.jpg", "mime": "image/jpeg",
                         "size": rng.randint(2_500_000, 4_800_000), "created": at, "modified": at, "taken": at,
                         "asset": pic["asset"], "width": pic["width"], "height": pic["height"], "place": place})
        trip = {d.isoformat() for d in days}
        window = sorted((r for r in rows if C.day(r["taken"]) in trip), key=lambda r: (-r["taken"], -r["id"]))
        move = [r["id"] for r in window if r["place"] == city]
        return {"city": city, "src": src, "folder": folder, "album": album, "d1_iso": days[0].isoformat(),
                "d2_iso": days[2].isoformat(), "dir_id": fid, "rows": rows, "window": [r["id"] for r in window],
                "move": move}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        first = min(r["created"] for r in p["rows"])
        folder = {"id": p["dir_id"], "path": p["folder"], "dir": True, "created": first, "modified": first}
        return {"os": {"files[]": [folder, *p["rows"]]}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"src": sum(1 for r in init["os"]["files"] if r["path"] == p["folder"] and r["dir"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        target = f"{PICTURES}/{p['album']}"
        rows = {r["id"]: r for r in final["os"]["files"]}
        out = [Check("album created", any(r["path"] == target and r["dir"] for r in rows.values()), target, None)]
        for i in p["move"]:
            got = rows[i]["path"].rsplit("/", 1)[0] if i in rows else None
            out.append(Check(f"picture {i} moved", got == target, target, got))
        return out

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.files[+1 path={PICTURES}/{p['album']}]",
                *(_file(i, f) for i in p["move"] for f in ("path", "modified"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(C.APP)
        obs = yield from C.open_album(obs, p["folder"])
        shown = [r["id"] for r in sorted(p["rows"], key=lambda r: (-r["taken"], -r["id"]))]  # the album's order
        obs = yield from C.tap_cell(obs, shown[0])
        for _ in range(shown.index(p["window"][0])):  # newer pictures: their dates are after the trip
            obs = yield A.Swipe(x1=800, y1=450, x2=200, y2=450)
        for k, _ in enumerate(p["window"]):  # each picture of the trip's days: its place, in Details
            obs = yield from C.viewer_menu(obs, "menu.details")
            obs = yield from ui.tap(obs, trigger="details.close")
            if k + 1 < len(p["window"]):
                obs = yield A.Swipe(x1=800, y1=450, x2=200, y2=450)  # the next (older) picture
        obs = yield from ui.back()
        obs = yield from C.tap_cell(obs, p["move"][0], long=True)
        for i in p["move"][1:]:
            obs = yield from C.tap_cell(obs, i, trigger="select.toggle")
        obs = yield from ui.tap(obs, trigger="select.move")
        obs = yield from ui.tap(obs, trigger="pick.new")
        obs = yield from ui.type_into(obs, "Album name", p["album"])
        yield from ui.tap(obs, trigger="newalbum.create")
