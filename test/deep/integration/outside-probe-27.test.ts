/**
 * Outside probe 27: the doors issue 27 (deployment units) touched, attacked as an outside client would.
 *
 * - path parameters: the same request answered alike by the local gateway (which decodes them) and by a unit's
 *   function behind an AWS proxy route (which decodes them from rawPath, functions/lib/http/path-parameters.ts):
 *   double encoding, `%2F`, empty segments, trailing slashes, dot segments, very long values;
 * - private files signed by our own SigV4 code (functions/lib/s3/signing.ts): nobody gets a signed URL for another
 *   person's private upload, presigned POST policies hold, signed links carry their expiry and break when altered;
 * - the wallet: bursts on one's own money, others' payIds, withdrawals and methods;
 * - the process engine: bursts of the same transition from both parties, replays with one requestId;
 * - hostile bodies to the new units: never a 5xx, nothing half-written.
 *
 * Each `it` states the behaviour a user relies on. Found when the probe was written: a chat image or file message
 * took any private upload of the sender's (an identity document, a library file) and handed it to the receiver signed
 * (fixed: chat uploads only); a unit's router served a path with a trailing slash (`/wallet/info/`, `/withdraw/` as
 * the list) that the local gateway refuses (fixed: 404 in the function too); the local gateway resolved dot segments
 * before routing while the function behind an AWS proxy route did not (fixed: a dot segment is a 404 on both sides,
 * `hasDotSegment` in shared/routes/types.ts).
 */
import { request as httpRequest } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { inject } from 'vitest';
import type { Page } from '../../../shared/envelope.js';
import { ERRORS } from '../../../shared/errors.js';
import { negotiationFeeOf, phaseServiceFeeOf } from '../../../shared/limits.js';
import type { NegotiationDetail, RequestCard } from '../../../shared/schemas/project.js';
import { deployedRoutes, routeById } from '../../../shared/routes/index.js';
import type { CooperationDetail, ProcessRecordView } from '../../../shared/schemas/cooperation.js';
import type { FlowEntry, Payment, WalletInfo, WithdrawMethod, Withdrawal } from '../../../shared/schemas/wallet.js';
import type { PresignOutput } from '../../../shared/schemas/upload.js';
import { UNITS } from '../../../shared/units.js';
import * as patterns from '../../../shared/routes/types.js';
import { escrowAccountId, walletAccountId } from '../../../functions/wallet/public.js';
import { reconcileScoped } from '../../../functions/wallet/reconcile.js';
import { readLedgerOf } from '../../../infra/scripts/ledger-snapshot.js';
import { planHttpRoutes, routeKeyOf, selectRoute } from '../../../infra/stack/http-routes.js';
import { pathParametersOf } from '../../../functions/lib/http/path-parameters.js';
import { api, call } from '../../support/api.js';
import { addBankCard, fundWallet, newRequestId, PAY_PASSWORD, setPayPassword, startRecharge } from '../../support/money.js';
import { newPerson, type TestPerson } from '../../support/people.js';
import { ok } from '../../support/projects.js';
import { proxiedEvent } from '../../support/proxied-event.js';
import { openSocket, recordFrames, socketPool } from '../../support/sockets.js';
import { applicationIn, negotiationIn, phaseIn, type Built } from '../../support/states/index.js';
import { PNG, uploadAs } from '../../support/uploads.js';
import { codeOf, noServerError } from '../../support/probe.js';

const open = socketPool(() => inject('cloud').wsUrl);
const count = <T>(items: readonly T[], test: (t: T) => boolean) => items.filter(test).length;

const touched = new Set<string>();
const remember = <T extends Built>(b: T): T => {
  touched.add(walletAccountId('PERSONAGE', b.partyA.userId));
  touched.add(walletAccountId('PERSONAGE', b.partyB.userId));
  touched.add(escrowAccountId(b.projectId));
  return b;
};

const wallet = async (p: TestPerson) => ok<WalletInfo>(await call('wallet.info', {}, p.token), 'wallet');
const flow = async (p: TestPerson) => ok<Page<FlowEntry>>(await call('wallet.flow', { current: 1, size: 100 }, p.token), 'flow').records;
const coop = async (p: TestPerson, projectId: string) => ok<CooperationDetail>(await call('project.coop.info', { projectId }, p.token), 'coop');
const records = async (p: TestPerson, projectId: string) =>
  ok<Page<ProcessRecordView>>(await call('project.coop.records', { projectId, current: 1, size: 100 }, p.token), 'records').records;

// =================================================================================================================
// The two ways in: the local gateway over HTTP, and a unit's function behind API Gateway's proxy routes
// =================================================================================================================

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
const plan = planHttpRoutes(deployedRoutes());
const keys = plan.map(routeKeyOf);
const context = { awsRequestId: 'probe-27', functionName: 'hezuo-probe-27', getRemainingTimeInMillis: () => 10_000 } as Context;

interface Seen {
  status: number;
  code: unknown;
}

/** The request as API Gateway would route it (over the deployed plan) and the chosen unit's function would answer it. */
const viaAws = async (method: string, rawPath: string, token: string, query = ''): Promise<Seen & { unit?: string }> => {
  const routeKey = selectRoute(keys, method, rawPath);
  const entry = plan.find((e) => routeKeyOf(e) === routeKey);
  if (!routeKey || !entry) return { status: 404, code: 'api-gateway-not-found' };
  const { handler } = (await import(`../../../functions/${UNITS[entry.unit].entry}`)) as { handler: Handler };
  const event = proxiedEvent(method, rawPath, routeKey);
  event.headers = { ...event.headers, authorization: `Bearer ${token}`, language: 'zh_CN' };
  if (query) {
    event.rawQueryString = query;
    event.queryStringParameters = Object.fromEntries(new URLSearchParams(query));
  }
  if (entry.kind === 'exact') {
    // On a route's own key API Gateway hands the parameters decoded itself.
    const found = pathParametersOf(entry.path, rawPath);
    if (!found.ok) return { status: 400, code: 400, unit: entry.unit };
    event.pathParameters = found.params;
  }
  const result = await handler(event, context);
  return { status: result.statusCode ?? 200, code: (JSON.parse(String(result.body)) as { code: unknown }).code, unit: entry.unit };
};

/** The request sent byte for byte to the local gateway (no client-side normalisation of the path). */
const viaLocal = (method: string, rawPath: string, token: string, query = ''): Promise<Seen> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(inject('cloud').siteUrl);
    const req = httpRequest({ hostname, port, method, path: `${rawPath}${query ? `?${query}` : ''}`, headers: { authorization: `Bearer ${token}`, language: 'zh_CN' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        let code: unknown;
        try {
          code = (JSON.parse(text) as { code?: unknown }).code;
        } catch {
          code = `not json: ${text.slice(0, 80)}`;
        }
        resolve({ status: res.statusCode ?? 0, code });
      });
    });
    req.on('error', reject);
    req.end();
  });

describe('path parameters: the local gateway and a unit behind an AWS proxy route answer alike', () => {
  let person: TestPerson;
  let payId: string;
  let withdrawalId: string;
  let methodId: string;

  beforeAll(async () => {
    person = await newPerson();
    await setPayPassword(person);
    await fundWallet(person, 50_000);
    touched.add(walletAccountId('PERSONAGE', person.userId));
    payId = (await startRecharge(person, 1_000)).payId;
    methodId = await addBankCard(person);
    withdrawalId = ok<{ id: string }>(await call('wallet.withdraw', { amount: 200, methodId, payPassword: PAY_PASSWORD, requestId: newRequestId() }, person.token), 'withdraw').id;
  }, 60_000);

  const compare = async (cases: [string, string, string?][]) => {
    const differences: string[] = [];
    for (const [method, path, query] of cases) {
      const local = await viaLocal(method, path, person.token, query);
      const aws = await viaAws(method, path, person.token, query);
      expect(local.status, `local ${method} ${path}`).toBeLessThan(500);
      expect(aws.status, `aws ${method} ${path}`).toBeLessThan(500);
      // A HEAD answer has no body to compare.
      if (local.status !== aws.status || (method !== 'HEAD' && local.code !== aws.code)) differences.push(`${method} ${path}${query ? `?${query}` : ''}: local ${local.status}/${String(local.code)}, aws ${aws.status}/${String(aws.code)}`);
    }
    return differences;
  };

  it('no path of the table is also a value of another route’s parameter: a static path never reaches a parameter route either way', () => {
    // Prepare
    const routes = deployedRoutes();
    const { pathPattern } = patterns;

    // Act
    const shadowed = routes.flatMap((p) =>
      p.path.includes('{') ? routes.filter((r) => r !== p && r.method === p.method && pathPattern(p.path).test(r.path)).map((r) => `${r.id} ~ ${p.id}`) : [],
    );

    // Assess
    expect(shadowed).toEqual([]);
  });

  it('the units that only a schedule or a stream triggers (timers, the search indexer) are behind no HTTP route of the plan', () => {
    // Act
    const reachable = new Set(plan.map((e) => e.unit));

    // Assess
    expect(reachable.has('project-timers')).toBe(false);
    expect(reachable.has('search-indexer')).toBe(false);
  });

  it('well-formed and hostile parameter values (double encoding, %2F, %00, very long, Chinese) get the same answer both ways', async () => {
    // Prepare
    const base = '/api/pc/hezuo/wallet';
    const cases: [string, string, string?][] = [
      ['GET', `${base}/recharge/${payId}`],
      ['GET', `${base}/withdraw/${withdrawalId}`],
      ['GET', `${base}/flow/1`],
      ['GET', `${base}/recharge/${encodeURIComponent(encodeURIComponent(payId))}`],
      ['GET', `${base}/recharge/%25${payId.slice(1)}`],
      ['GET', `${base}/recharge/${payId.slice(0, 10)}%2F${payId.slice(11)}`],
      ['GET', `${base}/recharge/${payId}%00`],
      ['GET', `${base}/recharge/%ZZ`],
      ['GET', `${base}/recharge/${'A'.repeat(4000)}`],
      ['GET', `${base}/recharge/${encodeURIComponent('支付单')}`],
      ['GET', `${base}/flow/1e3`],
      ['GET', `${base}/flow/-1`],
      ['GET', `${base}/flow/0x10`],
      ['GET', `${base}/flow/${encodeURIComponent(' 1')}`],
      // The path names the thing; a query naming another must not override it.
      ['GET', `${base}/recharge/${payId}`, `payId=01HZZZZZZZZZZZZZZZZZZZZZZZ`],
      ['DELETE', `${base}/withdraw-method/01HZZZZZZZZZZZZZZZZZZZZZZZ`, `id=${methodId}`],
      ['GET', `/api/pc/hezuo/user-personage/info/${person.userId}/${encodeURIComponent('a/b')}`],
      ['GET', `${base}//recharge/${payId}`],
      ['GET', `${base}/RECHARGE/${payId}`],
      ['HEAD', `${base}/recharge/${payId}`],
      ['OPTIONS', `${base}/recharge/${payId}`],
      ['POST', `${base}/recharge/${payId}`],
      ['GET', `${base}/recharge/${payId};x=1`],
      ['GET', `${base}/recharge/${payId}%20`],
      ['GET', `${base}/recharge/${payId.toLowerCase()}`],
    ];

    // Act
    const differences = await compare(cases);

    // Assess
    expect(differences).toEqual([]);
    // The query did not win over the path: the method named by the query is still there.
    expect(ok<WithdrawMethod[]>(await call('wallet.methods', {}, person.token), 'methods').map((m) => m.id)).toContain(methodId);
  }, 120_000);

  it('a trailing slash or an empty parameter segment gets the same answer both ways', async () => {
    // Prepare
    const base = '/api/pc/hezuo/wallet';
    const cases: [string, string][] = [
      ['GET', `${base}/recharge/${payId}/`],
      ['GET', `${base}/withdraw/`],
      ['GET', `${base}/info/`],
      ['GET', `${base}/flow//`],
      ['POST', '/api/pc/hezuo/user-personage/login/'],
    ];

    // Act
    const differences = await compare(cases);

    // Assess
    expect(differences).toEqual([]);
  }, 60_000);

  it('dot segments in a parameter position get the same answer both ways', async () => {
    // Prepare: the local gateway reads the request target with WHATWG URL, which resolves `.`, `..` and `%2e%2e`
    // (infra/local/request-target.ts); the unit behind an AWS proxy route gets the path as sent. Both refuse them.
    const base = '/api/pc/hezuo/wallet';
    const cases: [string, string][] = [
      ['GET', `${base}/withdraw/..`],
      ['GET', `${base}/withdraw/%2e%2e`],
      ['GET', `${base}/flow/../info`],
      ['GET', `${base}/recharge/./${payId}`],
      ['GET', '/api/pc/hezuo/user-personage/new-project/%2E%2E'],
    ];

    // Act
    const differences = await compare(cases);

    // Assess
    expect(differences).toEqual([]);
  }, 60_000);
});

// =================================================================================================================
// Private files signed by our own code
// =================================================================================================================

describe('private files and their signed links', () => {
  const fileContent = (upload: PresignOutput) => JSON.stringify({ name: upload.key.split('/').pop(), url: upload.fileUrl, size: PNG.length, type: 'image/png', oldName: 'x.png' });

  it('a stranger cannot get another person’s identity document, chat image or library file signed through any route that signs', async () => {
    // Prepare
    const [owner, stranger] = await Promise.all([newPerson(), newPerson()]);
    const identity = await uploadAs(owner, 'identity', 'front.png');
    const chatImage = await uploadAs(owner, 'chat-image', 'a.png');
    const library = await uploadAs(owner, 'library-file', 'a.png');

    // Act: the stranger passes each off as their own identity document, and as a chat image to a friend of theirs.
    const asIdentity = await Promise.all(
      [identity, chatImage, library].map((u) => call('wallet.saveIdentity', { front: u.fileUrl, back: u.fileUrl } as never, stranger.token)),
    );
    const friend = await newPerson();
    const chat = await open(stranger.token, `channel=chat&messageType=MSG&joinUserId=${friend.userId}`);
    const answers = [];
    for (const u of [identity, chatImage, library]) {
      const messageId = crypto.randomUUID();
      chat.socket.send(JSON.stringify({ messageType: 'MSG', messageContentType: 'IMG', joinUserId: friend.userId, content: fileContent(u), messageId }));
      answers.push(await vi.waitFor(() => {
        const f = chat.frames.find((x) => x.messageId === messageId && (x.messageType === 'ERROR' || x.messageType === 'SEND_SUCCESSFULLY'));
        if (!f) throw new Error('waiting');
        return f;
      }, { timeout: 30_000 }));
    }
    const identityView = ok<Record<string, unknown>>(await call('wallet.identity', {}, stranger.token), 'identity');

    // Assess
    for (const a of asIdentity) expect(a.body.code, JSON.stringify(a.body)).not.toBe(200);
    expect(answers.map((f) => f.messageType)).toEqual(['ERROR', 'ERROR', 'ERROR']);
    expect(JSON.stringify(identityView)).not.toContain(owner.userId);
    // A socket's answer took more than 10 s once, with the deep tier beside other work on 2 cores.
  }, 120_000);

  it('a chat image or file message carries a chat upload only: one’s own identity document or library file is not sent as one', async () => {
    // Prepare: the identity document is read only through the wallet; the rule of the chat is "the sender's own chat upload".
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const identity = await uploadAs(a, 'identity', 'front.png');
    const library = await uploadAs(a, 'library-file', 'a.png');
    const chat = await open(a.token, `channel=chat&messageType=MSG&joinUserId=${b.userId}`);

    // Act
    const kinds: string[] = [];
    for (const u of [identity, library]) {
      const messageId = crypto.randomUUID();
      chat.socket.send(JSON.stringify({ messageType: 'MSG', messageContentType: 'IMG', joinUserId: b.userId, content: fileContent(u), messageId }));
      const f = await vi.waitFor(() => {
        const x = chat.frames.find((y) => y.messageId === messageId && (y.messageType === 'ERROR' || y.messageType === 'SEND_SUCCESSFULLY'));
        if (!x) throw new Error('waiting');
        return x;
      }, { timeout: 30_000 });
      kinds.push(`${u.key.split('/')[0]}: ${String(f.messageType)} ${String(f.code ?? '')}`);
    }

    // Assess
    expect(kinds).toEqual([`identity: ERROR ${ERRORS.FILE_NOT_YOURS.code}`, `library-file: ERROR ${ERRORS.FILE_NOT_YOURS.code}`]);
  }, 120_000);

  it('a signed link expires within the hour, and altering its key, expiry or date breaks it', async () => {
    // Prepare
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const image = await uploadAs(a, 'chat-image', 'a.png');
    const other = await uploadAs(b, 'chat-image', 'b.png');
    const chat = await open(a.token, `channel=chat&messageType=MSG&joinUserId=${b.userId}`);
    const messageId = crypto.randomUUID();
    chat.socket.send(JSON.stringify({ messageType: 'MSG', messageContentType: 'IMG', joinUserId: b.userId, content: fileContent(image), messageId }));
    const ack = await chat.waitFor('SEND_SUCCESSFULLY', 10_000);
    const signed = new URL((JSON.parse(String(ack.content)) as { url: string }).url);

    // Act
    const variants: Record<string, string> = {};
    const alter = (name: string, change: (u: URL) => void) => {
      const u = new URL(signed);
      change(u);
      variants[name] = u.toString();
    };
    alter('other key', (u) => (u.pathname = u.pathname.replace(image.key, other.key)));
    alter('longer expiry', (u) => u.searchParams.set('X-Amz-Expires', '604800'));
    alter('later date', (u) => u.searchParams.set('X-Amz-Date', `${String(new Date().getUTCFullYear() + 1)}0101T000000Z`));
    alter('no signature', (u) => u.searchParams.delete('X-Amz-Signature'));
    alter('no query', (u) => (u.search = ''));
    alter('rendered as a page', (u) => {
      u.searchParams.set('response-content-type', 'text/html');
      u.searchParams.set('response-content-disposition', 'inline');
    });
    alter('no x-id', (u) => u.searchParams.delete('x-id'));
    const statuses: Record<string, number> = {};
    for (const [name, url] of Object.entries(variants)) statuses[name] = (await fetch(url)).status;

    // Assess
    expect((await fetch(signed)).status).toBe(200);
    expect(Number(signed.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(3600);
    const date = signed.searchParams.get('X-Amz-Date')!;
    const signedAt = Date.UTC(+date.slice(0, 4), +date.slice(4, 6) - 1, +date.slice(6, 8), +date.slice(9, 11), +date.slice(11, 13), +date.slice(13, 15));
    expect(Math.abs(Date.now() - signedAt)).toBeLessThan(5 * 60_000);
    expect(Object.entries(statuses).filter(([, s]) => s !== 403 && s !== 400)).toEqual([]);
  }, 60_000);

  it('a presigned POST cannot be bent to another key, another person’s prefix, another type, a bigger file or extra fields', async () => {
    // Prepare
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const presign = async (kind: string, fileName: string, contentType = 'image/png') =>
      ok<PresignOutput>(await api<PresignOutput>('POST', '/api/common/upload/presign', { token: a.token, json: { kind, fileName, contentType, size: PNG.length } }), 'presign');
    const post = async (p: PresignOutput, change: (fields: Record<string, string>) => void, body: Buffer = PNG, type = 'image/png') => {
      const fields = { ...p.fields };
      change(fields);
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(body)], { type }));
      return (await fetch(p.url, { method: 'POST', body: form })).status;
    };

    // Act
    const statuses: Record<string, number> = {};
    statuses['b’s prefix'] = await post(await presign('identity', 'x.png'), (f) => (f.key = `identity/${b.userId}/01HZZZZZZZZZZZZZZZZZZZZZZZ.png`));
    statuses['public kind'] = await post(await presign('identity', 'x.png'), (f) => (f.key = f.key!.replace('identity/', 'avatar/')));
    statuses['filename variable'] = await post(await presign('chat-image', 'x.png'), (f) => (f.key = `chat-image/${a.userId}/\${filename}`));
    statuses['html type'] = await post(await presign('chat-image', 'x.png'), (f) => (f['Content-Type'] = 'text/html'));
    statuses['extra acl'] = await post(await presign('chat-image', 'x.png'), (f) => (f.acl = 'public-read'));
    statuses['extra metadata'] = await post(await presign('chat-image', 'x.png'), (f) => (f['x-amz-meta-owner'] = b.userId));
    statuses['too big'] = await post(await presign('identity', 'x.png'), () => undefined, Buffer.alloc(3 * 1024 * 1024 + 1, 1));
    statuses['empty'] = await post(await presign('identity', 'x.png'), () => undefined, Buffer.alloc(0));
    const fine = await post(await presign('identity', 'x.png'), () => undefined);

    // Assess
    expect(fine).toBe(204);
    expect(Object.entries(statuses).filter(([, s]) => s < 400 || s >= 500)).toEqual([]);
  }, 60_000);
});

// =================================================================================================================
// The wallet
// =================================================================================================================

describe('the wallet under bursts and strangers', () => {
  it('a stranger cannot read, pay or fail another person’s payment, withdrawal, flow entry or withdrawal method', async () => {
    // Prepare
    const [owner, stranger] = await Promise.all([newPerson(), newPerson()]);
    await setPayPassword(owner);
    await fundWallet(owner, 10_000);
    touched.add(walletAccountId('PERSONAGE', owner.userId));
    const { payId } = await startRecharge(owner, 5_000);
    const methodId = await addBankCard(owner);
    const { id: withdrawalId } = ok<{ id: string }>(await call('wallet.withdraw', { amount: 100, methodId, payPassword: PAY_PASSWORD, requestId: newRequestId() }, owner.token), 'withdraw');
    const before = await wallet(owner);

    // Act
    const answers = {
      payment: await call('wallet.payment', { payId }, stranger.token),
      payOk: await call('wallet.sandboxPay', { payId, result: 'SUCCESS' }, stranger.token),
      payFail: await call('wallet.sandboxPay', { payId, result: 'FAIL' }, stranger.token),
      withdrawal: await call('wallet.withdrawal', { id: withdrawalId }, stranger.token),
      deleteMethod: await call('wallet.deleteMethod', { id: methodId }, stranger.token),
      withdrawTo: await call('wallet.withdraw', { amount: 100, methodId, payPassword: PAY_PASSWORD, requestId: newRequestId() }, stranger.token),
    };

    // Assess
    for (const [what, a] of Object.entries(answers)) expect({ what, code: a.body.code, data: a.body.data ?? null }, JSON.stringify(a.body)).toMatchObject({ what, data: null });
    for (const [what, a] of Object.entries(answers)) expect([403, 404, 105005, 400].includes(Number(a.body.code)) || a.body.code > 100000, what).toBe(true);
    expect(ok<Payment>(await call('wallet.payment', { payId }, owner.token), 'payment').status).toBe('PENDING');
    expect(ok<WithdrawMethod[]>(await call('wallet.methods', {}, owner.token), 'methods').map((m) => m.id)).toContain(methodId);
    expect(await wallet(owner)).toEqual(before);
    expect(ok<Withdrawal>(await call('wallet.withdrawal', { id: withdrawalId }, owner.token), 'w').amount).toBe(100);
  }, 60_000);

  it('the cashier’s 支付成功 clicked five times at once credits the recharge once', async () => {
    // Prepare
    const p = await newPerson();
    touched.add(walletAccountId('PERSONAGE', p.userId));
    const { payId } = await startRecharge(p, 7_777);

    // Act
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => call<Payment>('wallet.sandboxPay', { payId, result: 'SUCCESS' }, p.token)));
    const fail = await call<Payment>('wallet.sandboxPay', { payId, result: 'FAIL' }, p.token);

    // Assess
    noServerError(answers, 'sandbox pay');
    expect(count(answers, (a) => codeOf(a) === 200)).toBe(1);
    expect(codeOf(fail)).not.toBe(200);
    await expect.poll(async () => (await wallet(p)).available).toBe(7_777);
    expect((await flow(p)).filter((e) => e.amount > 0).map((e) => e.amount)).toEqual([7_777]);
  }, 60_000);

  it('withdrawals in a burst never take more than the wallet holds, and one requestId sent five times withdraws once', async () => {
    // Prepare
    const p = await newPerson();
    await setPayPassword(p);
    await fundWallet(p, 1_000);
    touched.add(walletAccountId('PERSONAGE', p.userId));
    const methodId = await addBankCard(p);
    const requestId = newRequestId();

    // Act
    const same = await Promise.all([0, 1, 2, 3, 4].map(() => call<{ id: string }>('wallet.withdraw', { amount: 300, methodId, payPassword: PAY_PASSWORD, requestId }, p.token)));
    const different = await Promise.all([0, 1, 2, 3, 4].map(() => call<{ id: string }>('wallet.withdraw', { amount: 300, methodId, payPassword: PAY_PASSWORD, requestId: newRequestId() }, p.token)));

    // Assess
    noServerError([...same, ...different], 'withdraw');
    const sameIds = new Set(same.filter((a) => codeOf(a) === 200).map((a) => a.body.data.id));
    expect(sameIds.size).toBe(1);
    const info = await wallet(p);
    expect(info.available).toBeGreaterThanOrEqual(0);
    expect(info.available + info.frozen).toBe(1_000);
    expect(info.frozen).toBe(300 * (1 + count(different, (a) => codeOf(a) === 200)));
    expect(count(different, (a) => codeOf(a) === 200)).toBe(2);
  }, 60_000);

  it('a requestId sent again with another amount or method does not start a second withdrawal or change the first', async () => {
    // Prepare
    const p = await newPerson();
    await setPayPassword(p);
    await fundWallet(p, 2_000);
    touched.add(walletAccountId('PERSONAGE', p.userId));
    const [card, other] = [await addBankCard(p), await addBankCard(p)];
    const requestId = newRequestId();
    const first = ok<{ id: string }>(await call('wallet.withdraw', { amount: 300, methodId: card, payPassword: PAY_PASSWORD, requestId }, p.token), 'withdraw');

    // Act
    const replays = await Promise.all([
      call<{ id: string }>('wallet.withdraw', { amount: 900, methodId: card, payPassword: PAY_PASSWORD, requestId }, p.token),
      call<{ id: string }>('wallet.withdraw', { amount: 300, methodId: other, payPassword: PAY_PASSWORD, requestId }, p.token),
    ]);

    // Assess
    noServerError(replays, 'replays');
    for (const r of replays) if (codeOf(r) === 200) expect(r.body.data.id).toBe(first.id);
    expect(await wallet(p)).toMatchObject({ available: 1_700, frozen: 300 });
    const w = ok<Withdrawal>(await call('wallet.withdrawal', { id: first.id }, p.token), 'withdrawal');
    expect(w.amount).toBe(300);
  }, 60_000);

  it('party A paying the negotiation fee three times at once with one requestId, then once more, is charged once', async () => {
    // Prepare
    const s = remember(await negotiationIn('CONFIRMED', { wallet: 100_000 }));
    await setPayPassword(s.partyA);
    const requestId = newRequestId();
    const fee = negotiationFeeOf(s.phases.reduce((sum, ph) => sum + ph.amount, 0));

    // Act
    const burst = await Promise.all([0, 1, 2].map(() => call('project.payFee', { id: s.negotiationId!, version: 1, payPassword: PAY_PASSWORD, requestId }, s.partyA.token)));
    const replay = await call('project.payFee', { id: s.negotiationId!, version: 1, payPassword: PAY_PASSWORD, requestId }, s.partyA.token);

    // Assess
    noServerError([...burst, replay], 'pay fee');
    expect(ok<NegotiationDetail>(await call('project.negotiation', { id: s.negotiationId! }, s.partyA.token), 'n').state).toBe('AGREED');
    expect((await wallet(s.partyA)).available).toBe(100_000 - fee);
    expect((await flow(s.partyA)).filter((e) => e.type === 'PAYMENT').map((e) => e.amount)).toEqual([-fee]);
  }, 60_000);

  it('a burst of wrong pay passwords locks paying after five, and the right one is then refused too', async () => {
    // Prepare
    const p = await newPerson();
    await setPayPassword(p);
    await fundWallet(p, 1_000);
    touched.add(walletAccountId('PERSONAGE', p.userId));
    const methodId = await addBankCard(p);

    // Act
    const wrong = await Promise.all(Array.from({ length: 12 }, () => call('wallet.withdraw', { amount: 100, methodId, payPassword: '000000', requestId: newRequestId() }, p.token)));
    const right = await call('wallet.withdraw', { amount: 100, methodId, payPassword: PAY_PASSWORD, requestId: newRequestId() }, p.token);

    // Assess
    noServerError([...wrong, right], 'wrong pay passwords');
    expect(count(wrong, (a) => codeOf(a) === ERRORS.PAY_PASSWORD_WRONG.code)).toBeLessThanOrEqual(5);
    expect(codeOf(right)).not.toBe(200);
    expect(await wallet(p)).toMatchObject({ available: 1_000, frozen: 0 });
  }, 60_000);

  it('deleting a withdrawal method while withdrawing to it: a withdrawal never names a method that is gone unnoticed, money exact', async () => {
    // Prepare
    const p = await newPerson();
    await setPayPassword(p);
    await fundWallet(p, 1_000);
    touched.add(walletAccountId('PERSONAGE', p.userId));
    const methodId = await addBankCard(p);

    // Act
    const [withdrawn, deleted] = await Promise.all([
      call<{ id: string }>('wallet.withdraw', { amount: 500, methodId, payPassword: PAY_PASSWORD, requestId: newRequestId() }, p.token),
      call('wallet.deleteMethod', { id: methodId }, p.token),
    ]);

    // Assess
    noServerError([withdrawn, deleted], 'withdraw/delete');
    const info = await wallet(p);
    expect(info.available + info.frozen).toBe(1_000);
    if (codeOf(withdrawn) === 200) {
      const w = ok<Withdrawal>(await call('wallet.withdrawal', { id: withdrawn.body.data.id }, p.token), 'withdrawal');
      expect(w.amount).toBe(500);
      expect(info.frozen).toBe(500);
    } else {
      expect(info.frozen).toBe(0);
    }
  }, 60_000);

  it('hostile bodies to the wallet (prototype keys, wrong types, huge numbers) never get a 5xx and move no money', async () => {
    // Prepare
    const p = await newPerson();
    await setPayPassword(p);
    await fundWallet(p, 1_000);
    touched.add(walletAccountId('PERSONAGE', p.userId));
    const methodId = await addBankCard(p);
    const path = routeById('wallet.withdraw').path;
    const bodies = [
      `{"__proto__":{"amount":100},"methodId":"${methodId}","payPassword":"${PAY_PASSWORD}","requestId":"${newRequestId()}"}`,
      `{"constructor":{"prototype":{"amount":100}},"methodId":"${methodId}","payPassword":"${PAY_PASSWORD}","requestId":"${newRequestId()}","__proto__":null}`,
      `{"amount":"100","methodId":"${methodId}","payPassword":${PAY_PASSWORD},"requestId":"${newRequestId()}"}`,
      `{"amount":1e400,"methodId":"${methodId}","payPassword":"${PAY_PASSWORD}","requestId":"${newRequestId()}"}`,
      `{"amount":-100,"methodId":"${methodId}","payPassword":"${PAY_PASSWORD}","requestId":"${newRequestId()}"}`,
      `{"amount":100.5,"methodId":"${methodId}","payPassword":"${PAY_PASSWORD}","requestId":"${newRequestId()}"}`,
      `{"amount":[100],"methodId":["${methodId}"],"payPassword":"${PAY_PASSWORD}","requestId":"${newRequestId()}"}`,
      `{"amount":100,"methodId":"${methodId}","payPassword":"${PAY_PASSWORD}","requestId":{"toString":"x"}}`,
    ];

    // Act
    const answers = [];
    for (const raw of bodies) answers.push(await api('POST', path, { token: p.token, raw, contentType: 'application/json' }));
    const payment = await api('POST', '/api/pay/sandbox/pay/__proto__', { token: p.token, json: { result: 'SUCCESS' } });

    // Assess
    noServerError([...answers, payment], 'hostile bodies');
    expect(answers.map((a) => a.body.code)).toEqual(bodies.map(() => 400));
    expect(await wallet(p)).toMatchObject({ available: 1_000, frozen: 0 });
  }, 60_000);
});

// =================================================================================================================
// The process engine under bursts and replays
// =================================================================================================================

describe('cooperation transitions in bursts and replays', () => {
  it('party A paying one phase’s escrow five times at once, some with one requestId, pays it once', async () => {
    // Prepare
    const s = remember(await phaseIn('UNFUNDED', { wallet: 1_000_000 }));
    await setPayPassword(s.partyA);
    const detail = await coop(s.partyA, s.projectId);
    const before = (await wallet(s.partyA)).available;
    const requestId = newRequestId();

    // Act
    const answers = await Promise.all([
      ...[0, 1, 2].map(() => call('project.coop.payEscrow', { projectId: s.projectId, amount: detail.escrowDue, payPassword: PAY_PASSWORD, requestId }, s.partyA.token)),
      ...[0, 1].map(() => call('project.coop.payEscrow', { projectId: s.projectId, amount: detail.escrowDue, payPassword: PAY_PASSWORD, requestId: newRequestId() }, s.partyA.token)),
    ]);
    const replay = await call('project.coop.payEscrow', { projectId: s.projectId, amount: detail.escrowDue, payPassword: PAY_PASSWORD, requestId }, s.partyA.token);

    // Assess
    noServerError([...answers, replay], 'escrow');
    expect((await wallet(s.partyA)).available).toBe(before - detail.escrowDue);
    expect((await flow(s.partyA)).filter((e) => e.bizId === s.projectId && e.amount < 0).length).toBeLessThanOrEqual(1);
    const escrow = (await readLedgerOf([escrowAccountId(s.projectId)])).accounts[0]!.account;
    expect(escrow.available + escrow.frozen).toBe(detail.escrowDue);
  }, 90_000);

  it('party A accepting and refusing the same delivery at once, with party B resending it: one outcome, paid at most once', async () => {
    for (let round = 0; round < 2; round += 1) {
      // Prepare
      const s = remember(await phaseIn('ACCEPTING', { phases: [{ name: '一', amount: 100_000, days: 10, deliverables: 'x' }, { name: '二', amount: 50_000, days: 5, deliverables: 'y' }] }));
      const p = { projectId: s.projectId, phase: 1 };

      // Act
      const answers = await Promise.all([
        call('project.coop.acceptancePass', p, s.partyA.token),
        call('project.coop.acceptanceNoPass', { ...p, reason: '不符合' }, s.partyA.token),
        call('project.coop.acceptancePass', p, s.partyA.token),
        call('project.coop.syncModify', p, s.partyB.token),
        call('project.coop.goAcceptance', p, s.partyB.token),
      ]);

      // Assess
      noServerError(answers, 'accept/refuse');
      const phase = (await coop(s.partyA, s.projectId)).phases[0]!;
      const paid = (await wallet(s.partyB)).available;
      const net = 100_000 - phaseServiceFeeOf(100_000);
      const rs = await records(s.partyA, s.projectId);
      const accepted = count(rs, (r) => r.kind === 'acceptancePass' && r.phase === 1);
      if (phase.state === 'ACCEPTED') expect({ paid, accepted }).toEqual({ paid: net, accepted: 1 });
      else expect({ paid, accepted }).toEqual({ paid: 0, accepted: 0 });
    }
  }, 120_000);

  it('party A accepting and rejecting one application at once, with action names like Object’s own, ends in one state, never a 5xx', async () => {
    for (let round = 0; round < 2; round += 1) {
      // Prepare
      const s = remember(await applicationIn('PENDING'));
      const act = (action: string, who: TestPerson) => call<RequestCard>('project.answerRequest', { id: s.requestId!, action }, who.token);

      // Act
      const hostile = await Promise.all(['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'ACCEPT', 'Accept'].map((a) => act(a, s.partyA)));
      const answers = await Promise.all([act('accept', s.partyA), act('reject', s.partyA), act('accept', s.partyA), act('reject', s.partyA), act('accept', s.partyB)]);

      // Assess
      noServerError([...hostile, ...answers], 'answer');
      expect(hostile.filter((a) => codeOf(a) === 200)).toEqual([]);
      expect(count(answers, (a) => codeOf(a) === 200)).toBe(1);
      const card = ok<RequestCard>(await call('project.request', { id: s.requestId! }, s.partyB.token), 'request');
      const winner = answers.find((a) => codeOf(a) === 200)!.body.data;
      expect(card.state).toBe(winner.state);
      if (card.state === 'ACCEPTED') expect(card.negotiationId).toBeTruthy();
      else expect(card.negotiationId).toBeUndefined();
    }
  }, 120_000);

  it('the ledger reconciles on every account these probes moved', async () => {
    const report = reconcileScoped(await readLedgerOf([...touched]));
    expect(report.findings, JSON.stringify(report.findings.slice(0, 5))).toEqual([]);
  }, 120_000);
});

// =================================================================================================================
// Sockets: a dropped connection, and pushes a stranger must not hear
// =================================================================================================================

describe('socket pushes of the new units', () => {
  it('a stranger’s global socket hears nothing of another’s cooperation, and a socket dropped mid-conversation leaves the pushes flowing to the rest', async () => {
    // Prepare
    const s = remember(await phaseIn('COMPILING'));
    const stranger = await newPerson();
    const a = await open(s.partyA.token, 'channel=radio');
    const spy = await open(stranger.token, 'channel=radio');
    const dropped = await openSocket(inject('cloud').wsUrl, `channel=radio&token=${encodeURIComponent(s.partyA.token)}`);
    recordFrames(dropped);
    dropped.terminate();

    // Act
    ok(await call('project.coop.goCheck', { projectId: s.projectId, phase: 1 }, s.partyB.token), 'goCheck');

    // Assess
    await expect.poll(() => a.frames.some((f) => JSON.stringify(f).includes(s.projectId))).toBe(true);
    spy.socket.send(JSON.stringify({ messageType: 'HEARTBEAT' }));
    await spy.waitFor('HEARTBEAT', 10_000);
    expect(spy.frames.filter((f) => JSON.stringify(f).includes(s.projectId))).toEqual([]);
  }, 60_000);
  it('a chat socket dropped right after a send, the send repeated on two new sockets at once: the message is stored once', async () => {
    // Prepare
    const [a, b] = await Promise.all([newPerson(), newPerson()]);
    const query = `channel=chat&messageType=MSG&joinUserId=${b.userId}&token=${encodeURIComponent(a.token)}`;
    const messageId = crypto.randomUUID();
    const frame = JSON.stringify({ messageType: 'MSG', messageContentType: 'TEXT', joinUserId: b.userId, content: '断线重发', messageId });
    const first = await openSocket(inject('cloud').wsUrl, query);

    // Act: sent, and the socket dropped before any answer; then sent again on two sockets at once.
    first.send(frame);
    first.terminate();
    const again = await Promise.all([0, 1].map(() => open(a.token, `channel=chat&messageType=MSG&joinUserId=${b.userId}`)));
    for (const chat of again) chat.socket.send(frame);
    const answers = await Promise.all(
      again.map((chat) =>
        vi.waitFor(() => {
          const f = chat.frames.find((x) => x.messageId === messageId && (x.messageType === 'ERROR' || x.messageType === 'SEND_SUCCESSFULLY'));
          if (!f) throw new Error('waiting');
          return f;
        }, { timeout: 15_000 }),
      ),
    );

    // Assess
    expect(answers.map((f) => f.messageType)).toEqual(['SEND_SUCCESSFULLY', 'SEND_SUCCESSFULLY']);
    expect(answers[0]!.seq).toBe(answers[1]!.seq);
    const history = await api<{ records: { content: string }[] }>('GET', `/api/mall/message/record?messageType=MSG&joinUserId=${b.userId}`, { token: a.token });
    expect(history.body.data.records.filter((r) => r.content === '断线重发')).toHaveLength(1);
  }, 60_000);
});

