import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, cell, renderWizard, stubSecondPartApi } from './carbon-second-part-fixtures';
import { footprintId as id, signInClientEachTest } from './estimate-fixtures';

// The box is shared by several test runs at once: give the pages time to move on.
configure({ asyncUtilTimeout: 5000 });

signInClientEachTest();

// 150 s like the plant form's tests: the reaction pages are large MUI forms, slow in jsdom on a
// loaded 2-core box (the plants file creates a plant in place, with the whole plant form).
describe('the carbon footprint wizard, second part (spec 001 §2, §4, §5; issue #11): reaction pages', {
  timeout: 150_000,
}, () => {
  it('heads each reaction page, takes the precursor from the tree read-only, and checks the rules on Validate', async () => {
    stubSecondPartApi();
    const { user } = renderWizard('?step=reaction-1');
    expect(await screen.findByRole('heading', { name: 'Synthetic route: reaction 1/2' })).toBeInTheDocument();
    expect(cell('Raw materials, line 1: Name')).toHaveValue('4-aminophenol');
    expect(cell('Raw materials, line 1: CAS number')).toHaveAttribute('readonly');
    // Default rows: 3 raw materials, 2 of each other list.
    expect(screen.getByLabelText('Raw materials, line 3: Name')).toBeInTheDocument();
    expect(screen.queryByLabelText('Raw materials, line 4: Name')).toBeNull();
    expect(screen.getByLabelText('Cleanings, line 2: Solvent name')).toBeInTheDocument();

    // A number pattern shows as it is typed.
    await user.type(cell('Finished product: Molecular Weight'), '12a');
    expect(await screen.findByText('Molecular Weight has to be a number')).toBeInTheDocument();
    await user.clear(cell('Finished product: Molecular Weight'));
    await user.type(cell('Gas wastes, line 2: Rough composition'), 'HCl');
    await user.click(button('Validate data for reaction 1/2'));
    expect(await screen.findByText('Line 2: Treatment is required')).toBeInTheDocument();
    expect(screen.getByText('Line 2: Weight per batch is required')).toBeInTheDocument();
    expect(screen.getByText('Molecular Weight is required')).toBeInTheDocument();
    expect(screen.getByText("Line 1: Production place can't be empty")).toBeInTheDocument();
    expect(cell('Gas wastes, line 2: Treatment')).toHaveAttribute('aria-invalid', 'true');
    // Still on reaction 1.
    expect(screen.getByRole('heading', { name: 'Synthetic route: reaction 1/2' })).toBeInTheDocument();
  });

  it("moves with the keyboard: Tab along the line, Enter in the list's last cell adds a line", async () => {
    stubSecondPartApi();
    const { user } = renderWizard('?step=reaction-1');
    await user.click(await screen.findByLabelText('Solvent recycling, line 2: Solvent name'));
    await user.tab();
    expect(cell('Solvent recycling, line 2: Distillation site')).toHaveFocus();
    await user.tab();
    expect(cell('Solvent recycling, line 2: Recovered weight per batch')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cell('Solvent recycling, line 3: Solvent name')).toHaveFocus());
    // An added line can be removed again; the default ones cannot.
    expect(screen.queryByRole('button', { name: 'Remove solvent recycling line 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove solvent recycling line 3' }));
    expect(screen.queryByLabelText('Solvent recycling, line 3: Solvent name')).toBeNull();
  });

  it('saves as the person types, with the revision, and says so: Saving…, then Saved', async () => {
    const { calls } = stubSecondPartApi();
    const { user } = renderWizard('?step=reaction-1');
    await user.type(await screen.findByLabelText('Finished product: Weight per Batch'), '1000');
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
    const saves = calls.filter((c) => c.url === `/api/carbon/second_part/update/${id}`);
    // Debounced: one save for the four keystrokes.
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toMatchObject({
      revision: 4,
      substances: [
        { usedInReactionId: 'substance_a', weightPerBatch: '1000' },
        { usedInReactionId: 'substance_b' },
      ],
    });
    // The next save names the revision the server answered.
    await user.type(cell('Finished product: Molecular Weight'), '151');
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/second_part/update/'))).toHaveLength(2));
    expect(calls.filter((c) => c.url.includes('/second_part/update/'))[1]!.body).toMatchObject({
      revision: 5,
    });
  });
});
