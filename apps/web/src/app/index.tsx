import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createEmotionCache } from '@/lib/emotion-cache';
import { createQueryClient } from '@/lib/react-query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [emotionCache] = useState(() => createEmotionCache());
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createAppRouter());
  return (
    <AppProvider emotionCache={emotionCache} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
