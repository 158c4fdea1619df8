import { type Client, messages, uiMessages } from '@pharmatrace/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { ChangePasswordForm } from '../change-password-form';
import { GeneralInformationForm } from '../general-information-form';
import { InvoicingInformationForm } from '../invoicing-information-form';

const client: Client = {
  id: 'c1',
  companyName: 'Hospital of Lyon',
  contactName: 'Marie Curie',
  phone: '+33 4',
  email: 'marie@hospital.fr',
  companylegalName: 'HCL',
  addressLine1: '3 quai',
  addressLine2: '69002 Lyon',
  addressLine3: 'France',
  accountType: 'STANDARD',
  subscriptionStartDate: null,
  subscriptionEndDate: null,
  prepaidAmount: null,
  subscriptionsUrl: [],
  pricingUrl: null,
};

describe('general information', () => {
  it('shows the four contact fields in their order, with their input types and autofill', () => {
    stubApi(() => undefined);
    renderWithProviders(<GeneralInformationForm client={client} />);
    const fields = ['Company name', 'Contact name', 'Phone', 'Email'].map((label) =>
      screen.getByLabelText(label),
    );
    expect(fields.map((field) => field.getAttribute('autocomplete'))).toEqual([
      'organization',
      'name',
      'tel',
      'email',
    ]);
    expect(fields.map((field) => field.getAttribute('type'))).toEqual(['text', 'text', 'tel', 'email']);
    expect(fields[0]).toHaveValue(client.companyName);
    // In the page's order: each field follows the one before.
    for (const [index, field] of fields.slice(1).entries()) {
      expect(fields[index]!.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('enables Save only when a field changed and nothing is invalid', async () => {
    const { calls } = stubApi(({ url }) =>
      url === '/api/client/general_information'
        ? jsonResponse(200, { ...client, phone: '+33 4 72 00 00 00' })
        : undefined,
    );
    const { user } = renderWithProviders(<GeneralInformationForm client={client} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.clear(screen.getByLabelText('Phone'));
    expect(await screen.findByText(messages.generalInformation.phone)).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.type(screen.getByLabelText('Phone'), '+33 4 72 00 00 00');
    await expect.poll(() => save.hasAttribute('disabled')).toBe(false);
    await user.click(save);
    expect(await screen.findByText('General information saved')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/client/general_information')?.body).toEqual({
      companyName: 'Hospital of Lyon',
      contactName: 'Marie Curie',
      phone: '+33 4 72 00 00 00',
      email: 'marie@hospital.fr',
    });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('invoicing information', () => {
  it('shows the four invoicing fields with the stored values and saves a change', async () => {
    const { calls } = stubApi(({ url }) =>
      url === '/api/client/invoicing_information'
        ? jsonResponse(200, { ...client, addressLine1: '5 place Bellecour' })
        : undefined,
    );
    const { user } = renderWithProviders(<InvoicingInformationForm client={client} />);
    expect(screen.getByLabelText('Company legal name')).toHaveValue('HCL');
    expect(screen.getByLabelText('Address line 1 (street)')).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.getByLabelText('Address line 2 (zip code and city)')).toHaveValue('69002 Lyon');
    expect(screen.getByLabelText('Address line 3 (country)')).toHaveAttribute('autocomplete', 'country-name');

    await user.clear(screen.getByLabelText('Address line 1 (street)'));
    await user.type(screen.getByLabelText('Address line 1 (street)'), '5 place Bellecour');
    const save = screen.getByRole('button', { name: 'Save' });
    await expect.poll(() => save.hasAttribute('disabled')).toBe(false);
    await user.click(save);
    expect(await screen.findByText('Invoicing information saved')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/client/invoicing_information')?.body).toEqual({
      companylegalName: 'HCL',
      addressLine1: '5 place Bellecour',
      addressLine2: '69002 Lyon',
      addressLine3: 'France',
    });
  });
});

describe('change password', () => {
  it("checks the confirmation and shows 'Incorrect password.' for a wrong current password", async () => {
    let answer = jsonResponse(400, { message: 'Incorrect username or password.' });
    stubApi(({ url }) => (url === '/api/auth/change_password' ? answer : undefined));
    const { user } = renderWithProviders(<ChangePasswordForm />);

    await user.type(screen.getByLabelText('Current password'), 'Old!Passw0rd');
    await user.type(screen.getByLabelText('New password'), 'New!Passw0rd1');
    await user.type(screen.getByLabelText('Confirm your password'), 'New!Passw0rd2');
    expect(await screen.findByText(messages.password.confirmMismatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm your password'));
    await user.type(screen.getByLabelText('Confirm your password'), 'New!Passw0rd1');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(uiMessages.changePassword.incorrectPassword)).toBeInTheDocument();

    answer = jsonResponse(200, { message: 'ok' });
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Right!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(uiMessages.changePassword.success)).toBeInTheDocument();
  });
});
