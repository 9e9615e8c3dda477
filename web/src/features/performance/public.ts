/**
 * What other features may use of 业绩统计: the party's figures (a unit's home shows its on-time rate) and how a rate is
 * written. The page itself is the routes' (a unit's 业绩统计 shows it under the unit's title), with its charts.
 */
export { usePartyPerformance } from './api/performance.js';
export { percentOf } from './model/chart-options.js';
