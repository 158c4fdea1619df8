import { footprintEstimateTexts, uiMessages } from '@pharmatrace/domain';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, STAFF_EMAIL, STAFF_PASSWORD, saveScreenshot, test } from '../fixtures';
import { logInAs } from '../fixtures/demo-session';
import { logInAsNewClient } from '../fixtures/fresh-client';
import { expectNoWordCut } from '../fixtures/screen';
import { footprintInDraft2 } from '../fixtures/second-part';

/**
 * Issue #23, the preliminary footprint's screens end to end: a client fills two reactions and
 * watches the live estimate (a Web Worker) move when a solvent's weight changes; staff open the
 * estimate's breakdown on the validation screen, adopt it and complete the footprint; the client
 * sees the result on My Footprints and its breakdown. Every screen is checked for sideways
 * scrolling at 1366 and 390 pixels.
 */

const run = Date.now().toString(36);

/** The elements that reach past the window's right edge (their own box, not a scrolled child's). */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.right <= window.innerWidth + 0.5 || box.width === 0) return false;
        // Inside a box that scrolls or clips sideways: that box is what the page sees.
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const x = getComputedStyle(p).overflowX;
          if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return false;
        }
        return true;
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 2).join('.')} "${(el.textContent ?? '').slice(0, 40)}"`,
      ),
  );

/** Nothing scrolls sideways at a laptop's and at a phone's width; the page is left at the laptop's. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true)
      .catch(async (error: Error) => {
        throw new Error(
          `${screen} scrolls sideways at ${width} px: ${(await overflowing(page)).join('; ')}\n${error.message}`,
        );
      });
  }
}

test('a client watches the live estimate move, staff adopt it, and the client sees the result', async ({
  page,
  browser,
  server,
  mailbox,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const name = `E2E Estimate ${run}`;
  await logInAsNewClient(page, page.request, mailbox, 'estimate');
  const id = await footprintInDraft2(page, page.request, name);

  await page.goto(`/carbon_footprint/second_part/${id}?step=reaction-1`);
  const cell = (label: string) => page.getByLabel(label, { exact: true });
  const panel = page.getByRole('complementary', { name: footprintEstimateTexts.livePanelTitle });
  const value = panel.getByTestId('live-estimate-value');

  // Reaction 1/3: 4-isobutylacetophenone → the API, with ethanol.
  // A loaded machine (several runs share it) can take a while to open the page and the worker.
  const slow = { timeout: 60_000 };
  await expect(page.getByRole('heading', { name: 'Synthetic route: reaction 1/3' })).toBeVisible(slow);
  await expect(panel).toBeVisible();
  await cell('Finished product: Molecular Weight').fill('206.28');
  await cell('Finished product: Weight per Batch').fill('1000');
  await cell('Process type').selectOption('ChemicalReaction');
  await cell('Main purification').selectOption('FiltrationDrying');
  await cell('Raw materials, line 1: Production place').selectOption('Asia');
  await cell('Raw materials, line 1: Molecular Weight').fill('176.25');
  await cell('Raw materials, line 1: Weight per Batch').fill('880');
  await cell('Raw materials, line 2: Name').fill('ethanol');
  await cell('Raw materials, line 2: Production place').selectOption('Europe');
  await cell('Raw materials, line 2: CAS number').fill('64-17-5');
  await cell('Raw materials, line 2: Molecular Weight').fill('46.07');
  await cell('Raw materials, line 2: Weight per Batch').fill('300');
  await expect(panel).toHaveAttribute('data-state', 'ready', slow);
  await expect(value).toHaveText(/kgCO2e\/kg/);
  // Which reaction and which row drive the number (reactions not given yet count their defaults).
  await expect(panel.getByTestId('live-estimate-reaction')).toHaveText(
    /^Reaction [1-3]: .+ \((\d+|<\s1)\s%\)$/,
  );
  await expect(panel.getByTestId('live-estimate-row')).toHaveText(/.+: (\d+|<\s1)\s%$/);
  await expectAccessible(page, 'second part with the live estimate');
  await expectNoSidewaysScroll(page, 'reaction page with the live estimate');
  await page.getByRole('button', { name: 'Validate data for reaction 1/3' }).click();

  // Reaction 2/3: isobutylbenzene → 4-isobutylacetophenone, with toluene.
  await expect(page.getByRole('heading', { name: 'Synthetic route: reaction 2/3' })).toBeVisible();
  await cell('Finished product: Molecular Weight').fill('176.25');
  await cell('Finished product: Weight per Batch').fill('900');
  await cell('Process type').selectOption('ChemicalReaction');
  await cell('Main purification').selectOption('FiltrationDrying');
  await cell('Raw materials, line 1: Production place').selectOption('Europe');
  await cell('Raw materials, line 1: Molecular Weight').fill('134.22');
  await cell('Raw materials, line 1: Weight per Batch').fill('800');
  await cell('Raw materials, line 2: Name').fill('toluene');
  await cell('Raw materials, line 2: Production place').selectOption('Europe');
  await cell('Raw materials, line 2: CAS number').fill('108-88-3');
  await cell('Raw materials, line 2: Molecular Weight').fill('92.14');
  await cell('Raw materials, line 2: Weight per Batch').fill('500');
  await expect(panel).toHaveAttribute('data-state', 'ready', slow);
  const before = (await value.textContent()) ?? '';
  expect(before).toMatch(/kgCO2e\/kg/);

  // The solvent's weight triples, typed key by key: the estimate follows, and the typing stays.
  const toluene = cell('Raw materials, line 2: Weight per Batch');
  await toluene.fill('');
  await toluene.pressSequentially('1500');
  await expect(toluene).toHaveValue('1500');
  await expect(value).not.toHaveText(before, slow);
  await expect(panel).toHaveAttribute('data-state', 'ready', slow);
  await saveScreenshot(page, 'live-preliminary-estimate');
  await page.getByRole('button', { name: 'Validate data for reaction 2/3' }).click();

  // Reaction 3/3: no data; then the plants, and the mass balance goes to the provider.
  await expect(page.getByRole('heading', { name: 'Synthetic route: reaction 3/3' })).toBeVisible();
  await page.getByRole('button', { name: 'Unknown data for reaction 3/3' }).click();
  for (const [index, plant] of [
    'Pharma Synthèse, Lyon',
    'API Works, Hyderabad',
    'API Works, Hyderabad',
  ].entries()) {
    await expect(
      page.getByRole('heading', { name: `Synthetic route: reaction ${index + 1}/3` }),
    ).toBeVisible();
    await page.getByLabel(`Manufacturing plant of reaction ${index + 1}/3`).selectOption({ label: plant });
    await page.getByRole('button', { name: 'Next step' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Save' })).toBeVisible();
  await page.getByRole('button', { name: 'Send my data' }).click();
  await expect(page.getByText(uiMessages.submission.footprintSecondPart)).toBeVisible(slow);

  // Staff open the estimate on the validation screen, adopt it and complete the footprint.
  // A context of its own: staff's session beside the client's.
  const staffContext = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1366, height: 768 },
  });
  const staff = await staffContext.newPage();
  await logInAs(staff, STAFF_EMAIL, STAFF_PASSWORD, '/admin/panel');
  await staff.goto(`/admin/carbon_footprint/second_part/${id}?step=save`);
  const section = staff.getByRole('region', { name: footprintEstimateTexts.staffSectionTitle });
  await expect(section.getByTestId('estimate-value')).toHaveText(/kgCO2e\/kg/, slow);
  const byReaction = section.getByRole('table', { name: footprintEstimateTexts.byReaction });
  await expect(byReaction.getByRole('row', { name: /Reaction 1:/ })).toBeVisible();
  await expect(byReaction.getByRole('row', { name: /Reaction 2:/ })).toBeVisible();
  await expect(section.getByRole('table', { name: footprintEstimateTexts.byCategory })).toContainText(
    'Solvents',
  );
  await expect(section.getByRole('table', { name: 'Hot spots' })).toBeVisible();
  await expect(section.locator('svg').first()).toBeVisible();
  await expectAccessible(staff, 'staff validation with the estimate');
  await expectNoSidewaysScroll(staff, 'staff validation with the estimate');
  // Names wrap at spaces; a table scrolls inside its own box rather than cut one (issue #39).
  await expectNoWordCut(staff, section.getByRole('cell'), 'staff validation with the estimate');
  await saveScreenshot(staff, 'staff-estimate-breakdown');

  await section.getByRole('button', { name: footprintEstimateTexts.adopt }).click();
  const dialog = staff.getByRole('dialog', { name: footprintEstimateTexts.adoptConfirmTitle });
  const adopted = ((await dialog.locator('strong').textContent()) ?? '').trim();
  // The headline (issue #36): the value and its 95 % interval, never a ±.
  expect(adopted).toMatch(/^[\d.,]+ kgCO2e\/kg, 95 % interval [\d.,]+ to [\d.,]+$/);
  await dialog.getByRole('button', { name: 'Adopt' }).click();
  await expect(section.getByText(`${footprintEstimateTexts.adopted}: ${adopted}.`)).toBeVisible(slow);
  await staff.getByRole('button', { name: 'Save as completed' }).click();
  await expect(staff).toHaveURL((url) => url.pathname === '/admin/panel', slow);
  await staffContext.close();

  // The client sees the result on My Footprints, then its breakdown.
  await page.goto('/my_footprints');
  // The list has the value; the result page its interval too.
  await expect(page.getByText(adopted.split(',')[0]!, { exact: true })).toBeVisible(slow);
  await expectNoSidewaysScroll(page, 'My Footprints');
  await page.getByRole('link', { name: `Result of ${name}` }).click();
  const result = page.getByRole('region', { name: footprintEstimateTexts.resultTitle });
  await expect(result.getByTestId('footprint-result')).toHaveText(adopted, slow);
  await expect(result.getByRole('table', { name: footprintEstimateTexts.byReaction })).toContainText(
    'Reaction 2',
  );
  await expectAccessible(page, 'completed footprint result');
  await expectNoSidewaysScroll(page, 'completed footprint result');
  await expectNoWordCut(page, result.getByRole('cell'), 'completed footprint result');
});
