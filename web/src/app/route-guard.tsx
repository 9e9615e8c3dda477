/**
 * The navigation guard of spec §2.2 around every page. The token rule is decided here, in the first load; with
 * a token, the session gate (user info, basic-info rule) arrives in its own chunk with the account's code.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getToken } from '../lib/token.js';
import { guardRedirect } from './guard-rule.js';

const SessionGate = lazy(() => import('./session-gate.js').then((m) => ({ default: m.SessionGate })));

export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const { pathname, search } = useLocation();
  // Read on each navigation, not subscribed: a login stores its token before its own navigation, which must win.
  const hasToken = getToken() !== undefined;
  const target = guardRedirect(`${pathname}${search}`, hasToken);
  if (target) return <Navigate to={target} replace />;
  if (!hasToken) return children;
  return (
    <Suspense fallback={null}>
      <SessionGate>{children}</SessionGate>
    </Suspense>
  );
};
