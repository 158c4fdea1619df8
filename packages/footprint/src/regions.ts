/**
 * Where things are (issue #23: regional factors, default transport distances): the region of a
 * country, and the geographies a factor is looked up in, most specific first.
 */

/** The regions of the factor library (domain `factorRegions`), GLO aside. */
export type Region = 'RER' | 'RAS' | 'RME' | 'RNA' | 'RLA' | 'RAF' | 'OCE';

const members: Record<Exclude<Region, 'RAS'>, string> = {
  // Europe, including the EU/EEA, the UK, Switzerland, the Balkans, Ukraine and Türkiye.
  RER: 'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GI GR HR HU IE IS IM IT JE GG LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SK SM TR UA VA XK AX SJ',
  RME: 'AE BH IL IQ IR JO KW LB OM PS QA SA SY YE',
  RNA: 'US CA MX GL PM BM',
  RLA: 'AG AI AR AW BB BL BO BQ BR BS BZ CL CO CR CU CW DM DO EC FK GD GF GP GT GY HN HT JM KN KY LC MF MQ MS NI PA PE PR PY SR SV SX TC TT UY VC VE VG VI',
  RAF: 'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TG TN TZ UG YT ZA ZM ZW',
  OCE: 'AS AU CK FJ FM GU KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV VU WF WS',
};

const regionByCountry = new Map<string, Region>(
  Object.entries(members).flatMap(([region, list]) => list.split(' ').map((c) => [c, region as Region])),
);

/** The region of an ISO 3166 alpha-2 country; every other country is in Asia. */
export function regionOf(countryId: string | null | undefined): Region | null {
  if (!countryId || !/^[A-Za-z]{2}$/.test(countryId)) return null;
  return regionByCountry.get(countryId.toUpperCase()) ?? 'RAS';
}

/** The places of production of the mass balance (spec 001 §3 'Place of production'). */
export type ProductionPlace = 'SameCountry' | 'Europe' | 'Asia' | 'MiddleEast' | 'America' | 'DoNotKnow';

const regionsOfPlace: Record<Exclude<ProductionPlace, 'SameCountry' | 'DoNotKnow'>, Region[]> = {
  Europe: ['RER'],
  Asia: ['RAS'],
  MiddleEast: ['RME'],
  America: ['RNA', 'RLA'],
};

/**
 * The geographies to look a factor up in, most specific first, each with how many steps it is
 * from the place itself (0 the place, 1 its region, 2 the world): a factor found further away
 * gets a worse geographical rating.
 */
export function geographiesOf(
  place: ProductionPlace | null,
  siteCountry: string | null,
): { geography: string; distance: number }[] {
  const out: { geography: string; distance: number }[] = [];
  if (place === 'SameCountry' || place === null) {
    if (siteCountry) {
      out.push({ geography: siteCountry.toUpperCase(), distance: 0 });
      const region = regionOf(siteCountry);
      if (region) out.push({ geography: region, distance: 1 });
    }
  } else if (place !== 'DoNotKnow') {
    for (const region of regionsOfPlace[place]) out.push({ geography: region, distance: 0 });
  }
  out.push({ geography: 'GLO', distance: place === 'DoNotKnow' ? 0 : 2 });
  out.push({ geography: 'RoW', distance: place === 'DoNotKnow' ? 0 : 2 });
  return out;
}

/** A region for the transport distances: the spec's places, plus where a site may be. */
type DistanceRegion = 'Europe' | 'Asia' | 'MiddleEast' | 'America' | 'Africa' | 'Oceania';

const distanceRegionOf: Record<Region, DistanceRegion> = {
  RER: 'Europe',
  RAS: 'Asia',
  RME: 'MiddleEast',
  RNA: 'America',
  RLA: 'America',
  RAF: 'Africa',
  OCE: 'Oceania',
};

/**
 * Sea distances between regions, km, port to port, rounded (our defaults: docs/methodology.md
 * 'Transport'). A pair not listed takes OTHER_SEA_KM.
 */
const seaKm: Record<string, number> = {
  'Asia|Europe': 18_000,
  'Europe|MiddleEast': 7_000,
  'America|Europe': 7_500,
  'Asia|MiddleEast': 7_000,
  'America|Asia': 15_000,
  'America|MiddleEast': 13_000,
  'Africa|Europe': 8_000,
  'Asia|Oceania': 8_000,
};
const OTHER_SEA_KM = 12_000;

/** Road distance within a country, and within a region (km). */
export const ROAD_KM_SAME_COUNTRY = 300;
export const ROAD_KM_SAME_REGION = 1_000;
/** A material whose place is not known: a long sea leg is assumed (conservative). */
export const UNKNOWN_PLACE_SEA_KM = 15_000;

/** The default distances from a place of production to a site, by road and by sea (km). */
export function transportDistances(
  place: ProductionPlace,
  siteCountry: string | null,
): { roadKm: number; seaKm: number; assumed: boolean } {
  if (place === 'SameCountry')
    return { roadKm: ROAD_KM_SAME_COUNTRY, seaKm: 0, assumed: siteCountry === null };
  if (place === 'DoNotKnow')
    return { roadKm: ROAD_KM_SAME_REGION, seaKm: UNKNOWN_PLACE_SEA_KM, assumed: true };
  const siteRegion = regionOf(siteCountry);
  // A site whose country is unknown is taken as European (the portal's clients mostly are).
  const site = siteRegion ? distanceRegionOf[siteRegion] : 'Europe';
  if (site === place) return { roadKm: ROAD_KM_SAME_REGION, seaKm: 0, assumed: siteRegion === null };
  const pair = [site, place].sort().join('|');
  return { roadKm: ROAD_KM_SAME_REGION, seaKm: seaKm[pair] ?? OTHER_SEA_KM, assumed: siteRegion === null };
}
