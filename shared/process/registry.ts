/**
 * The declared versions of a domain's processes (docs/processes.md "Versions"). A process changes its rules by a new
 * declaration with the next `version`, beside the old one: a new object follows the newest version and stores it
 * (`processVersion`, in the write that creates it), and every later decision about the object is made by the
 * declaration of its stored version, so an object in flight ends on the rules it began on. An object written before
 * processes had versions stores none and is read as version 1.
 */
import type { Domain } from '../domains.js';
import type { ProcessDef } from './types.js';

/** The version an object stores none of (written before processes had versions) is read as. */
export const FIRST_VERSION = 1;

/** An object a process governs, as stored: the version of the declaration it was created on. */
export interface Versioned {
  processVersion?: number;
}

/** A domain's processes: each by its name, with every declared version, oldest first. */
export type ProcessVersions = Readonly<Record<string, readonly [ProcessDef, ...ProcessDef[]]>>;

export interface ProcessRegistry<V extends ProcessVersions = ProcessVersions> {
  readonly domain: Domain;
  readonly processes: V;
  /** Every declaration, each version of each process (the docs and the tests walk them). */
  readonly all: readonly ProcessDef[];
  /** The newest version of a process: what a new object follows. */
  latest<N extends keyof V & string>(name: N): V[N][number];
  /**
   * The declaration an object follows: the version stored on it (none stored: version 1). A version no declaration
   * has is an error, never a guess: a deploy must keep every version objects in flight still use.
   */
  of<N extends keyof V & string>(name: N, object: Versioned | undefined): V[N][number];
  /** A new object's start, to write with it: the newest version's initial state and that version. */
  start<N extends keyof V & string>(name: N): { state: V[N][number]['initial']; processVersion: number };
}

/**
 * A domain's registry of its processes' versions. Each declaration is checked against where it is listed: its name,
 * its domain, and versions that grow (an old version may be dropped once no object uses it).
 */
export const defineRegistry = <const V extends ProcessVersions>(domain: Domain, processes: V): ProcessRegistry<V> => {
  for (const [name, versions] of Object.entries(processes)) {
    versions.forEach((def, i) => {
      if (def.name !== name || def.domain !== domain) throw new Error(`process registry ${domain}: ${def.domain}/${def.name} is listed as ${name}`);
      if (!Number.isInteger(def.version) || def.version < 1 || (i > 0 && def.version <= versions[i - 1]!.version)) {
        throw new Error(`process registry ${domain}: ${name}'s versions must be whole numbers from 1 up, oldest first`);
      }
    });
  }
  const latest = <N extends keyof V & string>(name: N): V[N][number] => {
    const versions = processes[name];
    if (!versions) throw new Error(`process registry ${domain}: no process ${name}`);
    return versions[versions.length - 1]!;
  };
  return {
    domain,
    processes,
    all: Object.values(processes).flat(),
    latest,
    of: (name, object) => {
      const version = object?.processVersion ?? FIRST_VERSION;
      const found = processes[name]?.find((def) => def.version === version);
      if (!found) throw new Error(`process registry ${domain}: ${name} has no version ${version}`);
      return found;
    },
    start: (name) => {
      const def = latest(name);
      return { state: def.initial, processVersion: def.version };
    },
  };
};
