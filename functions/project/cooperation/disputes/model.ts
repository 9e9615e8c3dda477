/**
 * A cooperation's disputes (docs/cooperation.md "Disputes"; docs/data-model.md "Projects"), in the project's partition:
 *
 * | sk | item |
 * | --- | --- |
 * | `DISPUTE#<id>` | a dispute: its kind and ground, its state in the dispute process, who opened it, the evidence clock, the ruling; while open, listed for the service desk on gsi3 (`DISPUTES#OPEN`) |
 * | `DSPEV#<disputeId>#<time>#<id>` | an entry of its case: a side's evidence (text and `dispute-file` uploads) or the desk's question |
 *
 * Its timers live beside the project's (`PROJECT#<id>` / `TIMER#<transition>`, the transitions' names its own).
 */
import type { DisputeKind, DisputeRuling, DisputeState } from '../../../../shared/process/dispute.js';
import type { Versioned } from '../../../../shared/process/registry.js';
import type { ProjectAttachment } from '../../../../shared/schemas/project.js';
import { projectKey, timeKey } from '../../keys.js';

export const disputeKey = (projectId: string, disputeId: string) => ({ pk: projectKey(projectId).pk, sk: `DISPUTE#${disputeId}` });
export const DISPUTE_PREFIX = 'DISPUTE#';
export const disputeEntryKey = (projectId: string, disputeId: string, time: number, id: string) => ({ pk: projectKey(projectId).pk, sk: `${disputeEntryPrefix(disputeId)}${timeKey(time)}#${id}` });
export const disputeEntryPrefix = (disputeId: string): string => `DSPEV#${disputeId}#`;
/** gsi3: the open disputes, oldest first (the service desk's list). */
export const OPEN_DISPUTES = 'DISPUTES#OPEN';

export type Side = 'partyA' | 'partyB';

export interface DisputeItem extends Versioned {
  pk: string;
  sk: string;
  id: string;
  projectId: string;
  projectName: string;
  kind: DisputeKind;
  /** An acceptance dispute's phase. */
  phase?: number;
  /** What it is about (the phase and its count of no-passes, or the refused termination): one dispute per ground. */
  ground: string;
  state: DisputeState;
  openedBy: Side;
  openedByUser: string;
  openTime: number;
  claim: string;
  askedToB?: number;
  /** When each side was last asked for evidence, and when each last gave some (the opener's silence closes it). */
  askedAt: Partial<Record<Side, number>>;
  gaveAt: Partial<Record<Side, number>>;
  /** Evidence given by each side (at most DISPUTE.evidencePerSide). */
  evidence: Record<Side, number>;
  /** The end of the evidence time (举证中); when it began waiting for the ruling; escalated (加急) on the desk's list. */
  evidenceDue?: number;
  decidingSince?: number;
  escalated?: boolean;
  /** Desk staff who took it (`ops` from the operator's command), and who ruled. */
  takenBy?: string;
  ruling?: { ruling: DisputeRuling; toB?: number; fee?: number; toA?: number; reason: string; time: number; by: string; requestId: string };
  endTime?: number;
  rev: number;
  updateTime: number;
  gsi3pk?: string;
  gsi3sk?: string;
}

export interface DisputeEntryItem {
  pk: string;
  sk: string;
  projectId: string;
  disputeId: string;
  id: string;
  by: Side | 'desk';
  byUser: string;
  /** The desk's question: to whom. */
  to?: Side | 'both';
  text: string;
  files: ProjectAttachment[];
  createTime: number;
}
