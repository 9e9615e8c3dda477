/**
 * The second step of a cancelled person's erasure (shared/process/erasure.ts; docs/data-model.md "Erasure of a
 * cancelled account"), fired by the project domain's sweep right after the account domain's step erased the person
 * item and started it. It erases what the person left in the domains above account, each part through its owner's
 * code: their personal libraries and assist instructions (here), their withdrawal methods and identity documents (the
 * wallet's), their own side of the messenger (the chat's), their presence, and the stored files of their avatar,
 * identity documents and library files; and where others still read their old nickname as it was written down — the
 * groups named after their members (the chat's) and the demands they published (here), named 已注销用户 now. A file an organisation of theirs still uses — the same upload as a team's
 * avatar, on file for a team's wallet, or in a team's or company's library — stays: the organisation relies on it.
 *
 * Files go before the items that name them, and every part finds less when run again, so a firing that fails (S3 or
 * DynamoDB refusing for a moment) leaves the timer for the next sweep, which finishes the work; a firing out of time
 * (a library of thousands of files) moves its timer to the next sweep and goes on there. The last write moves the
 * step to DONE with its timer dropped, conditional on it still being pending.
 */
import { ERASED_NICKNAME } from '../../shared/masking.js';
import { decide } from '../../shared/process/engine.js';
import { ERASED_UPLOAD_KINDS, ERASURE_LIMITS } from '../../shared/process/erasure.js';
import { projectRegistry } from '../../shared/process/registries.js';
import type { TimerFire } from '../lib/process/implementations.js';
import { timerWrites } from '../lib/process/run.js';
import { deleteUploads } from '../lib/s3/deletion.js';
import { dropPresence } from '../lib/socket/connection-store.js';
import { deleteKeys } from '../lib/store/client.js';
import { userPartition } from '../lib/store/partitions.js';
import { postponeTimer } from '../lib/timers/store.js';
import { finishErasure, getPerson, membershipsOf, orgsByIds, type ErasureItem } from '../account/public.js';
import { eraseOwnChat, renameGroupsNamedAfter } from '../chat/public.js';
import { erasePersonalWallet, identityFilesOf, walletAccountId } from '../wallet/public.js';
import { libraryFileUrls, libraryItemKeys, someLibraryFiles } from './libraries/store.js';
import { keyOfParty, withProjectKeys } from './model.js';
import { commit, getProject, projectsOfParty, putProject } from './store.js';

/**
 * The uploads the person's organisations (any they ever belonged to) still use: their avatars, the documents on file
 * for their wallets, their libraries' files. The person may have given the same upload to both.
 */
const usedByOrganisations = async (userId: string): Promise<Set<string>> => {
  const memberships = await membershipsOf(userId);
  if (memberships.length === 0) return new Set();
  const [orgs, documents, libraries] = await Promise.all([
    orgsByIds(memberships.map((m) => m.orgId)),
    identityFilesOf(memberships.map((m) => walletAccountId(m.orgType, m.orgId))),
    Promise.all(memberships.map((m) => libraryFileUrls(keyOfParty({ type: m.orgType, id: m.orgId })))),
  ]);
  return new Set([...[...orgs.values()].flatMap((org) => (org.headPortrait ? [org.headPortrait] : [])), ...documents, ...libraries.flat()]);
};

/**
 * The person's demands carry the publisher's name as it was when they were written (`publisherName`, what the search
 * shows and finds): each is written again as 已注销用户's, its `rev` moved so that the search's document follows. A
 * change of the demand meanwhile refuses the write (STALE_DATA): the firing fails and the next sweep does it again.
 */
const unnamePublished = async (userId: string): Promise<number> => {
  let renamed = 0;
  for (const listed of await projectsOfParty(keyOfParty({ type: 'PERSONAGE', id: userId }))) {
    if (listed.publisherName === ERASED_NICKNAME) continue;
    const item = await getProject(listed.projectId);
    if (!item || item.publisherName === ERASED_NICKNAME) continue;
    await commit([putProject(withProjectKeys({ ...item, publisherName: ERASED_NICKNAME, rev: item.rev + 1 }), item.rev)]);
    renamed += 1;
  }
  return renamed;
};

/** What one run of the second step erased, and whether it is through (else it goes on at the next sweep). */
export interface ErasedElsewhere {
  done: boolean;
  files: number;
  libraryItems: number;
  methods: number;
  chatItems: number;
  /** Groups and demands that named the person by their old nickname, named 已注销用户 now. */
  renamed: number;
}

/**
 * Erases what a cancelled person left outside the account domain; `files` are the uploads the first step took off
 * the person item (the avatar). The libraries go `batch` files at a time; past `until` (epoch ms) it stops between
 * batches and answers `done: false`. Idempotent: run again, it finds less or nothing and goes on where it stopped.
 */
export const eraseElsewhere = async (
  userId: string,
  files: readonly string[],
  { until = Number.POSITIVE_INFINITY, batch = ERASURE_LIMITS.libraryBatch }: { until?: number; batch?: number } = {},
): Promise<ErasedElsewhere> => {
  const keep = await usedByOrganisations(userId);
  const mine = (urls: readonly (string | undefined)[]) => urls.filter((url): url is string => url !== undefined && !keep.has(url));
  const party = keyOfParty({ type: 'PERSONAGE', id: userId });
  const erased: ErasedElsewhere = { done: false, files: (await deleteUploads(mine(files), ERASED_UPLOAD_KINDS)).deleted, libraryItems: 0, methods: 0, chatItems: 0, renamed: 0 };
  // The library's files a batch at a time: their stored files, then their entries and places.
  for (let found = await someLibraryFiles(party, batch); found.length > 0; found = await someLibraryFiles(party, batch)) {
    erased.files += (await deleteUploads(mine(found.map((file) => file.url)), ERASED_UPLOAD_KINDS)).deleted;
    erased.libraryItems += await deleteKeys(found.flatMap((file) => file.keys));
    if (Date.now() > until) return erased;
  }
  erased.libraryItems += await deleteKeys(await libraryItemKeys(party));
  const wallet = await erasePersonalWallet(userId, keep);
  erased.files += wallet.files;
  erased.methods = wallet.methods;
  erased.chatItems = await eraseOwnChat(userId);
  erased.renamed = (await renameGroupsNamedAfter(userId)) + (await unnamePublished(userId));
  await dropPresence(userId);
  return { ...erased, done: true };
};

/**
 * The second step's timer: the person re-read, erased only while the step is pending; then DONE, its timer dropped.
 * A run out of time moves the timer past the one read, so the sweep leaves it for its next round.
 */
export const fireEraseElsewhere: TimerFire = async (timer, now) => {
  const person = await getPerson(timer.objectId);
  const erasure = person?.erasure;
  if (!person || !erasure || person.cancellation?.state !== 'ERASED') return;
  const process = projectRegistry.of('erasure', erasure);
  if (!decide(process, 'eraseElsewhere', { state: erasure.state, roles: ['platform'] }).ok) return;
  const erased = await eraseElsewhere(person.userId, erasure.files ?? [], { until: Date.now() + ERASURE_LIMITS.budgetMs });
  if (!erased.done) return postponeTimer(timer, Math.max(now, timer.due + 1));
  const next: ErasureItem = { state: 'DONE', processVersion: erasure.processVersion ?? process.version };
  await finishErasure(person.userId, next, timerWrites(process, { pk: userPartition(person.userId), id: person.userId, attributes: {} }, erasure.state, next.state, now));
};
