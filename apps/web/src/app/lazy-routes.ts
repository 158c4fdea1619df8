import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the routes matching `pathname` and puts what they export on the route
 * objects themselves, as if they had never been lazy. A router created on them afterwards renders
 * the page at once, the same tree on the server (the prerendered pages, src/prerender.tsx) and in
 * the browser that hydrates it (main.tsx): with a lazy route still pending, the browser would
 * render the `HydrateFallback` instead and throw the prerendered page away.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
