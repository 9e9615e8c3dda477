/**
 * zod parses without compiling code: the site's CSP allows no eval, and zod's probe for it is reported as a
 * violation on every page even though it is caught (docs/SECURITY.md "Headers and transport").
 *
 * Set at start without importing zod: only page chunks use zod, and importing its `config` here would put zod's core
 * in the first load. zod 4 keeps its one config object on `globalThis.__zod_globalConfig` and adopts the one it finds
 * there when its first module runs; were zod already loaded, this writes into that same object.
 */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

export const setZodJitless = (): void => {
  const global = globalThis as ZodGlobal;
  Object.assign((global.__zod_globalConfig ??= {}), { jitless: true });
};
