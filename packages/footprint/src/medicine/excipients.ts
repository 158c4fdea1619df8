import { type MedicineExcipient, phrase } from '@pharmatrace/domain';
import { basicSigma, sigmaOf } from '../pedigree';
import { geographiesOf } from '../regions';
import { kgOfMg, type MedicineContext } from './context';
import { GLOBAL_GEOGRAPHY } from './geographies';

/**
 * Post 2, the excipients (issue #37): mg per unit × the production factor of the footprint
 * method's library (found by CAS, then by name, in the place of production), or the class default
 * for an organic chemical where the library has none: a gap for the provider, not the client.
 */
export function addExcipients(c: MedicineContext): void {
  const country = c.plant?.countryId ?? null;
  for (const [index, excipient] of c.doc.excipients.entries()) addExcipient(c, excipient, index, country);
}

function addExcipient(
  c: MedicineContext,
  excipient: MedicineExcipient,
  index: number,
  country: string | null,
) {
  const path = `excipients.${index}`;
  const line = {
    post: 'excipients' as const,
    label: phrase('medicineFootprint.line.excipient', { name: excipient.name }),
    path,
    amount: kgOfMg(excipient.mgPerUnit),
    amountSigma: basicSigma.input,
  };
  const found = c.factors.find(
    'material',
    { key: excipient.cas, name: excipient.name },
    geographiesOf(excipient.productionPlace, country),
  );
  if (found && c.model.addFactorLine(line, found, 'kg')) return;

  const fallback = c.factors.byKeyIn('class-default', 'organic-chemical', GLOBAL_GEOGRAPHY);
  if (!fallback) return;
  c.model.gap(
    'provider',
    path,
    phrase('medicineFootprint.gap.excipientClassDefault', { name: excipient.name }),
  );
  // Drawn per substance: two excipients on the class default do not move as one.
  const variable = c.model.variable(
    `class-default|organic-chemical|excipient-${index}`,
    fallback.factor.value,
    sigmaOf('class-default', fallback.factor.dqr),
  );
  c.model.addLine({ ...line, variable, source: fallback.factor.source });
}
