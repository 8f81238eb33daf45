"""Generate the Video app's world data: partitions, uploaders and videos, per region.

    .venv/bin/python scripts/gen_video_data.py   # rewrites mgym/apps/video/data/{shape,en,zh-CN}.json.gz

``shape.json.gz`` holds what every region shares (uploaders' followers and partitions; each video's
uploader, partition, duration, upload time, counters, tags, parts, thumbnail look and thumbnail photo) as
columns;
``<region>.json.gz`` holds the region's words (uploader names and bios, video titles, tag words,
description and comment phrases). One seeded RNG for the shape and one per region for the names;
sorted keys and gzip with mtime 0, so the same script always writes the same bytes (a test checks
it). Every name is invented.

A video's thumbnail is a committed scene photo that shows what its topic is about: ``THUMBS`` declares,
per topic, the pictures that fit it (by the photos' topic tags, ``scripts/photo_topics.py``), and each
video takes one of them by the CRC-32 of its id (the same in every region: ids and topics are shared).
``tests/scripts/test_world_coherence.py`` checks the committed thumbnails against these declarations.
"""

from __future__ import annotations

import gzip
import json
import math
import random
import sys
import zlib
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from photo_topics import Want, fitting, index  # noqa: E402
from photo_topics import want as W  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "mgym" / "apps" / "video" / "data"
SHAPE_SEED = 20261117
NAME_SEEDS = {"en": 81, "zh-CN": 82}
N_UPLOADERS, N_VIDEOS = 3200, 30000
#: the phone boots 2026-03-14 09:00; videos are uploaded up to ~4 years before it
MAX_AGO_MIN = 4 * 365 * 1440

#: (id, en, zh, emoji, colour) — the partitions (home tabs, rankings)
PARTITIONS: list[tuple[str, str, str, str, str]] = [
    ("anime", "Anime", "动画", "🍥", "#fb7299"), ("music", "Music", "音乐", "🎵", "#7e57c2"),
    ("dance", "Dance", "舞蹈", "💃", "#ec407a"), ("gaming", "Gaming", "游戏", "🎮", "#5c6bc0"),
    ("knowledge", "Knowledge", "知识", "📚", "#26a69a"), ("tech", "Tech", "科技", "💻", "#42a5f5"),
    ("sports", "Sports", "运动", "⚽", "#66bb6a"), ("cars", "Cars", "汽车", "🚗", "#78909c"),
    ("life", "Life", "生活", "🏡", "#ffa726"), ("food", "Food", "美食", "🍜", "#ef5350"),
    ("animals", "Animals", "动物圈", "🐱", "#8d6e63"), ("fashion", "Fashion", "时尚", "👗", "#ab47bc"),
    ("movies", "Film & TV", "影视", "🎬", "#29b6f6"), ("comedy", "Comedy", "鬼畜", "🤪", "#d4e157"),
]
COLORS = ("#f06292", "#ba68c8", "#9575cd", "#7986cb", "#64b5f6", "#4fc3f7", "#4dd0e1", "#4db6ac", "#81c784",
          "#aed581", "#ffd54f", "#ffb74d", "#ff8a65", "#a1887f", "#90a4ae", "#e57373", "#f48fb1", "#80cbc4")

#: per partition: (en topics, zh topics, emoji)
TOPICS: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "anime": (("mecha battles", "magical girls", "slice of life", "isekai", "opening themes", "sakuga", "villain arcs",
               "studio art", "spring season", "fan animation"),
              ("机甲大战", "魔法少女", "日常番", "异世界", "片头曲", "作画", "反派", "原画", "春季新番", "同人动画"), ("🍥", "⚔️", "🌸", "✨")),
    "music": (("piano covers", "guitar riffs", "lo-fi beats", "a cappella", "drum solos", "synthwave", "violin duets",
               "street buskers", "vocal warmups", "music theory"),
              ("钢琴翻弹", "吉他solo", "低保真节拍", "无伴奏合唱", "架子鼓", "合成器浪潮", "小提琴二重奏", "街头卖唱", "练声", "乐理"), ("🎵", "🎹", "🎸", "🎤")),
    "dance": (("k-pop choreography", "street dance", "ballet basics", "hip-hop moves", "shuffle dance", "waacking",
               "tap dance", "folk dance", "dance challenges", "popping"),
              ("韩舞翻跳", "街舞", "芭蕾入门", "嘻哈舞步", "鬼步舞", "甩手舞", "踢踏舞", "民族舞", "舞蹈挑战", "机械舞"), ("💃", "🕺", "🩰", "✨")),
    "gaming": (("speedruns", "boss fights", "open worlds", "indie games", "retro consoles", "strategy games",
                "horror games", "racing games", "city builders", "puzzle games"),
               ("速通", "Boss战", "开放世界", "独立游戏", "复古主机", "策略游戏", "恐怖游戏", "赛车游戏", "模拟建造", "解谜游戏"), ("🎮", "🕹️", "👾", "🏆")),
    "knowledge": (("black holes", "ancient Rome", "the human brain", "economics", "volcanoes", "languages",
                   "the ocean floor", "philosophy", "ancient Egypt", "climate"),
                  ("黑洞", "古罗马", "人类大脑", "经济学", "火山", "语言学", "深海", "哲学", "古埃及", "气候"), ("📚", "🔭", "🧠", "🌋")),
    "tech": (("mechanical keyboards", "budget phones", "home servers", "laptops", "smart homes", "3D printing",
              "robot vacuums", "PC builds", "earbuds", "drones"),
             ("机械键盘", "千元机", "家用服务器", "笔记本电脑", "智能家居", "3D打印", "扫地机器人", "装机", "耳机", "无人机"), ("💻", "📱", "🖥️", "🤖")),
    "sports": (("marathon training", "basketball drills", "football skills", "table tennis", "badminton",
                "rock climbing", "swimming", "home workouts", "cycling", "skateboarding"),
               ("马拉松训练", "篮球训练", "足球技巧", "乒乓球", "羽毛球", "攀岩", "游泳", "居家健身", "骑行", "滑板"), ("⚽", "🏀", "🏸", "🚴")),
    "cars": (("electric cars", "road trips", "classic cars", "car detailing", "off-road", "track days",
              "used cars", "motorbikes", "camper vans", "driving tips"),
             ("电动车", "自驾游", "老爷车", "汽车美容", "越野", "赛道日", "二手车", "摩托车", "房车", "驾驶技巧"), ("🚗", "🏎️", "🛻", "🏍️")),
    "life": (("tiny apartments", "morning routines", "minimalism", "city walks", "plant care", "budget living",
              "study with me", "room makeovers", "weekend markets", "night shifts"),
             ("小户型", "晨间习惯", "极简生活", "城市漫步", "养花", "省钱生活", "一起学习", "房间改造", "周末市集", "夜班"), ("🏡", "☕", "🪴", "🌆")),
    "food": (("hand-pulled noodles", "street food", "sourdough", "hot pot", "dumplings", "baking",
              "barbecue", "spicy challenges", "breakfast ideas", "desserts"),
             ("手工拉面", "街头小吃", "酸种面包", "火锅", "饺子", "烘焙", "烧烤", "挑战变态辣", "早餐", "甜品"), ("🍜", "🥟", "🍰", "🌶️")),
    "animals": (("rescue cats", "shiba inus", "parrots", "hamsters", "wild foxes", "farm life", "corgis",
                 "aquariums", "pandas", "otters"),
                ("流浪猫", "柴犬", "鹦鹉", "仓鼠", "野生狐狸", "农场", "柯基", "水族箱", "大熊猫", "水獭"), ("🐱", "🐶", "🦜", "🐼")),
    "fashion": (("capsule wardrobes", "thrift hauls", "makeup basics", "streetwear", "hairstyles",
                 "skincare", "sneakers", "vintage outfits", "nail art", "outfit ideas"),
                ("胶囊衣橱", "二手淘货", "新手化妆", "街头潮流", "发型", "护肤", "球鞋", "复古穿搭", "美甲", "穿搭灵感"), ("👗", "👟", "💄", "🧥")),
    "movies": (("movie trailers", "film analysis", "TV finales", "behind the scenes", "plot holes",
                "soundtracks", "classic films", "sci-fi films", "mystery series", "documentaries"),
               ("电影预告", "电影解说", "剧集大结局", "幕后花絮", "剧情漏洞", "电影原声", "经典老片", "科幻片", "悬疑剧", "纪录片"), ("🎬", "🍿", "📽️", "🎞️")),
    "comedy": (("remix edits", "pranks", "sketches", "meme reviews", "bloopers", "parodies", "stand-up",
                "voice-overs", "fails", "reaction videos"),
               ("鬼畜剪辑", "恶作剧", "小品", "梗图点评", "NG花絮", "恶搞", "脱口秀", "配音", "翻车现场", "反应视频"), ("🤪", "😂", "🎭", "🤡")),
}

#: per partition, per topic (in the order of ``TOPICS``) what its videos' thumbnails show: the topic's own
#: subject where a photo shows it (laptops, a cat, the aquarium), else a scene the video could have been
#: filmed in (a music video in the city at night, a history lesson at a desk of books); never a picture
#: that contradicts the title (no mountain on a cooking video)
THUMBS: dict[str, tuple[Want, ...]] = {
    # mecha battles, magical girls, slice of life, isekai, opening themes, sakuga, villain arcs, studio art,
    # spring season, fan animation
    "anime": (W("city at night"), W("night sky"), W("living room", "breakfast", "downtown"), W("mountains"),
              W("city at night"), W(all_of=["pencil"]), W("city at night"), W("desk"), W("spring"), W("desk")),
    # piano covers, guitar riffs, lo-fi beats, a cappella, drum solos, synthwave, violin duets, street buskers,
    # vocal warmups, music theory
    "music": (W("living room"), W(all_of=["camping", "night"]), W("desk", "city at night"), W("party"),
              W("city at night"), W("city at night"), W("garden"), W("downtown"), W("living room"), W("desk")),
    # k-pop choreography, street dance, ballet basics, hip-hop moves, shuffle dance, waacking, tap dance,
    # folk dance, dance challenges, popping
    "dance": (W("city at night", "downtown"), W("downtown"), W("living room"), W("downtown"), W("city at night"),
              W("party"), W("downtown"), W("farm"), W("party"), W("downtown", "city at night")),
    # speedruns, boss fights, open worlds, indie games, retro consoles, strategy games, horror games, racing
    # games, city builders, puzzle games
    "gaming": (W(all_of=["laptop"]), W("toys"), W("mountains"), W("desk"), W("toys"), W("desk"), W("night"),
               W("car"), W("downtown"), W("toys")),
    # black holes, ancient Rome, the human brain, economics, volcanoes, languages, the ocean floor, philosophy,
    # ancient Egypt, climate
    "knowledge": (W("night sky"), W("books"), W("books"), W("downtown", "desk"), W("mountains"), W("books"),
                  W("aquarium"), W("books"), W(all_of=["palm tree"]), W("snow", "beach")),
    # mechanical keyboards, budget phones, home servers, laptops, smart homes, 3D printing, robot vacuums,
    # PC builds, earbuds, drones
    "tech": (W(all_of=["laptop"]), W("desk"), W("desk"), W(all_of=["laptop"]), W("living room"), W("desk"),
             W("living room"), W("desk"), W("downtown"), W("mountains", "harbour", "beach")),
    # marathon training, basketball drills, football skills, table tennis, badminton, rock climbing, swimming,
    # home workouts, cycling, skateboarding
    "sports": (W("park", "downtown"), W(all_of=["basketball"]), W("park"), W("park"), W("park"), W("mountains"),
               W("beach"), W("living room"), W(all_of=["bicycle"]), W("downtown")),
    # electric cars, road trips, classic cars, car detailing, off-road, track days, used cars, motorbikes,
    # camper vans, driving tips
    "cars": (W(all_of=["car"]), W("car", "mountains"), W(all_of=["car"]), W("parking lot"), W("SUV", "truck"),
             W(all_of=["car"]), W("parking lot"), W("downtown"), W("camping"), W("car")),
    # tiny apartments, morning routines, minimalism, city walks, plant care, budget living, study with me,
    # room makeovers, weekend markets, night shifts
    "life": (W("living room"), W("morning"), W("living room", "desk"), W("downtown"), W("garden", "potted plant"),
             W("kitchen", "breakfast"), W("desk"), W("living room", "playroom"), W("fruit"), W("city at night")),
    # hand-pulled noodles, street food, sourdough, hot pot, dumplings, baking, barbecue, spicy challenges,
    # breakfast ideas, desserts
    "food": (W("dinner"), W("burger", "fries"), W("breakfast"), W("dinner"), W("dinner"),
             W("cake", "croissant", "donut"), W("picnic"), W("burger", "pizza"), W("breakfast"),
             W("cake", "donut", "strawberry", "watermelon")),
    # rescue cats, shiba inus, parrots, hamsters, wild foxes, farm life, corgis, aquariums, pandas, otters
    "animals": (W(all_of=["cat"]), W(all_of=["dog"]), W("pigeon", "duck"), W("pets"), W("deer"), W("farm"),
                W(all_of=["dog"]), W("aquarium"), W("mountains"), W("pond", "harbour")),
    # capsule wardrobes, thrift hauls, makeup basics, streetwear, hairstyles, skincare, sneakers, vintage
    # outfits, nail art, outfit ideas
    "fashion": (W("downtown"), W("downtown"), W("flowers"), W("downtown"), W("downtown", "beach"), W("flowers"),
                W("downtown"), W("downtown", "city at night"), W("flowers"), W("downtown", "beach", "city at night")),
    # movie trailers, film analysis, TV finales, behind the scenes, plot holes, soundtracks, classic films,
    # sci-fi films, mystery series, documentaries
    "movies": (W("city at night"), W("living room"), W("living room"), W("downtown"), W("living room"),
               W("city at night"), W("harbour"), W("night sky"), W("city at night"),
               W("mountains", "farm", "aquarium", "harbour")),
    # remix edits, pranks, sketches, meme reviews, bloopers, parodies, stand-up, voice-overs, fails, reaction
    # videos
    "comedy": (W("party"), W("living room"), W("living room", "party"), W("living room"), W("party"), W("party"),
               W("city at night"), W("desk"), W(all_of=["sled"]), W("living room")),
}


def thumb_pool(w: Want) -> list[str]:
    """The scene photos a topic's thumbnails may show: fitting ``w``, landscape (a thumbnail is the whole
    picture), in asset order (the same in every region: scenes are shared)."""
    ix = index()
    return [a for a in fitting(w, "en") if ix[a]["kind"] == "scene" and ix[a]["w"] > ix[a]["h"]]


def thumb(vid: str, w: Want) -> str:
    """A video's thumbnail: one of its topic's pictures, by the CRC-32 of its id."""
    pool = thumb_pool(w)
    return pool[zlib.crc32(vid.encode()) % len(pool)]


EN: dict[str, Any] = {
    "title": ("{T}: {hook}", "I tried {t} for {n} days", "The ultimate guide to {t}", "{n} things nobody tells you about {t}",
              "Why {t} is {adj}", "{T} in {n} minutes", "Ranking every kind of {t}", "{T} vlog | {hook}",
              "{T} for beginners, part {n}", "A {adj} week of {t}", "{T} compilation #{n}", "Everything about {t} ({year})"),
    "hook": ("you won't believe the ending", "it went wrong", "honest review", "no talking", "worth it?",
             "my first time", "the hard way", "behind the scenes", "a full breakdown", "day and night",
             "on a tiny budget", "from scratch", "with my dad", "the sequel", "at 3 AM", "the final episode",
             "what I learned", "a quiet afternoon", "challenge accepted", "the real story"),
    "adj": ("underrated", "surprisingly hard", "so relaxing", "overrated", "harder than it looks", "chaotic",
            "wonderful", "strange", "addictive", "beautiful"),
    "first": ("Mochi", "Pixel", "Nova", "Echo", "Juniper", "Sleepy", "Professor", "Lazy", "Happy", "Midnight",
              "Tiny", "Cosmic", "Salty", "Sunny", "Rusty", "Clever", "Golden", "Wandering", "Quiet", "Brave",
              "Fuzzy", "Crispy", "Electric", "Paper", "Lucky", "Velvet", "Mellow", "Rapid", "Polar", "Amber"),
    "noun": ("Panda", "Otter", "Noodle", "Kettle", "Falcon", "Lantern", "Biscuit", "Comet", "Maple", "Walrus",
             "Pepper", "Tofu", "Raccoon", "Pebble", "Dumpling", "Robot", "Fox", "Mango", "Cactus", "Penguin",
             "Badger", "Sparrow", "Wombat", "Pickle", "Acorn", "Koala", "Lemur", "Pretzel", "Moth", "Heron"),
    "uname": ("{a}{b}", "{a} {b}", "The{a}{b}", "{b}Lab", "{a}{b}TV", "{b} Studio", "{a}{b}Official", "{b}_{a}"),
    "bio": ("Making videos about {t} every week.", "Just a person who loves {t}.", "New video every Friday! Topics: {t}.",
            "{T}, coffee and bad jokes.", "Sharing what I learn about {t}.", "Business inquiries in the description. I make {t} videos."),
    "desc": ("In this video: {t}. Thanks for watching, and don't forget to follow!",
             "{T}, the way I always wanted to film it. Music and gear listed below.",
             "A long one today. Timestamps in the comments. All about {t}.",
             "Filmed over a weekend. Let me know what you think about {t}!",
             "Part of my series on {t}. Like and favourite if it helped."),
    "cuser": ("Anon", "Viewer", "Lurker", "Fan", "Night owl", "Student", "Commuter", "Newbie", "Old fan", "Cat person",
              "Gamer", "Reader", "Cook", "Runner", "Dreamer"),
    "comment": ("This is exactly what I needed today.", "Who's watching in 2026?", "The part at {m}:{s:02d} got me.",
                "Came for {t}, stayed for the editing.", "Finally someone explains {t} properly.",
                "Coins given, you deserve it.", "Triple-tapped before even watching.", "Bookmarking this for later.",
                "The ending was unexpected!", "Can you make a follow-up about {t}?", "I watched this {n} times.",
                "Underrated channel, honestly.", "My favourite video on {t} so far.", "Subtitles please!",
                "That music choice was perfect.", "I'm here from the rankings.", "First time here, instantly followed.",
                "This deserves way more views."),
    "reply": ("Same here!", "Agreed.", "Haha, exactly.", "Thanks for the timestamp.", "You're not alone.",
              "This comment needs more likes.", "Came here to say this.", "True!"),
}
ZH: dict[str, Any] = {
    "title": ("【{t}】{hook}", "挑战{n}天{t}", "{t}终极指南", "关于{t}，没人告诉你的{n}件事", "为什么{t}这么{adj}",
              "{n}分钟看懂{t}", "全网最全{t}排名", "{t}日常vlog｜{hook}", "{t}新手教程 第{n}期", "{adj}的一周：{t}",
              "{t}合集#{n}", "{year}年{t}全记录"),
    "hook": ("结局太意外了", "翻车了", "真实测评", "沉浸式", "值不值？", "第一次尝试", "踩坑实录", "幕后花絮", "保姆级解析",
             "从白天到黑夜", "穷鬼版", "从零开始", "和我爸一起", "续集来了", "凌晨三点", "完结篇", "我学到了什么",
             "一个安静的下午", "挑战成功", "真相来了"),
    "adj": ("被低估", "难", "解压", "被高估", "上头", "离谱", "美好", "奇怪", "好玩", "好看"),
    "first": ("小", "大", "老", "阿", "胖", "懒", "萌", "酷", "甜", "暴躁", "佛系", "快乐", "迷糊", "认真", "咸鱼",
              "元气", "夜猫", "爱吃", "会飞", "爱笑", "不睡觉", "社恐", "机智", "摸鱼", "早起", "熬夜", "温柔", "倔强", "爱跑", "安静"),
    "noun": ("熊猫", "水獭", "面条", "茶壶", "猎鹰", "灯笼", "饼干", "彗星", "枫叶", "海象", "胡椒", "豆腐", "浣熊", "石子",
             "饺子", "机器人", "狐狸", "芒果", "仙人掌", "企鹅", "獾", "麻雀", "袋熊", "泡菜", "橡果", "考拉", "狐猴", "麻花",
             "飞蛾", "白鹭"),
    "uname": ("{a}{b}", "{a}的{b}", "{b}研究所", "{a}{b}酱", "{b}同学", "{a}{b}Official", "是{a}{b}呀", "{b}工作室"),
    "bio": ("每周更新{t}相关视频。", "一个热爱{t}的普通人。", "每周五更新！主要内容：{t}。", "{t}、咖啡和冷笑话。",
            "分享我学到的{t}知识。", "商务合作见简介，专注{t}。"),
    "desc": ("本期内容：{t}。感谢观看，记得关注！", "一直想拍的{t}，使用的音乐和设备见下方。", "今天是长视频，时间轴在评论区。全部关于{t}。",
             "花了一个周末拍的，说说你对{t}的看法吧！", "{t}系列的一期，有帮助的话点赞收藏支持一下。"),
    "cuser": ("路人", "观众", "潜水员", "粉丝", "夜猫子", "学生党", "打工人", "萌新", "老粉", "猫奴", "玩家", "书虫",
              "吃货", "跑者", "做梦家"),
    "comment": ("这正是我今天需要的。", "2026年还有人在看吗？", "{m}:{s:02d} 那段笑死我了。", "冲着{t}来的，结果被剪辑圈粉了。",
                "终于有人把{t}讲清楚了。", "硬币已投，你值得。", "还没看就先三连了。", "先收藏，回头慢慢看。", "结局太意外了！",
                "能出一期{t}的续集吗？", "这个视频我看了{n}遍。", "宝藏UP主，太被低估了。", "目前看过最好的{t}视频。",
                "求字幕！", "配乐选得太好了。", "从排行榜过来的。", "第一次来，直接关注了。", "这播放量配不上质量。"),
    "reply": ("我也是！", "同意。", "哈哈，确实。", "感谢时间轴。", "你不是一个人。", "这条评论值得更多赞。", "我也想说这个。", "真的！"),
}


def _lognormal(r: random.Random, mu: float, sigma: float, lo: int, hi: int) -> int:
    return max(lo, min(hi, int(math.exp(r.gauss(mu, sigma)))))


def _shape() -> dict[str, Any]:
    r = random.Random(SHAPE_SEED)
    nparts = len(PARTITIONS)
    up_part = [r.randrange(nparts) for _ in range(N_UPLOADERS)]
    up_followers = [_lognormal(r, 9.0, 2.0, 12, 9_000_000) for _ in range(N_UPLOADERS)]
    up_color = [r.randrange(len(COLORS)) for _ in range(N_UPLOADERS)]
    weights = [1.0 + f ** 0.35 for f in up_followers]
    cols: dict[str, list[Any]] = {k: [] for k in ("up", "part", "dur", "ago", "views", "likes", "coins", "favs",
                                                  "danmaku", "tags", "parts", "topic", "form", "color", "emoji")}
    uploaders = r.choices(range(N_UPLOADERS), weights=weights, k=N_VIDEOS)
    for i in range(N_VIDEOS):
        u = uploaders[i] if i >= N_UPLOADERS else i  # every uploader has at least one video
        p = up_part[u] if r.random() < 0.8 else r.randrange(nparts)
        k = r.random()
        dur = (r.randint(45, 599) if k < 0.35 else r.randint(600, 1799) if k < 0.7
               else r.randint(1800, 3599) if k < 0.9 else r.randint(3600, 10800))
        views = _lognormal(r, 9.2, 1.9, 60, 60_000_000)
        likes = int(views * r.uniform(0.01, 0.09))
        cols["up"].append(u)
        cols["part"].append(p)
        cols["dur"].append(dur)
        cols["ago"].append(r.randint(30, MAX_AGO_MIN))
        cols["views"].append(views)
        cols["likes"].append(likes)
        cols["coins"].append(int(likes * r.uniform(0.05, 0.5)))
        cols["favs"].append(int(likes * r.uniform(0.1, 0.6)))
        cols["danmaku"].append(int(views * r.uniform(0.0004, 0.012)))
        cols["tags"].append(sorted(r.sample(range(10), r.randint(2, 4))))
        cols["parts"].append(r.randint(2, 8) if r.random() < 0.1 and dur > 600 else 1)
        cols["topic"].append(r.randrange(10))
        cols["form"].append(r.randrange(len(EN["title"])))
        cols["color"].append(r.randrange(len(COLORS)))
        cols["emoji"].append(r.randrange(4))
    pids = [p[0] for p in PARTITIONS]
    cols["thumb"] = [thumb(f"v{i}", THUMBS[pids[p]][t]) for i, (p, t) in enumerate(zip(cols["part"], cols["topic"],
                                                                                         strict=True))]
    return {"uploaders": {"part": up_part, "followers": up_followers, "color": up_color}, "videos": cols,
            "partitions": [{"id": p[0], "emoji": p[3], "color": p[4]} for p in PARTITIONS],
            "topic_emoji": {p[0]: list(TOPICS[p[0]][2]) for p in PARTITIONS}, "colors": list(COLORS)}


def _unique(make: Any, seen: set[str], episode: str = "{s} {k}") -> str:
    """A new name: a few fresh draws, else the last draw as the next episode of a series."""
    s: str = make()
    for _ in range(4):
        if s not in seen:
            seen.add(s)
            return s
        s = make()
    k = 2
    while episode.format(s=s, k=k) in seen:
        k += 1
    s = episode.format(s=s, k=k)
    seen.add(s)
    return s


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def build_shape() -> bytes:
    raw = json.dumps(_shape(), ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()
    return gzip.compress(raw, compresslevel=9, mtime=0)


def build(region: str) -> bytes:
    """The gzip'd JSON of one region's words."""
    shape = _shape()
    r = random.Random(NAME_SEEDS[region])
    zh = region == "zh-CN"
    w = ZH if zh else EN
    pids = [p[0] for p in PARTITIONS]
    topics = {p: list(TOPICS[p][1] if zh else TOPICS[p][0]) for p in pids}
    names: set[str] = set()
    up_names = [_unique(lambda: r.choice(w["uname"]).format(a=r.choice(w["first"]), b=r.choice(w["noun"])), names,
                        "{s}{k}")
                for _ in range(N_UPLOADERS)]
    up_bios = []
    for p in shape["uploaders"]["part"]:
        t = r.choice(topics[pids[p]])
        up_bios.append(r.choice(w["bio"]).format(t=t, T=_cap(t)))
    v = shape["videos"]
    titles: set[str] = set()
    out_titles = []
    for i in range(N_VIDEOS):
        t = topics[pids[v["part"][i]]][v["topic"][i]]
        year = 2026 - v["ago"][i] // (365 * 1440)

        def make(t: str = t, year: int = year) -> str:
            form = r.choice(w["title"])
            return form.format(t=t, T=_cap(t), hook=r.choice(w["hook"]), adj=r.choice(w["adj"]),
                               n=r.choice((3, 5, 7, 10, 12, 15, 20, 30, 50, 100)), year=year)
        out_titles.append(_unique(make, titles, "{s}（第{k}期）" if zh else "{s} (Ep. {k})"))
    data = {"uploader_names": up_names, "uploader_bios": up_bios, "titles": out_titles,
            "partition_names": [p[2] if zh else p[1] for p in PARTITIONS], "topics": topics,
            "desc": list(w["desc"]), "cuser": list(w["cuser"]), "comment": list(w["comment"]),
            "reply": list(w["reply"]), "noun": list(w["noun"])}
    raw = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()
    return gzip.compress(raw, compresslevel=9, mtime=0)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "shape.json.gz").write_bytes(build_shape())
    for region in NAME_SEEDS:
        (OUT / f"{region}.json.gz").write_bytes(build(region))


if __name__ == "__main__":
    main()
