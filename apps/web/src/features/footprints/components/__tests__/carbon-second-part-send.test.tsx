import { uiMessages } from '@pharmatrace/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, cell, findButton, renderWizard, stubSecondPartApi } from './carbon-second-part-fixtures';
import { footprintId as id, signInClientEachTest } from './estimate-fixtures';

// The box is shared by several test runs at once: give the pages time to move on.
configure({ asyncUtilTimeout: 5000 });

signInClientEachTest();

// 150 s like the plant form's tests: the reaction pages are large MUI forms, slow in jsdom on a
// loaded 2-core box (the plants file creates a plant in place, with the whole plant form).
describe('the carbon footprint wizard, second part (spec 001 §2, §4, §5; issue #11): sending', {
  timeout: 150_000,
}, () => {
  it("marks a reaction 'Unknown data' and goes on without checking it, then sends the second part", async () => {
    const { calls } = stubSecondPartApi();
    const { user } = renderWizard('?step=reaction-2');
    await user.type(await screen.findByLabelText('Finished product: Molecular Weight'), 'not known');
    await user.click(button('Unknown data for reaction 2/2'));
    expect(await screen.findByText('Step 5 Manufacturing plant information')).toBeInTheDocument();
    await user.selectOptions(cell('Manufacturing plant of reaction 1/2'), 'plant_1');
    await user.click(button('Next step'));
    await screen.findByLabelText('Manufacturing plant of reaction 2/2', { selector: 'select' });
    await user.click(button('Next step'));
    await screen.findByRole('heading', { name: 'Save' });
    // Reaction 1 was never filled: the submission goes back to it.
    await user.click(button('Send my data'));
    expect(await screen.findByRole('heading', { name: 'Synthetic route: reaction 1/2' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/second_part/validate/'))).toBe(false);
    await user.click(button('Unknown data for reaction 1/2'));
    await screen.findByRole('heading', { name: 'Synthetic route: reaction 2/2' });
    await user.click(button('Unknown data for reaction 2/2'));
    await screen.findByLabelText('Manufacturing plant of reaction 1/2', { selector: 'select' });
    await user.click(button('Next step'));
    await screen.findByLabelText('Manufacturing plant of reaction 2/2', { selector: 'select' });
    await user.click(button('Next step'));
    await user.click(await findButton('Send my data'));
    expect(await screen.findByText(uiMessages.submission.footprintSecondPart)).toBeInTheDocument();
    const sent = calls.find((c) => c.url === `/api/carbon/second_part/validate/${id}`)!;
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    expect(sent.body).toMatchObject({
      plants: ['plant_1'],
      substances: [
        { dataUnknown: true, linkedWithPlant: 'plant_1' },
        { dataUnknown: true, molecularWeight: 'not known', linkedWithPlant: null },
      ],
    });
  });

  it('asks the production site once, in step 5, and writes it to both fields (issue #29, decision 0043)', async () => {
    const { calls } = stubSecondPartApi();
    const { user } = renderWizard('?step=reaction-1');
    await screen.findByRole('heading', { name: 'Synthetic route: reaction 1/2' });
    // The reaction page asks the process type and the purification, not the site.
    expect(screen.getByLabelText('Process type', { selector: 'select' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Production site')).toBeNull();
    expect(screen.queryByRole('combobox', { name: /plant|production site/i })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Pharma Synthèse, Lyon' })).toBeNull();
    await user.click(button('Unknown data for reaction 1/2'));
    await user.click(await findButton('Unknown data for reaction 2/2'));
    await user.selectOptions(
      await screen.findByLabelText('Manufacturing plant of reaction 1/2', { selector: 'select' }),
      'plant_1',
    );
    await user.click(button('Save as draft'));
    await waitFor(() =>
      expect(calls.some((c) => c.url === `/api/carbon/second_part/update/${id}`)).toBe(true),
    );
    const saved = calls.filter((c) => c.url === `/api/carbon/second_part/update/${id}`).at(-1)!;
    expect(saved.body).toMatchObject({
      plants: ['plant_1'],
      substances: [
        { linkedWithPlant: 'plant_1', productBy: { carbonReactionProductionSites: 'plant_1' } },
        { linkedWithPlant: null, productBy: { carbonReactionProductionSites: null } },
      ],
    });
  });
});
