/**
 * The cooperation of an agreed project (docs/cooperation.md): starting it from the agreed terms, party A's escrow,
 * each phase through the phase process (check, assessment, delivery, acceptance) and its payment, and completion.
 * Every move is decided by the process data (shared/process/cooperation.ts) and written under a condition on the
 * state read; money moves only in ledger postings that carry the move's own items, so a payment and the state it
 * belongs to are written together or not at all.
 *
 * This module is the cooperation's entry: the parts live in their own files — starting (./starting.ts), the escrow
 * (./escrow.ts), the phase moves (./moves.ts), acceptance, payment and its timers (./acceptance.ts), and what the
 * sides are told (./backlog.ts) and recorded (./records.ts).
 */
import { keyOfParty } from '../model.js';
import { partyProfiles } from '../parties.js';
import type { CooperationItem } from './model.js';

export { cooperationBacklog, cooperationLink, escrowBacklog, type PhaseMove } from './backlog.js';
export { cooperationRecords } from './records.js';
export { begun, newCooperation, startCooperation } from './starting.js';
export { escrowDue, escrowPosting, fundedPhase, inEscrow, payEscrow } from './escrow.js';
export { movedPhase, movePhase } from './moves.js';
export { acceptanceByPartyA, acceptancePosting, acceptedPhase, acceptPhase, firePhaseTimer } from './acceptance.js';

/** Names of the parties for views. */
export const cooperationProfiles = (coop: CooperationItem) => partyProfiles([coop.partyA, coop.partyB]);
export { keyOfParty };
