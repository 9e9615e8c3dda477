/**
 * Every domain's registry of its processes' versions (./registry.ts; docs/processes.md "Versions"): the docs
 * generator and the tests walk them all, and each domain's function has the implementations of their effects and
 * timers (functions/lib/process/implementations.ts; test/unit/process-implementations.test.ts holds the two together).
 */
import { cancellationProcess } from './account.js';
import { demandChangeProcess } from './change.js';
import { documentTaskProcess, documentTaskProcessV1, phaseProcess, phaseProcessV1, phaseProcessV2, postponementProcess } from './cooperation.js';
import { membersLeftProcess } from './departure.js';
import { orgRenamedProcess } from './org-name.js';
import { disputeProcess } from './dispute.js';
import { erasureProcess } from './erasure.js';
import { orderRegistry } from './order-registry.js';
import { applicationProcess, invitationProcess, negotiationProcess, projectProcess, projectProcessV1 } from './project.js';
import { terminationProcess } from './termination.js';
import { defineRegistry, type ProcessRegistry } from './registry.js';

/**
 * The project domain's processes (Projects I and II), every version of each; and the second step of a cancelled
 * person's erasure, which the project domain runs because it stands above the wallet and the messenger (./erasure.ts).
 */
export const projectRegistry = defineRegistry('project', {
  // Version 1 knows no 已终止: a project on it is never there (the write that terminates it upgrades it to version 2),
  // so it is typed with version 2's state names, which it is a part of.
  project: [projectProcessV1 as unknown as typeof projectProcess, projectProcess],
  invitation: [invitationProcess],
  application: [applicationProcess],
  negotiation: [negotiationProcess],
  phase: [phaseProcessV1, phaseProcessV2, phaseProcess],
  documentTask: [documentTaskProcessV1, documentTaskProcess],
  postponement: [postponementProcess],
  demandChange: [demandChangeProcess],
  dispute: [disputeProcess],
  termination: [terminationProcess],
  erasure: [erasureProcess],
  membersLeft: [membersLeftProcess],
  orgRenamed: [orgRenamedProcess],
});

/** The account domain's processes: a personal account's cancellation, its restore period and the erasure after it. */
export const accountRegistry = defineRegistry('account', {
  cancellation: [cancellationProcess],
});

// The order domain's, in its own module so that the order unit's bundle holds no other domain's processes.
export { orderRegistry };

/** Every domain's registry: a domain that declares processes adds its own here. */
export const PROCESS_REGISTRIES: readonly ProcessRegistry[] = [projectRegistry, accountRegistry, orderRegistry];
