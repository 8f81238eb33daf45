"""Pydantic schema of the persistent OS state. ``default_os_state()`` is a fresh phone's."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from mgym.i18n import DEFAULT_LOCALE, LOCALES
from mgym.os import tz
from mgym.os.fs_rows import FileRow, check_tree
from mgym.os.providers.rows import Providers


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class WifiNetwork(_M):
    ssid: str
    secured: bool = True
    saved: bool = False
    signal: int = Field(default=3, ge=0, le=4)
    password: str = ""


class Wifi(_M):
    enabled: bool = True
    connected: str | None = "Home-5G"
    networks: list[WifiNetwork] = Field(default_factory=lambda: [
        WifiNetwork(ssid="Home-5G", saved=True, signal=4, password="sunflower42"),
        WifiNetwork(ssid="Home-2.4G", saved=True, signal=3, password="sunflower42"),
        WifiNetwork(ssid="CoffeeBean_Guest", secured=False, signal=2),
        WifiNetwork(ssid="Router-7F21", signal=2),
        WifiNetwork(ssid="Library-Public", secured=False, signal=1),
    ])


class BtDevice(_M):
    id: str
    name: str
    type: Literal["headphones", "speaker", "watch", "car", "keyboard", "phone"] = "headphones"
    paired: bool = False
    connected: bool = False


class Bluetooth(_M):
    enabled: bool = False
    name: str = "Sim Phone"
    devices: list[BtDevice] = Field(default_factory=lambda: [
        BtDevice(id="bt1", name="AirFlow Buds", type="headphones", paired=True),
        BtDevice(id="bt2", name="Car Audio", type="car", paired=True),
        BtDevice(id="bt3", name="SoundCore Mini", type="speaker"),
        BtDevice(id="bt4", name="Fit Watch 3", type="watch"),
    ])


class Cellular(_M):
    enabled: bool = True
    data: bool = True
    roaming: bool = False
    carrier: str = "Sim Mobile"
    network_type: Literal["5G", "4G", "3G"] = "5G"
    preferred: Literal["5G", "4G", "3G"] = "5G"


class Hotspot(_M):
    enabled: bool = False
    name: str = "Sim Phone Hotspot"
    password: str = "hotspot123"


class Battery(_M):
    level: int = Field(default=76, ge=0, le=100)
    charging: bool = False
    saver: bool = False
    show_percentage: bool = True
    adaptive: bool = True


#: an applied look's id (a Theme Store item id, or "default")
LOOK_ID = r"^[a-z][a-z0-9_]{0,39}$"


class Display(_M):
    brightness: int = Field(default=60, ge=0, le=100)
    adaptive: bool = True
    dark_theme: bool = False
    night_light: bool = False
    timeout_s: int = Field(default=60, ge=15, le=1800)
    font_scale: float = Field(default=1.0, ge=0.85, le=1.3)
    auto_rotate: bool = False
    #: the Theme Store's applied theme, wallpaper and icon pack (item ids; "default": the stock look)
    theme: str = Field(default="default", pattern=LOOK_ID)
    wallpaper: str = Field(default="default", pattern=LOOK_ID)
    icon_pack: str = Field(default="default", pattern=LOOK_ID)
    #: a picture set as the wallpaper (Gallery's "Set as wallpaper": a file id of ``os.files``); it is
    #: drawn instead of ``wallpaper`` until a Theme Store wallpaper is applied
    wallpaper_photo: int | None = None


class Audio(_M):
    media: int = Field(default=8, ge=0, le=15)
    ring: int = Field(default=5, ge=0, le=7)
    alarm: int = Field(default=6, ge=0, le=7)
    notification: int = Field(default=5, ge=0, le=7)
    ringer_mode: Literal["normal", "vibrate", "silent"] = "normal"
    vibrate_on_ring: bool = True
    touch_sounds: bool = True
    ringtone: str = "Soft Chime"


class Dnd(_M):
    enabled: bool = False
    allow_calls: Literal["everyone", "contacts", "starred", "none"] = "starred"
    allow_alarms: bool = True


class Location(_M):
    enabled: bool = True
    lat: float = 37.4219
    lon: float = -122.0841
    accuracy_m: float = 12.0
    wifi_scanning: bool = True
    bt_scanning: bool = True


class Sensors(_M):
    """Orientation sensors (what a compass or a level reads); tasks set them with ``set_state``."""

    #: azimuth from magnetic north, degrees clockwise
    heading: float = Field(default=0.0, ge=0, lt=360)
    #: front-to-back tilt, degrees (top edge up is positive)
    pitch: float = Field(default=0.0, ge=-180, le=180)
    #: side-to-side tilt, degrees (right edge down is positive)
    roll: float = Field(default=0.0, ge=-90, le=90)
    #: the magnetometer's accuracy (Android's SENSOR_STATUS_*); low and unreliable ask for calibration
    accuracy: Literal["unreliable", "low", "medium", "high"] = "high"
    #: magnetic declination in degrees (east positive); None: the model's value at the location
    declination: float | None = Field(default=None, ge=-180, le=180)


class DateTime(_M):
    auto_time: bool = True
    auto_zone: bool = True
    #: an IANA key of :data:`mgym.os.tz.ZONES`; a new phone has its region's home zone
    #: (:data:`mgym.os.tz.HOME_ZONES`). Earlier versions' labels ("GMT+08:00 China Standard Time") are
    #: mapped to their key; any other value is refused
    time_zone: str = tz.HOME_ZONES["en"]
    use_24h: bool = True

    @field_validator("time_zone", mode="before")
    @classmethod
    def _zone_key(cls, v: Any) -> Any:
        return tz.canonical(v) if isinstance(v, str) else v


class Device(_M):
    name: str = "Sim Phone"
    model: str = "Sim Phone 8"
    android_version: str = "14"
    build: str = "UQ1A.240205.004"
    security_patch: str = "2026-02-05"
    phone_number: str = "+1 650-555-0100"
    imei: str = "356938035643809"
    serial: str = "SIM8A1B2C3D4"
    storage_total_gb: int = 128
    storage_used_gb: float = 41.3
    ram_gb: int = 8
    #: the world region: the language the world data (contacts, messages, bills) is written in; fixed at
    #: boot from ``Session(locale=...)``, never changed by the Settings language choice
    region: Literal["en", "zh-CN"] = "en"


class AppPrefs(_M):
    #: False: the app is disabled (Settings > Apps > Disable): hidden from the launcher, cannot start
    enabled: bool = True
    notifications: bool = True
    battery: Literal["unrestricted", "optimized", "restricted"] = "optimized"
    storage_mb: float = 0.0
    cache_mb: float = 0.0


class Notification(_M):
    id: int
    app: str
    title: str
    text: str = ""
    time: int = 0
    read: bool = False
    intent: dict[str, Any] | None = None


class Alarm(_M):
    id: int
    at: int
    app: str
    handler: str
    payload: dict[str, Any] = Field(default_factory=dict)
    #: an alarm clock the user set (Android's ``setAlarmClock``): the status bar shows an alarm icon
    clock: bool = False


class Interrupt(_M):
    """One scheduled interruption (:mod:`mgym.os.interrupts`)."""

    id: int
    kind: Literal["headsup", "update", "battery", "permission", "rate", "promo", "ad", "call"]
    #: virtual ms when it comes due
    at: int
    #: what it shows (msgids and values; see :mod:`mgym.os.interrupts`)
    content: dict[str, Any] = Field(default_factory=dict)
    #: set once it shows: when, until when (heads-up, ringing), over which app, its notification / permission
    shown: int | None = None
    until: int | None = None
    app: str | None = None
    nid: int | None = None
    perm: str | None = None
    stage: Literal["", "ringing", "active"] = ""


class InterruptLog(_M):
    id: int
    kind: str
    #: dismissed, declined, timeout, missed, accepted, opened, answered, silent, skipped
    outcome: str
    time: int


class Interrupts(_M):
    """The interruption schedule: bookkeeping that changes as time passes (never a side effect)."""

    pending: list[Interrupt] = Field(default_factory=list)
    showing: Interrupt | None = None
    log: list[InterruptLog] = Field(default_factory=list)


class Subscription(_M):
    """A subscription (or a free trial that renews) started from an app's offer."""

    id: int
    app: str
    plan: str
    price: float
    trial: bool = False
    since: int = 0


class CallRecord(_M):
    id: int
    name: str
    number: str
    time: int
    answered: bool = True


class Settings(_M):
    """Android-style key/value tables for everything without a dedicated block."""

    global_: dict[str, Any] = Field(default_factory=lambda: {"nfc": True, "developer_options": False,
                                                            "usb_debugging": False}, alias="global")
    #: ``locale`` is the UI language (one of :data:`mgym.i18n.LOCALES`), changed in Settings
    system: dict[str, Any] = Field(default_factory=lambda: {"locale": DEFAULT_LOCALE, "keyboard_vibrate": False})
    secure: dict[str, Any] = Field(default_factory=lambda: {"screen_lock": "pin", "find_my_device": True,
                                                           "face_unlock": False})
    model_config = ConfigDict(extra="forbid", populate_by_name=True, validate_assignment=True)

    @model_validator(mode="after")
    def _known_locale(self) -> Settings:
        loc = self.system.get("locale")
        if loc not in LOCALES:
            raise ValueError(f"system.locale must be one of {', '.join(LOCALES)}, not {str(loc)[:40]!r}")
        return self


class OsState(_M):
    settings: Settings = Field(default_factory=Settings)
    airplane_mode: bool = False
    wifi: Wifi = Field(default_factory=Wifi)
    bluetooth: Bluetooth = Field(default_factory=Bluetooth)
    cellular: Cellular = Field(default_factory=Cellular)
    hotspot: Hotspot = Field(default_factory=Hotspot)
    battery: Battery = Field(default_factory=Battery)
    display: Display = Field(default_factory=Display)
    audio: Audio = Field(default_factory=Audio)
    dnd: Dnd = Field(default_factory=Dnd)
    location: Location = Field(default_factory=Location)
    sensors: Sensors = Field(default_factory=Sensors)
    datetime: DateTime = Field(default_factory=DateTime)
    flashlight: bool = False
    device: Device = Field(default_factory=Device)
    apps: dict[str, AppPrefs] = Field(default_factory=dict)
    #: app -> permission -> its state (:mod:`mgym.os.permissions`; missing: never asked)
    permissions: dict[str, dict[str, Literal["granted", "once", "denied", "denied_forever", "ask"]]] = \
        Field(default_factory=dict)
    providers: Providers = Field(default_factory=Providers)
    #: the file system: every folder and file under /sdcard (:mod:`mgym.os.fs_rows`)
    files: list[FileRow] = Field(default_factory=list)
    notifications: list[Notification] = Field(default_factory=list)
    clipboard: str = ""
    alarms: list[Alarm] = Field(default_factory=list)
    #: radio states saved when airplane mode went on, restored when it goes off
    radios_before_airplane: dict[str, bool] = Field(default_factory=dict)
    #: scheduled interruptions (:mod:`mgym.os.interrupts`) and what accepting them left behind
    interrupts: Interrupts = Field(default_factory=Interrupts)
    subscriptions: list[Subscription] = Field(default_factory=list)
    calls: list[CallRecord] = Field(default_factory=list)
    #: app -> stars the user gave it when asked to rate it
    ratings: dict[str, int] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _unique_ids(self) -> OsState:
        for what, items in (("notifications", self.notifications), ("alarms", self.alarms),
                            ("interrupts", self.interrupts.pending)):
            ids = [i.id for i in items]
            if len(ids) != len(set(ids)):
                raise ValueError(f"two {what} have the same id")
        check_tree(self.files)
        return self


#: what differs on a new phone of a region besides its providers: the world a Chinese owner lives in
#: (networks, paired devices, carrier, number); the UI language is set separately
REGION_OS: dict[str, dict[str, Any]] = {
    "zh-CN": {
        "wifi": {"connected": "ZhangJia-5G", "networks": [
            {"ssid": "ZhangJia-5G", "saved": True, "signal": 4, "password": "xiangrikui42"},
            {"ssid": "ZhangJia-2.4G", "saved": True, "signal": 3, "password": "xiangrikui42"},
            {"ssid": "KaFeiGuan_Free", "secured": False, "signal": 2},
            {"ssid": "Office-3F", "signal": 2},
            {"ssid": "TuShuGuan-Public", "secured": False, "signal": 1}]},
        "bluetooth": {"name": "我的手机", "devices": [
            {"id": "bt1", "name": "降噪耳机 Pro", "type": "headphones", "paired": True},
            {"id": "bt2", "name": "车载蓝牙", "type": "car", "paired": True},
            {"id": "bt3", "name": "迷你音箱", "type": "speaker"},
            {"id": "bt4", "name": "运动手表 3", "type": "watch"}]},
        "cellular": {"carrier": "模拟移动"},
        "hotspot": {"name": "我的手机热点"},
        "device": {"name": "我的手机", "phone_number": "+86 138 0013 8000"},
        "datetime": {"time_zone": tz.HOME_ZONES["zh-CN"]},
    },
}


def default_os_state(region: str = "en") -> dict[str, Any]:
    """A new phone's OS state; a region's differences (:data:`REGION_OS`) validated by the schema."""
    state = OsState().model_dump(mode="json", by_alias=True)
    patch = REGION_OS.get(region)
    if patch:
        for section, values in patch.items():
            state[section] = {**state[section], **values}
        state = OsState.model_validate(state).model_dump(mode="json", by_alias=True)
    return state
