/** The rows of a resume's lists as the form holds them, read once from what was saved, and turned back for saving. */
import { useState } from 'react';
import { fromFormRows, toFormRow, type FormRow, type ListDef } from '../sections.js';

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
