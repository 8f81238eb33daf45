"""The world content of a new phone's ``/sdcard`` per region (used by ``gen_files.py``).

Each entry is ``(path under /sdcard, content)``: ``str`` for a text file, ``list[str]`` for a PDF's
pages, ``int`` for a binary file's size in KB. Folders, photos, music and video are made in
``gen_files.py``. Days are days before the phone's boot (2026-03-14).
"""

from __future__ import annotations

Doc = tuple[str, str | list[str] | int, int]  # path, content, days before boot

EN_DOCS: list[Doc] = [
    ("Documents/Work/meeting_notes_2026-03-10.md",
     "# Weekly sync — 2026-03-10\n\nAttendees: Sophia, Daniel, Priya, me\n\n## Decisions\n- Beta launch moves to March 24\n"
     "- Priya owns the release checklist\n\n## Action items\n- Daniel: fix the login timeout bug by Friday\n"
     "- Me: send the budget update to finance\n- Sophia: book the demo room (B-204)\n", 4),
    ("Documents/Work/project_plan.md",
     "# Project Atlas plan\n\n1. Research (Jan) — done\n2. Prototype (Feb) — done\n3. Beta (Mar 24)\n"
     "4. Launch (May 5)\n\nBudget: $48,000\nOwner: Priya Patel\n", 30),
    ("Documents/Work/standup_2026-03-12.md",
     "Standup 2026-03-12\n- Yesterday: reviewed the design mocks\n- Today: write the API docs\n- Blocked: waiting on the test server\n", 2),
    ("Documents/School/essay_draft.txt",
     "Why cities need more trees\n\nTrees cool streets by up to 4 degrees in summer, clean the air and make people "
     "walk more. This essay argues that every new street should plant one tree every 10 metres.\n", 20),
    ("Documents/School/reading_list.md",
     "# Reading list (spring term)\n- The Great Gatsby\n- Sapiens\n- A Brief History of Time\n- Educated\n", 45),
    ("Documents/School/lecture_notes_biology.md",
     "# Biology — Cells\n- Mitochondria make energy (ATP)\n- The nucleus holds the DNA\n- Plant cells have a cell wall\n"
     "Exam: April 2, room 112\n", 12),
    ("Documents/packing_list.txt",
     "Packing list — Denver trip\n- passport\n- charger\n- 3 shirts\n- hiking boots\n- sunscreen\n- rain jacket\n", 25),
    ("Documents/recipe_pancakes.txt",
     "Fluffy pancakes (serves 4)\n1 1/2 cups flour\n2 tbsp sugar\n2 tsp baking powder\n1 1/4 cups milk\n1 egg\n"
     "3 tbsp melted butter\nMix, rest 5 minutes, cook 2 minutes a side.\n", 90),
    ("Documents/address.txt",
     "Grandma Rose\n742 Maple Avenue\nSpringfield, IL 62704\nPhone: (555) 014-2231\n", 200),
    ("Documents/wifi_codes.txt",
     "Home: HomeNet / sunflower2024\nOffice guest: Atlas-Guest / welcome88\nCabin: LakeHouse / pinecone7\n", 60),
    ("Documents/todo.txt", "- renew car insurance (due Mar 31)\n- dentist Tue 3pm\n- call Mom on Sunday\n", 3),
    ("Documents/gift_ideas.txt", "Gift ideas\nMom: a silk scarf\nDad: a coffee grinder\nEmma: a sketchbook\n", 70),
    ("Documents/car_maintenance.txt",
     "Car maintenance log\n2025-06-02 oil change, 32,150 miles, $64.99\n2025-11-18 new tires, 36,900 miles, $512.00\n", 110),
    ("Download/router_setup.txt",
     "Router quick setup\n1. Plug in the power and the internet cable.\n2. Join the network AX3000-5G.\n"
     "3. Open 192.168.0.1 and log in with admin / admin.\n4. Change the password.\n", 150),
    ("Download/readme.txt", "Thanks for downloading PhotoFrame 2.1.\nSupport: help@photoframe.example\n", 95),
    ("Download/invoice_INV-2026-0212.pdf",
     ["INVOICE INV-2026-0212\nBright Web Hosting LLC\nBill to: Alex Morgan\nDate: 2026-02-12\n\n"
      "Business hosting (12 months)   $143.88\nDomain renewal                 $18.00\nSSL certificate                $29.00\n\n"
      "TOTAL DUE: $190.88\nDue by 2026-03-12"], 30),
    ("Download/boarding_pass_UA1187.pdf",
     ["BOARDING PASS\nPassenger: MORGAN/ALEX\nFlight: UA 1187\nFrom: San Francisco (SFO)\nTo: Denver (DEN)\n"
      "Date: 2026-03-20\nBoarding: 07:25  Gate: B12\nSeat: 14C  Group 3"], 2),
    ("Documents/lease_agreement.pdf",
     ["RESIDENTIAL LEASE AGREEMENT\nLandlord: Oakwood Properties\nTenant: Alex Morgan\nPremises: 1550 Pine Street, Apt 4B",
      "Term: 12 months from 2025-09-01 to 2026-08-31.\nRent: $2,150 per month, due on the 1st.",
      "Security deposit: $2,150.\nPets: one cat allowed.\nUtilities: tenant pays electricity and internet.",
      "Signed: Alex Morgan, Oakwood Properties — 2025-08-20"], 205),
    ("Download/coffee_maker_manual.pdf",
     ["BrewMaster 300 — User manual", "1. Fill the tank with cold water up to MAX.\n2. Add 1 scoop of coffee per cup.",
      "Cleaning: run a vinegar cycle every month.\nDescale when the orange light blinks.",
      "Warranty: 2 years. Support line: 1-800-555-0199."], 120),
    ("Documents/School/paper_abstract.pdf",
     ["Urban Trees and Summer Heat\nAbstract. We measured street temperatures in 40 neighbourhoods. Streets with "
      "more than 30% canopy were 3.8 °C cooler at 3 pm. Planting trees is a cheap way to make cities cooler.",
      "1. Introduction\nHeat waves are getting longer..."], 40),
    ("Download/bank_statement_2026-02.pdf",
     ["Sunrise Bank — Statement February 2026\nAccount ****6630\nOpening balance: $3,204.17",
      "Deposits: $4,800.00\nWithdrawals: $3,911.42\nClosing balance: $4,092.75"], 12),
    ("Documents/Work/quarterly_report.pdf",
     ["Q4 2025 report\nRevenue: $1.24M (+12%)\nNew customers: 318", "Goals for Q1: launch Atlas beta, hire 2 engineers",
      "Appendix: customer survey results"], 60),
    ("Download/concert_tickets.pdf",
     ["E-TICKET\nThe Midnight Owls — Live\nRiverside Arena\n2026-04-18 20:00\nSection 2, Row F, Seats 11-12\n2 x $68.00"], 18),
    ("Documents/Work/proposal.docx", 84, 15),
    ("Documents/budget_2026.xlsx", 36, 50),
    ("Documents/Work/roadmap.pptx", 2150, 28),
    ("Download/photos_backup.zip", 48200, 140),
    ("Download/PhotoFrame-2.1.apk", 18400, 95),
    ("Download/resume_template.docx", 42, 180),
]

ZH_DOCS: list[Doc] = [
    ("Documents/工作/会议纪要_2026-03-10.md",
     "# 周例会 2026-03-10\n\n参会：王芳、李强、陈静、我\n\n## 决定\n- 测试版发布推迟到3月24日\n- 陈静负责发布清单\n\n"
     "## 待办\n- 李强：周五前修复登录超时问题\n- 我：把预算更新发给财务\n- 王芳：预订演示会议室（B-204）\n", 4),
    ("Documents/工作/项目计划.md",
     "# 星图项目计划\n\n1. 调研（1月）已完成\n2. 原型（2月）已完成\n3. 测试版（3月24日）\n4. 正式发布（5月5日）\n\n"
     "预算：¥320,000\n负责人：陈静\n", 30),
    ("Documents/工作/站会_2026-03-12.md", "站会 2026-03-12\n- 昨天：审阅设计稿\n- 今天：写接口文档\n- 阻塞：等待测试服务器\n", 2),
    ("Documents/学习/作文草稿.txt",
     "城市为什么需要更多的树\n\n夏天，树能让街道降温4度，还能净化空气，让人们更愿意步行。本文建议每条新街道每隔10米种一棵树。\n", 20),
    ("Documents/学习/阅读书单.md", "# 春季书单\n- 《红楼梦》\n- 《活着》\n- 《人类简史》\n- 《三体》\n", 45),
    ("Documents/学习/生物课笔记.md",
     "# 生物：细胞\n- 线粒体产生能量（ATP）\n- 细胞核储存DNA\n- 植物细胞有细胞壁\n考试：4月2日，112教室\n", 12),
    ("Documents/行李清单.txt", "成都出差行李清单\n- 身份证\n- 充电器\n- 三件衬衫\n- 登山鞋\n- 防晒霜\n- 雨衣\n", 25),
    ("Documents/番茄炒蛋做法.txt",
     "番茄炒蛋（2人份）\n番茄2个\n鸡蛋3个\n白糖1小勺\n盐适量\n葱花少许\n先炒鸡蛋盛出，再炒番茄出汁，倒回鸡蛋翻炒1分钟。\n", 90),
    ("Documents/地址.txt", "外婆\n杭州市西湖区文三路188号3单元502室\n邮编：310012\n电话：13857124406\n", 200),
    ("Documents/WiFi密码.txt", "家里：HomeNet / sunflower2024\n公司访客：Xingtu-Guest / welcome88\n老家：Jia-5G / 20180808\n", 60),
    ("Documents/待办.txt", "- 3月31日前续交车险\n- 周二下午3点看牙医\n- 周日给妈妈打电话\n", 3),
    ("Documents/礼物清单.txt", "礼物清单\n妈妈：丝巾\n爸爸：咖啡磨豆机\n妹妹：素描本\n", 70),
    ("Documents/保养记录.txt", "汽车保养记录\n2025-06-02 更换机油，里程32150公里，¥468\n2025-11-18 更换轮胎，里程36900公里，¥3200\n", 110),
    ("Download/路由器设置说明.txt",
     "路由器快速设置\n1. 接通电源和网线。\n2. 连接网络 AX3000-5G。\n3. 打开 192.168.0.1，用 admin / admin 登录。\n4. 修改密码。\n", 150),
    ("Download/说明.txt", "感谢下载相册精灵 2.1。\n客服邮箱：help@photoframe.example\n", 95),
    ("Download/发票_INV-2026-0212.pdf",
     ["电子发票 INV-2026-0212\n销售方：云端网络科技有限公司\n购买方：张伟\n开票日期：2026-02-12\n\n"
      "企业主机服务（12个月）  ¥998.00\n域名续费  ¥120.00\nSSL证书  ¥199.00\n\n价税合计：¥1317.00"], 30),
    ("Download/登机牌_CA1518.pdf",
     ["登机牌\n旅客：张伟\n航班：CA1518\n出发：北京首都（PEK）\n到达：上海虹桥（SHA）\n日期：2026-03-20\n"
      "登机时间：07:25  登机口：B12\n座位：14C"], 2),
    ("Documents/租房合同.pdf",
     ["房屋租赁合同\n出租方：橡树物业\n承租方：张伟\n房屋地址：北京市朝阳区望京西路15号4单元402",
      "租期：自2025年9月1日至2026年8月31日，共12个月。\n租金：每月¥6500，每月1日前支付。",
      "押金：¥6500。\n可养一只猫。\n水电网费用由承租方承担。", "签字：张伟、橡树物业  2025年8月20日"], 205),
    ("Download/咖啡机说明书.pdf",
     ["醇享300咖啡机 使用说明书", "1. 向水箱加冷水至MAX刻度。\n2. 每杯加一勺咖啡粉。",
      "清洁：每月用白醋清洗一次。\n橙色灯闪烁时请除垢。", "保修两年。客服电话：400-820-0199。"], 120),
    ("Documents/学习/论文摘要.pdf",
     ["城市树木与夏季高温\n摘要：我们测量了40个街区的街道温度。树冠覆盖率超过30%的街道在下午3点平均低3.8°C。"
      "种树是让城市降温的低成本办法。", "1. 引言\n热浪持续的时间越来越长……"], 40),
    ("Download/银行对账单_2026-02.pdf",
     ["朝阳银行 2026年2月对账单\n账户 ****6630\n期初余额：¥21,204.17", "存入：¥18,800.00\n支出：¥15,911.42\n期末余额：¥24,092.75"], 12),
    ("Documents/工作/季度报告.pdf",
     ["2025年第四季度报告\n营收：¥860万（+12%）\n新客户：318家", "第一季度目标：发布星图测试版，招聘2名工程师", "附录：客户调研结果"], 60),
    ("Download/演出电子票.pdf",
     ["电子门票\n午夜猫头鹰乐队 演唱会\n江滨体育馆\n2026-04-18 20:00\n2区F排11-12座\n2 × ¥480.00"], 18),
    ("Documents/工作/方案.docx", 84, 15),
    ("Documents/2026预算.xlsx", 36, 50),
    ("Documents/工作/路线图.pptx", 2150, 28),
    ("Download/相册备份.zip", 48200, 140),
    ("Download/相册精灵-2.1.apk", 18400, 95),
    ("Download/简历模板.docx", 42, 180),
]

#: Music/<artist> - <title>.mp3, duration in seconds
EN_MUSIC = [("Luna Ray - Northern Lights", 214), ("The Midnight Owls - City Rain", 187), ("Maya Stone - Paper Boats", 243),
            ("Blue Harbor - Morning Drive", 201), ("Luna Ray - Slow Summer", 229), ("Kai Rivers - Gold", 176),
            ("The Midnight Owls - Neon Street", 205), ("Elena Park - Home Again", 252), ("Kai Rivers - Runaway", 198),
            ("Blue Harbor - Tides", 263)]
ZH_MUSIC = [("林月 - 北极光", 214), ("午夜猫头鹰乐队 - 城市的雨", 187), ("石玛雅 - 纸船", 243), ("蓝港 - 清晨出发", 201),
            ("林月 - 慢慢的夏天", 229), ("江凯 - 金色", 176), ("午夜猫头鹰乐队 - 霓虹街", 205), ("朴小宁 - 回家", 252),
            ("江凯 - 出走", 198), ("蓝港 - 潮汐", 263)]
EN_MOVIES = [("Movies/Emma_birthday.mp4", 1920, 1080, 96, 30), ("Movies/Beach_sunset.mp4", 1920, 1080, 42, 160),
             ("Movies/Puppy_first_walk.mp4", 1080, 1920, 65, 70)]
ZH_MOVIES = [("Movies/妹妹生日.mp4", 1920, 1080, 96, 30), ("Movies/三亚日落.mp4", 1920, 1080, 42, 160),
             ("Movies/小狗第一次散步.mp4", 1080, 1920, 65, 70)]
#: per movie (the same in both regions) the wall time it was filmed at, in minutes after midnight: a
#: birthday in the afternoon, a sunset at sunset (early October), a puppy's walk in daylight
MOVIE_HOURS = ((11 * 60, 20 * 60), (17 * 60 + 50, 18 * 60 + 40), (9 * 60, 16 * 60 + 30))
REC = {"en": ["Recordings/Lecture_biology.m4a", "Recordings/Voice_memo_groceries.m4a"],
       "zh-CN": ["Recordings/生物课录音.m4a", "Recordings/语音备忘_买菜.m4a"]}
REC_SECONDS = (2710, 38)
ALBUMS = {"en": ("Travel", "Pets", "Receipts"), "zh-CN": ("旅行", "宠物", "票据")}
DOC_DIRS = {"en": ("Documents/Work", "Documents/School"), "zh-CN": ("Documents/工作", "Documents/学习")}
#: place names by scene setting (the first is the home city, used for everyday scenes)
PLACES = {
    "en": {"": ["San Francisco", "Oakland", "Berkeley"], "beach": ["Santa Monica Beach", "Half Moon Bay"],
           "park": ["Golden Gate Park", "Dolores Park"], "mountains": ["Yosemite", "Lake Tahoe"],
           "snow": ["Lake Tahoe", "Denver"], "night": ["San Francisco", "Chicago"], "street": ["Chicago", "San Francisco"],
           "harbour": ["Sausalito", "Seattle"], "farm": ["Napa Valley"], "camp": ["Yosemite"], "garden": ["Berkeley"],
           "aquarium": ["Monterey Bay Aquarium"], "picnic": ["Dolores Park"], "parking": ["San Jose"]},
    "zh-CN": {"": ["北京", "北京市朝阳区", "北京市海淀区"], "beach": ["三亚", "青岛"], "park": ["朝阳公园", "颐和园"],
              "mountains": ["黄山", "张家界"], "snow": ["哈尔滨", "长白山"], "night": ["上海", "重庆"],
              "street": ["上海", "成都"], "harbour": ["厦门", "青岛"], "farm": ["昆明"], "camp": ["张家界"],
              "garden": ["杭州植物园"], "aquarium": ["上海海洋水族馆"], "picnic": ["奥林匹克森林公园"], "parking": ["北京"]},
}
