"""Weather views: each screen's template and context. Labels are msgids (``N_``) the templates
translate; text built here goes through ``ctx.gettext``. Forecast numbers come from
:mod:`mgym.apps.weather.forecast`, converted to the chosen units here."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any

from mgym.app import View
from mgym.apps.weather import forecast as F
from mgym.apps.weather import world
from mgym.apps.weather.navigation import HERE, city_of, located, page_of, pages
from mgym.i18n import N_, formats
from mgym.os.context import AppContext

COND = {"sunny": (N_("Sunny"), "wb_sunny"), "partly": (N_("Partly cloudy"), "filter_drama"),
        "cloudy": (N_("Cloudy"), "wb_cloudy"), "overcast": (N_("Overcast"), "cloud"), "fog": (N_("Fog"), "dehaze"),
        "haze": (N_("Haze"), "blur_on"), "showers": (N_("Showers"), "umbrella"),
        "light_rain": (N_("Light rain"), "water_drop"), "rain": (N_("Rain"), "umbrella"),
        "heavy_rain": (N_("Heavy rain"), "umbrella"), "storm": (N_("Thunderstorm"), "thunderstorm"),
        "sleet": (N_("Sleet"), "grain"), "light_snow": (N_("Light snow"), "ac_unit"), "snow": (N_("Snow"), "ac_unit")}
CLEAR_NIGHT = (N_("Clear"), "nights_stay")
AQI_NAMES = (N_("Good"), N_("Moderate"), N_("Unhealthy for sensitive groups"), N_("Unhealthy"),
             N_("Very unhealthy"), N_("Hazardous"))
AQI_COLORS = ("#43a047", "#f9a825", "#fb8c00", "#e53935", "#8e24aa", "#7e0023")
AQI_ADVICE = (N_("Air quality is good. Enjoy the outdoors."),
              N_("Air quality is acceptable. Unusually sensitive people should limit long outdoor exertion."),
              N_("Children, older people and people with heart or lung disease should limit outdoor exertion."),
              N_("Everyone should reduce long or heavy outdoor exertion."),
              N_("Avoid outdoor exertion; sensitive groups should stay indoors."),
              N_("Stay indoors and keep windows closed."))
WIND_DIRS = {"N": N_("N wind"), "NE": N_("NE wind"), "E": N_("E wind"), "SE": N_("SE wind"), "S": N_("S wind"),
             "SW": N_("SW wind"), "W": N_("W wind"), "NW": N_("NW wind")}
UNIT_NAMES = {"c": N_("Celsius (°C)"), "f": N_("Fahrenheit (°F)"), "kmh": N_("Kilometres per hour (km/h)"),
              "mph": N_("Miles per hour (mph)"), "ms": N_("Metres per second (m/s)")}
UNIT_TITLES = {"unit": N_("Temperature unit"), "wind": N_("Wind speed unit")}
POPULAR = {"en": ("new-york", "london", "tokyo", "paris", "sydney", "los-angeles", "singapore", "dubai", "beijing",
                  "shanghai", "hong-kong", "toronto"),
           "zh-CN": ("beijing", "shanghai", "guangzhou", "shenzhen", "chengdu", "hangzhou", "wuhan", "xi-an",
                     "chongqing", "nanjing", "hong-kong", "tokyo")}


# ---- formatting ----------------------------------------------------------------------------------
def _unit(ctx: AppContext) -> str:
    return str(ctx.state["settings"]["unit"])


def deg(ctx: AppContext, celsius: int) -> str:
    return f"{F.shown(celsius, _unit(ctx))}°"


def cond(code: str, night: bool = False) -> tuple[str, str]:
    """(label msgid, icon) of a condition; a clear night is "Clear" with a moon."""
    return CLEAR_NIGHT if night and code == "sunny" else COND[code]


def _utc(ctx: AppContext) -> int:
    """Now as a UTC instant (the virtual clock is the phone's wall time in its zone)."""
    return F.utc_now(ctx.os, ctx.now)


def clock_text(ctx: AppContext, at: datetime) -> str:
    return formats.fmt(at.replace(tzinfo=UTC), "time24" if ctx.os["datetime"]["use_24h"] else "time12", ctx.locale)


def minutes_text(ctx: AppContext, d: date, minutes: int) -> str:
    return clock_text(ctx, datetime(d.year, d.month, d.day) + timedelta(minutes=minutes))


def day_name(ctx: AppContext, i: int, d: date) -> str:
    return ctx.gettext("Today") if i == 0 else ctx.gettext("Tomorrow") if i == 1 else formats.fmt(d, "weekday",
                                                                                                    ctx.locale)


def wind_text(ctx: AppContext, kmh: int, direction: str) -> str:
    w = ctx.state["settings"]["wind"]
    speed = (ctx.gettext("{n} km/h", n=kmh) if w == "kmh" else ctx.gettext("{n} mph", n=round(kmh * 0.621371))
             if w == "mph" else ctx.gettext("{n} m/s", n=round(kmh / 3.6, 1)))
    return f"{ctx.gettext(WIND_DIRS[direction])} {speed}"


def aqi_info(aqi: int) -> dict[str, Any]:
    lv = F.aqi_level(aqi)
    return {"value": aqi, "label": AQI_NAMES[lv], "color": AQI_COLORS[lv], "level": lv}


def uv_label(uv: int) -> str:
    return N_("Low") if uv <= 2 else N_("Medium") if uv <= 5 else N_("High") if uv <= 7 else \
        N_("Very high") if uv <= 10 else N_("Extreme")


def indices(d: F.Day, nxt: F.Day) -> list[dict[str, str]]:
    """The life indices of a day: clothing, UV, car wash, sports, cold risk, umbrella."""
    avg = (d.high + d.low) / 2
    wear = N_("Short sleeves") if avg >= 24 else N_("Light jacket") if avg >= 16 else N_("Jacket") if avg >= 8 \
        else N_("Coat") if avg >= 0 else N_("Down jacket")
    wash = N_("Not suitable") if max(d.chance, nxt.chance) >= 55 else N_("Suitable")
    sport = N_("Indoors") if d.cond in F.WET or d.aqi > 150 or d.high >= 35 or d.high <= -5 else N_("Suitable")
    cold = N_("High") if d.high - d.low >= 12 or d.low <= 0 else N_("Medium") if d.high - d.low >= 8 else N_("Low")
    brolly = N_("Bring one") if d.chance >= 55 else N_("Just in case") if d.chance >= 35 else N_("Not needed")
    return [{"icon": "checkroom", "title": N_("Clothing"), "level": wear},
            {"icon": "light_mode", "title": N_("UV"), "level": uv_label(d.uv)},
            {"icon": "local_car_wash", "title": N_("Car wash"), "level": wash},
            {"icon": "directions_run", "title": N_("Sports"), "level": sport},
            {"icon": "sick", "title": N_("Cold risk"), "level": cold},
            {"icon": "umbrella", "title": N_("Umbrella"), "level": brolly}]


def _day_row(ctx: AppContext, i: int, d: F.Day) -> dict[str, Any]:
    label, icon = cond(d.cond)
    return {"i": i, "name": day_name(ctx, i, d.date), "date": formats.fmt(d.date, "month_day", ctx.locale),
            "cond": label, "icon": icon, "high": deg(ctx, d.high), "low": deg(ctx, d.low), "chance": d.chance,
            "aqi": aqi_info(d.aqi)}


def _hour_row(ctx: AppContext, i: int, h: F.Hour) -> dict[str, Any]:
    label, icon = cond(h.cond, h.night)
    return {"time": ctx.gettext("Now") if i == 0 else clock_text(ctx, h.at), "temp": deg(ctx, h.temp),
            "cond": label, "icon": icon, "chance": h.chance}


def _city(ctx: AppContext) -> tuple[str | None, world.City | None]:
    key = page_of(ctx, ctx.screen_params.get("city"))
    cid = city_of(ctx, key)
    return key, world.city(cid) if cid else None


def _head(ctx: AppContext, key: str | None, c: world.City) -> dict[str, Any]:
    return {"name": world.name(c, ctx.locale), "place": world.place(c, ctx.locale), "here": key == HERE,
            "key": key}


# ---- home ----------------------------------------------------------------------------------------
def home(ctx: AppContext) -> View:
    key, c = _city(ctx)
    if c is None:
        return View("apps/weather/home.html", {"empty": True})
    keys = pages(ctx)
    ds = F.days(c, _utc(ctx))
    hs = F.hours(c, _utc(ctx))
    now, today = hs[0], ds[0]
    label, icon = cond(now.cond, now.night)
    unit = _unit(ctx)
    return View("apps/weather/home.html", {
        "empty": False, **_head(ctx, key, c), "dots": [k == key for k in keys],
        "first": keys.index(str(key)) == 0, "last": keys.index(str(key)) == len(keys) - 1,
        "temp": F.shown(now.temp, unit), "unit": "°F" if unit == "f" else "°C", "cond": label, "cicon": icon,
        "high": deg(ctx, today.high), "low": deg(ctx, today.low),
        "feels": deg(ctx, F.feels_like(now.temp, today.humidity, today.wind)), "aqi": aqi_info(today.aqi),
        "hours": [_hour_row(ctx, i, h) for i, h in enumerate(hs[:6])],
        "days": [_day_row(ctx, i, d) for i, d in enumerate(ds[:7])],
        "humidity": today.humidity, "wind": wind_text(ctx, today.wind, today.wind_dir),
        "uv": f"{today.uv} {ctx.gettext(uv_label(today.uv))}", "sunrise": minutes_text(ctx, today.date, today.sunrise),
        "sunset": minutes_text(ctx, today.date, today.sunset), "indices": indices(today, ds[1]),
    })


def menu(ctx: AppContext) -> View:
    return View("apps/weather/menu.html", {})


# ---- forecasts -----------------------------------------------------------------------------------
def hourly(ctx: AppContext) -> View:
    key, c = _city(ctx)
    if c is None:
        return View("apps/weather/list.html", {"missing": True, "title": N_("24-hour forecast")})
    rows = [_hour_row(ctx, i, h) for i, h in enumerate(F.hours(c, _utc(ctx)))]
    return View("apps/weather/hourly.html", {"missing": False, **_head(ctx, key, c), "rows": rows})


def daily(ctx: AppContext) -> View:
    key, c = _city(ctx)
    if c is None:
        return View("apps/weather/list.html", {"missing": True, "title": N_("15-day forecast")})
    rows = [_day_row(ctx, i, d) for i, d in enumerate(F.days(c, _utc(ctx)))]
    return View("apps/weather/daily.html", {"missing": False, **_head(ctx, key, c), "rows": rows})


def day(ctx: AppContext) -> View:
    key, c = _city(ctx)
    i = ctx.screen_params.get("i")
    if c is None or not isinstance(i, int) or not 0 <= i < F.DAYS_SHOWN:
        return View("apps/weather/list.html", {"missing": True, "title": N_("Daily details")})
    ds = F.days(c, _utc(ctx), F.DAYS_SHOWN + 1)
    d = ds[i]
    label, icon = cond(d.cond)
    return View("apps/weather/day.html", {
        "missing": False, **_head(ctx, key, c), "date": formats.fmt(d.date, "date", ctx.locale),
        "weekday": day_name(ctx, i, d.date) if i < 2 else formats.fmt(d.date, "long_weekday", ctx.locale),
        "cond": label, "cicon": icon, "high": deg(ctx, d.high), "low": deg(ctx, d.low), "chance": d.chance,
        "precip": d.precip, "humidity": d.humidity, "wind": wind_text(ctx, d.wind, d.wind_dir),
        "uv": f"{d.uv} {ctx.gettext(uv_label(d.uv))}", "aqi": aqi_info(d.aqi),
        "sunrise": minutes_text(ctx, d.date, d.sunrise), "sunset": minutes_text(ctx, d.date, d.sunset),
        "indices": indices(d, ds[i + 1]),
    })


def aqi(ctx: AppContext) -> View:
    key, c = _city(ctx)
    if c is None:
        return View("apps/weather/list.html", {"missing": True, "title": N_("Air quality")})
    ds = F.days(c, _utc(ctx), 5)
    today = ds[0]
    info = aqi_info(today.aqi)
    p = F.pollutants(c, today.date, today.aqi)
    return View("apps/weather/aqi.html", {
        "missing": False, **_head(ctx, key, c), "aqi": info, "advice": AQI_ADVICE[info["level"]],
        "pct": round(min(today.aqi, 300) / 3), "pollutants": [
            {"name": "PM2.5", "value": p["pm25"]}, {"name": "PM10", "value": p["pm10"]},
            {"name": "O₃", "value": p["o3"]}, {"name": "NO₂", "value": p["no2"]},
            {"name": "SO₂", "value": p["so2"]}, {"name": "CO", "value": p["co"]}],
        "days": [{"name": day_name(ctx, i, d.date), "date": formats.fmt(d.date, "month_day", ctx.locale),
                  "aqi": aqi_info(d.aqi)} for i, d in enumerate(ds)],
    })


# ---- cities --------------------------------------------------------------------------------------
def _city_card(ctx: AppContext, c: world.City) -> dict[str, Any]:
    now = F.hours(c, _utc(ctx), 1)[0]
    today = F.days(c, _utc(ctx), 1)[0]
    label, icon = cond(now.cond, now.night)
    return {"id": c["id"], "name": world.name(c, ctx.locale), "place": world.place(c, ctx.locale),
            "temp": deg(ctx, now.temp), "cond": label, "icon": icon, "high": deg(ctx, today.high),
            "low": deg(ctx, today.low)}


def manage(ctx: AppContext) -> View:
    ids = ctx.state["cities"]
    rows = []
    for i, cid in enumerate(ids):
        c = world.city(cid)
        assert c is not None, "validated by the state model"
        rows.append({**_city_card(ctx, c), "first": i == 0, "last": i == len(ids) - 1})
    here = located(ctx)
    hc = world.city(here) if here else None
    return View("apps/weather/manage.html", {
        "rows": rows, "use_location": bool(ctx.state["use_location"]),
        "here": _city_card(ctx, hc) if hc is not None else None,
    })


def remove(ctx: AppContext) -> View:
    c = world.city(ctx.screen_params.get("city_id"))
    return View("apps/weather/remove.html", {"name": world.name(c, ctx.locale) if c else ""})


def search(ctx: AppContext) -> View:
    query = ctx.field("q")
    chosen = set(ctx.state["cities"])
    found = world.search(query, ctx.locale)
    rows = [{"id": c["id"], "name": world.name(c, ctx.locale), "place": world.place(c, ctx.locale),
             "added": c["id"] in chosen} for c in found]
    popular = [world.city(cid) for cid in POPULAR.get(ctx.locale, POPULAR["en"])]
    return View("apps/weather/search.html", {
        "rows": rows, "has_text": bool(query.strip()), "query": query.strip(),
        "popular": [{"id": c["id"], "name": world.name(c, ctx.locale), "added": c["id"] in chosen}
                    for c in popular if c is not None],
    })


# ---- settings ------------------------------------------------------------------------------------
def settings(ctx: AppContext) -> View:
    s = ctx.state["settings"]
    return View("apps/weather/settings.html", {
        "rows": [{"which": w, "title": UNIT_TITLES[w], "value": UNIT_NAMES[s[w]]} for w in ("unit", "wind")],
    })


def choose(ctx: AppContext) -> View:
    which = str(ctx.screen_params.get("which"))
    if which not in UNIT_TITLES:
        return View("apps/weather/choose.html", {"title": "", "options": []})
    cur = ctx.state["settings"][which]
    options = ("c", "f") if which == "unit" else ("kmh", "mph", "ms")
    return View("apps/weather/choose.html", {
        "title": UNIT_TITLES[which], "options": [{"value": o, "text": UNIT_NAMES[o], "on": o == cur} for o in options],
    })


VIEWS = {"home": home, "hourly": hourly, "daily": daily, "day": day, "aqi": aqi, "menu": menu, "manage": manage,
         "remove": remove, "search": search, "settings": settings, "choose": choose}
