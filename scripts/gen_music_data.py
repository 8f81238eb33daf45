"""Generate the Music app's world data: genres, artists, albums, tracks (some with lyrics),
editorial playlists and podcasts, per region.

    .venv/bin/python scripts/gen_music_data.py   # rewrites mgym/apps/music/data/{en,zh-CN}.json.gz

Deterministic: one seeded RNG for the catalogue's shape (ids, durations, years, plays, genres,
colours; the same in every region) and one per region for the names and lyrics; sorted keys and
gzip with mtime 0, so the same script always writes the same bytes (a test checks it). Every name
is invented.
"""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent.parent / "mgym" / "apps" / "music" / "data"
SHAPE_SEED = 20261124
NAME_SEEDS = {"en": 71, "zh-CN": 72}
N_ARTISTS, N_ALBUMS, N_SINGLES = 1000, 420, 660

#: (id, en, zh, emoji) genres and moods: the Browse categories
GENRES: list[tuple[str, str, str, str]] = [
    ("pop", "Pop", "流行", "🎤"), ("rock", "Rock", "摇滚", "🎸"), ("hiphop", "Hip-Hop", "嘻哈", "🎧"),
    ("rnb", "R&B", "节奏布鲁斯", "💜"), ("jazz", "Jazz", "爵士", "🎷"), ("classical", "Classical", "古典", "🎻"),
    ("electronic", "Electronic", "电子", "🎛️"), ("dance", "Dance", "舞曲", "🪩"), ("folk", "Folk", "民谣", "🪕"),
    ("country", "Country", "乡村", "🤠"), ("indie", "Indie", "独立", "🌀"), ("metal", "Metal", "金属", "🤘"),
    ("punk", "Punk", "朋克", "⚡"), ("blues", "Blues", "布鲁斯", "🎺"), ("soul", "Soul", "灵魂乐", "🔥"),
    ("funk", "Funk", "放克", "🕺"), ("reggae", "Reggae", "雷鬼", "🌴"), ("latin", "Latin", "拉丁", "💃"),
    ("kpop", "K-Pop", "韩流", "✨"), ("cpop", "C-Pop", "华语流行", "🏮"), ("jpop", "J-Pop", "日系流行", "🌸"),
    ("ambient", "Ambient", "氛围", "🌫️"), ("lofi", "Lo-Fi", "低保真", "📼"), ("soundtrack", "Soundtrack", "原声", "🎬"),
    ("acoustic", "Acoustic", "原声吉他", "🎶"), ("world", "World", "世界音乐", "🌍"), ("gospel", "Gospel", "福音", "🙏"),
    ("disco", "Disco", "迪斯科", "🌟"), ("house", "House", "浩室", "🏠"), ("techno", "Techno", "科技舞曲", "🔊"),
    ("chill", "Chill", "放松", "🧊"), ("focus", "Focus", "专注", "🎯"), ("workout", "Workout", "健身", "💪"),
    ("sleep", "Sleep", "助眠", "😴"), ("party", "Party", "派对", "🎉"), ("romance", "Romance", "浪漫", "🌹"),
    ("travel", "Travel", "旅行", "✈️"), ("study", "Study", "学习", "📚"), ("rainy", "Rainy Day", "雨天", "🌧️"),
    ("morning", "Morning", "清晨", "☀️"), ("kids", "Kids", "儿童", "🧸"), ("throwback", "Throwback", "怀旧", "📻"),
    ("instrumental", "Instrumental", "纯音乐", "🎹"), ("anime", "Anime", "动漫", "🍥"),
]
#: genres that artists play (the rest are moods: playlists only)
MUSIC_GENRES = 30
COLORS = ("#e91e63", "#9c27b0", "#673ab7", "#3f51b5", "#1e88e5", "#00897b", "#43a047", "#7cb342",
          "#f4511e", "#6d4c41", "#546e7a", "#d81b60", "#8e24aa", "#00acc1", "#fb8c00", "#c0ca33",
          "#5e35b1", "#3949ab", "#00796b", "#ad1457")
EMOJI = ("🌙", "🌊", "🔥", "🌵", "🍒", "🌈", "🛸", "🌻", "🎈", "🧭", "🪐", "🌃", "🍋", "🐚", "🦋",
         "🌾", "⛰️", "🚲", "🕯️", "💎", "🍂", "🐋", "🌺", "🎠", "🏝️", "📡", "🌪️", "🍵")
#: a podcast's cover emoji by its subject (``EN["topic"]`` / ``ZH["topic"]``, the same subjects in order)
PODCAST_EMOJI = ("🔭", "🏛️", "💰", "🎬", "🍳", "🧭", "💻", "🎨", "⚽", "📚")

EN = {
    "first": ("Ava", "Leo", "Mia", "Noah", "Ivy", "Kai", "Luna", "Milo", "Zoe", "Eli", "Nora", "Theo", "Ruby",
              "Jude", "Cleo", "Finn", "Iris", "Owen", "Skye", "Remy", "Hazel", "Silas", "Opal", "Jasper", "Wren",
              "Felix", "Maya", "Arlo", "Stella", "Dex", "Lola", "Hugo", "Esme", "Rex", "June", "Otis"),
    "last": ("Vale", "Harper", "Quinn", "Marlow", "Rivers", "Stone", "Lark", "Ashby", "Crane", "Monroe", "Sterling",
             "Fairfax", "Holloway", "Winter", "Reyes", "Calloway", "Brooks", "Everly", "Sloane", "Kingsley",
             "Hart", "Delacroix", "Frost", "Mercer", "Bellamy", "Sutton", "Lennox", "Rowe", "Archer", "Wilde"),
    "adj": ("Velvet", "Neon", "Paper", "Golden", "Silent", "Electric", "Crimson", "Hollow", "Midnight", "Lunar",
            "Wild", "Glass", "Broken", "Lucky", "Silver", "Faded", "Endless", "Quiet", "Burning", "Distant",
            "Sweet", "Cosmic", "Little", "Northern", "Blue", "Secret", "Restless", "Tender", "Bright", "Stolen"),
    "noun": ("Hearts", "Rivers", "Engines", "Tigers", "Satellites", "Lanterns", "Wolves", "Echoes", "Mirrors",
             "Parade", "Harbor", "Orchard", "Motel", "Comets", "Signals", "Gardens", "Shadows", "Horizon",
             "Thunder", "Circus", "Canyon", "Pilots", "Ghosts", "Roses", "Kites", "Waves", "Avenue", "Sparks"),
    "word": ("Summer", "Rain", "Fire", "Light", "Dream", "Night", "Road", "Heart", "Ocean", "Sky", "City", "Home",
             "Gold", "Stars", "Moon", "Dance", "Storm", "Love", "Time", "Window", "Paradise", "Shadow", "Morning",
             "Flame", "Echo", "Island", "Highway", "Letter", "Garden", "Mirror", "Thunder", "Weekend"),
    "suffix": ("Blues", "Song", "Waltz", "Lullaby", "Anthem", "Serenade", "Ballad", "Reprise", "Groove", "Story",
               "Overture", "Letters"),
    "verb": ("Chasing", "Holding", "Falling for", "Waiting for", "Dancing in", "Running to", "Dreaming of",
             "Lost in", "Coming", "Burning", "Calling", "Leaving"),
    "lyric": ("I hear the {w} calling out my name", "We were young beneath the {w}", "Hold on, the {w} is coming",
              "Every {w} leads me back to you", "Turn the lights down, feel the {w}", "Don't let the {w} fade away",
              "Walking slow through the {w} tonight", "You and me and the endless {w}",
              "Say it once more, like the {w}", "We'll sing until the {w} is gone"),
    "show": ("Talk", "Hour", "Club", "Report", "Diaries", "Lab", "Stories", "Weekly"),
    "topic": ("Science", "History", "Money", "Film", "Cooking", "Travel", "Tech", "Design", "Sports", "Books"),
    "ep": ("The story of {w}", "Why {w} matters", "Inside the {w}", "A guide to {w}", "{w}, explained",
           "Notes on {w}", "The future of {w}", "Questions about {w}"),
    "pl": ("{g} Hits", "{g} Essentials", "Fresh {g}", "{g} Mix", "Pure {g}", "{g} Classics", "{g} Rising"),
}
ZH = {
    "first": ("子涵", "浩然", "思雨", "一鸣", "若曦", "梓轩", "雨桐", "俊杰", "可欣", "宇航", "诗琪", "天佑",
              "欣怡", "子墨", "嘉怡", "明轩", "晓彤", "博文", "佳琪", "皓轩", "语嫣", "志远", "书瑶", "景行"),
    "last": ("林", "周", "陈", "苏", "沈", "顾", "叶", "江", "许", "唐", "韩", "萧", "程", "夏", "白", "温",
             "陆", "秦", "宋", "方"),
    "adj": ("午夜", "蓝色", "透明", "遥远", "安静", "燃烧", "银色", "漂流", "温柔", "孤独", "金色", "破碎",
            "夏日", "倒数", "失眠", "微光", "潮湿", "晴朗", "慢速", "南方"),
    "noun": ("乐队", "乐团", "计划", "公园", "飞行", "电台", "列车", "兄弟", "旅人", "频率", "信号", "工厂"),
    "word": ("夏天", "雨季", "烟火", "月光", "梦境", "夜晚", "公路", "心跳", "海洋", "天空", "城市", "故乡",
             "星星", "晚风", "风暴", "告白", "时光", "窗台", "天堂", "影子", "清晨", "火焰", "回声", "岛屿",
             "信件", "花园", "镜子", "雷声", "周末", "列车", "银河", "街角"),
    "suffix": ("之歌", "进行曲", "小夜曲", "日记", "的秘密", "物语", "狂想曲", "序曲", "来信", "往事", "摇篮曲", "圆舞曲"),
    "verb": ("追逐", "等待", "遇见", "告别", "奔向", "梦见", "迷失在", "守护", "想念", "穿过"),
    "lyric": ("我听见{w}在呼唤我的名字", "我们曾年少在{w}之下", "别放手 {w}就要来了", "每一段{w}都带我回到你身边",
              "把灯调暗 感受这{w}", "别让{w}就这样消失", "今夜慢慢走过{w}", "你和我还有无尽的{w}",
              "再说一次 像那{w}", "我们唱到{w}散去"),
    "show": ("漫谈", "时间", "俱乐部", "观察", "日记", "实验室", "故事会", "周刊"),
    "topic": ("科学", "历史", "理财", "电影", "美食", "旅行", "科技", "设计", "体育", "读书"),
    "ep": ("{w}的故事", "为什么{w}很重要", "走进{w}", "{w}指南", "一文读懂{w}", "关于{w}的笔记", "{w}的未来", "{w}十问"),
    "pl": ("{g}热歌", "{g}必听", "新鲜{g}", "{g}精选", "纯粹{g}", "{g}经典", "{g}新势力"),
}


def _shape() -> dict[str, Any]:
    """The catalogue's structure, shared by every region."""
    r = random.Random(SHAPE_SEED)
    artists: list[dict[str, Any]] = [{"id": f"ar{i}", "genre": GENRES[r.randrange(MUSIC_GENRES)][0], "color": r.choice(COLORS),
                "followers": int(r.paretovariate(1.2) * 2000)} for i in range(1, N_ARTISTS + 1)]
    releases: list[dict[str, Any]] = []
    for i in range(1, N_ALBUMS + N_SINGLES + 1):
        artist = artists[i - 1] if i <= N_ARTISTS else r.choice(artists[:300])
        kind = "album" if i % 5 in (0, 2) and sum(1 for x in releases if x["kind"] == "album") < N_ALBUMS \
            else ("ep" if r.random() < 0.4 else "single")
        n = r.randint(8, 14) if kind == "album" else r.randint(3, 5) if kind == "ep" else r.randint(1, 2)
        releases.append({"id": f"al{i}", "artist": artist["id"], "kind": kind, "n": n, "year": r.randint(1978, 2026),
                         "genre": artist["genre"], "color": r.choice(COLORS), "emoji": r.choice(EMOJI)})
    tracks: list[dict[str, Any]] = []
    for al in releases:
        ids = []
        for no in range(1, al["n"] + 1):
            tid = f"t{len(tracks) + 1}"
            fame = int(artists[int(al["artist"][2:]) - 1]["followers"])
            tracks.append({"id": tid, "album": al["id"], "artist": al["artist"], "no": no,
                           "duration": r.randint(95, 330) if r.random() < 0.8 else r.randint(331, 460),
                           "genre": al["genre"], "year": al["year"], "explicit": r.random() < 0.12,
                           "plays": int(fame * r.uniform(20, 400)) + r.randint(1000, 99999)})
            ids.append(tid)
        al["tracks"] = ids
        del al["n"]
    lyric_ids = sorted(r.sample(range(len(tracks)), 360))
    for i in lyric_ids:
        tracks[i]["lyrics"] = [r.randrange(10) for _ in range(r.randint(6, 10))]
    playlists = []
    for i, g in enumerate(GENRES):
        pool = [t["id"] for t in tracks if t["genre"] == g[0]] if i < MUSIC_GENRES else [t["id"] for t in tracks]
        playlists.append({"id": f"pl{i + 1}", "genre": g[0], "tracks": r.sample(pool, min(len(pool), r.randint(20, 40))),
                          "color": r.choice(COLORS), "followers": r.randint(1000, 3_000_000), "form": r.randrange(7)})
    podcasts = [{"id": f"pod{i}", "color": r.choice(COLORS), "emoji": r.choice(EMOJI),
                 "episodes": [{"id": f"pod{i}e{j}", "duration": r.randint(900, 4800), "day": r.randint(1, 300)}
                              for j in range(1, r.randint(6, 12))]} for i in range(1, 25)]
    return {"artists": artists, "albums": releases, "tracks": tracks, "playlists": playlists, "podcasts": podcasts}


def _unique(r: random.Random, make: Any, seen: set[str]) -> str:
    for _ in range(50):
        s: str = make()
        if s not in seen:
            seen.add(s)
            return s
    s = make() + f" {len(seen)}"
    seen.add(s)
    return s


def _distinct(picks: list[int], n: int = 10) -> list[int]:
    """The lyric line forms picked, each repeat moved to the next unused form (a song's lines differ)."""
    used: list[int] = []
    for k in picks:
        while k in used:
            k = (k + 1) % n
        used.append(k)
    return used


def build(region: str) -> bytes:
    """The gzip'd JSON of one region's world."""
    shape = _shape()
    r = random.Random(NAME_SEEDS[region])
    w = ZH if region == "zh-CN" else EN
    zh = region == "zh-CN"
    sep = "" if zh else " "
    names: set[str] = set()

    def person() -> str:
        return r.choice(w["last"]) + r.choice(w["first"]) if zh else f"{r.choice(w['first'])} {r.choice(w['last'])}"

    def band() -> str:
        return r.choice(w["adj"]) + r.choice(w["noun"]) if zh else f"The {r.choice(w['adj'])} {r.choice(w['noun'])}"

    for a in shape["artists"]:
        a["name"] = _unique(r, lambda: person() if r.random() < 0.55 else band(), names)
    titles: set[str] = set()

    def title() -> str:
        k = r.random()
        if k < 0.3:
            return r.choice(w["adj"]) + sep + r.choice(w["word"]) + sep + r.choice(w["suffix"])
        if k < 0.45:
            return r.choice(w["adj"]) + sep + r.choice(w["word"])
        if k < 0.65:
            return r.choice(w["verb"]) + sep + r.choice(w["word"])
        if k < 0.82:
            return r.choice(w["word"]) + ("与" if zh else " & ") + r.choice(w["word"])
        return r.choice(w["word"]) + sep + r.choice(w["word"])

    for al in shape["albums"]:
        al["title"] = _unique(r, title, titles)
    for t in shape["tracks"]:
        t["title"] = _unique(r, title, titles)
        if "lyrics" in t:
            t["lyrics"] = [w["lyric"][k].format(w=r.choice(w["word"])) for k in _distinct(t["lyrics"])]
    gname = {g[0]: (g[2] if zh else g[1]) for g in GENRES}
    for p in shape["playlists"]:
        p["title"] = w["pl"][p.pop("form")].format(g=gname[p["genre"]])
    for p in shape["podcasts"]:
        topic = r.randrange(len(w["topic"]))
        p["title"] = w["topic"][topic] + sep + r.choice(w["show"])
        p["emoji"] = PODCAST_EMOJI[topic]  # the cover shows the show's subject
        p["host"] = person()
        for e in p["episodes"]:
            e["title"] = r.choice(w["ep"]).format(w=r.choice(w["word"]).lower() if not zh else r.choice(w["word"]))
    shape["genres"] = [{"id": g[0], "name": gname[g[0]], "emoji": g[3], "color": COLORS[i % len(COLORS)],
                        "mood": i >= MUSIC_GENRES} for i, g in enumerate(GENRES)]
    raw = json.dumps(shape, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()
    return gzip.compress(raw, compresslevel=9, mtime=0)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for region in NAME_SEEDS:
        (OUT / f"{region}.json.gz").write_bytes(build(region))


if __name__ == "__main__":
    main()
