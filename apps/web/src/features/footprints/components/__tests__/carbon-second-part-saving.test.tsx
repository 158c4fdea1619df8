import { serverMessages, uiMessages } from '@pharmatrace/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/test-utils';
import {
  button,
  cell,
  findButton,
  footprint,
  renderWizard,
  stubSecondPartApi,
} from './carbon-second-part-fixtures';
import { footprintId as id, signInClientEachTest } from './estimate-fixtures';

// The box is shared by several test runs at once: give the pages time to move on.
configure({ asyncUtilTimeout: 5000 });

signInClientEachTest();

// 150 s like the plant form's tests: the reaction pages are large MUI forms, slow in jsdom on a
// loaded 2-core box (the plants file creates a plant in place, with the whole plant form).
describe('the carbon footprint wizard, second part (spec 001 §2, §4, §5; issue #11): saving and loading', {
  timeout: 150_000,
}, () => {
  it('stops saving on a stale save (409) and offers to reload; retries after a network failure', async () => {
    let attempts = 0;
    let stored = footprint();
    const sent: Record<string, unknown>[] = [];
    stubSecondPartApi({
      project: () => stored,
      update: (body) => {
        attempts += 1;
        sent.push(body);
        if (attempts === 1)
          return jsonResponse(503, { message: 'The service is temporarily unavailable, please try again.' });
        if (attempts === 2)
          return jsonResponse(409, { message: serverMessages.staleSave, code: 'STALE_SAVE' });
        return undefined;
      },
    });
    const { user } = renderWizard('?step=reaction-1');
    await user.type(await screen.findByLabelText('Finished product: Weight per Batch'), '9');
    await waitFor(() => expect(screen.getByText('Not saved, retrying')).toBeInTheDocument());
    const notice = await screen.findByTestId('stale-save');
    expect(notice).toHaveTextContent(uiMessages.staleSave.notice);
    expect(attempts).toBe(2);
    // Nothing more is sent while the page shows the conflict.
    await user.type(cell('Finished product: Weight per Batch'), '8');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(attempts).toBe(2);

    // Meanwhile the provider filled in reaction 2: 'Reload' shows their version, and offers the typing back.
    stored = footprint('DRAFT2', {
      revision: 9,
      substances: [
        { usedInReactionId: 'substance_a' },
        { usedInReactionId: 'substance_b', molecularWeight: '139.11' },
      ],
    });
    await user.click(within(notice).getByRole('button', { name: uiMessages.staleSave.reload }));
    const kept = await screen.findByTestId('kept-draft');
    expect(kept).toHaveTextContent(/Your changes of .* were not saved/);
    expect(screen.queryByTestId('stale-save')).toBeNull();
    expect(await screen.findByLabelText('Finished product: Weight per Batch')).toHaveValue('');
    await user.click(within(kept).getByRole('button', { name: uiMessages.staleSave.restore }));
    // The typing is back, and the provider's reaction 2 is still there: both saved from revision 9.
    expect(cell('Finished product: Weight per Batch')).toHaveValue('98');
    await waitFor(() => expect(attempts).toBe(3));
    expect(sent[2]).toMatchObject({
      revision: 9,
      substances: [{ weightPerBatch: '98' }, { molecularWeight: '139.11' }],
    });
  });

  it('opens step 5 on the site an older screen saved on the reaction page, and saves it unchanged', async () => {
    const { calls } = stubSecondPartApi({
      project: () =>
        footprint('DRAFT2', {
          substances: [
            { usedInReactionId: 'substance_a', productBy: { carbonReactionProductionSites: 'plant_1' } },
            { usedInReactionId: 'substance_b', linkedWithPlant: 'plant_1' },
          ],
        }),
    });
    const { user } = renderWizard('?step=reaction-1');
    // A change elsewhere in the page: the autosave sends the reactions.
    await user.type(await screen.findByLabelText('Finished product: Molecular Weight'), '151');
    await waitFor(() =>
      expect(calls.some((c) => c.url === `/api/carbon/second_part/update/${id}`)).toBe(true),
    );
    // Nothing was chosen: each field goes back as it was stored.
    expect(calls.find((c) => c.url === `/api/carbon/second_part/update/${id}`)!.body).toMatchObject({
      substances: [
        { linkedWithPlant: null, productBy: { carbonReactionProductionSites: 'plant_1' } },
        { linkedWithPlant: 'plant_1', productBy: { carbonReactionProductionSites: null } },
      ],
    });
    await user.click(button('Unknown data for reaction 1/2'));
    await user.click(await findButton('Unknown data for reaction 2/2'));
    // Step 5 opens on each reaction's plant, wherever the older screen put it.
    await waitFor(() => expect(cell('Manufacturing plant of reaction 1/2')).toHaveValue('plant_1'));
    await user.click(button('Next step'));
    await waitFor(() => expect(cell('Manufacturing plant of reaction 2/2')).toHaveValue('plant_1'));
    await user.click(button('Next step'));
    // Neither reaction is listed as without a plant.
    const list = await screen.findByRole('list', { name: 'Missing data' });
    expect(list).not.toHaveTextContent(/no manufacturing plant/);
  });

  it('redirects a footprint that fails to load to the new footprint route', async () => {
    stubApi(({ url }) =>
      url === '/api/plant'
        ? jsonResponse(200, [])
        : jsonResponse(404, { message: 'Carbon footprint not found' }),
    );
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'New footprint page' })).toBeInTheDocument();
  });

  it('says where a footprint stands when the client cannot change it', async () => {
    stubSecondPartApi({ project: () => footprint('ONGOING2') });
    renderWizard();
    expect(await screen.findByText(/it cannot be changed at the moment/)).toBeInTheDocument();
  });

  it('says of a completed footprint whether its report is issued, and links it when it is (issue #39)', async () => {
    stubSecondPartApi({ project: () => footprint('COMPLETED') });
    const first = renderWizard();
    expect(
      await screen.findByText(
        /Its report is not issued yet: it appears in your lists once our team has issued it\./,
      ),
    ).toBeInTheDocument();
    first.unmount();

    stubSecondPartApi({ project: () => footprint('COMPLETED', { reportUrl: '/api/files/r1?signature=x' }) });
    renderWizard();
    const link = await screen.findByRole('link', { name: 'Download the report' });
    expect(link).toHaveAttribute('href', '/api/files/r1?signature=x');
    expect(screen.getByRole('alert')).toHaveTextContent(/Its report is issued, and in your lists too\./);
    expect(screen.queryByText(/once issued|not issued yet/)).toBeNull();
  });
});
