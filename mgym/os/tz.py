"""Time zones as a device lives them: IANA zones with their rules (daylight saving time included),
their GMT offsets and their names in the phone's languages.

Zones come from the standard library's :mod:`zoneinfo`, loaded **only** from the ``tzdata`` package
(never the machine's ``/usr/share/zoneinfo``), so every machine computes the same offsets.

The phone's zone is ``os.datetime.time_zone``, an IANA key of :data:`ZONES` (``"America/Los_Angeles"``).
:data:`ZONES` is the table of the zones the phone knows: the ones Settings offers and every zone a city
of the apps (world clocks, weather, meetings) lies in. Each has an exemplar city and its long names in
standard and in daylight time, Android's (CLDR) wording ("Pacific Daylight Time", "中国标准时间"); they are
msgids of the ``os`` catalogue. A zone without a long name (CLDR has none, e.g. Casablanca) is shown by
its GMT offset alone, as Android does.

Earlier versions stored the zone as Settings' label ("GMT+08:00 China Standard Time", a fixed offset);
:func:`canonical` still takes those labels (:data:`LEGACY`) and maps them to their key, so old
``set_state`` patches and snapshots keep working. Anything else is an :class:`UnknownZone`.

The virtual clock is the phone's wall time in its zone (:mod:`mgym.clock`); :func:`wall_to_utc` and
:func:`utc_to_wall` move between that and UTC instants, at the offset in effect at that instant.
"""

from __future__ import annotations

import importlib.resources
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import cache, lru_cache
from zoneinfo import ZoneInfo

from mgym.i18n import N_, translate

MIN_MS = 60_000
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_EPOCH_NAIVE = datetime(1970, 1, 1)


class UnknownZone(ValueError):
    """A time zone the phone does not know (not a key of :data:`ZONES`, nor a legacy label)."""


@dataclass(frozen=True, slots=True)
class Zone:
    #: the IANA key
    key: str
    #: the exemplar city (an ``os`` msgid)
    city: str
    #: the long name in standard time (an ``os`` msgid; "" when there is none: only the offset shows)
    standard: str
    #: the long name while daylight saving time is in effect ("" for zones without it)
    daylight: str = ""


#: the zones the phone knows, by IANA key (names: CLDR's, as Android shows them)
ZONES: dict[str, Zone] = {z.key: z for z in (
Zone("Africa/Accra", N_("Accra"), N_("Greenwich Mean Time")),
    Zone("Africa/Addis_Ababa", N_("Addis Ababa"), N_("East Africa Time")),
    Zone("Africa/Algiers", N_("Algiers"), N_("Central European Standard Time")),
    Zone("Africa/Cairo", N_("Cairo"), N_("Eastern European Standard Time"), N_("Eastern European Summer Time")),
    Zone("Africa/Casablanca", N_("Casablanca"), ""),
    Zone("Africa/Dakar", N_("Dakar"), N_("Greenwich Mean Time")),
    Zone("Africa/Johannesburg", N_("Johannesburg"), N_("South Africa Standard Time")),
    Zone("Africa/Lagos", N_("Lagos"), N_("West Africa Standard Time")),
    Zone("Africa/Nairobi", N_("Nairobi"), N_("East Africa Time")),
    Zone("Africa/Tunis", N_("Tunis"), N_("Central European Standard Time")),
    Zone("America/Anchorage", N_("Anchorage"), N_("Alaska Standard Time"), N_("Alaska Daylight Time")),
    Zone("America/Argentina/Buenos_Aires", N_("Buenos Aires"), N_("Argentina Standard Time")),
    Zone("America/Bogota", N_("Bogota"), N_("Colombia Standard Time")),
    Zone("America/Cancun", N_("Cancún"), N_("Eastern Standard Time")),
    Zone("America/Caracas", N_("Caracas"), N_("Venezuela Time")),
    Zone("America/Chicago", N_("Chicago"), N_("Central Standard Time"), N_("Central Daylight Time")),
    Zone("America/Denver", N_("Denver"), N_("Mountain Standard Time"), N_("Mountain Daylight Time")),
    Zone("America/Edmonton", N_("Edmonton"), N_("Mountain Standard Time"), N_("Mountain Daylight Time")),
    Zone("America/Guatemala", N_("Guatemala"), N_("Central Standard Time")),
    Zone("America/Halifax", N_("Halifax"), N_("Atlantic Standard Time"), N_("Atlantic Daylight Time")),
    Zone("America/Havana", N_("Havana"), N_("Cuba Standard Time"), N_("Cuba Daylight Time")),
    Zone("America/La_Paz", N_("La Paz"), N_("Bolivia Time")),
    Zone("America/Lima", N_("Lima"), N_("Peru Standard Time")),
    Zone("America/Los_Angeles", N_("Los Angeles"), N_("Pacific Standard Time"), N_("Pacific Daylight Time")),
    Zone("America/Mexico_City", N_("Mexico City"), N_("Central Standard Time")),
    Zone("America/Montevideo", N_("Montevideo"), N_("Uruguay Standard Time")),
    Zone("America/New_York", N_("New York"), N_("Eastern Standard Time"), N_("Eastern Daylight Time")),
    Zone("America/Nuuk", N_("Nuuk"), N_("Greenland Standard Time"), N_("Greenland Summer Time")),
    Zone("America/Panama", N_("Panama"), N_("Eastern Standard Time")),
    Zone("America/Phoenix", N_("Phoenix"), N_("Mountain Standard Time")),
    Zone("America/Puerto_Rico", N_("Puerto Rico"), N_("Atlantic Standard Time")),
    Zone("America/Santiago", N_("Santiago"), N_("Chile Standard Time"), N_("Chile Summer Time")),
    Zone("America/Santo_Domingo", N_("Santo Domingo"), N_("Atlantic Standard Time")),
    Zone("America/Sao_Paulo", N_("São Paulo"), N_("Brasilia Standard Time")),
    Zone("America/St_Johns", N_("St. John’s"), N_("Newfoundland Standard Time"), N_("Newfoundland Daylight Time")),
    Zone("America/Tijuana", N_("Tijuana"), N_("Pacific Standard Time"), N_("Pacific Daylight Time")),
    Zone("America/Toronto", N_("Toronto"), N_("Eastern Standard Time"), N_("Eastern Daylight Time")),
    Zone("America/Vancouver", N_("Vancouver"), N_("Pacific Standard Time"), N_("Pacific Daylight Time")),
    Zone("America/Winnipeg", N_("Winnipeg"), N_("Central Standard Time"), N_("Central Daylight Time")),
    Zone("Asia/Almaty", N_("Almaty"), N_("Kazakhstan Time")),
    Zone("Asia/Baghdad", N_("Baghdad"), N_("Arabian Standard Time")),
    Zone("Asia/Baku", N_("Baku"), N_("Azerbaijan Standard Time")),
    Zone("Asia/Bangkok", N_("Bangkok"), N_("Indochina Time")),
    Zone("Asia/Beirut", N_("Beirut"), N_("Eastern European Standard Time"), N_("Eastern European Summer Time")),
    Zone("Asia/Colombo", N_("Colombo"), N_("India Standard Time")),
    Zone("Asia/Dhaka", N_("Dhaka"), N_("Bangladesh Standard Time")),
    Zone("Asia/Dubai", N_("Dubai"), N_("Gulf Standard Time")),
    Zone("Asia/Ho_Chi_Minh", N_("Ho Chi Minh City"), N_("Indochina Time")),
    Zone("Asia/Hong_Kong", N_("Hong Kong"), N_("Hong Kong Standard Time")),
    Zone("Asia/Jakarta", N_("Jakarta"), N_("Western Indonesia Time")),
    Zone("Asia/Jerusalem", N_("Jerusalem"), N_("Israel Standard Time"), N_("Israel Daylight Time")),
    Zone("Asia/Kabul", N_("Kabul"), N_("Afghanistan Time")),
    Zone("Asia/Karachi", N_("Karachi"), N_("Pakistan Standard Time")),
    Zone("Asia/Kathmandu", N_("Kathmandu"), N_("Nepal Time")),
    Zone("Asia/Kolkata", N_("Kolkata"), N_("India Standard Time")),
    Zone("Asia/Kuala_Lumpur", N_("Kuala Lumpur"), N_("Malaysia Time")),
    Zone("Asia/Kuwait", N_("Kuwait"), N_("Arabian Standard Time")),
    Zone("Asia/Macau", N_("Macao"), N_("China Standard Time")),
    Zone("Asia/Makassar", N_("Makassar"), N_("Central Indonesia Time")),
    Zone("Asia/Manila", N_("Manila"), N_("Philippine Standard Time")),
    Zone("Asia/Muscat", N_("Muscat"), N_("Gulf Standard Time")),
    Zone("Asia/Phnom_Penh", N_("Phnom Penh"), N_("Indochina Time")),
    Zone("Asia/Pyongyang", N_("Pyongyang"), N_("Korean Standard Time")),
    Zone("Asia/Qatar", N_("Qatar"), N_("Arabian Standard Time")),
    Zone("Asia/Riyadh", N_("Riyadh"), N_("Arabian Standard Time")),
    Zone("Asia/Seoul", N_("Seoul"), N_("Korean Standard Time")),
    Zone("Asia/Shanghai", N_("Shanghai"), N_("China Standard Time")),
    Zone("Asia/Singapore", N_("Singapore"), N_("Singapore Standard Time")),
    Zone("Asia/Taipei", N_("Taipei"), N_("Taipei Standard Time")),
    Zone("Asia/Tashkent", N_("Tashkent"), N_("Uzbekistan Standard Time")),
    Zone("Asia/Tehran", N_("Tehran"), N_("Iran Standard Time")),
    Zone("Asia/Tokyo", N_("Tokyo"), N_("Japan Standard Time")),
    Zone("Asia/Vladivostok", N_("Vladivostok"), N_("Vladivostok Standard Time")),
    Zone("Asia/Yangon", N_("Yangon"), N_("Myanmar Time")),
    Zone("Atlantic/Azores", N_("Azores"), N_("Azores Standard Time"), N_("Azores Summer Time")),
    Zone("Atlantic/Cape_Verde", N_("Cape Verde"), N_("Cape Verde Standard Time")),
    Zone("Atlantic/Reykjavik", N_("Reykjavik"), N_("Greenwich Mean Time")),
    Zone("Australia/Adelaide", N_("Adelaide"), N_("Australian Central Standard Time"), N_("Australian Central Daylight Time")),
    Zone("Australia/Brisbane", N_("Brisbane"), N_("Australian Eastern Standard Time")),
    Zone("Australia/Darwin", N_("Darwin"), N_("Australian Central Standard Time")),
    Zone("Australia/Melbourne", N_("Melbourne"), N_("Australian Eastern Standard Time"), N_("Australian Eastern Daylight Time")),
    Zone("Australia/Perth", N_("Perth"), N_("Australian Western Standard Time")),
    Zone("Australia/Sydney", N_("Sydney"), N_("Australian Eastern Standard Time"), N_("Australian Eastern Daylight Time")),
    Zone("Europe/Amsterdam", N_("Amsterdam"), N_("Central European Standard Time"), N_("Central European Summer Time")),
    Zone("Europe/Athens", N_("Athens"), N_("Eastern European Standard Time"), N_("Eastern European Summer Time")),
    Zone("Europe/Berlin", N_("Berlin"), N_("Central European Standard Time"), N_("Central European Summer Time")),
    Zone("Europe/Brussels", N_("Brussels"), N_("Central European Standard Time"), N_("Central European Summer Time")),
    Zone("Europe/Bucharest", N_("Bucharest"), N_("Eastern European Standard Time"), N_("Eastern European Summer Time")),
    Zone("Europe/Budapest", N_("Budapest"), N_("Central European Standard Time"), N_("Central European Summer Time")),
    Zone("Europe/Copenhagen", N_("Copenhagen"), N_("Central European Standard Time"), N_("Central European Summer Time")),
    Zone("Europe/Dublin", N_("Dublin"), N_("Greenwich Mean Time"), N_("Irish Standard Time")),
    Zone("Europe/Helsinki", N_("Helsinki"), N_("Eastern European Standard Time"), N_("Eastern European Summer Time")),
    Zone("Europe/Istanbul", N_("Istanbul"), ""),
    Zone("Europe/Kyiv", N_("Kyiv"), N_("Eastern European Standard Time"), N_("Eastern European Summer Time")),
    Zone("Europe/Lisbon", N_("Lisbon"), N_("Western European Standard Time"), N_("Western European Summer Time")),
    Zone("Europe/London", N_("London"), N_("Greenwich Mean Time"), N_("British Summer Time")),
    Zone("Europe/Madrid", N_("Madrid"), N_("Central European Standard Time"), N_("Central European Summer Time")),
    Zone("Europe/Minsk", N_("Minsk"), N_("Moscow Standard Time")),
    Zone("Europe/Moscow", N_("Moscow"), N_("Moscow Standard Time")),
    Zone("Europe/Oslo", N_("Oslo"), N_("Central European Standard Time"), N_("Central European Summer Time")),
    Zone("Europe/Paris", N_("Paris"), N_("Central European Standard Time"), N_("Central European Summer Time")),
    Zone("Europe/Prague", N_("Prague"), N_("Central European Standard Time"), N_("Central European Summer Time")),
    Zone("Europe/Rome", N_("Rome"), N_("Central European Standard Time"), N_("Central European Summer Time")),
    Zone("Europe/Sofia", N_("Sofia"), N_("Eastern European Standard Time"), N_("Eastern European Summer Time")),
    Zone("Europe/Stockholm", N_("Stockholm"), N_("Central European Standard Time"), N_("Central European Summer Time")),
    Zone("Europe/Vienna", N_("Vienna"), N_("Central European Standard Time"), N_("Central European Summer Time")),
    Zone("Europe/Warsaw", N_("Warsaw"), N_("Central European Standard Time"), N_("Central European Summer Time")),
    Zone("Europe/Zurich", N_("Zurich"), N_("Central European Standard Time"), N_("Central European Summer Time")),
    Zone("Indian/Maldives", N_("Maldives"), N_("Maldives Time")),
    Zone("Pacific/Auckland", N_("Auckland"), N_("New Zealand Standard Time"), N_("New Zealand Daylight Time")),
    Zone("Pacific/Fiji", N_("Fiji"), N_("Fiji Standard Time")),
    Zone("Pacific/Guadalcanal", N_("Guadalcanal"), N_("Solomon Islands Time")),
    Zone("Pacific/Guam", N_("Guam"), N_("Chamorro Standard Time")),
    Zone("Pacific/Honolulu", N_("Honolulu"), N_("Hawaii-Aleutian Standard Time")),
    Zone("Pacific/Kiritimati", N_("Kiritimati"), N_("Line Islands Time")),
    Zone("Pacific/Noumea", N_("Noumea"), N_("New Caledonia Standard Time")),
    Zone("Pacific/Pago_Pago", N_("Pago Pago"), N_("Samoa Standard Time")),
    Zone("Pacific/Tongatapu", N_("Tongatapu"), N_("Tonga Standard Time")),
    Zone("UTC", N_("UTC"), N_("Coordinated Universal Time")),
)}

#: the zone of a new phone of each world region (``os.device.region``)
HOME_ZONES: dict[str, str] = {"en": "America/Los_Angeles", "zh-CN": "Asia/Shanghai"}

#: the zones as earlier versions stored them (Settings' labels, fixed offsets) -> their IANA key
LEGACY: dict[str, str] = {
    "GMT-08:00 Pacific Standard Time": "America/Los_Angeles",
    "GMT-07:00 Mountain Standard Time": "America/Denver",
    "GMT-06:00 Central Standard Time": "America/Chicago",
    "GMT-05:00 Eastern Standard Time": "America/New_York",
    "GMT-03:00 Brasilia Standard Time": "America/Sao_Paulo",
    "GMT+00:00 Coordinated Universal Time": "UTC",
    "GMT+00:00 Greenwich Mean Time": "Europe/London",
    "GMT+01:00 Central European Standard Time": "Europe/Berlin",
    "GMT+02:00 Eastern European Standard Time": "Europe/Athens",
    "GMT+03:00 Moscow Standard Time": "Europe/Moscow",
    "GMT+05:30 India Standard Time": "Asia/Kolkata",
    "GMT+08:00 China Standard Time": "Asia/Shanghai",
    "GMT+09:00 Japan Standard Time": "Asia/Tokyo",
    "GMT+10:00 Australian Eastern Standard Time": "Australia/Sydney",
}
#: other spellings of a known zone (IANA links)
ALIASES: dict[str, str] = {"Etc/UTC": "UTC", "Etc/GMT": "UTC", "Asia/Calcutta": "Asia/Kolkata",
                           "Asia/Katmandu": "Asia/Kathmandu", "Asia/Saigon": "Asia/Ho_Chi_Minh",
                           "Asia/Rangoon": "Asia/Yangon", "Europe/Kiev": "Europe/Kyiv",
                           "America/Godthab": "America/Nuuk", "America/Buenos_Aires": "America/Argentina/Buenos_Aires"}


# ---- keys --------------------------------------------------------------------------------------
def canonical(zone: object) -> str:
    """The IANA key of a zone given as a key of :data:`ZONES`, an alias or a legacy label
    ("GMT+08:00 China Standard Time" -> "Asia/Shanghai"); :class:`UnknownZone` otherwise."""
    if isinstance(zone, str):
        if zone in ZONES:
            return zone
        key = ALIASES.get(zone) or LEGACY.get(" ".join(zone.split()))
        if key is not None:
            return key
    shown = str(zone)[:60]
    raise UnknownZone(f"unknown time zone {shown!r}: use the IANA key of a zone the phone knows, e.g. "
                      f"'America/Los_Angeles', 'Europe/London' or 'Asia/Shanghai' (mgym.os.tz.ZONES)")


def known(zone: object) -> bool:
    try:
        canonical(zone)
    except UnknownZone:
        return False
    return True


def home_zone(region: str) -> str:
    """The zone of a new phone of ``region`` (a world region, ``os.device.region``)."""
    return HOME_ZONES.get(region, HOME_ZONES["en"])


@cache
def tzinfo(zone: str) -> ZoneInfo:
    """The zone's rules, read from the ``tzdata`` package (cached; the machine's zoneinfo is never read)."""
    key = canonical(zone)
    with importlib.resources.files("tzdata").joinpath("zoneinfo", *key.split("/")).open("rb") as f:
        return ZoneInfo.from_file(f, key=key)


# ---- offsets -----------------------------------------------------------------------------------
def _at(utc_ms: int) -> datetime:
    return _EPOCH + timedelta(milliseconds=int(utc_ms))


def offset_minutes(zone: str, utc_ms: int) -> int:
    """Minutes east of UTC in ``zone`` at the instant ``utc_ms`` (epoch ms), daylight saving included."""
    off = _at(utc_ms).astimezone(tzinfo(zone)).utcoffset()
    assert off is not None
    return int(off.total_seconds()) // 60


def offset_ms(zone: str, utc_ms: int) -> int:
    return offset_minutes(zone, utc_ms) * MIN_MS


@lru_cache(maxsize=4096)
def _year_min(zone: str, year: int) -> int:
    """The smaller of the offsets on 1 January and 1 July (standard time, either hemisphere)."""
    z = tzinfo(zone)
    offs = [datetime(year, m, 1, tzinfo=UTC).astimezone(z).utcoffset() for m in (1, 7)]
    return min(int(o.total_seconds()) // 60 for o in offs if o is not None)


def is_dst(zone: str, utc_ms: int) -> bool:
    """Whether daylight saving time is in effect in ``zone`` at ``utc_ms``. Besides the rules' own flag,
    an offset above the year's standard one counts (Dublin's rules write winter as a negative DST)."""
    local = _at(utc_ms).astimezone(tzinfo(zone))
    dst, off = local.dst(), local.utcoffset()
    assert off is not None
    return bool(dst and dst > timedelta(0)) or int(off.total_seconds()) // 60 > _year_min(zone, local.year)


def wall_to_utc(wall_ms: int, zone: str) -> int:
    """The UTC instant of a wall time of ``zone`` (both epoch ms; the virtual clock holds wall times).
    A wall time that occurs twice (the hour repeated in autumn) is its first occurrence; one skipped in
    spring is read at the offset before the change."""
    naive = _EPOCH_NAIVE + timedelta(milliseconds=int(wall_ms))
    off = tzinfo(zone).utcoffset(naive)
    assert off is not None
    return int(wall_ms) - int(off.total_seconds()) * 1000


def utc_to_wall(utc_ms: int, zone: str) -> int:
    """The wall time of ``zone`` (epoch ms on the virtual clock's scale) at the UTC instant ``utc_ms``."""
    return int(utc_ms) + offset_ms(zone, utc_ms)


def convert(wall_ms: int, src: str, dst: str) -> int:
    """The wall time in zone ``dst`` when it is ``wall_ms`` in zone ``src`` (the same instant)."""
    return utc_to_wall(wall_to_utc(wall_ms, src), dst)


# ---- names -------------------------------------------------------------------------------------
def gmt(minutes: int) -> str:
    """An offset as Android writes it: "GMT-04:00", "GMT+05:30", "GMT+00:00"."""
    sign = "-" if minutes < 0 else "+"
    h, m = divmod(abs(int(minutes)), 60)
    return f"GMT{sign}{h:02d}:{m:02d}"


def gmt_label(zone: str, utc_ms: int) -> str:
    """The zone's offset at ``utc_ms``: "GMT-07:00"."""
    return gmt(offset_minutes(zone, utc_ms))


def long_name(zone: str, utc_ms: int, locale: str) -> str:
    """The zone's long name at ``utc_ms`` in ``locale``: "Pacific Daylight Time" in summer, "Pacific
    Standard Time" in winter, "中国标准时间"; "" for a zone without names."""
    z = ZONES[canonical(zone)]
    msgid = z.daylight if z.daylight and is_dst(zone, utc_ms) else z.standard
    return translate(msgid, locale) if msgid else ""


def city(zone: str, locale: str) -> str:
    """The zone's exemplar city in ``locale``: "Los Angeles", "上海"."""
    return translate(ZONES[canonical(zone)].city, locale)


def label(zone: str, utc_ms: int, locale: str) -> str:
    """The zone as Settings and meeting details show it: "GMT-07:00 Pacific Daylight Time",
    "GMT+08:00 中国标准时间" (the offset alone for a zone without a name)."""
    name = long_name(zone, utc_ms, locale)
    return f"{gmt_label(zone, utc_ms)} {name}" if name else gmt_label(zone, utc_ms)


__all__ = ["ALIASES", "HOME_ZONES", "LEGACY", "ZONES", "UnknownZone", "Zone", "canonical", "city", "convert", "gmt",
           "gmt_label", "home_zone", "is_dst", "known", "label", "long_name", "offset_minutes", "offset_ms",
           "tzinfo", "utc_to_wall", "wall_to_utc"]
