import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotificationsProvider } from '@/components/ui/notifications';
import { useLanguage } from '@/lib/language';
import { themeFor } from './theme';

/** Everything a page needs around it: styles (with the CSP nonce), theme, data cache, feedback. */
export function AppProvider({
  emotionCache,
  queryClient,
  children,
}: {
  emotionCache: EmotionCache;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const language = useLanguage();
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={themeFor(language)}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <NotificationsProvider>{children}</NotificationsProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
