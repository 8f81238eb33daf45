"""What Video's search finds: a title / uploader / tag match, the duration and upload-date filters and
the sort orders (the screen and the tasks share these rules)."""

from __future__ import annotations

from mgym.apps.video.world import BOOT_MS, Video, World
from mgym.i18n import N_

DAY_MS = 86_400_000
MAX_RESULTS = 40
#: duration filter -> [lo, hi) seconds
DURATIONS: dict[str, tuple[int, int]] = {"lt10": (0, 600), "10to30": (600, 1800), "30to60": (1800, 3600),
                                         "gt60": (3600, 10**9)}
DURATION_LABELS = (("", N_("Any length")), ("lt10", N_("Under 10 min")), ("10to30", N_("10–30 min")),
                   ("30to60", N_("30–60 min")), ("gt60", N_("Over 60 min")))
#: upload-date filter -> days back from now
DATES = {"day": 1, "week": 7, "half": 182, "year": 365}
DATE_LABELS = (("", N_("Any time")), ("day", N_("Last 24 hours")), ("week", N_("This week")),
               ("half", N_("Last 6 months")), ("year", N_("This year")))
SORTS = (("", N_("Best match")), ("views", N_("Most viewed")), ("new", N_("Newest")), ("danmaku", N_("Most danmaku")))


def matches(w: World, v: Video, q: str) -> bool:
    up = w.up_by_id[v.up]
    return q in v.title.casefold() or q in up.name.casefold() or any(q == t.casefold() for t in v.tags)


def search(w: World, q: str, dur: str = "", date: str = "", sort: str = "", now: int = BOOT_MS,
           limit: int = MAX_RESULTS) -> list[Video]:
    k = q.strip().casefold()
    if not k:
        return []
    lo, hi = DURATIONS.get(dur, (0, 10**9))
    since = now - DATES[date] * DAY_MS if date in DATES else 0
    hits = [v for v in w.videos if lo <= v.duration < hi and v.uploaded >= since and matches(w, v, k)]
    if sort == "views":
        hits.sort(key=lambda v: (-v.views, v.id))
    elif sort == "new":
        hits.sort(key=lambda v: (-v.uploaded, v.id))
    elif sort == "danmaku":
        hits.sort(key=lambda v: (-v.danmaku, v.id))
    else:  # best match: a title hit first, then by score
        hits.sort(key=lambda v: (k not in v.title.casefold(), -v.score, v.id))
    return hits[:limit]
