"""Settings tasks: device name, developer options and queries about the phone."""

from __future__ import annotations

import re
from random import Random
from typing import Any, ClassVar

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Solution
from bench.tasks.settings.common import BT, DEVICE_NAMES, go, region, value_of, words


# ---- About phone -------------------------------------------------------------------------------------
class RenameDevice(CriteriaTask):
    id = "settings.RenameDevice"
    apps = ("settings",)
    difficulty = "L2"
    tags = ("settings", "edit")
    changes = (f"{BT}.name",)  # Bluetooth shows the device name to other devices
    instructions = ("Rename this phone to \"{name}\".", "Change the device name to {name}.",
                    "In About phone, set the device name to \"{name}\".")
    instructions_zh = ("把这部手机重命名为“{name}”。", "将设备名称改为“{name}”。",
                       "在“关于手机”中把设备名称设为“{name}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        names = words(state, "device_names", DEVICE_NAMES)
        return {"name": rng.choice([n for n in names if n != state["os"]["device"]["name"]])}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.device.name": p["name"], f"{BT}.name": p["name"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("about.open", "about.device_name")
        obs = yield from ui.type_into(obs, "Device name", p["name"])
        yield from ui.tap(obs, trigger="about.save_name")


class EnableDeveloperOptions(CriteriaTask):
    id = "settings.EnableDeveloperOptions"
    apps = ("settings",)
    difficulty = "L3"
    tags = ("settings", "explore")
    budget = 30
    changes = ("apps.settings.build_taps",)
    instructions = ("Enable developer options on this phone.",
                    "Unlock the hidden Developer options menu in Settings.",
                    "Become a developer: turn on developer options.")
    instructions_zh = ("在这部手机上启用开发者选项。", "解锁设置中隐藏的“开发者选项”菜单。",
                       "成为开发者：开启开发者选项。")

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.settings.global.developer_options": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("about.open")
        for _ in range(7):
            obs = yield from ui.tap(obs, trigger="about.build_tap")


# ---- queries ------------------------------------------------------------------------------------------
class _Query(AnswerTask):
    """Read one device fact that setup writes at ``os.device.<key>`` (so it varies by seed)."""

    apps = ("settings", "answersheet")
    difficulty = "L1"
    tags = ("settings", "extract")
    key: ClassVar[str]
    field_id: ClassVar[str]

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"device": {self.key: p["value"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {self.field_id: init["os"]["device"][self.key]}


class AndroidVersion(_Query):
    id = "settings.AndroidVersion"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    key = "android_version"
    field_id = "version"
    instructions = ("Which Android version is this phone running? Answer on the AnswerSheet.",
                    "Look up the Android version in Settings and report it in AnswerSheet.")
    instructions_zh = ("这部手机运行的是哪个 Android 版本？请在答题卡上作答。",
                       "在设置中查看 Android 版本，并填写到答题卡。")
    answer_fields = (AnswerField("version", "Android version", "number", "number", hint="A number, like 11",
                                 label_zh="Android 版本", hint_zh="一个数字，例如 11"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"value": rng.choice(("12", "13", "14", "15", "16"))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("about.open")
        obs = yield from ui.scroll_to(obs, trigger="about.android_version")
        v = value_of(obs, "Android version", trigger="about.android_version")
        yield from ui.fill_answers(obs, {"version": v})


class PhoneNumber(_Query):
    id = "settings.PhoneNumber"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    key = "phone_number"
    field_id = "number"
    instructions = ("What is this phone's own phone number? Answer on the AnswerSheet.",
                    "Find my phone number in Settings and enter it in AnswerSheet.")
    instructions_zh = ("这部手机本机的电话号码是多少？请在答题卡上作答。",
                       "在设置中找到本机号码，并填写到答题卡。")
    answer_fields = (AnswerField("number", "Phone number", matcher="phone", hint="Phone number, like +1 555-555-0100",
                                 label_zh="电话号码", hint_zh="电话号码，例如 +86 138 0013 8000"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        if region(state) == "zh-CN":  # a Chinese SIM: +86 and a mobile prefix
            return {"value": f"+86 1{rng.choice(('38', '39', '58', '86', '77'))} {rng.randrange(10000):04d} "
                             f"{rng.randrange(10000):04d}"}
        return {"value": f"+1 {rng.choice(('415', '510', '650', '408', '707'))}-555-{rng.randrange(100, 10000):04d}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("about.open")
        obs = yield from ui.scroll_to(obs, "Phone number")
        yield from ui.fill_answers(obs, {"number": value_of(obs, "Phone number (SIM slot 1)")})


class BuildNumber(_Query):
    id = "settings.BuildNumber"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    key = "build"
    field_id = "build"
    instructions = ("What is the phone's build number? Write it in the AnswerSheet.",
                    "Report the build number shown in About phone on the AnswerSheet.")
    instructions_zh = ("这部手机的版本号是多少？请写在答题卡上。",
                       "把“关于手机”中显示的版本号填写到答题卡。")
    answer_fields = (AnswerField("build", "Build number", hint="Exactly as shown", label_zh="版本号",
                                 hint_zh="与屏幕上显示的完全一致"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        prefix = rng.choice(("UQ1A", "AP2A", "TP1A", "BP1A", "AP4A"))
        return {"value": f"{prefix}.{rng.randrange(23, 26)}{rng.randrange(1, 13):02d}{rng.randrange(1, 29):02d}"
                         f".{rng.randrange(1, 40):03d}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("about.open")
        obs = yield from ui.scroll_to(obs, trigger="about.build_tap")
        yield from ui.fill_answers(obs, {"build": value_of(obs, "Build number", trigger="about.build_tap")})


class BatteryLevel(AnswerTask):
    id = "settings.BatteryLevel"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("settings", "answersheet")
    difficulty = "L1"
    tags = ("settings", "extract")
    instructions = ("How much battery is left, in percent? Answer on the AnswerSheet.",
                    "Check the battery level in Settings and report the percentage in AnswerSheet.")
    instructions_zh = ("电池还剩百分之多少的电量？请在答题卡上作答。",
                       "在设置中查看电池电量，并把百分比填写到答题卡。")
    answer_fields = (AnswerField("level", "Battery level (%)", "number", "number", hint="A whole number",
                                 label_zh="电池电量（%）", hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"level": rng.randrange(8, 100)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"battery": {"level": p["level"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"level": init["os"]["battery"]["level"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("battery.open")
        hero = next(e for e in obs.ui if re.fullmatch(r"\d+%", e.text))
        yield from ui.fill_answers(obs, {"level": hero.text.rstrip("%")})


class StorageUsed(AnswerTask):
    id = "settings.StorageUsed"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("settings", "answersheet")
    difficulty = "L1"
    tags = ("settings", "extract")
    instructions = ("How many GB of storage are used on this phone? Answer on the AnswerSheet.",
                    "Check Storage in Settings and report how much space is used, in GB.")
    instructions_zh = ("这部手机已经用了多少 GB 存储空间？请在答题卡上作答。",
                       "在设置中查看存储，报告已用空间（以 GB 为单位）。")
    answer_fields = (AnswerField("used", "Storage used (GB)", "number", "number", hint="In GB, like 12.5",
                                 precision="0.1", label_zh="已用存储空间（GB）", hint_zh="以 GB 为单位，例如 12.5"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        total = rng.choice((64, 128, 256))
        return {"total": total, "used": round(rng.uniform(total * 0.2, total * 0.9), 1)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"device": {"storage_total_gb": p["total"], "storage_used_gb": p["used"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"used": round(init["os"]["device"]["storage_used_gb"], 1)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("storage.open")
        hero = next(e for e in obs.ui if re.fullmatch(r"[\d.]+ GB", e.text))
        yield from ui.fill_answers(obs, {"used": hero.text.split()[0]})
