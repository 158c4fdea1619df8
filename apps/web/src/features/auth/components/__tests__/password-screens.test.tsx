import { messages, serverMessages, uiMessages } from '@pharmatrace/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { ConfirmUser } from '../confirm-user';
import { ForgotPasswordForm } from '../forgot-password-form';
import { SetPasswordForm } from '../set-password-form';

describe('forgot password', () => {
  it('says where the code went and links to set_password with the e-mail', async () => {
    stubApi(({ url }) =>
      url === '/api/auth/forgot-password'
        ? jsonResponse(200, {
            CodeDeliveryDetails: {
              Destination: 'm***@h***.fr',
              DeliveryMedium: 'EMAIL',
              AttributeName: 'email',
            },
          })
        : undefined,
    );
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(messages.email.empty)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'Marie@Hospital.fr');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A code was sent to m***@h***.fr.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set a new password' })).toHaveAttribute(
      'href',
      '/set_password?email=marie%40hospital.fr',
    );
  });
});

describe('set password', () => {
  it('shows the hint, the code format, and the invalid-code message of spec 000 §8', async () => {
    stubApi(({ url }) =>
      url === '/api/auth/reset-password'
        ? apiErrorResponse(400, { message: serverMessages.expiredCode, code: 'BAD_REQUEST' })
        : undefined,
    );
    const { user } = renderWithProviders(<SetPasswordForm initialEmail="marie@hospital.fr" />);
    expect(screen.getByText(messages.reset.codeHint)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('marie@hospital.fr');

    await user.type(screen.getByLabelText('Code'), '12');
    expect(await screen.findByText(messages.reset.codeFormat)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '3456');
    await user.type(screen.getByLabelText('New password'), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(uiMessages.reset.invalidCode)).toBeInTheDocument();
  });

  it("puts the server's password rule on the field, then confirms the change", async () => {
    let answer = jsonResponse(400, {
      message: 'Invalid input',
      fields: { password: messages.password.special },
    });
    stubApi(({ url }) => (url === '/api/auth/reset-password' ? answer : undefined));
    const { user } = renderWithProviders(<SetPasswordForm initialEmail="marie@hospital.fr" />);
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(messages.password.special)).toBeInTheDocument();

    answer = jsonResponse(200, { message: 'ok' });
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(uiMessages.reset.success)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });
});

describe('confirm user', () => {
  it('activates the account when the page opens', async () => {
    const { calls } = stubApi(({ url }) =>
      url === '/api/auth/confirm-user' ? jsonResponse(200, { message: 'ok' }) : undefined,
    );
    renderWithProviders(<ConfirmUser email="marie@hospital.fr" code="123456" />);
    expect(await screen.findByText(uiMessages.confirmUser.success)).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/auth/confirm-user')).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ email: 'marie@hospital.fr', code: '123456' });
  });

  it('says the code is invalid when the server refuses it', async () => {
    stubApi(() => apiErrorResponse(400, { message: serverMessages.expiredCode, code: 'BAD_REQUEST' }));
    renderWithProviders(<ConfirmUser email="marie@hospital.fr" code="000000" />);
    expect(await screen.findByText(uiMessages.confirmUser.failure)).toBeInTheDocument();
  });
});
