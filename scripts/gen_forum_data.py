"""Generate the Forum app's world data: communities, posts, users, the seeded inbox and chats, per region.

    .venv/bin/python scripts/gen_forum_data.py   # rewrites mgym/apps/forum/data/{en,zh-CN}.json.gz

Deterministic: one seeded RNG per region, sorted keys and gzip with mtime 0, so the same script always
writes the same bytes (a test checks it). Comments are not stored: ``mgym.apps.forum.world.comments``
grows each post's tree from the post id. Every community and user is invented. An image post's picture
shows the noun its title names (``NOUN_PICTURES``; a topic no photo fits has no image posts).
"""

from __future__ import annotations

import gzip
import json
import random
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from photo_topics import Want, fitting  # noqa: E402
from photo_topics import want as W  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "mgym" / "apps" / "forum" / "data"
SEEDS = {"en": 1811, "zh-CN": 1812}
START = 1773478800000  # 2026-03-14 09:00, the phone's first minute
DAY = 86_400_000
N_POSTS = 10_400
N_USERS = 2_200
ME = {"en": "quiet_maple", "zh-CN": "晨光小鹿"}

#: (en slug, en title, zh name, zh title, en nouns, zh nouns) — one subject; each gets several communities
TOPICS: list[tuple[str, str, str, str, tuple[str, ...], tuple[str, ...]]] = [
    ("gardening", "Gardening", "园艺", "园艺", ("tomatoes", "raised bed", "compost"), ("番茄", "花盆", "堆肥")),
    ("sourdough", "Sourdough Baking", "烘焙", "烘焙", ("starter", "loaf", "crumb"), ("酵种", "面包", "烤箱")),
    ("cycling", "Cycling", "骑行", "骑行", ("gravel bike", "saddle", "climb"), ("公路车", "坐垫", "爬坡")),
    ("running", "Running", "跑步", "跑步", ("half marathon", "shoes", "tempo run"), ("半马", "跑鞋", "配速")),
    ("photography", "Photography", "摄影", "摄影", ("lens", "sunset shot", "tripod"), ("镜头", "日落", "三脚架")),
    ("boardgames", "Board Games", "桌游", "桌游", ("expansion", "game night", "deck"), ("扩展包", "桌游局", "卡组")),
    ("homecooking", "Home Cooking", "家常菜", "家常菜", ("stir fry", "cast iron pan", "recipe"), ("小炒", "铁锅", "菜谱")),
    ("houseplants", "Houseplants", "绿植", "室内绿植", ("monstera", "repotting", "grow light"), ("龟背竹", "换盆", "补光灯")),
    ("astronomy", "Astronomy", "天文", "天文观测", ("telescope", "meteor shower", "nebula"), ("望远镜", "流星雨", "星云")),
    ("hiking", "Hiking", "徒步", "徒步", ("trail", "backpack", "summit"), ("步道", "背包", "山顶")),
    ("coffee", "Coffee", "咖啡", "咖啡", ("espresso", "grinder", "pour over"), ("意式浓缩", "磨豆机", "手冲")),
    ("tea", "Tea", "茶", "茶友", ("oolong", "teapot", "green tea"), ("乌龙", "茶壶", "绿茶")),
    ("aquariums", "Aquariums", "水族", "水族", ("shrimp tank", "filter", "aquascape"), ("虾缸", "过滤器", "水草造景")),
    ("knitting", "Knitting", "编织", "手工编织", ("sweater", "yarn", "pattern"), ("毛衣", "毛线", "图解")),
    ("woodworking", "Woodworking", "木工", "木工", ("workbench", "chisel", "dovetail"), ("工作台", "凿子", "榫卯")),
    ("languages", "Language Learning", "学外语", "外语学习", ("flashcards", "grammar", "accent"), ("单词卡", "语法", "口音")),
    ("personalfinance", "Personal Finance", "理财", "个人理财", ("budget", "savings account", "index fund"), ("预算", "存款", "指数基金")),
    ("retrogaming", "Retro Gaming", "怀旧游戏", "怀旧游戏", ("cartridge", "handheld", "arcade stick"), ("卡带", "掌机", "摇杆")),
    ("indiegames", "Indie Games", "独立游戏", "独立游戏", ("demo", "pixel art", "level design"), ("试玩版", "像素画", "关卡设计")),
    ("scifi", "Science Fiction", "科幻", "科幻小说", ("novel", "space opera", "short story"), ("长篇", "太空歌剧", "短篇")),
    ("mechkeys", "Mechanical Keyboards", "机械键盘", "机械键盘", ("keycaps", "switches", "custom board"), ("键帽", "轴体", "客制化")),
    ("birdwatching", "Birdwatching", "观鸟", "观鸟", ("binoculars", "heron", "feeder"), ("望远镜", "白鹭", "喂鸟器")),
    ("cats", "Cats", "猫咪", "猫奴之家", ("kitten", "scratching post", "litter box"), ("小猫", "猫抓板", "猫砂盆")),
    ("dogs", "Dogs", "狗狗", "汪星人", ("puppy", "leash", "dog park"), ("小狗", "牵引绳", "狗公园")),
    ("urbansketching", "Urban Sketching", "速写", "城市速写", ("sketchbook", "watercolor", "fineliner"), ("速写本", "水彩", "针管笔")),
    ("diy", "DIY Home", "装修", "家装DIY", ("shelf", "tile", "paint job"), ("置物架", "瓷砖", "刷墙")),
    ("camping", "Camping", "露营", "露营", ("tent", "campfire", "sleeping bag"), ("帐篷", "篝火", "睡袋")),
    ("vegan", "Plant Based", "素食", "素食生活", ("tofu", "lentil soup", "meal prep"), ("豆腐", "扁豆汤", "备餐")),
    ("chess", "Chess", "国际象棋", "国际象棋", ("opening", "endgame", "blitz"), ("开局", "残局", "快棋")),
    ("guitar", "Guitar", "吉他", "吉他", ("chords", "fingerstyle", "amp"), ("和弦", "指弹", "音箱")),
    ("travel", "Travel", "旅行", "旅行", ("itinerary", "hostel", "train pass"), ("行程", "青旅", "火车通票")),
    ("fitness", "Fitness", "健身", "健身", ("squat", "protein", "home gym"), ("深蹲", "蛋白粉", "家庭健身房")),
    ("movies", "Movies", "电影", "电影", ("director", "soundtrack", "sequel"), ("导演", "配乐", "续集")),
    ("books", "Books", "读书", "读书", ("book club", "audiobook", "bookshelf"), ("读书会", "有声书", "书架")),
    ("programming", "Programming", "编程", "编程", ("side project", "bug", "framework"), ("业余项目", "bug", "框架")),
    ("parenting", "Parenting", "育儿", "育儿", ("toddler", "bedtime", "school run"), ("宝宝", "哄睡", "接送")),
    ("localevents", "Local Events", "同城活动", "同城活动", ("meetup", "market", "workshop"), ("聚会", "市集", "工作坊")),
    ("weather", "Weather Watch", "天气", "天气观察", ("storm", "rainbow", "forecast"), ("暴雨", "彩虹", "预报")),
    ("ceramics", "Ceramics", "陶艺", "陶艺", ("glaze", "wheel", "kiln"), ("釉", "拉坯", "窑")),
    ("cars", "Cars", "汽车", "汽车", ("road trip", "oil change", "hatchback"), ("自驾", "换机油", "两厢车")),
]
#: (en suffix, en title suffix, zh suffix, zh title suffix) of the communities of one topic
VARIANTS = [("", "", "", ""), ("tips", " Tips", "技巧", "技巧"), ("talk", " Talk", "杂谈", "杂谈"),
            ("help", " Help", "求助", "求助"), ("pics", " Pics", "晒图", "晒图"), ("daily", " Daily", "日常", "日常")]

FLAIRS = {"en": ("Question", "Discussion", "Showcase", "Help", "News", "Meta", "Guide", "Humor", "Review", "Beginner"),
          "zh-CN": ("提问", "讨论", "晒图", "求助", "资讯", "站务", "攻略", "搞笑", "测评", "新手")}
RULES = {"en": ("Be kind and civil.", "No spam or self-promotion.", "Stay on topic.", "No low-effort posts.",
                "Credit the original creator.", "Search before you post.", "No selling or trading.",
                "Use a descriptive title.", "No personal information.", "Mark spoilers."),
         "zh-CN": ("友善交流，文明发言。", "禁止广告和自我推广。", "内容需与本版主题相关。", "禁止低质量水帖。",
                   "转载请注明原作者。", "发帖前请先搜索。", "禁止买卖交易。", "标题请写清楚。", "禁止泄露个人信息。", "剧透请标注。")}
FLAIR_RULE = {"en": 'Every post needs a flair. Questions go under the "{f}" flair.',
              "zh-CN": "所有帖子都必须选择标签。提问请使用“{f}”标签。"}
ABOUT = {"en": ("A friendly place to talk about {t}.", "Everything {t}: share, ask and learn.",
                "The community for {t} fans, beginners and experts alike.", "News, photos and questions about {t}."),
         "zh-CN": ("一个轻松聊{t}的地方。", "关于{t}的一切：分享、提问、学习。", "{t}爱好者的家园，新手老手都欢迎。", "{t}的资讯、照片和问答。")}
TITLES = {"en": ("Finally finished my first {n}!", "What's your favourite {n}?", "Beginner question about {n}",
                 "My {n} after three months", "Is this {n} worth it?", "Unpopular opinion: {n} is overrated",
                 "Tips for a better {n}?", "Look at this {n} I found", "How do you pick a {n}?",
                 "A week with a new {n}", "Help! Something is wrong with my {n}", "Budget {n} recommendations",
                 "The {n} that changed everything for me", "Weekly {n} thread", "Rate my {n}",
                 "Anyone else struggle with {n}?", "Small win with my {n} today", "Before and after: {n}"),
          "zh-CN": ("终于完成了我的第一个{n}！", "你们最喜欢什么样的{n}？", "关于{n}的新手问题", "三个月后我的{n}",
                    "这个{n}值得入手吗？", "冷门观点：{n}被高估了", "有什么让{n}更好的技巧？", "看看我发现的这个{n}",
                    "大家怎么挑{n}？", "用了一周新{n}的感受", "求助！我的{n}出问题了", "平价{n}推荐",
                    "改变了我的那个{n}", "每周{n}讨论帖", "给我的{n}打个分", "还有人搞不定{n}吗？",
                    "今天{n}有点小进步", "{n}前后对比")}
TAILS = {"en": ("", " on a budget", " after a long break", ", any advice?", " - update", " for the first time", " this spring",
                " with my kids", " in a tiny apartment", ", long post", " at last", " (photos)", " - day 30", " on a rainy day"),
         "zh-CN": ("", "（预算有限）", "（停了很久又开始）", "，求建议", "（更新）", "（第一次）", "（今年春天）", "（带娃版）",
                   "（小户型）", "（长文）", "，终于", "（多图）", "（第30天）", "（雨天）")}
BODIES = {"en": ("I have been at this for a while and wanted to share.", "Any advice is welcome.",
                 "Took me longer than I expected, but I learned a lot.", "Curious what everyone here thinks.",
                 "Photos in the comments if people are interested.", "Edit: thanks for all the kind replies!",
                 "I read the wiki first, still a bit confused.", "Happy to answer questions.",
                 "This community has helped me so much.", "Not sure if this is the right place to ask."),
          "zh-CN": ("折腾了一段时间，来分享一下。", "欢迎大家给点建议。", "比预想的花了更久，但学到了很多。",
                    "想听听大家的看法。", "有兴趣的话评论区补图。", "更新：谢谢大家的热心回复！",
                    "先看了置顶帖，还是有点不明白。", "有问题可以问我。", "这个社区帮了我很多。", "不确定在这里问合不合适。")}
EVENT = {"en": ("Join us for a {n} meetup on {d} at {h}:00 at {p}.", "We're holding a {n} workshop on {d} at {h}:00, {p}.",
                "Save the date: {n} day is {d}, starting {h}:00 at {p}."),
         "zh-CN": ("{d} {h}:00 在{p}举办{n}聚会，欢迎参加。", "{d} {h}:00 在{p}有一场{n}工作坊。", "记下日子：{n}日定在{d}，{h}:00 在{p}开始。")}
PLACES = {"en": ("the Riverside Library", "Maple Park", "the Old Mill Hall", "Harbor Square", "the Community Center"),
          "zh-CN": ("滨江图书馆", "枫林公园", "老厂房礼堂", "海港广场", "社区活动中心")}
DOMAINS = ("blog.example.com", "news.example.org", "guides.example.net", "wiki.example.org", "video.example.com")
ADJ = ("quiet", "sunny", "brave", "lazy", "clever", "tiny", "happy", "rusty", "misty", "lucky", "cosmic", "salty",
       "fuzzy", "gentle", "wild", "urban", "sleepy", "bold", "swift", "witty")
NOUN = ("otter", "maple", "falcon", "pixel", "teapot", "comet", "badger", "fern", "walrus", "noodle", "lantern",
        "pebble", "cactus", "panda", "sparrow", "biscuit", "harbor", "tiger", "willow", "robot")
ZH_A = ("晨光", "小林", "阿飞", "大白", "橘子", "星河", "山风", "木木", "七七", "小鱼", "北城", "夏天", "南风", "老王",
        "土豆", "青柠", "月亮", "石头", "饭团", "阿布")
ZH_B = ("小鹿", "爱摄影", "跑起来", "的猫", "种花", "不睡觉", "看世界", "在路上", "爱喝茶", "学编程", "吃饱了", "骑单车",
        "听雨", "画画", "养鱼", "下棋", "读书", "做饭", "露营", "弹吉他")
CHATS = {"en": [("lucky_falcon", ["Hey! Saw your post about the raised bed.", "Did the tomatoes make it?"]),
                ("misty_fern", ["Are you coming to the meetup on Saturday?"]),
                ("swift_comet", ["Thanks for the keyboard tips!", "The new switches feel great."])],
         "zh-CN": [("阿飞跑起来", ["嗨！看到你发的种菜帖子了。", "番茄最后长出来了吗？"]),
                   ("七七种花", ["周六的聚会你来吗？"]),
                   ("山风骑单车", ["谢谢你的键盘建议！", "新轴手感很好。"])]}
REPLIES = {"en": ["Great idea, I'll try that this weekend.", "Same thing happened to me!", "Thanks, this helped a lot."],
           "zh-CN": ["好主意，这周末试试。", "我也遇到过一样的情况！", "谢谢，很有帮助。"]}


#: topic slug -> the photo settings an image post's first draw comes from (others: any scene); the draw is
#: kept when it shows the post's noun (``NOUN_PICTURES``), else replaced
SCENES = {"gardening": ("garden", "farm"), "sourdough": ("breakfast", "pizza"), "cycling": ("street", "park"),
          "running": ("park", "street"), "photography": ("harbour", "night", "mountains", "beach"),
          "boardgames": ("desk", "playroom"), "homecooking": ("breakfast", "pizza", "fruit"), "houseplants": ("garden",),
          "astronomy": ("night", "camp"), "hiking": ("mountains", "camp", "snow"), "coffee": ("breakfast", "desk"),
          "tea": ("breakfast",), "aquariums": ("aquarium",), "cats": ("sofa",), "dogs": ("park", "sofa"),
          "camping": ("camp", "mountains"), "vegan": ("fruit", "breakfast"), "travel": ("beach", "harbour", "mountains"),
          "books": ("bookshelf",), "programming": ("desk",), "parenting": ("playroom", "birthday", "picnic"),
          "localevents": ("birthday", "picnic", "street"), "weather": ("snow", "beach", "night"), "cars": ("parking", "street"),
          "mechkeys": ("desk",), "retrogaming": ("desk", "playroom"), "indiegames": ("desk",), "fitness": ("park", "beach"),
          "birdwatching": ("park", "farm", "harbour"), "urbansketching": ("street", "harbour")}

_DAY = ("daytime",)
#: topic slug -> per noun (``TOPICS``' nouns, the same subject in both regions) what an image post about it
#: shows (``scripts/photo_topics.py``), or None where no committed photo does: such a post is about another
#: noun of its topic that has a picture, or, in a topic with none, is a text post
NOUN_PICTURES: dict[str, tuple[Want | None, Want | None, Want | None]] = {
    "gardening": (None, W("garden", scenes=True), None),
    "cycling": (W(all_of=["bicycle"]), W(all_of=["bicycle"]), None),
    "running": (W("street", all_of=_DAY), None, W("park", "street", all_of=_DAY)),
    "photography": (W("street", "harbour", "mountains", "beach", scenes=True), None,
                    W("street", "harbour", "mountains", "beach", scenes=True)),
    "homecooking": (None, None, W("breakfast", "fruit", scenes=True)),
    "houseplants": (W(all_of=["potted plant"]),) * 3,
    "astronomy": (W("night sky", scenes=True), W("stars", scenes=True), None),
    "hiking": (W("mountains", scenes=True),) * 3,
    "coffee": (W(all_of=["coffee"]),) * 3,
    "aquariums": (W("aquarium"),) * 3,
    "scifi": (W("books", scenes=True), None, W("books", scenes=True)),
    "birdwatching": (None, None, W(all_of=["pigeon"])),
    "cats": (W(all_of=["cat"]),) * 3,
    "dogs": (W(all_of=["dog"]), W(all_of=["dog"]), W(all_of=["dog", "park"])),
    "diy": (W("bookshelf", scenes=True), None, None),
    "camping": (W(all_of=["tent"]), W("camping", all_of=["night"]), W("camping")),
    "travel": (W("beach", "harbour", "mountains", "street", scenes=True), W("street", scenes=True), W("train ticket")),
    "movies": (W("movie ticket"), None, W("movie ticket")),
    "books": (W("books", scenes=True), None, W("bookshelf")),
    "programming": (W(all_of=["laptop"]), W(all_of=["laptop"]), W("laptop", "whiteboard")),
    "parenting": (W("playroom"), W(all_of=["teddy bear"]), None),
    "cars": (W(all_of=["car"], scenes=True), None, W(all_of=["car"], scenes=True)),
}


def _title(rng: random.Random, region: str, n: str) -> str:
    """A title from the templates with an optional tail (put before a final ? or !)."""
    base = rng.choice(TITLES[region]).format(n=n)
    tail = rng.choice(TAILS[region])
    if base[-1] in "?!？！":
        if tail.startswith((",", "，")):
            return base
        return base[:-1] + tail + base[-1]
    return base + tail


def _users(rng: random.Random, region: str) -> list[dict[str, Any]]:
    names: list[str] = []
    seen = {ME[region]}
    while len(names) < N_USERS:
        if region == "zh-CN":
            n = rng.choice(ZH_A) + rng.choice(ZH_B) + (str(rng.randint(1, 99)) if rng.random() < 0.5 else "")
        else:
            n = f"{rng.choice(ADJ)}_{rng.choice(NOUN)}" + (str(rng.randint(1, 999)) if rng.random() < 0.6 else "")
        if n not in seen:
            seen.add(n)
            names.append(n)
    for n, _ in CHATS[region]:
        if n not in seen:
            names.append(n)
    me = {"name": ME[region], "karma": 1284, "cake": "2021-06-02"}
    return [me] + [{"name": n, "karma": int(rng.paretovariate(1.2) * 150),
                    "cake": f"{rng.randint(2012, 2025)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"} for n in names]


def _communities(rng: random.Random, region: str) -> list[dict[str, Any]]:
    zh = region == "zh-CN"
    out: list[dict[str, Any]] = []
    for t, (slug, title, zname, ztitle, _n, _zn) in enumerate(TOPICS):
        for v, (suf, tsuf, zsuf, ztsuf) in enumerate(VARIANTS):
            cid = f"c{len(out) + 1}"
            base = ztitle if zh else title
            name = (zname + zsuf) if zh else (slug + suf)
            members = int(rng.paretovariate(0.9) * 900) + rng.randint(50, 400)
            if v == 0:
                members *= 4
            flairs = rng.sample(FLAIRS[region], rng.randint(3, 6))
            required = rng.random() < 0.35
            rules = rng.sample(RULES[region], rng.randint(3, 6))
            row: dict[str, Any] = {
                "id": cid, "name": name, "title": (ztitle + ztsuf) if zh else (title + tsuf), "topic": t,
                "about": rng.choice(ABOUT[region]).format(t=base), "members": members,
                "flairs": flairs, "flair_required": required,
                "types": ["text", "link", "image"] if rng.random() < 0.7 else (["text", "image"] if rng.random() < 0.5 else ["text", "link"]),
                "created": f"{rng.randint(2010, 2024)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                "color": rng.choice(("#ff4500", "#0079d3", "#46a508", "#ff8717", "#7193ff", "#cc3600", "#1a9e8f", "#a05ec9")),
            }
            if required:
                row["question_flair"] = rng.choice(flairs)
                rules = [FLAIR_RULE[region].format(f=row["question_flair"]), *rules]
            row["rules"] = rules
            out.append(row)
    return out


def _posts(rng: random.Random, region: str, comms: list[dict[str, Any]], users: list[dict[str, Any]],
           photos: dict[str, str]) -> list[dict[str, Any]]:
    zh = region == "zh-CN"
    names = [u["name"] for u in users[1:]]
    out: list[dict[str, Any]] = []
    titles: set[str] = set()
    for i in range(N_POSTS):
        c = comms[i % len(comms)] if i < len(comms) * 20 else rng.choice(comms)
        nouns = TOPICS[c["topic"]][5 if zh else 4]
        n = rng.choice(nouns)
        title = _title(rng, region, n)
        k = 2
        while title in titles:  # titles are unique: tasks name posts by title
            title = _title(rng, region, n)
            if k > 20:
                title += f" #{k}"
            k += 1
        titles.add(title)
        kind = rng.choice(c["types"]) if rng.random() < 0.55 else "text"
        age = int(rng.random() ** 1.6 * 90 * DAY)
        p: dict[str, Any] = {"id": f"p{i + 1}", "c": c["id"], "author": rng.choice(names), "title": title,
                             "kind": kind, "score": int(rng.paretovariate(1.1) * 12) - 8,
                             "ncom": min(40, int(rng.expovariate(1 / 6.5))), "time": START - age - rng.randint(0, 3_600_000)}
        if rng.random() < 0.75 or kind == "text":
            p["body"] = " ".join(rng.sample(BODIES[region], rng.randint(1, 3)))
        if kind == "link":
            p["url"] = f"https://{rng.choice(DOMAINS)}/{c['name'] if not zh else TOPICS[c['topic']][0]}/{i + 1}"
        elif kind == "image":
            fit = [a for a in photos if photos[a] in SCENES.get(TOPICS[c["topic"]][0], ())]
            p["image"] = rng.choice(fit or sorted(photos))
            if not _picture(p, region, TOPICS[c["topic"]], nouns.index(n), i):
                p["kind"] = "text"
                p.pop("image")
                if "body" not in p:
                    p["body"] = " ".join(random.Random(f"{region}:{p['id']}").sample(BODIES[region], 2))
        if c["flairs"] and (c["flair_required"] or rng.random() < 0.6):
            p["flair"] = rng.choice(c["flairs"])
        if TOPICS[c["topic"]][0] == "localevents" and rng.random() < 0.5:
            at = START + rng.randint(2, 40) * DAY
            d = datetime.fromtimestamp(at / 1000, tz=UTC)
            day = d.strftime("%Y-%m-%d")
            h = rng.choice((10, 14, 15, 18, 19))
            shown = f"{d.year}年{d.month}月{d.day}日" if zh else d.strftime("%B %-d, %Y")
            p["event"] = {"date": day, "hour": h}
            p["body"] = rng.choice(EVENT[region]).format(n=n, d=shown, h=h, p=rng.choice(PLACES[region]))
            p["kind"] = "text"
            p.pop("url", None)
            p.pop("image", None)
        out.append(p)
    _retitle(region, out, titles)
    return out


def _retitle(region: str, posts: list[dict[str, Any]], titles: set[str]) -> None:
    """New, still unique titles for the image posts that changed noun, each from its own RNG (after every
    other title is drawn, so the main RNG's draws stay as they were)."""
    for p in posts:
        if "_noun" not in p:
            continue
        r = random.Random(f"{region}:{p['id']}:title")
        n, j = p.pop("_noun"), 2
        title = _title(r, region, n)
        while title in titles:
            title = _title(r, region, n) if j < 20 else f"{_title(r, region, n)} #{j}"
            j += 1
        titles.add(title)
        p["title"] = title


def _picture(p: dict[str, Any], region: str, topic: tuple[Any, ...], noun: int, i: int) -> bool:
    """Make an image post's picture show its noun (``NOUN_PICTURES``): keep the drawn photo when it does,
    else take the i-th fitting one; a noun without a picture gives the post another noun of its topic that
    has one (``_noun``: :func:`_retitle` writes its title). False when no noun of the topic has a picture."""
    wants = NOUN_PICTURES.get(topic[0], (None, None, None))
    for k in range(3):
        w = wants[(noun + k) % 3]
        if w is None:
            continue
        pool = fitting(w, region)
        assert pool, f"no photo shows {w.describe()}"
        if p["image"] not in pool:
            p["image"] = pool[i % len(pool)]
        if k:
            p["_noun"] = topic[5 if region == "zh-CN" else 4][(noun + k) % 3]
        return True
    return False


def _inbox(rng: random.Random, region: str, posts: list[dict[str, Any]]) -> dict[str, Any]:
    msgs = []
    for j, text in enumerate(REPLIES[region]):
        p = posts[rng.randrange(len(posts))]
        msgs.append({"id": f"r{j + 1}", "kind": "reply", "from": rng.choice(CHATS[region])[0], "post": p["id"],
                     "text": text, "time": START - (j + 1) * 5 * 3_600_000})
    chats = [{"id": f"ch{j + 1}", "with": who, "messages": [{"text": t, "time": START - (3 - j) * DAY + k * 60_000}
                                                          for k, t in enumerate(lines)]}
             for j, (who, lines) in enumerate(CHATS[region])]
    return {"inbox": msgs, "chats": chats}


def build(region: str) -> bytes:
    from mgym.render.photos import index

    rng = random.Random(SEEDS[region])
    photos = {k: v["facts"]["setting"] for k, v in sorted(index().items()) if v["kind"] == "scene"}
    users = _users(rng, region)
    comms = _communities(rng, region)
    posts = _posts(rng, region, comms, users, photos)
    data = {"communities": comms, "posts": posts, "users": users, "me": ME[region], **_inbox(rng, region, posts)}
    raw = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()
    return gzip.compress(raw, compresslevel=9, mtime=0)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for region in SEEDS:
        blob = build(region)
        (OUT / f"{region}.json.gz").write_bytes(blob)
        print(region, len(blob), "bytes")


if __name__ == "__main__":
    main()
