import { seededRandom, type SeededRandom } from "../domain/random";
import type { CarMake } from "./makes";

/** What a register knows of a vehicle. */
export type RegisteredVehicle = {
  registration: string;
  make: string;
  model: string | null;
  colour: string | null;
  year: number | null;
};

/** Models on sale in the UK and Ireland, each with the year it arrived. */
const models: Partial<Record<CarMake, Array<[string, number]>>> = {
  Ford: [
    ["Fiesta", 2002],
    ["Focus", 2002],
    ["Kuga", 2008],
    ["Puma", 2019],
    ["Transit Custom", 2013],
  ],
  Vauxhall: [
    ["Corsa", 2002],
    ["Astra", 2002],
    ["Mokka", 2012],
    ["Grandland", 2017],
  ],
  Volkswagen: [
    ["Golf", 2002],
    ["Polo", 2002],
    ["Tiguan", 2007],
    ["T-Roc", 2017],
    ["ID.3", 2020],
  ],
  BMW: [
    ["1 Series", 2004],
    ["3 Series", 2002],
    ["X1", 2009],
    ["X3", 2004],
  ],
  Audi: [
    ["A3", 2002],
    ["A4", 2002],
    ["Q3", 2011],
    ["Q5", 2008],
  ],
  "Mercedes-Benz": [
    ["A-Class", 2002],
    ["C-Class", 2002],
    ["GLA", 2014],
    ["GLC", 2015],
  ],
  Toyota: [
    ["Yaris", 2002],
    ["Corolla", 2002],
    ["C-HR", 2016],
    ["RAV4", 2002],
    ["Aygo X", 2022],
  ],
  Nissan: [
    ["Qashqai", 2007],
    ["Juke", 2010],
    ["Micra", 2002],
    ["Leaf", 2011],
  ],
  Kia: [
    ["Sportage", 2002],
    ["Niro", 2016],
    ["Picanto", 2004],
    ["Ceed", 2007],
  ],
  Hyundai: [
    ["Tucson", 2004],
    ["i10", 2008],
    ["i30", 2007],
    ["Kona", 2017],
  ],
  Peugeot: [
    ["208", 2012],
    ["2008", 2013],
    ["3008", 2009],
    ["308", 2007],
  ],
  Renault: [
    ["Clio", 2002],
    ["Captur", 2013],
    ["Megane", 2002],
  ],
  Skoda: [
    ["Octavia", 2002],
    ["Fabia", 2002],
    ["Kodiaq", 2016],
    ["Karoq", 2017],
  ],
  SEAT: [
    ["Ibiza", 2002],
    ["Leon", 2002],
    ["Arona", 2017],
  ],
  Mini: [
    ["Hatch", 2002],
    ["Countryman", 2010],
  ],
  "Land Rover": [
    ["Range Rover Evoque", 2011],
    ["Discovery Sport", 2014],
    ["Defender", 2020],
  ],
  Volvo: [
    ["XC40", 2017],
    ["XC60", 2008],
    ["V40", 2012],
  ],
  Honda: [
    ["Civic", 2002],
    ["Jazz", 2002],
    ["CR-V", 2002],
  ],
  Tesla: [
    ["Model 3", 2019],
    ["Model Y", 2022],
  ],
  Citroën: [
    ["C3", 2002],
    ["C4", 2004],
    ["C5 Aircross", 2019],
  ],
  Fiat: [
    ["500", 2007],
    ["Panda", 2004],
  ],
  Mazda: [
    ["CX-5", 2012],
    ["MX-5", 2002],
    ["Mazda2", 2007],
  ],
  Dacia: [
    ["Sandero", 2013],
    ["Duster", 2012],
  ],
  MG: [
    ["ZS", 2017],
    ["MG4", 2022],
    ["HS", 2019],
  ],
  Suzuki: [
    ["Swift", 2005],
    ["Vitara", 2015],
  ],
  Cupra: [
    ["Formentor", 2020],
    ["Born", 2021],
  ],
};

const colours = [
  "Black",
  "White",
  "Grey",
  "Silver",
  "Blue",
  "Red",
  "Green",
  "Orange",
  "Bronze",
  "Yellow",
];
/** The random letters of a registration: never I or Q. */
const randomLetters = "ABCDEFGHJKLMNOPRSTUVWXYZ";
/** The area code ("memory tag"): a region's letter, then a local office's (never I, Q or Z). */
const regions = "ABCDEFGHKLMNOPRSVWY";
const offices = "ABCDEFGHJKLMNOPRSTUVWXY";
const irishCounties = [
  "D",
  "D",
  "D",
  "C",
  "G",
  "L",
  "KY",
  "KE",
  "MH",
  "WX",
  "W",
  "T",
  "LH",
  "WW",
  "MO",
  "DL",
];

/** Documented in the README: lookups that always give the same answer on the demo register. */
const examples: RegisteredVehicle[] = [
  { registration: "AB12CDE", make: "Ford", model: "Focus", colour: "Blue", year: 2012 },
  { registration: "LV19XKM", make: "Volkswagen", model: "Golf", colour: "Grey", year: 2019 },
  { registration: "MA70PRK", make: "Tesla", model: "Model 3", colour: "White", year: 2020 },
  { registration: "YD21LGT", make: "Toyota", model: "Yaris", colour: "Red", year: 2021 },
  {
    registration: "BT66WXZ",
    make: "Land Rover",
    model: "Discovery Sport",
    colour: "Black",
    year: 2016,
  },
  { registration: "SK15FNB", make: "Vauxhall", model: "Corsa", colour: "Silver", year: 2015 },
  { registration: "P123ABC", make: "Rover", model: "200", colour: "Green", year: 1996 },
  { registration: "191-D-12345", make: "Hyundai", model: "Tucson", colour: "Silver", year: 2019 },
  { registration: "12-D-1234", make: "Skoda", model: "Octavia", colour: "Grey", year: 2012 },
  { registration: "231-C-4567", make: "Kia", model: "Sportage", colour: "Blue", year: 2023 },
];

const makesWithModels = Object.entries(models).flatMap(([make, list]) =>
  list ? [{ make, list }] : [],
);

function letters(random: SeededRandom, count: number, from: string) {
  return Array.from({ length: count }, () => random.pick([...from])).join("");
}

function vehicleOf(random: SeededRandom, registration: string, year: number): RegisteredVehicle {
  const { make, list } = random.pick(makesWithModels);
  const available = list.filter(([, since]) => since <= year);
  const [model] = random.pick(available.length > 0 ? available : list);
  return { registration, make, model, colour: random.pick(colours), year };
}

/** A current UK registration: March's age identifier is the year, September's the year + 50. */
function ukVehicle(random: SeededRandom): RegisteredVehicle {
  const year = random.int(2005, 2025);
  const autumn = random.chance(0.5);
  const age = String((year % 100) + (autumn ? 50 : 0)).padStart(2, "0");
  const registration = `${letters(random, 1, regions)}${letters(random, 1, offices)}${age}${letters(random, 3, randomLetters)}`;
  return vehicleOf(random, registration, year);
}

/** An Irish registration since 2013: the year, its half (1 or 2), the county, a number. */
function irishVehicle(random: SeededRandom): RegisteredVehicle {
  const year = random.int(2013, 2025);
  const registration = `${year % 100}${random.int(1, 2)}-${random.pick(irishCounties)}-${random.int(1, 60_000)}`;
  return vehicleOf(random, registration, year);
}

export const DEMO_REGISTER_SIZE = 320;

function buildRegister(): ReadonlyMap<string, RegisteredVehicle> {
  const random = seededRandom(2026);
  const register = new Map(examples.map((vehicle) => [vehicle.registration, vehicle]));
  while (register.size < DEMO_REGISTER_SIZE) {
    const vehicle = random.chance(0.8) ? ukVehicle(random) : irishVehicle(random);
    if (!register.has(vehicle.registration)) register.set(vehicle.registration, vehicle);
  }
  return register;
}

/**
 * The register the embedded service answers from when no DVLA key is set: 320 made-up
 * vehicles, the same on every start, with realistic registrations for their year. Keyed by
 * normalised registration.
 */
export const demoRegister = buildRegister();

export const demoRegisterExamples: readonly RegisteredVehicle[] = examples;
