"""The en word lists of Messenger's world (read by ``scripts/gen_messenger_data.py``; the zh-CN ones
are in ``scripts/messenger_zh.py``).

Contacts' names, places, signatures and tags; the subjects drawn pictures show and their hues; the
dialogue pools of direct and group chats and of moments. Scripts are (speaker, text) lines: direct
0 = them, 1 = me; groups 0..3 = members, -1 = me; ``[image:<subject>|...]`` / ``[location]`` /
``[transfer]`` / ``[red_envelope]`` are attachments; ``{day}`` ``{food}`` ``{place}`` ``{time}``
``{movie}`` ``{thing}`` are filled in.
"""

from __future__ import annotations

FIRST = ["Olivia", "Liam", "Emma", "Noah", "Ava", "Elijah", "Sophia", "James", "Isabella", "Lucas", "Mia",
         "Mateo", "Amelia", "Ethan", "Harper", "Aiden", "Evelyn", "Leo", "Chloe", "Daniel", "Grace", "Henry",
         "Nora", "Samuel", "Zoe", "Wei", "Priya", "Hiro", "Fatima", "Carlos", "Anya", "Kwame", "Lena", "Omar",
         "Yuki", "Ingrid", "Rafael", "Mei", "Tomas", "Aisha", "Jonas", "Sofia", "Arjun", "Hana", "Diego",
         "Elena", "Maya", "Felix", "Ines", "Kenji", "Talia", "Greta", "Ruth", "Oscar", "Clara", "Viktor",
         "Leila", "Marco", "Nadia", "Paulo", "Rosa", "Sanjay", "Tara", "Umar", "Vera", "Xavier", "Yara"]
LAST = ["Smith", "Johnson", "Brown", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Lee", "Walker",
        "Hall", "Young", "King", "Wright", "Lopez", "Hill", "Scott", "Green", "Adams", "Baker", "Chen", "Patel",
        "Tanaka", "Khan", "Silva", "Novak", "Mensah", "Fischer", "Haddad", "Sato", "Larsen", "Costa", "Wang",
        "Nguyen", "Kowalski", "Okafor", "Moreau", "Lindqvist", "Brennan", "Castillo", "Petrov", "Quinn",
        "Romano", "Suzuki", "Torres", "Yilmaz", "Zhou", "Ivanova", "Dubois", "Oliveira"]
FAMILY = [("Mom", "F"), ("Dad", "M"), ("Grandma June", "F"), ("Uncle Ray", "M")]
REGIONS = ["San Francisco, US", "Oakland, US", "Berkeley, US", "San Jose, US", "Seattle, US", "Portland, US",
           "Los Angeles, US", "New York, US", "Austin, US", "Chicago, US", "Boston, US", "Vancouver, CA",
           "Toronto, CA", "London, UK", "Berlin, DE", "Lisbon, PT", "Tokyo, JP", "Singapore, SG",
           "Sydney, AU", "Mexico City, MX"]
SIGNATURES = ["Coffee first, then the world.", "Out hiking, back Monday.", "Less scrolling, more living.",
              "Living one espresso at a time.", "Be kind.", "Currently reading: too many books.",
              "Ask me about my sourdough.", "Dog person.", "Cat person.", "Trying to run a marathon this year.",
              "Work hard, nap harder.", "Plant parent of 23.", "Chasing sunsets.", "Amateur photographer.",
              "Ceramics on weekends.", "Building things that matter.", "Don't forget to drink water.",
              "Say yes more often.", "Slow travel is the best travel.", "Music is my therapy.",
              "Learning Japanese, one kanji a day.", "Weekend chef.", "", "", "", "", ""]
TAGS = ["Family", "Colleagues", "College", "Gym", "Neighbors", "Book club", "Hiking"]
SOURCES = ["Added by searching phone number", "Added by searching ID", "Added from a group chat",
           "Added by scanning QR code", "Added from contact card"]
PLACES = [
    ("Blue Bottle Coffee", "66 Mint St, San Francisco"), ("Ferry Building Marketplace", "1 Ferry Building, San Francisco"),
    ("Golden Gate Park", "501 Stanyan St, San Francisco"), ("Tartine Bakery", "600 Guerrero St, San Francisco"),
    ("Dolores Park", "19th & Dolores St, San Francisco"), ("Oakland Museum", "1000 Oak St, Oakland"),
    ("Lake Merritt Boathouse", "568 Bellevue Ave, Oakland"), ("Berkeley Rose Garden", "1200 Euclid Ave, Berkeley"),
    ("Central Library", "100 Larkin St, San Francisco"), ("Union Square", "333 Post St, San Francisco"),
    ("Mission Cliffs Gym", "2295 Harrison St, San Francisco"), ("Pier 39", "Beach St & The Embarcadero, San Francisco"),
    ("Twin Peaks Lookout", "501 Twin Peaks Blvd, San Francisco"), ("Chez Panisse", "1517 Shattuck Ave, Berkeley"),
    ("SFO Terminal 2", "San Francisco International Airport"), ("Caltrain 4th & King", "700 4th St, San Francisco"),
    ("Stanford Shopping Center", "660 Stanford Shopping Ctr, Palo Alto"), ("Muir Woods", "1 Muir Woods Rd, Mill Valley"),
    ("Alamo Square", "Steiner St & Hayes St, San Francisco"), ("The Independent", "628 Divisadero St, San Francisco"),
    ("Crissy Field", "1199 E Beach, San Francisco"), ("Japantown Peace Plaza", "1610 Geary Blvd, San Francisco"),
    ("Noe Valley Farmers Market", "3861 24th St, San Francisco"), ("Marin Headlands", "Conzelman Rd, Sausalito"),
]
SUBJECTS = ["beach", "cat", "city", "food", "friends", "mountain", "sunset"]
#: the hues a drawn picture of a subject takes (start, span): a sea is blue, a sunset orange, a mountain green
SUBJECT_HUES = {"beach": (180, 30), "cat": (20, 25), "city": (205, 45), "food": (15, 35), "friends": (0, 360),
                "mountain": (95, 50), "sunset": (5, 30)}
GROUPS = [
    ("Family", 6), ("Design Team", 9), ("Weekend Hikers", 12), ("Book Club", 8), ("College Roommates", 5),
    ("Apartment 4B Neighbors", 10), ("Soccer Sundays", 16), ("Project Atlas", 7), ("Foodies of the Bay", 22),
    ("Parents of Class 3", 18), ("Marathon Training", 11), ("Board Game Night", 6), ("Photo Walks", 14),
    ("Founders Circle", 9), ("Cousins", 7),
]
MY_NAME = "Alex Morgan"
MY_ID = "alexmorgan_88"

FOODS = ["ramen", "tacos", "dim sum", "pizza", "pho", "sushi", "dumplings", "bibimbap", "curry", "falafel"]
MOVIES = ["the new sci-fi movie", "that documentary about octopuses", "the heist film", "the anime film",
          "the Oscar winner", "the horror remake"]
DAYS = ["Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"]
TIMES = ["6:30", "7:00", "7:30", "8:00", "12:30", "1:00", "10:00", "11:30"]
THINGS = ["charger", "umbrella", "book", "jacket", "headphones", "keys", "water bottle", "tupperware"]

# two-party dialogue scripts: (speaker, text) with speaker 0 = them, 1 = me
DIRECT_SCRIPTS: list[list[tuple[int, str]]] = [
    [(0, "Hey! Are you free on {day}?"), (1, "I think so, what's up?"), (0, "Want to grab {food}?"),
     (1, "Yes please, I've been craving {food} all week"), (0, "Great, {place} at {time}?"), (1, "Perfect, see you there")],
    [(1, "Did you get home okay?"), (0, "Yes, thanks for the ride!"), (1, "Anytime"), (0, "Tonight was fun, we should do it again")],
    [(0, "Have you seen {movie}?"), (1, "Not yet, is it good?"), (0, "So good. No spoilers but the ending!"),
     (1, "Okay now I have to watch it this weekend"), (0, "Tell me what you think")],
    [(0, "I think I left my {thing} at your place"), (1, "Yes it's here, I'll bring it on {day}"), (0, "Lifesaver, thank you")],
    [(1, "Happy birthday!! Hope you have an amazing day"), (0, "Thank you so much!"), (0, "Drinks on {day}, you're coming right?"),
     (1, "Wouldn't miss it")],
    [(0, "Running 10 minutes late, sorry"), (1, "No worries, I'll grab a table"), (0, "Order me a coffee?"), (1, "Already done")],
    [(0, "Can you send me the photos from last weekend?"), (1, "Sure, give me a sec"), (1, "[image:friends|beach]"),
     (1, "[image:friends|mountain]"),
     (0, "These are great, thanks!")],
    [(1, "Where are you?"), (0, "[location]"), (1, "Be there in 5"), (0, "Ok")],
    [(0, "How was the trip?"), (1, "Amazing, the weather was perfect"), (0, "Jealous! Any recommendations?"),
     (1, "Go to the night market, the {food} was unreal"), (0, "Adding it to the list")],
    [(0, "Do you still have the notes from the meeting?"), (1, "Yes, I'll email them tonight"), (0, "Thanks, no rush")],
    [(1, "Lunch tomorrow?"), (0, "Can't tomorrow, how about {day}?"), (1, "{day} works"), (0, "Let's do {time}")],
    [(0, "Congrats on the new job!!"), (1, "Thank you! Still can't believe it"), (0, "You totally deserve it"),
     (0, "We need to celebrate"), (1, "Dinner on me next week")],
    [(0, "Did you watch the game last night?"), (1, "Only the second half"), (0, "That last goal was unreal"),
     (1, "I screamed so loud my neighbor knocked")],
    [(1, "Thanks for dinner, I'll send you my half"), (1, "[transfer]"), (0, "You didn't have to! Thanks")],
    [(0, "Are you going to the concert on {day}?"), (1, "I wish, tickets sold out"), (0, "I might have an extra one"),
     (1, "Seriously?? Yes!"), (0, "I'll let you know tomorrow")],
    [(0, "Quick question, what's the wifi password at the office?"), (1, "It's on the whiteboard by the kitchen"),
     (0, "Found it, thanks")],
    [(1, "Good morning! Still on for the run?"), (0, "Yes, meet at {place}"), (1, "7 sharp"), (0, "Bring water, it's warm today")],
    [(0, "Can I borrow your {thing} this weekend?"), (1, "Of course"), (0, "You're the best")],
    [(0, "Look what I made"), (0, "[image:food]"), (1, "Wow that looks delicious"), (0, "Recipe coming your way"),
     (1, "Please!")],
    [(1, "Call me when you can"), (0, "In a meeting, call you at {time}"), (1, "Sounds good")],
    [(0, "Happy new year!"), (1, "Happy new year! Wishing you all the best"), (0, "Let's catch up soon")],
    [(0, "The package arrived, thank you so much"), (1, "Glad it made it in one piece"), (0, "The kids love it")],
    [(1, "Are we still on for {day}?"), (0, "Yes! {time} at {place}"), (1, "Great, see you then")],
    [(0, "I'm at {place}, where are you?"), (1, "Parking now"), (0, "I'm by the entrance")],
    [(0, "Did you finish the book?"), (1, "Two chapters left"), (0, "Don't read the last page first"), (1, "I would never")],
    [(0, "Can you pick up milk on your way?"), (1, "Sure, anything else?"), (0, "Bread and eggs please"), (1, "Got it")],
    [(1, "How's your mom doing?"), (0, "Much better, she's home now"), (1, "So glad to hear that"), (0, "Thanks for asking")],
    [(0, "Free for a quick call?"), (1, "Give me 10 minutes"), (0, "Ok")],
    [(0, "Sending you the address"), (0, "[location]"), (1, "Thanks, see you at {time}")],
    [(1, "Thank you for the gift, it's beautiful"), (0, "I'm glad you like it!"), (1, "It's already on my desk")],
]

# multi-party group scripts: speaker 0..3 = members in order, -1 = me
GROUP_SCRIPTS: list[list[tuple[int, str]]] = [
    [(0, "Who's in for {day}?"), (1, "Me!"), (2, "Count me in"), (-1, "I'm in too"), (0, "Great, {place} at {time}")],
    [(0, "Reminder: meeting moved to {time}"), (1, "Thanks for the heads up"), (2, "Got it")],
    [(1, "[image:city|mountain|beach]"), (2, "Beautiful shot"), (0, "Where is that?"), (1, "{place}, this morning")],
    [(0, "Does anyone have a spare {thing}?"), (-1, "I do, I'll bring it"), (0, "Thank you!")],
    [(2, "Happy Friday everyone"), (0, "Finally"), (3, "Weekend plans?"), (1, "Sleeping"), (-1, "Same")],
    [(0, "[red_envelope]"), (1, "Thank you boss!"), (2, "Thanks!"), (-1, "Thanks, that's kind")],
    [(1, "Can we push to next week?"), (0, "Fine by me"), (-1, "Works for me"), (2, "Ok")],
    [(0, "Photos from last time"), (0, "[image:friends]"), (0, "[image:friends]"), (3, "Love these"),
     (2, "Ha, look at my face")],
    [(3, "Anyone tried the new {food} place?"), (1, "Yes, it's worth it"), (2, "The line is crazy though"),
     (3, "Let's go on {day} early")],
    [(0, "Here's where we're meeting"), (0, "[location]"), (1, "See you there"), (-1, "On my way")],
    [(2, "Did everyone see the announcement?"), (1, "Just read it"), (0, "Questions welcome here")],
    [(-1, "I'll be 10 minutes late, start without me"), (0, "No problem"), (1, "We saved you a seat")],
    [(1, "Who's bringing snacks?"), (3, "I'll bring chips"), (2, "I'll bring {food}"), (-1, "I'll bring drinks")],
    [(0, "Great work this week team"), (2, "Thanks for organising"), (1, "Same time next week?"), (0, "Yes")],
    [(3, "Lost my {thing} at {place}, did anyone see it?"), (1, "I think Sam picked it up"), (3, "Phew, thanks")],
]

#: spare scripts: drawn only by a thread's own RNG, in place of a session that repeats one of the thread
SPARE_SCRIPTS: dict[str, list[list[tuple[int, str]]]] = {
    "friend": [
        [(0, "Did you see the photos I sent?"), (1, "Not yet, will look tonight"), (0, "No rush")],
        [(1, "Want to go for a hike on {day}?"), (0, "Sure, which trail?"), (1, "Something easy near {place}"),
         (0, "Perfect")],
        [(0, "[image:cat]"), (0, "Guess who learned to open doors"), (1, "Oh no, smart kitty"), (0, "Send help")],
        [(0, "Are you around this weekend?"), (1, "Saturday yes, Sunday no"), (0, "Coffee on Saturday then?"),
         (1, "Deal")],
        [(1, "[image:sunset]"), (1, "The sky right now"), (0, "Wow, where are you?"), (1, "On the roof")],
        [(0, "Thanks for feeding the fish"), (1, "They were easy guests"), (0, "I owe you one")],
    ],
    "any": [
        [(0, "Anyone up for a walk on {day}?"), (2, "If the weather holds"), (-1, "Count me in for the walk")],
        [(1, "[image:mountain]"), (1, "View from the top last weekend"), (3, "Stunning"), (0, "Next time I'm coming")],
        [(2, "Who has the charger for the projector?"), (0, "It's in the cabinet"), (2, "Found it")],
        [(3, "Happy birthday to our organiser!"), (1, "Happy birthday!!"), (2, "Have a great one"),
         (-1, "Cheers to you")],
        [(0, "New date for the dinner: {day} at {time}"), (1, "Fine with me"), (-1, "See you all then")],
        [(2, "[image:friends]"), (2, "Group photo from the picnic"), (0, "Great one of everyone"), (1, "Frame it!")],
    ],
}

MOMENT_TEXTS = [
    "Sunday morning at {place}", "Best {food} in town, no contest", "New personal record today!",
    "Finally finished this puzzle", "Weekend vibes", "Can't believe it's already March",
    "Look who came to visit", "Golden hour never disappoints", "Home-made {food} night",
    "Trying something new this year", "Grateful for good friends", "Back to the city after a long trip",
    "Rainy day, good book", "The view from {place} today", "Spring is coming", "First hike of the season",
    "Coffee and code", "Garden update: tomatoes are finally growing", "Surprise party success",
    "Lazy Saturday", "Road trip day 3", "This little one turned two today", "Farmers market haul",
    "Sunset run", "Concert last night was incredible", "Studio day", "New haircut, who dis",
    "Exploring {place}", "Family dinner", "Throwback to last summer", "Work trip, but make it scenic",
    "Learning to bake bread, attempt #4", "Beach day!", "Cozy night in", "Out with the team",
    "Met the cutest cat today", "Rooftop views", "Museum day", "Picnic at {place}", "", "",
]
#: moment text -> the subjects its pictures show (a text missing here: a post without pictures); "" (a
#: picture-only post): any subject
MOMENT_SUBJECTS: dict[str, tuple[str, ...]] = {
    "Sunday morning at {place}": ("city", "friends"), "Best {food} in town, no contest": ("food",),
    "Weekend vibes": ("friends", "beach", "city", "sunset"), "Look who came to visit": ("cat", "friends"),
    "Golden hour never disappoints": ("sunset",), "Home-made {food} night": ("food",),
    "Grateful for good friends": ("friends",), "Back to the city after a long trip": ("city",),
    "The view from {place} today": ("city",), "First hike of the season": ("mountain",),
    "Surprise party success": ("friends", "food"), "Lazy Saturday": ("cat", "food"),
    "Road trip day 3": ("mountain", "city", "beach"), "This little one turned two today": ("friends", "food"),
    "Farmers market haul": ("food",), "Sunset run": ("sunset",), "Concert last night was incredible": ("friends",),
    "Exploring {place}": ("city",), "Family dinner": ("food", "friends"), "Throwback to last summer": ("beach",),
    "Work trip, but make it scenic": ("city", "mountain", "sunset"), "Learning to bake bread, attempt #4": ("food",),
    "Beach day!": ("beach",), "Cozy night in": ("food", "cat"), "Out with the team": ("friends",),
    "Met the cutest cat today": ("cat",), "Rooftop views": ("city", "sunset"), "Picnic at {place}": ("food", "friends"),
    "": tuple(SUBJECTS),
}
COMMENTS = ["Love this!", "So jealous", "Looks amazing", "Where is this?", "Miss you!", "Congrats!!",
            "Beautiful", "Take me with you next time", "Wow", "Haha love it", "Yum", "So cute",
            "Great shot", "Have fun!", "Need the recipe", "We should go together", "Happy birthday!",
            "That view!", "Proud of you", "Save some for me", "Can't wait to see you", "Enjoy!"]
REQUEST_MESSAGES = ["Hi, we met at the design meetup", "Hi! I'm a friend of Mia's", "Hello, from the hiking group",
                    "Hi, I'm your new neighbor in 4C", "We talked at the conference last week",
                    "Hi, I got your ID from the book club list"]
GREETINGS = ["Best wishes!", "Happy new year!", "Thanks everyone!", "Lunch is on me", "Good luck!"]
