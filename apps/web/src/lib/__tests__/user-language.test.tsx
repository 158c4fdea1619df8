import { languageSchema } from '@pharmatrace/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { getLanguage, setLanguage } from '@/lib/language';
import { useUserLanguage } from '@/lib/user-language';
import { apiErrorResponse, apiResponse, renderWithProviders, stubApi } from '@/testing/test-utils';

/** The signed-in navigation's part that matters here: the stored language read, and the switch. */
function SignedInSwitch() {
  useUserLanguage();
  return <LanguageSwitch signedIn />;
}

describe('the language switch while the stored language is still being read (issue #39)', () => {
  afterEach(() => setLanguage('en'));

  it('keeps the clicked language when the read started before the click answers after it', async () => {
    // The GET answers 'en' (read before the PUT) only once the PUT has been sent: the order
    // that left a French journey's page in English after a successful PUT.
    let stored: 'en' | 'fr' = 'en';
    let readAnswered = false;
    let releaseRead: () => void = () => {};
    const readHeld = new Promise<void>((resolve) => {
      releaseRead = resolve;
    });
    const { calls } = stubApi(async (call) => {
      if (call.method === 'GET' && call.url === '/api/auth/language') {
        const answer = stored;
        await readHeld;
        readAnswered = true;
        return apiResponse(languageSchema, { language: answer });
      }
      if (call.method === 'PUT' && call.url === '/api/auth/language') {
        stored = languageSchema.parse(call.body).language;
        releaseRead();
        return apiResponse(languageSchema, { language: stored });
      }
      return apiErrorResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
    });
    const { user, queryClient } = renderWithProviders(<SignedInSwitch />);
    await waitFor(() => expect(calls.some((c) => c.method === 'GET')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    // The held read answers 'en'; once it has settled, the cache the page follows holds the
    // language clicked, and so does the page.
    await waitFor(() => expect(readAnswered).toBe(true));
    await waitFor(() => expect(queryClient.getQueryState(['auth', 'language'])?.fetchStatus).toBe('idle'));
    expect(queryClient.getQueryData(['auth', 'language'])).toEqual({ language: 'fr' });
    expect(stored).toBe('fr');
    expect(getLanguage()).toBe('fr');
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
  });
});
