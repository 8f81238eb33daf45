"""Music views of the browse side: Home, Search, Your Library, category, artist, album, playlist and
podcast pages. Catalogue from the region's world data; likes, saves and playlists from the overlay."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.music import rows
from mgym.apps.music.effects import user_playlist
from mgym.apps.music.views_player import PLAYER_VIEWS
from mgym.apps.music.world import Row, world
from mgym.i18n import N_, formats
from mgym.os.context import AppContext

KIND_LABELS = {"album": N_("Album"), "ep": N_("EP"), "single": N_("Single")}
SEARCH_TABS = (("songs", N_("Songs")), ("artists", N_("Artists")), ("albums", N_("Albums")),
               ("playlists", N_("Playlists")), ("podcasts", N_("Podcasts")))
LIB_FILTERS = (("playlists", N_("Playlists")), ("albums", N_("Albums")), ("artists", N_("Artists")),
               ("podcasts", N_("Podcasts")))
LIB_SORTS = (("recent", N_("Recents")), ("alpha", N_("Alphabetical")), ("creator", N_("Creator")))
MAX_RESULTS = 30


def _page(ctx: AppContext, template: str, **data: Any) -> View:
    return View(f"apps/music/{template}.html", {"mini": rows.mini(ctx), **data})


def _tile(kind: str, r: Row, subtitle: str = "") -> dict[str, Any]:
    return {"kind": kind, "id": r["id"], "title": r.get("title") or r.get("name"), "subtitle": subtitle,
            "cover": rows.cover(r)}


def _album_tile(ctx: AppContext, al: Row) -> dict[str, Any]:
    return _tile("album", al, world(ctx.region).name_of(al["artist"]))


def _playlist_tile(ctx: AppContext, pid: str) -> dict[str, Any] | None:
    if pid == "liked":
        return {"kind": "playlist", "id": "liked", "title": ctx.gettext("Liked Songs"),
                "subtitle": ctx.ngettext("{n} song", "{n} songs", len(ctx.state["liked"])), "cover": {"color": "#5c3ee8", "glyph": "♥"},
                "creator": ""}
    mine = user_playlist(ctx.state, pid)
    if mine is not None:
        return {"kind": "playlist", "id": pid, "title": mine["name"], "creator": ctx.gettext("You"),
                "subtitle": ctx.ngettext("Playlist · {n} song", "Playlist · {n} songs", len(mine["tracks"])),
                "cover": rows.cover({"name": mine["name"], "color": "#455a64"})}
    p = world(ctx.region).get(pid)
    if p is None:
        return None
    return {**_tile("playlist", p, ctx.gettext("Playlist · Music")), "creator": "Music"}


def home(ctx: AppContext) -> View:
    w = world(ctx.region)
    st = ctx.state
    hour = (ctx.now // 3_600_000) % 24
    greeting = N_("Good morning") if 5 <= hour < 12 else N_("Good afternoon") if 12 <= hour < 18 else N_("Good evening")
    recent = []
    for r in st["recent"][:6]:
        if r["kind"] == "playlist" or r["kind"] == "liked":
            tile = _playlist_tile(ctx, r["id"] or "liked")
        elif r["kind"] == "genre":
            g = w.get(r["id"])
            tile = {"kind": "genre", "id": g["id"], "title": g["name"], "cover": rows.cover(g)} if g else None
        else:
            item = w.get(r["id"])
            tile = _tile(r["kind"], item) if item else None
        if tile:
            recent.append(tile)
    genres = {w.by_id[a]["genre"] for a in st["followed"] if a in w.by_id} or {"pop", "rock"}
    mixes = [_tile("playlist", p, ctx.gettext("Playlist · Music")) for p in w.playlists if p["genre"] in genres][:6]
    fresh = sorted((a for a in w.albums if a["kind"] == "album"), key=lambda a: (-a["year"], a["id"]))[:8]
    return _page(ctx, "home", greeting=greeting, recent=recent, mixes=mixes,
                 releases=[_album_tile(ctx, a) for a in fresh], genres=[g for g in w.genres][:12],
                 premium=st["premium"])


def _match(q: str, *texts: str) -> bool:
    return any(q in t.casefold() for t in texts)


def search(ctx: AppContext) -> View:
    w = world(ctx.region)
    q = str(ctx.param("q") or "").strip()
    tab = str(ctx.param("tab") or "songs")
    results: list[dict[str, Any]] = []
    if q:
        k = q.casefold()
        if tab == "songs":
            hits = [t for t in w.tracks if _match(k, t["title"], w.name_of(t["artist"]))]
            hits.sort(key=lambda t: (-t["plays"], t["id"]))
            results = [rows.track_row(ctx, t) for t in hits[:MAX_RESULTS]]
        elif tab == "artists":
            arts = sorted((a for a in w.artists if _match(k, a["name"])), key=lambda a: (-a["followers"], a["id"]))
            results = [_tile("artist", a, ctx.gettext("Artist")) for a in arts[:MAX_RESULTS]]
        elif tab == "albums":
            results = [_album_tile(ctx, a) for a in w.albums if _match(k, a["title"])][:MAX_RESULTS]
        elif tab == "playlists":
            mine = [p["id"] for p in ctx.state["playlists"] if _match(k, p["name"])]
            eds = [p["id"] for p in w.playlists if _match(k, p["title"])]
            results = [t for pid in [*mine, *eds] if (t := _playlist_tile(ctx, pid))][:MAX_RESULTS]
        else:
            results = [_tile("podcast", p, p["host"]) for p in w.podcasts if _match(k, p["title"], p["host"])]
    return _page(ctx, "search", q=q, tab=tab, tabs=SEARCH_TABS, results=results,
                 recent=ctx.state["recent_searches"], genres=list(w.genres))


def library(ctx: AppContext) -> View:
    w = world(ctx.region)
    st = ctx.state
    f = str(ctx.param("filter") or "")
    sort = str(ctx.param("sort") or "recent")
    items: list[dict[str, Any]] = []
    if f in ("", "playlists"):
        mine = sorted(st["playlists"], key=lambda p: -p["created"])
        items += [t for p in [*(p["id"] for p in mine), *reversed(st["saved_playlists"])]
                  if (t := _playlist_tile(ctx, p))]
    if f in ("", "albums"):
        items += [{**_album_tile(ctx, a), "creator": w.name_of(a["artist"]),
                   "subtitle": ctx.gettext("Album · {artist}", artist=w.name_of(a["artist"]))}
                  for i in reversed(st["saved_albums"]) if (a := w.get(i))]
    if f in ("", "artists"):
        items += [{**_tile("artist", a, ctx.gettext("Artist")), "creator": a["name"]}
                  for i in reversed(st["followed"]) if (a := w.get(i))]
    if f in ("", "podcasts"):
        items += [{**_tile("podcast", p, ctx.gettext("Podcast · {host}", host=p["host"])), "creator": p["host"]}
                  for i in reversed(st["saved_podcasts"]) if (p := w.get(i))]
    if sort == "alpha":
        items.sort(key=lambda x: str(x["title"]).casefold())
    elif sort == "creator":
        items.sort(key=lambda x: (str(x.get("creator", "")).casefold(), str(x["title"]).casefold()))
    pinned = _playlist_tile(ctx, "liked") if f in ("", "playlists") else None
    return _page(ctx, "library", filter=f, sort=sort, filters=LIB_FILTERS, sorts=LIB_SORTS, items=items,
                 pinned=pinned, premium=st["premium"])


def category(ctx: AppContext) -> View:
    w = world(ctx.region)
    g = w.get(ctx.param("id"))
    if g is None or "mood" not in g:
        return _page(ctx, "category", genre=None)
    top = w.genre_tracks.get(g["id"], ())[:20]
    albums = sorted((a for a in w.albums if a["genre"] == g["id"] and a["kind"] == "album"),
                    key=lambda a: (-a["year"], a["id"]))[:10]
    pls = [_tile("playlist", p, ctx.gettext("Playlist · Music")) for p in w.playlists if p["genre"] == g["id"]]
    return _page(ctx, "category", genre=g, tracks=[rows.track_row(ctx, t) for t in top],
                 albums=[_album_tile(ctx, a) for a in albums], playlists=pls)


def artist(ctx: AppContext) -> View:
    w = world(ctx.region)
    a = w.get(ctx.param("id"))
    if a is None or "followers" not in a or "name" not in a:
        return _page(ctx, "artist", artist=None)
    popular = [rows.track_row(ctx, t) for t in w.popular.get(a["id"], ())[:10]]
    rel = [{**_tile("album", r, f"{r['year']} · "), "kind_label": KIND_LABELS[r["kind"]], "year": r["year"]}
           for r in w.releases.get(a["id"], ())]
    genre = w.get(a["genre"])
    return _page(ctx, "artist", artist=a, cover=rows.cover(a), popular=popular, releases=rel,
                 following=a["id"] in ctx.state["followed"], genre=genre["name"] if genre else "")


def album(ctx: AppContext) -> View:
    w = world(ctx.region)
    al = w.get(ctx.param("id"))
    if al is None or "tracks" not in al or "artist" not in al:
        return _page(ctx, "album", album=None)
    tracks = rows.track_rows(ctx, al["tracks"])
    secs = sum(t["seconds"] for t in tracks)
    downloaded = bool(tracks) and all(t["downloaded"] for t in tracks)
    return _page(ctx, "album", album=al, artist=w.by_id[al["artist"]], cover=rows.cover(al), tracks=tracks,
                 total=rows.total(ctx, secs), kind_label=KIND_LABELS[al["kind"]],
                 saved=al["id"] in ctx.state["saved_albums"], downloaded=downloaded, premium=ctx.state["premium"])


def playlist(ctx: AppContext) -> View:
    w = world(ctx.region)
    pid = str(ctx.param("id") or "")
    tile = _playlist_tile(ctx, pid)
    if tile is None:
        return _page(ctx, "playlist", pl=None)
    mine = user_playlist(ctx.state, pid)
    if pid == "liked":
        ids = list(reversed(ctx.state["liked"]))
        desc = ""
    elif mine is not None:
        ids, desc = list(mine["tracks"]), ""
    else:
        p = w.by_id[pid]
        ids = list(p["tracks"])
        g = w.get(p["genre"])
        desc = ctx.ngettext("The best of {genre}, picked for you. {n} follower",
                            "The best of {genre}, picked for you. {n} followers", p["followers"],
                            genre=g["name"] if g else "", n=formats.number(p["followers"], ctx.locale))
    tracks = rows.track_rows(ctx, ids)
    secs = sum(t["seconds"] for t in tracks)
    return _page(ctx, "playlist", pl=tile, pid=pid, mine=mine is not None, desc=desc, tracks=tracks,
                 total=rows.total(ctx, secs) if tracks else "", editorial=pid.startswith("pl"),
                 saved=pid in ctx.state["saved_playlists"], premium=ctx.state["premium"],
                 downloaded=bool(tracks) and all(t["downloaded"] for t in tracks))


def podcast(ctx: AppContext) -> View:
    p = world(ctx.region).get(ctx.param("id"))
    if p is None or "episodes" not in p:
        return _page(ctx, "podcast", pod=None)
    eps = [{"title": e["title"], "length": rows.total(ctx, e["duration"]),
            "when": (ctx.now // 86_400_000 - e["day"]) * 86_400_000}
           for e in sorted(p["episodes"], key=lambda e: -e["day"])]
    return _page(ctx, "podcast", pod=p, cover=rows.cover(p), episodes=eps,
                 following=p["id"] in ctx.state["saved_podcasts"])


VIEWS = {"home": home, "search": search, "library": library, "category": category, "artist": artist,
         "album": album, "playlist": playlist, "podcast": podcast, **PLAYER_VIEWS}
