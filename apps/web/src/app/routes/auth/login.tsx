import type { AuthenticationResult, LoginResponse } from '@pharmatrace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { landingPage, storeSession } from '@/lib/auth';
import { useT } from '@/lib/language';

type Challenge = { email: string; session: string };

/** Only after a first login with a temporary password: not part of what the page paints first. */
const loadCreatePasswordForm = () =>
  import('@/features/auth/components/create-password-form').then((m) => ({ default: m.CreatePasswordForm }));
const CreatePasswordForm = lazy(loadCreatePasswordForm);

export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const t = useT();
  // Loaded in the background once the page is up, so that the challenge's form is there at once
  // (issue #29): no gap where the login form is gone and the next one is not yet there.
  useEffect(() => {
    void loadCreatePasswordForm().catch(() => {});
  }, []);

  const startSession = (result: AuthenticationResult, target: string) => {
    // A new session never sees the previous user's cached answers.
    queryClient.clear();
    storeSession(result);
    navigate(target, { replace: true });
  };

  const onLogin = (response: LoginResponse, email: string) => {
    if ('AuthenticationResult' in response) {
      const result = response.AuthenticationResult;
      startSession(result, landingPage(result.AccessToken, searchParams.get('redirect')));
    } else {
      setChallenge({ email, session: response.Session });
    }
  };

  return (
    <AuthLayout title={challenge ? t('createPassword.title') : t('login.title')}>
      {challenge ? (
        <Suspense fallback={null}>
          <CreatePasswordForm
            email={challenge.email}
            session={challenge.session}
            onSuccess={(result) => startSession(result, paths.root.getHref())}
          />
        </Suspense>
      ) : (
        <LoginForm onSuccess={onLogin} />
      )}
    </AuthLayout>
  );
}
