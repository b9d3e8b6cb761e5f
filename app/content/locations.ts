/**
 * Top-location lists per category (spec §2 Header "locations menu", §3 "Location link: title, to").
 * Used by the Locations dropdown (inserted only when the locations feature is on) and the footer.
 */
import type { MenuItem } from "./navigation";

export type LocationLink = { title: string; to: string };

export type LocationCategoryKey =
  "towns-and-cities" | "london-areas" | "airports" | "train-stations" | "stadiums" | "hospitals";

export type LocationCategory = {
  key: LocationCategoryKey;
  /** The category page's slug under /all-locations. */
  slug: string;
  sectionTitle: string;
  /** The category in a sentence: "More {listTitle}". */
  listTitle: string;
  /** The category page's heading. */
  heading: string;
  buttonLink: string;
  buttonText: string;
  locations: LocationLink[];
};

const townsAndCities: LocationLink[] = [
  { title: "Aberdeen", to: "/aberdeen" },
  { title: "Birmingham", to: "/birmingham" },
  { title: "Brighton", to: "/brighton" },
  { title: "Bristol", to: "/bristol" },
  { title: "Coventry", to: "/coventry" },
  { title: "Derby", to: "/derby" },
  { title: "Edinburgh", to: "/edinburgh" },
  { title: "Glasgow", to: "/glasgow" },
  { title: "Kingston upon Hull", to: "/kingston-upon-hull" },
  { title: "Leeds", to: "/leeds" },
  { title: "Leicester", to: "/leicester" },
  { title: "Liverpool", to: "/liverpool" },
  { title: "London", to: "/london" },
  { title: "Manchester", to: "/manchester" },
  { title: "Newcastle upon Tyne", to: "/newcastle-upon-tyne" },
  { title: "Nottingham", to: "/nottingham" },
  { title: "Portsmouth", to: "/portsmouth" },
  { title: "Reading", to: "/reading" },
  { title: "Sheffield", to: "/sheffield" },
  { title: "Southampton", to: "/southampton" },
  { title: "York", to: "/york" },
];

const londonAreas: LocationLink[] = [
  { title: "Camden", to: "/london/camden-parking" },
  { title: "Westminster", to: "/london/westminster-parking" },
  { title: "Islington", to: "/london/islington-parking" },
  { title: "Hackney", to: "/london/hackney-parking" },
  { title: "Shoreditch", to: "/london/shoreditch-parking" },
  { title: "Canary Wharf", to: "/london/canary-wharf-parking" },
  { title: "Kensington", to: "/london/kensington-parking" },
  { title: "Chelsea", to: "/london/chelsea-parking" },
  { title: "Greenwich", to: "/london/greenwich-parking" },
  { title: "Brixton", to: "/london/brixton-parking" },
  { title: "Clapham", to: "/london/clapham-parking" },
  { title: "Stratford", to: "/london/stratford-parking" },
  { title: "Wimbledon", to: "/london/wimbledon-parking" },
  { title: "Hammersmith", to: "/london/hammersmith-parking" },
  { title: "Fulham", to: "/london/fulham-parking" },
  { title: "Paddington", to: "/london/paddington-parking" },
  { title: "King's Cross", to: "/london/kings-cross-parking" },
  { title: "Soho", to: "/london/soho-parking" },
  { title: "Mayfair", to: "/london/mayfair-parking" },
  { title: "Battersea", to: "/london/battersea-parking" },
  { title: "Croydon", to: "/london/croydon-parking" },
  { title: "Ealing", to: "/london/ealing-parking" },
];

const airports: LocationLink[] = [
  { title: "Heathrow Airport", to: "/london/heathrow-airport-parking" },
  { title: "Gatwick Airport", to: "/london/gatwick-airport-parking" },
  { title: "Manchester Airport", to: "/manchester/manchester-airport-parking" },
  { title: "Stansted Airport", to: "/london/stansted-airport-parking" },
  { title: "Luton Airport", to: "/london/luton-airport-parking" },
  { title: "Birmingham Airport", to: "/birmingham/birmingham-airport-parking" },
  { title: "Edinburgh Airport", to: "/edinburgh/edinburgh-airport-parking" },
  { title: "Glasgow Airport", to: "/glasgow/glasgow-airport-parking" },
  { title: "Bristol Airport", to: "/bristol/bristol-airport-parking" },
  { title: "London City Airport", to: "/london/london-city-airport-parking" },
];

const trainStations: LocationLink[] = [
  { title: "London King's Cross", to: "/london/kings-cross-station-parking" },
  { title: "London Euston", to: "/london/euston-station-parking" },
  { title: "London Paddington", to: "/london/paddington-station-parking" },
  { title: "London Waterloo", to: "/london/waterloo-station-parking" },
  { title: "London Victoria", to: "/london/victoria-station-parking" },
  { title: "London Liverpool Street", to: "/london/liverpool-street-station-parking" },
  { title: "Manchester Piccadilly", to: "/manchester/manchester-piccadilly-station-parking" },
  { title: "Birmingham New Street", to: "/birmingham/birmingham-new-street-station-parking" },
  { title: "Leeds Station", to: "/leeds/leeds-station-parking" },
  { title: "Glasgow Central", to: "/glasgow/glasgow-central-station-parking" },
];

const stadiums: LocationLink[] = [
  { title: "Wembley Stadium", to: "/london/wembley-stadium-parking" },
  { title: "Twickenham Stadium", to: "/london/twickenham-stadium-parking" },
  { title: "Emirates Stadium", to: "/london/emirates-stadium-parking" },
  { title: "Tottenham Hotspur Stadium", to: "/london/tottenham-hotspur-stadium-parking" },
  { title: "London Stadium", to: "/london/london-stadium-parking" },
  { title: "The O2", to: "/london/the-o2-parking" },
  { title: "Old Trafford", to: "/manchester/old-trafford-parking" },
  { title: "Etihad Stadium", to: "/manchester/etihad-stadium-parking" },
  { title: "Anfield", to: "/liverpool/anfield-parking" },
  { title: "Principality Stadium", to: "/cardiff/principality-stadium-parking" },
];

const hospitals: LocationLink[] = [
  { title: "St Thomas' Hospital", to: "/london/st-thomas-hospital-parking" },
  { title: "Guy's Hospital", to: "/london/guys-hospital-parking" },
  { title: "The Royal London Hospital", to: "/london/royal-london-hospital-parking" },
  { title: "King's College Hospital", to: "/london/kings-college-hospital-parking" },
  { title: "St George's Hospital", to: "/london/st-georges-hospital-parking" },
  { title: "Manchester Royal Infirmary", to: "/manchester/manchester-royal-infirmary-parking" },
  {
    title: "Queen Elizabeth Hospital Birmingham",
    to: "/birmingham/queen-elizabeth-hospital-parking",
  },
  { title: "Leeds General Infirmary", to: "/leeds/leeds-general-infirmary-parking" },
  { title: "Royal Infirmary of Edinburgh", to: "/edinburgh/royal-infirmary-of-edinburgh-parking" },
  { title: "Southmead Hospital", to: "/bristol/southmead-hospital-parking" },
];

/** Categories in menu order; each has an 'Explore all ...' button to its category page. */
export const locationCategories: LocationCategory[] = [
  {
    key: "towns-and-cities",
    slug: "towns-and-cities",
    sectionTitle: "Towns and cities",
    listTitle: "towns and cities",
    heading: "Parking in towns and cities",
    buttonLink: "/all-locations/towns-and-cities",
    buttonText: "Explore all towns and cities",
    locations: townsAndCities,
  },
  {
    key: "london-areas",
    slug: "all-london-areas",
    sectionTitle: "London areas",
    listTitle: "London areas",
    heading: "Parking in London areas",
    buttonLink: "/all-locations/all-london-areas",
    buttonText: "Explore all London areas",
    locations: londonAreas,
  },
  {
    key: "airports",
    slug: "airport-parking",
    sectionTitle: "Airports",
    listTitle: "airports",
    heading: "Airport parking",
    buttonLink: "/all-locations/airport-parking",
    buttonText: "Explore all airports",
    locations: airports,
  },
  {
    key: "train-stations",
    slug: "all-train-stations",
    sectionTitle: "Train stations",
    listTitle: "train stations",
    heading: "Train station parking",
    buttonLink: "/all-locations/all-train-stations",
    buttonText: "Explore all train stations",
    locations: trainStations,
  },
  {
    key: "stadiums",
    slug: "stadiums-and-venues",
    sectionTitle: "Stadiums and venues",
    listTitle: "stadiums and venues",
    heading: "Stadium and venue parking",
    buttonLink: "/all-locations/stadiums-and-venues",
    buttonText: "Explore all stadiums and venues",
    locations: stadiums,
  },
  {
    key: "hospitals",
    slug: "hospitals",
    sectionTitle: "Hospitals",
    listTitle: "hospitals",
    heading: "Hospital parking",
    buttonLink: "/all-locations/hospitals",
    buttonText: "Explore all hospitals",
    locations: hospitals,
  },
];

/** The 'Locations' dropdown: one submenu per category. Returns fresh objects on every call. */
export function locationsMenu(): MenuItem {
  return {
    id: "locations",
    title: "Locations",
    desktop: true,
    submenus: locationCategories.map((category) => ({
      sectionTitle: category.sectionTitle,
      links: category.locations.map(({ title, to }) => ({ title, to })),
      buttonLink: category.buttonLink,
      buttonText: category.buttonText,
    })),
  };
}

/** Footer links: the six category pages, in menu order. */
export function footerLocationLinks(): LocationLink[] {
  return locationCategories.map((category) => ({
    title: category.sectionTitle,
    to: category.buttonLink,
  }));
}

/** A location's landing page and where it sits. */
export type LocationPage = LocationLink & { category: LocationCategory };

const pagesByPath = new Map<string, LocationPage>(
  locationCategories.flatMap((category) =>
    category.locations.map((link) => [link.to, { ...link, category }] as const),
  ),
);

/** The landing page at `path`, or undefined when no location has one there. */
export function locationPageAt(path: string): LocationPage | undefined {
  return pagesByPath.get(path);
}

/** Every landing page, category by category in menu order. */
export function allLocationPages(): LocationPage[] {
  return [...pagesByPath.values()];
}

export function locationCategoryBySlug(slug: string): LocationCategory | undefined {
  return locationCategories.find((category) => category.slug === slug);
}

/** The city page a London area or a venue sits under, when there is one. */
export function cityPageOf(page: LocationPage): LocationPage | undefined {
  const [city] = page.to.split("/").filter(Boolean);
  const cityPage = city ? pagesByPath.get(`/${city}`) : undefined;
  return cityPage === page ? undefined : cityPage;
}
