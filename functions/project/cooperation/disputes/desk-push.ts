/**
 * The service desk hears of its disputes (docs/cooperation.md "Disputes"): when one is opened, given evidence, withdrawn,
 * escalated, closed by its timer or ruled, the global sockets in the desk's room (desk staff's, lib/socket/keys.ts
 * DESK_ROOM) get NEED_RADIO `{ kind: 'desk', event: 'dispute', projectId, id, state }`; the SPA's desk page and its
 * count read again. Only people who are desk staff now get it (the role checked again, one BatchGet): a stranger's
 * socket is never in the room, and one whose role was taken away is skipped. Never fails the move that caused it.
 */
import { publicPeople } from '../../../account/public.js';
import { logger } from '../../../lib/logger.js';
import { deskConnections } from '../../../lib/socket/connection-store.js';
import { pushToConnections, radioFrame } from '../../../lib/socket/push.js';
import type { DisputeItem } from './model.js';

export const tellDesk = async (d: Pick<DisputeItem, 'id' | 'projectId' | 'state'>): Promise<void> => {
  try {
    const sockets = await deskConnections();
    if (sockets.length === 0) return;
    const people = await publicPeople([...new Set(sockets.map((c) => c.userId))]);
    const staff = (userId: string) => {
      const p = people.get(userId);
      return p?.status === 'NORMAL' && (p.roles?.includes('SERVICE') ?? false);
    };
    const content = JSON.stringify({ kind: 'desk', event: 'dispute', projectId: d.projectId, id: d.id, state: d.state });
    await pushToConnections(
      sockets.filter((c) => staff(c.userId)).map((c) => c.connectionId),
      radioFrame('NEED_RADIO', { content }),
    );
  } catch (error) {
    logger.warn('desk not told', { error: (error as Error).message });
  }
};
