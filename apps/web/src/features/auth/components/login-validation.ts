import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@pharmatrace/domain';

/** The login form's rules (spec 000 §4), in a chunk of their own: see lib/lazy-resolver.ts. */
export const loginResolver = zodResolver(loginSchema);
