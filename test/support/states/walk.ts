/**
 * A way into a state walked through the API (the routes, as a client calls them): the same moves the builders tell
 * in memory (./index.ts), for test/contract/state-builders.test.ts, which holds each builder to what its walk leaves.
 */
import { transitionOf } from '../../../shared/process/engine.js';
import { phaseProcess } from '../../../shared/process/cooperation.js';
import type { CooperationDetail } from '../../../shared/schemas/cooperation.js';
import type { NegotiationDetail, RequestCard } from '../../../shared/schemas/project.js';
import { getProject } from '../../../functions/project/store.js';
import { call } from '../api.js';
import { fundWallet, newRequestId, PAY_PASSWORD, setPayPassword } from '../money.js';
import { newPerson } from '../people.js';
import { ok } from '../projects.js';
import { demandOf, type Built, type StateOptions } from './index.js';
import { sideOf, SWEEP_LATE, type Move } from './story.js';

const DAY = 86_400_000;

/** Moves by party A, party B or the platform, as their calls; `wallet` fen recharged once before the first payment. */
export const walk = async (moves: readonly Move[], options: StateOptions & { wallet: number }, state?: string): Promise<Built> => {
  const [partyA, partyB] = await Promise.all([options.partyA ?? newPerson(), options.partyB ?? newPerson()]);
  const demand = demandOf(options, state);
  const { projectId } = ok<{ projectId: string }>(await call('project.save', demand, partyA.token), 'save');
  const w: Built = { partyA, partyB, projectId, deadline: demand.applyDeadline, version: 1, phases: demand.phases, spent: 0, projectState: 'DRAFT' };
  let kind: 'APPLY' | 'INVITE' = 'APPLY';
  let phase = 1;
  let paying = false;
  const readyToPay = async () => {
    if (paying) return;
    paying = true;
    await Promise.all([setPayPassword(partyA), options.wallet > 0 ? fundWallet(partyA, options.wallet) : undefined]);
  };
  const as = (by: 'partyA' | 'partyB') => (by === 'partyA' ? partyA : partyB);
  const step = async (move: Move): Promise<void> => {
    switch (move.do) {
      case 'release':
        ok(await call('project.release', { projectId }, partyA.token), 'release');
        return;
      case 'withdraw':
        ok(await call('project.withdraw', { projectId }, partyA.token), 'withdraw');
        return;
      case 'delete':
        ok(await call('project.delete', { projectId }, partyA.token), 'delete');
        return;
      case 'closeAtDeadline':
        ok(await call('project.devSweep', { now: demand.applyDeadline + SWEEP_LATE, objectIds: [projectId] }), 'sweep');
        return;
      case 'expire':
        ok(await call('project.devSweep', { now: Date.now() + 7 * DAY + SWEEP_LATE, objectIds: [w.requestId!] }), 'sweep');
        return;
      case 'ask': {
        kind = move.kind;
        if (kind === 'APPLY') w.requestId = ok<{ id: string }>(await call('project.apply', { projectId, message: move.message }, partyB.token), 'apply').id;
        else {
          const { party } = await sideOf(partyB);
          const sent = ok<{ sent: { id: string }[] }>(await call('project.invite', { projectIds: [projectId], inviteeType: party.type, inviteeId: party.id, message: move.message }, partyA.token), 'invite');
          w.requestId = sent.sent[0]!.id;
        }
        return;
      }
      case 'answer': {
        const receiver = kind === 'INVITE' ? partyB : partyA;
        const sender = kind === 'INVITE' ? partyA : partyB;
        const card = ok<RequestCard>(await call('project.answerRequest', { id: w.requestId!, action: move.action, ...(move.reason ? { reason: move.reason } : {}) }, (move.action === 'cancel' ? sender : receiver).token), move.action);
        if (card.negotiationId) w.negotiationId = card.negotiationId;
        return;
      }
      case 'propose':
        w.version = ok<NegotiationDetail>(await call('project.propose', { id: w.negotiationId!, version: w.version, terms: move.terms }, as(move.by).token), 'propose').version;
        return;
      case 'confirmByB':
        ok(await call('project.confirm', { id: w.negotiationId!, version: w.version }, partyB.token), 'confirm');
        return;
      case 'agree': {
        await readyToPay();
        const detail = ok<NegotiationDetail>(await call('project.negotiation', { id: w.negotiationId! }, partyA.token), 'negotiation');
        const pay = { id: w.negotiationId!, version: w.version, payPassword: PAY_PASSWORD, requestId: newRequestId() };
        ok(await call(detail.state === 'CONFIRMED' ? 'project.payFee' : 'project.confirm', pay, partyA.token), 'agree');
        return;
      }
      case 'terminate':
        ok(await call('project.terminate', { id: w.negotiationId!, reason: move.reason }, as(move.by).token), 'terminate');
        return;
      case 'start':
        ok(await call('project.coop.start', { projectId }, partyA.token), 'start');
        return;
      case 'fund': {
        await readyToPay();
        const { escrowDue } = ok<CooperationDetail>(await call('project.coop.info', { projectId }, partyA.token), 'info');
        ok(await call('project.coop.payEscrow', { projectId, amount: escrowDue, payPassword: PAY_PASSWORD, requestId: newRequestId() }, partyA.token), 'escrow');
        return;
      }
      case 'move': {
        const byA = transitionOf(phaseProcess, move.name)?.actors.includes('partyA');
        ok(await call(`project.coop.${move.name}`, { projectId, phase, ...(move.reason ? { reason: move.reason } : {}) } as never, (byA ? partyA : partyB).token), move.name);
        return;
      }
      case 'deliver':
        for (const name of ['goCheck', 'checkPass', 'goAcceptance'] as const) await step({ do: 'move', name });
        return;
      case 'accept': {
        ok(await call('project.coop.acceptancePass', { projectId, phase }, partyA.token), 'accept');
        if (phase < demand.phases.length) phase += 1;
        return;
      }
    }
  };
  for (const move of moves) await step(move);
  const project = await getProject(projectId);
  return { ...w, spent: options.wallet, projectState: project?.state ?? w.projectState };
};
