import type { Insight } from "./types";

export const driverInsights: Insight[] = [
  {
    slug: "airport-parking-compared",
    title: "Airport parking compared: terminal car parks, park and ride, and private driveways",
    description:
      "What you pay for at each kind of airport parking, how far you walk, and how to choose for a week away without overpaying.",
    category: "drivers",
    published: "2026-06-02",
    body: [
      {
        kind: "paragraph",
        text: "Airport parking comes in three kinds, and the price gap between them is widest in the school holidays. Knowing what each one gives you makes the choice quick.",
      },
      { kind: "heading", text: "Short-stay and multi-storey car parks at the terminal" },
      {
        kind: "paragraph",
        text: "These are the closest: a few minutes' walk to departures. They are priced for drop-offs and business trips, so a week often costs several times what the other options do. They make sense for a one-night trip, or when you travel with small children and a lot of luggage.",
      },
      { kind: "heading", text: "Long-stay and park-and-ride car parks" },
      {
        kind: "paragraph",
        text: "Further out, with a shuttle bus to the terminal. Allow 20 to 40 minutes from parking to check-in, more at peak times when buses fill up. Prices are lower if you book ahead, and rise as the car park fills.",
      },
      { kind: "heading", text: "Private driveways and hotel car parks near the airport" },
      {
        kind: "paragraph",
        text: "Homeowners and businesses within a few miles of most UK airports rent their spaces by the day. The owner sets the price, which does not change with demand on the day, and each space's page shows the distance to the terminal and how owners suggest you get there: a walk, a local bus or a taxi.",
      },
      { kind: "heading", text: "How to choose" },
      {
        kind: "list",
        items: [
          "Add up the whole trip: parking, the transfer and your time. A cheap space an expensive taxi ride away is not cheap.",
          "Check the access hours. Some driveways are open at all hours; others ask you to arrive between set times, which matters for a 6 am flight.",
          "Book until a few hours after your return flight lands, so a delay does not mean an overstay.",
          "Look for free cancellation: on Parkway, bookings cancelled more than 24 hours before they start are refunded in full.",
        ],
      },
      {
        kind: "paragraph",
        text: "You can compare all three kinds for your dates on one page: [search airport parking](/search?rental=airport) or start from the [airport list](/all-locations/airport-parking).",
      },
    ],
  },
  {
    slug: "monthly-parking-for-commuters",
    title: "Monthly parking for commuters: is a rolling subscription cheaper than a season ticket?",
    description:
      "How monthly parking plans work, when weekday-only plans save money, and what to check before you commit to a space near work or the station.",
    category: "drivers",
    published: "2026-01-13",
    body: [
      {
        kind: "paragraph",
        text: "If you drive to the same place most working days, paying by the day adds up quickly. A monthly space gives you the same spot every day for one price, and on Parkway it rolls on from month to month until you cancel.",
      },
      { kind: "heading", text: "How a rolling monthly booking works" },
      {
        kind: "list",
        items: [
          "You choose a plan: every day, Monday to Friday, or any three days a week.",
          "The first month is paid when you book, with a one-off arrangement fee and, for some spaces, a refundable deposit.",
          "Each later month is charged automatically on the same date. Cancel before the next renewal and nothing more is taken.",
        ],
      },
      { kind: "heading", text: "When weekday plans pay off" },
      {
        kind: "paragraph",
        text: "A Monday to Friday plan costs less than an every-day plan for the same space, because the owner can let the space at weekends. If you work in the office three days a week, the any-three-days plan is usually cheaper again.",
      },
      { kind: "heading", text: "Comparing with a station season ticket" },
      {
        kind: "paragraph",
        text: "Station car park season tickets are often sold for a quarter or a year, paid up front, and do not guarantee a space when the car park is full. A monthly private space is yours on every day of your plan, and you are never more than a month committed. The space's page shows the annual saving of a longer plan where the owner offers one.",
      },
      { kind: "heading", text: "Before you book" },
      {
        kind: "list",
        items: [
          "Walk the route once: ten minutes on a map can be fifteen in the rain.",
          "Check the height limit if you drive a van or have a roof box.",
          "Read the access instructions: gate codes, fobs and the hours the space can be used.",
        ],
      },
      {
        kind: "paragraph",
        text: "Find monthly spaces near your office or station with [monthly search](/search?rental=long), or read more in the [help centre](/support).",
      },
    ],
  },
  {
    slug: "parking-charges-and-fines-explained",
    title: "Parking charges and fines explained: council PCNs, private notices and how to appeal",
    description:
      "The difference between a council penalty charge notice and a private parking charge, the deadlines that matter, and how to appeal each one.",
    category: "drivers",
    published: "2026-03-10",
    body: [
      {
        kind: "paragraph",
        text: "A ticket on the windscreen can mean two very different things. Knowing which one you have tells you who to answer, by when, and what happens if you do not.",
      },
      { kind: "heading", text: "Penalty charge notices from a council" },
      {
        kind: "paragraph",
        text: "A penalty charge notice (PCN) is issued by a local authority for parking on the street or in a council car park. In England and Wales the charge is usually halved if you pay within 14 days. You can make an informal challenge to the council first, then a formal representation, and finally appeal to the independent adjudicator: the Traffic Penalty Tribunal outside London, or London Tribunals in the capital.",
      },
      { kind: "heading", text: "Parking charge notices from a private company" },
      {
        kind: "paragraph",
        text: "On private land, such as supermarket and retail car parks, operators issue parking charge notices. These are claims under a contract, not fines. Reputable operators belong to an accredited trade association, and their notices say which appeals service handles disputes: POPLA for members of the British Parking Association, or the Independent Appeals Service for members of the International Parking Community. Appeal to the operator first, within the time the notice gives.",
      },
      { kind: "heading", text: "If you parked in a space you booked" },
      {
        kind: "list",
        items: [
          "Keep your booking confirmation: it shows the address, the times and your registration.",
          "Photograph where you parked, including any signs, if anything looks unclear.",
          "Send the operator or council your confirmation with your appeal, and contact us: we will confirm the booking to them.",
        ],
      },
      {
        kind: "paragraph",
        text: "Parking in Ireland works differently: clamping and fees on private land are regulated by the National Transport Authority. Our help centre has more on [parking fines for booked spaces](/support/search?q=parking+fine).",
      },
    ],
  },
  {
    slug: "ev-charging-etiquette",
    title: "Charging at a shared space: EV etiquette for drivers and hosts",
    description:
      "How to book a space with a charger, what to agree with the owner, and the small habits that keep shared chargers working for everyone.",
    category: "drivers",
    published: "2026-04-21",
    body: [
      {
        kind: "paragraph",
        text: "More owners now list spaces with a home charger, and more drivers look for one. A few habits make charging at someone else's space easy for both of you.",
      },
      { kind: "heading", text: "Finding a space with a charger" },
      {
        kind: "paragraph",
        text: "Filter your search by connector: Type 2 is the common socket for home chargers in the UK and Ireland, and CCS or CHAdeMO are rapid DC connectors found at some car parks. Each space's page lists its connectors, and the owner's access notes say whether charging is included in the price.",
      },
      { kind: "heading", text: "Good habits" },
      {
        kind: "list",
        items: [
          "Bring your own cable unless the listing says one is tethered to the charger.",
          "Coil the cable and leave the charger as you found it.",
          "Do not unplug another driver's car, even when it shows full.",
          "Tell the owner or contact us straight away if the charger does not work, so the next driver is not caught out.",
        ],
      },
      { kind: "heading", text: "How long to charge" },
      {
        kind: "paragraph",
        text: "A home charger usually adds 20 to 30 miles of range an hour. Book long enough to get the charge you need, and remember that the booking is for the space: when it ends, the space is the next driver's, charged or not. If you need a full battery for a long trip, a longer booking or a rapid charger on the way is the better plan.",
      },
      { kind: "heading", text: "If you are an owner" },
      {
        kind: "paragraph",
        text: "Say clearly in your listing whether charging is included, which connector you have and its power in kW. A charger is one of the facilities drivers filter by, so it helps your space be found. See [how listing works](/how-it-works/parking-providers).",
      },
      {
        kind: "paragraph",
        text: "Search [parking with EV charging](/search?ev=Type+2) near where you are going.",
      },
    ],
  },
  {
    slug: "hospital-parking-guide",
    title: "Parking for a hospital visit or appointment: a practical guide",
    description:
      "How to avoid the queue for the hospital car park, what to book for long or uncertain visits, and help that is available with costs.",
    category: "drivers",
    published: "2026-02-17",
    body: [
      {
        kind: "paragraph",
        text: "Hospital car parks fill early, and an appointment is the worst time to be circling for a space. A little planning takes the stress out of it.",
      },
      { kind: "heading", text: "Before the day" },
      {
        kind: "list",
        items: [
          "Check your letter for the entrance you need: large hospitals can be a 15-minute walk from one side to the other.",
          "Book a space close to that entrance, and book more time than the appointment: clinics often run late.",
          "Check whether the hospital offers concessions. Many NHS trusts give free or reduced parking to frequent outpatients, parents of sick children and some visitors; ask the department.",
        ],
      },
      { kind: "heading", text: "For long visits and stays" },
      {
        kind: "paragraph",
        text: "If you are visiting someone every day, a weekly or monthly booking near the hospital often costs less than paying at the barrier each time. Monthly bookings on Parkway can be cancelled before any renewal.",
      },
      { kind: "heading", text: "On the day" },
      {
        kind: "list",
        items: [
          "Leave a little earlier than you think: hospital roads are busy at the start of morning clinics and at visiting times.",
          "Note the space's address and the walking route to your entrance before you go in.",
          "If you may be kept in, tell someone where the car is, and book enough time or choose a space you can cancel.",
        ],
      },
      { kind: "heading", text: "For staff" },
      {
        kind: "paragraph",
        text: "Shift workers can book a monthly space on a weekdays-only or any-three-days plan, so they only pay for the days they work.",
      },
      {
        kind: "paragraph",
        text: "Start from our [hospital parking pages](/all-locations/hospitals), which show live prices near each hospital.",
      },
    ],
  },
  {
    slug: "clean-air-zones-and-ulez",
    title: "Clean Air Zones and ULEZ: what drivers need to know before they park",
    description:
      "Which UK cities charge older vehicles to drive in, how to check your car, and why your parking booking does not include these charges.",
    category: "drivers",
    published: "2026-05-05",
    body: [
      {
        kind: "paragraph",
        text: "Several UK cities charge vehicles that do not meet emission standards to drive in certain areas. These charges are separate from parking: paying for a space does not pay a zone charge.",
      },
      { kind: "heading", text: "Where the zones are" },
      {
        kind: "paragraph",
        text: "London's Ultra Low Emission Zone covers all London boroughs, and the Congestion Charge applies in central London at set times. Outside London, Birmingham and Bristol charge older cars to enter their Clean Air Zones, while others, such as Portsmouth and Sheffield, charge only buses, coaches, taxis or vans. Scotland's Low Emission Zones in Glasgow, Edinburgh, Aberdeen and Dundee turn non-compliant vehicles away with a penalty rather than a daily charge. Rules change, so check the official government or city council checker for your route.",
      },
      { kind: "heading", text: "Checking your vehicle" },
      {
        kind: "list",
        items: [
          "Use the official vehicle checker on GOV.UK for England's Clean Air Zones, and Transport for London's checker for ULEZ.",
          "Most petrol cars registered from 2006 and diesel cars from September 2015 meet the standards, but check your own registration.",
          "Pay any charge by the deadline: the penalty for a missed payment is far more than the charge.",
        ],
      },
      { kind: "heading", text: "Parking outside the zone" },
      {
        kind: "paragraph",
        text: "If your vehicle is not compliant, booking a space just outside a zone and finishing the journey by public transport can avoid the charge entirely. The map on each search shows exactly where each space is.",
      },
      {
        kind: "paragraph",
        text: "Browse [parking across London's areas](/all-locations/all-london-areas) or [towns and cities](/all-locations/towns-and-cities).",
      },
    ],
  },
  {
    slug: "match-day-parking",
    title: "Match day parking: how to get to the game and away again without the jams",
    description:
      "Where to park for football, rugby and concerts, how long to book for, and how to leave a stadium quickly once the crowds pour out.",
    category: "drivers",
    published: "2026-08-18",
    body: [
      {
        kind: "paragraph",
        text: "Around a stadium the hard part is not arriving but leaving: tens of thousands of people head for the same roads at the same moment. Where you park decides how long you sit in traffic.",
      },
      { kind: "heading", text: "Park on your way home" },
      {
        kind: "paragraph",
        text: "Choose a space on the side of the ground facing the direction you will drive home, even if it is a longer walk. You avoid crossing the crowd and the road closures around the stadium.",
      },
      { kind: "heading", text: "Book longer than the event" },
      {
        kind: "list",
        items: [
          "Arrive an hour before kick-off or doors: roads close and queues build earlier than you think.",
          "Book until at least 30 minutes after the final whistle, longer for concerts with encores.",
          "Check the owner's access notes for residents' parking zones that are enforced on event days only.",
        ],
      },
      { kind: "heading", text: "Getting there" },
      {
        kind: "paragraph",
        text: "On a match day the last mile takes longest. Set your sat nav to the space's address rather than the stadium, so it routes you round the closures, and have the owner's access instructions open before you set off: a gate code or a bay number is hard to find in a queue of traffic. If you are meeting friends, share the address with them too; a booked space usually has room for one car only.",
      },
      { kind: "heading", text: "Read the signs" },
      {
        kind: "paragraph",
        text: "Many streets near grounds have event-day restrictions that are not in force on other days. A booked private space avoids them, but double-check the space's instructions for where exactly to park.",
      },
      {
        kind: "paragraph",
        text: "See live prices near [stadiums and venues](/all-locations/stadiums-and-venues), or read our [match day guide](/all-locations/match-day).",
      },
    ],
  },
  {
    slug: "parking-safely-at-night",
    title: "Parking safely at night: what to look for in a space",
    description:
      "Lighting, CCTV, gates and the walk back to your car: the facilities that matter after dark, and how to find spaces that have them.",
    category: "drivers",
    published: "2026-10-27",
    body: [
      {
        kind: "paragraph",
        text: "A space that is fine at noon can feel very different at midnight. If you will collect your car after dark, a few facilities are worth filtering for.",
      },
      { kind: "heading", text: "What to look for" },
      {
        kind: "list",
        items: [
          "CCTV: listed on the space's page when the owner has cameras covering the space.",
          "A gate or barrier, so only people with access can reach the cars.",
          "Lighting over the space and along the way in.",
          "A short, busy walk to where you are going, rather than the cheapest space down a quiet lane.",
        ],
      },
      { kind: "heading", text: "Reviews tell you more" },
      {
        kind: "paragraph",
        text: "Only drivers who have booked and used a space can review it on Parkway, so reviews are a good guide to how a space feels in use. Look for comments about lighting and access late in the day.",
      },
      { kind: "heading", text: "Arriving late" },
      {
        kind: "paragraph",
        text: "Some spaces can only be reached at set hours, or sit behind a gate that locks at night. The space's page shows its hours; check them against when you will come back, not just when you arrive. If you expect to be late, book the space until a time you are sure of: an hour's margin costs little, while a locked gate can cost a taxi home.",
      },
      { kind: "heading", text: "Before you leave the car" },
      {
        kind: "paragraph",
        text: "Keep valuables out of sight, note the space's address and access instructions on your phone, and make sure you know how to get back in if a gate closes at a set time.",
      },
      {
        kind: "paragraph",
        text: "Use the CCTV and gated filters when you [search for parking](/search).",
      },
    ],
  },
];
