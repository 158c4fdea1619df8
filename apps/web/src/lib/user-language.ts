import type { Locale } from '@pharmatrace/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { getLanguage, setLanguage } from '@/lib/language';

type LanguageAnswer = { language: Locale };

const languageQueryKey = ['auth', 'language'] as const;

/** GET /api/auth/language: the language stored on the signed-in user (issue #27). */
export function getUserLanguageQueryOptions() {
  return queryOptions({
    queryKey: languageQueryKey,
    queryFn: () => api.get<LanguageAnswer>('/auth/language'),
    staleTime: 5 * 60_000,
  });
}

/** Once signed in, the page follows the language stored on the user (its e-mails and PDFs do). */
export function useUserLanguage(): void {
  const { data } = useQuery(getUserLanguageQueryOptions());
  const language = data?.language;
  useEffect(() => {
    if (language && language !== getLanguage()) setLanguage(language);
  }, [language]);
}

/**
 * The switch's action: the page changes at once; signed in, the user's stored language too
 * (PUT /api/auth/language), so that its e-mails and PDFs follow.
 *
 * A click while the stored language is still being read (just after signing in) must win: the
 * read in flight is cancelled before the choice is written to its cache, or its answer, read
 * before the PUT, would arrive after the click and put the page back in the old language
 * (issue #39: french-staff-review.spec.ts saw the page stay English after a successful PUT).
 */
export function useChangeLanguage(signedIn: boolean) {
  const queryClient = useQueryClient();
  return (language: Locale) => {
    setLanguage(language);
    if (!signedIn) return;
    // Cancelling marks the read as cancelled at once: its answer is dropped when it comes.
    void queryClient.cancelQueries({ queryKey: languageQueryKey });
    queryClient.setQueryData(languageQueryKey, { language });
    void api.request<LanguageAnswer>('/auth/language', { method: 'PUT', body: { language } }).catch(() => {
      // The page keeps the chosen language; the next sign-in reads the stored one again.
      void queryClient.invalidateQueries({ queryKey: languageQueryKey });
    });
  };
}
