"""Messenger views: each screen's template and context (templates only lay these out)."""

from __future__ import annotations

from mgym.app import ViewFn

from . import views_chat as vc
from . import views_social as vs

VIEWS: dict[str, ViewFn] = {
    # the chat side
    "chats": vc.chats, "chats_plus": vc.chats_plus, "chat_actions": vc.chat_actions, "chat_delete": vc.chat_delete,
    "search": vc.search, "chat": vc.chat, "message_actions": vc.message_actions, "message_delete": vc.message_delete,
    "forward": vc.forward, "forward_confirm": vc.forward_confirm, "attach": vc.attach,
    "location_pick": vc.location_pick, "transfer": vc.transfer, "red_envelope": vc.red_envelope,
    "payment_detail": vc.payment_detail, "image_view": vc.image_view, "location_view": vc.location_view,
    "chat_info": vc.chat_info, "chat_clear": vc.chat_clear, "group_info": vc.group_info,
    "group_rename": vc.group_rename, "group_notice": vc.group_notice, "group_notice_edit": vc.group_notice_edit,
    "group_add": vc.group_add, "group_remove": vc.group_remove, "group_leave": vc.group_leave,
    "group_new": vc.group_new,
    # the social side
    "contacts": vs.contacts, "new_friends": vs.new_friends, "group_list": vs.group_list, "tags": vs.tags,
    "tag_detail": vs.tag_detail, "contact_profile": vs.contact_profile, "contact_settings": vs.contact_settings,
    "contact_remark": vs.contact_remark, "contact_block": vs.contact_block, "contact_delete": vs.contact_delete,
    "add_contact": vs.add_contact, "add_verify": vs.add_verify, "user_moments": vs.user_moments,
    "moments": vs.moments, "moment_compose": vs.moment_compose,
    "moment_visibility": vs.moment_visibility, "moment_actions": vs.moment_actions,
    "moment_comment": vs.moment_comment, "moment_detail": vs.moment_detail, "moment_delete": vs.moment_delete,
    "comment_delete": vs.comment_delete,
    "me": vs.me, "my_profile": vs.my_profile, "profile_name": vs.profile_name,
    "profile_signature": vs.profile_signature, "qr_card": vs.qr_card, "settings": vs.settings,
    "settings_account": vs.settings_account, "deactivate": vs.deactivate, "deactivate_confirm": vs.deactivate_confirm,
    "settings_privacy": vs.settings_privacy, "blocked_list": vs.blocked_list, "moments_range": vs.moments_range,
    "settings_notifications": vs.settings_notifications, "settings_chats": vs.settings_chats,
    "clear_all": vs.clear_all,
}
