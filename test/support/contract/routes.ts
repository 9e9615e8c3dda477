/**
 * The routes the contract suites go over (test/contract): the route table, or, for the measurement of how their
 * time grows with the table (`npm run bench -- contract-growth`, docs/BENCHMARKS.md), the table padded to a multiple
 * of its size with `HEZUO_PAD_ROUTES=<n>`. A padded route is a twin of a route of the table under another id: the
 * same method, path, access, schema and handler, and the same authorization declaration, so each costs what its
 * original costs (the suites send its cases to its original's path) — what a new route of that shape would cost.
 */
import { ROUTES, type RouteId } from '../../../shared/routes/index.js';
import type { RouteDef } from '../../../shared/routes/types.js';

const TWIN = '#twin';

/** How many times over the table is gone through (1: the table as it is). */
export const padFactor = (): number => Math.max(1, Math.floor(Number(process.env.HEZUO_PAD_ROUTES ?? 1)) || 1);

/** The table, and its twins when padded. */
export const contractRoutes = (): readonly RouteDef[] => {
  const factor = padFactor();
  if (factor === 1) return ROUTES;
  return Array.from({ length: factor }, (_, k) => (k === 0 ? ROUTES : ROUTES.map((r) => ({ ...r, id: `${r.id}${TWIN}${k + 1}` })))).flat();
};

/** The id in the route table of a route or of its twin. */
export const tableIdOf = (id: string): RouteId => id.split(TWIN)[0] as RouteId;

/** A route's path with every parameter filled with `1`: enough for the checks made before any input is read. */
export const concretePath = (path: string): string => path.replace(/\{\w+\}/g, '1');
