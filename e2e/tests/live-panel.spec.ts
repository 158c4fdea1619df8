import { en, fr } from '@pharmatrace/domain';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { switchToFrench } from '../fixtures/french';
import { logInAsNewClient } from '../fixtures/fresh-client';
import { screenReady } from '../fixtures/screen';
import { saveViewportScreenshot } from '../fixtures/screenshots';
import { footprintInDraft2 } from '../fixtures/second-part';

/**
 * Issues #36 and #39, the client's live panel on the reaction page: a client types an absurd
 * weight (5,000,000 kg of methanol in an 800 kg batch) and the panel, folded to its summary line,
 * counts a warning; opened, it shows the PMI warning naming the row, and a data gap's link opens
 * its row. At 1366×768 and 390×844 the summary line stays in view and a field reached by Tab is
 * never under the panel or the action bar. Pictures of both sizes in both languages.
 */

const run = Date.now().toString(36);
const slow = { timeout: 60_000 };

/** The focused field lies between the bottom of the panel's summary line and the top of the action bar. */
async function expectClearOfBars(page: Page, field: Locator) {
  const panelBottom = await page
    .getByTestId('live-estimate')
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const barTop = await page.getByTestId('wizard-action-bar').evaluate((el) => el.getBoundingClientRect().top);
  const box = await field.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  expect(box.top, 'the field starts below the panel').toBeGreaterThanOrEqual(panelBottom - 1);
  expect(box.bottom, 'the field ends above the action bar').toBeLessThanOrEqual(barTop + 1);
}

test('an absurd weight: the panel warns naming the row, a gap opens its row, nothing typed hides under a bar', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await logInAsNewClient(page, page.request, mailbox, 'panel');
  const id = await footprintInDraft2(page, page.request, `E2E Panel ${run}`);
  await page.goto(`/carbon_footprint/second_part/${id}?step=reaction-2`);
  await screenReady(page);
  const cell = (label: string) => page.getByLabel(label, { exact: true });
  const panel = page.getByRole('complementary', { name: en['footprints.estimate.livePanelTitle'] });

  await expect(page.getByRole('heading', { name: 'Synthetic route: reaction 2/3' })).toBeVisible(slow);
  await cell('Finished product: Molecular Weight').fill('176.25');
  await cell('Finished product: Weight per Batch').fill('800');
  await cell('Raw materials, line 1: Molecular Weight').fill('134.22');
  await cell('Raw materials, line 1: Weight per Batch').fill('900');
  await cell('Raw materials, line 2: Name').fill('methanol');
  await cell('Raw materials, line 2: CAS number').fill('67-56-1');
  await cell('Raw materials, line 2: Molecular Weight').fill('32.04');
  await cell('Raw materials, line 2: Weight per Batch').fill('5000000');
  await expect(panel).toHaveAttribute('data-state', 'ready', slow);
  await expect(panel.getByTestId('live-estimate-value')).toHaveText(/^[\d,.]+ kgCO2e\/kg, 95 % interval /);
  await expect(panel.getByTestId('live-estimate-counts')).toHaveText(/^[1-9]\d* warnings? · /);
  await saveViewportScreenshot(page, 'reaction-panel-en-1366x768');

  // Opened, the PMI warning names the row typed wrong; its link puts the cursor in it.
  await panel.getByRole('button', { name: 'Show details' }).click();
  const warnings = panel.getByRole('region', { name: 'Warnings' });
  await expect(warnings).toContainText('kg of raw materials per kg of product, outside the usual range');
  const line = warnings.getByRole('button', {
    name: /^Reaction 2, raw materials line 2 \(methanol, 5,000,000 kg\)$/,
  });
  await line.first().click();
  await expect(cell('Raw materials, line 2: Weight per Batch')).toBeFocused();

  // A data gap's link opens its row (the line 3 left without weight is the client's to give).
  await cell('Raw materials, line 3: Name').fill('acetic anhydride');
  await expect(panel).toHaveAttribute('data-state', 'ready', slow);
  await panel.getByRole('button', { name: 'Show details' }).click();
  const gaps = panel.getByRole('region', { name: 'Data gaps' });
  await expect(gaps.getByRole('listitem').first()).toBeVisible();
  // Line 1 has no production place: the client's to give; its link puts the cursor in that line.
  const gap = gaps.getByRole('listitem').filter({ hasText: 'isobutylbenzene has no production place' });
  await expect(gap).toContainText('Yours to give');
  await gap.getByRole('button', { name: 'Reaction 2, raw materials line 1' }).click();
  await expect(page.locator(':focus')).toHaveAttribute(
    'name',
    /^substances\.1\.productBy\.carbonReactionRawMaterials\.0\./,
  );

  // Back on reaction 2: Tab to the last raw material's weight: never under a bar, at both sizes.
  await page.goto(`/carbon_footprint/second_part/${id}?step=reaction-2`);
  await screenReady(page);
  await expect(panel).toHaveAttribute('data-state', 'ready', slow);
  for (const size of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await cell('Raw materials, line 2: Molecular Weight').focus();
    await page.keyboard.press('Tab');
    const weight = cell('Raw materials, line 2: Weight per Batch');
    await expect(weight).toBeFocused();
    await expect(panel.getByTestId('live-estimate-value')).toBeInViewport();
    await expectClearOfBars(page, weight);
    // Scrolled to the table's end, the summary line is still in view.
    await page
      .getByRole('button', { name: /Add a line/ })
      .last()
      .scrollIntoViewIfNeeded();
    await expect(panel.getByTestId('live-estimate-value')).toBeInViewport();
    if (size.width === 390) {
      const bar = await page.getByTestId('wizard-action-bar').boundingBox();
      expect(bar!.height, 'a compact action bar on a phone').toBeLessThan(90);
      await saveViewportScreenshot(page, 'reaction-panel-en-390x844');
    }
  }

  // The same in French.
  await page.setViewportSize({ width: 1366, height: 768 });
  await switchToFrench(page);
  const frPanel = page.getByRole('complementary', { name: fr['footprints.estimate.livePanelTitle'] });
  await expect(frPanel).toHaveAttribute('data-state', 'ready', slow);
  await expect(frPanel.getByTestId('live-estimate-value')).toHaveText(/kgCO2e\/kg, intervalle à 95\s% de /);
  await expect(frPanel.getByTestId('live-estimate-counts')).toHaveText(/avertissements? · /);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveViewportScreenshot(page, 'reaction-panel-fr-1366x768');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(frPanel.getByTestId('live-estimate-value')).toBeInViewport();
  const bar = await page.getByTestId('wizard-action-bar').boundingBox();
  expect(bar!.height, 'a compact action bar on a phone, in French too').toBeLessThan(90);
  await saveViewportScreenshot(page, 'reaction-panel-fr-390x844');
});
