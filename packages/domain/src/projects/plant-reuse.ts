/**
 * Spec 001 §3 Plant: 'a plant is reused if companyName, city and countryId all match an
 * existing one'. Matching ignores case and surrounding spaces, so that 'Lyon ' typed in one tree
 * and 'lyon' in another name the same site; one rule for the tree dialog and the server.
 */
export interface PlantIdentity {
  companyName?: string | null | undefined;
  city?: string | null | undefined;
  countryId?: string | null | undefined;
}

/** The three fields a plant typed in a manufacturer block is known by; null while one is missing. */
export function plantMatchKey(plant: PlantIdentity): string | null {
  const companyName = plant.companyName?.trim().toLocaleLowerCase('en');
  const city = plant.city?.trim().toLocaleLowerCase('en');
  const countryId = plant.countryId?.trim().toUpperCase();
  if (!companyName || !city || !countryId) return null;
  return JSON.stringify([companyName, city, countryId]);
}

/** Whether two blocks name the same plant (both complete and equal under plantMatchKey). */
export function isSamePlant(a: PlantIdentity, b: PlantIdentity): boolean {
  const key = plantMatchKey(a);
  return key !== null && key === plantMatchKey(b);
}
