/**
 * The one place that says which SWR keys hold counts (spec §7.1: backlog, notices, unread messages): a count's
 * key is a string, or an array whose first element is a string, starting with COUNT_KEY_PREFIX. The global
 * socket refreshes every such key when it opens and when a new message arrives (spec §4), so a count hook only
 * has to spell its key this way, e.g. `[`${COUNT_KEY_PREFIX}backlog`, path, query]` with its own fetcher.
 */
export const COUNT_KEY_PREFIX = 'count:';

/** Whether an SWR key (as SWR hands it to a mutate filter) names a count. */
export const isCountKey = (key: unknown): boolean => {
  const head: unknown = Array.isArray(key) ? key[0] : key;
  return typeof head === 'string' && head.startsWith(COUNT_KEY_PREFIX);
};
