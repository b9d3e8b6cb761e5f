import type { CuratedPlace } from "./place-record";

const source = "Parkway editorial; borough centre after Wikipedia's coordinates (approximate)";

function borough(name: string, lat: number, lng: number, alternateNames: string[]) {
  return {
    name,
    alternateNames,
    region: "London",
    country: "GBR",
    lat,
    lng,
    source,
  } satisfies CuratedPlace;
}

/** The 32 London boroughs and the City of London, by their official names. */
export const londonBoroughs: readonly CuratedPlace[] = [
  borough("City of London", 51.5155, -0.0922, ["The City", "Square Mile"]),
  borough("City of Westminster", 51.4975, -0.1357, ["Westminster"]),
  borough("London Borough of Barking and Dagenham", 51.5465, 0.129, ["Barking and Dagenham"]),
  borough("London Borough of Barnet", 51.615, -0.21, ["Barnet"]),
  borough("London Borough of Bexley", 51.4549, 0.1505, ["Bexley"]),
  borough("London Borough of Brent", 51.56, -0.275, ["Brent"]),
  borough("London Borough of Bromley", 51.37, 0.05, ["Bromley"]),
  borough("London Borough of Camden", 51.529, -0.1255, ["Camden"]),
  borough("London Borough of Croydon", 51.355, -0.09, ["Croydon"]),
  borough("London Borough of Ealing", 51.52, -0.33, ["Ealing"]),
  borough("London Borough of Enfield", 51.65, -0.08, ["Enfield"]),
  borough("Royal Borough of Greenwich", 51.478, 0.05, ["Greenwich"]),
  borough("London Borough of Hackney", 51.545, -0.0553, ["Hackney"]),
  borough("London Borough of Hammersmith and Fulham", 51.4927, -0.2339, ["Hammersmith and Fulham"]),
  borough("London Borough of Haringey", 51.588, -0.11, ["Haringey"]),
  borough("London Borough of Harrow", 51.595, -0.335, ["Harrow"]),
  borough("London Borough of Havering", 51.56, 0.21, ["Havering"]),
  borough("London Borough of Hillingdon", 51.535, -0.45, ["Hillingdon"]),
  borough("London Borough of Hounslow", 51.465, -0.38, ["Hounslow"]),
  borough("London Borough of Islington", 51.5465, -0.1058, ["Islington"]),
  borough("Royal Borough of Kensington and Chelsea", 51.4991, -0.1938, ["Kensington and Chelsea"]),
  borough("Royal Borough of Kingston upon Thames", 51.386, -0.285, ["Kingston upon Thames"]),
  borough("London Borough of Lambeth", 51.4571, -0.1231, ["Lambeth"]),
  borough("London Borough of Lewisham", 51.4452, -0.0209, ["Lewisham"]),
  borough("London Borough of Merton", 51.41, -0.19, ["Merton"]),
  borough("London Borough of Newham", 51.5255, 0.0352, ["Newham"]),
  borough("London Borough of Redbridge", 51.58, 0.075, ["Redbridge"]),
  borough("London Borough of Richmond upon Thames", 51.44, -0.32, ["Richmond upon Thames"]),
  borough("London Borough of Southwark", 51.475, -0.078, ["Southwark"]),
  borough("London Borough of Sutton", 51.358, -0.18, ["Sutton"]),
  borough("London Borough of Tower Hamlets", 51.515, -0.035, ["Tower Hamlets"]),
  borough("London Borough of Waltham Forest", 51.59, -0.015, ["Waltham Forest"]),
  borough("London Borough of Wandsworth", 51.4567, -0.191, ["Wandsworth"]),
];
