/**
 * An outside probe of the search module (issue 17, docs/search.md), as a hostile or careless client would use it:
 * the table (what a careless or hostile project item does to the indexer), the module's query API (what hostile
 * request values do), the stream and the indexer under concurrency and faults, the reindex, and the local endpoint's
 * port. Every test asserts the behaviour the documentation promises or a route needs (a page or a 400, never a
 * crash or a 503 for a client's input; the index equal to the table; a private project found by its side alone);
 * a test that fails names a defect, it is not to be weakened.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { connect, createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { DynamoDBRecord } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { inject } from 'vitest';
import { AppError } from '../../../functions/lib/errors.js';
import { currentItems, forgetEnsuredIndices, indicesOf, readAlias, searchClient, searchDocuments, writeAlias, type SearchRequest, type Viewer } from '../../../functions/lib/search/index.js';
import { deleteItem, putItem } from '../../../functions/lib/store/client.js';
import { handler, indexRecords } from '../../../functions/search/indexer.js';
import { ReindexRunning, reindexKind } from '../../../functions/search/reindex.js';
import type { ProjectSearchItem } from '../../../functions/project/public.js';
import { indexName } from '../../../shared/search.js';
import { findProjects, idsFound, projectItem, projectSpec, removeProject, saveProject, uniqueWord, reindexTurn } from '../../support/projects-search.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Item = Record<string, unknown> & { pk: string; sk: string };

/** Stream sequence numbers for crafted records: numeric, as DynamoDB's are (the handler orders them as BigInts). */
let sequence = 10n ** 20n;
const nextSequence = (): string => String((sequence += 1n));

/** A stream record as Lambda hands one over (the indexer reads the item from the table; the images give `rev`). */
const streamRecord = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', item: Item, old?: Item, seq = nextSequence()): DynamoDBRecord => {
  const image = (value: Item) => {
    try {
      return marshall(value, { removeUndefinedValues: true }) as never;
    } catch {
      return undefined;
    }
  };
  return {
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: {
      Keys: marshall({ pk: item.pk, sk: item.sk }) as never,
      ...(eventName !== 'REMOVE' ? { NewImage: image(item) } : {}),
      ...(old ? { OldImage: image(old) } : {}),
      SequenceNumber: seq,
    },
  };
};

/** The ids a request finds, for polling. */
const sortedIds = async (request: Parameters<typeof idsFound>[0]) => (await idsFound(request)).sort();

/** Waits (outside a test: in a hook) until `read` answers `expected`; throws with the last answer otherwise. */
const waitFor = async <T>(read: () => Promise<T>, expected: T, timeout = 20_000): Promise<void> => {
  const start = Date.now();
  let last: T | undefined;
  while (Date.now() - start < timeout) {
    last = await read();
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    await sleep(150);
  }
  throw new Error(`waited ${timeout} ms for ${JSON.stringify(expected)}, last ${JSON.stringify(last)}`);
};

/** Milliseconds until a request finds `id`, or Infinity after `timeoutMs`. */
const timeToFind = async (request: Parameters<typeof idsFound>[0], id: string, timeoutMs: number, since = Date.now()): Promise<number> => {
  while (Date.now() - since < timeoutMs) {
    if ((await idsFound(request).catch(() => [] as string[])).includes(id)) return Date.now() - since;
    await sleep(100);
  }
  return Infinity;
};

/** How many records the local stream poller has sent to the dead letters so far (it says so on stderr). */
const deadLettered = (): number => {
  const file = inject('cloudLog');
  if (!file) return 0;
  return [...readFileSync(file, 'utf8').matchAll(/\[stream\] (\d+) record\(s\) to the dead letters/g)].reduce((sum, m) => sum + Number(m[1]), 0);
};

/** How a hostile request ends, in words: `ok`, `400`, or what a route would turn into a 500 or a 503. */
const outcomeOf = async (run: () => Promise<unknown>): Promise<string> => {
  try {
    await run();
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.status === 400 ? '400' : `AppError ${error.status} (${error.message})`;
    return `${(error as Error).name}: ${(error as Error).message.slice(0, 160)}`;
  }
};

/** What an item of the table becomes in the index: the declared fields only, each of its declared type. */
const DECLARED = new Set(Object.keys(projectSpec.properties));
const docProblems = (doc: Record<string, unknown>): string[] => {
  const problems: string[] = [];
  for (const key of Object.keys(doc)) if (!DECLARED.has(key)) problems.push(`undeclared field ${key} in the document`);
  for (const key of ['projectId', 'name', 'summary', 'publisherType', 'publisherId', 'state']) {
    if (typeof doc[key] !== 'string') problems.push(`${key} is ${JSON.stringify(doc[key])?.slice(0, 60)} (${typeof doc[key]}), not a string`);
  }
  for (const key of ['categoryId', 'categoryName', 'provinceCode', 'cityCode', 'publisherName']) {
    if (doc[key] !== undefined && doc[key] !== null && typeof doc[key] !== 'string') problems.push(`${key} is ${typeof doc[key]}, not a string`);
  }
  for (const key of ['budget', 'releaseTime', 'applyDeadline', 'browseNum']) {
    const value = doc[key];
    if (value !== undefined && value !== null && !(typeof value === 'number' && Number.isFinite(value))) problems.push(`${key} is ${JSON.stringify(value)} (${typeof value}), not a number`);
  }
  if (!Array.isArray(doc.applicantTypes) || !(doc.applicantTypes as unknown[]).every((t) => typeof t === 'string')) {
    problems.push(`applicantTypes is ${JSON.stringify(doc.applicantTypes)}, not an array of strings`);
  }
  return problems;
};

/** A search route answers at most 6 MB (Lambda's response limit): 50 hits of a page, so at most ~120 KB a hit. */
const MAX_HIT_BYTES = 120_000;

/** Items this file wrote that a later reindex must not meet: removed after each group. */
const written: Item[] = [];
const cleanUp = async () => {
  for (const item of written.splice(0)) await deleteItem({ pk: item.pk, sk: item.sk }).catch(() => undefined);
};

/** Waits until the stream has caught up: an ordinary project written now is found; how long that took. */
const settle = async (timeout = 90_000): Promise<number> => {
  const control = projectItem({ name: `对照项目 ${uniqueWord()}`, publisherId: `ORG-settle-${uniqueWord()}` });
  written.push(control as unknown as Item);
  await saveProject(control);
  return timeToFind({ filters: { publisher: control.publisherId } }, control.projectId, timeout);
};

// ---------------------------------------------------------------------------------------------------------------
// 1. Visibility
// ---------------------------------------------------------------------------------------------------------------

describe('probe: nobody but its side finds a private, draft or closed project, whatever the request', () => {
  const word = uniqueWord();
  const org = `ORG-${word}`;
  const person = `U-${word}`;
  const items = {
    open: projectItem({ name: `公开项目 ${word}`, publisherType: 'COMPANY', publisherId: org, budget: 100 }),
    privateOrg: projectItem({ name: `私有项目 ${word}`, publisherType: 'COMPANY', publisherId: org, visibility: 'PRIVATE', budget: 200 }),
    privatePerson: projectItem({ name: `个人私有项目 ${word}`, publisherType: 'PERSONAGE', publisherId: person, visibility: 'PRIVATE', budget: 300 }),
    privateNegotiating: projectItem({ name: `洽谈私有 ${word}`, publisherType: 'TEAM', publisherId: org, visibility: 'PRIVATE', state: 'NEGOTIATING', budget: 400 }),
    draft: projectItem({ name: `草稿项目 ${word}`, publisherType: 'COMPANY', publisherId: org, state: 'DRAFT', budget: 500 }),
    closed: projectItem({ name: `已关闭项目 ${word}`, publisherType: 'COMPANY', publisherId: org, state: 'CLOSED', budget: 600 }),
    withdrawnPerson: projectItem({ name: `撤回项目 ${word}`, publisherType: 'PERSONAGE', publisherId: person, state: 'WITHDRAWN', budget: 700 }),
  };
  const hidden = [items.privateOrg, items.privatePerson, items.privateNegotiating, items.draft, items.closed, items.withdrawnPerson].map((i) => i.projectId);

  beforeAll(async () => {
    for (const item of Object.values(items)) await saveProject(item);
    await waitFor(() => sortedIds({ keywords: word }), [items.open.projectId]);
    await waitFor(() => sortedIds({ keywords: word, viewer: { userId: 'staff', orgId: org } }), [items.open.projectId, items.privateOrg.projectId, items.privateNegotiating.projectId].sort());
    await waitFor(() => sortedIds({ keywords: word, viewer: { userId: person } }), [items.open.projectId, items.privatePerson.projectId].sort());
  }, 60_000);

  const strangers: [string, Viewer | undefined][] = [
    ['a visitor', undefined],
    ["{ userId: '*' }", { userId: '*' }],
    ["{ userId: 'x', orgId: '*' }", { userId: 'x', orgId: '*' }],
    ['the org id as a user id (user:ORG-… vs org:ORG-…)', { userId: org }],
    ['the person id as an org id (org:U-… vs user:U-…)', { userId: 'x', orgId: person }],
    ["a user id with the 'org:' prefix", { userId: `org:${org}` }],
    ["an org id with the 'user:' prefix", { userId: 'x', orgId: `user:${person}` }],
    ["a user id with the 'user:' prefix", { userId: `user:${person}` }],
    ['a comma list as the user id', { userId: `x,org:${org}` }],
    ['a comma list as the org id', { userId: 'x', orgId: `${org},${person}` }],
    ['the org id with spaces', { userId: 'x', orgId: ` ${org} ` }],
    ['the org id in lower case', { userId: 'x', orgId: org.toLowerCase() }],
    ['empty ids', { userId: '', orgId: '' }],
    ['ids as arrays', { userId: [person, '*'] as unknown as string, orgId: ['*', org] as unknown as string }],
    ['ids as objects', { userId: { id: person } as unknown as string, orgId: { id: org } as unknown as string }],
    ['a string as the viewer', 'x' as unknown as Viewer],
  ];

  const requests = (): [string, Omit<SearchRequest, 'current' | 'size' | 'viewer'> & Partial<SearchRequest>][] => [
    ['keywords', { keywords: word }],
    ['keywords of a private name', { keywords: `私有项目 ${word}` }],
    ['the publisher filter', { filters: { publisher: org } }],
    ['the person as publisher', { filters: { publisher: person } }],
    ['both publishers, every state', { filters: { publisher: [org, person], state: ['DRAFT', 'CLOSED', 'WITHDRAWN', 'RELEASED', 'NEGOTIATING', 'PRIVATE'] } }],
    ["state: 'DRAFT'", { keywords: word, filters: { state: 'DRAFT' } }],
    ["state: 'NEGOTIATING'", { keywords: word, filters: { state: 'NEGOTIATING' } }],
    ['publisherType PERSONAGE', { keywords: word, filters: { publisherType: 'PERSONAGE' } }],
    ['a budget range around the private ones', { keywords: word, ranges: { budget: { min: 150, max: 750 } } }],
    ['budgetHigh', { keywords: word, sort: 'budgetHigh' }],
    ['budgetLow, no keywords', { filters: { publisher: [org, person] }, sort: 'budgetLow' }],
    ['newest', { filters: { publisher: [org, person] }, sort: 'newest' }],
    ['deadline', { filters: { publisher: [org, person] }, sort: 'deadline' }],
    ['popular', { filters: { publisher: [org, person] }, sort: 'popular' }],
    ['relevance', { keywords: word, sort: 'relevance' }],
    ['page 2 of size 1', { keywords: word, size: 1, current: 2 }],
    ['page 7 of size 1', { filters: { publisher: [org, person] }, size: 1, current: 7 }],
  ];

  it('answers a stranger, however the viewer is crafted, only the public project, and counts only it', async () => {
    const leaks: string[] = [];
    for (const [who, viewer] of strangers) {
      for (const [what, request] of requests()) {
        const page = await findProjects({ ...request, viewer }).catch((e: unknown) => e as Error);
        if (page instanceof Error) {
          leaks.push(`${who} / ${what}: threw ${page.message}`);
          continue;
        }
        const found = page.records.map((r) => r.id).filter((id) => hidden.includes(id));
        if (found.length > 0) leaks.push(`${who} / ${what}: found ${found.join(', ')}`);
        if (page.total > 1) leaks.push(`${who} / ${what}: total ${page.total} counts what it may not see`);
      }
    }
    expect(leaks).toEqual([]);
  }, 120_000);

  it('answers a private project to its own side only: the person, or the organisation’s staff', async () => {
    expect(await sortedIds({ keywords: word, viewer: { userId: person, orgId: 'ORG-other' } })).toEqual([items.open.projectId, items.privatePerson.projectId].sort());
    expect(await sortedIds({ keywords: word, viewer: { userId: org, orgId: person } })).toEqual([items.open.projectId]);
    // A draft, closed or withdrawn project is found by nobody, its own side included.
    expect(await sortedIds({ filters: { publisher: [org, person] }, viewer: { userId: person, orgId: org } })).toEqual(
      [items.open.projectId, items.privateOrg.projectId, items.privatePerson.projectId, items.privateNegotiating.projectId].sort(),
    );
  });

  // A project turned private (or withdrawn) by a write the index cannot take must not stay visible as it was.
  const malformedTurns: [string, (item: ProjectSearchItem) => Item][] = [
    ['turned private with a budget the mapping refuses', (item) => ({ ...item, rev: 2, visibility: 'PRIVATE', budget: 'abc' })],
    ['turned private with a summary toDocument cannot take', (item) => ({ ...item, rev: 2, visibility: 'PRIVATE', summary: 42 })],
    ['turned private with a rev that is no version', (item) => ({ ...item, rev: 'two', visibility: 'PRIVATE' })],
    ['withdrawn with a rev that is no version', (item) => ({ ...item, rev: 'two', state: 'WITHDRAWN' })],
  ];
  for (const [what, turn] of malformedTurns) {
    it(`a public project ${what} is no longer found by strangers`, async () => {
      const publisher = `ORG-turn-${uniqueWord()}`;
      const item = projectItem({ name: `转为私有 ${uniqueWord()}`, publisherId: publisher });
      await saveProject(item);
      written.push(item as unknown as Item);
      expect(await timeToFind({ filters: { publisher } }, item.projectId, 10_000)).toBeLessThan(Infinity);
      await putItem(turn(item));
      const started = Date.now();
      let visible = true;
      while (visible && Date.now() - started < 10_000) {
        visible = (await idsFound({ filters: { publisher } })).includes(item.projectId);
        if (visible) await sleep(200);
      }
      expect({ stillFoundByStrangersAfter10s: visible }).toEqual({ stillFoundByStrangersAfter10s: false });
    }, 40_000);
  }

  it('gives a private project written without its publisher (a careless writer) to nobody, not to a viewer whose id is "undefined"', async () => {
    const careless = projectItem({ name: `无主私有 ${word}`, visibility: 'PRIVATE', publisherId: undefined as unknown as string });
    delete (careless as Partial<ProjectSearchItem>).publisherId;
    await saveProject(careless);
    written.push(careless as unknown as Item);
    const check = projectItem({ name: `对照 ${word}x`, publisherId: `ORG-check-${word}` });
    await saveProject(check);
    written.push(check as unknown as Item);
    await expect.poll(() => idsFound({ filters: { publisher: `ORG-check-${word}` } }), { timeout: 15_000 }).toEqual([check.projectId]);
    await sleep(1_500);
    expect(await idsFound({ keywords: `无主私有 ${word}`, viewer: { userId: 'x', orgId: 'undefined' } })).toEqual([]);
    expect(await idsFound({ keywords: `无主私有 ${word}`, viewer: { userId: 'undefined' } })).toEqual([]);
  }, 40_000);

  afterAll(cleanUp);
});

// ---------------------------------------------------------------------------------------------------------------
// 3. Hostile query values
// ---------------------------------------------------------------------------------------------------------------

describe('probe: a hostile request value is a page or a 400, never a crash or a 503', () => {
  const word = uniqueWord();
  const secretWord = uniqueWord();
  let hiddenId = '';

  beforeAll(async () => {
    const open = await saveProject(projectItem({ name: `查询探测 ${word}`, summary: `摘要 ${word}`, budget: 1_000 }));
    const hidden = await saveProject(projectItem({ name: `私有查询探测 ${word} ${secretWord}`, visibility: 'PRIVATE', publisherId: `ORG-${secretWord}` }));
    hiddenId = hidden.projectId;
    written.push(open as unknown as Item, hidden as unknown as Item);
    await waitFor(() => idsFound({ keywords: word }), [open.projectId]);
  }, 30_000);
  afterAll(cleanUp);

  /** Runs each request; the ones that neither answer a page nor a 400, and any that shows the private project. */
  const probe = async (cases: [string, Partial<SearchRequest>][], accept: (outcome: string) => boolean = (o) => o === 'ok' || o === '400') => {
    const wrong: string[] = [];
    for (const [label, request] of cases) {
      let leaked = false;
      const started = Date.now();
      const outcome = await outcomeOf(async () => {
        const page = await findProjects(request as Parameters<typeof findProjects>[0]);
        leaked = page.records.some((r) => r.id === hiddenId);
        if (!Array.isArray(page.records) || !Number.isFinite(page.total) || !Number.isFinite(page.pages) || !Number.isInteger(page.current) || !Number.isInteger(page.size)) {
          throw new Error(`a page with total ${page.total}, pages ${page.pages}, current ${page.current}, size ${page.size}`);
        }
      });
      const took = Date.now() - started;
      if (!accept(outcome)) wrong.push(`${label} → ${outcome}`);
      if (leaked) wrong.push(`${label} → found the private project`);
      if (took > 5_000) wrong.push(`${label} → took ${took} ms`);
    }
    return wrong;
  };

  it('keywords: query syntax, control characters, 10,000 characters, punctuation, whitespace, non-strings', async () => {
    expect(
      await probe([
        ['name:*', { keywords: 'name:*' }],
        ['*', { keywords: '*' }],
        ['" OR 1=1', { keywords: '" OR 1=1' }],
        ['readers:* (a field of the index)', { keywords: `readers:* ${secretWord}` }],
        ['the private project’s word', { keywords: secretWord }],
        ['\\u0000', { keywords: '\u0000' }],
        ['control characters', { keywords: '\u0001\u0007\u001b[31m\u007f' }],
        ['a lone surrogate', { keywords: 'a\ud800b' }],
        ['an emoji cut at 50', { keywords: `${'x'.repeat(49)}😀` }],
        ['10,000 characters', { keywords: '开发'.repeat(5_000) }],
        ['only punctuation', { keywords: '!@#$%^&*()_+-=[]{}|;\':",./<>?～！￥…（）' }],
        ['only whitespace', { keywords: ' \t\n\r ' }],
        ['full-width spaces', { keywords: '\u3000\u3000' }],
        ['a Lucene query', { keywords: '(name:开发 AND state:DRAFT) OR readers:*' }],
        ['a JSON body', { keywords: '{"query":{"match_all":{}}}' }],
        ['a number', { keywords: 123 as unknown as string }],
        ['an object', { keywords: { match_all: {} } as unknown as string }],
        ['an array', { keywords: ['开发', '小程序'] as unknown as string }],
        ['null', { keywords: null as unknown as string }],
      ]),
    ).toEqual([]);
  }, 120_000);

  it('filters: 10,000 values, empty strings, non-strings', async () => {
    const wrong = await probe(
      [
        ['10,000 values', { filters: { category: Array.from({ length: 10_000 }, (_, i) => `c${i}`) } }],
        ['an empty string', { filters: { category: '' } }],
        ['an array of empty strings', { filters: { category: ['', ''] } }],
        ['a number', { filters: { category: 5 as unknown as string } }],
        ['null', { filters: { category: null as unknown as string } }],
        ['an object', { filters: { category: { gte: 'a' } as unknown as string } }],
        ['an array of objects', { filters: { category: [{}] as unknown as string[] } }],
        ['an array of numbers', { filters: { category: [1, 2] as unknown as string[] } }],
        ['a filter named readers', { filters: { readers: '*' } }],
        ['filters as a string', { filters: 'state' as unknown as Record<string, string> }],
      ],
      // An undeclared name is the route's to refuse (the module test holds the module's own refusal, a plain Error).
      (o) => o === 'ok' || o === '400' || /declares no filter/.test(o),
    );
    expect(wrong).toEqual([]);
  }, 120_000);

  it('filters named as Object.prototype’s members are refused as undeclared, not taken for declared ones', async () => {
    const wrong = await probe(
      [
        ['a filter named __proto__', { filters: JSON.parse('{"__proto__":"x"}') as Record<string, string> }],
        ['a filter named constructor', { filters: { constructor: 'x' } as unknown as Record<string, string> }],
        ['a filter named toString', { filters: { toString: 'x' } as unknown as Record<string, string> }],
        ['a filter named hasOwnProperty', { filters: { hasOwnProperty: ['x'] } as unknown as Record<string, string[]> }],
      ],
      (o) => o === '400' || /declares no filter/.test(o),
    );
    expect(wrong).toEqual([]);
  }, 60_000);

  it('ranges: NaN, Infinity, strings, date math, min > max, objects', async () => {
    expect(
      await probe([
        ['NaN', { ranges: { budget: { min: Number.NaN } } }],
        ['Infinity', { ranges: { budget: { min: 0, max: Number.POSITIVE_INFINITY } } }],
        ['-Infinity', { ranges: { budget: { min: Number.NEGATIVE_INFINITY } } }],
        ['a string', { ranges: { budget: { min: 'abc' as unknown as number } } }],
        ['a numeric string', { ranges: { budget: { min: '10' as unknown as number } } }],
        ['date math on a date', { ranges: { released: { min: 'now-1d' as unknown as number } } }],
        ['min > max', { ranges: { budget: { min: 10, max: 1 } } }],
        ['beyond a long', { ranges: { budget: { min: 1e30 } } }],
        ['an object', { ranges: { budget: { min: { $gt: 0 } as unknown as number } } }],
        ['bounds as a number', { ranges: { budget: 5 as unknown as { min: number } } }],
        ['null bounds', { ranges: { budget: { min: null as unknown as number } } }],
      ]),
    ).toEqual([]);
  }, 60_000);

  it('paging: negative, zero, fractional, NaN, huge, strings', async () => {
    expect(
      await probe([
        ['current -1', { current: -1, size: 10 }],
        ['current 0', { current: 0, size: 10 }],
        ['size 0', { current: 1, size: 0 }],
        ['size -5', { current: 1, size: -5 }],
        ['size 1e9', { current: 1, size: 1e9 }],
        ['current 1e9', { current: 1e9, size: 10 }],
        ['current Infinity', { current: Number.POSITIVE_INFINITY, size: 10 }],
        ['current 1.5', { current: 1.5, size: 10 }],
        ['size 2.5', { current: 1, size: 2.5 }],
        ['current NaN', { current: Number.NaN, size: 10 }],
        ['size NaN', { current: 1, size: Number.NaN }],
        ["current '2'", { current: '2' as unknown as number, size: 10 }],
        ["size '10'", { current: 1, size: '10' as unknown as number }],
        ['current undefined', { current: undefined as unknown as number, size: 10 }],
      ]),
    ).toEqual([]);
  }, 60_000);

  it('sorts: names of Object.prototype are refused as undeclared, not crashes', async () => {
    const wrong = await probe(
      ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'relevance ', 'RELEVANCE'].map((sort) => [`sort ${sort}`, { sort }] as [string, Partial<SearchRequest>]),
      (o) => o === 'ok' || o === '400' || /declares no sort/.test(o),
    );
    expect(wrong).toEqual([]);
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------------------------
// 2. Hostile items written to the table
// ---------------------------------------------------------------------------------------------------------------

interface Variant {
  name: string;
  /** The hostile item, from an ordinary one. */
  make(base: ProjectSearchItem): Item;
}

const without = (item: ProjectSearchItem, field: string): Item => {
  const copy = { ...item } as Item;
  delete copy[field];
  return copy;
};

const VARIANTS: Variant[] = [
  { name: 'HTML and script in name and summary', make: (b) => ({ ...b, name: `<script>alert(1)</script><img src=x onerror=alert(2)> ${b.name}`, summary: `<b onmouseover=alert(3)>摘要</b> ${b.name}` }) },
  { name: 'emoji, control characters and a lone surrogate', make: (b) => ({ ...b, name: `😀👨‍👩‍👧\u0000\u0007\u001b[31m\ud800 ${b.name}`, summary: '\u202e\u200b\ufeff反转' }) },
  { name: 'a summary of 380 KB', make: (b) => ({ ...b, summary: '需求'.repeat(65_000) }) },
  { name: 'a name of 300 KB', make: (b) => ({ ...b, name: `${b.name} ${'名'.repeat(100_000)}` }) },
  { name: 'a publisherName of 300 KB', make: (b) => ({ ...b, publisherName: '公司'.repeat(50_000) }) },
  { name: 'a categoryId of 40 KB (a keyword beyond Lucene’s 32,766-byte term)', make: (b) => ({ ...b, categoryId: 'c'.repeat(40_000) }) },
  { name: 'name as a number', make: (b) => ({ ...b, name: 12_345_678 }) },
  { name: 'name as an object', make: (b) => ({ ...b, name: { zh: b.name } }) },
  { name: 'name missing', make: (b) => without(b, 'name') },
  { name: 'summary as a number', make: (b) => ({ ...b, summary: 42 }) },
  { name: 'summary as a list', make: (b) => ({ ...b, summary: ['a', 'b'] }) },
  { name: "budget as a string 'abc'", make: (b) => ({ ...b, budget: 'abc' }) },
  { name: "budget as a numeric string '100'", make: (b) => ({ ...b, budget: '100' }) },
  { name: 'budget 10^17 fen (beyond 2^53)', make: (b) => ({ ...b, budget: 10n ** 17n }) },
  { name: 'budget 10^30 fen (beyond a long)', make: (b) => ({ ...b, budget: 10n ** 30n }) },
  { name: 'budget 1.5', make: (b) => ({ ...b, budget: 1.5 }) },
  { name: "releaseTime as a string 'yesterday'", make: (b) => ({ ...b, releaseTime: 'yesterday' }) },
  { name: 'rev missing', make: (b) => without(b, 'rev') },
  { name: "rev as a string '7'", make: (b) => ({ ...b, rev: '7' }) },
  { name: "rev as a string 'abc'", make: (b) => ({ ...b, rev: 'abc' }) },
  { name: 'rev negative', make: (b) => ({ ...b, rev: -1 }) },
  { name: 'rev 2^53 + 2', make: (b) => ({ ...b, rev: 2n ** 53n + 2n }) },
  { name: 'rev beyond a long', make: (b) => ({ ...b, rev: 10n ** 20n }) },
  { name: 'rev 1.5', make: (b) => ({ ...b, rev: 1.5 }) },
  { name: "applicantTypes as a string 'PERSONAGE'", make: (b) => ({ ...b, applicantTypes: 'PERSONAGE' }) },
  { name: 'applicantTypes as a map', make: (b) => ({ ...b, applicantTypes: { PERSONAGE: true } }) },
  { name: 'applicantTypes as a DynamoDB string set', make: (b) => ({ ...b, applicantTypes: new Set(['PERSONAGE', 'TEAM']) }) },
  { name: 'an extra attribute holding a secret, and one named readers', make: (b) => ({ ...b, internalNote: 'hush-hush-d41d8', readers: ['*'], ownerPhone: '13800000000' }) },
  { name: 'an extra attribute holding a number beyond 2^53', make: (b) => ({ ...b, trackingNumber: 12_345_678_901_234_567_890n }) },
  { name: 'projectId other than the key’s', make: (b) => ({ ...b, projectId: 'SOMEONE-ELSES' }) },
  { name: 'state and visibility in lower case', make: (b) => ({ ...b, state: 'released', visibility: 'public' }) },
];

describe('probe: a poison item does not hold up or lose the stream’s later records', () => {
  afterAll(cleanUp);

  const POISONS: Variant[] = [
    { name: 'name as an object (refused by the mapping)', make: (b) => ({ ...b, name: { zh: b.name } }) },
    { name: 'summary as a number (toDocument throws)', make: (b) => ({ ...b, summary: 42 }) },
    { name: 'rev missing (the bulk request is refused whole)', make: (b) => without(b, 'rev') },
    { name: 'budget 10^17 fen (a BigInt the client cannot serialise)', make: (b) => ({ ...b, budget: 10n ** 17n }) },
  ];

  for (const poison of POISONS) {
    it(`${poison.name}: projects written with it and after it are found within 3 s`, async () => {
      const baseline = await settle();
      const deadBefore = deadLettered();
      const sameBatch = projectItem({ name: `同批正常 ${uniqueWord()}`, publisherId: `ORG-same-${uniqueWord()}` });
      const later = projectItem({ name: `之后正常 ${uniqueWord()}`, publisherId: `ORG-later-${uniqueWord()}` });
      const bad = poison.make(projectItem({ name: `毒项目 ${uniqueWord()}`, publisherId: `ORG-poison-${uniqueWord()}` }));
      written.push(bad, sameBatch as unknown as Item, later as unknown as Item);
      // The poison and an ordinary project at once (one batch of the poller), another ordinary one half a second later.
      await Promise.all([putItem(bad), saveProject(sameBatch)]);
      const sameWritten = Date.now();
      await sleep(500);
      await saveProject(later);
      const laterWritten = Date.now();
      const [sameMs, laterMs] = await Promise.all([
        timeToFind({ filters: { publisher: sameBatch.publisherId } }, sameBatch.projectId, 15_000, sameWritten),
        timeToFind({ filters: { publisher: later.publisherId } }, later.projectId, 15_000, laterWritten),
      ]);
      const report = `baseline ${baseline} ms; written with the poison: ${sameMs} ms; written 0.5 s after: ${laterMs} ms; dead letters: ${deadLettered() - deadBefore}`;
      console.info(`[probe] poison ${poison.name}: ${report}`);
      expect({ sameMs: sameMs <= 3_000, laterMs: laterMs <= 3_000, report }).toEqual({ sameMs: true, laterMs: true, report });
    }, 150_000);
  }
});

describe('probe: a hostile or careless project item neither crashes nor blocks the indexer, nor puts garbage in the index', () => {
  afterAll(cleanUp);

  for (const variant of VARIANTS) {
    it(`${variant.name}: an ordinary project of the same batch is indexed, and what is indexed is well formed`, async () => {
      const badPublisher = `ORG-bad-${uniqueWord()}`;
      const goodPublisher = `ORG-good-${uniqueWord()}`;
      const bad = variant.make(projectItem({ name: `恶意项目 ${uniqueWord()}`, publisherId: badPublisher }));
      const good = projectItem({ name: `正常项目 ${uniqueWord()}`, publisherId: goodPublisher });
      const stored = await putItem(bad).then(
        () => 'stored',
        (e: unknown) => `the table refused it: ${(e as Error).message}`,
      );
      written.push(bad);
      await saveProject(good);
      written.push(good as unknown as Item);

      const problems: string[] = [];
      const [badSeq, goodSeq] = [nextSequence(), nextSequence()];
      try {
        const result = await indexRecords([streamRecord('INSERT', bad, undefined, badSeq), streamRecord('INSERT', good as unknown as Item, undefined, goodSeq)]);
        if (result.failed.includes(goodSeq)) problems.push('the ordinary project of the same batch failed with it');
        console.info(`[probe] ${variant.name}: ${stored}; indexer failed ${JSON.stringify(result.failed.map((s) => (s === badSeq ? 'bad' : 'good')))}, outcomes ${JSON.stringify(result.outcomes)}`);
      } catch (error) {
        problems.push(`indexRecords threw ${(error as Error).message}`);
      }
      if ((await timeToFind({ filters: { publisher: goodPublisher } }, good.projectId, 8_000)) === Infinity) problems.push('the ordinary project is not found within 8 s');

      const page = await findProjects({ filters: { publisher: badPublisher } }).catch((e: unknown) => e as Error);
      if (page instanceof Error) problems.push(`searching for it failed: ${page.message}`);
      else {
        for (const hit of page.records) {
          problems.push(...docProblems(hit.doc as unknown as Record<string, unknown>));
          const bytes = Buffer.byteLength(JSON.stringify(hit));
          if (bytes > MAX_HIT_BYTES) problems.push(`a hit of ${bytes} bytes (50 of them exceed a route’s 6 MB)`);
          if (hit.id !== (hit.doc as { projectId?: unknown }).projectId) problems.push(`the hit’s id ${hit.id} is not its doc’s projectId ${String((hit.doc as { projectId?: unknown }).projectId)}`);
        }
        const again = await findProjects({ keywords: '恶意项目', filters: { publisher: badPublisher } }).catch((e: unknown) => e as Error);
        if (again instanceof Error) problems.push(`a keyword search over it failed: ${again.message}`);
        else for (const hit of again.records) for (const [field, fragment] of Object.entries(hit.highlight)) {
          if (/<(?!\/?em>)/.test(fragment)) problems.push(`highlight.${field} holds markup other than <em>: ${fragment.slice(0, 80)}`);
          if (fragment.length > 2_000) problems.push(`highlight.${field} is ${fragment.length} characters`);
        }
      }
      expect(problems).toEqual([]);
    }, 30_000);
  }

  it('a project whose rev is a string is taken out of the index when it is deleted from the table', async () => {
    const publisher = `ORG-revstr-${uniqueWord()}`;
    const item = { ...projectItem({ name: `字符串版本 ${uniqueWord()}`, publisherId: publisher }), rev: '7' } as unknown as Item;
    await putItem(item);
    written.push(item);
    const id = String(item.projectId);
    expect(await timeToFind({ filters: { publisher } }, id, 10_000)).toBeLessThan(Infinity);
    await deleteItem({ pk: item.pk, sk: item.sk });
    await expect.poll(() => idsFound({ filters: { publisher } }), { timeout: 10_000 }).toEqual([]);
  }, 30_000);
});

// ---------------------------------------------------------------------------------------------------------------
// 4. Concurrency and order
// ---------------------------------------------------------------------------------------------------------------

/** The index equals the table for `items`: each present and searchable one found with its current name, the rest not. */
const indexMismatches = async (publisher: string, keys: { pk: string; sk: string }[]): Promise<string[]> => {
  const current = await currentItems<ProjectSearchItem>(keys);
  const expected = new Map(current.filter((i) => i.state === 'RELEASED' || i.state === 'NEGOTIATING').map((i) => [i.projectId, i.name]));
  const found = new Map<string, string>();
  for (let page = 1; page <= 20; page += 1) {
    const answer = await findProjects({ filters: { publisher }, size: 50, current: page });
    for (const r of answer.records) found.set(r.id, r.doc.name);
    if (page >= answer.pages) break;
  }
  const wrong: string[] = [];
  for (const [id, name] of expected) {
    if (!found.has(id)) wrong.push(`${id} missing`);
    else if (found.get(id) !== name) wrong.push(`${id} is "${found.get(id)}", the table says "${name}"`);
  }
  for (const id of found.keys()) if (!expected.has(id)) wrong.push(`${id} found but not in the table`);
  return wrong;
};

const converge = async (publisher: string, keys: { pk: string; sk: string }[], timeout = 20_000): Promise<string[]> => {
  const start = Date.now();
  let wrong = await indexMismatches(publisher, keys);
  while (wrong.length > 0 && Date.now() - start < timeout) {
    await sleep(250);
    wrong = await indexMismatches(publisher, keys);
  }
  return wrong;
};

const inParallel = async <T>(items: T[], workers: number, run: (item: T) => Promise<unknown>) => {
  const queue = [...items];
  await Promise.all(Array.from({ length: workers }, async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await run(next);
  }));
};

describe('probe: rapid updates, bursts, deletes and reindexes end with the index equal to the table', () => {
  beforeAll(async () => {
    await cleanUp();
    await settle();
  }, 120_000);
  afterAll(cleanUp);

  it('50 rapid updates of one project with growing rev: the index ends with the last', async () => {
    const publisher = `ORG-rapid-${uniqueWord()}`;
    const base = projectItem({ name: `快速更新 v0`, publisherId: publisher });
    written.push(base as unknown as Item);
    for (let rev = 1; rev <= 50; rev += 1) await saveProject({ ...base, rev, name: `快速更新 v${rev} ${uniqueWord()}` });
    expect(await converge(publisher, [base])).toEqual([]);
  }, 60_000);

  it('a buggy writer’s equal rev last is taken, and a lower one is detected and reported (the rule: rev only grows)', async () => {
    const publisher = `ORG-buggy-${uniqueWord()}`;
    const base = projectItem({ name: '错误版本', publisherId: publisher });
    written.push(base as unknown as Item);
    for (let rev = 1; rev <= 20; rev += 1) await saveProject({ ...base, rev, name: `错误版本 v${rev}` });
    // The same rev again is the same version: the table's state is taken (external_gte).
    await saveProject({ ...base, rev: 20, name: '错误版本 同版本改名' });
    expect(await converge(publisher, [base], 10_000)).toEqual([]);
    // A lower rev cannot be told from a stale record: the index keeps the newer version, and the indexer says so.
    await saveProject({ ...base, rev: 15, name: '错误版本 降版本改名' });
    const replay = await indexRecords([streamRecord('MODIFY', { ...base, rev: 15 } as unknown as Item, undefined, '1')]);
    expect(replay.outcomes[0]?.behind).toEqual([{ pk: base.pk, sk: base.sk }]);
  }, 60_000);

  it('a burst of 500 new projects: all found within 10 s of the last write', async () => {
    const publisher = `ORG-burst-${uniqueWord()}`;
    const items = Array.from({ length: 500 }, (_, i) => projectItem({ name: `突发创建 ${i}`, publisherId: publisher }));
    written.push(...(items as unknown as Item[]));
    const started = Date.now();
    await inParallel(items, 16, (item) => saveProject(item));
    const writtenAt = Date.now();
    let total = 0;
    while (Date.now() - writtenAt < 30_000) {
      total = (await findProjects({ filters: { publisher }, size: 1 })).total;
      if (total === 500) break;
      await sleep(200);
    }
    const lag = Date.now() - writtenAt;
    console.info(`[probe] burst of 500: written in ${writtenAt - started} ms, all found ${lag} ms after the last write (found ${total})`);
    expect({ total, within10s: lag <= 10_000 }).toEqual({ total: 500, within10s: true });
  }, 120_000);

  it('a project deleted and written again (a late update landing after the delete) is found', async () => {
    const publisher = `ORG-recreate-${uniqueWord()}`;
    const item = projectItem({ name: `删除后重建 ${uniqueWord()}`, publisherId: publisher });
    written.push(item as unknown as Item);
    await saveProject(item);
    expect(await timeToFind({ filters: { publisher } }, item.projectId, 10_000)).toBeLessThan(Infinity);
    // The delete is indexed before the late update arrives (its own batch), as a slower writer's put would land.
    await removeProject(item);
    await indexRecords([streamRecord('REMOVE', item as unknown as Item, item as unknown as Item)]);
    await saveProject({ ...item, rev: 2, name: `${item.name} 晚到的更新` });
    expect(await converge(publisher, [item], 10_000)).toEqual([]);
  }, 40_000);

  it('deletes racing updates of 40 projects: the index ends equal to the table', async () => {
    const publisher = `ORG-race-${uniqueWord()}`;
    const items = Array.from({ length: 40 }, (_, i) => projectItem({ name: `竞争 ${i}`, publisherId: publisher }));
    written.push(...(items as unknown as Item[]));
    await inParallel(items, 8, (item) => saveProject(item));
    expect(await converge(publisher, items)).toEqual([]);
    await Promise.all(items.map((item, i) => Promise.all([saveProject({ ...item, rev: 2, name: `竞争 ${i} 已更新` }), sleep(i % 3).then(() => removeProject(item))])));
    const survivors = (await currentItems<ProjectSearchItem>(items)).length;
    console.info(`[probe] delete/update race: ${survivors} of 40 still in the table`);
    expect(await converge(publisher, items)).toEqual([]);
  }, 60_000);

  it('a reindex racing a burst of writes and deletes: afterwards the index equals the table', () =>
    reindexTurn(async () => {
      const publisher = `ORG-reindex-${uniqueWord()}`;
      const items = Array.from({ length: 120 }, (_, i) => projectItem({ name: `重建竞争 ${i}`, publisherId: publisher }));
      written.push(...(items as unknown as Item[]));
      await inParallel(items, 16, (item) => saveProject(item));
      expect(await converge(publisher, items, 30_000)).toEqual([]);
      const fresh = Array.from({ length: 60 }, (_, i) => projectItem({ name: `重建期间新建 ${i}`, publisherId: publisher }));
      written.push(...(fresh as unknown as Item[]));
      const reindexing = reindexKind('project');
      await inParallel(
        [
          ...items.slice(0, 60).map((item, i) => () => saveProject({ ...item, rev: 2, name: `重建竞争 ${i} 新名字` })),
          ...items.slice(60, 90).map((item) => () => removeProject(item)),
          ...items.slice(90, 100).map((item) => () => saveProject({ ...item, rev: 2, state: 'DRAFT' })),
          ...fresh.map((item) => () => saveProject(item)),
        ],
        12,
        (run) => run(),
      );
      const result = await reindexing;
      expect(result.failed).toBe(0);
      expect(await indicesOf(readAlias(projectSpec))).toEqual(await indicesOf(writeAlias(projectSpec)));
      expect(await converge(publisher, [...items, ...fresh], 30_000)).toEqual([]);
    }), 120_000);

  it('two reindexes at once: one runs, the other is refused, and the aliases name one index', () =>
    reindexTurn(async () => {
      const outcomes = await Promise.allSettled([reindexKind('project'), reindexKind('project'), reindexKind('project')]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason)).toEqual([expect.any(ReindexRunning), expect.any(ReindexRunning)]);
      const read = await indicesOf(readAlias(projectSpec));
      expect(read).toHaveLength(1);
      expect(await indicesOf(writeAlias(projectSpec))).toEqual(read);
    }), 60_000);

  it('a project written without its kinds keys (a careless writer) is found, and the indexer reports that a reindex would miss it', async () => {
    const publisher = `ORG-nokeys-${uniqueWord()}`;
    const item = projectItem({ name: `缺少索引键 ${uniqueWord()}`, publisherId: publisher }) as unknown as Item;
    delete item.kindpk;
    delete item.kindsk;
    await putItem(item);
    written.push(item);
    expect(await timeToFind({ filters: { publisher } }, String(item.projectId), 10_000)).toBeLessThan(Infinity);
    const replay = await indexRecords([streamRecord('INSERT', item, undefined, '1')]);
    expect(replay.unlisted).toEqual([{ pk: item.pk, sk: item.sk }]);
  }, 60_000);

  it('one bad item in the table does not stop a reindex, nor leave queries on an index the stream no longer writes', () =>
    reindexTurn(async () => {
      const publisher = `ORG-reindex-poison-${uniqueWord()}`;
      const bad = { ...projectItem({ name: `重建毒项目 ${uniqueWord()}`, publisherId: `${publisher}-bad` }), name: { zh: 'x' } } as unknown as Item;
      await putItem(bad);
      written.push(bad);
      const outcome = await outcomeOf(() => reindexKind('project'));
      const read = await indicesOf(readAlias(projectSpec));
      const write = await indicesOf(writeAlias(projectSpec));
      // Whatever the reindex answered, a project written now must be found.
      const after = projectItem({ name: `重建之后 ${uniqueWord()}`, publisherId: publisher });
      written.push(after as unknown as Item);
      await saveProject(after);
      const foundMs = await timeToFind({ filters: { publisher } }, after.projectId, 10_000);
      // Put things right for what follows: without the bad item a reindex succeeds and the aliases agree again.
      await cleanUp();
      await reindexKind('project').catch(() => undefined);
      // And no index is left behind by the failed run (the aliases name one; nothing else of the kind remains).
      const left = await searchClient()
        .indices.get({ index: `${indexName('project')}-*` })
        .then((r) => Object.keys(r).sort(), (e: unknown) => [`listing failed: ${(e as Error).message}`]);
      console.info(`[probe] reindex with a bad item: ${outcome}; read ${read.join()} write ${write.join()}; found after: ${foundMs} ms; indices left: ${left.join()}`);
      // (Other test files create fresh indices of the kind meanwhile, so the count of indices left is only printed.)
      expect({ outcome, aliasesAgree: JSON.stringify(read) === JSON.stringify(write), foundAfter: foundMs < Infinity }).toEqual({ outcome: 'ok', aliasesAgree: true, foundAfter: true });
    }), 90_000);
});

// ---------------------------------------------------------------------------------------------------------------
// 5. Faults
// ---------------------------------------------------------------------------------------------------------------

describe('probe: an unreachable, hanging or garbled engine', () => {
  const endpoint = process.env.SEARCH_ENDPOINT as string;
  afterEach(() => {
    process.env.SEARCH_ENDPOINT = endpoint;
    forgetEnsuredIndices();
  });
  afterAll(cleanUp);

  const freePort = async (): Promise<number> => {
    const server = createTcpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    return port;
  };

  const searchOutcome = async (): Promise<{ outcome: string; ms: number }> => {
    const started = Date.now();
    const outcome = await outcomeOf(() => searchDocuments(projectSpec, { keywords: '开发', current: 1, size: 10 }));
    return { outcome, ms: Date.now() - started };
  };

  it('a closed port: the search answers SEARCH_UNAVAILABLE (503)', async () => {
    process.env.SEARCH_ENDPOINT = `http://127.0.0.1:${await freePort()}`;
    const { outcome } = await searchOutcome();
    expect(outcome).toMatch(/^AppError 503/);
  }, 30_000);

  it('an engine that accepts and never answers: SEARCH_UNAVAILABLE within the API’s 10 s', async () => {
    const sockets: Socket[] = [];
    const server: TcpServer = createTcpServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.SEARCH_ENDPOINT = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const { outcome, ms } = await searchOutcome();
      console.info(`[probe] hanging engine: ${outcome} after ${ms} ms`);
      expect({ outcome: outcome.slice(0, 12), within10s: ms < 10_000 }).toEqual({ outcome: 'AppError 503', within10s: true });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);

  it('an engine (or a proxy) answering 200 with a body that is no search result: SEARCH_UNAVAILABLE, not a TypeError', async () => {
    const server: HttpServer = createHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.SEARCH_ENDPOINT = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      expect((await searchOutcome()).outcome).toMatch(/^AppError 503/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 30_000);

  it('the indexer against a closed port reports the records for a retry rather than dropping them', async () => {
    const item = await saveProject(projectItem({ name: `故障索引 ${uniqueWord()}`, publisherId: `ORG-fault-${uniqueWord()}` }));
    written.push(item as unknown as Item);
    process.env.SEARCH_ENDPOINT = `http://127.0.0.1:${await freePort()}`;
    forgetEnsuredIndices();
    const seq = nextSequence();
    const direct = await indexRecords([streamRecord('INSERT', item as unknown as Item, undefined, seq)]);
    expect(direct.failed).toEqual([seq]);
    const seq2 = nextSequence();
    const answer = await handler({ Records: [streamRecord('MODIFY', item as unknown as Item, item as unknown as Item, seq2)] });
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: seq2 }]);
  }, 60_000);

  it('records delivered twice and in reverse order leave the table’s current state in the index', async () => {
    const publisher = `ORG-order-${uniqueWord()}`;
    const v1 = projectItem({ name: `乱序 v1 ${uniqueWord()}`, publisherId: publisher });
    const v2 = { ...v1, rev: 2, name: `乱序 v2 ${uniqueWord()}` };
    const v3 = { ...v1, rev: 3, name: `乱序 v3 ${uniqueWord()}` };
    written.push(v1 as unknown as Item);
    for (const v of [v1, v2, v3]) await saveProject(v);
    const records = [streamRecord('MODIFY', v3 as unknown as Item, v2 as unknown as Item), streamRecord('MODIFY', v2 as unknown as Item, v1 as unknown as Item), streamRecord('INSERT', v1 as unknown as Item)];
    for (const batch of [records, [...records].reverse(), records.slice(1), records.slice(2)]) expect((await indexRecords(batch)).failed).toEqual([]);
    expect(await converge(publisher, [v1])).toEqual([]);
    // A REMOVE delivered while the item still exists (out of order) does not take it out.
    expect((await indexRecords([streamRecord('REMOVE', v1 as unknown as Item, v1 as unknown as Item)])).failed).toEqual([]);
    await sleep(1_200);
    expect(await indexMismatches(publisher, [v1])).toEqual([]);
  }, 40_000);
});

// ---------------------------------------------------------------------------------------------------------------
// 6. The local endpoint's port
// ---------------------------------------------------------------------------------------------------------------

describe('probe: the local search endpoint listens on loopback only', () => {
  it('is not reachable on any other address of the machine', async () => {
    const url = new URL(process.env.SEARCH_ENDPOINT as string);
    expect(['127.0.0.1', 'localhost', '[::1]']).toContain(url.hostname);
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a): a is NonNullable<typeof a> => !!a && !a.internal && a.family === 'IPv4')
      .map((a) => a.address);
    for (const address of others) {
      const reached = await new Promise<boolean>((resolve) => {
        const socket = connect({ host: address, port: Number(url.port) });
        socket.setTimeout(2_000);
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
        socket.once('timeout', () => {
          socket.destroy();
          resolve(false);
        });
      });
      expect({ address, reached }).toEqual({ address, reached: false });
    }
  });
});
