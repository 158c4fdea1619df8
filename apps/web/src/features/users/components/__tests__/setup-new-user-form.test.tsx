import { messages, uiMessages } from '@pharmatrace/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { SetupNewUserForm } from '../setup-new-user-form';

describe('Setup new user', () => {
  it("validates, shows 'Email taken' as 'Email already in use', then creates the user", async () => {
    let answer = jsonResponse(409, { message: 'Email taken' });
    const { calls } = stubApi(({ url }) => (url === '/api/auth/create-sub-user' ? answer : undefined));
    const { user } = renderWithProviders(<SetupNewUserForm />);

    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(messages.newUser.name)).toBeInTheDocument();
    expect(screen.getByText(messages.newUser.function)).toBeInTheDocument();
    expect(screen.getByText(messages.email.empty)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Alice Martin');
    await user.type(screen.getByLabelText('Function'), 'Pharmacist');
    await user.type(screen.getByLabelText('Email'), 'alice@lab');
    expect(await screen.findByText(messages.email.invalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '.fr');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(uiMessages.subUser.emailInUse)).toBeInTheDocument();

    answer = jsonResponse(201, {
      id: 'u1',
      name: 'Alice Martin',
      email: 'alice.martin@lab.fr',
      function: 'Pharmacist',
      isSubUser: true,
      confirmed: false,
    });
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'alice.martin@lab.fr');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(uiMessages.subUser.created)).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      name: 'Alice Martin',
      function: 'Pharmacist',
      email: 'alice.martin@lab.fr',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});
