import type { Country } from "#contract/vocabulary";

/** The ISO 3166-1 alpha-2 codes proxies send, for the countries Parkway serves (NI is GB). */
const marketsByCountryCode = new Map<string, Country>([
  ["GB", "GBR"],
  ["IE", "IRL"],
]);

/**
 * The visitor's market (decision 021): their country where a trusted proxy names it and Parkway
 * serves it, otherwise the deployment's own MARKET.
 */
export function visitorMarket(countryCode: string | undefined, deployment: Country): Country {
  return marketsByCountryCode.get(countryCode?.trim().toUpperCase() ?? "") ?? deployment;
}
