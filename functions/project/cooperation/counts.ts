/** The counts of the project center's cooperation tabs (personage-center-count): as party A and as party B together. */
import { partyList } from '../keys.js';
import { keyOfParty, type PartyRef } from '../model.js';
import { countOf } from '../store.js';

export const cooperationCounts = async (party: PartyRef): Promise<{ onGoingPhaseProject: number; completeProject: number }> => {
  const listPk = partyList(keyOfParty(party), 'COOP');
  const [a1, b1, a2, b2] = await Promise.all([
    countOf('gsi1', listPk, 'COOPERATING#'),
    countOf('gsi2', listPk, 'COOPERATING#'),
    countOf('gsi1', listPk, 'COMPLETED#'),
    countOf('gsi2', listPk, 'COMPLETED#'),
  ]);
  return { onGoingPhaseProject: a1 + b1, completeProject: a2 + b2 };
};
