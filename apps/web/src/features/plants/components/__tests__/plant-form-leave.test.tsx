import { uiMessages } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '@/lib/auth';
import { tokenStorage } from '@/lib/auth-tokens';
import { loadDraft, saveDraft } from '@/lib/form-drafts';
import { fakeAccessToken, renderWithProviders } from '@/testing/test-utils';
import { toPlantFormValues } from '../../utils/plant-form-values';
import { PlantFormPage } from '../plant-form';
import {
  fill,
  findSection,
  findTitle,
  lastYear,
  renderPlantForm,
  section,
  storedPlant,
  stubPlantApi,
} from './plant-form-fixtures';

// The whole plant form in jsdom re-renders slowly on a loaded 2-core box: a minute was not always enough.
describe('plant form, leaving it', { timeout: 150_000 }, () => {
  it('asks before leaving with unsaved changes', async () => {
    const { calls } = stubPlantApi();
    const { user, router } = renderPlantForm('plant_1');
    const city = (await findSection('General')).getByLabelText('City');
    await fill(user, city, ' Est');
    await user.click(screen.getByRole('link', { name: 'My Plants' }));
    const dialog = await screen.findByRole('dialog', { name: uiMessages.unsavedData.title });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/plant/plant_1');
    expect(city).toHaveValue('Lyon Est');

    // The browser's own warning on closing the tab.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // 'Save' saves, then goes where the person wanted to go.
    await user.click(screen.getByRole('link', { name: 'My Plants' }));
    const again = await screen.findByRole('dialog', { name: uiMessages.unsavedData.title });
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await findTitle('My Plants page')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/plant/update/plant_1')?.body).toMatchObject({
      city: 'Lyon Est',
    });
  });

  it("leaves without saving on 'Don't save'", async () => {
    const { calls } = stubPlantApi();
    const { user, router } = renderPlantForm();
    await findTitle('Create your plant');
    await user.click(screen.getByRole('link', { name: 'My Plants' }));
    // Untouched form: no question.
    expect(await findTitle('My Plants page')).toBeInTheDocument();

    await router.navigate('/plant/new');
    await fill(user, (await findSection('General')).getByLabelText('Company name'), 'Half typed');
    await user.click(screen.getByRole('link', { name: 'My Plants' }));
    const dialog = await screen.findByRole('dialog', { name: uiMessages.unsavedData.title });
    await user.click(within(dialog).getByRole('button', { name: "Don't save" }));
    expect(await findTitle('My Plants page')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // The person gave those changes up: no draft comes back next time.
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('pharmatrace.draft|'))).toEqual(
      [],
    );
  });
});

describe('plant form drafts', { timeout: 150_000 }, () => {
  const signIn = (userId: string) =>
    tokenStorage.setTokens({ accessToken: fakeAccessToken(userId), refreshToken: 'opaque' });
  const restored = 'Your unsaved changes were restored.';

  it('keeps the typing when the session ends, and gives it back to the same user only', async () => {
    stubPlantApi();
    signIn('user_1');
    const { user, router } = renderWithProviders(
      <ProtectedRoute>
        <PlantFormPage />
      </ProtectedRoute>,
      { path: '/plant/new', routes: [{ path: '/login', element: <h1>Login page</h1> }] },
    );
    const general = await findSection('General');
    await fill(user, general.getByLabelText('Company name'), 'Unsaved Pharma');
    await fill(user, general.getByLabelText('City'), 'Basel');

    // A refused refresh clears the tokens; the guard takes the page away at once.
    tokenStorage.clear();
    expect(await findTitle('Login page')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/plant/new');
    expect(loadDraft('user:user_1', 'plant:new')?.values).toMatchObject({
      companyName: 'Unsaved Pharma',
      city: 'Basel',
    });

    // Someone else logs in on this browser: an empty form.
    signIn('user_2');
    await router.navigate('/plant/new');
    expect((await findSection('General')).getByLabelText('Company name')).toHaveValue('');
    expect(screen.queryByText(restored)).toBeNull();

    tokenStorage.clear();
    await findTitle('Login page');
    signIn('user_1');
    await router.navigate('/plant/new');
    expect(await screen.findByText(restored)).toBeInTheDocument();
    const again = section('General');
    expect(again.getByLabelText('Company name')).toHaveValue('Unsaved Pharma');
    expect(again.getByLabelText('City')).toHaveValue('Basel');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  });

  it("'Discard them' puts the stored plant back and deletes the draft", async () => {
    stubPlantApi();
    signIn('user_1');
    saveDraft('user:user_1', 'plant:plant_1', { ...toPlantFormValues(storedPlant), city: 'Villeurbanne' });
    const { user } = renderWithProviders(<PlantFormPage id="plant_1" />, { path: '/plant/plant_1' });

    expect(await screen.findByText(restored)).toBeInTheDocument();
    const city = section('General').getByLabelText('City');
    expect(city).toHaveValue('Villeurbanne');
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(city).toHaveValue('Lyon');
    expect(screen.queryByText(restored)).toBeNull();
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
    expect(loadDraft('user:user_1', 'plant:plant_1')).toBeNull();
  });

  it('deletes the draft once the plant is saved', async () => {
    const { calls } = stubPlantApi();
    signIn('user_1');
    saveDraft('user:user_1', 'plant:new', {
      ...toPlantFormValues(),
      companyName: 'Draft Pharma',
      reportingYear: String(lastYear),
      countryId: 'IN',
      city: 'Pune',
    });
    const { user } = renderPlantForm();
    expect(await screen.findByText(restored)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Validate data for this plant' }));
    expect(await findTitle('My Plants page')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/plant/create')?.body).toMatchObject({
      companyName: 'Draft Pharma',
      countryId: 'IN',
      city: 'Pune',
    });
    expect(loadDraft('user:user_1', 'plant:new')).toBeNull();
  });
});
