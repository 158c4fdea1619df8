import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { transformationTypeNameIn, useTransformationTypes } from '@/lib/transformation-types';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';

afterEach(() => setLanguage('en'));

/** The names migration 0002 seeds, read from the migration itself. */
function seededNames(): string[] {
  const sql = readFileSync(
    path.join(__dirname, '../../../../api/drizzle/0002_seed_transformation_types.sql'),
    'utf8',
  );
  return [...sql.matchAll(/\('(?:NATURAL|BIOLOGIC)', '([^']+)', \d+\)/g)].map((m) => m[1]!);
}

function TypeNames() {
  const types = useTransformationTypes('NATURAL');
  return (
    <ul>
      {types.data?.map((type) => (
        <li key={type.id} data-id={type.id}>
          {type.name}
        </li>
      ))}
    </ul>
  );
}

describe('transformation type names in the page language (issue #27)', () => {
  it('has a French name for every type the migration seeds', () => {
    const names = seededNames();
    expect(names.length).toBe(18);
    const untranslated = names.filter((name) => transformationTypeNameIn('fr', name) === name);
    // Words French writes the same way ('Extraction', 'Fermentation', ...) are the only ones kept.
    expect(untranslated).toEqual([
      'Extraction',
      'Concentration',
      'Purification',
      'Fermentation',
      'Fermentation',
      'Ultrafiltration / diafiltration',
      'Formulation',
    ]);
    expect(transformationTypeNameIn('fr', 'Cell bank preparation')).toBe(
      'Préparation de la banque de cellules',
    );
  });

  it('keeps English, and a name staff added, as the API sends it', () => {
    expect(transformationTypeNameIn('en', 'Cultivation')).toBe('Cultivation');
    expect(transformationTypeNameIn('fr', 'Maceration')).toBe('Maceration');
  });

  it('shows the French names in French, the ids unchanged', async () => {
    setLanguage('fr');
    stubApi(({ url }) =>
      url === '/api/transformationType/natural'
        ? jsonResponse(200, [
            { id: 1, name: 'Cultivation' },
            { id: 2, name: 'Harvesting' },
          ])
        : undefined,
    );
    renderWithProviders(<TypeNames />);
    expect(await screen.findByText('Culture')).toHaveAttribute('data-id', '1');
    expect(screen.getByText('Récolte')).toHaveAttribute('data-id', '2');
    expect(screen.queryByText('Cultivation')).toBeNull();
  });
});
