import { type Client, translate } from '@pharmatrace/domain';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { useNotify } from '@/components/ui/notifications';
import { errorText, PageLoader } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/language';
import { useClient } from '../api/get-client';

/** Loads the client; spec 000 §8: if that fails, back to /my_account (with a word on why). */
export function ClientLoader({ children }: { children: (client: Client) => ReactNode }) {
  const clientQuery = useClient();
  const notify = useNotify();
  const language = useLanguage();

  useEffect(() => {
    if (clientQuery.isError) {
      notify(translate(language, 'account.loadFailed', { reason: errorText(clientQuery.error) }), 'error');
    }
  }, [clientQuery.isError, clientQuery.error, notify, language]);

  if (clientQuery.isPending) return <PageLoader />;
  if (clientQuery.isError) return <Navigate to={paths.account.hub.getHref()} replace />;
  return children(clientQuery.data);
}
