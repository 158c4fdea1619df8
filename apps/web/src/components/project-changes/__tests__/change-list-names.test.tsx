import { projectDocumentChanges } from '@pharmatrace/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { ChangeList } from '../change-list';

/**
 * Issue #27: a route tree node with no name is 'Product' (the root) or 'Unnamed step'. Its place
 * was said in the page's language, its value (a node added, removed or moved) stayed English.
 */

const node = (id: string, name: string, children: unknown[] = []) => ({
  id,
  name,
  cas: '',
  isolated: true,
  manufacturers: [],
  children,
});
const substance = (tree: unknown) => ({ inn: 'paracetamol', type: 'CHEMICAL', tree });

// An unnamed step moves from under the unnamed root to under 4-aminophenol, another is added.
const before = substance(node('root', '', [node('a', '4-aminophenol'), node('step', '')]));
const after = substance(
  node('root', '', [node('a', '4-aminophenol', [node('step', ''), node('added', '')])]),
);
const { changes, total } = projectDocumentChanges('SUBSTANCE', before, after);

function renderChanges() {
  stubApi(({ url }) => (url === '/api/countries' ? jsonResponse(200, []) : undefined));
  renderWithProviders(<ChangeList changes={changes} total={total} />);
}
const lines = () => [...document.querySelectorAll('li')].map((item) => item.textContent);

afterEach(() => setLanguage('en'));

describe("'What changed' names an unnamed node in the page's language (issue #27)", () => {
  it('says Produit and Étape sans nom in French, a typed name as typed', async () => {
    setLanguage('fr');
    renderChanges();
    await screen.findByText('Voie de synthèse › Étape sans nom › Précurseur de');
    expect(lines()).toEqual([
      'ModifiéVoie de synthèse › Étape sans nom › Précurseur deProduit → 4-aminophenol',
      'AjoutéVoie de synthèse › Étape sans nomÉtape sans nom',
    ]);
    expect(lines().join(' ')).not.toMatch(/Product|Unnamed step/);
  });

  it('keeps the English screen as it was', async () => {
    renderChanges();
    await screen.findByText('Synthetic route › Unnamed step › Precursor of');
    expect(lines()).toEqual([
      'ChangedSynthetic route › Unnamed step › Precursor ofProduct → 4-aminophenol',
      'AddedSynthetic route › Unnamed stepUnnamed step',
    ]);
  });
});
