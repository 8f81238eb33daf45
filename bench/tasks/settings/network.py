"""Settings tasks: Wi-Fi, airplane mode and Bluetooth."""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask, merge
from bench.task import AnswerField, Check, Solution, TaskTemplate
from bench.tasks.settings.common import (
    AIRPLANE_CASCADE,
    BT,
    PASSWORD_WORDS,
    WIFI,
    go,
    got,
    new_network,
    words,
)
from mgym.observation import Observation


# ---- Wi-Fi and airplane mode ------------------------------------------------------------------------
class SetWifi(CriteriaTask):
    id = "settings.SetWifi"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("settings",)
    difficulty = "L1"
    tags = ("settings",)
    changes = (f"{WIFI}.connected",)
    goal_params = ("on",)  # the other params only shape the starting phone
    instructions = ("Turn Wi-Fi {state} in Settings.",
                    "Switch the phone's Wi-Fi {state}.",
                    "Go to Settings > Network & internet and turn Wi-Fi {state}.")
    instructions_zh = ("在设置中{state} WLAN。",
                       "{state}手机的 WLAN。",
                       "进入“设置”>“网络和互联网”，{state} WLAN。")
    STATE_ZH: ClassVar[dict[bool, str]] = {True: "打开", False: "关闭"}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        return out if locale == "en" else {**out, "state": self.STATE_ZH[params["on"]]}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        on = rng.random() < 0.5
        return {"on": on, "state": "on" if on else "off"}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{WIFI}.enabled": p["on"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("network.open", "network.internet")
        if obs.find(trigger="wifi.toggle")[0].checked != p["on"]:
            yield from ui.tap(obs, trigger="wifi.toggle")


class AirplaneMode(CriteriaTask):
    """Airplane mode on: Wi-Fi, Bluetooth and mobile radios go off with it (the cascade)."""

    id = "settings.AirplaneMode"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("settings",)
    difficulty = "L1"
    tags = ("settings",)
    changes = AIRPLANE_CASCADE
    goal_params = ()  # the other params only shape the starting phone
    instructions = ("Turn on airplane mode.",
                    "Put the phone in airplane mode using Settings.",
                    "I'm boarding a flight: switch airplane mode on.")
    instructions_zh = ("开启飞行模式。", "通过设置把手机切换到飞行模式。", "我要登机了，请打开飞行模式。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        paired = [d["id"] for d in state["os"]["bluetooth"]["devices"] if d["paired"]]
        return {"bt_device": rng.choice([None, *paired])}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.airplane_mode": True}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        patch = super().setup(p, state)
        if p["bt_device"]:  # start with Bluetooth on and a device connected, so the cascade has more to do
            patch = merge(patch, {"os": {"bluetooth": {"enabled": True,
                                                       f"devices[id={p['bt_device']}]": {"connected": True}}}})
        return patch

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        radios = {r: got(final, f"os.{r}.enabled") for r in ("wifi", "bluetooth", "cellular")}
        return [*super().checks(p, init, final),
                Check("radios off", not any(radios.values()), dict.fromkeys(radios, False), radios)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from go("network.open", "network.airplane")


class AirplaneKeepWifi(TaskTemplate):
    """Airplane mode on, then Wi-Fi back on (as on a plane with Wi-Fi)."""

    id = "settings.AirplaneKeepWifi"
    apps = ("settings",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("settings",)
    budget = 30
    #: Wi-Fi ends on (and may rejoin another saved network); airplane mode and the other radios it
    #: switches off may change
    changes = ("os.airplane_mode", f"{WIFI}.connected", *(p for p in AIRPLANE_CASCADE if not p.startswith(WIFI)))
    instructions = ("Turn on airplane mode, but keep Wi-Fi on and connected (the plane has Wi-Fi).",
                    "Enable airplane mode, then turn Wi-Fi back on so I can still use the in-flight network.")
    instructions_zh = ("开启飞行模式，但保持 WLAN 开启并连接着网络（飞机上有 WLAN）。",
                       "先打开飞行模式，再重新开启 WLAN，这样我还能用机上网络。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        saved = [n["ssid"] for n in state["os"]["wifi"]["networks"] if n["saved"]]
        return {"ssid": rng.choice(saved)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"airplane_mode": False, "wifi": {"enabled": True, "connected": p["ssid"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        conn = got(final, f"{WIFI}.connected")
        plane = got(final, "os.airplane_mode") is True
        return [Check("os.airplane_mode", plane, True, got(final, "os.airplane_mode")),
                Check("os.cellular.enabled", got(final, "os.cellular.enabled") is False, False,
                      got(final, "os.cellular.enabled")),
                Check("Wi-Fi on in airplane mode", plane and got(final, f"{WIFI}.enabled") is True, True,
                      got(final, f"{WIFI}.enabled")),
                Check("connected in airplane mode", plane and conn is not None, "a network", conn)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("network.open", "network.airplane", "network.internet")
        yield from ui.tap(obs, trigger="wifi.toggle")


class JoinSecuredWifi(TaskTemplate):
    """A new secured network shows up in the scan list; join it with the password given."""

    id = "settings.JoinSecuredWifi"
    apps = ("settings",)
    difficulty = "L2"
    tags = ("settings", "edit")
    instructions = ("Connect to the Wi-Fi network {ssid}. The password is {password}.",
                    "Join {ssid} (password: {password}) in Wi-Fi settings.",
                    "The Wi-Fi password for {ssid} is {password}; connect the phone to it.")
    instructions_zh = ("连接到 WLAN 网络“{ssid}”，密码是 {password}。",
                       "在 WLAN 设置中加入“{ssid}”（密码：{password}）。",
                       "“{ssid}”的 WLAN 密码是 {password}，请让手机连上这个网络。")
    changes = (f"{WIFI}.connected", f"{WIFI}.networks[{{index}}].saved", "apps.settings.wifi_auth_failed")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        pw_words = words(state, "passwords", PASSWORD_WORDS)
        pw = f"{rng.choice(pw_words)}{rng.randrange(10, 100)}{rng.choice(pw_words)}"
        net = new_network(rng, state, saved=False, password=pw)
        return {"ssid": net["ssid"], "password": pw, "signal": net["signal"],
                "index": len(state["os"]["wifi"]["networks"])}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        net = {"ssid": p["ssid"], "secured": True, "saved": False, "signal": p["signal"], "password": p["password"]}
        return {"os": {"wifi": {"networks[]": net}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        saved = got(final, f"{WIFI}.networks[ssid={p['ssid']}].saved")
        return [Check(f"{WIFI}.connected", got(final, f"{WIFI}.connected") == p["ssid"], p["ssid"],
                      got(final, f"{WIFI}.connected")),
                Check("network saved", saved is True, True, saved)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("network.open", "network.internet")
        obs = yield from ui.tap(obs, trigger="wifi.password", ssid=p["ssid"])
        obs = yield from ui.type_into(obs, "Password", p["password"])
        yield from ui.tap(obs, "Connect", trigger="wifi.connect_password")


# ---- Bluetooth ------------------------------------------------------------------------------------
class ConnectBluetoothDevice(CriteriaTask):
    id = "settings.ConnectBluetoothDevice"
    apps = ("settings",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("settings",)
    instructions = ("Turn on Bluetooth and connect to my {name}.",
                    "Connect the phone to the paired Bluetooth device {name}.",
                    "Switch Bluetooth on and reconnect {name}.")
    instructions_zh = ("打开蓝牙，连接我的“{name}”。",
                       "将手机连接到已配对的蓝牙设备“{name}”。",
                       "开启蓝牙，重新连接“{name}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        d = rng.choice(state["os"]["bluetooth"]["devices"])
        return {"device": d["id"], "name": d["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{BT}.enabled": True, f"{BT}.devices[id={p['device']}].connected": True}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        # the device is paired (a saved device), Bluetooth is off
        return merge(super().setup(p, state), {"os": {"bluetooth": {f"devices[id={p['device']}]": {"paired": True}}}})

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("devices.open")
        yield from ui.tap(obs, trigger="bt.connect_saved", device=p["device"])


def _connect_patch(p: dict[str, Any]) -> dict[str, Any]:
    """Setup for tasks that need the phone on a sampled (possibly new, saved) network."""
    wifi: dict[str, Any] = {"enabled": True, "connected": p["ssid"]}
    if p["new"]:
        wifi = {"networks[]": {"ssid": p["ssid"], "secured": True, "saved": True, "signal": p["signal"],
                               "password": "pass1234"}, **wifi}
    return {"os": {"airplane_mode": False, "wifi": wifi}}


def _sample_connected(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    if rng.random() < 0.3:
        saved = [n["ssid"] for n in state["os"]["wifi"]["networks"] if n["saved"]]
        return {"ssid": rng.choice(saved), "new": False, "signal": 0}
    net = new_network(rng, state, saved=True)
    return {"ssid": net["ssid"], "new": True, "signal": net["signal"]}


def read_connected_ssid(obs: Observation) -> str:
    """On the Internet page: the connected network is the row whose tap opens its details."""
    row = obs.find(trigger="wifi.details")
    if not row:
        raise ui.OracleError(f"no connected network:\n{obs.text()}")
    return str(row[0].params["ssid"])


class ConnectedWifi(AnswerTask):
    id = "settings.ConnectedWifi"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("settings", "answersheet")
    difficulty = "L1"
    tags = ("settings", "extract")
    instructions = ("Which Wi-Fi network is the phone connected to? Answer on the AnswerSheet.",
                    "Tell me the name of the Wi-Fi network I'm on, using AnswerSheet.")
    instructions_zh = ("手机当前连接的是哪个 WLAN 网络？请在答题卡上作答。",
                       "告诉我现在连着的 WLAN 网络叫什么，填写到答题卡。")
    answer_fields = (AnswerField("ssid", "Network name", hint="Exactly as shown", label_zh="网络名称",
                                 hint_zh="与屏幕上显示的完全一致"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return _sample_connected(rng, state)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _connect_patch(p)

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"ssid": init["os"]["wifi"]["connected"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("network.open", "network.internet")
        yield from ui.fill_answers(obs, {"ssid": read_connected_ssid(obs)})


# ---- hybrid -------------------------------------------------------------------------------------------
class WifiNameAsDeviceName(CriteriaTask):
    """Read the connected network's name, then write it as the device name."""

    id = "settings.WifiNameAsDeviceName"
    apps = ("settings",)
    objective = "hybrid"
    composition = "sequential"
    difficulty = "L3"
    tags = ("settings", "extract", "edit")
    budget = 30
    changes = (f"{BT}.name",)
    instructions = ("Rename the phone so that its device name is the name of the Wi-Fi network it is connected to.",
                    "Set the device name to exactly the name of the current Wi-Fi network.",
                    'Please change the device name to match the name of the Wi-Fi network the phone is connected to.')
    instructions_zh = ("给手机重命名，让设备名称与当前连接的 WLAN 网络名称相同。",
                       "把设备名称设成当前 WLAN 网络的名称，一字不差。",
                       '请把设备名称改成手机当前连接的 WLAN 网络的名称。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return _sample_connected(rng, state)

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.device.name": p["ssid"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _connect_patch(p)

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("network.open", "network.internet")  # where an agent reads the name
        obs = yield from ui.back()
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="about.open")
        obs = yield from ui.tap(obs, trigger="about.device_name")
        obs = yield from ui.type_into(obs, "Device name", p["ssid"])  # the briefed goal, not re-read
        yield from ui.tap(obs, trigger="about.save_name")
