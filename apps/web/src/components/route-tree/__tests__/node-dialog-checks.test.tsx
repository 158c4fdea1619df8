import { messages } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, smallTree, stubReferenceApi } from './harness';
import { block, fill, fillManufacturer, openAddPrecursor } from './node-dialog-fixtures';

describe('route tree dialog (spec 001 §2, §5 Tree dialog): checks', { timeout: 150_000 }, () => {
  it('shows every message of spec 001 §5 for a precursor, as the person types', async () => {
    stubReferenceApi();
    const { user, changes } = renderEditor({ initial: smallTree() });
    const dialog = await openAddPrecursor(user);

    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    for (const message of [
      messages.tree.casEmpty,
      messages.tree.nameEmpty,
      messages.tree.companyNameEmpty,
      messages.tree.productionCountryEmpty,
      messages.tree.cityEmpty,
      messages.percentage.empty,
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('CAS number')).toHaveFocus();
    expect(within(dialog).getByLabelText('CE number (if no CAS)')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Validated on change: each message goes as the field is filled, and the percentage is explained.
    await user.type(within(dialog).getByLabelText('CAS number'), '123-30-8');
    await waitFor(() => expect(within(dialog).queryByText(messages.tree.casEmpty)).toBeNull());
    const percentage = within(block(1)).getByLabelText('Percentage');
    await user.type(percentage, 'ab');
    expect(await within(dialog).findByText(messages.percentage.notNumber)).toBeInTheDocument();
    await user.clear(percentage);
    await user.type(percentage, '150');
    expect(await within(dialog).findByText(messages.percentage.above100)).toBeInTheDocument();
    await user.clear(percentage);
    await user.type(percentage, '0');
    expect(await within(dialog).findByText(messages.percentage.zeroOrUnder)).toBeInTheDocument();
    // At most 3 characters (spec 001 §9).
    await user.clear(percentage);
    await user.type(percentage, '1000');
    expect(percentage).toHaveValue('100');
    expect(changes).toEqual([]);
  });

  it('needs the percentages to total 100', async () => {
    stubReferenceApi();
    const { user, lastTree } = renderEditor({ initial: smallTree() });
    const dialog = await openAddPrecursor(user);
    await fill(user, within(dialog).getByLabelText('CAS number'), '64-19-7');
    await fill(user, within(dialog).getByLabelText('Name'), 'Acetic acid');
    await fillManufacturer(user, 1, {
      company: 'Pharma Synthèse',
      country: 'France',
      percentage: '60',
      city: 'Lyon',
    });
    expect(await within(dialog).findByText(messages.percentage.totalNot100)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add a manufacturer' }));
    await fillManufacturer(user, 2, { company: 'Deccan', country: 'India', percentage: '30', city: 'Pune' });
    expect(within(dialog).getByText(messages.percentage.totalNot100)).toBeInTheDocument();
    expect(within(dialog).getByText('Total: 90 %')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(screen.getByRole('dialog', { name: 'Add a precursor' })).toBeInTheDocument();

    const second = within(block(2)).getByLabelText('Percentage');
    await user.clear(second);
    await user.type(second, '40');
    await waitFor(() => expect(within(dialog).queryByText(messages.percentage.totalNot100)).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const added = lastTree()?.children?.at(-1);
    expect(added).toMatchObject({
      name: 'Acetic acid',
      cas: '64-19-7',
      type: 'CHEMICAL',
      isolated: true,
      manufacturers: [
        { companyName: 'Pharma Synthèse', countryId: 'FR', percentage: 60, city: 'Lyon' },
        { companyName: 'Deccan', countryId: 'IN', percentage: 40, city: 'Pune' },
      ],
      children: [],
    });
  });

  it('takes at most 3 manufacturers, and the first block cannot be removed', async () => {
    stubReferenceApi();
    const { user } = renderEditor({ initial: smallTree() });
    const dialog = await openAddPrecursor(user);
    const add = within(dialog).getByRole('button', { name: 'Add a manufacturer' });

    expect(within(block(1)).queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(add);
    await user.click(add);
    expect(within(dialog).getAllByRole('region', { name: /^Manufacturer #/ })).toHaveLength(3);
    expect(add).toBeDisabled();

    await fill(user, within(block(3)).getByLabelText('City'), 'Third city');
    await user.click(within(block(2)).getByRole('button', { name: 'Remove manufacturer #2' }));
    expect(within(dialog).getAllByRole('region', { name: /^Manufacturer #/ })).toHaveLength(2);
    // The third block became the second, with what was typed in it.
    expect(within(block(2)).getByLabelText('City')).toHaveValue('Third city');
    expect(add).toBeEnabled();
    expect(within(block(1)).queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
