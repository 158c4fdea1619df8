import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../../e2e/chromium';
import type { Tokens } from './api';

/**
 * The system Chromium (never a downloaded one), with what would add noise to timings turned off,
 * and one page signed in with `tokens` (set where the SPA keeps them), on `baseURL`'s login page.
 */
export async function openSignedInPage(
  baseURL: string,
  tokens: Tokens,
): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.goto(`${baseURL}/login`);
    await page.evaluate(({ AccessToken, RefreshToken }) => {
      window.localStorage.setItem('accessToken', AccessToken);
      window.localStorage.setItem('refreshToken', RefreshToken);
    }, tokens);
    return { browser, page };
  } catch (err) {
    await browser.close();
    throw err;
  }
}

/** Resolves after the browser has painted what the last change rendered (two animation frames). */
export function nextPaint(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
