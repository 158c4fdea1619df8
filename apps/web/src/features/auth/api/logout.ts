import { api } from '@/lib/api-client';

/** POST /api/auth/logout: revokes the refresh token on the server. Best effort, never refreshes. */
export function logout(input: { RefreshToken: string }): Promise<unknown> {
  // Nothing of this user's answers stays in memory for the next one.
  api.forgetAnswers();
  return api.post('/auth/logout', input, { skipRefresh: true, signal: AbortSignal.timeout(5000) });
}
