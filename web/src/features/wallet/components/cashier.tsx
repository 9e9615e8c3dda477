/**
 * The sandbox payment provider's cashier (收银台), a page of this SPA on the local and sandbox stages: the order's
 * amount, number and the time left to pay (15 minutes), a choice of 支付宝 or 微信支付 (their look only: both pay
 * through the sandbox), and the two buttons of the sandbox, 支付成功 and 支付失败. After a click the provider's
 * notify reaches the server asynchronously, so the page asks for the payment again until it is PAID or FAILED,
 * then says how it ended with the way back to the wallet (and, when a page sent the person here to pay something,
 * back to that page: 返回继续支付). An expired payment says 支付单已超时.
 */
import { Badge, Button, MessageBar, MessageBarBody, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { formatFen } from '../../../../../shared/money.js';
import { PAY_CHANNELS, type PayChannel, type Payment } from '../../../../../shared/schemas/wallet.js';
import { isHttpError } from '../../../api/http-error.js';
import { useOneAtATime } from '../../../components/async-button.js';
import { LinkButton } from '../../../components/link-button.js';
import { LogoMark } from '../../../components/logo-mark.js';
import { NARROW_MEDIA } from '../../../components/page-styles.js';
import { t } from '../../../lib/i18n.js';
import { formatDateTime } from '../../../lib/format-time.js';
import { useUserInfo } from '../../account/public.js';
import { sandboxPay, usePayment } from '../api/recharge.js';
import { isNotOperator, useReloadWallet } from '../api/wallet-info.js';
import { walletHomePath } from '../model/wallet-paths.js';
import { tw } from '../texts.js';
import { NotOperator } from './wallet-frame.js';
import { AlipayMark, WalletIcon, WechatMark } from './wallet-icons.js';
import { ChoiceCard } from '../../../components/choice-card.js';

/** How often the page asks for the payment while the provider's notify is on its way. */
const POLL_MS = 1_000;
/** After this long without an answer the page says the result may take a while (it keeps asking). */
const SLOW_MS = 20_000;

const useStyles = makeStyles({
  page: {
    display: 'flex',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL} 64px`,
    [NARROW_MEDIA]: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} 48px` },
  },
  sheet: {
    width: '100%',
    maxWidth: '560px',
    borderRadius: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    overflow: 'hidden',
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  brand: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, flexGrow: 1 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}` },
  order: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXS, padding: `${tokens.spacingVerticalM} 0` },
  orderLabel: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase300 },
  amount: { margin: 0, fontSize: '44px', lineHeight: '52px', fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', textAlign: 'center' },
  countdown: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    marginTop: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteDarkOrangeBackground1,
    color: tokens.colorPaletteDarkOrangeForeground1,
    fontSize: tokens.fontSizeBase200,
    fontVariantNumeric: 'tabular-nums',
  },
  facts: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0, padding: tokens.spacingHorizontalL, borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground2, fontSize: tokens.fontSizeBase200 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, textAlign: 'right', overflowWrap: 'anywhere', color: tokens.colorNeutralForeground1 },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalS, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  fieldset: { margin: 0, padding: 0, border: 'none', minWidth: 0 },
  channels: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  channelName: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  channelSub: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  simulate: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  simulateTitle: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  buttons: { display: 'grid', gridTemplateColumns: '2fr 1fr', gap: tokens.spacingHorizontalM, [NARROW_MEDIA]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  big: { height: '48px', fontSize: tokens.fontSizeBase400 },
  waiting: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalXXL} 0`, textAlign: 'center', color: tokens.colorNeutralForeground2 },
  result: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, padding: `${tokens.spacingVerticalXL} 0`, textAlign: 'center' },
  resultIcon: { display: 'flex', alignItems: 'center', justifyContent: 'center', width: '72px', height: '72px', borderRadius: tokens.borderRadiusCircular, color: tokens.colorNeutralForegroundOnBrand },
  ok: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  bad: { backgroundColor: tokens.colorPaletteRedBackground3 },
  late: { backgroundColor: tokens.colorNeutralForeground3 },
  resultTitle: { margin: `${tokens.spacingVerticalS} 0 0`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  resultText: { margin: 0, maxWidth: '400px', color: tokens.colorNeutralForeground3, lineHeight: tokens.lineHeightBase300 },
  resultAmount: { margin: 0, fontSize: '32px', fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  resultActions: { display: 'flex', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalL },
});

/** `mm:ss` of what is left until `end`. */
const left = (end: number, now: number): string => {
  const seconds = Math.max(0, Math.ceil((end - now) / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The time now, once a second while `running`. */
const useNow = (running: boolean): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
};

const CHANNELS: readonly { id: PayChannel; text: 'cashier.alipayText' | 'cashier.wechatText' }[] = [
  { id: 'ALIPAY', text: 'cashier.alipayText' },
  { id: 'WECHAT', text: 'cashier.wechatText' },
];

const Result = ({ payment, kind, back }: { payment: Payment; kind: 'PAID' | 'FAILED' | 'EXPIRED'; back: string | undefined }) => {
  const styles = useStyles();
  const { data: info } = useUserInfo();
  const title = kind === 'PAID' ? tw('cashier.paid') : kind === 'FAILED' ? tw('cashier.failed') : tw('cashier.expired');
  const text = kind === 'PAID' ? tw('cashier.paidText', { amount: formatFen(payment.amount) }) : kind === 'FAILED' ? tw('cashier.failedText') : tw('cashier.expiredText');
  return (
    <div className={styles.result} role="status" data-testid="cashier-result">
      <span className={mergeClasses(styles.resultIcon, kind === 'PAID' ? styles.ok : kind === 'FAILED' ? styles.bad : styles.late)}>
        <WalletIcon name={kind === 'PAID' ? 'check' : kind === 'FAILED' ? 'cross' : 'clock'} size={40} weight={2.4} />
      </span>
      <h2 className={styles.resultTitle}>{title}</h2>
      {kind === 'PAID' && <p className={styles.resultAmount}>{formatFen(payment.amount)}</p>}
      <p className={styles.resultText}>{text}</p>
      {kind === 'PAID' && payment.paidTime !== undefined && (
        <p className={styles.resultText}>
          {tw('cashier.paidAt')} {formatDateTime(payment.paidTime)}
        </p>
      )}
      <div className={styles.resultActions}>
        {back && (
          <LinkButton appearance="primary" to={back}>
            {tw('cashier.back')}
          </LinkButton>
        )}
        <LinkButton appearance={back ? 'secondary' : 'primary'} to={walletHomePath(info)}>
          {tw('cashier.toWallet')}
        </LinkButton>
      </div>
    </div>
  );
};

const Checkout = ({ payment, onPay, busy }: { payment: Payment; onPay: (result: 'SUCCESS' | 'FAIL', channel: PayChannel) => void; busy: boolean }) => {
  const styles = useStyles();
  const [channel, setChannel] = useState<PayChannel>('ALIPAY');
  const now = useNow(true);
  return (
    <>
      <div className={styles.order}>
        <p className={styles.orderLabel}>{tw('cashier.amount')}</p>
        <p className={styles.amount} data-testid="cashier-amount">
          {formatFen(payment.amount)}
        </p>
        <span className={styles.countdown} data-testid="cashier-countdown">
          <WalletIcon name="clock" size={14} />
          {tw('cashier.remaining', { time: left(payment.expireTime, now) })}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>{tw('cashier.subject')}</dt>
        <dd className={styles.value}>{payment.subject}</dd>
        <dt className={styles.term}>{tw('cashier.orderNo')}</dt>
        <dd className={mergeClasses(styles.value, styles.mono)} data-testid="cashier-order-no">
          {payment.payId}
        </dd>
        <dt className={styles.term}>{tw('cashier.createTime')}</dt>
        <dd className={styles.value}>{formatDateTime(payment.createTime)}</dd>
      </dl>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{tw('cashier.channel')}</legend>
        <div className={styles.channels}>
          {CHANNELS.map(({ id, text }) => {
            const on = channel === id;
            return (
              <ChoiceCard key={id} name="channel" value={id} checked={on} onChange={() => setChannel(id)} leading={id === 'ALIPAY' ? <AlipayMark size={36} /> : <WechatMark size={36} />}>
                <span className={styles.channelName}>{PAY_CHANNELS[id]}</span>
                <span className={styles.channelSub}>{tw(text)}</span>
              </ChoiceCard>
            );
          })}
        </div>
      </fieldset>
      <div className={styles.simulate}>
        <p className={styles.simulateTitle}>{tw('cashier.simulate')}</p>
        <div className={styles.buttons}>
          <Button className={styles.big} appearance="primary" disabled={busy} onClick={() => onPay('SUCCESS', channel)}>
            {tw('cashier.success')}
          </Button>
          <Button className={styles.big} appearance="secondary" disabled={busy} onClick={() => onPay('FAIL', channel)}>
            {tw('cashier.fail')}
          </Button>
        </div>
      </div>
    </>
  );
};

export const Cashier = ({ payId, back }: { payId: string; back?: string | undefined }) => {
  const styles = useStyles();
  const [sentAt, setSentAt] = useState<number>();
  // One decision at a time, the guard set in the press itself: a double click sends one (components/async-button.tsx).
  const { pending: busy, run } = useOneAtATime();
  const { data: payment, error, mutate } = usePayment(payId);
  const reloadWallet = useReloadWallet();
  const ended = payment !== undefined && payment.status !== 'PENDING';
  // Once it has ended, the wallet's amounts and flow read anywhere are read again.
  useEffect(() => {
    if (ended) void reloadWallet();
  }, [ended, reloadWallet]);
  const waiting = sentAt !== undefined && payment?.status === 'PENDING';
  const now = useNow(waiting);
  // Asks again while the provider's word is on its way (SWR's own interval would also run before the click).
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setInterval(() => void mutate(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, mutate]);
  // A payment left open until its time runs out is closed by the server: ask once more then.
  useEffect(() => {
    if (!payment || payment.status !== 'PENDING' || sentAt !== undefined) return undefined;
    const timer = window.setTimeout(() => void mutate(), Math.max(0, payment.expireTime - Date.now()) + 1_000);
    return () => window.clearTimeout(timer);
  }, [payment, sentAt, mutate]);

  const pay = (result: 'SUCCESS' | 'FAIL', channel: PayChannel) =>
    run(async () => {
      try {
        const answered = await sandboxPay(payId, result, channel);
        setSentAt(Date.now());
        await mutate(answered, { revalidate: answered.status === 'PENDING' });
      } catch (failure) {
        // Decided or expired meanwhile: show how it stands.
        if (isHttpError(failure) && failure.kind === 'business') await mutate();
      }
    });

  const content = (() => {
    if (error && isNotOperator(error)) return <NotOperator message={error.msg} />;
    if (error && !payment) {
      return (
        <div className={styles.result} role="status">
          <span className={mergeClasses(styles.resultIcon, styles.late)}>
            <WalletIcon name="info" size={40} weight={2} />
          </span>
          <h2 className={styles.resultTitle}>{tw('cashier.notFound')}</h2>
          <p className={styles.resultText}>{error.code === 404 ? tw('cashier.notFoundText') : error.msg}</p>
        </div>
      );
    }
    if (!payment) return <Spinner className={styles.waiting} label={t('app.loading')} />;
    if (payment.status !== 'PENDING') return <Result payment={payment} kind={payment.status} back={back} />;
    if (waiting) {
      return (
        <div className={styles.waiting} role="status" data-testid="cashier-waiting">
          <Spinner size="large" />
          <p>{tw('cashier.waiting')}</p>
          {sentAt !== undefined && now - sentAt > SLOW_MS && <p>{tw('cashier.waitingLong')}</p>}
        </div>
      );
    }
    return <Checkout payment={payment} busy={busy} onPay={(result, channel) => void pay(result, channel)} />;
  })();

  return (
    <div className={styles.page}>
      <title>{`${tw('cashier.title')} - ${t('app.name')}`}</title>
      <section className={styles.sheet} aria-labelledby="cashier-brand">
        <div className={styles.bar}>
          <LogoMark />
          <h1 id="cashier-brand" className={styles.brand}>
            {tw('cashier.brand')}
          </h1>
          <Badge appearance="tint" color="warning" shape="rounded">
            {tw('cashier.sandbox')}
          </Badge>
        </div>
        <div className={styles.body}>
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{tw('cashier.sandboxNote')}</MessageBarBody>
          </MessageBar>
          {content}
        </div>
      </section>
    </div>
  );
};
