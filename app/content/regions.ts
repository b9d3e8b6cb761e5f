import type { Country } from "#contract/vocabulary";

/**
 * The words that change with the visitor's market (spec §1: country-specific text for the UK
 * and Ireland), for copy written once for both. Prices name their own currency, the space's;
 * these are for copy about no space in particular.
 */
export type Region = {
  market: Country;
  /** "the UK" or "Ireland": where the visitor is. */
  home: string;
  /** "the UK and Ireland", home market first. */
  both: string;
  /** "£" or "€". */
  currency: string;
  /** Where the spaces claim is made (spec §1: "over 350,000 spaces across the UK"). */
  spacesArea: string;
  /** What the country's postal code is called: "postcode" or "Eircode". */
  postcode: string;
  /** An area the place look-ups know, as an example: a postcode district or routing key and a district. */
  areaExample: string;
  /** Registrations the vehicle look-up takes, home market's first. */
  registrationExample: string;
  /** What the booking's mobile field asks for. */
  mobileHint: string;
};

const regions: Record<Country, Region> = {
  GBR: {
    market: "GBR",
    home: "the UK",
    both: "the UK and Ireland",
    currency: "£",
    spacesArea: "the UK",
    postcode: "postcode",
    areaExample: "SE1 or Camden",
    registrationExample: "AB12 CDE, or 191-D-12345 in Ireland",
    mobileHint: "So the space owner can reach you on the day, for example 07700 900123.",
  },
  IRL: {
    market: "IRL",
    home: "Ireland",
    both: "Ireland and the UK",
    currency: "€",
    spacesArea: "Ireland and the UK",
    postcode: "Eircode",
    areaExample: "D02 or Swords",
    registrationExample: "191-D-12345, or AB12 CDE in the UK",
    mobileHint: "So the space owner can reach you on the day: an Irish or UK mobile number.",
  },
};

export function regionFor(market: Country): Region {
  return regions[market];
}

/** The search box's prompt: "Town, postcode, station or airport". */
export function placePrompt(region: Region) {
  return `Town, ${region.postcode}, station or airport`;
}
