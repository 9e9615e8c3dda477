/** The rows of a resume's lists as the form holds them, read once from what was saved, and turned back for saving. */
import { useState } from 'react';
import { toast } from '../../../lib/notify.js';
import { useReloadResumes } from '../api/resume.js';
import { fromFormRows, toFormRow, type FormRow, type ListDef } from '../sections.js';
import { tr } from '../texts.js';

export const useListRows = (lists: readonly ListDef[], saved: Readonly<Record<string, unknown>>) => {
  const [rows, setRows] = useState<Record<string, FormRow[]>>(() =>
    Object.fromEntries(lists.map((list) => [list.key, ((saved[list.key] as readonly Record<string, unknown>[] | undefined) ?? []).map((row) => toFormRow(list, row))])),
  );
  const setList = (key: string) => (next: FormRow[]) => setRows((current) => ({ ...current, [key]: next }));
  const toSave = () => Object.fromEntries(lists.map((list) => [list.key, fromFormRows(list, rows[list.key] ?? [])]));
  return { rows, setList, toSave };
};

/** Counts uploads in flight across a form's fields, so saving waits for them. */
export const useBusy = () => {
  const [busy, setBusy] = useState(0);
  return { busy: busy > 0, onBusyChange: (on: boolean) => setBusy((n) => Math.max(0, n + (on ? 1 : -1))) };
};

/**
 * A resume form's save: `send` over the version it was read at, 已保存 said and the resumes read again; a refusal was
 * told by the HTTP helper and leaves the form as it is. `saving` while it runs.
 */
export const useSave = (send: () => Promise<unknown>, after?: () => void) => {
  const reload = useReloadResumes();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await send();
      toast({ intent: 'success', text: tr('resume.doneSaving') });
      after?.();
      await reload();
    } catch {
      // The HTTP helper told what was refused.
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
};
