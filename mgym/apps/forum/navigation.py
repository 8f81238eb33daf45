"""Forum navigation: five tabs (Home, Communities, Create, Chat, Inbox), community pages, the post page with
its comment tree, the comment editor, the create-post form (community picker, flair sheet, media picker)
with its gated Post button, own-post edit and delete, search, people, profile and settings."""

from __future__ import annotations

from mgym.apps.forum import effects as fx
from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay

TABS = ("home", "communities", "chats", "inbox")
#: the pages (everything that is not a dialog or a sheet)
PAGES = ("home", "communities", "community", "post", "search", "user", "inbox", "chats", "chat", "profile",
         "settings")
POSTS = ("home", "community", "post", "search", "user", "profile")

NAV = Navigation(
    app="forum",
    entry="home",
    screens=[
        Screen("home", params=("feed", "sort", "range"), title="Home", entry_point=True),
        Screen("communities", title="Communities"),
        Screen("community", params=("id", "tab", "sort", "range", "flair"), title="Community"),
        Screen("post", params=("id", "csort", "collapsed"), title="Post"),
        Screen("reply", params=("post", "parent", "edit"), title="Comment", on_open=fx.seed_reply),
        Screen("delete_comment", params=("id",), kind="dialog", title="Delete comment"),
        Screen("delete_post", params=("id",), kind="dialog", title="Delete post"),
        Screen("edit_post", params=("id",), title="Edit post", on_open=fx.seed_edit),
        Screen("create", params=("c", "kind", "flair", "file"), title="Create post", entry_point=True,
               on_open=fx.seed_create),
        Screen("pick_community", params=("q",), title="Post to"),
        Screen("flair", kind="sheet", title="Add flair"),
        Screen("search", params=("q", "tab", "sort"), title="Search", entry_point=True, autofocus="q"),
        Screen("user", params=("name",), title="Profile"),
        Screen("inbox", params=("tab",), title="Inbox"),
        Screen("chats", title="Chat"),
        Screen("chat", params=("id",), title="Chat"),
        Screen("profile", params=("tab",), title="Profile"),
        Screen("settings", title="Settings"),
    ],
    transitions=[
        *(reset(f"nav.{t}", PAGES, t, label=t.title()) for t in TABS),
        push("nav.create", PAGES, "create", label="Create"),
        push("nav.search", PAGES, "search", label="Search"),
        push("nav.profile", PAGES, "profile", label="Profile"),
        stay("feed.tab", "home", effect=fx.set_feed, label="Feed"),
        stay("feed.sort", ("home", "community"), effect=fx.set_sort, label="Sort"),
        # posts and communities
        push("post.open", (*POSTS, "inbox"), "post", effect=fx.read_item, label="Open post"),
        push("community.open", (*POSTS, "communities", "pick_community"), "community", label="Open community"),
        push("user.open", ("post", "search"), "user", label="Open profile"),
        stay("vote", POSTS, effect=fx.vote, label="Vote"),
        stay("post.save", POSTS, effect=fx.save, label="Save"),
        stay("post.hide", "post", effect=fx.hide, label="Hide"),
        stay("post.share", POSTS, effect=fx.share, label="Share"),
        stay("post.copy", "post", effect=fx.copy_link, label="Copy link"),
        stay("post.link", "post", effect=fx.open_url, label="Open link"),
        stay("community.join", ("community", "communities", "search"), effect=fx.join, label="Join"),
        stay("community.tab", "community", effect=fx.set_tab, label="Tab"),
        stay("community.flair", "community", effect=fx.set_flair, label="Flair filter"),
        push("community.create", "community", "create", label="Create post"),
        # comments
        stay("comments.sort", "post", effect=fx.set_csort, label="Sort comments"),
        stay("comment.collapse", "post", effect=fx.collapse, label="Collapse thread"),
        push("comment.new", "post", "reply", label="Add a comment"),
        push("comment.reply", "post", "reply", label="Reply"),
        push("comment.edit", "post", "reply", guard=fx.is_my_comment, label="Edit"),
        pop("reply.send", "reply", "post", guard=fx.has_text, effect=fx.send_reply, label="Post"),
        push("comment.delete", "post", "delete_comment", guard=fx.is_my_comment, label="Delete"),
        pop("delcomment.confirm", "delete_comment", "post", guard=fx.is_my_comment, effect=fx.delete_comment,
            label="Delete"),
        pop("delcomment.cancel", "delete_comment", "post", label="Cancel"),
        # own posts
        push("post.edit", "post", "edit_post", guard=fx.is_my_post, label="Edit post"),
        pop("edit.save", "edit_post", "post", guard=fx.is_my_post, effect=fx.save_edit, label="Save"),
        push("post.delete", "post", "delete_post", guard=fx.is_my_post, label="Delete post"),
        pop("delpost.confirm", "delete_post", "post", guard=fx.is_my_post, effect=fx.delete_post, label="Delete"),
        pop("delpost.cancel", "delete_post", "post", label="Cancel"),
        # create a post
        stay("create.kind", "create", effect=fx.set_kind, label="Post type"),
        push("create.community", "create", "pick_community", label="Choose a community"),
        stay("picker.search", "pick_community", effect=fx.picker_search, label="Search"),
        pop("picker.pick", "pick_community", "create", effect=fx.pick_community, label="Choose"),
        push("create.flair", "create", "flair", guard=fx.has_community, label="Add flair"),
        pop("flair.pick", "flair", "create", effect=fx.pick_flair, label="Choose flair"),
        pop("flair.close", "flair", "create", label="Close"),
        stay("create.image", "create", effect=fx.attach, label="Add image"),
        replace("create.submit", "create", "post", guard=fx.ready, effect=fx.submit, label="Post"),
        # search
        stay("search.submit", "search", effect=fx.search_submit, label="Search"),
        stay("search.recent", "search", effect=fx.search_submit, label="Recent search"),
        stay("search.clear", "search", effect=fx.clear_searches, label="Clear recent searches"),
        stay("search.tab", "search", effect=fx.set_tab, label="Results tab"),
        stay("search.sort", "search", effect=fx.set_sort, label="Sort"),
        # inbox, chat, profile, settings
        stay("inbox.tab", "inbox", effect=fx.set_tab, label="Tab"),
        push("chat.open", ("chats", "inbox"), "chat", effect=fx.read_item, label="Open chat"),
        stay("chat.send", "chat", effect=fx.send_chat, label="Send"),
        stay("profile.tab", "profile", effect=fx.set_tab, label="Tab"),
        push("profile.settings", "profile", "settings", label="Settings"),
        stay("settings.sort", "settings", effect=fx.set_default_sort, label="Default sort"),
        stay("settings.flip", "settings", effect=fx.flip_setting, label="Switch"),
    ],
)
