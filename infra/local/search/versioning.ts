/**
 * Versioning as OpenSearch has it (its VersionType and InternalEngine rules): `internal` counts 1, 2, 3 ...;
 * `external` writes only a version strictly greater than the stored one and `external_gte` one greater or equal, the
 * version given becoming the document's `_version`. The request-level rules (which combinations of `version`,
 * `version_type`, `op_type` and `if_seq_no` are refused) are `writeProblems`; index-data.ts applies the rest.
 */
import { illegalArgument } from './errors.js';

export type VersionType = 'internal' | 'external' | 'external_gte';

export interface WriteOptions {
  opType?: 'index' | 'create';
  ifSeqNo?: number;
  ifPrimaryTerm?: number;
  /** The request's `version`; absent is OpenSearch's Versions.MATCH_ANY (or MATCH_DELETED for a create). */
  version?: number;
  versionType?: VersionType;
}

// OpenSearch's Versions and SequenceNumbers constants, as its messages print them.
export const MATCH_ANY = -3;
export const MATCH_DELETED = -4;
export const NOT_FOUND = -1;
const UNASSIGNED_SEQ_NO = -2;
const UNASSIGNED_PRIMARY_TERM = 0;

/** `version_type` as OpenSearch's VersionType.fromString reads it (`external_gt` is `external`). */
export const parseVersionType = (value: string): VersionType => {
  if (value === 'internal' || value === 'external' || value === 'external_gte') return value;
  if (value === 'external_gt') return 'external';
  throw illegalArgument(`No version type match [${value}]`);
};

const versionTypeName = (type: VersionType) => type.toUpperCase();

/** OpenSearch's VersionType, rule for rule. */
export const VERSIONING = {
  conflictForWrites(type: VersionType, current: number, expected: number, deleted: boolean): boolean {
    if (type === 'internal') {
      if (expected === MATCH_ANY) return false;
      if (expected === MATCH_DELETED) return !deleted;
      return current !== expected;
    }
    if (current === NOT_FOUND) return false;
    if (expected === MATCH_ANY) return true;
    return type === 'external' ? current >= expected : current > expected;
  },
  explainForWrites(type: VersionType, current: number, expected: number): string {
    if (type === 'external') return `current version [${current}] is higher or equal to the one provided [${expected}]`;
    if (type === 'external_gte') return `current version [${current}] is higher than the one provided [${expected}]`;
    if (expected === MATCH_DELETED) return `document already exists (current version [${current}])`;
    if (current === NOT_FOUND) return `document does not exist (expected version [${expected}])`;
    return `current version [${current}] is different than the one provided [${expected}]`;
  },
  conflictForReads(type: VersionType, current: number, expected: number): boolean {
    if (expected === MATCH_ANY) return false;
    if (type === 'internal' && expected === MATCH_DELETED) return true;
    if (type !== 'internal' && current === NOT_FOUND) return true;
    return current !== expected;
  },
  explainForReads(current: number, expected: number): string {
    if (current === NOT_FOUND) return `document does not exist (expected version [${expected}])`;
    return `current version [${current}] is different than the one provided [${expected}]`;
  },
  updateVersion(type: VersionType, current: number, expected: number): number {
    if (type === 'internal') return current === NOT_FOUND ? 1 : current + 1;
    return expected;
  },
  validForWrites(type: VersionType, version: number): boolean {
    return type === 'internal' ? version > 0 || version === MATCH_ANY || version === MATCH_DELETED : version >= 0;
  },
  validForReads(type: VersionType, version: number): boolean {
    return type === 'internal' ? version > 0 || version === MATCH_ANY : version >= 0 || version === MATCH_ANY;
  },
};

/**
 * What OpenSearch's request validation says of a write's versioning and compare-and-set parameters (IndexRequest,
 * DeleteRequest and UpdateRequest.validate with DocWriteRequest.validateSeqNoBasedCASParams), in its order; empty
 * when the request is valid. The caller answers them as one action_request_validation_exception (a `_bulk` gathers
 * every item's into one refusal of the whole request, as BulkRequest.validate does).
 */
export const writeProblems = (kind: 'index' | 'delete' | 'update', options: WriteOptions, hasId: boolean): string[] => {
  const problems: string[] = [];
  const type = options.versionType ?? 'internal';
  const create = kind === 'index' && options.opType === 'create';
  const version = options.version ?? (create ? MATCH_DELETED : MATCH_ANY);
  const ifSeqNo = options.ifSeqNo ?? UNASSIGNED_SEQ_NO;
  const ifPrimaryTerm = options.ifPrimaryTerm ?? UNASSIGNED_PRIMARY_TERM;
  if (create) {
    if (type !== 'internal') return ['create operations only support internal versioning. use index instead'];
    if (version !== MATCH_DELETED) return ['create operations do not support explicit versions. use index instead'];
    if (ifSeqNo !== UNASSIGNED_SEQ_NO || ifPrimaryTerm !== UNASSIGNED_PRIMARY_TERM) return ['create operations do not support compare and set. use index instead'];
  }
  if (kind === 'index' && !hasId && (type !== 'internal' || (version !== MATCH_DELETED && version !== MATCH_ANY))) {
    problems.push('an id must be provided if version type or value are set');
  }
  if (!VERSIONING.validForWrites(type, version)) problems.push(`illegal version value [${version}] for version type [${versionTypeName(type)}]`);
  if (type === 'internal' && version !== MATCH_ANY && version !== MATCH_DELETED) {
    problems.push('internal versioning can not be used for optimistic concurrency control. Please use `if_seq_no` and `if_primary_term` instead');
  }
  if (ifSeqNo !== UNASSIGNED_SEQ_NO && (type !== 'internal' || version !== MATCH_ANY)) problems.push('compare and write operations can not use versioning');
  if (ifPrimaryTerm === UNASSIGNED_PRIMARY_TERM && ifSeqNo !== UNASSIGNED_SEQ_NO) problems.push('ifSeqNo is set, but primary term is [0]');
  if (ifPrimaryTerm !== UNASSIGNED_PRIMARY_TERM && ifSeqNo === UNASSIGNED_SEQ_NO) problems.push(`ifSeqNo is unassigned, but primary term is [${ifPrimaryTerm}]`);
  return problems;
};

/** GetRequest.validate's check of `version` for its type. */
export const readVersionProblems = (version: number | undefined, type: VersionType = 'internal'): string[] =>
  VERSIONING.validForReads(type, version ?? MATCH_ANY) ? [] : [`illegal version value [${version ?? MATCH_ANY}] for version type [${versionTypeName(type)}]`];
