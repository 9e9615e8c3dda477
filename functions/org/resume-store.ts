/**
 * The store of resumes (docs/data-model.md "Resumes"): one partition per resume, `RESUME#<kind>#<id>`, holding the
 * resume item (every public section, versioned by `updateTime`), a company's private item (its licence photo) and a
 * team's members' consents. The public view reads the resume item alone by GetItem (a team's with its consents, by a
 * Query that stops before `PRIVATE`), so the private item never travels on its way.
 */
import { getItem, putItem, queryAll, table, transact, type TransactItems } from '../lib/store/client.js';
import { fail } from '../lib/errors.js';
import { kindKeys } from '../lib/search/listing-store.js';
import { resumeConsentKey, resumeKey, resumePartition, resumePrivateKey, type ResumeKind } from './keys.js';

export interface ResumeItem<S> {
  kind: ResumeKind;
  /** Grows by one with every write of the item (a save, a counted view): its search document's version (docs/search.md "Resumes"). */
  rev?: number;
  /** A team's or company's views, each viewer once (`search.unitBrowse`, written by the search domain). */
  browseNum?: number;
  ownerId: string;
  sections: S;
  updateTime: number;
  /** Who saved it last (a person; for an organisation its administrator or authorised person). */
  updatedBy: string;
}

export interface ResumePrivateItem {
  licencePhoto?: string;
  updateTime: number;
  updatedBy: string;
}

export const getResume = <S>(kind: ResumeKind, ownerId: string, consistent = false): Promise<ResumeItem<S> | undefined> =>
  getItem<ResumeItem<S>>(resumeKey(kind, ownerId), { consistent });

export const getResumePrivate = (companyId: string): Promise<ResumePrivateItem | undefined> => getItem<ResumePrivateItem>(resumePrivateKey(companyId), { consistent: true });

/** A member's answer: shown or not, and when (a consent counts only for the membership it was given in). */
export interface Consent {
  shown: boolean;
  time: number;
}

/** A team's resume and its members' consents, in one Query (`CONSENT#…` sorts before `RESUME`). */
export const getTeamResume = async <S>(teamId: string): Promise<{ resume?: ResumeItem<S>; consents: Map<string, Consent> }> => {
  const items = await queryAll<{ sk: string; shown?: boolean; updateTime?: number } & Partial<Omit<ResumeItem<S>, 'updateTime'>>>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': resumePartition('TEAM', teamId), ':from': 'CONSENT#', ':to': 'RESUME' },
  });
  const resume = items.find((item) => item.sk === 'RESUME') as ResumeItem<S> | undefined;
  const consents = new Map(items.filter((item) => item.sk.startsWith('CONSENT#')).map((item) => [item.sk.slice('CONSENT#'.length), { shown: item.shown === true, time: item.updateTime ?? 0 }]));
  return { ...(resume ? { resume } : {}), consents };
};

/**
 * Saves a resume over the version it was read at (`expected`, 0 for none yet): refused with 100002 when it changed
 * meanwhile. A company's private fields are written in the same transaction (`privateFields`; undefined leaves them).
 * Answers the new version: the time, and always above the old one.
 */
export const saveResume = async <S>(
  kind: ResumeKind,
  ownerId: string,
  sections: S,
  { expected, by, privateFields }: { expected: number; by: string; privateFields?: { licencePhoto?: string } },
): Promise<number> => {
  const updateTime = Math.max(Date.now(), expected + 1);
  const key = resumeKey(kind, ownerId);
  // An update, not a put: the item's `rev` (its search document's version) only grows, and the views counted by the
  // search domain (`browseNum`) stay. `kindKeys` list it for a reindex of its search kind (talent or unit).
  const items: TransactItems = [
    {
      Update: {
        TableName: table(),
        Key: key,
        UpdateExpression: 'SET #kind = :kind, ownerId = :owner, sections = :sections, updateTime = :time, updatedBy = :by, kindpk = :kindpk, kindsk = :kindsk ADD rev :one',
        ConditionExpression: expected === 0 ? 'attribute_not_exists(pk)' : 'updateTime = :expected',
        ExpressionAttributeNames: { '#kind': 'kind' },
        ExpressionAttributeValues: {
          ':kind': kind,
          ':owner': ownerId,
          ':sections': sections,
          ':time': updateTime,
          ':by': by,
          ':one': 1,
          ...kindKeysValues(kind, key.pk),
          ...(expected === 0 ? {} : { ':expected': expected }),
        },
      },
    },
  ];
  if (privateFields) {
    const privateItem: ResumePrivateItem = { ...(privateFields.licencePhoto ? { licencePhoto: privateFields.licencePhoto } : {}), updateTime, updatedBy: by };
    items.push({ Put: { TableName: table(), Item: { ...resumePrivateKey(ownerId), ...privateItem } } });
  }
  await transact(items, () => fail('STALE_DATA', '简历已被修改，请刷新页面后重试'));
  return updateTime;
};

const kindKeysValues = (kind: ResumeKind, pk: string): { ':kindpk': string; ':kindsk': string } => {
  const keys = kindKeys(kind === 'PERSONAGE' ? 'talent' : 'unit', pk);
  return { ':kindpk': keys.kindpk, ':kindsk': keys.kindsk };
};

/** A team member's consent to be shown on the team's resume, or its withdrawal. */
export const setConsent = async (teamId: string, userId: string, shown: boolean): Promise<void> => {
  await putItem({ ...resumeConsentKey(teamId, userId), userId, shown, updateTime: Date.now() });
};
