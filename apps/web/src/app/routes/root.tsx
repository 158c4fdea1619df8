import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** The root of every page: a thin progress bar while a lazy page loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' ? (
        <LinearProgress
          aria-label="Loading the page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
        />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
