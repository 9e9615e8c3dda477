/**
 * The navigation guard of spec §2.2 around every page. Loading the user info for a token (and clearing the
 * token when that fails) arrives with the account pages; until then a token is taken at its word.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getToken } from '../lib/token.js';
import { guardRedirect } from './guard-rule.js';

export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const { pathname, search } = useLocation();
  const target = guardRedirect(`${pathname}${search}`, getToken() !== undefined);
  return target ? <Navigate to={target} replace /> : children;
};
