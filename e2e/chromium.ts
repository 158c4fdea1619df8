import { existsSync } from 'node:fs';

/**
 * The Chromium the journeys drive: Debian's (apt-get install chromium); Playwright's own browser
 * downloads cannot work on these machines. CHROMIUM_PATH chooses one. Otherwise Debian's headless
 * shell (apt-get install chromium-headless-shell, the same Chromium version and engine without the
 * browser's windows, what Playwright itself runs headless by default) when it is installed, since
 * it costs the journeys less CPU (decision 0080), and the full browser when it is not.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
