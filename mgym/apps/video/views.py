"""Video views of the browse side: Home (partition tabs, two-column feed), Rankings, Search with
filters, the video page (player, intro, comments), replies and uploader pages."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.video import search as S
from mgym.apps.video.cards import card, clock, count, uploader_row
from mgym.apps.video.comments import sorted_comments
from mgym.apps.video.effects import position
from mgym.apps.video.views_me import ME_VIEWS
from mgym.apps.video.world import Video, world
from mgym.os.context import AppContext

FEED = 40
DAY_MS = 86_400_000


def _page(ctx: AppContext, template: str, **data: Any) -> View:
    return View(f"apps/video/{template}.html", data)


def _parts(ctx: AppContext) -> list[dict[str, Any]]:
    return [{"id": p["id"], "name": p["name"], "emoji": p["emoji"], "color": p["color"]}
            for p in world(ctx.region).partitions]


def home(ctx: AppContext) -> View:
    w = world(ctx.region)
    part = str(ctx.param("part") or "")
    if part and part in w.ranking:
        vids = sorted((v for v in w.videos if v.part == part), key=lambda v: (-v.uploaded, v.id))[:FEED]
    else:  # recommended: the partitions' best, interleaved, and what the followed uploaders posted lately
        part = ""
        followed = [v for u in ctx.state["following"] for v in w.by_uploader.get(u, ())[:2]]
        tops = [r[i] for i in range(0, 6) for r in w.ranking.values() if i < len(r)]
        seen: set[str] = set()
        vids = [v for v in [*followed, *tops] if not (v.id in seen or seen.add(v.id))][:FEED]  # type: ignore[func-returns-value]
    return _page(ctx, "home", part=part, parts=_parts(ctx), cards=[card(w, v, ctx.locale) for v in vids])


def rankings(ctx: AppContext) -> View:
    w = world(ctx.region)
    part = str(ctx.param("part") or w.partitions[0]["id"])
    if part not in w.ranking:
        part = w.partitions[0]["id"]
    rows = [card(w, v, ctx.locale, rank=i + 1, score=count(v.score, ctx.locale)) for i, v in enumerate(w.ranking[part])]
    return _page(ctx, "rankings", part=part, parts=_parts(ctx), rows=rows)


def search(ctx: AppContext) -> View:
    w = world(ctx.region)
    q = str(ctx.param("q") or "").strip()
    dur, date, sort = (str(ctx.param(k) or "") for k in ("dur", "date", "sort"))
    results = [card(w, v, ctx.locale) for v in S.search(w, q, dur, date, sort, ctx.now)] if q else []
    up = None
    if q:
        k = q.casefold()
        best = max((u for u in w.uploaders if u.name.casefold() == k), key=lambda u: u.followers, default=None)
        if best is not None:
            up = uploader_row(best, ctx.locale, len(w.by_uploader.get(best.id, ())), best.id in ctx.state["following"])
    trending = [v.title for v in sorted((r[0] for r in w.ranking.values()), key=lambda v: (-v.score, v.id))[:8]]
    return _page(ctx, "search", q=q, dur=dur, date=date, sort=sort, results=results, up=up,
                 durations=S.DURATION_LABELS, dates=S.DATE_LABELS, sorts=S.SORTS,
                 recent=ctx.state["recent_searches"], trending=trending)


def _stats(v: Video, st: dict[str, Any], locale: str) -> dict[str, Any]:
    liked = v.id in st["liked"]
    coined = st["coined"].get(v.id, 0)
    faved = any(v.id in f["videos"] for f in st["folders"])
    return {"liked": liked, "coined": coined, "faved": faved,
            "likes": count(v.likes + liked, locale), "coins": count(v.coins + coined, locale),
            "favs": count(v.favs + faved, locale)}


def video(ctx: AppContext) -> View:
    w = world(ctx.region)
    v = w.video(ctx.param("id"))
    if v is None:
        return _page(ctx, "video", v=None)
    st = ctx.state
    up = w.up_by_id[v.up]
    p = st["player"]
    here = p["video"] == v.id
    pos = position(ctx) if here else 0
    tab = str(ctx.param("tab") or "intro")
    sort = str(ctx.param("sort") or "hot")
    related = [x for x in w.by_uploader[v.up] if x.id != v.id][:4]
    related += [x for x in w.ranking[v.part] if x.id != v.id and x.up != v.up][:8]
    comments = sorted_comments(w, v, sort) if tab == "comments" else []
    parts = [{"n": i, "title": ctx.gettext("Part {n}", n=i), "length": clock(v.duration // v.parts),
              "on": here and p["part"] == i} for i in range(1, v.parts + 1)] if v.parts > 1 else []
    danmaku = [c["text"] for c in sorted_comments(w, v, "hot")[:3]] if st["settings"]["danmaku"] else []
    return _page(ctx, "video", v=card(w, v, ctx.locale), vid=v.id, tags=list(v.tags),
                 desc=w.words["desc"][v.desc].format(t=v.topic, T=v.topic[:1].upper() + v.topic[1:]),
                 more=bool(ctx.param("more")), up=uploader_row(up, ctx.locale, len(w.by_uploader[up.id]),
                                                               up.id in st["following"]),
                 playing=here and p["playing"], pos=clock(pos), total=clock(v.duration),
                 pct=round(pos * 100 / max(1, v.duration), 1), stats=_stats(v, st, ctx.locale),
                 tab=tab, sort=sort, comments=comments, n_comments=len(sorted_comments(w, v, "hot")),
                 parts=parts, related=[card(w, x, ctx.locale) for x in related], danmaku=danmaku,
                 later=v.id in st["watch_later"], exact={"views": v.views, "danmaku": v.danmaku, "at": v.uploaded})


def replies(ctx: AppContext) -> View:
    w = world(ctx.region)
    v = w.video(ctx.param("id"))
    c = next((c for c in sorted_comments(w, v, "hot") if c["id"] == ctx.param("c")), None) if v else None
    return _page(ctx, "replies", c=c)


def uploader(ctx: AppContext) -> View:
    w = world(ctx.region)
    u = w.uploader(ctx.param("up"))
    if u is None:
        return _page(ctx, "uploader", u=None)
    sort = str(ctx.param("sort") or "new")
    vids = list(w.by_uploader.get(u.id, ()))
    if sort == "views":
        vids.sort(key=lambda v: (-v.views, v.id))
    total = sum(v.views for v in vids)
    return _page(ctx, "uploader", u=uploader_row(u, ctx.locale, len(vids), u.id in ctx.state["following"]),
                 sort=sort, cards=[card(w, v, ctx.locale) for v in vids], total=count(total, ctx.locale),
                 likes=count(sum(v.likes for v in vids), ctx.locale))


VIEWS = {"home": home, "rankings": rankings, "search": search, "video": video, "replies": replies,
         "uploader": uploader, **ME_VIEWS}
