import type { BillingChargedCard, BillingChargeReceipt, BillingPayNow } from '@dbcloud/api-client';
import { Button, Skeleton, TextLink } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { problemMessage } from '../../../app/form-errors';
import { formatDateTime, formatMoney } from '../../../app/format';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useRootContext } from '../../../app/use-root-context';
import { Alert } from '../../../components/alert';
import { SectionState } from '../../../components/section-state';
import { payNowQuery } from '../api';
import { periodName } from '../format';
import { chargeRefusal, usePayNow } from '../mutations';
import styles from './billing.module.css';

// The confirmation's dialog loads when "Pay now" is first pressed: not in the page's first load.
const ConfirmPayment = lazy(() => import('./confirm-payment'));

const cardName = (card: BillingChargedCard) => `${card.ccType} ending ${card.last4Digits}`;

const invoiceList = (ids: readonly string[]) =>
  ids.length === 1 ? `invoice ${ids[0]}` : `invoices ${ids.slice(0, -1).join(', ')} and ${ids.at(-1)}`;

function periodsOf(due: BillingPayNow): string {
  if (!due.unpaidPeriod) return '';
  const first = periodName(due.unpaidPeriod);
  const last = periodName({ ...due.unpaidPeriod, start: due.unpaidPeriod.end });
  return first === last ? first : `${first} to ${last}`;
}

/** "in about 42 minutes" */
function inAbout(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `in about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * Pay now: shown only when a previous period is unpaid. It names the amount, the periods,
 * the invoices and the card it will charge, asks to confirm, then says what happened: paid (the
 * balance goes and a toast says so), or declined (the server's reason and when the next try is
 * possible; the button comes back after the cooldown).
 */
export function PayNow({ domainName }: { domainName: string }) {
  const { api } = useRootContext();
  const query = useQuery(payNowQuery(api, domainName));
  return (
    <SectionState
      query={query}
      what="Unpaid invoices"
      headingLevel={2}
      loading={<Skeleton className={styles.skeletonBanner} />}
    >
      {(due) => <DueBalance domainName={domainName} due={due} refetch={() => void query.refetch()} />}
    </SectionState>
  );
}

/** What is due and the way to pay it, the receipt of a payment, or why paying must wait. */
function DueBalance({
  domainName,
  due,
  refetch,
}: {
  domainName: string;
  due: BillingPayNow;
  /** Asks again what is due. */
  refetch: () => void;
}) {
  const [receipt, setReceipt] = useState<BillingChargeReceipt | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Whether "Pay now" was ever pressed (the dialog's code loads then).
  const [asked, setAsked] = useState(false);
  const payNow = useRef<HTMLButtonElement>(null);
  const pay = usePayNow({
    onSuccess: (paid) => {
      setReceipt(paid);
      toast('success', 'Payment received', {
        description: `${formatMoney(paid.amount)} was charged to your ${cardName(paid.card)}.`,
      });
    },
    onError: shownOnScreen,
  });
  // A refused charge (a declined card, a cooldown) is the page's to explain, with the wait its
  // Retry-After gave; any other failure stays in the confirmation, to try again.
  const refusal = chargeRefusal(pay.error);

  if (due.status === 'nothingDue') {
    return receipt ? (
      <Alert tone="success" title="Paid, thank you">
        <p className={styles.flush}>
          {formatMoney(receipt.amount)} was charged to your {cardName(receipt.card)} on{' '}
          {formatDateTime(receipt.paidAt)} for {invoiceList(receipt.invoiceIds)}. Nothing is due now.
        </p>
      </Alert>
    ) : null;
  }

  const amount = formatMoney(due.amountDue);
  const what = `${amount} for ${periodsOf(due)} (${invoiceList(due.invoiceIds)})`;

  if (due.status === 'cooldown') {
    const wait = refusal?.retryAfterSeconds ? ` (${inAbout(refusal.retryAfterSeconds)})` : '';
    return (
      <Alert tone="danger" title="Your last payment was declined">
        <p className={styles.flush}>
          {refusal ? problemMessage(pay.error) : 'The card was declined.'} {what} is still unpaid.
        </p>
        <p className={styles.flush}>
          {due.cooldownUntil
            ? `You can pay again after ${formatDateTime(due.cooldownUntil)}${wait}. `
            : 'You can pay again in a while. '}
          Meanwhile, make another card active in{' '}
          <TextLink href="#payment-information">Payment information</TextLink>: the next payment goes to the
          active card.
        </p>
      </Alert>
    );
  }

  if (due.status === 'noActiveCard' || !due.activeCard) {
    return (
      <Alert tone="warning" title={`${amount} is unpaid`}>
        <p className={styles.flush}>
          {what} is due, and {domainName} has no card to charge. Add a card in{' '}
          <TextLink href="#payment-information">Payment information</TextLink>, then pay here.
        </p>
      </Alert>
    );
  }

  const card = due.activeCard;
  const changeOpen = (open: boolean) => {
    setConfirming(open);
    if (!open) return;
    // What an earlier attempt said is not news; the card may have changed in Payment information
    // since the page loaded.
    pay.reset();
    refetch();
  };
  return (
    <section className={styles.banner} aria-labelledby="unpaid-title">
      <div className={styles.bannerText}>
        <p id="unpaid-title" className={styles.bannerTitle}>
          Unpaid balance
        </p>
        <p className={styles.bannerAmount}>{amount}</p>
        <p className={styles.flush}>
          For {periodsOf(due)} ({invoiceList(due.invoiceIds)}). Pay now to keep your products running.
        </p>
      </div>
      <Button
        ref={payNow}
        variant="primary"
        aria-haspopup="dialog"
        aria-expanded={confirming}
        onClick={() => {
          setAsked(true);
          changeOpen(true);
        }}
      >
        Pay now
      </Button>
      {asked && (
        <Suspense>
          <ConfirmPayment
            amount={amount}
            description={`We will charge your ${cardName(card)} ${amount} for ${periodsOf(due)} (${invoiceList(due.invoiceIds)}).`}
            open={confirming}
            onOpenChange={changeOpen}
            paying={pay.isPending}
            failure={
              pay.error && !refusal
                ? problemMessage(pay.error, 'The payment did not go through. Try again.')
                : null
            }
            onPay={() =>
              pay.mutate(domainName, {
                onSettled: (_receipt, error) => {
                  if (!error || chargeRefusal(error)) setConfirming(false);
                },
              })
            }
            opener={payNow}
          />
        </Suspense>
      )}
    </section>
  );
}
