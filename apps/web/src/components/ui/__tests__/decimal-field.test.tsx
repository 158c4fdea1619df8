import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { renderWithProviders } from '@/testing/test-utils';
import { FormDecimalField } from '../decimal-field';

/** Issue #39, decision 0060: the one numeric field of the forms. */

type Values = { weight: number | string | null };

let read: () => { values: Values; isDirty: boolean } = () => ({ values: { weight: null }, isDirty: false });

function Form({ weight }: { weight: Values['weight'] }) {
  const form = useForm<Values>({ defaultValues: { weight } });
  read = () => ({ values: form.getValues(), isDirty: form.formState.isDirty });
  // Read so that the form tracks it (react-hook-form's proxy subscription).
  void form.formState.isDirty;
  return <FormDecimalField control={form.control} name="weight" label="Weight per Batch" />;
}

afterEach(() => setLanguage('en'));

describe('FormDecimalField', () => {
  it('shows a stored number with the French separator, and holds the number typed with a comma', async () => {
    setLanguage('fr');
    const { user } = renderWithProviders(<Form weight={151.16} />);
    const input = screen.getByLabelText('Weight per Batch');
    expect(input).toHaveValue('151,16');
    expect(read().isDirty).toBe(false);

    await user.clear(input);
    await user.type(input, '109,13');
    expect(input).toHaveValue('109,13');
    expect(read().values.weight).toBe(109.13);
    expect(read().isDirty).toBe(true);
  });

  it('takes a point as well in French, and shows English with a point', async () => {
    setLanguage('fr');
    const { user } = renderWithProviders(<Form weight={null} />);
    const input = screen.getByLabelText('Weight per Batch');
    await user.type(input, '0.5');
    expect(read().values.weight).toBe(0.5);
  });

  it('keeps a half-typed number as typed, and a text that is no number as its text for the schema to refuse', async () => {
    const { user } = renderWithProviders(<Form weight={12} />);
    const input = screen.getByLabelText('Weight per Batch');
    expect(input).toHaveValue('12');
    await user.type(input, ',');
    expect(input).toHaveValue('12,');
    expect(read().values.weight).toBe(12);
    await user.type(input, '5');
    expect(read().values.weight).toBe(12.5);
    await user.clear(input);
    expect(read().values.weight).toBeNull();
    await user.type(input, '1,234.5');
    expect(read().values.weight).toBe('1,234.5');
  });
});
