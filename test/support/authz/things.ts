/**
 * What each route of the table names, and who owns it (docs/SECURITY.md "Authorization matrix"). Every route has
 * one declaration here, checked by the type of `DECLARATIONS` (a route added to the table without one does not
 * compile) and by test/integration/route-strangers.test.ts (which also refuses `nothing` for a route whose input
 * has a field that names a thing):
 *
 * - `nothing`: the route acts on the caller's own things only, found from the session (their profile, their lists).
 * - `open`: the route names a thing that any logged-in person may use that way (a public card, a group found by its
 *   number, a person one asks to be friends); `why` says so.
 * - `thing`: the route names a thing that belongs to somebody. Each scenario builds the thing and its owner the way
 *   people make them (through the API), or — a project, a request, a negotiation or a cooperation that the scenario
 *   only needs in a state — with its state's builder (test/support/states: the items that walk leaves, written at
 *   once), and gives the owner's call. The test sends the same call as a *stranger*
 *   (a fresh person of an account type the route allows, with no right to the thing), expects 403 or 404 and no
 *   item of the watched partitions changed, then sends it as the owner and expects success.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountType } from '../../../shared/domains.js';
import type { RouteId, RouteInputOf } from '../../../shared/routes/index.js';
import { SERVICE_ACCOUNT_ID } from '../../../shared/realtime.js';
import { call } from '../api.js';
import { friendsWith, newPerson, type TestPerson } from '../people.js';
import { hireStaff, joinTeam } from '../org.js';
import { addBankCard, fundWallet, newRequestId, PAY_PASSWORD, setPayPassword, startRecharge } from '../money.js';
import { uploadAs } from '../uploads.js';
import { demandFields, releasedProject } from '../projects.js';
import { agreedProject, askPostpone, passDeadline, startedCooperation } from '../cooperation.js';
import { personDocument, quietTask, teamDocument } from '../documents.js';
import { agreeChange, proposeChange } from '../changes.js';
import { agreeToTerminate, proposeTermination } from '../termination.js';
import { aGoodsPicture, aListing, anAddress, inCart, rowOf } from '../mall.js';
import { randomUUID } from 'node:crypto';
import { ORDER_DECLARATIONS } from './order-things.js';
import { DISPUTE_DECLARATIONS } from './dispute-things.js';

/** One way the route is used on a thing: the owner, the call naming it, and the partitions it lives in. */
export interface Scenario<I extends RouteId = RouteId> {
  /** Who may make the call. */
  owner: TestPerson;
  /** The call, naming the thing. */
  input: RouteInputOf<I>;
  /**
   * Partition keys (`pk`) of the thing, or single items of a partition others share (`{ pk, sk }`: the desk's list of
   * people waiting holds everyone's, and cases run at once); the owner's and the stranger's own partitions are
   * compared as well.
   */
  watch: (string | { pk: string; sk: string })[];
}

export interface ThingCase<I extends RouteId = RouteId> {
  /** What the route names, in a few words (printed by the test). */
  thing: string;
  /** Builds the thing and its owner; called once per test. */
  build: () => Promise<Scenario<I>>;
  /** The stranger's account type when the route allows only some (defaults to the first allowed, else PERSONAGE). */
  strangerType?: AccountType;
  /**
   * The owner's call only reads: it changes no watched item either (the test holds it to that), so its thing may be
   * one built once per test file for every case that only reads such a thing (`reading`), twins of the padded table
   * included.
   */
  reads?: true;
}

export type Declaration<I extends RouteId = RouteId> =
  | { names: 'nothing' }
  | { names: 'open'; why: string }
  | { names: 'thing'; cases: ThingCase<I>[] };

const nothing = { names: 'nothing' } as const;
const open = (why: string) => ({ names: 'open', why }) as const;
const thing = <I extends RouteId>(...cases: ThingCase<I>[]): Declaration<I> => ({ names: 'thing', cases });

/** Made once per test file, on first use, for every case that only reads it (a failed make fails each of them). */
const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

/** A case whose owner only reads `fixture`'s thing, which every such case shares (ThingCase `reads`). */
const reading = <I extends RouteId, F>(thing: string, fixture: () => Promise<F>, scenario: (f: F) => Scenario<I>): ThingCase<I> => ({
  thing,
  reads: true,
  build: async () => scenario(await fixture()),
});

// ——— Things, made as people make them ———

const expectOk = <T>(answer: { status: number; body: { code: number; msg: string; data: T } }, what: string): T => {
  if (answer.body.code !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

/** A group of an owner and one member, their friend (a group takes the owner's contacts only). */
const aGroup = async () => {
  const [owner, member] = await Promise.all([newPerson(), newPerson()]);
  await friendsWith(owner.userId, [member.userId]);
  const groupId = expectOk(await call<string>('chat.createGroup', { userIds: [member.userId] }, owner.token), 'create-group');
  return { owner, member, groupId, watch: [`GROUP#${groupId}`] };
};

/** A friend request from `proposer` to `receiver`. */
const aFriendRequest = async () => {
  const [proposer, receiver] = await Promise.all([newPerson(), newPerson()]);
  const { id } = expectOk(await call<{ id: string }>('chat.addFriend', { receiverId: receiver.userId, information: '你好' }, proposer.token), 'add-friend');
  return { proposer, receiver, id, watch: [`FREQ#${id}`] };
};

/** Two friends. */
const friends = async () => {
  const request = await aFriendRequest();
  expectOk(await call('chat.isAgree', { id: request.id, pass: true }, request.receiver.token), 'is-agree');
  return { a: request.proposer, b: request.receiver };
};

/** A request to join a group, waiting for its owner. */
const aGroupRequest = async () => {
  const group = await aGroup();
  const applicant = await newPerson();
  expectOk(await call('chat.groupApply', { groupId: group.groupId, description: '想加入' }, applicant.token), 'group-apply');
  const inbox = expectOk(await call<{ id: string; groupId: string }[]>('chat.groupApplyList', {}, group.owner.token), 'group-apply-list');
  const request = inbox.find((r) => r.groupId === group.groupId);
  if (!request) throw new Error('the owner has no request');
  return { ...group, applicant, id: request.id, watch: [...group.watch, `GREQ#${request.id}`] };
};

/** A team's invitation to a person. */
const aTeamInvitation = async () => {
  const [admin, invitee] = await Promise.all([newPerson('TEAM'), newPerson()]);
  const { records } = expectOk(await call<{ records: string[] }>('org.teamInvite', { userIds: [invitee.userId] }, admin.token), 'team invite');
  const teamId = expectOk(await call<{ teamId: string }>('account.info', {}, admin.token), 'info').teamId;
  return { admin, invitee, recordId: records[0]!, watch: [`TEAMREC#${records[0]}`, `ORG#${teamId}`] };
};

/** A person with the desk's SERVICE role (granted in the table, as the seed does: no route grants it). */
export const newStaff = async (): Promise<TestPerson> => {
  const [person, { ddb, table }, { personKey }] = await Promise.all([
    newPerson(),
    import('../../../functions/lib/store/client.js'),
    import('../../../functions/account/keys.js'),
  ]);
  await ddb.send(new UpdateCommand({ TableName: table(), Key: personKey(person.userId), UpdateExpression: 'SET #roles = :roles', ExpressionAttributeNames: { '#roles': 'roles' }, ExpressionAttributeValues: { ':roles': ['SERVICE'] } }));
  return person;
};

/** A person who wrote to the service desk, and a member of the desk. */
const aServiceChat = async () => {
  const [person, staff] = await Promise.all([newPerson(), newStaff()]);
  expectOk(await call('chat.serviceEntry', {}, person.token), 'serviceToAdmin');
  return { person, staff, watch: [`SVC#${person.userId}`, { pk: 'CONSULT', sk: `USER#${person.userId}` }] };
};

/** The service chat the reading cases share (the desk's list of people waiting, one person's chat). */
const sharedServiceChat = once(() => aServiceChat());

/** A person with a message sound due (sub-user-audio), read by the cases that only read it. */
const soundDue = once(async () => {
  const owner = await newPerson();
  expectOk(await call('chat.subUserAudio', { id: owner.userId }, owner.token), 'sub-user-audio');
  return owner;
});

/** A company with one staff member (added by phone, as its administrator does). */
const aCompanyWithStaff = async () => {
  const [admin, staff] = await Promise.all([newPerson('COMPANY'), newPerson()]);
  await hireStaff(admin, staff);
  const orgId = expectOk(await call<{ companyId: string }>('account.info', {}, admin.token), 'info').companyId;
  return { admin, staff, watch: [`ORG#${orgId}`] };
};

/**
 * A team with one member besides its administrator (invited and accepting, as people join), the member logged in
 * as the team: the member's partition (their TEAM session) is watched too.
 */
const aTeamWithMember = async () => {
  const [admin, member] = await Promise.all([newPerson('TEAM'), newPerson()]);
  await joinTeam(admin, member);
  const teamId = expectOk(await call<{ teamId: string }>('account.info', {}, admin.token), 'info').teamId;
  expectOk(await call('account.login', { phone: member.phone, password: member.password, userType: 'TEAM', teamId }), 'member login');
  return { admin, member, watch: [`ORG#${teamId}`, `USER#${member.userId}`] };
};

/** A public file a person uploaded (its URL), e.g. an avatar or a feedback picture. */
const anUpload = async (kind: 'avatar' | 'feedback' | 'image') => {
  const owner = await newPerson();
  const { fileUrl } = await uploadAs(owner, kind, 'mine.png');
  return { owner, fileUrl };
};

/** The group conversation's call for a member, refused to a stranger (record, read, cards, links). */
const groupConversation = <I extends 'chat.record' | 'chat.clearUnread' | 'chat.recommend' | 'chat.recommendProject' | 'chat.recommendGoods' | 'chat.sendLink'>(
  input: (groupId: string, owner: TestPerson) => RouteInputOf<I>,
): ThingCase<I> => ({
  thing: 'a group conversation',
  build: async () => {
    const group = await aGroup();
    return { owner: group.member, input: input(group.groupId, group.owner), watch: group.watch };
  },
});

/** The group the reading cases share (its details, its members, whom one may add). */
const sharedGroup = once(() => aGroup());

/** A group the owner runs, named by `groupId` or by `id`. */
const ownersGroup = <I extends RouteId>(input: (groupId: string, member: TestPerson) => RouteInputOf<I>, by: 'owner' | 'member' = 'owner'): ThingCase<I> => ({
  thing: 'a group',
  build: async () => {
    const group = await aGroup();
    return { owner: by === 'owner' ? group.owner : group.member, input: input(group.groupId, group.member), watch: group.watch };
  },
});


// ——— Projects (docs/projects.md): a demand, its requests and negotiations, each in its state from its builder ———

/** The state builders (test/support/states), loaded where a scenario needs them. */
const states = () => import('../states/index.js');

const aDraft = async (owner?: TestPerson) => {
  const who = owner ?? (await newPerson());
  const { projectId } = expectOk(await call<{ projectId: string }>('project.saveDraft', { name: `草稿${randomUUID().slice(0, 8)}` }, who.token), 'draft');
  return { owner: who, projectId, watch: [`PROJECT#${projectId}`] };
};

const aReleased = async (owner?: TestPerson) => {
  const who = owner ?? (await newPerson());
  const project = await releasedProject(who, {}, { via: 'items' });
  return { owner: who, projectId: project.projectId, watch: [`PROJECT#${project.projectId}`] };
};

const sharedReleased = once(() => aReleased());

/** An application of a person to another person's released demand, waiting. */
const anApplication = async () => {
  const a = await (await states()).applicationIn('PENDING');
  return { owner: a.partyA, projectId: a.projectId, applicant: a.partyB, id: a.requestId!, watch: [`PROJECT#${a.projectId}`, `REQ#${a.requestId}`] };
};

/** An invitation from a person's released demand to another person, waiting. */
const anInvitation = async () => {
  const i = await (await states()).invitationIn('PENDING');
  return { owner: i.partyA, projectId: i.projectId, invitee: i.partyB, id: i.requestId!, watch: [`PROJECT#${i.projectId}`, `REQ#${i.requestId}`] };
};

/** A negotiation opened by accepting an application: party A the demand's owner, party B the applicant. */
const aNegotiation = async (state: 'A_PROPOSED' | 'CONFIRMED' = 'A_PROPOSED', wallet?: number) => {
  const n = await (await states()).negotiationIn(state, { wallet });
  return { partyA: n.partyA, partyB: n.partyB, id: n.negotiationId!, projectId: n.projectId, watch: [`PROJECT#${n.projectId}`, `REQ#${n.requestId}`, `NEGO#${n.negotiationId}`] };
};

/** A negotiation party B confirmed: party A pays the fee next (its pay password set, its wallet funded). */
const aConfirmedNegotiation = async () => {
  const negotiation = await aNegotiation('CONFIRMED', 100_000);
  await setPayPassword(negotiation.partyA);
  return negotiation;
};

/** A backlog entry of a person: the one their demand's application made. */
const aBacklogEntry = async () => {
  const application = await anApplication();
  const page = expectOk(await call<{ records: { id: string }[] }>('project.backlog', {}, application.owner.token), 'backlog');
  const id = page.records[0]!.id;
  return { owner: application.owner, id, watch: [`PARTY#PERSONAGE:${application.owner.userId}`] };
};

// ——— Cooperation (docs/cooperation.md): an agreed project, started, its first phase moved to a state ———

const ONE_PHASE = [{ name: '开发', amount: 300_000, days: 10, deliverables: '源码' }];

type CoopStage = 'COMPILING' | 'CHECKING' | 'CHECKED' | 'ASSESSING' | 'ACCEPTING' | 'REJECTED';

/** A cooperation whose first phase is funded and moved to `stage` (its builder's way: test/support/states). */
const aCooperationAt = async (stage: CoopStage) => {
  const { build, PHASE_WAYS } = await states();
  const c = await build(PHASE_WAYS[stage]({ phases: ONE_PHASE }, ONE_PHASE), { phases: ONE_PHASE });
  return { ...c, watch: [`PROJECT#${c.projectId}`] };
};

/** A phase move of the cooperation's side `by`, from `stage`. */
const phaseMove = <I extends RouteId>(stage: CoopStage, by: 'partyA' | 'partyB', reason = false): Declaration<I> =>
  thing<I>({
    thing: `a cooperation’s phase (${stage})`,
    build: async () => {
      const c = await aCooperationAt(stage);
      return { owner: by === 'partyA' ? c.partyA : c.partyB, input: { projectId: c.projectId, phase: 1, ...(reason ? { reason: '请修改' } : {}) } as never, watch: c.watch };
    },
  });

/**
 * A postponement move of the cooperation's side `by` (逾期延期): its phase 1 past its deadline (marked overdue by the
 * test clock's sweep), and for party A's answers asked by party B.
 */
const postponeMove = <I extends RouteId>(by: 'partyA' | 'partyB', input: (projectId: string) => RouteInputOf<I>): Declaration<I> =>
  thing<I>({
    thing: `an overdue phase${by === 'partyA' ? ' with a postponement asked' : ''}`,
    build: async () => {
      const c = await aCooperationAt('COMPILING');
      await passDeadline(c);
      if (by === 'partyA') await askPostpone(c);
      return { owner: by === 'partyA' ? c.partyA : c.partyB, input: input(c.projectId), watch: c.watch };
    },
  });

/** The funded cooperation the reading cases share. */
const sharedCooperation = once(() => aCooperationAt('COMPILING'));

/** A call of one side of a running cooperation that only reads it. */
const readsCooperation = <I extends RouteId>(by: 'partyA' | 'partyB', input: (projectId: string) => RouteInputOf<I>): Declaration<I> =>
  thing<I>(reading('a cooperation', sharedCooperation, (c) => ({ owner: by === 'partyA' ? c.partyA : c.partyB, input: input(c.projectId), watch: c.watch })));

/** A call on a running cooperation by one of its sides. */
const onCooperation = <I extends RouteId>(by: 'partyA' | 'partyB', input: (projectId: string) => RouteInputOf<I>): Declaration<I> =>
  thing<I>({
    thing: 'a cooperation',
    build: async () => {
      const c = await aCooperationAt('COMPILING');
      return { owner: by === 'partyA' ? c.partyA : c.partyB, input: input(c.projectId), watch: c.watch };
    },
  });

/**
 * A demand change of a running cooperation (docs/cooperation.md "Demand change"): proposed by `proposer` (phase 1 made
 * dearer), agreed by the other side when `agreed` (party A then owes the supplement: its wallet funded, its pay
 * password set); the call is `by`'s.
 */
const onChange = <I extends RouteId>(proposer: 'partyA' | 'partyB', by: 'partyA' | 'partyB', input: (projectId: string, change: { id: string; supplement: number }) => RouteInputOf<I>, agreed = false): Declaration<I> =>
  thing<I>({
    thing: `a demand change${agreed ? ' agreed, its supplement due' : ''}`,
    build: async () => {
      const c = await aCooperationAt('COMPILING');
      let change = await proposeChange(c, proposer);
      if (agreed) {
        change = await agreeChange(c, change);
        await Promise.all([setPayPassword(c.partyA), fundWallet(c.partyA, change.escrow.supplement)]);
      }
      return { owner: by === 'partyA' ? c.partyA : c.partyB, input: input(c.projectId, { id: change.id, supplement: change.escrow.supplement }), watch: c.watch };
    },
  });

/**
 * A termination move (docs/cooperation.md "Termination") by the cooperation's side `by`: the cooperation's phase 1
 * funded (its escrow ¥3,000.00), and for the answers a proposal of party A's waiting (party B keeps ¥1,000.00), for
 * recovery one agreed (the cooperation terminated). Party A's pay password is set (a recovery returns its share).
 */
const terminationMove = <I extends RouteId>(stage: 'running' | 'proposed' | 'terminated', by: 'partyA' | 'partyB', input: (projectId: string) => RouteInputOf<I>): Declaration<I> =>
  thing<I>({
    thing: stage === 'running' ? 'a running cooperation' : stage === 'proposed' ? 'a cooperation with a termination proposed' : 'a terminated cooperation',
    build: async () => {
      const c = await aCooperationAt('COMPILING');
      await Promise.all([setPayPassword(c.partyA), setPayPassword(c.partyB)]);
      if (stage !== 'running') await proposeTermination(c, 'partyA', 100_000);
      if (stage === 'terminated') await agreeToTerminate(c, 'partyB');
      return { owner: by === 'partyA' ? c.partyA : c.partyB, input: input(c.projectId), watch: c.watch };
    },
  });
const TERMINATION_SPLIT = { reason: '需求取消，双方协商终止', toB: 100_000, escrow: 300_000 };

// ——— Documents of a cooperation (docs/cooperation.md "Documents") ———

type DocumentCase = Awaited<ReturnType<typeof teamDocument>>;

/** A call on a document task of a running cooperation, by party B (a person: its own leader and writer). */
const onDocument = <I extends RouteId>(input: (d: { projectId: string; taskId: string }) => RouteInputOf<I>, locked = false): Declaration<I> =>
  thing<I>({
    thing: 'a cooperation’s document',
    build: async () => {
      const d = await personDocument({ locked, via: 'items', payPassword: false });
      return { owner: d.partyB, input: input(d), watch: d.watch };
    },
  });

/** The document task (unlocked) the reading cases share. */
const sharedDocument = once(() => personDocument({ via: 'items', payPassword: false }));

/** A call by party B that only reads its document task. */
const readsDocument = <I extends RouteId>(input: (d: { projectId: string; taskId: string }) => RouteInputOf<I>): Declaration<I> =>
  thing<I>(reading('a cooperation’s document', sharedDocument, (d) => ({ owner: d.partyB, input: input(d), watch: d.watch })));

/** A call on a team's document task: its writer holds the lock; `prepare` does what comes before; `by` makes the call. */
const onTeamDocument = <I extends RouteId>(by: (d: DocumentCase) => TestPerson, input: (d: DocumentCase) => RouteInputOf<I>, prepare?: (d: DocumentCase) => Promise<void>): Declaration<I> =>
  thing<I>({
    thing: 'a team’s document being written',
    build: async () => {
      const d = await teamDocument({ locked: true, via: 'items', payPassword: false });
      await prepare?.(d);
      return { owner: by(d), input: input(d), watch: d.watch };
    },
  });

/** A team's document task whose writer went quiet (quietTask): its leader may take it over; `prepare` does what comes before; `by` makes the call. */
const onQuietDocument = <I extends RouteId>(input: (d: DocumentCase) => RouteInputOf<I>, by: (d: DocumentCase) => TestPerson = (d) => d.partyB, prepare?: (d: DocumentCase) => Promise<void>): Declaration<I> =>
  thing<I>({
    thing: 'a team’s document task its writer left untouched',
    build: async () => {
      const d = await teamDocument({ locked: true, via: 'items', payPassword: false });
      await quietTask(d.projectId, d.taskId);
      await prepare?.(d);
      return { owner: by(d), input: input(d), watch: d.watch };
    },
  });

const termsOf = (negotiationTotal = 800_000) => ({
  phases: [{ name: '开发', amount: negotiationTotal, days: 30, deliverables: '源码' }],
  startDate: Date.now() + 30 * 86_400_000,
  escrowPlan: 'PER_PHASE' as const,
  remark: '',
});

/** Two folders at the root of a person's materials or literature library (docs/cooperation.md "Materials and literature"). */
const libraryFolders = async (library: 'material' | 'literature') => {
  const owner = await newPerson();
  const save = library === 'material' ? 'project.materialSave' : 'project.literatureSave';
  const [a, b] = await Promise.all(['甲文件夹', '乙文件夹'].map(async (name) => expectOk(await call<{ id: string }>(save, { type: 'FOLDER', name }, owner.token), 'add folder').id));
  return { owner, a: a!, b: b!, watch: [`PARTY#PERSONAGE:${owner.userId}`] };
};

const sharedFolders = { material: once(() => libraryFolders('material')), literature: once(() => libraryFolders('literature')) };

/** A call that only reads a folder of a party's library (lists it, asks whether a name is taken in it). */
const readsLibrary = <I extends RouteId>(library: 'material' | 'literature', input: (folders: { a: string; b: string }) => RouteInputOf<I>): Declaration<I> =>
  thing<I>(reading(`a folder of a party’s ${library} library`, sharedFolders[library], (f) => ({ owner: f.owner, input: input(f), watch: f.watch })));

/** A call naming a folder of a party's library: another party's folder is not found in the caller's own library. */
const onLibrary = <I extends RouteId>(library: 'material' | 'literature', input: (folders: { a: string; b: string }) => RouteInputOf<I>): Declaration<I> =>
  thing<I>({
    thing: `a folder of a party’s ${library} library`,
    build: async () => {
      const folders = await libraryFolders(library);
      return { owner: folders.owner, input: input(folders), watch: folders.watch };
    },
  });

// ——— The mall (docs/mall.md): a person's listing, addresses and cart; a team's mall staff ———

/** A person's supplier listing, on sale or not. */
const aListingOf = async (onSale = true) => {
  const owner = await newPerson();
  const id = await aListing(owner, 1, { isOnSale: onSale });
  return { owner, id, watch: [`GOODS#${id}`, `SELLER#${owner.userId}`] };
};
const sharedOffSaleListing = once(() => aListingOf(false));
const sharedListing = once(() => aListingOf(true));

/** A buyer with another person's listing in their cart. */
const aCartLine = async () => {
  const [seller, buyer] = await Promise.all([newPerson(), newPerson()]);
  const goodsId = await aListing(seller, 1);
  await inCart(buyer, goodsId);
  return { owner: buyer, goodsId, watch: [`CART#${buyer.userId}`, `GOODS#${goodsId}`] };
};

/** A person's delivery address. */
const anAddressOf = async () => {
  const owner = await newPerson();
  const id = await anAddress(owner);
  return { owner, id, watch: [`ADDR#${owner.userId}`] };
};

/** A team with one member besides its administrator (the administrator logged in as the team). */
const aTeamWithMallMember = async () => {
  const [admin, member] = await Promise.all([newPerson('TEAM'), newPerson()]);
  await joinTeam(admin, member);
  const teamId = expectOk(await call<{ teamId: string }>('account.info', {}, admin.token), 'info').teamId;
  return { admin, member, teamId, watch: [`SELLER#${teamId}`, `ORG#${teamId}`] };
};

const MALL_DECLARATIONS = {
  'mall.goods.save': thing<'mall.goods.save'>(
    {
      thing: 'a person’s listing',
      build: async () => {
        const listing = await aListingOf();
        return { owner: listing.owner, input: { id: listing.id, goodsType: 1, ...rowOf(1, { name: '改过的名称' }) } as never, watch: listing.watch };
      },
    },
    {
      thing: 'a person’s uploaded goods picture, in a new listing',
      build: async () => {
        const owner = await newPerson();
        const picture = await aGoodsPicture(owner);
        return { owner, input: { goodsType: 1, ...rowOf(1, { pictures: [picture] }) } as never, watch: [`SELLER#${owner.userId}`] };
      },
    },
  ),
  'mall.goods.rows': thing<'mall.goods.rows'>({
    thing: 'a person’s uploaded goods picture, in the ad-post page’s rows',
    build: async () => {
      const owner = await newPerson();
      const picture = await aGoodsPicture(owner);
      return { owner, input: { goodsType: 0, rows: [rowOf(0, { pictures: [picture] }), {}, {}] } as never, watch: [`SELLER#${owner.userId}`] };
    },
  }),
  'mall.goods.edit': thing<'mall.goods.edit'>({
    thing: 'a person’s listing',
    build: async () => {
      const listing = await aListingOf();
      return { owner: listing.owner, input: { id: listing.id, goodsType: 1, ...rowOf(1, { stock: 7 }) } as never, watch: listing.watch };
    },
  }),
  'mall.goods.show': thing<'mall.goods.show'>({
    thing: 'a person’s listing',
    build: async () => {
      const listing = await aListingOf();
      return { owner: listing.owner, input: { id: listing.id, isOnSale: false }, watch: listing.watch };
    },
  }),
  'mall.goods.buyInfo': thing<'mall.goods.buyInfo'>(
    reading('a person’s listing off sale', sharedOffSaleListing, ({ owner, id, watch }) => ({ owner, input: { id, quantity: 2 }, watch })),
  ),
  'mall.goods.one': thing<'mall.goods.one'>(reading('a person’s listing', sharedListing, ({ owner, id, watch }) => ({ owner, input: { id }, watch }))),
  'mall.goods.recommend': nothing,
  'mall.goods.detail': thing<'mall.goods.detail'>(reading('a person’s listing off sale', sharedOffSaleListing, ({ owner, id, watch }) => ({ owner, input: { id }, watch }))),
  'mall.goods.mine': nothing,
  'mall.goods.seller': open('a seller’s listings on sale are public (the supplier page); listings off sale are not among them'),
  'mall.goods.contact': open(
    'whom to talk to about a listing on sale is any logged-in person’s to ask (联系卖家), and changes nothing; a listing off sale or deleted is 404 to all but its managers, who are refused contacting themselves',
  ),
  'mall.goods.delete': thing<'mall.goods.delete'>({
    thing: 'a person’s listing',
    build: async () => {
      const listing = await aListingOf();
      return { owner: listing.owner, input: { id: listing.id }, watch: listing.watch };
    },
  }),
  'mall.address.save': thing<'mall.address.save'>({
    thing: 'a person’s delivery address',
    build: async () => {
      const address = await anAddressOf();
      return { owner: address.owner, input: { id: address.id, provinceCode: '110000', cityCode: '110100', street: '长安街 1 号', contact: '李四', phone: '13812345678' }, watch: address.watch };
    },
  }),
  'mall.address.list': nothing,
  'mall.address.default': thing<'mall.address.default'>({
    thing: 'a person’s delivery address',
    build: async () => {
      const address = await anAddressOf();
      return { owner: address.owner, input: { id: address.id }, watch: address.watch };
    },
  }),
  'mall.address.delete': thing<'mall.address.delete'>({
    thing: 'a person’s delivery address',
    build: async () => {
      const address = await anAddressOf();
      return { owner: address.owner, input: { id: address.id }, watch: address.watch };
    },
  }),
  'mall.cart.add': open('adds another seller’s listing on sale to the caller’s own cart; a listing on sale is public'),
  'mall.cart.list': nothing,
  'mall.cart.update': thing<'mall.cart.update'>({
    thing: 'a line of a person’s cart',
    build: async () => {
      const line = await aCartLine();
      return { owner: line.owner, input: { goodsId: line.goodsId, quantity: 3 }, watch: line.watch };
    },
  }),
  'mall.cart.remove': thing<'mall.cart.remove'>({
    thing: 'a line of a person’s cart',
    build: async () => {
      const line = await aCartLine();
      return { owner: line.owner, input: { goodsIds: [line.goodsId] }, watch: line.watch };
    },
  }),
  'mall.cart.select': thing<'mall.cart.select'>({
    thing: 'a line of a person’s cart',
    build: async () => {
      const line = await aCartLine();
      return { owner: line.owner, input: { goodsIds: [line.goodsId], selected: false }, watch: line.watch };
    },
  }),
  'mall.staff.list': nothing,
  'mall.staff.add': thing<'mall.staff.add'>({
    thing: 'a team’s member, named mall staff',
    build: async () => {
      const team = await aTeamWithMallMember();
      return { owner: team.admin, input: { userId: team.member.userId }, watch: team.watch };
    },
  }),
  'mall.staff.remove': thing<'mall.staff.remove'>({
    thing: 'a team’s mall staff member',
    build: async () => {
      const team = await aTeamWithMallMember();
      expectOk(await call('mall.staff.add', { userId: team.member.userId }, team.admin.token), 'mall staff add');
      return { owner: team.admin, input: { userId: team.member.userId }, watch: team.watch };
    },
  }),
};

// ——— The declarations ———

export const DECLARATIONS: { [I in RouteId]: Declaration<I> } = {
  // Favourites and following (shared/routes/collect.ts): the caller's own, keyed by the session's person; what they name
  // is a public thing (a released public demand, a listing on sale, a live person or unit), and a hidden one (a private
  // demand, a listing off sale) is 404 to everyone but its own side, who are refused keeping their own
  // (test/integration/collect-follow.test.ts).
  'mall.collect.add': open('favourites a public demand, listing on sale, person or unit into the caller’s own favourites; a private demand or a listing off sale is 404'),
  'mall.collect.del': open('removes a favourite from the caller’s own favourites only (keyed by the session’s person); another’s favourites are never named'),
  'mall.collect.is': open('whether the caller’s own favourites hold a target; answers nothing about anyone else’s'),
  'mall.collect.list': nothing,
  'mall.follow.add': open('follows a live person, team or company (their public profile) into the caller’s own follows'),
  'mall.follow.del': open('removes a follow from the caller’s own follows only (keyed by the session’s person)'),
  'mall.follow.is': open('whether the caller follows a person or unit; answers nothing about anyone else’s follows'),
  'mall.follow.list': nothing,
  ...ORDER_DECLARATIONS,
  ...DISPUTE_DECLARATIONS,
  ...MALL_DECLARATIONS,
  'account.captchaImage': open('names the phone whose next login it protects; anyone may ask, as on the login page'),
  'account.getCode': open('names a phone; the code goes to that phone, never to the caller'),
  'account.register': open('names a new phone, proven by its SMS code'),
  'account.login': open('names a phone and maybe a team; the password proves the phone, and a team the person is not in is refused (account-login.test.ts)'),
  'account.logout': nothing,
  'account.info': nothing,
  'account.publicInfo': open('the public card of any person, masked for everyone but themself (SECURITY.md "Masking")'),
  'account.updateBaseInfo': thing<'account.updateBaseInfo'>({
    thing: 'an uploaded avatar',
    build: async () => {
      const { owner, fileUrl } = await anUpload('avatar');
      return { owner, input: { nickname: owner.nickname, headPortrait: fileUrl, sex: '女' }, watch: [] };
    },
  }),
  'account.forgetPassword': open('names a phone, proven by its SMS code'),
  'account.changePassword': nothing,
  'account.updatePersonagePassword': nothing,
  'account.changePhone': open('names the new phone, proven by its SMS code'),
  'account.updatePayPassword': nothing,
  'account.unsubscribeVerify': nothing,
  'account.unsubscribePersonage': nothing,
  'account.unsubscribeOrg': nothing,
  'account.reactivate': open('names a cancelled account’s phone, proven by its SMS code and a new password'),
  'account.checkName': open('whether a team or company name is taken: public, as on the registration page'),
  'account.cancellationAndLoginTime': nothing,
  // `{id}` is the person asking about themself; a stranger naming another is refused.
  'account.newUser': thing<'account.newUser'>(reading('a person’s registration time', once(() => newPerson()), (owner) => ({ owner, input: { id: owner.userId }, watch: [`USER#${owner.userId}`] }))),
  'account.accusation': thing<'account.accusation'>({
    thing: 'a picture someone uploaded, attached to a report',
    build: async () => {
      const [{ owner, fileUrl }, reported] = await Promise.all([anUpload('image'), newPerson()]);
      return { owner, input: { userId: reported.userId, reason: '发布虚假信息', picUrls: [fileUrl] }, watch: [] };
    },
  }),
  'account.devSms': open('the local stage’s SMS outbox, standing in for the phone itself (never deployed)'),

  'chat.addFriend': open('anyone may ask anyone to be friends (spec §5); the receiver decides'),
  'chat.newFriend': nothing,
  'chat.newFriendCount': nothing,
  'chat.reply': thing<'chat.reply'>({
    thing: 'a friend request',
    build: async () => {
      const request = await aFriendRequest();
      return { owner: request.receiver, input: { id: request.id, content: '你是？' }, watch: request.watch };
    },
  }),
  'chat.isAgree': thing<'chat.isAgree'>({
    thing: 'a friend request',
    build: async () => {
      const request = await aFriendRequest();
      return { owner: request.receiver, input: { id: request.id, pass: true }, watch: request.watch };
    },
  }),
  'chat.addGroup': nothing,
  'chat.listGroup': nothing,
  'chat.contacts': nothing,
  'chat.userDetail': open('a person’s card, masked for a non-friend (spec §5)'),
  'chat.edit': thing<'chat.edit'>({
    thing: 'a friendship',
    build: async () => {
      const { a, b } = await friends();
      return { owner: a, input: { friendId: b.userId, remark: '老同学', topChat: true }, watch: [] };
    },
  }),
  'chat.searchBlacklist': nothing,
  'chat.showFriend': nothing,
  'chat.showFriendGroupAdd': thing<'chat.showFriendGroupAdd'>(reading('a group', sharedGroup, (g) => { const groupId = g.groupId; return { owner: g.member, input: ({ groupId }), watch: g.watch }; })),
  'chat.searchInviteList': thing<'chat.searchInviteList'>(
    reading(
      'a team',
      once(async () => {
        const admin = await newPerson('TEAM');
        return { admin, teamId: expectOk(await call<{ teamId: string }>('account.info', {}, admin.token), 'info').teamId };
      }),
      ({ admin, teamId }) => ({ owner: admin, input: { teamId }, watch: [`ORG#${teamId}`] }),
    ),
  ),
  'chat.createGroup': open('starts a new group the caller owns with their own contacts (friends, colleagues: anyone else is refused 104112), as 发起群聊 does'),
  'chat.groupList': nothing,
  'chat.groupDetail': thing<'chat.groupDetail'>(reading('a group', sharedGroup, (g) => { const groupId = g.groupId; return { owner: g.member, input: ({ groupId }), watch: g.watch }; })),
  'chat.groupMembers': thing<'chat.groupMembers'>(reading('a group', sharedGroup, (g) => { const groupId = g.groupId; return { owner: g.member, input: ({ id: groupId }), watch: g.watch }; })),
  'chat.groupEdit': thing<'chat.groupEdit'>(ownersGroup((groupId) => ({ groupId, name: '项目讨论组' }))),
  'chat.groupDissolve': thing<'chat.groupDissolve'>(ownersGroup((groupId) => ({ id: groupId }))),
  'chat.exitGroup': thing<'chat.exitGroup'>(ownersGroup((groupId) => ({ groupId }), 'member')),
  'chat.groupTurnover': thing<'chat.groupTurnover'>(ownersGroup((groupId, member) => ({ groupId, userId: member.userId }))),
  'chat.groupRemark': thing<'chat.groupRemark'>(ownersGroup((groupId) => ({ groupId, remark: '周会' }), 'member')),
  'chat.groupStick': thing<'chat.groupStick'>(ownersGroup((groupId) => ({ groupId, stick: true }), 'member')),
  'chat.findGroup': open('a group’s public face by its number (name, number, count, picture), as WeChat shows it before one joins'),
  'chat.findGroupAdd': open('the same public face, for the join button'),
  'chat.groupApply': open('anyone may ask to join a group; its owner decides'),
  'chat.groupApplyList': nothing,
  'chat.groupApplyAudit': thing<'chat.groupApplyAudit'>({
    thing: 'a request to join a group',
    build: async () => {
      const request = await aGroupRequest();
      return { owner: request.owner, input: { groupRequestId: request.id, pass: true }, watch: request.watch };
    },
  }),
  'chat.replyGroup': thing<'chat.replyGroup'>({
    thing: 'a request to join a group',
    build: async () => {
      const request = await aGroupRequest();
      return { owner: request.owner, input: { id: request.id, content: '请说明来意' }, watch: request.watch };
    },
  }),
  'chat.groupCount': nothing,
  'chat.list': nothing,
  'chat.record': thing<'chat.record'>(
    groupConversation<'chat.record'>((groupId) => ({ messageType: 'GROUP', joinUserId: groupId })),
    {
      thing: 'a person’s service chat',
      build: async () => {
        const desk = await aServiceChat();
        return { owner: desk.staff, input: { messageType: 'SERVICE', joinUserId: desk.person.userId }, watch: desk.watch };
      },
    },
  ),
  'chat.clearUnread': thing<'chat.clearUnread'>(groupConversation<'chat.clearUnread'>((groupId) => ({ messageType: 'GROUP', joinUserId: groupId }))),
  'chat.recordCount': nothing,
  'chat.allCount': nothing,
  'chat.recommend': thing<'chat.recommend'>(
    groupConversation<'chat.recommend'>((groupId, owner) => ({ messageType: 'GROUP', joinUserId: groupId, recomendId: owner.userId })),
  ),
  'chat.recommendProject': thing<'chat.recommendProject'>({
    // The card names a public project (the server builds it from the project): anyone's.
    thing: 'a group conversation',
    build: async () => {
      const [group, project] = await Promise.all([aGroup(), sharedReleased()]);
      return { owner: group.member, input: { messageType: 'GROUP', joinUserId: group.groupId, projectId: project.projectId, projectName: '官网改版' }, watch: group.watch };
    },
  }),
  'chat.recommendGoods': thing<'chat.recommendGoods'>({
    // The card names a listing on sale (the server builds it from the listing): anyone's, as 联系卖家 sends the seller's.
    thing: 'a group conversation',
    build: async () => {
      const [group, listing] = await Promise.all([aGroup(), sharedListing()]);
      return { owner: group.member, input: { messageType: 'GROUP', joinUserId: group.groupId, goodsId: listing.id, goodsType: 1, name: '办公椅' }, watch: group.watch };
    },
  }),
  'chat.sendLink': thing<'chat.sendLink'>(
    groupConversation<'chat.sendLink'>((groupId) => ({ messageType: 'GROUP', joinUserId: groupId, content: 'https://example.com/a' })),
  ),
  'chat.serviceEntry': nothing,
  'chat.consultList': thing<'chat.consultList'>(reading('the service desk’s list of people waiting', sharedServiceChat, (desk) => ({ owner: desk.staff, input: {}, watch: desk.watch }))),
  'chat.consultDone': thing<'chat.consultDone'>({
    thing: 'a person’s service chat, marked done',
    build: async () => {
      const desk = await aServiceChat();
      // A question in the person's service chat (a link card over HTTP), so there is a consultation to mark.
      expectOk(await call('chat.sendLink', { messageType: 'SERVICE', joinUserId: SERVICE_ACCOUNT_ID, content: 'https://example.com/help' }, desk.person.token), 'send-link');
      return { owner: desk.staff, input: { id: desk.person.userId }, watch: desk.watch };
    },
  }),
  'chat.consultDetails': thing<'chat.consultDetails'>(reading('a person’s service chat', sharedServiceChat, (desk) => ({ owner: desk.staff, input: { id: desk.person.userId }, watch: desk.watch }))),
  // A person's message-sound flag: `{id}` is the person (docs/conventions.md "Message sounds"); a stranger naming it is refused.
  'chat.subUserAudio': thing<'chat.subUserAudio'>({
    thing: 'a person’s message-sound flag, raised',
    build: async () => {
      const owner = await newPerson();
      return { owner, input: { id: owner.userId }, watch: [`USER#${owner.userId}`] };
    },
  }),
  'chat.clearUserAudio': thing<'chat.clearUserAudio'>({
    thing: 'a person’s message-sound flag with a sound due, cleared',
    build: async () => {
      const owner = await newPerson();
      expectOk(await call('chat.subUserAudio', { id: owner.userId }, owner.token), 'sub-user-audio');
      return { owner, input: { id: owner.userId }, watch: [`USER#${owner.userId}`] };
    },
  }),
  'chat.queryUserAudioNum': thing<'chat.queryUserAudioNum'>(
    reading('a person’s message-sound flag', soundDue, (owner) => ({ owner, input: { id: owner.userId }, watch: [`USER#${owner.userId}`] })),
  ),

  'content.noticeList': nothing,
  'content.noticeDetail': open('platform notices are for every logged-in person'),
  'content.noticeRead': nothing,
  'content.centerCount': nothing,
  'content.rules': open('the rule center is public'),
  'content.ruleByName': open('the rule center is public'),
  'content.otherRule': open('the rule center is public'),
  'content.howToUse': nothing,
  'content.tel': nothing,
  'content.banners': nothing,
  'content.pictures': nothing,
  'content.bottom': nothing,
  'content.figures': nothing,
  'content.categories': nothing,
  'content.feedback': thing<'content.feedback'>({
    thing: 'a picture someone uploaded, attached to feedback',
    build: async () => {
      const { owner, fileUrl } = await anUpload('feedback');
      return { owner, input: { content: '页面很好用', star: 5, picUrls: [fileUrl] }, watch: [] };
    },
  }),

  'org.staffList': nothing,
  'org.addStaff': open('invites a registered person by phone; they become staff only by accepting'),
  'org.removeStaff': thing<'org.removeStaff'>({
    thing: 'a company’s staff member',
    build: async () => {
      const company = await aCompanyWithStaff();
      return { owner: company.admin, input: { userId: company.staff.userId }, watch: company.watch };
    },
  }),
  'org.projectLeader': thing<'org.projectLeader'>({
    thing: 'a company’s staff member named project leader',
    strangerType: 'COMPANY',
    build: async () => {
      const company = await aCompanyWithStaff();
      return { owner: company.admin, input: { userId: company.staff.userId, leader: true }, watch: company.watch };
    },
  }),
  'org.certigier': nothing,
  'org.setCertigier': thing<'org.setCertigier'>({
    thing: 'a company’s staff member named authorised person',
    build: async () => {
      const company = await aCompanyWithStaff();
      return { owner: company.admin, input: { userId: company.staff.userId }, watch: company.watch };
    },
  }),
  'org.removeCertigier': nothing,
  'org.createTeam': thing<'org.createTeam'>({
    thing: 'an uploaded avatar, as a new team’s',
    build: async () => {
      const { owner, fileUrl } = await anUpload('avatar');
      return { owner, input: { teamName: `团队${Date.now()}${Math.floor(Math.random() * 1e6)}`, headPortrait: fileUrl }, watch: [] };
    },
  }),
  'org.teamInvite': open('invites people by id; each decides whether to join'),
  'org.teamDetail': thing<'org.teamDetail'>(
    reading('a team’s invitation', once(aTeamInvitation), (invitation) => ({ owner: invitation.invitee, input: { id: invitation.recordId }, watch: invitation.watch })),
  ),
  'org.teamStaffList': nothing,
  'org.teamRemoveStaff': thing<'org.teamRemoveStaff'>({
    thing: 'a team’s member',
    build: async () => {
      const team = await aTeamWithMember();
      return { owner: team.admin, input: { userId: team.member.userId }, watch: team.watch };
    },
  }),
  'org.teamLeave': nothing,
  'org.teamCertigier': nothing,
  'org.home': nothing,
  'org.setTeamCertigier': thing<'org.setTeamCertigier'>({
    thing: 'a team’s member named authorised person',
    build: async () => {
      const team = await aTeamWithMember();
      return { owner: team.admin, input: { userId: team.member.userId }, watch: team.watch };
    },
  }),
  'org.removeTeamCertigier': nothing,
  // The session's own team (团队设置): only the avatar is named; the setting's own test holds members, strangers and former members to it.
  'org.teamSetting': nothing,
  'org.saveTeamSetting': thing<'org.saveTeamSetting'>({
    thing: 'an uploaded avatar, as the team’s new one',
    build: async () => {
      const owner = await newPerson('TEAM');
      const [{ fileUrl }, teamId] = await Promise.all([uploadAs(owner, 'avatar', 'team.png'), call<{ teamId: string }>('account.info', {}, owner.token).then((a) => expectOk(a, 'info').teamId)]);
      return { owner, input: { teamName: owner.orgName as string, headPortrait: fileUrl }, watch: [`ORG#${teamId}`] };
    },
  }),
  'org.teamJoin': thing<'org.teamJoin'>({
    thing: 'a team’s invitation',
    build: async () => {
      const invitation = await aTeamInvitation();
      return { owner: invitation.invitee, input: { teamRecordId: invitation.recordId, pass: true }, watch: invitation.watch };
    },
  }),

  'org.personResume': nothing,
  'org.savePersonResume': thing<'org.savePersonResume'>({
    thing: 'an uploaded picture, on a person’s resume',
    build: async () => {
      const { owner, fileUrl } = await anUpload('image');
      return { owner, input: { pictures: [fileUrl], updateTime: 0 }, watch: [`USER#${owner.userId}`] };
    },
  }),
  'org.teamResume': nothing,
  'org.saveTeamResume': thing<'org.saveTeamResume'>({
    thing: 'an uploaded picture, on a team’s resume',
    strangerType: 'TEAM',
    build: async () => {
      const owner = await newPerson('TEAM');
      const { fileUrl } = await uploadAs(owner, 'image', 'work.png');
      const teamId = expectOk(await call<{ teamId: string }>('account.info', {}, owner.token), 'info').teamId;
      return { owner, input: { works: [{ name: '作品', picture: fileUrl }], updateTime: 0 }, watch: [`RESUME#TEAM#${teamId}`] };
    },
  }),
  'org.teamResumeConsent': nothing,
  'org.companyResume': nothing,
  'org.saveCompanyResume': thing<'org.saveCompanyResume'>({
    thing: 'an uploaded licence photo (private), on a company’s resume',
    strangerType: 'COMPANY',
    build: async () => {
      const owner = await newPerson('COMPANY');
      const { fileUrl } = await uploadAs(owner, 'licence', 'licence.png');
      const companyId = expectOk(await call<{ companyId: string }>('account.info', {}, owner.token), 'info').companyId;
      return { owner, input: { licencePhoto: fileUrl, updateTime: 0 }, watch: [`RESUME#COMPANY#${companyId}`] };
    },
  }),
  'org.publicResume': open('the public view of any person’s, team’s or company’s resume: its private fields masked or never read (SECURITY.md "Resumes")'),

  'upload.presign': nothing,
  'project.categories': nothing,
  'project.addCategory': nothing,
  'project.deleteCategory': thing<'project.deleteCategory'>({
    thing: 'a party’s own project category',
    build: async () => {
      const owner = await newPerson();
      const { id } = expectOk(await call<{ id: string }>('project.addCategory', { name: '自定义' }, owner.token), 'add category');
      return { owner, input: { id }, watch: [`PARTY#PERSONAGE:${owner.userId}`] };
    },
  }),
  'project.orgCategories': nothing,
  'project.selectableCategories': nothing,
  'project.selectedCategories': nothing,
  'project.selectCategories': open('names platform categories, public to all; the selection is the caller’s own'),
  'project.verifyName': open('answers only whether the caller’s own side may use a name; a projectId of another side only excuses that project’s own name, which the caller cannot use anyway'),
  'project.saveDraft': thing<'project.saveDraft'>({ thing: 'a draft demand', build: async () => { const d = await aDraft(); return { owner: d.owner, input: { projectId: d.projectId, name: `改名${randomUUID().slice(0, 6)}` }, watch: d.watch }; } }),
  'project.save': thing<'project.save'>({ thing: 'a draft demand', build: async () => { const d = await aDraft(); return { owner: d.owner, input: { projectId: d.projectId, ...demandFields() }, watch: d.watch }; } }),
  'project.modify': thing<'project.modify'>({ thing: 'a released demand', build: async () => { const r = await aReleased(); return { owner: r.owner, input: { projectId: r.projectId, visibility: 'PRIVATE' }, watch: r.watch }; } }),
  'project.release': thing<'project.release'>({
    thing: 'a complete draft demand',
    build: async () => {
      const owner = await newPerson();
      const { projectId } = expectOk(await call<{ projectId: string }>('project.save', demandFields(), owner.token), 'save');
      return { owner, input: { projectId }, watch: [`PROJECT#${projectId}`] };
    },
  }),
  'project.withdraw': thing<'project.withdraw'>({ thing: 'a released demand', build: async () => { const r = await aReleased(); return { owner: r.owner, input: { projectId: r.projectId }, watch: r.watch }; } }),
  'project.delete': thing<'project.delete'>({ thing: 'a draft demand', build: async () => { const d = await aDraft(); return { owner: d.owner, input: { projectId: d.projectId }, watch: d.watch }; } }),
  'project.rename': thing<'project.rename'>({ thing: 'a draft demand', build: async () => { const d = await aDraft(); return { owner: d.owner, input: { projectId: d.projectId, name: `新名${randomUUID().slice(0, 6)}` }, watch: d.watch }; } }),
  'project.copy': thing<'project.copy'>({ thing: 'a released demand', build: async () => { const r = await aReleased(); return { owner: r.owner, input: { projectId: r.projectId }, watch: r.watch }; } }),
  'project.prerelease': thing<'project.prerelease'>({ thing: 'a draft demand', build: async () => { const d = await aDraft(); return { owner: d.owner, input: { projectId: d.projectId }, watch: d.watch }; } }),
  'project.info': thing<'project.info'>(reading('a draft demand (an open public one is everyone’s to read)', once(() => aDraft()), (d) => ({ owner: d.owner, input: { projectId: d.projectId }, watch: d.watch }))),
  'project.browse': open('counts one view of an open public demand, which anyone may read'),
  'project.mine': nothing,
  'search.projects': open('finds open public demands (and the caller’s own private ones), which anyone may read'),
  'search.pageSize': nothing,
  'search.projectList': open('lists open public demands, which anyone may read'),
  'search.partyProjects': open('lists the open public demands of a person, team or company, which anyone may read'),
  'search.goods': open('finds goods on sale, which anyone may read (the mall lists them to visitors)'),
  'search.talent': open('finds people and teams by the public view of their resumes, which anyone may read (visitors too)'),
  'search.units': open('finds companies and teams by the public view of their resumes, which anyone may read (visitors too)'),
  'search.unitBrowse': open('counts a view of a team’s or company’s public resume, which anyone may read; the caller marks only their own view (once)'),
  'search.suggestedProjects': nothing,
  'search.suggestedParties': thing<'search.suggestedParties'>(
    reading('a released demand, whose suggested contractors only its publisher’s side reads', sharedReleased, (r) => ({ owner: r.owner, input: { projectId: r.projectId, size: 5 }, watch: r.watch })),
  ),
  'project.inviteList': open('finds a person by exact number or phone, a team or company by full name, as adding a friend does; a projectId only marks who is engaged with the caller’s own project'),
  'project.invitableProjects': open('lists the caller’s own open demands; the invitee only marks which it is engaged with'),
  'project.invite': thing<'project.invite'>({
    thing: 'a released demand, named to invite someone to it',
    build: async () => {
      const [r, invitee] = await Promise.all([aReleased(), newPerson()]);
      return { owner: r.owner, input: { projectIds: [r.projectId], inviteeType: 'PERSONAGE', inviteeId: invitee.userId, message: '' }, watch: r.watch };
    },
  }),
  'project.leaveMessage': thing<'project.leaveMessage'>({ thing: 'an invitation sent', build: async () => { const i = await anInvitation(); return { owner: i.owner, input: { id: i.id, message: '新留言' }, watch: i.watch }; } }),
  'project.apply': open('applying names an open public demand, which anyone of the types it takes may apply to'),
  'project.requests': nothing,
  'project.request': thing<'project.request'>(reading('an application', once(anApplication), (a) => ({ owner: a.owner, input: { id: a.id }, watch: a.watch }))),
  'project.answerRequest': thing<'project.answerRequest'>({ thing: 'an application received', build: async () => { const a = await anApplication(); return { owner: a.owner, input: { id: a.id, action: 'decline' }, watch: a.watch }; } }),
  'project.negotiations': nothing,
  'project.negotiation': thing<'project.negotiation'>(reading('a negotiation', once(() => aNegotiation()), (n) => ({ owner: n.partyB, input: { id: n.id }, watch: n.watch }))),
  'project.propose': thing<'project.propose'>({ thing: 'a negotiation', build: async () => { const n = await aNegotiation(); return { owner: n.partyB, input: { id: n.id, version: 1, terms: termsOf(900_000) }, watch: n.watch }; } }),
  'project.confirm': thing<'project.confirm'>({ thing: 'a negotiation waiting for party B', build: async () => { const n = await aNegotiation(); return { owner: n.partyB, input: { id: n.id, version: 1 }, watch: n.watch }; } }),
  'project.payFee': thing<'project.payFee'>({
    thing: 'a negotiation waiting for party A’s fee',
    build: async () => {
      const n = await aConfirmedNegotiation();
      return { owner: n.partyA, input: { id: n.id, version: 1, payPassword: PAY_PASSWORD, requestId: newRequestId() }, watch: n.watch };
    },
  }),
  'project.terminate': thing<'project.terminate'>({ thing: 'a negotiation', build: async () => { const n = await aNegotiation(); return { owner: n.partyA, input: { id: n.id, reason: '不合适' }, watch: n.watch }; } }),
  'project.backlog': nothing,
  'project.backlogClear': thing<'project.backlogClear'>({ thing: 'a backlog entry', build: async () => { const b = await aBacklogEntry(); return { owner: b.owner, input: { id: b.id }, watch: b.watch }; } }),
  'project.backlogRead': thing<'project.backlogRead'>({ thing: 'a backlog entry', build: async () => { const b = await aBacklogEntry(); return { owner: b.owner, input: { id: b.id }, watch: b.watch }; } }),
  'project.backlogHide': thing<'project.backlogHide'>({ thing: 'a backlog entry', build: async () => { const b = await aBacklogEntry(); return { owner: b.owner, input: { id: b.id }, watch: b.watch }; } }),
  'account.devSweep': open('the local stage’s clock for account timers, standing in for the scheduler (never deployed)'),
  'project.devSweep': open('the local stage’s clock for process timers, standing in for the scheduler (never deployed)'),
  'project.coop.start': thing<'project.coop.start'>({ thing: 'an agreed project', build: async () => { const a = await agreedProject({ phases: ONE_PHASE, via: 'items', payPassword: false }); return { owner: a.partyA, input: { projectId: a.projectId }, watch: [`PROJECT#${a.projectId}`] }; } }),
  'project.coop.payEscrow': thing<'project.coop.payEscrow'>({
    thing: 'a cooperation waiting for escrow',
    build: async () => {
      const c = await startedCooperation({ phases: ONE_PHASE, via: 'items' });
      return { owner: c.partyA, input: { projectId: c.projectId, amount: 300_000, payPassword: PAY_PASSWORD, requestId: newRequestId() }, watch: [`PROJECT#${c.projectId}`] };
    },
  }),
  'project.coop.info': readsCooperation<'project.coop.info'>('partyB', (projectId) => ({ projectId })),
  'project.coop.list': nothing,
  'project.coop.progress': readsCooperation<'project.coop.progress'>('partyA', (projectId) => ({ projectId })),
  'project.coop.status': readsCooperation<'project.coop.status'>('partyB', (projectId) => ({ projectId })),
  'project.coop.serviceStatus': readsCooperation<'project.coop.serviceStatus'>('partyA', (projectId) => ({ projectId })),
  'project.coop.nextStep': readsCooperation<'project.coop.nextStep'>('partyB', (projectId) => ({ projectId })),
  'project.coop.dates': readsCooperation<'project.coop.dates'>('partyA', (projectId) => ({ projectId })),
  'content.workTime': open('a working-day calculation over the public holiday calendar; names nobody’s thing'),
  'project.coop.completion': thing<'project.coop.completion'>(
    reading('a completed cooperation', once(async () => (await states()).projectIn('COMPLETED', { phases: ONE_PHASE })), (c) => ({ owner: c.partyB, input: { projectId: c.projectId }, watch: [`PROJECT#${c.projectId}`] })),
  ),
  'project.coop.tips': nothing,
  'project.coop.goCheck': phaseMove<'project.coop.goCheck'>('COMPILING', 'partyB'),
  'project.coop.checkPass': phaseMove<'project.coop.checkPass'>('CHECKING', 'partyB'),
  'project.coop.checkNoPass': phaseMove<'project.coop.checkNoPass'>('CHECKING', 'partyB', true),
  'project.coop.goCompile': phaseMove<'project.coop.goCompile'>('CHECKED', 'partyB'),
  'project.coop.goAssess': phaseMove<'project.coop.goAssess'>('CHECKED', 'partyB'),
  'project.coop.assessPass': phaseMove<'project.coop.assessPass'>('ASSESSING', 'partyA'),
  'project.coop.assessNoPass': phaseMove<'project.coop.assessNoPass'>('ASSESSING', 'partyA', true),
  'project.coop.goAcceptance': phaseMove<'project.coop.goAcceptance'>('CHECKED', 'partyB'),
  'project.coop.syncModify': phaseMove<'project.coop.syncModify'>('ACCEPTING', 'partyB'),
  'project.coop.modifyAgain': phaseMove<'project.coop.modifyAgain'>('ACCEPTING', 'partyB'),
  'project.coop.acceptancePass': phaseMove<'project.coop.acceptancePass'>('ACCEPTING', 'partyA'),
  'project.coop.acceptanceNoPass': phaseMove<'project.coop.acceptanceNoPass'>('ACCEPTING', 'partyA', true),
  'project.coop.purchaseNoPass': phaseMove<'project.coop.purchaseNoPass'>('ACCEPTING', 'partyA', true),
  'project.coop.ensureNoPass': phaseMove<'project.coop.ensureNoPass'>('REJECTED', 'partyB'),
  'project.coop.queryOverdue': readsCooperation<'project.coop.queryOverdue'>('partyB', (projectId) => ({ projectId })),
  'project.coop.askPostpone': postponeMove<'project.coop.askPostpone'>('partyB', (projectId) => ({ projectId, phase: 1, dueTime: Date.now() + 100 * 86_400_000, reason: '需要更多时间' })),
  'project.coop.agreePostpone': postponeMove<'project.coop.agreePostpone'>('partyA', (projectId) => ({ projectId, phase: 1 })),
  'project.coop.refusePostpone': postponeMove<'project.coop.refusePostpone'>('partyA', (projectId) => ({ projectId, phase: 1, reason: '不同意延期' })),
  'project.coop.queryChange': readsCooperation<'project.coop.queryChange'>('partyB', (projectId) => ({ projectId })),
  'project.coop.startChange': onCooperation<'project.coop.startChange'>('partyA', (projectId) => ({ projectId, version: 1, phases: [{ index: 1, name: '开发', amount: 350_000, days: 12, deliverables: '源码与文档' }], reason: '增加功能' })),
  'project.coop.agreeChange': onChange<'project.coop.agreeChange'>('partyA', 'partyB', (projectId, change) => ({ projectId, changeId: change.id })),
  'project.coop.refuseChange': onChange<'project.coop.refuseChange'>('partyA', 'partyB', (projectId, change) => ({ projectId, changeId: change.id, reason: '不同意' })),
  'project.coop.cancelChange': onChange<'project.coop.cancelChange'>('partyA', 'partyA', (projectId, change) => ({ projectId, changeId: change.id })),
  'project.coop.leaderCancelChange': onChange<'project.coop.leaderCancelChange'>('partyB', 'partyB', (projectId, change) => ({ projectId, changeId: change.id })),
  'project.coop.changeSupplement': onChange<'project.coop.changeSupplement'>(
    'partyA',
    'partyA',
    (projectId, change) => ({ projectId, changeId: change.id, amount: change.supplement, payPassword: PAY_PASSWORD, requestId: newRequestId() }),
    true,
  ),
  'project.coop.changeRefund': readsCooperation<'project.coop.changeRefund'>('partyA', (projectId) => ({ projectId })),
  'project.coop.changeRecoverDocs': readsCooperation<'project.coop.changeRecoverDocs'>('partyB', (projectId) => ({ projectId })),
  'project.coop.canSelect': readsCooperation<'project.coop.canSelect'>('partyA', (projectId) => ({ projectId })),
  'project.coop.startTerminateNegotiate': terminationMove<'project.coop.startTerminateNegotiate'>('running', 'partyA', (projectId) => ({ projectId, ...TERMINATION_SPLIT })),
  'project.coop.startTerminate': terminationMove<'project.coop.startTerminate'>('running', 'partyB', (projectId) => ({ projectId, ...TERMINATION_SPLIT })),
  'project.coop.leaderTerminate': terminationMove<'project.coop.leaderTerminate'>('running', 'partyB', (projectId) => ({ projectId, ...TERMINATION_SPLIT })),
  'project.coop.terminateNegotiate': terminationMove<'project.coop.terminateNegotiate'>('proposed', 'partyB', (projectId) => ({ projectId, version: 1, ...TERMINATION_SPLIT, toB: 150_000 })),
  'project.coop.agreeTerminate': terminationMove<'project.coop.agreeTerminate'>('proposed', 'partyB', (projectId) => ({ projectId, version: 1, requestId: newRequestId() })),
  'project.coop.refuseTerminate': terminationMove<'project.coop.refuseTerminate'>('proposed', 'partyB', (projectId) => ({ projectId, version: 1, reason: '工作已完成大半，不同意终止' })),
  'project.coop.recover': terminationMove<'project.coop.recover'>('terminated', 'partyA', (projectId) => ({ projectId, payPassword: PAY_PASSWORD })),
  'project.coop.records': readsCooperation<'project.coop.records'>('partyA', (projectId) => ({ projectId })),
  'project.coop.phaseRecords': readsCooperation<'project.coop.phaseRecords'>('partyB', (projectId) => ({ projectId, phase: 1 })),
  'project.coop.toPartyBHandover': onCooperation<'project.coop.toPartyBHandover'>('partyA', (projectId) => ({ projectId, message: '资料' })),
  'project.coop.toPartyBSubmit': onCooperation<'project.coop.toPartyBSubmit'>('partyA', (projectId) => ({ projectId, message: '资料' })),
  'project.coop.toPartyAHandover': onCooperation<'project.coop.toPartyAHandover'>('partyB', (projectId) => ({ projectId, message: '成果' })),
  'project.coop.toPartyADelivery': onCooperation<'project.coop.toPartyADelivery'>('partyB', (projectId) => ({ projectId, message: '交付' })),
  'project.coop.toPartyAIssueReport': onCooperation<'project.coop.toPartyAIssueReport'>('partyB', (projectId) => ({ projectId, message: '问题' })),
  'project.materialList': readsLibrary<'project.materialList'>('material', ({ a }) => ({ parentId: a })),
  'project.materialExists': readsLibrary<'project.materialExists'>('material', ({ a }) => ({ parentId: a, name: '合同' })),
  'project.materialSave': onLibrary<'project.materialSave'>('material', ({ a }) => ({ id: a, name: '改名的文件夹' })),
  'project.materialSearch': nothing,
  'project.materialRemove': onLibrary<'project.materialRemove'>('material', ({ a }) => ({ id: a })),
  'project.materialMove': onLibrary<'project.materialMove'>('material', ({ a, b }) => ({ id: a, parentId: b })),
  'project.literatureList': readsLibrary<'project.literatureList'>('literature', ({ a }) => ({ parentId: a })),
  'project.literatureKinds': nothing,
  'project.literatureExists': readsLibrary<'project.literatureExists'>('literature', ({ a }) => ({ parentId: a, name: '标准' })),
  'project.literatureSave': onLibrary<'project.literatureSave'>('literature', ({ a }) => ({ id: a, name: '改名的文件夹' })),
  'project.literatureSearch': nothing,
  'project.literatureRemove': onLibrary<'project.literatureRemove'>('literature', ({ a }) => ({ id: a })),
  'project.literatureMove': onLibrary<'project.literatureMove'>('literature', ({ a, b }) => ({ id: a, parentId: b })),
  'project.assist': nothing,
  'project.assistUpdate': nothing,
  'project.docDirectories': readsCooperation<'project.docDirectories'>('partyB', (projectId) => ({ projectId, phase: 1 })),
  'project.docQuery': readsDocument<'project.docQuery'>((d) => ({ projectId: d.projectId, taskId: d.taskId })),
  'project.docStatuses': readsCooperation<'project.docStatuses'>('partyB', (projectId) => ({ projectId, phase: 1 })),
  'project.docMessages': readsCooperation<'project.docMessages'>('partyB', (projectId) => ({ projectId, phase: 1 })),
  'project.docMembers': readsCooperation<'project.docMembers'>('partyB', (projectId) => ({ projectId })),
  'project.docCooperate': onCooperation<'project.docCooperate'>('partyB', (projectId) => ({ projectId, phase: 1, title: '第一章' })),
  'project.docStop': onDocument<'project.docStop'>((d) => ({ projectId: d.projectId, taskId: d.taskId })),
  'project.docPermission': onDocument<'project.docPermission'>((d) => ({ projectId: d.projectId, taskId: d.taskId, readers: [], writers: [] })),
  'project.docRequestEdit': onDocument<'project.docRequestEdit'>((d) => ({ projectId: d.projectId, taskId: d.taskId })),
  'project.docSave': onDocument<'project.docSave'>((d) => ({ projectId: d.projectId, taskId: d.taskId, baseVersion: 0, html: '<p>需求说明</p>' }), true),
  'project.docExitEdit': onDocument<'project.docExitEdit'>((d) => ({ projectId: d.projectId, taskId: d.taskId, submit: true }), true),
  'project.docCountdown': onDocument<'project.docCountdown'>((d) => ({ projectId: d.projectId, taskId: d.taskId }), true),
  'project.docStatus': readsDocument<'project.docStatus'>((d) => ({ projectId: d.projectId, taskId: d.taskId })),
  'project.docStartCommunicate': onTeamDocument<'project.docStartCommunicate'>((d) => d.partyB, (d) => ({ projectId: d.projectId, taskId: d.taskId })),
  'project.docCancelCommunicate': onTeamDocument<'project.docCancelCommunicate'>(
    (d) => d.partyB,
    (d) => ({ projectId: d.projectId, taskId: d.taskId }),
    async (d) => void expectOk(await call('project.docStartCommunicate', { projectId: d.projectId, taskId: d.taskId }, d.partyB.token), 'start_communicate'),
  ),
  'project.docCancelEdit': onTeamDocument<'project.docCancelEdit'>(
    (d) => d.writer,
    (d) => ({ projectId: d.projectId, taskId: d.taskId, handoverTo: d.partyB.userId }),
    async (d) => void expectOk(await call('project.docStartCommunicate', { projectId: d.projectId, taskId: d.taskId }, d.partyB.token), 'start_communicate'),
  ),
  'project.docMemberStatus': readsCooperation<'project.docMemberStatus'>('partyB', (projectId) => ({ projectId })),
  'project.docOwnership': readsCooperation<'project.docOwnership'>('partyB', (projectId) => ({ projectId })),
  'project.docTakeOverMembers': readsCooperation<'project.docTakeOverMembers'>('partyB', (projectId) => ({ projectId })),
  'project.docTakeOver': onQuietDocument<'project.docTakeOver'>((d) => ({ projectId: d.projectId, taskId: d.taskId })),
  'project.docTakeOverStatus': readsDocument<'project.docTakeOverStatus'>((d) => ({ projectId: d.projectId, taskId: d.taskId })),
  'project.docOpenTakeOver': onQuietDocument<'project.docOpenTakeOver'>(
    (d) => ({ projectId: d.projectId, taskId: d.taskId }),
    (d) => d.partyB,
    async (d) => void expectOk(await call('project.docTakeOver', { projectId: d.projectId, taskId: d.taskId }, d.partyB.token), 'take over'),
  ),
  'project.docRefreshList': open('the projectId only narrows the caller’s own notices (their partition): naming another’s project lists none of theirs (cooperation-probe-2)'),
  'project.docRefreshClear': open('the projectId only narrows the caller’s own notices (their partition): naming another’s project clears none of theirs (cooperation-probe-2)'),
  'project.historyCompleted': nothing,
  'project.historyTerminated': nothing,
  'project.partyHistoryCompleted': open('a party’s public history, as its public pages show it to anyone: never money, nor the name or the other side of a private demand'),
  'project.partyHistoryTerminated': open('a party’s public history of terminated cooperations, as its public pages show it to anyone'),
  'project.allProjects': nothing,
  'project.creditHistory': nothing,
  'project.projectPerformance': readsCooperation<'project.projectPerformance'>('partyB', (projectId) => ({ projectId })),
  'project.partyPerformance': nothing,
  'wallet.info': nothing,
  'wallet.flow': nothing,
  'wallet.flowEntry': thing<'wallet.flowEntry'>(
    reading(
      'an entry of a wallet’s flow',
      once(async () => {
        const owner = await newPerson();
        await fundWallet(owner, 1_000);
        return owner;
      }),
      (owner) => ({ owner, input: { id: 1 }, watch: [`ACCT#wallet:PERSONAGE:${owner.userId}`] }),
    ),
  ),
  'wallet.recharge': open('the requestId is scoped to the caller’s own wallet: the same id from another wallet is another recharge of that wallet'),
  'wallet.payment': thing<'wallet.payment'>(
    reading(
      'a recharge’s payment',
      once(async () => {
        const owner = await newPerson();
        return { owner, ...(await startRecharge(owner, 1_000)) };
      }),
      ({ owner, payId }) => ({ owner, input: { payId }, watch: [`PAY#${payId}`] }),
    ),
  ),
  'wallet.sandboxPay': thing<'wallet.sandboxPay'>({
    thing: 'a recharge’s payment at the sandbox cashier',
    build: async () => {
      const owner = await newPerson();
      const { payId } = await startRecharge(owner, 1_000);
      return { owner, input: { payId, result: 'SUCCESS' }, watch: [`PAY#${payId}`, `ACCT#wallet:PERSONAGE:${owner.userId}`] };
    },
  }),
  'wallet.notify': open('the payment provider’s notify: believed for its HMAC signature over the raw body, not for a session'),
  'wallet.withdraw': thing<'wallet.withdraw'>({
    thing: 'a wallet’s withdrawal method',
    build: async () => {
      const owner = await newPerson();
      await Promise.all([setPayPassword(owner), fundWallet(owner, 10_000)]);
      const methodId = await addBankCard(owner);
      return { owner, input: { amount: 1_000, methodId, payPassword: PAY_PASSWORD, requestId: newRequestId() }, watch: [`ACCT#wallet:PERSONAGE:${owner.userId}`] };
    },
  }),
  'wallet.withdrawals': nothing,
  'wallet.withdrawal': thing<'wallet.withdrawal'>(
    reading(
      'a withdrawal',
      once(async () => {
        const owner = await newPerson();
        await Promise.all([setPayPassword(owner), fundWallet(owner, 10_000)]);
        const methodId = await addBankCard(owner);
        const { id } = expectOk(await call<{ id: string }>('wallet.withdraw', { amount: 1_000, methodId, payPassword: PAY_PASSWORD, requestId: newRequestId() }, owner.token), 'withdraw');
        return { owner, id };
      }),
      ({ owner, id }) => ({ owner, input: { id }, watch: [`ACCT#wallet:PERSONAGE:${owner.userId}`] }),
    ),
  ),
  'wallet.identity': nothing,
  'wallet.saveIdentity': thing<'wallet.saveIdentity'>({
    thing: 'a person’s uploaded identity documents',
    build: async () => {
      const owner = await newPerson();
      const [front, back] = await Promise.all([uploadAs(owner, 'identity', 'front.png'), uploadAs(owner, 'identity', 'back.png')]);
      return { owner, input: { front: front.fileUrl, back: back.fileUrl }, watch: [`ACCT#wallet:PERSONAGE:${owner.userId}`] };
    },
  }),
  'wallet.addMethod': nothing,
  'wallet.methods': nothing,
  'wallet.deleteMethod': thing<'wallet.deleteMethod'>({
    thing: 'a wallet’s withdrawal method',
    build: async () => {
      const owner = await newPerson();
      const { id } = expectOk(await call<{ id: string }>('wallet.addMethod', { type: 'BANK', name: '王小明', account: '6222020200112233445', bankName: '中国工商银行' }, owner.token), 'add method');
      return { owner, input: { id }, watch: [`ACCT#wallet:PERSONAGE:${owner.userId}`] };
    },
  }),
};

/** Input fields that name a thing: a route with one must be declared `open` or `thing`, never `nothing`. */
export const THING_FIELD = /^(id|a|b|x|number|userNo|phone|recomendId)$|Ids?$|Portrait$|^picUrls$/;

