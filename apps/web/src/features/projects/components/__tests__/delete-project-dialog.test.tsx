import { type CarbonSummary, type OriginSummary, uiMessages } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, stubApi } from '@/testing/test-utils';
import { ProjectList } from '../project-list';

const base = {
  reportUrl: null,
  invoiceUrl: null,
  invoice: { status: null },
  createdAt: '2025-01-01T08:00:00.000Z',
  updatedAt: '2025-01-01T08:00:00.000Z',
};

function stubDeletableLists(deleteAnswer: (url: string) => Response) {
  let origins: OriginSummary[] = [{ ...base, id: 'o1', status: 'DRAFT', drugProductName: 'Aspirin Draft' }];
  const carbons: CarbonSummary[] = [
    { ...base, id: 'c4', status: 'DRAFT2', name: 'Omeprazole API', footprint: null },
  ];
  return stubApi(({ method, url }) => {
    if (method === 'GET' && url === '/api/origin') return jsonResponse(200, origins);
    if (method === 'GET' && url === '/api/substance') return jsonResponse(200, []);
    if (method === 'GET' && url === '/api/carbon') return jsonResponse(200, carbons);
    if (method === 'DELETE') {
      const answer = deleteAnswer(url);
      if (answer.status === 204) origins = origins.filter((o) => url !== `/api/origin/${o.id}`);
      return answer;
    }
    return undefined;
  });
}

async function openDialog(name: string) {
  const { user, ...rest } = renderWithProviders(<ProjectList list="projects" />, { path: '/my_projects' });
  await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: uiMessages.deleteProject.title });
  return { user, dialog, ...rest };
}

describe('delete confirmation dialog', () => {
  it("enables Delete only once exactly 'Delete' is typed, then deletes and refreshes the list", async () => {
    const { calls } = stubDeletableLists(() => jsonResponse(204));
    const { user, dialog } = await openDialog('Aspirin Draft');

    // Spec 000 §2: the note that the project and all its data will be lost.
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(uiMessages.deleteProject.note));
    expect(within(dialog).getByText('Aspirin Draft')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    const typed = within(dialog).getByRole('textbox', { name: "Type 'Delete' to confirm" });
    expect(confirm).toBeDisabled();

    for (const attempt of ['delete', 'DELETE', 'Delet', 'Delete ', ' Delete']) {
      await user.clear(typed);
      await user.type(typed, attempt);
      expect(confirm).toBeDisabled();
    }
    await user.clear(typed);
    await user.type(typed, 'Delete');
    expect(confirm).toBeEnabled();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(confirm);
    expect(await screen.findByText("'Aspirin Draft' has been deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Aspirin Draft' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/origin/o1',
    ]);
    // The origin list was fetched again (spec 000 §7), the others were not touched.
    expect(calls.filter((call) => call.url === '/api/origin')).toHaveLength(2);
    expect(calls.filter((call) => call.url === '/api/carbon')).toHaveLength(1);
  });

  it('shows the server message in the dialog when the delete is refused', async () => {
    const refusal = 'Only a draft can be deleted';
    stubDeletableLists(() => jsonResponse(409, { message: refusal }));
    const { user, dialog } = await openDialog('Aspirin Draft');
    await user.type(within(dialog).getByRole('textbox', { name: "Type 'Delete' to confirm" }), 'Delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: uiMessages.deleteProject.title })).toBeInTheDocument();

    // Closing and opening again starts clean: no old message, nothing typed.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete Aspirin Draft' }));
    const again = await screen.findByRole('dialog', { name: uiMessages.deleteProject.title });
    expect(within(again).queryByRole('alert')).toBeNull();
    expect(within(again).getByRole('textbox', { name: "Type 'Delete' to confirm" })).toHaveValue('');
  });

  it('deletes a footprint in its second part through the carbon endpoint from My Footprints', async () => {
    const { calls } = stubDeletableLists(() => jsonResponse(204));
    const { user } = renderWithProviders(<ProjectList list="footprints" />, { path: '/my_footprints' });
    await user.click(await screen.findByRole('button', { name: 'Delete Omeprazole API' }));
    const dialog = await screen.findByRole('dialog', { name: uiMessages.deleteProject.title });
    await user.type(
      within(dialog).getByRole('textbox', { name: "Type 'Delete' to confirm" }),
      'Delete{Enter}',
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        '/api/carbon/c4',
      ]),
    );
  });
});
