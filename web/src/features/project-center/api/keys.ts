/**
 * The SWR keys of the project center: every read of this feature is `[PROJECT_CENTER_KEY + name, input]`, so a push
 * (NEED_RADIO) or an action revalidates them all at once with `isProjectCenterKey`.
 */
export const PROJECT_CENTER_KEY = 'project-center:';

export type CenterKey = readonly [name: string, input: Readonly<Record<string, unknown>>];

export const centerKey = (name: string, input: Readonly<Record<string, unknown>> = {}): CenterKey => [`${PROJECT_CENTER_KEY}${name}`, input];

/** Whether an SWR key is one of the project center's reads. */
export const isProjectCenterKey = (key: unknown): boolean => {
  const head: unknown = Array.isArray(key) ? key[0] : key;
  return typeof head === 'string' && head.startsWith(PROJECT_CENTER_KEY);
};
