/**
 * Project items as the project domain writes them for search (functions/project/search.ts): the attributes the
 * search kind reads, the `kinds` index keys and a `rev` that grows with every write. Tests write them straight to
 * the table, as the domain will, and the stream does the rest.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { ulid } from 'ulidx';
import type { ProjectSearchItem } from '../../functions/project/public.js';
import { projectKey } from '../../functions/project/keys.js';
import { kindKeys, searchDocuments, type SearchRequest } from '../../functions/lib/search/index.js';
import { projectSearch, type ProjectDocument } from '../../functions/project/public.js';
import { deleteItem, putItem } from '../../functions/lib/store/client.js';
import type { AnyKindSpec } from '../../functions/lib/search/index.js';

export const projectSpec = projectSearch as unknown as AnyKindSpec;

/** A unique word of letters that no other test's text contains, to find one test's documents alone. */
export const uniqueWord = (): string => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

export const projectItem = (fields: Partial<ProjectSearchItem> & Pick<ProjectSearchItem, 'name'>): ProjectSearchItem => {
  const projectId = fields.projectId ?? ulid();
  const { pk, sk } = projectKey(projectId);
  return {
    pk,
    sk,
    ...kindKeys('project', pk),
    projectId,
    rev: 1,
    state: 'RELEASED',
    visibility: 'PUBLIC',
    publisherType: 'COMPANY',
    publisherId: 'ORG-test',
    publisherName: '测试公司',
    applicantTypes: ['PERSONAGE', 'TEAM', 'COMPANY'],
    releaseTime: Date.now(),
    ...fields,
  } as ProjectSearchItem;
};

/** Writes the item as the project domain does: the next `rev` each time. */
export const saveProject = async (item: ProjectSearchItem): Promise<ProjectSearchItem> => {
  await putItem({ ...item });
  return item;
};

export const removeProject = async (item: ProjectSearchItem): Promise<void> => {
  await deleteItem({ pk: item.pk, sk: item.sk });
};

export const findProjects = (request: Omit<SearchRequest, 'current' | 'size'> & Partial<Pick<SearchRequest, 'current' | 'size'>>, alias?: string) =>
  searchDocuments<ProjectDocument>(projectSpec, { current: 1, size: 20, ...request }, { alias });

/** The ids a search finds. */
export const idsFound = async (request: Parameters<typeof findProjects>[0], alias?: string): Promise<string[]> =>
  (await findProjects(request, alias)).records.map((r) => r.id);

/**
 * Runs a test that reindexes the projects while no other test file does: one reindex runs at a time (a second is
 * refused), and two files run at once, so the files take turns through a lock folder of this run's cloud.
 */
export const reindexTurn = async <T>(work: () => Promise<T>): Promise<T> => {
  const lock = join(tmpdir(), `hezuo-reindex-turn-${new URL(inject('cloud').siteUrl).port}`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a killed run is stale after two minutes.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Gone meanwhile.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
};
