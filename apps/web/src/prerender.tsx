import createCache from '@emotion/cache';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { resolveLazyRoutes } from './app/lazy-routes';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { createQueryClient } from './lib/react-query';

/**
 * Renders a public page at build time (scripts/prerender.mjs, issue #17): its HTML and the CSS
 * Emotion generated for it, so that the browser paints it before any JS arrives. The tree is the
 * one main.tsx hydrates: the same providers, the same routes with their lazy modules resolved, the
 * same RouterProvider (on a memory router here, a browser router there).
 */
export async function prerender(pathname: string): Promise<{ html: string; css: string }> {
  await resolveLazyRoutes(routes, pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  // compat: Emotion keeps the styles in `inserted` instead of writing <style> tags beside the
  // elements (which hydration would not expect); they go into one <style> in the page's head.
  const cache = createCache({ key: 'css', prepend: true });
  cache.compat = true;
  const html = renderToString(
    <StrictMode>
      <AppProvider emotionCache={cache} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  return { html, css };
}
