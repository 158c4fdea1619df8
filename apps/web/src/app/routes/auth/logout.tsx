import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { clearSession } from '@/lib/auth';
import { tokenStorage } from '@/lib/auth-tokens';
import { useT } from '@/lib/language';

/** /logout: revoke on the server (best effort), forget the tokens and the cache, go to /login. */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useT();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const refreshToken = tokenStorage.getRefreshToken();
    const finish = () => {
      clearSession();
      queryClient.clear();
      navigate(paths.auth.login.getHref(), { replace: true });
    };
    if (!refreshToken) {
      finish();
      return;
    }
    logout({ RefreshToken: refreshToken })
      .catch(() => undefined)
      .finally(finish);
  }, [navigate, queryClient]);

  return (
    <main>
      <title>{`${t('nav.logOut')} · Pharmatrace`}</title>
      <PageLoader label={t('nav.loggingOut')} />
    </main>
  );
}
