/** Debian's Chromium (apt-get install chromium); Playwright's own browser downloads cannot work on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
