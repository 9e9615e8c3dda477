/**
 * The project-disputes unit (shared/units.ts): a cooperation's disputes (纠纷) for its two parties and the platform's
 * service desk (docs/cooperation.md "Disputes"); apart from project-cooperation, whose bundle it would take past the
 * unit budget (docs/units.md).
 */
import { disputeRoutes } from '../../shared/routes/cooperation.js';
import { unitHandler } from '../lib/http/unit-handler.js';
import { disputeBindings } from './cooperation/disputes/bindings.js';

export const handler = unitHandler('project-disputes', disputeRoutes, disputeBindings);
