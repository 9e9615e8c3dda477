/**
 * The live check of a project name (`project-name-verify`): asked 500 ms after the typing stops, for a name that
 * passes its own rule; an answer for a name since changed is dropped. A demand being changed passes its id, so its
 * own name counts as free; its saved name is not asked about at all.
 */
import { useEffect, useState } from 'react';
import { nameIssue } from '../model/demand-form.js';
import { verifyName } from '../api/verify-name.js';

/** How long typing must pause before the name is checked. */
export const NAME_CHECK_DELAY_MS = 500;

export type NameCheck = 'idle' | 'checking' | 'available' | 'taken';

interface Verdict {
  name: string;
  status: NameCheck;
}

export const useNameCheck = (name: string, projectId?: string, savedName?: string): NameCheck => {
  const trimmed = name.trim();
  const wanted = nameIssue(name) === undefined && trimmed !== savedName?.trim();
  const [verdict, setVerdict] = useState<Verdict>({ name: '', status: 'idle' });

  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      verifyName(trimmed, projectId, controller.signal).then(
        (available) => {
          if (!controller.signal.aborted) setVerdict({ name: trimmed, status: available ? 'available' : 'taken' });
        },
        () => {
          // Not known (offline, a refusal): the save says it if the name is taken.
          if (!controller.signal.aborted) setVerdict({ name: trimmed, status: 'idle' });
        },
      );
    }, NAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, projectId, wanted]);

  if (!wanted) return 'idle';
  return verdict.name === trimmed ? verdict.status : 'checking';
};
