// Prerenders the public pages that must paint before any JS (issue #17, docs/decisions/0022):
// run by `npm run build` after the client and server builds. Each page is written to
// dist/prerendered/<name>.html: dist/index.html with the page's HTML in #root and its CSS in the
// head, both under the CSP nonce placeholder that the API's SPA plugin replaces on every answer.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');
const serverBuild = path.join(webDir, 'dist-prerender');

/**
 * The pages prerendered, by file name (the SPA plugin serves `<name>.html` for `/<name>`): every
 * public form a visitor can open first (issue #29), so that what is typed before the JS arrives
 * survives (components/ui/form.tsx, lib/typed-before-hydration.ts). `prefill` names the query
 * parameters the page's form starts from (/set_password?email=… from the reset e-mail): the
 * prerendered field gets the value before the first paint, as the app's first render will.
 */
const pages = {
  login: { path: '/login' },
  forgot_password: { path: '/forgot_password' },
  set_password: { path: '/set_password', prefill: ['email'] },
  register: { path: '/register' },
};

// The SSR build leaves MUI and Emotion in node_modules, which read NODE_ENV when they run: unset,
// they render the development class names ('css-1ml4an8-MuiStepLabel-label'), which the browser's
// production build does not generate, and hydration keeps the server's class attributes, so the
// page lost its styles once the prerendered CSS was removed (issue #29). Production, like the app.
process.env.NODE_ENV = 'production';
const { prerender } = await import(path.join(serverBuild, 'prerender.js'));
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
await mkdir(path.join(dist, 'prerendered'), { recursive: true });

// Until the app has hydrated the page and taken what was typed (`data-hydrated`, set by its first
// effect), a form must not be sent by the browser itself, which would put the password in the
// address (GET), nor reach React's handlers, whose form values are still empty. The form is marked
// instead, and sent by the app once it has taken over (components/ui/form.tsx).
const guard =
  "document.addEventListener('submit',function(e){if(!document.documentElement.hasAttribute('data-hydrated')){e.preventDefault();e.stopImmediatePropagation();e.target.setAttribute('data-submit-pending','')}},true)";

const applyStyles =
  "document.querySelectorAll('#root [data-style]').forEach(function(e){e.style.cssText=e.getAttribute('data-style');e.removeAttribute('data-style')})";

/** Copies the named query parameters into the empty fields of the same name, before the first paint. */
const prefillScript = (names) =>
  `(function(){var q=new URLSearchParams(location.search);${JSON.stringify(names)}.forEach(function(n){var v=q.get(n),i=document.querySelector('#root input[name="'+n+'"]');if(v&&i&&!i.value)i.value=v})})()`;

for (const [name, { path: pathname, prefill = [] }] of Object.entries(pages)) {
  const { html, css } = await prerender(pathname);
  // style-src has no 'unsafe-inline': a style attribute in the HTML would be ignored (and hydration
  // would not set it again). It travels as data-style instead, and the nonce'd script at the end of
  // the page sets it through the CSSOM, which the CSP allows, before the first paint.
  const body = html.replace(/(<[^>]*\s)style="([^"]*)"/g, '$1data-style="$2"');
  const page = template
    .replace(
      '</head>',
      `<style nonce="__CSP_NONCE__" data-prerendered>${css}</style>\n` +
        `<script nonce="__CSP_NONCE__">${guard}</script>\n</head>`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${pathname}">${body}</div>\n` +
        `<script nonce="__CSP_NONCE__">${applyStyles}${prefill.length > 0 ? `;${prefillScript(prefill)}` : ''}</script>`,
    );
  await writeFile(path.join(dist, 'prerendered', `${name}.html`), page);
  console.log(`prerendered ${pathname}: ${(page.length / 1000).toFixed(1)} kB of HTML and CSS`);
}
await rm(serverBuild, { recursive: true, force: true });
