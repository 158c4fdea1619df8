import { serverMessages } from '@pharmatrace/domain';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { type AuthContext, clientAuthOf, clientIdOf } from '../src/plugins/auth';

const caller = (auth: AuthContext | null) => ({ auth }) as FastifyRequest;
const main: AuthContext = {
  userId: 'u1',
  sessionId: 's1',
  role: 'MAIN',
  clientId: 'c1',
  email: 'a@b.example',
};

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected an AppError');
}

describe("clientAuthOf: the typed caller of a 'client' or 'main' route", () => {
  it("gives a company user's context with its client id", () => {
    expect(clientAuthOf(caller(main))).toEqual(main);
    expect(clientIdOf(caller({ ...main, role: 'SUB' }))).toBe('c1');
  });

  it('answers 401 when no one is logged in', () => {
    const err = failure(() => clientAuthOf(caller(null)));
    expect(err.statusCode).toBe(401);
    expect(err.message).toBe(serverMessages.unauthorized);
  });

  it('answers 403 to staff and to a user without a company account, never passing on a missing client', () => {
    for (const auth of [
      { ...main, role: 'STAFF' as const, clientId: null },
      { ...main, role: 'STAFF' as const },
      { ...main, clientId: null },
    ]) {
      const err = failure(() => clientIdOf(caller(auth)));
      expect(err.statusCode).toBe(403);
      expect(err.message).toBe(serverMessages.forbidden);
    }
  });
});
