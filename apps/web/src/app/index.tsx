import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createEmotionCache } from '@/lib/emotion-cache';
import { setHydratingPrerenderedPage } from '@/lib/prerendered-page';
import { createQueryClient } from '@/lib/react-query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [emotionCache] = useState(() => createEmotionCache());
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createAppRouter());
  // A prerendered page's CSS (scripts/prerender.mjs) is Emotion's again once hydrated: a second
  // copy after Emotion's own tags would reorder rules that later pages rely on.
  useEffect(() => {
    document.querySelector('style[data-prerendered]')?.remove();
    setHydratingPrerenderedPage(false);
    // The prerendered page's guard lets forms be sent from now on (scripts/prerender.mjs).
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <AppProvider emotionCache={emotionCache} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
