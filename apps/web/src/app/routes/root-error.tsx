import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MainErrorFallback } from '@/components/errors/main-error-fallback';
import { PageErrorFallback } from '@/components/errors/page-error-fallback';

function useErrorDetails(): string | undefined {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return import.meta.env.DEV && error instanceof Error ? error.message : undefined;
}

/** Root error boundary: a rendering error or a page chunk that failed to load (e.g. after a deploy). */
export function RootErrorBoundary() {
  return <MainErrorFallback details={useErrorDetails()} />;
}

/** Error boundary of the pages inside the navigation shell. */
export function PageErrorBoundary() {
  return <PageErrorFallback details={useErrorDetails()} />;
}
