/**
 * Editorial choices applied to the GeoNames rows, keyed by GeoNames id (geonames.org/{id}).
 */

/**
 * Places with city status: the 76 cities of the United Kingdom (Wikipedia, "City status in the
 * United Kingdom", after the 2022 grants) and the five cities of Ireland (Local Government Reform
 * Act 2014). Westminster and the City of London are not here: they are curated as London boroughs
 * (./london-boroughs). Every other GeoNames place is a town.
 */
export const cityStatusIds: ReadonlySet<number> = new Set([
  // England
  2656173, // Bath
  2655603, // Birmingham
  2654993, // Bradford
  2654710, // Brighton (Brighton and Hove)
  2654675, // Bristol
  2653941, // Cambridge
  2653877, // Canterbury
  2653775, // Carlisle
  2653266, // Chelmsford
  2653228, // Chester
  2653192, // Chichester
  2652618, // Colchester
  2652221, // Coventry
  2651347, // Derby
  2651123, // Doncaster
  2650628, // Durham
  2650023, // Ely
  2649808, // Exeter
  2648404, // Gloucester
  2647074, // Hereford
  2645425, // Kingston upon Hull
  2644972, // Lancaster
  2644688, // Leeds
  2644668, // Leicester
  2644531, // Lichfield
  2644487, // Lincoln
  2644210, // Liverpool
  2643743, // London
  2643123, // Manchester
  2642465, // Milton Keynes
  2641673, // Newcastle upon Tyne
  2641181, // Norwich
  2641170, // Nottingham
  2640729, // Oxford
  2640354, // Peterborough
  2640194, // Plymouth
  2639996, // Portsmouth
  2639912, // Preston
  2639323, // Ripon
  2638671, // Salford
  2638664, // Salisbury
  2638077, // Sheffield
  2637487, // Southampton
  2637433, // Southend-on-Sea
  2638867, // St Albans
  2636841, // Stoke-on-Trent
  2636531, // Sunderland
  2635412, // Truro
  2634910, // Wakefield
  2634569, // Wells
  2633858, // Winchester
  2633691, // Wolverhampton
  2633563, // Worcester
  2633352, // York
  // Scotland
  2657832, // Aberdeen
  2650752, // Dundee
  2650732, // Dunfermline
  2650225, // Edinburgh
  2648579, // Glasgow
  2646088, // Inverness
  2640358, // Perth
  2636910, // Stirling
  // Wales
  2656397, // Bangor
  2653822, // Cardiff
  2641598, // Newport
  2638855, // St Asaph
  2638822, // St Davids
  2636432, // Swansea
  2633485, // Wrexham
  // Northern Ireland
  2657060, // Armagh
  2656396, // Bangor
  2655984, // Belfast
  2643736, // Derry
  2644411, // Lisburn
  2641581, // Newry
  // Ireland
  2964574, // Dublin
  2965140, // Cork
  2962943, // Limerick
  2964180, // Galway
  2960992, // Waterford
]);

/**
 * GeoNames names some Irish places in Irish only ("Gaillimh"); drivers search in English. The
 * GeoNames name stays an alternate name, so "Gaillimh" still finds Galway.
 */
export const englishNames: ReadonlyMap<number, string> = new Map([
  [2964180, "Galway"], // Gaillimh
  [2962290, "Newbridge"], // Droichead Nua
  [2962361, "Mullingar"], // An Muileann gCearr
  [2965353, "Clonmel"], // Cluain Meala
  [2963370, "Killarney"], // Cill Airne
  [2961120, "Tramore"], // Trá Mhór
  [2961651, "Rush"], // An Ros
  [2962611, "Milltown"], // Baile an Mhuilinn
  [2963419, "Kilfinane"], // Cill Fhíonáin
]);

/** The web's city landing pages (spec §2, "City landing pages by slug"): "/{slug}". */
export const landingCities: ReadonlyArray<{ slug: string; geonameId: number }> = [
  { slug: "aberdeen", geonameId: 2657832 },
  { slug: "birmingham", geonameId: 2655603 },
  { slug: "brighton", geonameId: 2654710 },
  { slug: "bristol", geonameId: 2654675 },
  { slug: "coventry", geonameId: 2652221 },
  { slug: "derby", geonameId: 2651347 },
  { slug: "edinburgh", geonameId: 2650225 },
  { slug: "glasgow", geonameId: 2648579 },
  { slug: "kingston-upon-hull", geonameId: 2645425 },
  { slug: "leeds", geonameId: 2644688 },
  { slug: "leicester", geonameId: 2644668 },
  { slug: "liverpool", geonameId: 2644210 },
  { slug: "london", geonameId: 2643743 },
  { slug: "manchester", geonameId: 2643123 },
  { slug: "newcastle-upon-tyne", geonameId: 2641673 },
  { slug: "nottingham", geonameId: 2641170 },
  { slug: "portsmouth", geonameId: 2639996 },
  { slug: "reading", geonameId: 2639577 },
  { slug: "sheffield", geonameId: 2638077 },
  { slug: "southampton", geonameId: 2637487 },
  { slug: "york", geonameId: 2633352 },
];
