/**
 * A project's story told in memory, then written at once (issue 26 "State without long walks"): the moves a walk
 * through the API would make — release, apply, accept, propose, confirm, pay the fee, start, fund, move a phase,
 * accept it — each applied to the objects held here with the services' own item builders and next-item functions
 * (functions/project/**), and the result written as the walk would leave it: the project and its counters, the
 * engagement, the request, the negotiation and its versions, the cooperation, its phases and records, every object's
 * timers (the same `timerWrites`), the backlog entries of both parties (waiting or settled, as the walk leaves them),
 * and the money as real ledger postings made with the wallet's public `post`, exactly as the services post them.
 *
 * What it skips of a walk: the calls' sessions, reads and answers, and the pushes to open pages. What it does after
 * the write, as the walk does after its commits: the platform's project count on a first release, the agreed
 * project's card in the contacts' chat, the cooperation's project group.
 *
 * Each object is written once, at its first revision (`rev` 1): a walk's `rev` counts its writes, and nothing reads
 * more than that it moves by one from the one read. test/contract/state-builders.test.ts holds what is written to
 * what a walk leaves.
 */
import { decide, transitionOf } from '../../../shared/process/engine.js';
import { phaseProcess, type PhaseState } from '../../../shared/process/cooperation.js';
import { applicationProcess, invitationProcess, negotiationProcess, projectProcess, type NegotiationState } from '../../../shared/process/project.js';
import type { ProcessDef } from '../../../shared/process/types.js';
import { negotiationFeeOf, NEGOTIATION_FEE_DAYS } from '../../../shared/limits.js';
import type { Terms } from '../../../shared/schemas/project.js';
import { authenticate } from '../../../functions/lib/auth/session.js';
import { newId } from '../../../functions/lib/ids.js';
import { timerWrites } from '../../../functions/lib/process/run.js';
import { countPlatform } from '../../../functions/lib/store/counters.js';
import { closedBacklog } from '../../../functions/project/closing.js';
import { syncCooperationGroup } from '../../../functions/project/cooperation/group.js';
import { cooperationStateOf, type CooperationItem, type PhaseItem, type RecordItem } from '../../../functions/project/cooperation/model.js';
import {
  acceptancePosting,
  acceptedPhase,
  begun,
  cooperationBacklog,
  cooperationRecords,
  escrowBacklog,
  escrowDue,
  escrowPosting,
  fundedPhase,
  inEscrow,
  movedPhase,
  newCooperation,
  type PhaseMove,
} from '../../../functions/project/cooperation/service.js';
import { cooperationStep, phaseSteps, recordStep } from '../../../functions/project/cooperation/store.js';
import { newDemandItem, newDemandSteps, releasedItem } from '../../../functions/project/demands.js';
import { backlogStep, type BacklogInput } from '../../../functions/project/events.js';
import { completionWrites } from '../../../functions/project/history/figures.js';
import {
  engagementItem,
  keyOfParty,
  negotiationIndexKeys,
  requestIndexKeys,
  withProjectKeys,
  type CountsItem,
  type EngagementItem,
  type NegotiationItem,
  type PartyRef,
  type ProjectItem,
  type RequestItem,
  type TermsItem,
} from '../../../functions/project/model.js';
import { feePosting, negotiationBacklog, openingWrites, sendAgreedCard, termsVersion } from '../../../functions/project/negotiations.js';
import { partyOf, partyProfiles } from '../../../functions/project/parties.js';
import { projectWrites } from '../../../functions/project/projects.js';
import { answeredRequest, buildRequest, requestBacklog } from '../../../functions/project/requests.js';
import { commit, put, putBook, putCounts, type Step } from '../../../functions/project/store.js';
import { post, walletAccountId, type PostingInput } from '../../../functions/wallet/public.js';
import { fundWallet, newRequestId } from '../money.js';
import type { TestPerson } from '../people.js';

const DAY = 86_400_000;

/** A person and the party their session acts for (themself, or the team or company they are logged in as). */
export interface Side {
  person: TestPerson;
  party: PartyRef;
}

export const sideOf = async (person: TestPerson): Promise<Side> => {
  const claims = await authenticate(person.token);
  if (!claims) throw new Error(`no live session for ${person.userId}`);
  return { person, party: partyOf(claims) };
};

type Item<T extends { pk: string; sk: string }> = Omit<T, 'pk' | 'sk' | 'rev'>;
/** The cooperation's fields: its list keys and `rev` come with its write (cooperationStep). */
type CoopFields = Parameters<typeof cooperationStep>[1];

interface Entry {
  party: PartyRef;
  input: BacklogInput;
  time: number;
}

/** The money a story moves, posted in order once its objects are known (the last posting carries them). */
type Posting = (steps: readonly Step[]) => PostingInput;

/** Whether a process allows a transition from a state to an actor (a story only makes the moves a walk could make). */
const must = <S extends string>(process: ProcessDef<S>, name: string, state: S, actor: 'partyA' | 'partyB' | 'platform') => {
  const decision = decide(process, name, { state, roles: [actor], holds: () => true });
  if (!decision.ok) throw new Error(`${process.name}: ${name} from ${state} by ${actor} is not a move (${decision.error})`);
  return decision.transition;
};

/**
 * One move of a walk, as data: the same list is told in memory by a Story and walked through the API by
 * ./walk.ts (the builders' check: test/contract/state-builders.test.ts).
 */
export type Move =
  | { do: 'release' | 'withdraw' | 'closeAtDeadline' | 'delete' | 'expire' | 'confirmByB' | 'agree' | 'start' | 'fund' | 'deliver' | 'accept' }
  | { do: 'ask'; kind: 'APPLY' | 'INVITE'; message: string }
  | { do: 'answer'; action: 'accept' | 'decline' | 'cancel'; reason?: string }
  | { do: 'propose'; by: 'partyA' | 'partyB'; terms: Terms }
  | { do: 'terminate'; by: 'partyA' | 'partyB'; reason: string }
  | { do: 'move'; name: PhaseMove; reason?: string };

/** How long after its deadline the close timer is fired (the sweep's time), and after its expiry an invitation's. */
export const SWEEP_LATE = 60_000;

export class Story {
  /** Times of the moves: a millisecond apart, in order, from the story's start. */
  private clock: number;
  project!: Item<ProjectItem>;
  book = '';
  counts?: Partial<CountsItem>;
  engagement?: EngagementItem;
  request?: RequestItem;
  negotiation?: NegotiationItem;
  /** When the negotiation entered its state (its timers run from then). */
  private negotiationSince = 0;
  versions: TermsItem[] = [];
  coop?: CoopFields;
  phases: Item<PhaseItem>[] = [];
  /** When each phase entered its state (the running phase's acceptance clock runs from then). */
  private phaseSince: number[] = [];
  private records: { record: Omit<RecordItem, 'pk' | 'sk' | 'projectId' | 'id' | 'createTime'>; time: number }[] = [];
  private entries: Entry[] = [];
  private extra: Step[] = [];
  private postings: Posting[] = [];
  /** What party A's wallet must hold for the story's postings (fen). */
  spend = 0;
  private released = false;
  private agreedBy?: string;

  private constructor(
    readonly a: Side,
    private readonly partyB: Side | undefined,
    now: number,
  ) {
    this.clock = now;
  }

  /** Party B (a story of a demand alone has none). */
  get b(): Side {
    if (!this.partyB) throw new Error('the story has no party B');
    return this.partyB;
  }

  /** A story of party A's demand (a draft of `fields`) and party B, if any, who has not met it yet. */
  static async draft(partyA: TestPerson, partyB: TestPerson | undefined, fields: Parameters<typeof newDemandItem>[1]): Promise<Story> {
    const [a, b] = await Promise.all([sideOf(partyA), partyB ? sideOf(partyB) : undefined]);
    const story = new Story(a, b, Date.now());
    const profiles = await partyProfiles([a.party]);
    const { next, book } = await newDemandItem(
      { party: a.party, publisherName: profiles.get(keyOfParty(a.party))?.name ?? '', createdBy: partyA.userId, projectId: newId(), now: story.tick() },
      fields,
    );
    story.project = next;
    story.book = book;
    return story;
  }

  get projectId(): string {
    return this.project.projectId;
  }

  private tick(): number {
    this.clock += 1;
    return this.clock;
  }

  /** The project as its item (what the services' builders read). */
  private projectItem(): ProjectItem {
    return withProjectKeys({ ...this.project, rev: 1 } as ProjectItem);
  }

  private coopItem(): CooperationItem {
    return cooperationStep(undefined, this.mustCoop()).item;
  }

  private tell(party: PartyRef, input: BacklogInput | undefined, time: number): void {
    if (input) this.entries.push({ party, input, time });
  }

  /** A party's waiting entries about an object are no longer waiting (events.ts `settle`). */
  private settle(party: PartyRef, aboutId: string): void {
    for (const entry of this.entries) if (keyOfParty(entry.party) === keyOfParty(party) && entry.input.aboutId === aboutId && entry.input.todo) entry.input = { ...entry.input, todo: false };
  }

  private count(field: 'applyCount' | 'inviteCount' | 'talking', delta: number): void {
    this.counts = { ...this.counts, [field]: (this.counts?.[field] ?? 0) + delta };
  }

  private moveProject(name: string, actor: 'partyA' | 'platform', now: number, fields: Partial<Item<ProjectItem>> = {}): void {
    const transition = must(projectProcess, name, this.project.state, actor);
    this.project = { ...this.project, state: transition.to ?? this.project.state, updateTime: now, ...fields };
  }

  /** `followNegotiations`: a released project with a negotiation running is 洽谈中, one with none back to 已发布. */
  private followNegotiations(now: number): void {
    const talking = (this.counts?.talking ?? 0) > 0;
    if (talking && this.project.state === 'RELEASED') this.moveProject('startNegotiating', 'platform', now);
    else if (!talking && this.project.state === 'NEGOTIATING') this.moveProject('negotiationsEnded', 'platform', now);
  }

  /** Tells one move. */
  apply(move: Move): this {
    switch (move.do) {
      case 'release':
        return this.release();
      case 'withdraw':
        return this.withdraw();
      case 'closeAtDeadline':
        return this.closeAtDeadline((this.project.applyDeadline ?? Date.now()) + SWEEP_LATE);
      case 'delete':
        return this.delete();
      case 'expire':
        return this.expire();
      case 'ask':
        return this.ask(move.kind, move.message);
      case 'answer':
        return this.answer(move.action, move.reason);
      case 'propose':
        return this.propose(move.by, move.terms);
      case 'confirmByB':
        return this.confirmByB();
      case 'agree':
        return this.agree();
      case 'terminate':
        return this.terminate(move.by, move.reason);
      case 'start':
        return this.start();
      case 'fund':
        return this.fund();
      case 'move':
        return this.move(move.name, move.reason);
      case 'deliver':
        return this.deliver();
      case 'accept':
        return this.accept();
    }
  }

  // ---------------------------------------------------------------- the demand

  release(): this {
    must(projectProcess, 'release', this.project.state, 'partyA');
    this.project = releasedItem(this.project, this.tick());
    this.released = true;
    return this;
  }

  /** Party A withdraws it: its pending request and running negotiation end (closing.ts). */
  withdraw(): this {
    this.moveProject('withdraw', 'partyA', this.tick());
    this.closeNegotiation('甲方已撤回该需求，洽谈已结束');
    this.closeRequest();
    return this;
  }

  /** The close timer fired at `at` (the deadline passed with nobody negotiating). */
  closeAtDeadline(at: number): this {
    this.moveProject('close', 'platform', at);
    this.closeRequest();
    return this;
  }

  delete(): this {
    this.moveProject('delete', 'partyA', this.tick());
    this.closeRequest();
    return this;
  }

  // ---------------------------------------------------------------- invitations and applications

  /** Party B applies (`kind` APPLY), or party A invites party B (INVITE). */
  ask(kind: 'APPLY' | 'INVITE', message: string): this {
    const now = this.tick();
    const sender = kind === 'APPLY' ? this.b : this.a;
    this.request = buildRequest(kind, this.projectItem(), this.b.party, sender.person.userId, message, now);
    this.engagement = engagementItem({ projectId: this.projectId, partyKey: this.request.partyBKey, requestId: this.request.id, kind, status: 'PENDING', updateTime: now });
    this.count(kind === 'APPLY' ? 'applyCount' : 'inviteCount', 1);
    this.tell(kind === 'APPLY' ? this.a.party : this.b.party, requestBacklog.received(this.request, message), now);
    return this;
  }

  /** The receiver accepts or declines, or the sender cancels (`answerRequest`). */
  answer(action: 'accept' | 'decline' | 'cancel', reason?: string): this {
    const request = this.mustRequest();
    const now = this.tick();
    const receiver = request.kind === 'INVITE' ? this.b : this.a;
    const sender = request.kind === 'INVITE' ? this.a : this.b;
    const actor = action === 'cancel' ? sender : receiver;
    const process = (request.kind === 'INVITE' ? invitationProcess : applicationProcess) as typeof invitationProcess;
    const transition = must(process, action, request.state as never, actor === this.a ? 'partyA' : 'partyB');
    this.request = answeredRequest(request, transition.to as RequestItem['state'], now, reason);
    if (transition.to === 'ACCEPTED') {
      const negotiationId = newId();
      this.request.negotiationId = negotiationId;
      this.engagement = { ...this.engagement!, status: 'TALKING', negotiationId, updateTime: now };
      const opening = openingWrites(this.projectItem(), request, negotiationId, actor.person.userId, now);
      this.negotiation = opening.item;
      this.negotiationSince = now;
      this.versions = [opening.version];
      this.count('talking', 1);
      this.followNegotiations(now);
    } else {
      this.engagement = { ...this.engagement!, status: 'ENDED', updateTime: now };
    }
    this.settle(receiver.party, request.id);
    const told = actor === sender ? receiver : sender;
    this.tell(
      told.party,
      this.request.negotiationId ? requestBacklog.opened(request, this.request.negotiationId, told === this.b) : requestBacklog.answered(request, transition.label, reason),
      now,
    );
    return this;
  }

  /** The invitation's timer fired (`expireInvitation`): unanswered for 7 days. */
  expire(): this {
    const request = this.mustRequest();
    const now = this.tick();
    must(invitationProcess, 'expire', request.state as never, 'platform');
    this.request = this.withoutPending({ ...request, state: 'EXPIRED', updateTime: now });
    this.engagement = { ...this.engagement!, status: 'ENDED', updateTime: now };
    this.settle(this.b.party, request.id);
    this.tell(this.a.party, requestBacklog.expired(request), now);
    return this;
  }

  /** The platform ends a pending request (`closeRequest`), when its project leaves the open states. */
  private closeRequest(): void {
    const request = this.request;
    if (!request || request.state !== 'PENDING') return;
    const now = this.tick();
    this.request = this.withoutPending({ ...request, state: 'CLOSED', updateTime: now });
    this.engagement = { ...this.engagement!, status: 'ENDED', updateTime: now };
    this.settle(request.kind === 'INVITE' ? this.b.party : this.a.party, request.id);
  }

  private withoutPending(request: RequestItem): RequestItem {
    const { gsi3pk: _pk, gsi3sk: _sk, ...rest } = request;
    return { ...rest, ...requestIndexKeys(rest) };
  }

  private mustRequest(): RequestItem {
    if (!this.request) throw new Error('the story has no request');
    return this.request;
  }

  // ---------------------------------------------------------------- the negotiation

  private mustNegotiation(): NegotiationItem {
    if (!this.negotiation) throw new Error('the story has no negotiation');
    return this.negotiation;
  }

  private side(by: 'partyA' | 'partyB'): Side {
    return by === 'partyA' ? this.a : this.b;
  }

  private moveNegotiation(next: NegotiationItem, now: number): void {
    this.negotiation = { ...next, ...negotiationIndexKeys(next) };
    this.negotiationSince = now;
  }

  /** A side proposes its terms (the next version). */
  propose(by: 'partyA' | 'partyB', terms: Terms): this {
    const item = this.mustNegotiation();
    const transition = must(negotiationProcess, by === 'partyA' ? 'proposeByA' : 'proposeByB', item.state, by);
    const now = this.tick();
    const version = termsVersion(item.id, item.version + 1, terms, by, this.side(by).person.userId, now);
    const next: NegotiationItem = { ...item, state: transition.to as NegotiationState, version: version.version, total: version.total, proposedBy: by, fee: negotiationFeeOf(version.total), updateTime: now };
    delete next.feeDue;
    this.moveNegotiation(next, now);
    this.versions.push(version);
    this.settle(this.side(by).party, item.id);
    this.tell(this.side(by === 'partyA' ? 'partyB' : 'partyA').party, negotiationBacklog.proposed(item, version.version, version.total), now);
    return this;
  }

  /** Party B confirms party A's version: the fee is due within its days. */
  confirmByB(): this {
    const item = this.mustNegotiation();
    const transition = must(negotiationProcess, 'confirmByB', item.state, 'partyB');
    const now = this.tick();
    this.moveNegotiation({ ...item, state: transition.to as NegotiationState, feeDue: now + NEGOTIATION_FEE_DAYS * DAY, updateTime: now }, now);
    this.settle(this.b.party, item.id);
    this.tell(this.a.party, negotiationBacklog.feeDue(item), now);
    return this;
  }

  /** Party A agrees with the fee (`payFee` after party B's confirmation, `confirmByA` on party B's version). */
  agree(requestId = newRequestId()): this {
    const item = this.mustNegotiation();
    const transition = must(negotiationProcess, item.state === 'CONFIRMED' ? 'payFee' : 'confirmByA', item.state, 'partyA');
    const now = this.tick();
    const next: NegotiationItem = { ...item, state: transition.to as NegotiationState, feePaid: true, payTime: now, updateTime: now };
    delete next.feeDue;
    this.moveNegotiation(next, now);
    this.moveProject('agree', 'platform', now);
    this.engagement = { ...this.engagement!, status: 'DONE', updateTime: now };
    this.count('talking', -1);
    const wallet = walletAccountId(this.a.party.type, this.a.party.id);
    this.postings.push((steps) => feePosting(next, wallet, requestId, steps));
    this.spend += next.fee;
    this.settle(this.a.party, item.id);
    this.settle(this.b.party, item.id);
    this.tell(this.b.party, negotiationBacklog.agreed(item), now);
    this.agreedBy = this.a.person.userId;
    return this;
  }

  /** A side ends the negotiation with a reason; the project goes back to 已发布 when it was the last running. */
  terminate(by: 'partyA' | 'partyB', reason: string): this {
    const item = this.mustNegotiation();
    const transition = must(negotiationProcess, 'terminate', item.state, by);
    const now = this.tick();
    const next: NegotiationItem = { ...item, state: transition.to as NegotiationState, reason, terminatedBy: by, updateTime: now };
    delete next.feeDue;
    this.moveNegotiation(next, now);
    this.engagement = { ...this.engagement!, status: 'DONE', updateTime: now };
    this.count('talking', -1);
    this.followNegotiations(now);
    this.settle(this.a.party, item.id);
    this.settle(this.b.party, item.id);
    this.tell(this.side(by === 'partyA' ? 'partyB' : 'partyA').party, negotiationBacklog.terminated(item, reason), now);
    return this;
  }

  /** The platform ends a running negotiation (`closeNegotiation`), when its project is withdrawn. */
  private closeNegotiation(reason: string): void {
    const item = this.negotiation;
    if (!item || !decide(negotiationProcess, 'close', { state: item.state, roles: ['platform'] }).ok) return;
    const now = this.tick();
    this.moveNegotiation({ ...item, state: 'CLOSED', reason, terminatedBy: 'platform', updateTime: now }, now);
    this.engagement = { ...this.engagement!, status: 'DONE', updateTime: now };
    this.count('talking', -1);
    this.settle(this.a.party, item.id);
    this.settle(this.b.party, item.id);
    this.tell(this.b.party, closedBacklog(item, reason), now);
  }

  // ---------------------------------------------------------------- the cooperation

  private mustCoop(): CoopFields {
    if (!this.coop) throw new Error('the story has no cooperation');
    return this.coop;
  }

  /** Party A starts the cooperation from the agreed version: the first phase begins, waiting for escrow. */
  start(): this {
    const negotiation = this.mustNegotiation();
    const now = this.tick();
    this.moveProject('startCooperation', 'partyA', now);
    const terms = this.versions.find((v) => v.version === negotiation.version);
    if (!terms || negotiation.state !== 'AGREED') throw new Error('the story has no agreed terms to start from');
    const { coop, phases } = newCooperation(this.project, negotiation, terms, now);
    this.coop = coop;
    this.phases = phases.map((phase, i) => (i === 0 ? begun(phase, coop, now) : phase));
    this.phaseSince = phases.map(() => now);
    this.records.push({ record: cooperationRecords.start(this.a.person.userId, phases.length, terms.total), time: now });
    this.tell(this.a.party, escrowBacklog(coop, this.phases[0]!), now);
    this.tell(this.b.party, cooperationBacklog.started(coop), now);
    return this;
  }

  private phaseItems(): PhaseItem[] {
    return this.phases.map((p) => ({ ...p, pk: '', sk: '', rev: 0 }) as PhaseItem);
  }

  /** Party A pays the escrow due (the running phase's, or every unfunded one's under ALL_AT_ONCE): the phase begins. */
  fund(requestId = newRequestId()): this {
    const coop = this.mustCoop();
    const running = this.phases[coop.current - 1]!;
    const transition = must(phaseProcess, 'fund', running.state, 'partyA');
    const now = this.tick();
    const due = escrowDue(this.coopItem(), this.phaseItems());
    const funding = coop.escrowPlan === 'ALL_AT_ONCE' ? this.phases.filter((p) => !p.funded) : [running];
    for (const phase of funding) {
      this.phases[phase.index - 1] = fundedPhase(phase as PhaseItem, coop, phase.index === running.index ? transition : undefined, now);
      this.phaseSince[phase.index - 1] = now;
    }
    this.coop = { ...coop, funded: coop.funded + due, updateTime: now };
    this.records.push({ record: cooperationRecords.fund(coop, running.index, this.a.person.userId, due, funding.length), time: now });
    const wallet = walletAccountId(this.a.party.type, this.a.party.id);
    const named = this.coop;
    this.postings.push((steps) => escrowPosting(named, wallet, due, requestId, steps));
    this.spend += due;
    this.settle(this.a.party, `${this.projectId}#escrow#${running.index}`);
    this.tell(this.b.party, cooperationBacklog.phaseStarted(coop, running, due), now);
    return this;
  }

  /** A side moves the running phase (not the acceptance: `accept`), with a no-pass's reason. */
  move(name: PhaseMove, reason?: string): this {
    const coop = this.mustCoop();
    const phase = this.phases[coop.current - 1]!;
    const declared = transitionOf(phaseProcess, name);
    const by = declared?.actors.includes('partyA') ? 'partyA' : 'partyB';
    const transition = must(phaseProcess, name, phase.state, by);
    const now = this.tick();
    this.phases[phase.index - 1] = movedPhase(phase, transition, now, reason);
    this.phaseSince[phase.index - 1] = now;
    this.coop = { ...coop, updateTime: now };
    this.records.push({ record: cooperationRecords.move(phase.index, transition, by, this.side(by).person.userId, reason), time: now });
    this.settle(this.side(by).party, `${this.projectId}#phase#${phase.index}`);
    this.tell(this.side(by === 'partyA' ? 'partyB' : 'partyA').party, cooperationBacklog.moved(name, coop, phase, transition.ask?.reason ? reason : undefined), now);
    return this;
  }

  /** Party B delivers the running phase: check, pass, deliver (test/support/cooperation.ts `deliverPhase`). */
  deliver(): this {
    return this.move('goCheck').move('checkPass').move('goAcceptance');
  }

  /** Party A accepts the running phase: it is paid; the next begins, or the project completes. */
  accept(): this {
    const coop = this.mustCoop();
    const phase = this.phases[coop.current - 1]!;
    const transition = must(phaseProcess, 'acceptancePass', phase.state as PhaseState, 'partyA');
    const now = this.tick();
    const accepted = acceptedPhase(phase as PhaseItem, transition, 'partyA', now);
    const fee = accepted.fee ?? 0;
    const net = accepted.net ?? 0;
    const last = phase.index === coop.phaseCount;
    const following = this.phases[phase.index];
    this.phases[phase.index - 1] = accepted;
    this.phaseSince[phase.index - 1] = now;
    if (last) this.moveProject('complete', 'platform', now);
    else if (following) {
      this.phases[phase.index] = begun(following as PhaseItem, this.mustCoop(), now);
      this.phaseSince[phase.index] = now;
    }
    const refund = last ? inEscrow(coop) - phase.amount : 0;
    const completion = last ? completionWrites({ ...coop, refunded: coop.refunded + refund }, this.phaseItems(), now) : undefined;
    this.coop = {
      ...coop,
      paid: coop.paid + net,
      fees: coop.fees + fee,
      updateTime: now,
      state: cooperationStateOf(this.phaseItems()),
      refunded: coop.refunded + refund,
      ...(completion ? { endTime: now, figures: completion.figures } : { current: phase.index + 1 }),
    };
    if (completion) this.extra.push(...completion.steps);
    this.records.push({ record: cooperationRecords.accept(phase, transition, { side: 'partyA', userId: this.a.person.userId }, net, fee), time: now });
    if (last) this.records.push({ record: cooperationRecords.complete(refund), time: now + 1 });
    const paidCoop = this.coop;
    this.postings.push((steps) => acceptancePosting(paidCoop, accepted, refund, steps));
    const aboutId = `${this.projectId}#phase#${phase.index}`;
    this.settle(this.a.party, aboutId);
    this.settle(this.b.party, aboutId);
    this.tell(this.b.party, cooperationBacklog.paid(coop, phase, 'partyA', net, fee), now);
    this.tell(this.a.party, following && !following.funded ? escrowBacklog(coop, following) : last ? cooperationBacklog.completed(coop, refund) : undefined, now);
    return this;
  }

  // ---------------------------------------------------------------- the write

  /** The items of the story's objects as they stand, each with its timers (no posting's). */
  steps(): Step[] {
    const steps: Step[] = [];
    const { item: project, writes } = projectWrites(undefined, this.project);
    steps.push(...writes);
    // A deleted demand freed its name; its book stays.
    steps.push(...(project.state === 'DELETED' ? [putBook(this.projectId, this.book)] : newDemandSteps(project, this.book)));
    if (this.counts) steps.push(putCounts(this.projectId, this.counts));
    if (this.engagement) steps.push(put({ ...this.engagement }));
    if (this.request) {
      const request = this.request;
      const process = request.kind === 'INVITE' ? invitationProcess : applicationProcess;
      steps.push(put({ ...request }, { expression: 'attribute_not_exists(pk)' }));
      // Its timers as the walk left them: set when it was sent (an invitation's expiry), dropped when it was answered.
      steps.push(...timerWrites(process as typeof invitationProcess, { pk: request.pk, id: request.id, attributes: request as unknown as Record<string, unknown> }, undefined, request.state as never, request.createTime).map((t) => ({ item: t })));
    }
    if (this.negotiation) {
      const n = this.negotiation;
      steps.push(put({ ...n }, { expression: 'attribute_not_exists(pk)' }));
      steps.push(...timerWrites(negotiationProcess, { pk: n.pk, id: n.id, attributes: n as unknown as Record<string, unknown> }, undefined, n.state, this.negotiationSince).map((t) => ({ item: t })));
      for (const version of this.versions) steps.push(put({ ...version }, { expression: 'attribute_not_exists(pk)' }));
    }
    if (this.coop) {
      steps.push(cooperationStep(undefined, this.coop).step);
      this.phases.forEach((phase, i) => steps.push(...phaseSteps(undefined, phase, this.phaseSince[i] ?? phase.updateTime).steps));
    }
    for (const { record, time } of this.records) steps.push(recordStep(this.projectId, record, time));
    for (const { party, input, time } of this.entries) steps.push(backlogStep(party, input, time));
    steps.push(...this.extra);
    return steps;
  }

  /**
   * Writes the story: party A's wallet funded through the sandbox cashier (one recharge of `wallet` fen, by default
   * what the postings take), then the postings in order, the last one carrying the objects' items as a service's
   * posting carries its move's — or, with no money moved (or more items than a posting leaves room for beside its
   * claim and its accounts' entries, under DynamoDB's 100), the items in transactions of a hundred at most; then what
   * the walk does after its commits.
   */
  async write(options: { wallet?: number } = {}): Promise<void> {
    const funding = options.wallet ?? this.spend;
    if (funding < this.spend) throw new Error(`party A's wallet would hold ${funding}, the story spends ${this.spend}`);
    if (funding > 0) await fundWallet(this.a.person, funding);
    const steps = this.steps();
    const postings = this.postings;
    const carried = postings.length > 0 && steps.length <= 80 ? steps : [];
    if (carried.length === 0) for (let i = 0; i < steps.length; i += 100) await commit(steps.slice(i, i + 100));
    for (const [i, posting] of postings.entries()) await post(posting(i === postings.length - 1 ? carried : []));
    if (this.released) await countPlatform('projects');
    if (this.agreedBy && this.negotiation) await sendAgreedCard(this.negotiation, this.agreedBy);
    if (this.coop) await syncCooperationGroup(this.projectId);
  }
}
