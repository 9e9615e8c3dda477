/** The hash router of spec §2.1; every page is its own chunk, loaded when first visited. */
import { createHashRouter, redirect } from 'react-router-dom';
import { paths } from '../config/paths.js';
import { AppLayout } from './layout/app-layout.js';
import { RouteError } from './route-error.js';

export const createAppRouter = () =>
  createHashRouter([
    {
      path: paths.root,
      Component: AppLayout,
      ErrorBoundary: RouteError,
      // Nothing to show while the first page's chunk arrives; the header is not worth a flash either.
      HydrateFallback: () => null,
      children: [
        { index: true, loader: () => redirect(paths.home) },
        { path: paths.home, lazy: () => import('./routes/home.js') },
        { path: paths.forbidden, lazy: () => import('./routes/forbidden.js') },
        { path: paths.notFound, lazy: () => import('./routes/not-found.js') },
        { path: '*', loader: () => redirect(paths.notFound) },
      ],
    },
  ]);
