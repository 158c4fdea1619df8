/**
 * Whether React is hydrating a prerendered page (/login, scripts/prerender.mjs) right now: set by
 * main.tsx before hydrating, cleared by the App's first effect, which runs after every effect of
 * the hydrated tree. The forms read it in their first effect to take what was typed before.
 */
let hydrating = false;

export function setHydratingPrerenderedPage(value: boolean): void {
  hydrating = value;
}

export function isHydratingPrerenderedPage(): boolean {
  return hydrating;
}
