import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  button,
  cell,
  fill,
  findButton,
  footprint,
  renderWizard,
  stubSecondPartApi,
} from './carbon-second-part-fixtures';
import { signInClientEachTest } from './estimate-fixtures';

// The box is shared by several test runs at once: give the pages time to move on.
configure({ asyncUtilTimeout: 5000 });

signInClientEachTest();

// 150 s like the plant form's tests: creating a plant in place renders the whole plant form, which
// took 80 s on a 2-core box at load 12 (28 s alone).
describe('the carbon footprint wizard, second part (spec 001 §2, §4, §5; issue #11): plants step', {
  timeout: 150_000,
}, () => {
  it('lists before sending what is missing: skipped reactions and reactions without a plant (issue #29)', async () => {
    stubSecondPartApi({
      project: () =>
        footprint('DRAFT2', { substances: [{ dataUnknown: true, linkedWithPlant: 'plant_1' }, {}] }),
    });
    renderWizard('?step=save');
    const list = await screen.findByRole('list', { name: 'Missing data' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Reaction 1/2: skipped with 'Unknown data'", 'Reaction 2/2: no manufacturing plant chosen']);
    expect(screen.queryByText(/Everything is ready/)).toBeNull();
    expect(button('Send my data')).toBeEnabled();
  });

  it('numbers its tracker as the spec titles its steps (issue #29)', async () => {
    stubSecondPartApi();
    renderWizard('?step=plant-1');
    const tracker = await screen.findByRole('navigation', { name: 'Steps of this project' });
    expect(within(tracker).getByText('Step 5 Plant: reaction 1/2')).toBeInTheDocument();
    expect(within(tracker).queryByText(/ of 8/)).toBeNull();
    expect(screen.getByText('Step 5 Manufacturing plant information')).toBeInTheDocument();
  });

  it("creates a plant in place in step 5 with the plant form's fields, and picks it", async () => {
    const { calls } = stubSecondPartApi();
    const { user } = renderWizard('?step=plant-2');
    await user.click(await findButton('Create a new plant'));
    const dialog = await screen.findByRole('dialog', { name: 'Create your plant' });
    // The dialog holds the whole plant form (some sixty MUI fields, slow in jsdom): the test looks
    // fields up in its 'General' section and pastes the text, as the plant form's own tests do
    // (typing is tested there).
    const general = within(within(dialog).getByText('General', { selector: 'h2' }).closest('section')!);
    const validate = within(dialog).getByText('Validate data for this plant', { selector: 'button' });
    // The plant form's rules: the same messages.
    await user.click(validate);
    expect(await within(dialog).findByText("Company name can't be empty")).toBeInTheDocument();
    await fill(user, general.getByLabelText('Company name'), 'API Works');
    const year = general.getByLabelText('Reporting year');
    await user.selectOptions(year, within(year).getAllByRole('option')[1]!.textContent!);
    await user.type(general.getByLabelText('Country', { selector: 'input' }), 'Ind');
    await user.click(await screen.findByText('India', { selector: '[role="option"]' }));
    await fill(user, general.getByLabelText('City'), 'Hyderabad');
    await user.click(validate);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url === '/api/plant/create')!.body).toMatchObject({
      companyName: 'API Works',
      city: 'Hyderabad',
      countryId: 'IN',
    });
    await waitFor(() => expect(cell('Manufacturing plant of reaction 2/2')).toHaveValue('plant_new'));
  });
});
