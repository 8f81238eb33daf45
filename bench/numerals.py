"""Chinese numbers in answers: 三十四 -> 34, 两百零五 -> 205, 三点五 -> 3.5, 负五 -> -5, 1.2万 -> 12000.

Numeral words are converted by ``cn2an`` (a maintained PyPI library) in its "smart" mode, which
also takes Arabic digits mixed with 万 / 亿 and digit-by-digit readings (二〇二六 -> 2026). Every
result is a :class:`~decimal.Decimal` built from the converter's text, never a float sum.
"""

from __future__ import annotations

import re
import warnings
from decimal import Decimal, InvalidOperation

#: characters a Chinese number is written with (besides Arabic digits and the decimal point)
NUMERAL_CHARS = "零〇一二两三四五六七八九十百千万亿点负壹贰叁肆伍陆柒捌玖拾佰仟"
_TOKEN = re.compile(rf"[+\-负]?[0-9.{NUMERAL_CHARS}]+")
#: unit words that may follow a number in an answer (°C, money, counters)
UNITS = ("摄氏度", "华氏度", "度", "元", "块钱", "块", "人民币", "美元", "个", "位", "名", "人", "次", "条", "张",
         "件", "项", "笔", "款", "岁", "天", "分", "公里", "千米", "米", "公斤", "千克", "克", "%", "℃", "°C", "°")


def has_cjk_numeral(text: str) -> bool:
    return any(ch in NUMERAL_CHARS for ch in text)


def cn_to_decimal(token: str) -> Decimal | None:
    """One number written in Chinese numerals (optionally mixed with Arabic digits); None if
    ``token`` is not exactly one number."""
    token = token.strip()
    sign = -1 if token[:1] in ("-", "负") else 1
    token = token[1:] if token[:1] in ("-", "+", "负", "正") else token
    if re.fullmatch(r"\d+(\.\d+)?", token):
        return sign * Decimal(token)
    if not token or not has_cjk_numeral(token) or any(ch in "负-+" for ch in token):
        return None
    if len(token) > 1 and all(ch in "一二两三四五六七八九" for ch in token):
        return None  # 三四 is "three or four", not 34 (a digit-by-digit reading needs 〇 / 零, as in 二〇二六)
    import cn2an

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            value = cn2an.cn2an(token, "smart")
        except (ValueError, KeyError, IndexError, TypeError):
            return None
    try:
        return sign * Decimal(str(value))
    except InvalidOperation:  # pragma: no cover - cn2an returns ints and floats
        return None


def parse_cn_number(text: str) -> Decimal | None:
    """The one number a Chinese answer holds: "三十四", "34度", "三十四度", "¥3.5", "负五", "百分之三十"
    (-> 30), "1.2万元"; None for anything else (two numbers, words around it)."""
    t = text.strip().replace("，", ",").replace("．", ".").replace("＄", "$").replace("￥", "¥")
    t = re.sub(r"^[¥$]\s*", "", t)
    if t.startswith("百分之"):
        t = t[3:] + "%"
    for unit in UNITS:
        if t.endswith(unit) and len(t) > len(unit):
            t = t[: -len(unit)].rstrip()
            break
    if not _TOKEN.fullmatch(t):
        return None
    return cn_to_decimal(t.replace(",", ""))
