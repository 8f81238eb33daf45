"""Publishing in Lifenotes: pictures picked through the system media picker (Publish stays disabled until
there is a picture and a title), a topic, the visibility; and a draft kept for later."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.lifenotes.common import L, hide_keyboard, launch, new_items, words
from bench.tasks.messenger.pictures import media, near_top, pick_files
from mgym import actions as A

TITLES = ("Weekend snapshots", "A slow Sunday", "Little joys", "Photo diary", "Spring walk", "Good days")
TITLES_ZH = ("周末随拍", "慢悠悠的周日", "小确幸", "照片日记", "春日散步", "好日子")
TAGS = ("dailylife", "weekend", "photodiary", "citywalk", "slowlife")
TAGS_ZH = ("日常", "周末", "照片日记", "城市漫步", "慢生活")


def _album_pair(rng: Random, state: dict[str, Any]) -> tuple[str, list[dict[str, Any]]]:
    rows = [r for r in media(state) if r["asset"] and not r["trashed"]]
    albums = sorted({r["album"] for r in rows if sum(1 for x in rows if x["album"] == r["album"]) >= 2})
    album = rng.choice(albums)
    newest = [r for r in rows if r["album"] == album][:2]
    assert all(near_top(state, r) for r in newest)
    return album, newest


def _fill_editor(obs: Any, title: str, tag: str) -> ui.Steps:
    obs = yield from _type_first_input(obs, title)
    obs = yield from hide_keyboard(obs)
    obs = yield from ui.type_into(obs, "Topics, e.g. #travel #food", f"#{tag}")
    return (yield from hide_keyboard(obs))


def _type_first_input(obs: Any, text: str) -> ui.Steps:
    """The editor's first field is the title (its hint holds the length limit)."""
    e = next(e for e in obs.ui if e.role == "input")
    x, y = e.center
    return (yield A.Type(text=text, x=x, y=y, clear=True))


class PublishAlbumPictures(TaskTemplate):
    id = "lifenotes.PublishAlbumPictures"
    apps = ("lifenotes",)
    difficulty = "L4"
    composition = "sequential"
    tags = ("create", "handoff")
    budget = 45
    instructions = ('Publish a Lifenotes note with the 2 newest pictures of my album "{album}", titled "{title}", with '
                    "the topic #{tag}, visible only to me.",
                    'Post a private note (Only me) on Lifenotes: pictures = the two latest photos in the "{album}" album, '
                    'title "{title}", topic #{tag}.',
                    'Please publish a Lifenotes note titled "{title}" with the topic #{tag}, using the 2 '
                    'newest pictures from my album "{album}", and make it visible only to me.')
    instructions_zh = ("在生活笔记发布一篇笔记：图片用相册“{album}”里最新的 2 张，标题“{title}”，话题 #{tag}，仅自己可见。",
                       "在生活笔记发一篇仅自己可见的笔记：图片是“{album}”相册中最新的两张照片，标题“{title}”，话题 #{tag}。",
                       "请在生活笔记发一篇标题为“{title}”、话题为 #{tag} 的笔记，配图用“{album}”相册里最新的"
                       " 2 张，设为仅自己可见。")
    goal_params = ("files", "title", "tag")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        album, rows = _album_pair(rng, state)
        return {"album": album, "files": [r["id"] for r in rows], "title": rng.choice(words(state, TITLES, TITLES_ZH)),
                "tag": rng.choice(words(state, TAGS, TAGS_ZH))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_items(init, final, "notes")
        n = new[0] if len(new) == 1 else {}
        return [check("one new note", 1, len(new)),
                check("with the album's 2 newest pictures", sorted(p["files"]), sorted(n.get("files", []))),
                check("titled as asked", p["title"], n.get("title")),
                Check("with the topic", f"#{p['tag']}" in n.get("tags", []), f"#{p['tag']}", n.get("tags")),
                check("only me", "private", n.get("visibility"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{L}.notes[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.new")
        obs = yield from pick_files(obs, p["files"], [p["album"]] * len(p["files"]))
        obs = yield from _fill_editor(obs, p["title"], p["tag"])
        obs = yield from ui.tap(obs, trigger="editor.visibility")
        obs = yield from ui.tap(obs, trigger="visibility.pick", value="private")
        yield from ui.tap(obs, trigger="editor.publish")


class SaveDraft(TaskTemplate):
    id = "lifenotes.SaveDraft"
    apps = ("lifenotes",)
    difficulty = "L3"
    composition = "sequential"
    tags = ("create",)
    budget = 30
    split = "train"
    instructions = ('Start a Lifenotes note with the newest picture of my album "{album}" and the title "{title}", but '
                    "don't publish it: save it as a draft.",
                    'In Lifenotes, prepare a note titled "{title}" with the latest photo from "{album}" and keep it in '
                    "Drafts.",
                    'Please write a Lifenotes note titled "{title}" with the newest picture of my album '
                    '"{album}", and save it as a draft instead of publishing it.')
    instructions_zh = ("在生活笔记用相册“{album}”里最新的一张图片和标题“{title}”写一篇笔记，先不要发布，存为草稿。",
                       "在生活笔记准备一篇标题为“{title}”的笔记，图片用“{album}”里最新的一张，存到草稿箱。",
                       "请用“{album}”相册里最新的一张图片，在生活笔记写一篇标题为“{title}”的笔记，不要发布，"
                       "保存为草稿。")
    goal_params = ("files", "title")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        album, rows = _album_pair(rng, state)
        return {"album": album, "files": [rows[0]["id"]], "title": rng.choice(words(state, TITLES, TITLES_ZH))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_items(init, final, "drafts")
        d = new[0] if len(new) == 1 else {}
        return [check("one new draft", 1, len(new)), check("with the picture", p["files"], d.get("files")),
                check("titled as asked", p["title"], d.get("title"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{L}.drafts[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.new")
        obs = yield from pick_files(obs, p["files"], [p["album"]])
        obs = yield from _type_first_input(obs, p["title"])
        obs = yield from hide_keyboard(obs)
        yield from ui.tap(obs, trigger="editor.draft")
