/** The A-Z and # index of the contacts tab (spec §2.5): friends grouped by their index letter, # last. */
export interface IndexedContact {
  first?: string;
  nickname: string;
  friendRemark?: string;
}

export const indexLetter = (contact: IndexedContact): string => {
  const letter = (contact.first || contact.friendRemark || contact.nickname || '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : '#';
};

export const indexContacts = <T extends IndexedContact>(contacts: readonly T[]): { letter: string; items: T[] }[] => {
  const groups = new Map<string, T[]>();
  for (const contact of contacts) {
    const letter = indexLetter(contact);
    groups.set(letter, [...(groups.get(letter) ?? []), contact]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, items]) => ({ letter, items }));
};

/** Spec §2.5: the contacts search matches the nickname or the remark. */
export const matchesContact = (contact: IndexedContact, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  return needle === '' || contact.nickname.toLowerCase().includes(needle) || (contact.friendRemark ?? '').toLowerCase().includes(needle);
};
