/**
 * An index's settings: those of index creation and `PUT /<index>/_settings` (nested or flat, with or without
 * `index.`), checked as OpenSearch checks them, and the time values they are given in.
 */
import { illegalArgument, unsupported } from './errors.js';

export interface IndexSettings {
  shards: number;
  replicas: number;
  /** The setting as given ('1s', '500ms', '-1'). */
  refreshInterval: string;
  maxResultWindow: number;
  /** `index.gc_deletes` as given ('60s', '0s', '-1'); absent is OpenSearch's default, 60s. */
  gcDeletes?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const flatten = (raw: Record<string, unknown>, prefix = ''): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(value)) Object.assign(out, flatten(value, path));
    else out[path] = value;
  }
  return out;
};

/** A time value of settings ('1s', '250ms', '2m', '-1') in milliseconds; -1 is never. */
export const parseInterval = (value: string, setting: string): number => {
  if (value === '-1') return -1;
  if (value === '0') return 0;
  const m = /^(\d+)(ms|s|m|h|d)$/.exec(value);
  if (!m) {
    throw illegalArgument(`failed to parse setting [${setting}] with value [${value}] as a time value: unit is missing or unrecognized`);
  }
  return Number(m[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 'ms' | 's' | 'm' | 'h' | 'd'];
};

const positiveInt = (value: unknown, setting: string, min: number): number => {
  const n = Number(value);
  if (!Number.isInteger(n)) throw illegalArgument(`Failed to parse value [${String(value)}] for setting [${setting}]`);
  if (n < min) throw illegalArgument(`Failed to parse value [${String(value)}] for setting [${setting}] must be >= ${min}`);
  return n;
};

/** `settings` of index creation (nested or flat, with or without `index.`), checked as OpenSearch checks them. */
export const parseSettings = (raw: unknown, current?: IndexSettings): IndexSettings => {
  const settings: IndexSettings = current ? { ...current } : { shards: 1, replicas: 1, refreshInterval: '1s', maxResultWindow: 10_000 };
  if (raw === undefined || raw === null) return settings;
  if (!isObject(raw)) throw illegalArgument('settings must be an object');
  for (const [key, value] of Object.entries(flatten(raw))) {
    const name = key.startsWith('index.') ? key : `index.${key}`;
    if (name.startsWith('index.analysis.')) throw unsupported(`custom analysis (setting [${name}]); the analyzers are smartcn, cjk, standard, simple, whitespace and keyword`, 'illegal_argument_exception');
    switch (name) {
      case 'index.number_of_shards':
        if (current) throw illegalArgument(`final index setting [index.number_of_shards], not updateable`);
        settings.shards = positiveInt(value, name, 1);
        break;
      case 'index.number_of_replicas':
        settings.replicas = positiveInt(value, name, 0);
        break;
      case 'index.refresh_interval':
        parseInterval(String(value), name);
        settings.refreshInterval = String(value);
        break;
      case 'index.max_result_window':
        settings.maxResultWindow = positiveInt(value, name, 1);
        break;
      case 'index.gc_deletes':
        parseInterval(String(value), name);
        settings.gcDeletes = String(value);
        break;
      case 'index.auto_expand_replicas':
      case 'index.codec':
        break;
      default:
        if (/^index\.(knn|sort|similarity|routing|blocks|translog|merge|search|query|highlight|mapping)\b/.test(name)) {
          throw unsupported(`index setting [${name}]`, 'illegal_argument_exception');
        }
        throw illegalArgument(
          `unknown setting [${name}] please check that any required plugins are installed, or check the breaking changes documentation for removed settings`,
        );
    }
  }
  return settings;
};
