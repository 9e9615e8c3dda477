/**
 * `npm run ops -- <verb>`: operator commands against the running local cloud, or against a deployed stage when
 * the shell sets TABLE_NAME, WS_CALLBACK_URL and AWS credentials (docs/operations.md).
 *
 *   disable <phone|userNo|userId>     disable an account: its sessions end, its browsers get DISABLE_ACCOUNT
 *   enable <phone|userNo|userId>      let a disabled account log in again
 *   program-update [text]             push PROGRAM_UPDATE to every browser online (after deploying the SPA)
 *   online                            how many global sockets are online
 *   content [folder]                  publish platform content (default infra/content; see its README.md)
 *   reconcile                         check the ledger: gapless entries adding up to every account, no wallet
 *                                     below zero, all balances summing to zero, each posting claimed once;
 *                                     prints the findings and exits 1 on any
 *   withdrawals [list]                withdrawals waiting for a payout, oldest first, with the full account to pay
 *   withdrawals paid <id>             the payout was sent: the frozen amount leaves the wallet
 *   withdrawals failed <id> <reason>  the payout failed: the amount is available again, the reason on the record
 *   refunds [list]                    after-sales escalated to the platform, oldest first (the service desk's queue)
 *   refunds refund|reject <id> <reason>  rule on one: refund it from the order's escrow, or close it; the reason is
 *                                     shown to both sides (docs/orders.md "After-sale")
 *   disputes [list]                   cooperations' disputes open now (the service desk's queue), escalated first
 *   disputes show <id>                the whole case: the dispute, both sides' evidence, the phases and escrow, the
 *                                     process records, the documents and the project group's last messages
 *   disputes take <id>                take it: both sides have DISPUTE.evidenceDays to give evidence
 *   disputes ask <id> <A|B|both> <text>  ask one side or both (evidence time again)
 *   disputes decide <id> <ruling> [<toB fen>] <reason>  rule: ACCEPT | REVISE (an acceptance dispute), CONTINUE (a
 *                                     termination dispute), TERMINATE <toB fen> (either: what escrow holds split);
 *                                     the ruling and its reason go to both sides (docs/cooperation.md "Disputes")
 *   reindex [kind]                    rebuild a kind's search index (all kinds when none is named) from the table,
 *                                     by key, and swap it in behind the alias without downtime (SEARCH_ENDPOINT)
 *   erasures [list]                   give accounts cancelled before the cancellation process existed their
 *                                     cancellation and erasure timer (due 15 days after cancelTime, or now), and
 *                                     those erased before its second step existed that step; `list` only lists them.
 *                                     A paged Scan: an operator's one-off, run once after the deploy
 */
import { useTargetEnv } from './target-env.js';

const USAGE = 'usage: npm run ops -- disable|enable <phone|userNo|userId> | program-update [text] | online | content [folder] | reconcile | withdrawals [list | paid <id> | failed <id> <reason>] | refunds [list | refund <id> <reason> | reject <id> <reason>] | disputes [list | show <id> | take <id> | ask <id> <A|B|both> <text> | decide <id> <ruling> [<toB fen>] <reason>] | reindex [kind] | erasures [list]';

const main = async (): Promise<number> => {
  const [verb, arg, ...rest] = process.argv.slice(2);
  if (useTargetEnv() === 'none') {
    console.error('没有可操作的环境：请先 npm start，或设置 TABLE_NAME、WS_CALLBACK_URL 指向已部署的环境。');
    return 2;
  }
  // A command's answer is its JSON lines on stdout; the functions' log lines of INFO go to stdout too (Powertools),
  // so only warnings and errors are logged here, and they go to stderr (OPS_LOG_LEVEL=INFO shows the rest).
  process.env.POWERTOOLS_LOG_LEVEL = process.env.OPS_LOG_LEVEL ?? 'WARN';
  // Imported after the environment is set: the functions read their configuration when loaded.
  switch (verb) {
    case 'disable':
    case 'enable': {
      if (!arg) break;
      const operator = await import('../../functions/account/operator.js');
      const person = await operator.findPerson(arg);
      if (!person) {
        console.error(`找不到账号：${arg}`);
        return 1;
      }
      const result = verb === 'disable' ? await operator.disableAccount(person) : await operator.enableAccount(person);
      console.log(JSON.stringify(result));
      return 0;
    }
    case 'program-update': {
      const { pushToEveryone, radioFrame } = await import('../../functions/lib/socket/push.js');
      const result = await pushToEveryone(radioFrame('PROGRAM_UPDATE', arg ? { content: arg } : {}));
      console.log(JSON.stringify(result));
      return 0;
    }
    case 'content': {
      const { publishContent } = await import('./content.js');
      console.log(JSON.stringify(await publishContent(arg)));
      return 0;
    }
    case 'reconcile': {
      const [{ readLedger }, { reconcile }] = await Promise.all([import('./ledger-snapshot.js'), import('../../functions/wallet/reconcile.js')]);
      const report = reconcile(await readLedger());
      console.log(JSON.stringify({ accounts: report.accounts, entries: report.entries, postings: report.postings, total: report.total, findings: report.findings.length }));
      for (const finding of report.findings) console.error(finding);
      return report.findings.length ? 1 : 0;
    }
    case 'withdrawals': {
      const operator = await import('../../functions/wallet/operator.js');
      if (!arg || arg === 'list') {
        for (const queued of await operator.pendingWithdrawals()) {
          const w = await operator.findWithdrawal(queued.withdrawalId);
          console.log(JSON.stringify({ id: w.withdrawalId, wallet: w.accountId, amount: w.amount, yuan: (w.amount / 100).toFixed(2), method: w.method, createTime: new Date(w.createTime).toISOString(), expectedArrival: w.expectedArrival }));
        }
        return 0;
      }
      const id = rest[0];
      if (arg === 'paid' && id) {
        const w = await operator.markWithdrawalPaid(id);
        console.log(JSON.stringify({ id: w.withdrawalId, status: w.status }));
        return 0;
      }
      if (arg === 'failed' && id && rest.length > 1) {
        const w = await operator.markWithdrawalFailed(id, rest.slice(1).join(' '));
        console.log(JSON.stringify({ id: w.withdrawalId, status: w.status, failReason: w.failReason }));
        return 0;
      }
      break;
    }
    case 'refunds': {
      const [{ arbitratingRefunds }, { ruleOnRefund }] = await Promise.all([import('../../functions/order/store.js'), import('../../functions/order/refunds.js')]);
      if (!arg || arg === 'list') {
        for (const r of await arbitratingRefunds()) {
          console.log(JSON.stringify({ id: r.id, orderId: r.orderId, type: r.type, amount: r.amount, yuan: (r.amount / 100).toFixed(2), reason: r.reason, refuseReason: r.refuseReason, escalateReason: r.escalateReason, buyer: r.buyerId, seller: r.sellerId }));
        }
        return 0;
      }
      const id = rest[0];
      if ((arg === 'refund' || arg === 'reject') && id && rest.length > 1) {
        const r = await ruleOnRefund(id, arg, rest.slice(1).join(' '));
        console.log(JSON.stringify({ id, state: r?.state ?? 'unchanged' }));
        return r ? 0 : 1;
      }
      break;
    }
    case 'disputes': {
      const { disputeCommand } = await import('./disputes.js');
      const code = await disputeCommand(arg, rest);
      if (code !== undefined) return code;
      break;
    }
    case 'reindex': {
      const [{ reindexKind }, { searchKinds }] = await Promise.all([import('../../functions/search/reindex.js'), import('../../shared/search.js')]);
      const kinds = searchKinds();
      const chosen = arg ? kinds.filter((kind) => kind === arg) : kinds;
      if (chosen.length === 0) {
        console.error(`没有这种搜索文档：${arg}（可选：${kinds.join('、')}）`);
        return 2;
      }
      for (const kind of chosen) {
        const result = await reindexKind(kind, (items) => process.stderr.write(`\r${kind}: ${items}`));
        process.stderr.write('\n');
        console.log(JSON.stringify(result));
      }
      return 0;
    }
    case 'erasures': {
      if (arg && arg !== 'list') break;
      const { catchUpErasures } = await import('./erasures.js');
      const totals = await catchUpErasures({ dryRun: arg === 'list' }, (entry) => console.log(JSON.stringify(entry)));
      console.log(JSON.stringify(totals));
      return 0;
    }
    case 'online': {
      const { onlineCount } = await import('../../functions/lib/socket/connection-store.js');
      console.log(JSON.stringify({ online: await onlineCount() }));
      return 0;
    }
  }
  console.error(USAGE);
  return 2;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
