"""Generate the Weather app's world data: cities with their climate, and a new phone's cities.

    .venv/bin/python scripts/gen_weather_data.py   # rewrites mgym/apps/weather/data/world.json

Deterministic: one seeded RNG, sorted keys, a fixed layout, so the same script always writes the
same bytes (a test checks it). Each city carries its names in English and Chinese, its country and
province, coordinates, a standard UTC offset (minutes; for reference only: the app places each city in
an IANA zone, ``mgym/apps/weather/world.py``) and a climate profile: the annual
mean temperature, the seasonal amplitude, the day-night range (all °C), the share of wet days, which
season is wet, and a typical air-quality index. Forecasts are computed from these, the world seed
and the date (``mgym/apps/weather/forecast.py``); ``start_cities`` are a new phone's saved cities per
region (en, zh-CN).
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

SEED = 20260315
OUT = Path(__file__).resolve().parent.parent / "mgym" / "apps" / "weather" / "data" / "world.json"

#: profile -> (mean adjustment, amplitude factor, day-night range, wet-day share, wet season)
PROFILES: dict[str, tuple[float, float, float, float, str]] = {
    "tropical": (0.0, 0.0, 7.0, 0.45, "summer"),
    "subtropical": (0.0, 1.0, 7.5, 0.40, "summer"),
    "monsoon": (0.0, 1.05, 10.0, 0.24, "summer"),
    "continental": (-3.5, 1.2, 11.5, 0.22, "summer"),
    "arid": (1.5, 1.0, 14.0, 0.07, "even"),
    "highland": (-8.0, 0.75, 14.5, 0.22, "summer"),
    "oceanic": (5.5, 0.45, 7.0, 0.45, "even"),
    "mediterranean": (4.0, 0.6, 10.0, 0.22, "winter"),
}

#: Chinese cities by province: "Province|省份|profile|AQI" then "City|城市|lat|lon" lines
CHINA = """
Beijing|北京|monsoon|92
Beijing|北京|39.90|116.41
Tianjin|天津|monsoon|95
Tianjin|天津|39.13|117.20
Shanghai|上海|subtropical|58
Shanghai|上海|31.23|121.47
Chongqing|重庆|subtropical|68
Chongqing|重庆|29.56|106.55
Hebei|河北|monsoon|110
Shijiazhuang|石家庄|38.04|114.51
Tangshan|唐山|39.63|118.18
Baoding|保定|38.87|115.46
Handan|邯郸|36.61|114.49
Qinhuangdao|秦皇岛|39.94|119.60
Zhangjiakou|张家口|40.77|114.88
Chengde|承德|40.95|117.96
Cangzhou|沧州|38.30|116.84
Langfang|廊坊|39.52|116.68
Xingtai|邢台|37.07|114.50
Hengshui|衡水|37.74|115.67
Shanxi|山西|monsoon|100
Taiyuan|太原|37.87|112.55
Datong|大同|40.08|113.30
Yangquan|阳泉|37.86|113.58
Changzhi|长治|36.20|113.12
Jincheng|晋城|35.49|112.85
Linfen|临汾|36.09|111.52
Yuncheng|运城|35.03|111.00
Inner Mongolia|内蒙古|continental|70
Hohhot|呼和浩特|40.84|111.75
Baotou|包头|40.66|109.84
Ordos|鄂尔多斯|39.61|109.78
Chifeng|赤峰|42.26|118.89
Hulunbuir|呼伦贝尔|49.21|119.77
Tongliao|通辽|43.65|122.24
Liaoning|辽宁|monsoon|78
Shenyang|沈阳|41.81|123.43
Dalian|大连|38.91|121.61
Anshan|鞍山|41.11|122.99
Fushun|抚顺|41.88|123.96
Dandong|丹东|40.12|124.38
Jinzhou|锦州|41.12|121.13
Yingkou|营口|40.67|122.24
Jilin|吉林|continental|62
Changchun|长春|43.82|125.32
Jilin City|吉林市|43.84|126.55
Siping|四平|43.17|124.35
Yanji|延吉|42.89|129.51
Baishan|白山|41.94|126.42
Heilongjiang|黑龙江|continental|58
Harbin|哈尔滨|45.80|126.53
Qiqihar|齐齐哈尔|47.35|123.92
Mudanjiang|牡丹江|44.55|129.63
Jiamusi|佳木斯|46.80|130.32
Daqing|大庆|46.59|125.10
Heihe|黑河|50.25|127.53
Jiangsu|江苏|subtropical|72
Nanjing|南京|32.06|118.80
Suzhou|苏州|31.30|120.59
Wuxi|无锡|31.49|120.31
Changzhou|常州|31.81|119.97
Xuzhou|徐州|34.26|117.18
Nantong|南通|31.98|120.89
Yangzhou|扬州|32.39|119.41
Zhenjiang|镇江|32.19|119.42
Yancheng|盐城|33.35|120.16
Lianyungang|连云港|34.60|119.22
Huai'an|淮安|33.61|119.02
Taizhou (Jiangsu)|泰州|32.46|119.92
Zhejiang|浙江|subtropical|55
Hangzhou|杭州|30.27|120.16
Ningbo|宁波|29.87|121.54
Wenzhou|温州|28.00|120.70
Shaoxing|绍兴|30.00|120.58
Jiaxing|嘉兴|30.75|120.76
Huzhou|湖州|30.89|120.09
Jinhua|金华|29.08|119.65
Taizhou|台州|28.66|121.42
Zhoushan|舟山|29.99|122.21
Lishui|丽水|28.47|119.92
Anhui|安徽|subtropical|75
Hefei|合肥|31.82|117.23
Wuhu|芜湖|31.35|118.43
Bengbu|蚌埠|32.92|117.39
Anqing|安庆|30.54|117.06
Huangshan|黄山|29.71|118.34
Fuyang|阜阳|32.89|115.81
Ma'anshan|马鞍山|31.67|118.51
Fujian|福建|subtropical|38
Fuzhou|福州|26.07|119.30
Xiamen|厦门|24.48|118.09
Quanzhou|泉州|24.87|118.68
Zhangzhou|漳州|24.51|117.65
Putian|莆田|25.45|119.01
Longyan|龙岩|25.08|117.02
Nanping|南平|26.64|118.18
Jiangxi|江西|subtropical|55
Nanchang|南昌|28.68|115.86
Jiujiang|九江|29.71|116.00
Ganzhou|赣州|25.83|114.93
Jingdezhen|景德镇|29.27|117.18
Shangrao|上饶|28.45|117.94
Yichun (Jiangxi)|宜春|27.81|114.42
Shandong|山东|monsoon|90
Jinan|济南|36.65|117.12
Qingdao|青岛|36.07|120.38
Yantai|烟台|37.46|121.45
Weifang|潍坊|36.71|119.16
Zibo|淄博|36.81|118.05
Weihai|威海|37.51|122.12
Linyi|临沂|35.10|118.36
Jining|济宁|35.41|116.59
Tai'an|泰安|36.20|117.09
Rizhao|日照|35.42|119.53
Henan|河南|monsoon|105
Zhengzhou|郑州|34.75|113.63
Luoyang|洛阳|34.62|112.45
Kaifeng|开封|34.80|114.31
Anyang|安阳|36.10|114.39
Xinxiang|新乡|35.30|113.93
Nanyang|南阳|33.00|112.53
Xinyang|信阳|32.15|114.09
Shangqiu|商丘|34.41|115.66
Pingdingshan|平顶山|33.77|113.19
Hubei|湖北|subtropical|70
Wuhan|武汉|30.59|114.31
Yichang|宜昌|30.69|111.29
Xiangyang|襄阳|32.01|112.12
Jingzhou|荆州|30.33|112.24
Shiyan|十堰|32.63|110.80
Huangshi|黄石|30.20|115.04
Enshi|恩施|30.27|109.49
Hunan|湖南|subtropical|62
Changsha|长沙|28.23|112.94
Zhuzhou|株洲|27.83|113.13
Xiangtan|湘潭|27.83|112.94
Hengyang|衡阳|26.89|112.57
Yueyang|岳阳|29.36|113.13
Changde|常德|29.03|111.70
Zhangjiajie|张家界|29.12|110.48
Chenzhou|郴州|25.77|113.01
Guangdong|广东|subtropical|42
Guangzhou|广州|23.13|113.26
Shenzhen|深圳|22.54|114.06
Dongguan|东莞|23.02|113.75
Foshan|佛山|23.02|113.12
Zhuhai|珠海|22.27|113.58
Shantou|汕头|23.35|116.68
Zhanjiang|湛江|21.27|110.36
Huizhou|惠州|23.11|114.42
Zhongshan|中山|22.52|113.39
Jiangmen|江门|22.58|113.08
Shaoguan|韶关|24.81|113.60
Zhaoqing|肇庆|23.05|112.47
Meizhou|梅州|24.29|116.12
Guangxi|广西|subtropical|40
Nanning|南宁|22.82|108.37
Guilin|桂林|25.27|110.29
Liuzhou|柳州|24.33|109.42
Beihai|北海|21.48|109.12
Wuzhou|梧州|23.48|111.28
Baise|百色|23.90|106.62
Hainan|海南|tropical|22
Haikou|海口|20.04|110.20
Sanya|三亚|18.25|109.51
Danzhou|儋州|19.52|109.58
Qionghai|琼海|19.26|110.47
Sichuan|四川|subtropical|65
Chengdu|成都|30.57|104.07
Mianyang|绵阳|31.47|104.68
Leshan|乐山|29.55|103.77
Yibin|宜宾|28.77|104.64
Nanchong|南充|30.84|106.11
Zigong|自贡|29.34|104.78
Luzhou|泸州|28.87|105.44
Dazhou|达州|31.21|107.47
Panzhihua|攀枝花|26.58|101.72
Xichang|西昌|27.89|102.26
Guizhou|贵州|subtropical|35
Guiyang|贵阳|26.65|106.63
Zunyi|遵义|27.73|106.93
Anshun|安顺|26.25|105.93
Liupanshui|六盘水|26.59|104.83
Kaili|凯里|26.57|107.98
Yunnan|云南|highland|30
Kunming|昆明|25.04|102.71
Dali|大理|25.61|100.27
Lijiang|丽江|26.86|100.23
Qujing|曲靖|25.49|103.80
Xishuangbanna|西双版纳|22.01|100.80
Yuxi|玉溪|24.35|102.54
Shangri-La|香格里拉|27.83|99.71
Tibet|西藏|highland|25
Lhasa|拉萨|29.65|91.14
Shigatse|日喀则|29.27|88.88
Nyingchi|林芝|29.65|94.36
Shaanxi|陕西|monsoon|98
Xi'an|西安|34.34|108.94
Baoji|宝鸡|34.36|107.24
Xianyang|咸阳|34.33|108.71
Yan'an|延安|36.59|109.49
Hanzhong|汉中|33.07|107.02
Yulin (Shaanxi)|榆林|38.29|109.73
Gansu|甘肃|arid|80
Lanzhou|兰州|36.06|103.83
Tianshui|天水|34.58|105.72
Jiuquan|酒泉|39.73|98.49
Dunhuang|敦煌|40.14|94.66
Zhangye|张掖|38.93|100.45
Qinghai|青海|highland|45
Xining|西宁|36.62|101.78
Golmud|格尔木|36.40|94.90
Ningxia|宁夏|arid|75
Yinchuan|银川|38.49|106.23
Shizuishan|石嘴山|38.98|106.38
Guyuan|固原|36.02|106.24
Xinjiang|新疆|arid|85
Urumqi|乌鲁木齐|43.83|87.62
Kashgar|喀什|39.47|75.99
Turpan|吐鲁番|42.95|89.19
Yining|伊宁|43.92|81.32
Korla|库尔勒|41.76|86.15
Karamay|克拉玛依|45.58|84.89
Hong Kong|香港|subtropical|40
Hong Kong|香港|22.32|114.17
Macao|澳门|subtropical|38
Macao|澳门|22.20|113.54
Taiwan|台湾|subtropical|35
Taipei|台北|25.03|121.57
Kaohsiung|高雄|22.63|120.30
Taichung|台中|24.15|120.67
Tainan|台南|22.99|120.21
"""

#: other cities: "Country|国家|UTC offset (min)" then "City|城市|lat|lon|profile|AQI" lines
WORLD = """
Japan|日本|540
Tokyo|东京|35.68|139.69|subtropical|35
Osaka|大阪|34.69|135.50|subtropical|38
Kyoto|京都|35.01|135.77|subtropical|33
Sapporo|札幌|43.06|141.35|continental|25
Fukuoka|福冈|33.59|130.40|subtropical|42
Nagoya|名古屋|35.18|136.91|subtropical|36
Okinawa|冲绳|26.21|127.68|tropical|22
South Korea|韩国|540
Seoul|首尔|37.57|126.98|monsoon|60
Busan|釜山|35.18|129.08|subtropical|45
Jeju|济州|33.50|126.53|subtropical|30
Singapore|新加坡|480
Singapore|新加坡|1.35|103.82|tropical|45
Malaysia|马来西亚|480
Kuala Lumpur|吉隆坡|3.14|101.69|tropical|55
Penang|槟城|5.41|100.33|tropical|45
Philippines|菲律宾|480
Manila|马尼拉|14.60|120.98|tropical|60
Cebu|宿务|10.32|123.89|tropical|40
Thailand|泰国|420
Bangkok|曼谷|13.76|100.50|tropical|75
Chiang Mai|清迈|18.79|98.98|tropical|85
Phuket|普吉|7.88|98.39|tropical|30
Vietnam|越南|420
Hanoi|河内|21.03|105.85|subtropical|110
Ho Chi Minh City|胡志明市|10.82|106.63|tropical|80
Da Nang|岘港|16.05|108.20|tropical|45
Indonesia|印度尼西亚|420
Jakarta|雅加达|-6.21|106.85|tropical|120
Bali|巴厘岛|-8.65|115.22|tropical|35
Cambodia|柬埔寨|420
Phnom Penh|金边|11.56|104.93|tropical|70
Myanmar|缅甸|390
Yangon|仰光|16.84|96.17|tropical|75
India|印度|330
New Delhi|新德里|28.61|77.21|monsoon|170
Mumbai|孟买|19.08|72.88|tropical|120
Bangalore|班加罗尔|12.97|77.59|tropical|80
Kolkata|加尔各答|22.57|88.36|tropical|140
Chennai|金奈|13.08|80.27|tropical|85
Nepal|尼泊尔|345
Kathmandu|加德满都|27.72|85.32|highland|130
Sri Lanka|斯里兰卡|330
Colombo|科伦坡|6.93|79.86|tropical|55
Pakistan|巴基斯坦|300
Karachi|卡拉奇|24.86|67.01|arid|150
Lahore|拉合尔|31.55|74.34|monsoon|180
United Arab Emirates|阿联酋|240
Dubai|迪拜|25.20|55.27|arid|95
Abu Dhabi|阿布扎比|24.45|54.38|arid|90
Qatar|卡塔尔|180
Doha|多哈|25.29|51.53|arid|95
Saudi Arabia|沙特阿拉伯|180
Riyadh|利雅得|24.71|46.68|arid|120
Iran|伊朗|210
Tehran|德黑兰|35.69|51.39|arid|115
Turkey|土耳其|180
Istanbul|伊斯坦布尔|41.01|28.98|mediterranean|65
Ankara|安卡拉|39.93|32.86|continental|70
Israel|以色列|120
Tel Aviv|特拉维夫|32.09|34.78|mediterranean|55
Egypt|埃及|120
Cairo|开罗|30.04|31.24|arid|140
Kenya|肯尼亚|180
Nairobi|内罗毕|-1.29|36.82|highland|50
South Africa|南非|120
Cape Town|开普敦|-33.92|18.42|mediterranean|30
Johannesburg|约翰内斯堡|-26.20|28.05|highland|60
Morocco|摩洛哥|0
Casablanca|卡萨布兰卡|33.57|-7.59|mediterranean|55
Nigeria|尼日利亚|60
Lagos|拉各斯|6.52|3.38|tropical|110
Russia|俄罗斯|180
Moscow|莫斯科|55.76|37.62|continental|45
Saint Petersburg|圣彼得堡|59.93|30.34|continental|40
United Kingdom|英国|0
London|伦敦|51.51|-0.13|oceanic|35
Manchester|曼彻斯特|53.48|-2.24|oceanic|30
Edinburgh|爱丁堡|55.95|-3.19|oceanic|22
Ireland|爱尔兰|0
Dublin|都柏林|53.35|-6.26|oceanic|25
France|法国|60
Paris|巴黎|48.86|2.35|oceanic|42
Lyon|里昂|45.76|4.84|oceanic|45
Nice|尼斯|43.70|7.27|mediterranean|35
Germany|德国|60
Berlin|柏林|52.52|13.40|oceanic|35
Munich|慕尼黑|48.14|11.58|oceanic|32
Frankfurt|法兰克福|50.11|8.68|oceanic|36
Hamburg|汉堡|53.55|9.99|oceanic|30
Netherlands|荷兰|60
Amsterdam|阿姆斯特丹|52.37|4.90|oceanic|35
Belgium|比利时|60
Brussels|布鲁塞尔|50.85|4.35|oceanic|38
Switzerland|瑞士|60
Zurich|苏黎世|47.38|8.54|oceanic|28
Geneva|日内瓦|46.20|6.14|oceanic|30
Austria|奥地利|60
Vienna|维也纳|48.21|16.37|oceanic|38
Italy|意大利|60
Rome|罗马|41.90|12.50|mediterranean|45
Milan|米兰|45.46|9.19|oceanic|65
Venice|威尼斯|45.44|12.32|oceanic|50
Florence|佛罗伦萨|43.77|11.26|mediterranean|45
Spain|西班牙|60
Madrid|马德里|40.42|-3.70|mediterranean|42
Barcelona|巴塞罗那|41.39|2.17|mediterranean|45
Seville|塞维利亚|37.39|-5.98|mediterranean|38
Portugal|葡萄牙|0
Lisbon|里斯本|38.72|-9.14|mediterranean|30
Greece|希腊|120
Athens|雅典|37.98|23.73|mediterranean|50
Czechia|捷克|60
Prague|布拉格|50.08|14.44|oceanic|40
Poland|波兰|60
Warsaw|华沙|52.23|21.01|continental|50
Hungary|匈牙利|60
Budapest|布达佩斯|47.50|19.04|continental|45
Denmark|丹麦|60
Copenhagen|哥本哈根|55.68|12.57|oceanic|25
Sweden|瑞典|60
Stockholm|斯德哥尔摩|59.33|18.07|continental|20
Norway|挪威|60
Oslo|奥斯陆|59.91|10.75|continental|22
Finland|芬兰|120
Helsinki|赫尔辛基|60.17|24.94|continental|18
Iceland|冰岛|0
Reykjavik|雷克雅未克|64.15|-21.94|oceanic|15
United States|美国|-300
New York|纽约|40.71|-74.01|monsoon|45
Boston|波士顿|42.36|-71.06|monsoon|35
Washington|华盛顿|38.91|-77.04|subtropical|42
Miami|迈阿密|25.76|-80.19|tropical|35
Atlanta|亚特兰大|33.75|-84.39|subtropical|45
Philadelphia|费城|39.95|-75.17|monsoon|48
Orlando|奥兰多|28.54|-81.38|subtropical|38
United States|美国|-360
Chicago|芝加哥|41.88|-87.63|continental|48
Houston|休斯敦|29.76|-95.37|subtropical|55
Dallas|达拉斯|32.78|-96.80|subtropical|50
New Orleans|新奥尔良|29.95|-90.07|subtropical|42
Minneapolis|明尼阿波利斯|44.98|-93.27|continental|35
United States|美国|-420
Denver|丹佛|39.74|-104.99|arid|45
Phoenix|凤凰城|33.45|-112.07|arid|60
Salt Lake City|盐湖城|40.76|-111.89|arid|50
United States|美国|-480
Los Angeles|洛杉矶|34.05|-118.24|mediterranean|70
San Francisco|旧金山|37.77|-122.42|mediterranean|35
Seattle|西雅图|47.61|-122.33|oceanic|30
San Diego|圣地亚哥（美国）|32.72|-117.16|mediterranean|45
Las Vegas|拉斯维加斯|36.17|-115.14|arid|55
Portland|波特兰|45.52|-122.68|oceanic|30
Mountain View|山景城|37.39|-122.08|mediterranean|35
United States|美国|-600
Honolulu|檀香山|21.31|-157.86|tropical|20
United States|美国|-540
Anchorage|安克雷奇|61.22|-149.90|continental|18
Canada|加拿大|-300
Toronto|多伦多|43.65|-79.38|continental|35
Montreal|蒙特利尔|45.50|-73.57|continental|32
Ottawa|渥太华|45.42|-75.70|continental|28
Canada|加拿大|-480
Vancouver|温哥华|49.28|-123.12|oceanic|25
Canada|加拿大|-420
Calgary|卡尔加里|51.05|-114.07|continental|28
Mexico|墨西哥|-360
Mexico City|墨西哥城|19.43|-99.13|highland|95
Cancún|坎昆|21.16|-86.85|tropical|35
Cuba|古巴|-300
Havana|哈瓦那|23.11|-82.37|tropical|40
Peru|秘鲁|-300
Lima|利马|-12.05|-77.04|arid|75
Colombia|哥伦比亚|-300
Bogotá|波哥大|4.71|-74.07|highland|60
Chile|智利|-240
Santiago|圣地亚哥（智利）|-33.45|-70.67|mediterranean|80
Argentina|阿根廷|-180
Buenos Aires|布宜诺斯艾利斯|-34.60|-58.38|subtropical|45
Brazil|巴西|-180
São Paulo|圣保罗|-23.55|-46.63|subtropical|65
Rio de Janeiro|里约热内卢|-22.91|-43.17|tropical|50
Brasília|巴西利亚|-15.79|-47.88|tropical|40
Australia|澳大利亚|600
Sydney|悉尼|-33.87|151.21|subtropical|28
Melbourne|墨尔本|-37.81|144.96|oceanic|25
Brisbane|布里斯班|-27.47|153.03|subtropical|25
Australia|澳大利亚|480
Perth|珀斯|-31.95|115.86|mediterranean|22
New Zealand|新西兰|720
Auckland|奥克兰|-36.85|174.76|oceanic|18
Wellington|惠灵顿|-41.29|174.78|oceanic|15
Queenstown|皇后镇|-45.03|168.66|oceanic|12
"""

#: a new phone's saved cities, per region (English names)
START_CITIES = {"en": ["San Francisco", "New York", "London"], "zh-CN": ["Beijing", "Shanghai", "Guangzhou"]}
EXTRA = {"en": ["Tokyo", "Paris", "Sydney", "Chicago", "Seattle"], "zh-CN": ["Chengdu", "Hangzhou", "Shenzhen", "Xi'an"]}


def slug(name: str) -> str:
    plain = name.lower().translate(str.maketrans("áãåéíóúü", "aaaeiouu"))
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def display(name: str) -> str:
    """"Taizhou (Jiangsu)" is shown as "Taizhou"; the bracket only keeps ids apart."""
    return re.sub(r" \(.*\)$", "", name)


def climate(lat: float, profile: str, rng: random.Random) -> dict[str, Any]:
    adj, amp_f, rng_c, wet, season = PROFILES[profile]
    a = abs(lat)
    mean = min(33 - 0.55 * a + adj, 27.5) if profile != "tropical" else 27.0 - max(0.0, a - 15) * 0.3
    amp = 1.5 if profile == "tropical" else max(2.0, (0.45 * a - 2) * amp_f)
    return {"profile": profile, "t_mean": round(mean + rng.uniform(-0.8, 0.8), 1),
            "t_amp": round(amp + rng.uniform(-0.6, 0.6), 1), "t_range": round(rng_c + rng.uniform(-1, 1), 1),
            "wet": round(min(0.7, max(0.03, wet + rng.uniform(-0.04, 0.04))), 2), "wet_season": season,
            "phase": rng.randrange(1000)}


def _rows(text: str) -> list[list[str]]:
    return [line.split("|") for line in text.strip().splitlines()]


def build_data() -> dict[str, Any]:
    rng = random.Random(SEED)
    cities: list[dict[str, Any]] = []
    prov: list[str] = []
    for row in _rows(CHINA):
        if not row[2].replace(".", "").isdigit():
            prov = row
            continue
        name, zh, lat, lon = row[0], row[1], float(row[2]), float(row[3])
        cities.append({"id": slug(name), "name": display(name), "name_zh": zh, "country": "China",
                       "country_zh": "中国", "province": prov[0], "province_zh": prov[1], "lat": lat, "lon": lon,
                       "offset": 480, "aqi": int(prov[3]) + rng.randint(-12, 12), **climate(lat, prov[2], rng)})
    country: list[str] = []
    for row in _rows(WORLD):
        if len(row) == 3:
            country = row
            continue
        name, zh, lat, lon, profile, aqi = row[0], row[1], float(row[2]), float(row[3]), row[4], int(row[5])
        cities.append({"id": slug(name), "name": name, "name_zh": zh, "country": country[0],
                       "country_zh": country[1], "province": "", "province_zh": "", "lat": lat, "lon": lon,
                       "offset": int(country[2]), "aqi": aqi + rng.randint(-6, 6), **climate(lat, profile, rng)})
    ids = [c["id"] for c in cities]
    assert len(set(ids)) == len(ids), "city ids are unique"
    start = {r: [slug(n) for n in names] + [slug(rng.choice(EXTRA[r]))] for r, names in sorted(START_CITIES.items())}
    return {"seed": SEED, "cities": cities, "start_cities": start}


def build() -> bytes:
    """The file's bytes: one city per line, so a diff of the data reads well."""
    data = build_data()
    lines = ["{", '  "cities": [']
    rows = [json.dumps(c, ensure_ascii=False, sort_keys=True) for c in data["cities"]]
    lines += ["    " + r + ("," if i < len(rows) - 1 else "") for i, r in enumerate(rows)]
    lines += ["  ],", f'  "seed": {data["seed"]},',
              '  "start_cities": ' + json.dumps(data["start_cities"], ensure_ascii=False, sort_keys=True), "}", ""]
    return "\n".join(lines).encode("utf-8")


def main() -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(build())
    print(f"wrote {OUT} ({len(build_data()['cities'])} cities)")


if __name__ == "__main__":
    main()
