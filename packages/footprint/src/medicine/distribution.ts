import { type MedicineTransport, type MessageKey, type Phrase, phrase } from '@pharmatrace/domain';
import { basicSigma } from '../pedigree';
import { geographiesOf } from '../regions';
import { kgOfMg, type MedicineContext } from './context';
import {
  COLD_CHAIN_KWH_PER_BOX,
  COLD_CHAIN_ROAD_UPLIFT,
  DEFAULT_API_ROAD_KM,
  DEFAULT_API_SEA_KM,
  DEFAULT_TO_FRANCE_ROAD_KM,
  DISTRIBUTION_ROAD_KM,
  MEDICINE_ASSUMED_SIGMA,
  STORAGE_KWH_PER_BOX,
} from './defaults';
import { GLOBAL_GEOGRAPHY } from './geographies';

/**
 * Post 5, transport and distribution, storage included (issue #37): each leg the client gives
 * (the API's leg carries the actives; the medicine's, the unit with its packaging), or the default
 * legs (a gap); then distribution and storage in France, the cold chain adding its energy and
 * its refrigerated trucks' extra fuel.
 */

const freightKey: Record<MedicineTransport['mode'], string> = {
  ROAD: 'road',
  SEA: 'sea',
  AIR: 'air',
  RAIL: 'rail',
};

export function addDistribution(c: MedicineContext): void {
  const activesKg = c.doc.actives.reduce((sum, a) => sum + kgOfMg(a.mgPerUnit), 0);
  const packedKg = c.productKgPerUnit + c.packagingKgPerUnit.reduce((sum, p) => sum + p.kg, 0);

  const legs =
    c.doc.transport.length > 0
      ? c.doc.transport.map((leg, index) => ({ ...leg, path: `transport.${index}`, sigma: basicSigma.input }))
      : defaultLegs(c);
  for (const leg of legs) {
    const kg = leg.leg === 'API_TO_FORMULATION' ? activesKg : packedKg;
    addLeg(c, leg.mode, leg.km, kg, leg.path, leg.sigma, phrase('medicineFootprint.line.leg', legWords(leg)));
  }

  const uplift = c.doc.coldChain ? 1 + COLD_CHAIN_ROAD_UPLIFT : 1;
  addLeg(
    c,
    'ROAD',
    DISTRIBUTION_ROAD_KM * uplift,
    packedKg,
    null,
    MEDICINE_ASSUMED_SIGMA,
    phrase('medicineFootprint.line.distribution'),
  );

  const grid = c.factors.byKeyIn('electricity', 'Electricity', geographiesOf('SameCountry', 'FR'));
  if (!grid) return;
  c.model.addFactorLine(
    {
      post: 'distribution',
      label: phrase('medicineFootprint.line.distribution'),
      path: null,
      amount: STORAGE_KWH_PER_BOX / c.unitsPerBox,
      amountSigma: MEDICINE_ASSUMED_SIGMA,
    },
    grid,
    'kWh',
  );
  if (c.doc.coldChain)
    c.model.addFactorLine(
      {
        post: 'distribution',
        label: phrase('medicineFootprint.line.coldChain'),
        path: 'coldChain',
        amount: COLD_CHAIN_KWH_PER_BOX / c.unitsPerBox,
        amountSigma: MEDICINE_ASSUMED_SIGMA,
      },
      grid,
      'kWh',
    );
}

type Leg = MedicineTransport & { path: string | null; sigma: number };

function defaultLegs(c: MedicineContext): Leg[] {
  c.model.gap(
    'client',
    'transport',
    phrase('medicineFootprint.gap.noTransport', {
      seaKm: DEFAULT_API_SEA_KM,
      roadKm: DEFAULT_API_ROAD_KM + DEFAULT_TO_FRANCE_ROAD_KM,
    }),
  );
  const assumed = { path: null, sigma: MEDICINE_ASSUMED_SIGMA };
  return [
    { mode: 'SEA', km: DEFAULT_API_SEA_KM, leg: 'API_TO_FORMULATION', ...assumed },
    { mode: 'ROAD', km: DEFAULT_API_ROAD_KM, leg: 'API_TO_FORMULATION', ...assumed },
    { mode: 'ROAD', km: DEFAULT_TO_FRANCE_ROAD_KM, leg: 'FORMULATION_TO_FRANCE', ...assumed },
  ];
}

const modeWord = (mode: MedicineTransport['mode']): Phrase => ({
  key: `medicineFootprint.mode.${mode}` satisfies MessageKey,
  values: {},
});
const legWords = (leg: MedicineTransport) => ({ mode: modeWord(leg.mode), km: leg.km });

function addLeg(
  c: MedicineContext,
  mode: MedicineTransport['mode'],
  km: number,
  kg: number,
  path: string | null,
  sigma: number,
  label: Phrase,
) {
  const found = c.factors.byKeyIn('freight', freightKey[mode], GLOBAL_GEOGRAPHY);
  const line = { post: 'distribution' as const, label, path, amount: (kg / 1_000) * km, amountSigma: sigma };
  if (!found || !c.model.addFactorLine(line, found, 'tkm'))
    c.model.gap('provider', path, phrase('medicineFootprint.gap.noFactor', { what: modeWord(mode) }));
}
