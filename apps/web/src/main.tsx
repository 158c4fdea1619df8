import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { resolveLazyRoutes } from './app/lazy-routes';
import { routes } from './app/router';
import { tokenStorage } from './lib/auth-tokens';
import { getLanguage } from './lib/language';
import { setHydratingPrerenderedPage } from './lib/prerendered-page';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * A prerendered page (/login, scripts/prerender.mjs) is already painted: React hydrates it, keeping
 * its DOM and what was typed into it, once the route's lazy module is here (the tree must be the
 * one the server rendered). Anywhere else, or for a signed-in visitor (who is sent on at once),
 * the app renders afresh.
 */
const prerendered = root.dataset.prerendered;
// The prerendered page is English (issue #27): a page in another language renders afresh.
if (
  prerendered &&
  prerendered === window.location.pathname &&
  tokenStorage.getAccessToken() === null &&
  getLanguage() === 'en'
) {
  void resolveLazyRoutes(routes, prerendered).then(() => {
    setHydratingPrerenderedPage(true);
    // `data-hydrated` is set by the App's first effect, once the forms have taken what was typed.
    hydrateRoot(root, app);
  });
} else {
  if (prerendered) root.replaceChildren();
  createRoot(root).render(app);
  document.documentElement.setAttribute('data-hydrated', '');
}
