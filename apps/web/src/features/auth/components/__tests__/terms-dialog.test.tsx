import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { TermsDialog, termsItems } from '../terms-dialog';

describe('terms dialog', () => {
  it("enables 'Agree' only once the four boxes are ticked", async () => {
    const onAgree = vi.fn();
    const { user } = renderWithProviders(<TermsDialog open onAgree={onAgree} onClose={() => undefined} />);

    const agree = screen.getByRole('button', { name: 'Agree' });
    expect(agree).toBeDisabled();
    expect(termsItems).toHaveLength(4);

    const [first, ...others] = termsItems;
    if (!first) throw new Error('no terms');
    await user.click(screen.getByRole('checkbox', { name: first.label }));
    for (const item of others.slice(0, 2)) {
      await user.click(screen.getByRole('checkbox', { name: item.label }));
    }
    expect(agree).toBeDisabled();

    await user.click(
      screen.getByRole('checkbox', {
        name: 'I confirm that I will not disclose the footprint values publicly',
      }),
    );
    expect(agree).toBeEnabled();

    // Unticking one disables it again.
    await user.click(screen.getByRole('checkbox', { name: first.label }));
    expect(agree).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: first.label }));

    await user.click(agree);
    expect(onAgree).toHaveBeenCalledTimes(1);
  });
});
