import type { HelpSectionContent } from "./types";

export const electricVehicles: HelpSectionContent = {
  id: 14,
  categoryId: 1,
  slug: "electric-vehicles",
  name: "Electric vehicles",
  description: "Spaces with charge points, and the connectors they use.",
  articles: [
    {
      id: 131,
      slug: "finding-a-space-with-ev-charging",
      title: "Finding a space with EV charging",
      labels: ["ev", "charging", "electric"],
      promoted: true,
      updatedAt: "2026-11-12T10:30:00Z",
      body: `
Many spaces on Parkway have a charge point, so you can charge your electric or plug-in hybrid car while you're parked.

## Finding one

Search on [Find parking](/search) as usual and look for EV charging in each listing's features. The listing shows which connectors the charge point has and, where the owner has given it, its power in kilowatts (kW). Check the connectors match your car: see [EV connector types explained](/support/drivers/electric-vehicles/ev-connector-types).

## Paying for electricity

Each listing says how charging is paid for:

- **Included:** the electricity is part of the parking price.
- **Paid at the charger:** you pay the charge point's operator for the electricity, usually through their app or a contactless card reader.

Either way, you know before you book.

## Cables

Some charge points have a cable attached (tethered). Others only have a socket, and you use your own cable, which for most cars is a Type 2 cable. If the listing doesn't say the charger is tethered, bring your cable.

For a 3-pin socket, use the charging cable that came with your car, plugged straight into the socket. Don't use a household extension lead.

## How fast will I charge?

That depends on the charge point and on your car: a car can't charge faster than its own limit, whatever the charger offers. Rapid charging uses CCS, CHAdeMO or Type 2 DC connectors; Type 1, Type 2 and 3-pin charge more slowly, which suits a long stay or overnight.

## If the charger doesn't work

Take a photo of the charger and any message on its screen, and [contact us](/contact-us) with your booking reference. We'll put it right with the owner, and if charging was part of what you booked and you couldn't charge, we'll refund your booking in full.
`,
    },
    {
      id: 132,
      slug: "ev-connector-types",
      title: "EV connector types explained",
      labels: ["ev", "charging", "connectors", "ccs", "chademo", "type 2"],
      updatedAt: "2026-11-12T10:30:00Z",
      body: `
Electric cars don't all use the same plug. Each EV charging listing on Parkway shows which of these connectors its charge point has. Check your car's charging flap or handbook to see which your car takes: many cars take more than one.

## 3-pin

The standard UK and Irish household plug socket. You plug in the charging cable supplied with your car. It's the slowest way to charge, best for plug-in hybrids or for topping up overnight.

## Type 1

A five-pin connector for slower AC charging, found on some older electric cars and plug-in hybrids, such as early Nissan Leafs and older Mitsubishi Outlander PHEVs. Most charge points now have Type 2 sockets, so Type 1 drivers usually carry a Type 1 to Type 2 cable.

## Type 2

The seven-pin connector that is standard for AC charging in the UK, Ireland and Europe, and fitted to almost every electric car sold new in recent years. Home wallboxes and most public destination chargers use it. Charge points either have a tethered Type 2 cable or a Type 2 socket for your own cable.

## CCS

CCS (Combined Charging System) is for rapid DC charging. It's a Type 2 connector with two large DC pins added below, and it's the rapid-charging standard for most new electric cars. CCS chargers always have a tethered cable.

## CHAdeMO

A round connector for rapid DC charging, used mainly by the Nissan Leaf and some older Japanese electric cars and plug-in hybrids. Fewer new chargers offer it than CCS.

## Type 2 DC

A Type 2 connector that delivers rapid DC charging. It's found on older Tesla Superchargers and works with the Tesla models built for it (Model S and Model X made before Tesla moved to CCS in Europe). Other cars can't rapid-charge from it.

## Still not sure?

Your car's handbook lists its connectors and the fastest rate it can charge at. See [Finding a space with EV charging](/support/drivers/electric-vehicles/finding-a-space-with-ev-charging) for cables and paying for electricity.
`,
    },
  ],
};
