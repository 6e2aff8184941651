/**
 * The router's error element: a render or lazy-load error in a route shows the friendly fallback
 * inside the surrounding layout instead of a blank page (issue 2 "Web": error boundary).
 * "Try again" re-navigates to the same location, which clears the router's error state.
 */
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorFallback } from '../components/ui/error-fallback';

/** Route-level error UI with a retry. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ErrorFallback
      error={error}
      onRetry={() => navigate(`${location.pathname}${location.search}`, { replace: true, state: location.state })}
    />
  );
}
