import { type Phrase, sayPhrase } from '@pharmatrace/domain';
import { describe, expect, it } from 'vitest';
import { starterLibrary } from './starter-library';
import { factorName } from './starter-names';

/** A row's name said in a language, as an estimate says it. */
const said = (locale: 'en' | 'fr', row: Parameters<typeof factorName>[0]) => {
  const name = factorName(row);
  return typeof name === 'string' ? name : sayPhrase(locale, name);
};
const row = (kind: string, key: string, geography = 'GLO') => {
  const found = starterLibrary.factors.find(
    (f) => f.kind === kind && f.key === key && f.geography === geography,
  );
  if (!found) throw new Error(`no starter row ${kind} ${key} ${geography}`);
  return found;
};

describe("the starter library's names (issue #27)", () => {
  it('says every row the portal names in words from the catalogue, its English the stored name', () => {
    const unnamed: string[] = [];
    for (const f of starterLibrary.factors) {
      const name = factorName(f);
      if (typeof name === 'string') unnamed.push(name);
      else expect(sayPhrase('en', name)).toBe(f.name);
    }
    // Only the refrigerants' gas codes stay as written: they are the same in French.
    expect(unnamed.every((name) => /^(HFC|PFC|HFO|R)-|^(CO2|CH4|N2O)$/.test(name))).toBe(true);
    expect(unnamed).not.toContain('R-717 (ammonia)');
  });

  it('says them in French in the words of ADEME Base Empreinte', () => {
    expect(said('fr', row('electricity', 'Electricity', 'FR'))).toBe('Électricité du réseau, France');
    expect(said('fr', row('electricity', 'Electricity', 'RER'))).toBe(
      'Électricité du réseau, Europe (valeur de l’UE à 27)',
    );
    expect(said('fr', row('fuel', 'NaturalGas'))).toBe('Gaz naturel, combustion');
    expect(said('fr', row('freight', 'road'))).toBe(
      'Transport routier de marchandises, poids lourd (tout diesel), chargement moyen, avec l’amont de son carburant',
    );
    expect(said('fr', row('class-default', 'organic-chemical'))).toBe(
      'Produit chimique organique, non spécifié',
    );
    expect(said('fr', row('end-of-life', '108-88-3'))).toBe(
      'toluene, incinération (CO2 fossile de son carbone)',
    );
    expect(said('fr', row('refrigerant', 'R-717 (ammonia)'))).toBe('R-717 (ammoniac)');
    expect(said('fr', row('refrigerant', 'HFC-134a'))).toBe('HFC-134a');
    // English: the stored names, unchanged.
    expect(said('en', row('electricity', 'Electricity', 'FR'))).toBe('Grid electricity, France');
    expect(said('en', row('end-of-life', '108-88-3'))).toBe(
      'toluene, incineration (fossil CO2 of its carbon)',
    );
  });

  it("keeps an imported or licensed row's name as its publisher wrote it", () => {
    const gas = row('fuel', 'NaturalGas');
    expect(factorName({ ...gas, imported: true })).toBe('Natural gas, combustion');
    // Same kind and key, another name: a row of another library, not the starter's.
    expect(factorName({ ...gas, name: 'natural gas, burned in industrial furnace >100kW' })).toBe(
      'natural gas, burned in industrial furnace >100kW',
    );
    expect((factorName(gas) as Phrase).key).toBe('factors.starter.fuel.NaturalGas');
  });
});
