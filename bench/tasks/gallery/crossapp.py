"""Gallery with other apps: a picture found by looking, shared to a Messenger chat through the
system share sheet; a receipt's total paid back through Wallet."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.gallery import common as C
from bench.tasks.messenger.common import P, chat_of, contacts, seed_chats, sent, sent_to, share_to_chat
from bench.tasks.wallet.common import unique_contacts
from bench.tasks.wallet.payments import PAID, contact_transfer, paid_checks


class ShareSceneToChat(TaskTemplate):
    id = "gallery.ShareSceneToChat"
    apps = ("gallery", "messenger")
    composition = "transfer"
    difficulty = "L3"
    tags = ("image", "handoff", "social")
    budget = 30
    instructions = ("Share the photo with {n} {objs} from Gallery to my Messenger chat with {name}.",
                    "Find the picture showing {n} {objs} in Gallery and send it to {name} on Messenger with Share.",
                    "Please send {name} the photo with {n} {objs} from Gallery, sharing it to our Messenger "
                    "chat.")
    instructions_zh = ("把相册里有{n}个{objs}的照片分享到和{name}的聊天里。",
                       "在相册中找到拍有{n}个{objs}的照片，用分享发给聊天里的{name}。",
                       "请把相册里那张有{n}个{objs}的照片通过分享发到我和{name}的聊天里。")
    goal_params = ("file_id", "uid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r, obj, n = rng.choice(C.unique_counts(state, C.of_kind(C.recent(state), "scene")))
        u = rng.choice([c for c in contacts(state) if chat_of(state, c["id"])])
        return {"file_id": r["id"], "obj": obj, "n": n, "objs": C.plural(obj, n), "uid": u["id"], "name": u["name"],
                "cid": chat_of(state, u["id"])}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "objs": C.OBJECTS_ZH[p["obj"]]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return seed_chats(p["cid"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [int(m["data"].get("image", {}).get("media_id", 0)) for m in sent_to(init, final, p["uid"])
               if m["kind"] == "image"]
        return [Check("the photo was sent to them", got == [p["file_id"]], [p["file_id"]], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        # the picture, and the note the share dialog may add ("Leave a message"), one text
        return [sent(p["cid"], 1, kind="image"), sent(p["cid"], 1, kind="text"), f"{P}.chats.{p['cid']}.unread"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(C.APP)
        obs = yield from C.open_picture(obs, {"id": p["file_id"]})
        obs = yield from ui.tap(obs, trigger="viewer.share")
        yield from share_to_chat(obs, p["cid"])


class PayBackReceipt(TaskTemplate):
    """The issue's example of a picture's content carried into another app: a receipt's printed
    total, read by looking, paid to a contact through Wallet."""

    id = "gallery.PayBackReceipt"
    secrets = ("wallet_password",)
    apps = ("gallery", "wallet")
    composition = "transfer"
    difficulty = "L4"
    tags = ("image", "handoff", "finance")
    budget = 45
    instructions = ("{name} paid my bill at {merchant}; the receipt is my newest {merchant} photo in Gallery. Send "
                    "{name} exactly its total with Wallet.",
                    "Look up the total on my latest {merchant} receipt in Gallery and transfer that amount to my "
                    "contact {name} using Wallet.",
                    "{name} covered my bill at {merchant}. Please pay them back with Wallet: exactly the "
                    "total on my newest {merchant} receipt photo in Gallery.")
    instructions_zh = ("{name}替我付了{merchant}的账，小票是相册里最新一张{merchant}的照片。用钱包把小票上的合计金额转给{name}。",
                       "在相册里看看我最近那张{merchant}小票的合计金额，用钱包给联系人{name}转同样的钱。",
                       "{name}帮我付了{merchant}的账。请用钱包给{name}转账，金额正好是相册里最新那张{merchan"
                       "t}小票上的合计。")
    changes = PAID
    goal_params = ("file_id", "phone")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        newest: dict[str, dict[str, Any]] = {}
        for r in C.of_kind(C.pictures(state), "receipt"):
            newest.setdefault(str((C.facts(r) or {}).get("facts", {}).get("merchant")), r)
        merchant = rng.choice(sorted(newest))
        r = newest[merchant]
        c = rng.choice(unique_contacts(state))
        total = float((C.facts(r) or {})["facts"]["total"])
        return {"merchant": merchant, "file_id": r["id"], "total": f"{total:.2f}", "name": c["name"],
                "phone": c["phone"], "path": r["path"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return paid_checks(p, init, final, account=p["phone"], amount=p["total"], type="transfer")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(C.APP)  # through its album: an old receipt is far down the Photos grid
        yield from C.open_picture(obs, {"id": p["file_id"], "path": p["path"]}, album=True)
        yield from contact_transfer(p["name"], p["total"])
