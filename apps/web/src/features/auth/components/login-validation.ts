import { loginSchema } from '@pharmatrace/domain';
import { saidResolver } from '@/lib/said-resolver';

/** The login form's rules (spec 000 §4), in a chunk of their own: see lib/lazy-resolver.ts. */
export const loginResolver = saidResolver(loginSchema);
