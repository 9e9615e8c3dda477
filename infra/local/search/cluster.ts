/**
 * The one-node cluster: its indices, how a name in a request resolves (an index, an alias, `a,b`, `log-*`, `_all`),
 * aliases (changed atomically by `_aliases`, so a reindex can move an alias from the old index to the new one in one
 * step), and index creation and deletion. Writing to an index that does not exist creates it, as OpenSearch's
 * `action.auto_create_index` does, with dynamic mapping.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { aliasesNotFound, illegalArgument, indexNotFound, invalidIndexName, parsingError, resourceAlreadyExists, SearchError, unsupported } from './errors.js';
import { IndexData, type AliasDef } from './index-data.js';
import { parseSettings } from './index-settings.js';
import { compileMapping, mergeMappings } from './mapping.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const wildcard = (pattern: string) => new RegExp(`^${pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

export interface ResolveOptions {
  ignoreUnavailable?: boolean;
  allowNoIndices?: boolean;
  /** `expand_wildcards`: open (default), closed, hidden, all, none; there are no closed indices here. */
  expandWildcards?: string;
}

export class Cluster {
  readonly indices = new Map<string, IndexData>();

  constructor(private readonly dir?: string) {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || !existsSync(join(dir, entry.name, 'index.json'))) continue;
      this.indices.set(entry.name, IndexData.load(join(dir, entry.name), entry.name));
    }
  }

  /** Every alias and the indices it names. */
  aliasTable(): Map<string, { index: IndexData; def: AliasDef }[]> {
    const table = new Map<string, { index: IndexData; def: AliasDef }[]>();
    for (const index of this.indices.values()) {
      for (const [alias, def] of index.aliases) {
        const list = table.get(alias) ?? [];
        list.push({ index, def });
        table.set(alias, list);
      }
    }
    return table;
  }

  checkNewIndexName(name: string): void {
    if (name !== name.toLowerCase()) throw invalidIndexName(name, 'must be lowercase');
    if (/[\\/*?"<>| ,#:]/.test(name)) throw invalidIndexName(name, 'must not contain the following characters [ , ", *, \\, <, |, ,, >, /, ?]');
    if (/^[_\-+]/.test(name)) throw invalidIndexName(name, "must not start with '_', '-', or '+'");
    if (name === '.' || name === '..') throw invalidIndexName(name, "must not be '.' or '..'");
    if (Buffer.byteLength(name) > 255) throw invalidIndexName(name, 'index name is too long, (' + Buffer.byteLength(name) + ' > 255)');
    if (!name) throw invalidIndexName(name, 'must not be empty');
    if (this.aliasTable().has(name)) throw invalidIndexName(name, 'already exists as alias');
  }

  /** `PUT /<index>` with `settings`, `mappings` and `aliases`. */
  createIndex(name: string, body: unknown): IndexData {
    if (body !== undefined && !isObject(body)) throw parsingError('request body must be an object');
    const request = (body ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(request)) {
      if (!['settings', 'mappings', 'aliases'].includes(key)) throw parsingError(`unknown key [${key}] for create index`);
    }
    const existing = this.indices.get(name);
    if (existing) throw resourceAlreadyExists(name, existing.uuid);
    this.checkNewIndexName(name);
    const settings = parseSettings(request.settings);
    const mapping = compileMapping(request.mappings);
    const aliases = new Map<string, AliasDef>();
    if (request.aliases !== undefined) {
      if (!isObject(request.aliases)) throw parsingError('[aliases] must be an object');
      for (const [alias, def] of Object.entries(request.aliases)) {
        this.checkAliasName(alias);
        aliases.set(alias, aliasDef(def));
      }
    }
    const index = IndexData.create(name, settings, mapping, aliases, this.dir);
    this.indices.set(name, index);
    return index;
  }

  deleteIndices(expression: string, options: ResolveOptions = {}): void {
    const names = expression.split(',');
    const targets: IndexData[] = [];
    for (const name of names) {
      if (name.includes('*') || name === '_all') {
        const re = name === '_all' ? /.*/ : wildcard(name);
        for (const index of this.indices.values()) if (re.test(index.name)) targets.push(index);
        continue;
      }
      const index = this.indices.get(name);
      if (index) targets.push(index);
      else if (this.aliasTable().has(name)) {
        throw illegalArgument(`The provided expression [${name}] matches an alias, specify the corresponding concrete indices instead.`);
      } else if (!options.ignoreUnavailable) throw indexNotFound(name);
    }
    for (const index of targets) {
      index.close(false);
      this.indices.delete(index.name);
      if (index.directory) rmSync(index.directory, { recursive: true, force: true });
    }
  }

  /** The indices a read request names. */
  resolve(expression: string | undefined, options: ResolveOptions = {}): IndexData[] {
    const out = new Map<string, IndexData>();
    const aliases = this.aliasTable();
    const parts = !expression || expression === '_all' ? ['*'] : expression.split(',');
    const expand = (options.expandWildcards ?? 'open').split(',');
    for (const e of expand) if (!['open', 'closed', 'hidden', 'all', 'none'].includes(e)) throw illegalArgument(`No valid expand wildcard value [${e}]`);
    const openOnes = expand.includes('open') || expand.includes('all');
    const hidden = expand.includes('hidden') || expand.includes('all');
    for (const part of parts) {
      if (part.startsWith('-')) throw unsupported(`excluding indices ([${part}])`, 'illegal_argument_exception');
      if (part.includes('*') || part === '_all') {
        if (!openOnes) continue;
        const re = part === '_all' ? /.*/ : wildcard(part);
        for (const index of this.indices.values()) if (re.test(index.name) && (hidden || !index.name.startsWith('.'))) out.set(index.name, index);
        for (const [alias, list] of aliases) if (re.test(alias)) for (const { index } of list) out.set(index.name, index);
        continue;
      }
      const index = this.indices.get(part);
      if (index) {
        out.set(index.name, index);
        continue;
      }
      const aliased = aliases.get(part);
      if (aliased) {
        for (const { index: target } of aliased) out.set(target.name, target);
        continue;
      }
      if (!options.ignoreUnavailable) throw indexNotFound(part);
    }
    if (out.size === 0 && options.allowNoIndices === false) throw indexNotFound(expression ?? '_all');
    return [...out.values()];
  }

  /** The one index a single-document read names (an index, or an alias of exactly one index). */
  resolveOne(name: string): IndexData {
    const index = this.indices.get(name);
    if (index) return index;
    const aliased = this.aliasTable().get(name);
    if (!aliased) throw indexNotFound(name);
    if (aliased.length > 1) {
      throw illegalArgument(
        `alias [${name}] has more than one index associated with it [${aliased.map((a) => a.index.name).join(', ')}], can't execute a single index op`,
      );
    }
    return (aliased[0] as { index: IndexData }).index;
  }

  /** The index a write goes to: the index, an alias's write index, or a new index when nothing has the name. */
  writeIndex(name: string): IndexData {
    const index = this.indices.get(name);
    if (index) return index;
    const aliased = this.aliasTable().get(name);
    if (aliased) {
      const explicit = aliased.filter((a) => a.def.isWriteIndex === true);
      const [first] = explicit;
      if (explicit.length === 1 && first) return first.index;
      const [only] = aliased;
      if (aliased.length === 1 && only && only.def.isWriteIndex !== false) return only.index;
      throw illegalArgument(
        `no write index is defined for alias [${name}]. The write index may be explicitly disabled using is_write_index=false or the alias points to multiple indices without one being designated as a write index`,
      );
    }
    if (name.includes('*') || name.includes(',')) throw invalidIndexName(name, 'must not contain the following characters [ , ", *, \\, <, |, ,, >, /, ?]');
    return this.createIndex(name, undefined);
  }

  putMapping(expression: string, body: unknown): void {
    const targets = this.resolve(expression);
    const compiled = targets.map((index) => [index, mergeMappings(index.mapping.json, body)] as const);
    for (const [index, mapping] of compiled) {
      index.mapping = mapping;
      index.saveMeta();
    }
  }

  putSettings(expression: string, body: unknown): void {
    const raw = isObject(body) && isObject(body.settings) ? body.settings : body;
    const targets = this.resolve(expression);
    const next = targets.map((index) => [index, parseSettings(raw, index.settings)] as const);
    for (const [index, settings] of next) {
      index.settings = settings;
      index.saveMeta();
    }
  }

  private checkAliasName(alias: string) {
    if (this.indices.has(alias)) {
      throw new SearchError(400, {
        type: 'invalid_alias_name_exception',
        reason: `Invalid alias name [${alias}], an index exists with the same name as the alias`,
        index_uuid: '_na_',
        index: alias,
      });
    }
    if (/[\\/*?"<>| ,#]/.test(alias) || /^[_\-+]/.test(alias) || alias !== alias.toLowerCase()) {
      throw new SearchError(400, { type: 'invalid_alias_name_exception', reason: `Invalid alias name [${alias}]: must be a valid index name`, index_uuid: '_na_', index: alias });
    }
  }

  /**
   * `POST /_aliases`: add, remove and remove_index actions, checked all first and then applied together, so a reader
   * sees the alias on the old index or on the new one, never on neither.
   */
  updateAliases(body: unknown): void {
    if (!isObject(body) || !Array.isArray(body.actions)) throw parsingError('[aliases] failed to parse field [actions]');
    const extra = Object.keys(body).filter((k) => k !== 'actions');
    if (extra.length) throw parsingError(`[aliases] unknown field [${extra[0]}]`);
    const steps: (() => void)[] = [];
    const touched = new Set<IndexData>();
    const removedIndices = new Set<IndexData>();
    // Work on copies, so that every action is checked against the state the earlier ones leave.
    const planned = new Map<IndexData, Map<string, AliasDef>>();
    const aliasesOf = (index: IndexData) => {
      let copy = planned.get(index);
      if (!copy) planned.set(index, (copy = new Map(index.aliases)));
      return copy;
    };
    const names = (spec: Record<string, unknown>, single: string, plural: string): string[] => {
      const value = spec[single] ?? spec[plural];
      if (spec[single] !== undefined && spec[plural] !== undefined) throw illegalArgument(`Only one of [${single}] and [${plural}] can be specified`);
      if (typeof value === 'string') return [value];
      if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
      throw illegalArgument(`One of [${single}] or [${plural}] is required`);
    };
    for (const action of body.actions) {
      if (!isObject(action) || Object.keys(action).length !== 1) throw parsingError('[aliases] each action must be an object with one key');
      const [type, spec] = Object.entries(action)[0] as [string, unknown];
      if (!isObject(spec)) throw parsingError(`[${type}] action must be an object`);
      if (type === 'add') {
        for (const key of Object.keys(spec)) {
          if (['filter', 'routing', 'index_routing', 'search_routing', 'is_hidden'].includes(key)) throw unsupported(`alias option [${key}]`, 'illegal_argument_exception');
          if (!['index', 'indices', 'alias', 'aliases', 'is_write_index', 'must_exist'].includes(key)) throw parsingError(`[add] unknown field [${key}]`);
        }
        const indices = names(spec, 'index', 'indices').flatMap((n) => this.resolve(n));
        for (const alias of names(spec, 'alias', 'aliases')) {
          this.checkAliasName(alias);
          for (const index of indices) {
            aliasesOf(index).set(alias, aliasDef({ is_write_index: spec.is_write_index }));
            touched.add(index);
          }
        }
      } else if (type === 'remove') {
        for (const key of Object.keys(spec)) {
          if (!['index', 'indices', 'alias', 'aliases', 'must_exist'].includes(key)) throw parsingError(`[remove] unknown field [${key}]`);
        }
        const indices = names(spec, 'index', 'indices').flatMap((n) => this.resolve(n));
        for (const alias of names(spec, 'alias', 'aliases')) {
          let found = false;
          for (const index of indices) {
            const map = aliasesOf(index);
            const matching = [...map.keys()].filter((a) => (alias.includes('*') ? wildcard(alias).test(a) : a === alias));
            for (const a of matching) {
              map.delete(a);
              found = true;
              touched.add(index);
            }
          }
          if (!found && spec.must_exist !== false) throw aliasesNotFound([alias]);
        }
      } else if (type === 'remove_index') {
        for (const key of Object.keys(spec)) {
          if (!['index', 'indices', 'must_exist'].includes(key)) throw parsingError(`[remove_index] unknown field [${key}]`);
        }
        for (const name of names(spec, 'index', 'indices')) {
          if (!this.indices.has(name) && !name.includes('*')) {
            if (this.aliasTable().has(name)) throw illegalArgument(`The provided expression [${name}] matches an alias, specify the corresponding concrete indices instead.`);
            throw indexNotFound(name);
          }
          for (const index of this.resolve(name)) removedIndices.add(index);
        }
      } else {
        throw parsingError(`[aliases] unknown field [${type}]`);
      }
    }
    // An alias may not end up with two write indices, nor share a name with a surviving index.
    const after = new Map<string, IndexData[]>();
    for (const index of this.indices.values()) {
      if (removedIndices.has(index)) continue;
      for (const [alias, def] of planned.get(index) ?? index.aliases) {
        if (def.isWriteIndex) after.set(alias, [...(after.get(alias) ?? []), index]);
      }
    }
    for (const [alias, writers] of after) {
      if (writers.length > 1) {
        throw illegalArgument(`alias [${alias}] has more than one write index [${writers.map((w) => w.name).join(',')}]`);
      }
    }
    for (const index of touched) {
      steps.push(() => {
        const next = planned.get(index);
        if (!next) return;
        index.aliases.clear();
        for (const [a, d] of next) index.aliases.set(a, d);
        index.saveMeta();
      });
    }
    for (const step of steps) step();
    for (const index of removedIndices) this.deleteIndices(index.name);
  }

  /** Writes what requests left unwritten (translogs); called before each answer. */
  flush(): void {
    for (const index of this.indices.values()) index.flush();
  }

  close(): void {
    for (const index of this.indices.values()) index.close(true);
  }
}

const aliasDef = (raw: unknown): AliasDef => {
  if (raw !== undefined && !isObject(raw)) throw parsingError('alias definition must be an object');
  const spec = (raw ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(spec)) {
    if (['filter', 'routing', 'index_routing', 'search_routing', 'is_hidden'].includes(key)) throw unsupported(`alias option [${key}]`, 'illegal_argument_exception');
    if (key !== 'is_write_index') throw parsingError(`[alias] unknown field [${key}]`);
  }
  if (spec.is_write_index === undefined || spec.is_write_index === null) return {};
  return { isWriteIndex: spec.is_write_index === true || spec.is_write_index === 'true' };
};

export const aliasJson = (def: AliasDef): Record<string, unknown> => (def.isWriteIndex === undefined ? {} : { is_write_index: def.isWriteIndex });
