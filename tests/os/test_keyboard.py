from mgym.os import keyboard


def test_typing_keys() -> None:
    st = keyboard.initial()
    v = ""
    for k in ["shift", "h", "i", "space", "sym", "1", "abc", "del"]:
        v, enter = keyboard.press(st, k, v)
        assert not enter
    assert v == "Hi "
    assert keyboard.press(st, "enter", v) == ("Hi ", True)


def test_rows_follow_shift() -> None:
    st = keyboard.initial()
    st["shift"] = True
    assert keyboard.rows(st)[0][0]["label"] == "Q"
