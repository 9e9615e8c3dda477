/** The dispute process's guards (shared/process/dispute.ts) as they hold for a viewer or the platform. */
import type { DisputeActor } from '../../../../shared/process/dispute.js';
import type { DisputeItem } from './model.js';

/** Whether a guard of the dispute process holds for the viewer (`opener`) or the dispute (the opener's evidence). */
export const disputeHolds = (d: DisputeItem, roles: readonly DisputeActor[]) => (guard: string): boolean => {
  if (guard === 'opener') return roles.includes(d.openedBy);
  const gave = (d.gaveAt[d.openedBy] ?? 0) >= (d.askedAt[d.openedBy] ?? 0);
  if (guard === 'openerEvidence') return gave;
  if (guard === 'noOpenerEvidence') return !gave;
  return true;
};
