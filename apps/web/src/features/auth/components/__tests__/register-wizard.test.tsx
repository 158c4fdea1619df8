import { messages, uiMessages } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { RegisterWizard } from '../register-wizard';

async function fillStep1(user: UserEvent) {
  await user.type(screen.getByLabelText('Company name'), 'Hospital of Lyon');
  await user.type(screen.getByLabelText('Contact name'), 'Marie Curie');
  await user.type(screen.getByLabelText('Phone'), '+33 4 00 00 00 00');
  await user.type(screen.getByLabelText('Email'), 'marie@hospital.fr');
  await user.type(screen.getByLabelText('Password'), 'Str0ng!Passw0rd');
}

async function fillStep2(user: UserEvent) {
  await user.type(screen.getByLabelText('Company legal name'), 'HCL');
  await user.type(screen.getByLabelText('Address line 1 (street)'), '3 quai des Célestins');
  await user.type(screen.getByLabelText('Address line 2 (zip code and city)'), '69002 Lyon');
  await user.type(screen.getByLabelText('Address line 3 (country)'), 'France');
}

describe('register wizard', () => {
  it("shows the spec's messages when 'Next' is pressed on an empty step 1, and stays there", async () => {
    const { user } = renderWithProviders(<RegisterWizard />, { path: '/register' });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(messages.register.companyName)).toBeInTheDocument();
    expect(screen.getByText(messages.register.contactName)).toBeInTheDocument();
    expect(screen.getByText(messages.register.phone)).toBeInTheDocument();
    expect(screen.getByText(messages.email.empty)).toBeInTheDocument();
    expect(screen.getByText(messages.password.empty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('validates on every change with the password rules', async () => {
    const { user } = renderWithProviders(<RegisterWizard />, { path: '/register' });
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText(messages.password.tooShort)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'marie@');
    expect(await screen.findByText(messages.email.invalid)).toBeInTheDocument();
  });

  it('keeps the values when the user goes back and forth, and validates step 2', async () => {
    const { user } = renderWithProviders(<RegisterWizard />, { path: '/register' });
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Invoicing information' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messages.register.companylegalName)).toBeInTheDocument();
    expect(screen.getByText(messages.register.addressLine2)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Company name')).toHaveValue('Hospital of Lyon');
    expect(screen.getByLabelText('Password')).toHaveValue('Str0ng!Passw0rd');
  });

  it('keeps a draft without the password for a reload', async () => {
    const { user, unmount } = renderWithProviders(<RegisterWizard />, { path: '/register' });
    await fillStep1(user);
    // One draft mechanism for every form (lib/form-drafts.ts), kept in this tab only.
    const storedText = (storage: Storage) => JSON.stringify(Object.entries(storage));
    await waitFor(() => expect(storedText(window.sessionStorage)).toContain('Hospital of Lyon'));
    const draft = storedText(window.sessionStorage);
    expect(draft).toContain('Hospital of Lyon');
    expect(draft).not.toContain('Str0ng!Passw0rd');
    expect(storedText(window.localStorage)).not.toContain('Hospital of Lyon');
    unmount();

    renderWithProviders(<RegisterWizard />, { path: '/register' });
    expect(screen.getByLabelText('Company name')).toHaveValue('Hospital of Lyon');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it("enables 'Validation' only with an account type and the terms; 'Email taken' returns to step 1", async () => {
    const { calls } = stubApi(({ url }) =>
      url === '/api/auth/register' ? jsonResponse(409, { message: 'Email taken' }) : undefined,
    );
    const { user } = renderWithProviders(<RegisterWizard />, { path: '/register' });
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillStep2(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const validation = await screen.findByRole('button', { name: 'Validation' });
    expect(validation).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /STANDARD/ }));
    expect(validation).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Read and accept the terms' }));
    const dialog = await screen.findByRole('dialog');
    for (const checkbox of within(dialog).getAllByRole('checkbox')) await user.click(checkbox);
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    expect(await screen.findByText('You accepted the terms.')).toBeInTheDocument();
    // The page is hidden from assistive technology until the dialog has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Validation' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Validation' }));
    expect(await screen.findByText(uiMessages.register.emailTaken)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('marie@hospital.fr');

    const payload = calls.find((call) => call.url === '/api/auth/register')?.body;
    expect(payload).toEqual({
      companyName: 'Hospital of Lyon',
      contactName: 'Marie Curie',
      phone: '+33 4 00 00 00 00',
      email: 'marie@hospital.fr',
      password: 'Str0ng!Passw0rd',
      companylegalName: 'HCL',
      addressLine1: '3 quai des Célestins',
      addressLine2: '69002 Lyon',
      addressLine3: 'France',
      accountType: 'STANDARD',
      acceptTerms: true,
      // Issue #27: the language of the page (the test browser's is English).
      language: 'en',
    });
  });
});
