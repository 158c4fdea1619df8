/**
 * What the rest of the API may use of auth (docs/architecture.md 'Boundaries'): the types the auth
 * plugin checks a request with (the composition root builds both and hands them to it).
 */
export type { LiveSession, SessionCache } from './session-cache';
export type { TokenService } from './tokens';
