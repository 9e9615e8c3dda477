/**
 * The table's keys against their registry (functions/lib/store/partitions.ts): every key builder of every domain
 * is called with placeholder ids, and what it builds must belong to a registered partition family and sort-key
 * prefix; within one family no kind of item's sort-key prefix may be a prefix of another kind's, so a Query by
 * `begins_with` for one kind never returns another.
 */
import * as accountKeys from '../../functions/account/keys.js';
import * as chatKeys from '../../functions/chat/keys.js';
import * as contentKeys from '../../functions/content/keys.js';
import * as authKeys from '../../functions/lib/auth/keys.js';
import * as socketKeys from '../../functions/lib/socket/keys.js';
import { INDEX_PARTITIONS, TABLE_PARTITIONS } from '../../functions/lib/store/partitions.js';
import * as orgKeys from '../../functions/org/keys.js';
import * as walletKeys from '../../functions/wallet/keys.js';
import * as projectKeys from '../../functions/project/keys.js';
import * as cooperationKeys from '../../functions/project/cooperation/model.js';
import * as libraryKeys from '../../functions/project/libraries/keys.js';
import * as documentKeys from '../../functions/project/documents/keys.js';
import * as searchKeys from '../../functions/search/keys.js';
import * as mallKeys from '../../functions/mall/keys.js';

/** A placeholder id no real key contains: where it starts, the fixed part of a key ends. */
const ID = '\u0001';

/** The fixed part of a key: up to the first placeholder (numbers are padded, so cut at the first digit run too). */
const fixed = (value: string): string => value.split(ID)[0]!.replace(/\d{3,}.*$/, '<sort>#');

interface Built {
  builder: string;
  family: string;
  sort: string;
}

const builtKeys = (): Built[] => {
  const modules = { account: accountKeys, chat: chatKeys, content: contentKeys, auth: authKeys, socket: socketKeys, org: orgKeys, wallet: walletKeys, project: projectKeys, cooperation: cooperationKeys, library: libraryKeys, documents: documentKeys, search: searchKeys, mall: mallKeys };
  const out: Built[] = [];
  for (const [domain, module] of Object.entries(modules)) {
    for (const [name, builder] of Object.entries(module)) {
      if (typeof builder !== 'function' || !/Key$/.test(name)) continue;
      const build = builder as (...args: string[]) => { pk?: string; sk?: string };
      const first = build(ID, ID, ID, ID);
      if (typeof first?.pk !== 'string' || typeof first.sk !== 'string') continue;
      // A builder whose first argument is the partition itself (a thread's items) is tried in every thread.
      const keys = first.pk === ID ? [chatKeys.dmThread(ID, ID), chatKeys.groupThread(ID), chatKeys.serviceThread(ID)].map((thread) => build(thread, ID, ID)) : [first];
      for (const key of keys) {
        const family = Object.keys(TABLE_PARTITIONS).find((prefix) => key.pk!.startsWith(prefix) && (key.pk === prefix || prefix.endsWith('#')));
        // A sort key that is wholly an argument (a content item's name) is checked by the family alone.
        out.push({ builder: `${domain}.${name}`, family: family ?? `unregistered: ${fixed(key.pk!)}`, sort: key.sk === ID ? '*' : fixed(key.sk!) });
      }
    }
  }
  return out;
};

describe('the key registry', () => {
  const built = builtKeys();

  it('finds the key builders of every domain', () => {
    expect(built.length).toBeGreaterThan(30);
    expect(built.map((b) => b.builder)).toEqual(expect.arrayContaining(['account.personKey', 'chat.messageKey', 'account.memberKey', 'socket.presenceKey', 'auth.sessionKey']));
  });

  it('holds every item to a registered family and sort-key prefix', () => {
    const strays = built.filter((b) => {
      const family = TABLE_PARTITIONS[b.family];
      return !family || (b.sort !== '*' && !family.sortKeys.some((sort) => b.sort === sort || (sort.endsWith('#') && b.sort.startsWith(sort))));
    });
    expect(strays).toEqual([]);
  });

  it('never lets one kind’s sort-key prefix be a prefix of another kind’s in the same family', () => {
    const clashes: string[] = [];
    for (const [family, { sortKeys }] of Object.entries(TABLE_PARTITIONS)) {
      for (const a of sortKeys) for (const b of sortKeys) if (a !== b && b.startsWith(a)) clashes.push(`${family}: ${a} ⊂ ${b}`);
    }
    for (const [index, families] of Object.entries(INDEX_PARTITIONS)) {
      for (const a of families) for (const b of families) if (a !== b && b.startsWith(a)) clashes.push(`${index}: ${a} ⊂ ${b}`);
    }
    expect(clashes).toEqual([]);
  });

  it('would catch a clash: the rule itself refuses an overlapping prefix', () => {
    const overlapping = ['MSG#', 'MSG#PIN#'];
    expect(overlapping.some((a) => overlapping.some((b) => a !== b && b.startsWith(a)))).toBe(true);
  });
});
