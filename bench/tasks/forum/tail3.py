"""Hard-by-construction Forum templates (declared hardness factors, L4), third wave.

``SavedSweep``: a sweep through the user's Saved posts (thirteen or more, over several screens, no search
reaches them): every one posted in a community the user has joined gets an upvote, every one from a
community they have not joined gets hidden (opened, hidden, back). The communities come in families of
near-namesakes (f/coffee, f/coffeetalk, f/coffeetips; 烘焙, 烘焙杂谈), and for each family the user has
joined one, not always the plain name, while the saved posts come from both; a few of the joined ones'
posts are upvoted already, so tapping the arrow on every one of them takes those votes back.

``AnswerNewQuestions``: sixteen comments and replies under the user's own post; the user replies to each
question asked in the last 24 hours that they have not answered yet: remarks that are no questions, questions
over a day old and questions the user answered already are left alone, and under one unanswered question a
user whose name is the user's own plus one character writes as if the user had answered (no OP mark).

``BusiestJoinedCommunity``: across the five or six communities the user has joined, the one whose posts of
the past week drew the most comments in total, and that total: no page shows it (the Home feed stops at 25
posts and mixes the communities), each community's week is added up post by post, and neither the community
with the week's top-scored post nor the one with the most posts is the answer."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate
from bench.tasks.forum.common import F, W, ov

#: saved posts per instance, and how many of them come from communities not joined (the rest: joined)
N_SAVED = (13, 15)
N_OUT = (6, 8)


class SavedSweep(TaskTemplate):
    id = "forum.SavedSweep"
    apps = ("forum",)
    objective = "operate"
    hardness = ("steps", "aggregate", "trap", "explore")
    tags = ("social", "reasoning", "edit")
    budget = 60
    goal_params = ("up", "hide")
    instructions = ("Tidy up my Saved posts on Forum: each saved post that was posted in a community I've joined "
                    "should end up upvoted, and each one from a community I haven't joined should be hidden. Go "
                    "through all of them; mind that some communities have very similar names.",
                    "Go through everything in my Forum Saved list. Upvote the saved posts from communities I'm a "
                    "member of (leave any that are already upvoted as they are), and hide the ones from "
                    "communities I'm not in.",
                    "On Forum, check every post I've saved against the communities I've joined: if I joined the "
                    "community it's in, make sure it's upvoted; if I didn't, hide that post. Careful, several "
                    "communities' names differ only by a suffix.")
    instructions_zh = ("整理一下我在论坛收藏的帖子：凡是发在我已加入的社区里的，都要处于点顶状态；发在我没加入的社区里的，都把帖子隐藏。"
                       "每一条都要看，注意有些社区名字很像。",
                       "把我论坛收藏列表里的帖子全部过一遍。来自我已加入社区的帖子点顶（已经顶过的保持原样），来自我没加入的社区"
                       "的帖子就隐藏掉。",
                       "在论坛上，把我收藏的每个帖子和我加入的社区对一对：帖子所在的社区我加入了，就确保它被顶了；没加入，就把"
                       "这个帖子隐藏。小心，好几个社区的名字只差一个后缀。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        families: dict[int, list[dict[str, Any]]] = {}
        for c in w.communities:
            families.setdefault(int(c["topic"]), []).append(c)
        n = rng.randint(*N_SAVED)
        n_out = rng.randint(*N_OUT)
        n_in = n - n_out
        fams = rng.sample(sorted(families), 5)
        joined: list[str] = []
        ins: list[str] = []  # saved posts from joined communities
        outs: list[str] = []  # saved posts from their near-namesakes, not joined
        used_titles: set[str] = set()

        def take(cid: str, k: int, into: list[str]) -> None:
            rows = [p for p in w.feed.get(cid, ()) if p["title"] not in used_titles]
            for p in rng.sample(rows, k):
                used_titles.add(p["title"])
                into.append(p["id"])

        for i, f in enumerate(fams):
            cs = list(families[f])
            rng.shuffle(cs)
            j, others = cs[0], cs[1:3]
            joined.append(j["id"])
            k_in = n_in // 5 + (1 if i < n_in % 5 else 0)
            k_out = n_out // 5 + (1 if i < n_out % 5 else 0)
            take(j["id"], k_in, ins)
            for m in range(k_out):
                take(others[m % len(others)]["id"], 1, outs)
        saved = ins + outs
        rng.shuffle(saved)
        # two or three of the joined communities' posts are upvoted already (tapping them again unvotes)
        pre = rng.sample(ins, rng.randint(2, 3))
        up = [x for x in ins if x not in pre]
        return {"joined": joined, "saved": saved, "pre": sorted(pre), "up": sorted(up), "hide": sorted(outs)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"forum": {"joined": p["joined"], "saved": p["saved"], "hidden": [], "votes": {
            **ov(state)["votes"], **dict.fromkeys(p["pre"], 1)}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        votes, hidden = ov(final)["votes"], ov(final)["hidden"]
        out = [Check(f"saved post {x} (joined community) is upvoted", votes.get(x) == 1, 1, votes.get(x))
               for x in p["up"]]
        out += [Check(f"saved post {x} (community not joined) is hidden", x in hidden, True, x in hidden)
                for x in p["hide"]]
        return out

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*(f"{F}.votes.{x}" for x in p["up"]), f"{F}.hidden[+{len(p['hide'])}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        up, hide = set(p["up"]), set(p["hide"])
        obs = yield from ui.open_app("forum")
        obs = yield from ui.tap(obs, trigger="nav.communities")  # the joined communities, by exact name
        obs = yield from ui.tap(obs, trigger="nav.home")
        obs = yield from ui.tap(obs, trigger="nav.profile")
        obs = yield from ui.tap(obs, trigger="profile.tab", tab="saved")
        for x in reversed(p["saved"]):  # the Saved tab lists the latest saved first
            if x in up:
                obs = yield from ui.tap(obs, trigger="vote", id=x, dir=1)
            elif x in hide:
                obs = yield from ui.tap(obs, trigger="post.open", id=x, role="list_item")
                obs = yield from ui.tap(obs, trigger="post.hide", id=x)
                obs = yield from ui.back()


# ---- answering the new questions on my own post -------------------------------------------------
HOUR_MS = 3_600_000
#: (question, my earlier answer) pairs about the user's balcony tomatoes post (m1)
QA = ((("What variety are these?", "Sungold cherries, from the garden centre."),
       ("How often do you water them?", "Every morning, twice on hot days."),
       ("Did you use any fertilizer?", "Just compost, once a month."),
       ("How big are the pots?", "About 20 litres each."),
       ("Do they get full sun on your balcony?", "Around six hours, it faces south."),
       ("When did you plant them?", "Late April, as seedlings."),
       ("Any trouble with pests?", "A few aphids, soapy water sorted it."),
       ("Did you grow them from seed?", "No, bought seedlings this time."),
       ("Do you prune the side shoots?", "Yes, every week or so."),
       ("Are you going to save seeds for next year?", "Probably, from the best ones.")),
      (("这是什么品种？", "小番茄，花市买的苗。"),
       ("你多久浇一次水？", "每天早上一次，热天两次。"),
       ("有没有施肥？", "只用了堆肥，一个月一次。"),
       ("花盆有多大？", "每个大概20升。"),
       ("你家阳台全天有太阳吗？", "六个小时左右，朝南。"),
       ("什么时候种下的？", "四月底种的苗。"),
       ("有没有遇到虫害？", "有点蚜虫，用肥皂水解决了。"),
       ("是自己从种子育苗的吗？", "不是，这次买的现成苗。"),
       ("侧枝你会打掉吗？", "会，差不多每周打一次。"),
       ("明年还打算留种吗？", "大概会，从长得最好的里面留。")))
REMARKS = (("Those look delicious!", "Congrats, well worth the wait.", "Mine are still green, so jealous.",
            "Great colour on them.", "Nothing beats homegrown.", "Inspiring, I'll try this next spring."),
           ("看着就好吃！", "恭喜，等得值了。", "我的还是绿的，好羡慕。", "颜色真正。", "自己种的就是香。", "被种草了，明年春天我也试试。"))
#: what the namesake (the user's name and a character more) writes under a question: it reads like the user's
#: own answer, but only the author's name (and the missing OP mark) tells
GUESS = ("Good point, I'll add that to the post soon!", "好问题，我稍后在帖子里补充！")
REPLIES = (("Great question, I'll post a full update with all the details this weekend.",
            "Thanks for asking! Details coming in an edit to the post tonight.",
            "Good one, let me check my notes and get back to you tomorrow."),
           ("好问题，这周末我会发个更新把细节都写清楚。", "谢谢提问！今晚我会在帖子里补充说明。", "问得好，我查一下记录，明天回复你。"))


def _namesake(me: str, names: set[str]) -> str:
    for tail in ("_", "2", "_1", "0", "__"):
        if me + tail not in names:
            return me + tail
    raise ValueError("no free namesake")


def _reply_clear(obs: Any, kid: str) -> ui.Steps:
    """Tap the Reply of comment ``kid``, first scrolling it out from under the "Add a comment" bar at the
    bottom (the bar holds the whole button, so :func:`ui.tap_clear` takes it for the button's row)."""
    from mgym import actions as A

    obs = yield from ui.scroll_to(obs, trigger="comment.reply", parent=kid)
    for _ in range(3):
        e = next(iter(obs.find(trigger="comment.reply", parent=kid)), None)
        bar = next(iter(obs.find(trigger="comment.new")), None)
        if e is None or bar is None or e.bounds[3] < bar.bounds[1] or e.bounds[1] > bar.bounds[3]:
            break
        box = max((x for x in obs.ui if x.scrollable), key=lambda x: x.bounds[3] - x.bounds[1]).bounds
        x, y0, y1 = (box[0] + box[2]) / 2, box[1], box[3]
        obs = yield A.Drag(x1=x, y1=y0 + (y1 - y0) * 0.6, x2=x, y2=y0 + (y1 - y0) * 0.35)
    return (yield from ui.tap(obs, trigger="comment.reply", parent=kid))


class AnswerNewQuestions(TaskTemplate):
    id = "forum.AnswerNewQuestions"
    apps = ("forum",)
    objective = "hybrid"
    hardness = ("steps", "aggregate", "temporal", "trap")
    tags = ("social", "reasoning", "create")
    budget = 60
    goal_params = ("targets", "reply")
    instructions = ('On my Forum post "{title}", reply "{reply}" to every comment that asks me a question, was posted '
                    "within the last 24 hours and that I haven't answered yet. Leave older comments, remarks that "
                    "aren't questions, and questions I've already replied to alone.",
                    'Some people asked me things under my Forum post "{title}". For each question from the past 24 '
                    'hours that has no reply from me yet, post the reply "{reply}" under it. Nothing else.',
                    'Go through the comments on my own Forum post "{title}": any question asked in the last day that '
                    'I (not someone else) haven\'t responded to gets my reply "{reply}"; skip everything older, every '
                    "comment that isn't a question, and whatever I've already answered.")
    instructions_zh = ("在我论坛的帖子“{title}”下面，凡是向我提问、在最近24小时内发的、而且我还没回复过的评论，都回复“{reply}”。"
                       "更早的评论、不是提问的评论，以及我已经回过的问题都不要管。",
                       "有人在我的论坛帖子“{title}”下面问了我一些问题。过去24小时里提出的、我还没回复的每个问题，都在它下面回复"
                       "“{reply}”。别的都不用动。",
                       "把我自己的论坛帖子“{title}”下面的评论过一遍：最近一天内的提问，只要我本人（不是别人）还没回应过，就回复"
                       "“{reply}”；更早的、不是提问的、我已经回答过的，统统跳过。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.forum.common import START_MS, zh

        k = 1 if zh(state) else 0
        w = W(state)
        mine = ov(state)["posts"][0]
        pid = mine["id"]
        names = {u["name"] for u in w.users}
        namesake = _namesake(w.me, names)
        people = rng.sample(sorted(names - {w.me, namesake}), 16)  # 13 commenters, one more under a remark
        qa = rng.sample(range(len(QA[k])), 10)
        remarks = rng.sample(REMARKS[k], 3)
        # 6 targets (one with the namesake's guess under it), 2 answered by me, 2 older than a day, 3 remarks
        kinds = ["t"] * 6 + ["a"] * 2 + ["o"] * 2 + ["r"] * 3
        rng.shuffle(kinds)
        nxt = int(ov(state)["next_id"])
        rows: list[dict[str, Any]] = []
        mine_rows: list[dict[str, Any]] = []
        targets: list[str] = []
        guessed = False
        qi = ri = 0
        for i, kind in enumerate(kinds):
            kid = f"{pid}_n{i + 1}"
            if kind == "r":
                text = remarks[ri]
                ri += 1
            else:
                text = QA[k][qa[qi]][0]
                answer = QA[k][qa[qi]][1]
                qi += 1
            hours = rng.randint(30, 62) if kind == "o" else rng.randint(1, 20)
            t = START_MS - hours * HOUR_MS - rng.randint(0, 50) * 60_000
            rows.append({"id": kid, "post": pid, "parent": "", "author": people[i], "text": text,
                         "score": rng.randint(1, 15), "time": t})
            if kind == "a":
                mine_rows.append({"id": f"k{nxt}", "post": pid, "parent": kid, "text": answer,
                                  "time": t + rng.randint(10, 50) * 60_000, "edited": None, "deleted": False})
                nxt += 1
            elif kind == "t":
                targets.append(kid)
                if not guessed:
                    guessed = True
                    rows.append({"id": f"{pid}_n{len(kinds) + 1}", "post": pid, "parent": kid, "author": namesake,
                                 "text": GUESS[k], "score": rng.randint(3, 9), "time": t + 40 * 60_000})
        # another user chats under one of the remarks
        r_id = next(r["id"] for r in rows if r["text"] in remarks)
        rows.append({"id": f"{pid}_n{len(kinds) + 2}", "post": pid, "parent": r_id, "author": people[15],
                     "text": REMARKS[k][5] if REMARKS[k][5] not in remarks else REMARKS[k][4],
                     "score": rng.randint(1, 5), "time": START_MS - rng.randint(1, 3) * HOUR_MS})
        post = {**mine, "time": START_MS - 70 * HOUR_MS}
        return {"pid": pid, "title": mine["title"], "reply": rng.choice(REPLIES[k]), "targets": sorted(targets),
                "incoming": rows, "own": mine_rows, "next_id": nxt, "post": post, "namesake": namesake}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        posts = [p["post"] if x["id"] == p["pid"] else x for x in ov(state)["posts"]]
        return {"apps": {"forum": {"posts": posts, "incoming_comments": p["incoming"],
                                   "comments": [*ov(state)["comments"], *p["own"]], "next_id": p["next_id"]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"my post": sum(1 for x in ov(init)["posts"] if x["title"] == p["title"] and not x["deleted"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.forum.common import new_comments, norm

        new = new_comments(init, final)
        out = []
        for kid in p["targets"]:
            got = [c["text"] for c in new if c["post"] == p["pid"] and c["parent"] == kid]
            out.append(Check(f"the question {kid} got the reply", any(norm(x) == norm(p["reply"]) for x in got),
                             p["reply"], got))
        return out

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{F}.comments[+1 parent={kid}]" for kid in p["targets"]]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.forum.common import comment_text

        obs = yield from ui.open_app("forum")
        obs = yield from ui.tap(obs, trigger="nav.profile")
        obs = yield from ui.tap(obs, trigger="post.open", id=p["pid"], role="list_item")
        obs = yield from ui.tap(obs, trigger="comments.sort", csort="new")
        order = sorted((r for r in p["incoming"] if r["id"] in p["targets"]), key=lambda r: -r["time"])
        for r in order:
            obs = yield from _reply_clear(obs, r["id"])
            obs = yield from comment_text(obs, p["reply"])


# ---- the joined community whose past week drew the most comments --------------------------------
WEEK_MS = 7 * 24 * HOUR_MS


def _week(state: dict[str, Any], cid: str) -> list[dict[str, Any]]:
    from bench.tasks.forum.common import START_MS, region
    from mgym.apps.forum import model

    return model.feed(ov(state), region(state), START_MS, [cid], "top", "week", limit=60)


def _near_boundary(state: dict[str, Any], cid: str) -> bool:
    """A post of the community about a week old (6¾ to 7¼ days), which the episode's clock or a reader's
    rounding could put on either side of "the past week"."""
    from bench.tasks.forum.common import START_MS

    w = W(state)
    return any(abs(START_MS - int(p["time"]) - WEEK_MS) < 6 * HOUR_MS for p in w.feed.get(cid, ()))


class BusiestJoinedCommunity(AnswerTask):
    id = "forum.BusiestJoinedCommunity"
    apps = ("forum", "answersheet")
    hardness = ("steps", "aggregate", "arithmetic", "trap")
    tags = ("social", "extract", "reasoning")
    budget = 60
    goal_params = ("joined",)
    instructions = ("Of the Forum communities I've joined, which one's posts from the past week drew the most comments "
                    "altogether, and how many comments is that? Answer on the AnswerSheet.",
                    "Add up, for each community I'm a member of on Forum, the comments on all of its posts from the "
                    "last 7 days. Which community has the biggest total, and what is it? Put both on the AnswerSheet.",
                    "I want to know where the discussion was this week: across the communities I've joined on Forum, "
                    "count the comments on every post from the past week, community by community, and tell me on the "
                    "AnswerSheet the community with the highest total and that total.")
    instructions_zh = ("在我加入的论坛社区里，哪个社区过去一周发的帖子加起来评论最多？一共多少条评论？请在答题卡上作答。",
                       "把我在论坛加入的每个社区最近7天内所有帖子的评论数分别加起来。哪个社区的总数最大，是多少？两项都填到答题卡上。",
                       "我想知道这周大家都在哪儿讨论：在我加入的论坛社区里，按社区统计过去一周每个帖子的评论数之和，在答题卡上告诉我"
                       "总数最高的社区和这个总数。")
    answer_fields = (AnswerField("community", "Community", hint="Its name as Forum shows it, without the f/",
                                 label_zh="社区", hint_zh="论坛上显示的社区名，不带 f/"),
                     AnswerField("comments", "Comments", "number", "number", hint="A whole number", precision="1",
                                 label_zh="评论数", hint_zh="整数"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        ok = [c for c in w.communities if 4 <= len(_week(state, c["id"])) <= 14 and not _near_boundary(state, c["id"])]
        for _ in range(2000):
            cs = rng.sample(ok, rng.randint(5, 6))
            rows = {c["id"]: _week(state, c["id"]) for c in cs}
            total = {cid: sum(int(r["ncom"]) for r in rs) for cid, rs in rows.items()}
            ranked = sorted(total, key=lambda cid: -total[cid])
            win = ranked[0]
            if total[win] - total[ranked[1]] < 4 or sum(len(rs) for rs in rows.values()) < 30:
                continue  # a clear winner, and more posts than the Home feed's Top of the week can list
            top = max(rows, key=lambda cid: max(int(r["score"]) for r in rows[cid]))
            most = max(len(rs) for rs in rows.values())
            if top == win or len(rows[win]) == most:
                continue  # the trap: neither the biggest post nor the most posts gives the answer
            c = w.community(win)
            assert c is not None
            return {"joined": [x["id"] for x in cs], "win": win, "name": c["name"], "total": total[win],
                    "last": {cid: rs[-1]["id"] for cid, rs in rows.items()}}
        raise ValueError("no set of communities to compare")

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"forum": {"joined": p["joined"]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        totals = [sum(int(r["ncom"]) for r in _week(init, cid)) for cid in p["joined"]]
        return {"the busiest joined community": totals.count(max(totals))}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"community": p["name"], "comments": p["total"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("forum")
        obs = yield from ui.tap(obs, trigger="nav.communities")
        for i, cid in enumerate(p["joined"]):
            if i:
                obs = yield from ui.back()  # to the list of joined communities
            obs = yield from ui.tap(obs, trigger="community.open", id=cid)
            obs = yield from ui.tap(obs, trigger="feed.sort", sort="top")
            obs = yield from ui.tap(obs, trigger="feed.sort", range="week")
            obs = yield from ui.scroll_to(obs, trigger="post.open", id=p["last"][cid])  # to the week's last post
        yield from ui.fill_answers(obs, {"community": p["name"], "comments": p["total"]})
