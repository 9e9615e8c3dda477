/**
 * One person of each account type for a whole test file, whose every call there must be refused (the route inputs'
 * refusers, the authorization matrix's strangers): their partition is read when they are made and once more at the
 * end (`changes`), instead of before and after each call, and a change is traced to its call by replaying the refused
 * calls one at a time. A refused call writes nothing, so each call finds them as the last one left them.
 */
import type { AccountType } from '../../../shared/domains.js';
import { newPerson, type TestPerson } from '../people.js';
import { partitionItems } from './partition.js';

interface Refused {
  type: AccountType;
  /** What the call was, for the report. */
  label: string;
  /** Sends the call again with this token. */
  replay: (token: string) => Promise<unknown>;
}

export interface Change {
  type: AccountType;
  before: string[];
  after: string[];
  /** The first refused call that wrote when replayed alone, or 'none found on replay'. */
  culprit: string;
}

export class RefusedCallers {
  private readonly made = new Map<AccountType, Promise<{ person: TestPerson; before: string[] }>>();
  private readonly calls: Refused[] = [];

  /** The file's person of this account type, made (and their partition read) on first use. */
  async of(type: AccountType): Promise<TestPerson> {
    let made = this.made.get(type);
    if (!made) {
      made = newPerson(type).then(async (person) => ({ person, before: await partitionItems(person.userId) }));
      this.made.set(type, made);
    }
    return (await made).person;
  }

  /** Notes a call one of them made that was (or must be) refused. */
  refused(type: AccountType, label: string, replay: (token: string) => Promise<unknown>): void {
    this.calls.push({ type, label, replay });
  }

  /** Whose partition changed since they were made, each with the call that changed it (empty: none did). */
  async changes(): Promise<Change[]> {
    const changes: Change[] = [];
    for (const [type, made] of this.made) {
      const { person, before } = await made;
      const after = await partitionItems(person.userId);
      if (JSON.stringify(after) === JSON.stringify(before)) continue;
      let culprit = 'none found on replay';
      for (const call of this.calls.filter((c) => c.type === type)) {
        const start = await partitionItems(person.userId);
        await call.replay(person.token);
        if (JSON.stringify(await partitionItems(person.userId)) !== JSON.stringify(start)) {
          culprit = call.label;
          break;
        }
      }
      changes.push({ type, before, after, culprit });
    }
    return changes;
  }
}
