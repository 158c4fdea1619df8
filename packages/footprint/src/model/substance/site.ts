import { massBalanceEnums, type Phrase, phrase } from '@pharmatrace/domain';
import { pointer } from '../builder';
import { type Row, rowOf, text } from '../reading';
import { type FootprintPlant, plantName, type SiteIntensity, siteIntensity } from '../site';
import { GLOBAL, type ReactionContext } from './context';

/** The site's energy and direct emissions, per kg of product (issue #23 'Site'). */
export function siteTerms(
  c: ReactionContext,
  processType: string,
  intensities: Map<string, SiteIntensity>,
  plantsById: Map<string, FootprintPlant>,
  entry: Row,
) {
  const { b, r } = c;
  const at = pointer(r, 'productionSite');
  const known = massBalanceEnums.processType.find((type) => type === processType);
  const process = known ?? 'Other';
  // The step's kind as the mass-balance form names it ('Chemical reaction', 'Réaction chimique'), not its code.
  const processName = phrase(`footprints.mb.option.${process}`);
  const siteDefault = (weight: number, why: Phrase, plantId?: string) => {
    const found = c.factors.byKeyIn('site-default', process, GLOBAL);
    if (!found) return;
    b.addFactorTerm(
      {
        reaction: r,
        category: 'siteEnergy',
        label: phrase('footprints.hotSpot.siteDefault', { process: processName }),
        at,
      },
      { mean: weight, sigma: 0 },
      found,
      'kg',
    );
    b.gap(
      'client',
      phrase('footprints.gap.siteDefault', { why, process: processName }),
      'siteEnergy',
      at,
      plantId,
    );
  };
  const named = text(rowOf(entry.productBy).carbonReactionProductionSites) || text(entry.linkedWithPlant);
  if (named && !plantsById.has(named)) {
    siteDefault(1, phrase('footprints.gap.site.notAPlant'), named);
    return;
  }
  if (c.site.plants.length === 0) {
    siteDefault(1, phrase('footprints.gap.site.noSite', { reaction: r + 1 }));
    return;
  }
  for (const { plant, weight } of c.site.plants) {
    let intensity = intensities.get(plant.id);
    if (!intensity) {
      intensity = siteIntensity(plant, c.factors);
      intensities.set(plant.id, intensity);
      if (intensity.ok)
        for (const note of intensity.notes) b.gap(note.owner, note.phrase, 'siteEnergy', null, plant.id);
    }
    if (!intensity.ok) {
      siteDefault(weight, intensity.reason, plant.id);
      continue;
    }
    b.addComputedTerm(
      {
        reaction: r,
        category: 'siteEnergy',
        label:
          weight < 1
            ? phrase('footprints.hotSpot.siteShare', {
                plant: plantName(plant),
                percent: Math.round(weight * 100),
              })
            : phrase('footprints.hotSpot.site', { plant: plantName(plant) }),
        at,
        primary: true,
      },
      { mean: weight, sigma: 0 },
      {
        mean: intensity.mean,
        sigma: intensity.sigma,
        source: intensity.source,
        quality: intensity.quality,
        variableId: `plant|${plant.id}`,
      },
    );
  }
}
