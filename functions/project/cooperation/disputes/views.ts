/**
 * A dispute as its two parties and the desk read it (shared/schemas/cooperation-dispute.ts): its case's entries with
 * their files' addresses signed for an hour (`dispute-file` uploads are private: only a call that checked its reader
 * hands them out), and what the viewer may do now.
 */
import { actionsOf, stateLabel } from '../../../../shared/process/engine.js';
import type { DisputeActor } from '../../../../shared/process/dispute.js';
import { disputeHolds } from './guards.js';
import type { DisputeEntryView, DisputeView } from '../../../../shared/schemas/cooperation-dispute.js';
import { publicPeople } from '../../../account/public.js';
import { readableFileUrl } from '../../../lib/s3/private-file-reads.js';
import { inEscrow } from '../escrow.js';
import type { CooperationItem } from '../model.js';
import { DISPUTE_RULINGS } from '../../../../shared/process/dispute.js';
import type { DisputeEntryItem, DisputeItem } from './model.js';
import { isOpen, processOf } from './store.js';
import { kindLabel } from './windows.js';

/** The entries with their files readable and their authors named (one BatchGet of the people). */
const entryViews = async (entries: readonly DisputeEntryItem[]): Promise<DisputeEntryView[]> => {
  const people = await publicPeople([...new Set(entries.map((e) => e.byUser).filter((u) => u && u !== 'ops'))]);
  return Promise.all(
    entries.map(async (e) => ({
      id: e.id,
      by: e.by,
      byName: e.by === 'desk' ? '合作云客服' : ((people.get(e.byUser)?.nickname as string | undefined) ?? (e.by === 'partyA' ? '甲方' : '乙方')),
      ...(e.to ? { to: e.to } : {}),
      text: e.text,
      files: await Promise.all(e.files.map(async (f) => ({ ...f, url: await readableFileUrl(f.url) }))),
      createTime: e.createTime,
    })),
  );
};

export const disputeView = async (d: DisputeItem, coop: CooperationItem, entries: readonly DisputeEntryItem[], roles: readonly DisputeActor[]): Promise<DisputeView> => {
  const process = processOf(d);
  return {
    id: d.id,
    projectId: d.projectId,
    kind: d.kind,
    kindLabel: kindLabel(d.kind),
    ...(d.phase ? { phase: d.phase } : {}),
    state: d.state,
    stateLabel: stateLabel(process, d.state),
    openedBy: d.openedBy,
    openTime: d.openTime,
    claim: d.claim,
    ...(d.askedToB !== undefined ? { askedToB: d.askedToB } : {}),
    ...(d.evidenceDue && d.state === 'EVIDENCE' ? { evidenceDue: d.evidenceDue } : {}),
    ...(d.escalated && isOpen(d) ? { escalated: true } : {}),
    ...(d.ruling
      ? { ruling: { ruling: d.ruling.ruling, label: DISPUTE_RULINGS[d.ruling.ruling].label, ...(d.ruling.ruling === 'TERMINATE' ? { toB: d.ruling.toB ?? 0, fee: d.ruling.fee ?? 0, toA: d.ruling.toA ?? 0 } : {}), reason: d.ruling.reason, time: d.ruling.time } }
      : {}),
    ...(d.endTime ? { endTime: d.endTime } : {}),
    inEscrow: inEscrow(coop),
    entries: await entryViews(entries),
    actions: actionsOf(process, { state: d.state, roles, holds: disputeHolds(d, roles) }),
  };
};
