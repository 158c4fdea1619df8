import { uiMessages } from '@pharmatrace/domain';
import { expect, expectNoSidewaysScroll, saveScreenshot, test } from '../fixtures';
import { logInAs } from '../fixtures/demo-session';
import { logInAsNewClient } from '../fixtures/fresh-client';
import { footprintInDraft2, secondPartOf } from '../fixtures/second-part';

const run = Date.now().toString(36);

test('a client gives the mass balance of a four-substance route, with an unknown reaction, and sends it', async ({
  page,
  mailbox,
  consoleErrors,
}) => {
  const name = `E2E Second part ${run}`;
  await logInAsNewClient(page, page.request, mailbox, 'secondpart');
  const id = await footprintInDraft2(page, page.request, name);

  await page.goto(`/carbon_footprint/second_part/${id}`);
  await expect(page.getByRole('heading', { name: 'Introduction' })).toBeVisible();
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByRole('heading', { name: 'Before step 4' })).toBeVisible();
  await page.getByRole('button', { name: 'Got it' }).click();

  // Reaction 1/3: every part filled, with extra lines.
  await expect(page.getByRole('heading', { name: 'Synthetic route: reaction 1/3' })).toBeVisible();
  // Issue #29: the reaction page's wide tables scroll in their own boxes, never the page.
  await expectNoSidewaysScroll(page, 'reaction page');
  const cell = (label: string) => page.getByLabel(label, { exact: true });
  await expect(cell('Raw materials, line 1: Name')).toHaveValue('4-isobutylacetophenone');
  await expect(cell('Raw materials, line 1: Name')).toHaveAttribute('readonly', '');
  await cell('Finished product: Molecular Weight').fill('206.28');
  await cell('Finished product: Weight per Batch').fill('1000');
  await cell('By-product: By-product name').fill('acetic acid');
  await cell('By-product: By-product CAS number').fill('64-19-7');
  await cell('By-product: Molecular Weight').fill('60.05');
  await cell('By-product: Weight per batch').fill('120');
  await cell('Packaging: Packaging type').fill('drum');
  await cell('Packaging: Packaging material').fill('HDPE');
  await cell('Packaging: Weight per package').fill('25');
  // Issue #29: the production site is asked once, in step 5, not on the reaction page.
  await expect(page.getByLabel('Production site', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /Manufacturing plant|Production site$/ })).toHaveCount(0);
  await cell('Process type').selectOption('ChemicalReaction');
  await cell('Main purification').selectOption('FiltrationDrying');
  await cell('Raw materials, line 1: Production place').selectOption('Asia');
  await cell('Raw materials, line 1: Molecular Weight').fill('176.25');
  await cell('Raw materials, line 1: Weight per Batch').fill('880');
  await cell('Raw materials, line 2: Name').fill('hydrogen');
  await cell('Raw materials, line 2: Production place').selectOption('Europe');
  await cell('Raw materials, line 2: CAS number').fill('1333-74-0');
  await cell('Raw materials, line 2: Molecular Weight').fill('2.016');
  await cell('Raw materials, line 2: Weight per Batch').fill('11');
  // Tab follows the table row by row; Enter in the last cell of the list adds a line.
  await cell('Raw materials, line 3: Name').fill('palladium on carbon');
  await page.keyboard.press('Tab');
  await expect(cell('Raw materials, line 3: Production place')).toBeFocused();
  await cell('Raw materials, line 3: Production place').selectOption('Europe');
  await cell('Raw materials, line 3: CAS number').fill('7440-05-3');
  await cell('Raw materials, line 3: Molecular Weight').fill('106.42');
  await cell('Raw materials, line 3: Weight per Batch').fill('2');
  await cell('Raw materials, line 3: Weight per Batch').press('Enter');
  await expect(cell('Raw materials, line 4: Name')).toBeFocused();
  await page.keyboard.type('ethanol');
  await cell('Raw materials, line 4: Production place').selectOption('SameCountry');
  await cell('Raw materials, line 4: CAS number').fill('64-17-5');
  await cell('Raw materials, line 4: Molecular Weight').fill('46.07');
  await cell('Raw materials, line 4: Weight per Batch').fill('300');
  await cell('Aqueous wastes, line 1: Rough composition').fill('acetic acid in water');
  await cell('Aqueous wastes, line 1: Treatment').selectOption('BioStation');
  await cell('Aqueous wastes, line 1: Weight per batch').fill('450');
  await cell('Gas wastes, line 1: Rough composition').fill('hydrogen');
  await cell('Gas wastes, line 1: Treatment').selectOption('Filtration');
  await cell('Gas wastes, line 1: Weight per batch').fill('1');
  await cell('Solvent recycling, line 1: Solvent name').fill('ethanol');
  await cell('Solvent recycling, line 1: Distillation site').selectOption('SameLocation');
  await cell('Solvent recycling, line 1: Recovered weight per batch').fill('270');
  await page.getByRole('button', { name: 'Add a line to cleanings' }).click();
  await expect(cell('Cleanings, line 3: Solvent name')).toBeFocused();
  await page.keyboard.type('methanol');
  await cell('Cleanings, line 3: Production place').selectOption('Europe');
  await cell('Cleanings, line 3: CAS number').fill('67-56-1');
  await cell('Cleanings, line 3: Quantity per cleaning').fill('50');
  await cell('Cleanings, line 3: Number of batches between each cleaning').fill('10');
  await page.getByRole('button', { name: 'Validate data for reaction 1/3' }).click();

  // Reaction 2/3: no data.
  await expect(page.getByRole('heading', { name: 'Synthetic route: reaction 2/3' })).toBeVisible();
  await expect(cell('Raw materials, line 1: Name')).toHaveValue('isobutylbenzene');
  await page.getByRole('button', { name: 'Unknown data for reaction 2/3' }).click();

  // Reaction 3/3: a half-filled line is refused with 'Line 2: …', then fixed.
  await expect(page.getByRole('heading', { name: 'Synthetic route: reaction 3/3' })).toBeVisible();
  await cell('Finished product: Molecular Weight').fill('134.22');
  await cell('Finished product: Weight per Batch').fill('900');
  await cell('Raw materials, line 1: Production place').selectOption('America');
  await cell('Raw materials, line 1: Molecular Weight').fill('92.14');
  await cell('Raw materials, line 1: Weight per Batch').fill('700');
  await cell('Solvent recycling, line 2: Solvent name').fill('toluene');
  await page.getByRole('button', { name: 'Validate data for reaction 3/3' }).click();
  await expect(page.getByText('Line 2: Distillation site is required')).toBeVisible();
  await expect(page.getByText('Line 2: Recovered weight per batch is required')).toBeVisible();
  await expect(cell('Solvent recycling, line 2: Distillation site')).toHaveAttribute('aria-invalid', 'true');
  await cell('Solvent recycling, line 2: Distillation site').selectOption('LessThan200km');
  await cell('Solvent recycling, line 2: Recovered weight per batch').fill('abc');
  await expect(page.getByText('Line 2: Recovered weight per batch has to be a number')).toBeVisible();
  await cell('Solvent recycling, line 2: Recovered weight per batch').fill('350');
  await expect(page.getByText(/^Line 2:/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Validate data for reaction 3/3' }).click();

  // Step 5: a plant per reaction, from the plants the route created.
  for (const [index, plant] of [
    'Pharma Synthèse, Lyon',
    'API Works, Hyderabad',
    'API Works, Hyderabad',
  ].entries()) {
    await expect(
      page.getByRole('heading', { name: `Synthetic route: reaction ${index + 1}/3` }),
    ).toBeVisible();
    await page.getByLabel(`Manufacturing plant of reaction ${index + 1}/3`).selectOption({ label: plant });
    if (index === 0) {
      await expect(page.getByText('Step 5 Manufacturing plant information')).toBeVisible();
      await saveScreenshot(page, 'second-part-plant-step');
    }
    await page.getByRole('button', { name: 'Next step' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Save' })).toBeVisible();
  // Issue #29: what is missing is listed before sending (reaction 2 was skipped).
  await expect(page.getByRole('list', { name: 'Missing data' })).toContainText(
    "Reaction 2/3: skipped with 'Unknown data'",
  );
  await expectNoSidewaysScroll(page, 'second part save step');
  await page.getByRole('button', { name: 'Send my data' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText(uiMessages.submission.footprintSecondPart)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back Home' })).toHaveAttribute('href', '/');

  // The API returns every value entered.
  const stored = await secondPartOf(page, page.request, id);
  expect(stored.status).toBe('ONGOING2');
  const [first, second, third] = stored.substances;
  expect(first).toMatchObject({
    usedInReactionId: 'substance_a',
    molecularWeight: '206.28',
    weightPerBatch: '1000',
    dataUnknown: false,
    productBy: {
      byProductsName: 'acetic acid',
      byProductsCas: '64-19-7',
      byProductsMolecularWeight: '60.05',
      byProductsWeightPerBatch: '120',
      packagingType: 'drum',
      packagingMaterial: 'HDPE',
      packagingWeightPerPackage: '25',
      processType: 'ChemicalReaction',
      purificationType: 'FiltrationDrying',
    },
  });
  expect(first.productBy.carbonReactionRawMaterials).toEqual([
    {
      name: '4-isobutylacetophenone',
      productionPlace: 'Asia',
      cas: '38861-78-8',
      molecularWeight: '176.25',
      weightPerBatch: '880',
    },
    {
      name: 'hydrogen',
      productionPlace: 'Europe',
      cas: '1333-74-0',
      molecularWeight: '2.016',
      weightPerBatch: '11',
    },
    {
      name: 'palladium on carbon',
      productionPlace: 'Europe',
      cas: '7440-05-3',
      molecularWeight: '106.42',
      weightPerBatch: '2',
    },
    {
      name: 'ethanol',
      productionPlace: 'SameCountry',
      cas: '64-17-5',
      molecularWeight: '46.07',
      weightPerBatch: '300',
    },
  ]);
  expect(first.productBy.carbonReactionAqueousWastes[0]).toEqual({
    roughComposition: 'acetic acid in water',
    type: 'BioStation',
    weightPerBatch: '450',
  });
  expect(first.productBy.carbonReactionGasWastes[0]).toEqual({
    roughComposition: 'hydrogen',
    type: 'Filtration',
    weightPerBatch: '1',
  });
  expect(first.productBy.carbonReactionSolventRecyclings[0]).toEqual({
    solventName: 'ethanol',
    distillationSite: 'SameLocation',
    recoveredWeightPerBatch: '270',
  });
  expect(first.productBy.carbonReactionCleanings[2]).toEqual({
    solventName: 'methanol',
    productionPlace: 'Europe',
    cas: '67-56-1',
    quantityPerCleaning: '50',
    numberOfBatchesBetweenEachCleaning: '10',
  });
  expect(second).toMatchObject({ usedInReactionId: 'substance_b', dataUnknown: true });
  expect(third).toMatchObject({
    usedInReactionId: 'substance_c',
    molecularWeight: '134.22',
    weightPerBatch: '900',
  });
  expect(third.productBy.carbonReactionSolventRecyclings[1]).toEqual({
    solventName: 'toluene',
    distillationSite: 'LessThan200km',
    recoveredWeightPerBatch: '350',
  });
  const plantIds = stored.substances.map((s: { linkedWithPlant: string }) => s.linkedWithPlant);
  expect(plantIds[0]).toMatch(/^plant_/);
  expect(plantIds[1]).toBe(plantIds[2]);
  expect(plantIds[0]).not.toBe(plantIds[1]);
  expect(new Set(stored.plants)).toEqual(new Set(plantIds));
  // Step 5's one answer is the reaction's production site too (decision 0043): the method reads either.
  const sites = stored.substances.map(
    (s: { productBy: { carbonReactionProductionSites: string } }) =>
      s.productBy.carbonReactionProductionSites,
  );
  expect(sites).toEqual(plantIds);
  expect(consoleErrors).toEqual([]);
});

test('a client who closes the browser in the middle of a reaction finds what it typed', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const first = await browser.newContext({ baseURL });
  const page = await first.newPage();
  const { email, password } = await logInAsNewClient(page, page.request, mailbox, 'closing');
  const id = await footprintInDraft2(page, page.request, `E2E Closed mid-reaction ${run}`);
  await page.goto(`/carbon_footprint/second_part/${id}?step=reaction-1`);
  const cell = (label: string) => page.getByLabel(label, { exact: true });
  await cell('Finished product: Molecular Weight').fill('206.28');
  await cell('Raw materials, line 2: Name').fill('hydrogen');
  await cell('Raw materials, line 2: CAS number').fill('1333-74-0');
  // The autosave runs a couple of seconds after the last keystroke: 'Saving…', then 'Saved'.
  const status = page.locator('[data-autosave]');
  await expect(status).toHaveText('Saving…');
  await expect(status).toHaveText('Saved');
  // Closed without the leave dialog: no 'Save', no unload handler run by the test.
  await first.close();

  const second = await browser.newContext({ baseURL });
  const again = await second.newPage();
  await logInAs(again, email, password);
  await again.goto(`/carbon_footprint/second_part/${id}?step=reaction-1`);
  await expect(again.getByLabel('Finished product: Molecular Weight', { exact: true })).toHaveValue('206.28');
  await expect(again.getByLabel('Raw materials, line 2: Name', { exact: true })).toHaveValue('hydrogen');
  await expect(again.getByLabel('Raw materials, line 2: CAS number', { exact: true })).toHaveValue(
    '1333-74-0',
  );
  await second.close();
});
