import LinearProgress from '@mui/material/LinearProgress';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useT } from '@/lib/language';

/**
 * The root of every page: a thin progress bar while a lazy page loads. Meanwhile the page left
 * behind stays on screen and its fields would take typing that the next page then drops (issue
 * #29): `data-navigating` on <html> says so, and the journeys wait for it to go (with
 * `data-hydrated`: e2e/fixtures/screen.ts) before typing into the next screen.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const isLoading = navigation.state !== 'idle';
  const t = useT();
  useEffect(() => {
    document.documentElement.toggleAttribute('data-navigating', isLoading);
  }, [isLoading]);
  return (
    <>
      {navigation.state === 'loading' ? (
        <LinearProgress
          aria-label={t('common.loadingPage')}
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
        />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
