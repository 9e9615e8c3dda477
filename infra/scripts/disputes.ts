/**
 * `npm run ops -- disputes …`: the service desk's command for cooperations' disputes (docs/cooperation.md "Disputes"),
 * acting as the operator (`ops`). A dispute is named by its id alone: its project is found on the desk's list (open
 * ones), so `show` and the moves take the id the list printed. Answers JSON lines on stdout; undefined for a usage
 * the caller prints.
 */
import { DISPUTE_RULINGS, type DisputeRuling } from '../../shared/process/dispute.js';

const SIDES = { A: 'partyA', B: 'partyB', both: 'both' } as const;

export const disputeCommand = async (verb: string | undefined, rest: string[]): Promise<number | undefined> => {
  const desk = await import('../../functions/project/cooperation/disputes/desk.js');
  const { openDisputes } = await import('../../functions/project/cooperation/disputes/store.js');
  const open = await openDisputes();
  if (!verb || verb === 'list') {
    const page = await desk.deskList('ops', { current: 1, size: Math.max(1, open.length) });
    for (const row of page.records) console.log(JSON.stringify(row));
    return 0;
  }
  const id = rest[0];
  if (!id) return undefined;
  const found = open.find((d) => d.id === id);
  if (!found) {
    console.error(`没有待处理的纠纷：${id}（npm run ops -- disputes 列出待处理的纠纷）`);
    return 1;
  }
  const named = { projectId: found.projectId, disputeId: id };
  switch (verb) {
    case 'show':
      console.log(JSON.stringify(await (await import('../../functions/project/cooperation/disputes/desk-case.js')).deskCase('ops', named), null, 2));
      return 0;
    case 'take':
      console.log(JSON.stringify(await desk.deskView(await desk.takeDispute('ops', named))));
      return 0;
    case 'ask': {
      const to = SIDES[rest[1] as keyof typeof SIDES];
      const text = rest.slice(2).join(' ');
      if (!to || !text) return undefined;
      console.log(JSON.stringify(await desk.deskView(await desk.askDispute('ops', { ...named, to, text }))));
      return 0;
    }
    case 'decide': {
      // `decide <id> <toB fen> <reason>` is short for TERMINATE with that split.
      if (/^\d+$/.test(rest[1] ?? '')) rest.splice(1, 0, 'TERMINATE');
      const ruling = rest[1] as DisputeRuling;
      if (!(ruling in DISPUTE_RULINGS)) return undefined;
      const toB = ruling === 'TERMINATE' ? Number(rest[2]) : undefined;
      if (toB !== undefined && (!Number.isSafeInteger(toB) || toB < 0)) return undefined;
      const reason = rest.slice(ruling === 'TERMINATE' ? 3 : 2).join(' ');
      if (!reason) return undefined;
      const decided = await desk.decideDispute('ops', { ...named, ruling, ...(toB !== undefined ? { toB } : {}), reason, requestId: `ops-${id}` });
      console.log(JSON.stringify(await desk.deskView(decided)));
      return 0;
    }
  }
  return undefined;
};
