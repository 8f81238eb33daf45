"""People's names in both scripts: joining, splitting, and the A-Z key a list sorts them by.

Chinese names are written family name first with no space (张伟: family name 张, given name 伟), and
a contact list sorts and indexes them by their pinyin (张伟 -> "zhang wei", under Z), as Android's
contacts provider does. Latin names keep "First Last".
"""

from __future__ import annotations

from functools import lru_cache

#: two-character family names, so 欧阳娜娜 splits as 欧阳 + 娜娜
COMPOUND_SURNAMES = frozenset({"欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "尉迟", "公孙", "慕容", "令狐",
                               "长孙", "宇文", "司徒", "夏侯", "轩辕", "端木", "独孤", "南宫", "西门", "万俟"})
#: family names whose reading differs from the character's usual one
SURNAME_READINGS = {"曾": "zeng", "单": "shan", "解": "xie", "仇": "qiu", "区": "ou", "朴": "piao", "查": "zha",
                    "乐": "yue", "覃": "qin", "缪": "miao", "翟": "zhai", "盖": "ge", "尉": "yu", "种": "chong",
                    "秘": "bi", "冼": "xian", "召": "shao", "长": "chang", "重": "chong"}


def is_cjk(text: str) -> bool:
    """True if ``text`` holds a CJK ideograph."""
    return any("\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" for ch in text)


def full_name(first: str, last: str) -> str:
    """The display name of a first and last name: "Sophia Smith", or 张伟 for a Chinese name."""
    first, last = first.strip(), last.strip()
    if is_cjk(first + last):
        return f"{last}{first}"
    return f"{first} {last}".strip()


def split_name(name: str) -> tuple[str, str]:
    """(first, last) of a display name: Latin names split at the first space, Chinese names after
    the family name (one character, or two for a compound family name)."""
    name = name.strip()
    if is_cjk(name) and " " not in name:
        n = 2 if name[:2] in COMPOUND_SURNAMES and len(name) > 2 else 1
        return (name[n:], name[:n]) if len(name) > 1 else (name, "")
    first, _, last = name.partition(" ")
    return first, last.strip()


@lru_cache(maxsize=4096)
def latin_key(text: str) -> str:
    """``text`` with CJK characters spelt in pinyin (lower case, syllables separated by spaces), so
    Chinese and Latin names sort together A-Z; a family name takes its surname reading."""
    if not is_cjk(text):
        return text.lower()
    from pypinyin import Style, lazy_pinyin

    parts = lazy_pinyin(text, style=Style.NORMAL, errors="default")
    if parts and text[:1] in SURNAME_READINGS:
        parts[0] = SURNAME_READINGS[text[0]]
    return " ".join(p.lower() for p in parts)
