// Adding a card (loaded when "Add card" is chosen). The card fields belong to the adapter GET
// configuration names (card-fields/port.ts): the page renders and labels three empty slots, the adapter
// fills them with its own inputs (or the provider's iframes). On submit the adapter runs 3-D Secure and
// answers a token; only the token, the last four digits and the type are sent to our API.
import {
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  SkeletonLines,
} from '@dbcloud/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { configurationQuery } from '../../../app/configuration';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { useRootContext } from '../../../app/use-root-context';
import { useServerForm } from '../../../app/use-server-form';
import { Alert } from '../../../components/alert';
import forms from '../../../components/forms/forms.module.css';
import { ProblemAlert } from '../../../components/problem-alert';
import { SectionLoading } from '../../../components/section-state';
import { createCardFields } from '../card-fields/create';
import {
  type CardFieldName,
  type CardFieldSlots,
  type CardFields,
  cardErrorMessage,
} from '../card-fields/port';
import { useAddCard } from '../mutations';
import styles from './add-card-dialog.module.css';
import { cardName } from './card-name';

type Status = 'loading' | 'ready' | 'failed';

const FIELDS: { name: CardFieldName; label: string }[] = [
  { name: 'cardNumber', label: 'Card number' },
  { name: 'expiryDate', label: 'Expiry date' },
  { name: 'cvv', label: 'Security code (CVV)' },
];

/** The demo test cards (README "Demo cards"), shown with the demo card fields only. */
const DEMO_CARDS: [string, string][] = [
  ['4111 1111 1111 1111', 'Visa, added'],
  ['5555 5555 5555 4444', 'Mastercard, added'],
  ['4000 0000 0000 0341', 'added, then declines charges'],
  ['4000 0000 0000 0002', '3-D Secure fails (14101)'],
  ['4000 0000 0000 0010', '3-D Secure error (14103)'],
];

export function AddCardDialog({
  domainName,
  hasCards,
  onClose,
}: {
  domainName: string;
  /** Whether the account has cards already (the first card always becomes active). */
  hasCards: boolean;
  onClose: () => void;
}) {
  const { api, queryClient } = useRootContext();
  const baseId = useId();
  const inputId = (name: CardFieldName) => `${baseId}-${name}`;
  const [slotsRoot, setSlotsRoot] = useState<HTMLDivElement | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [kind, setKind] = useState<'demo' | 'hosted' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const fields = useRef<CardFields | null>(null);
  const { form, submit, error, alert } = useServerForm({ defaultValues: { makeActive: false } });

  const add = useAddCard({
    onSuccess: ({ card }) => {
      toast('success', `${cardName(card)} added`, {
        description: card.active ? 'Charges now go to this card.' : undefined,
      });
      onClose();
    },
    onError: shownOnScreen,
  });

  // Mount the adapter's fields into the slots once they are in the page; destroy them on close.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` mounts them again after a failure.
  useEffect(() => {
    if (!slotsRoot) return;
    let live = true;
    let created: CardFields | null = null;
    setStatus('loading');
    void (async () => {
      try {
        const { cardProvider } = await queryClient.fetchQuery(configurationQuery(api));
        if (!live) return;
        setKind(cardProvider.kind);
        created = await createCardFields(cardProvider);
        if (!live) return;
        const slot = (name: CardFieldName) => {
          const container = slotsRoot.querySelector<HTMLElement>(`[data-card-slot="${name}"]`);
          if (!container) throw new Error(`no slot for ${name}`);
          return { container, inputId: inputId(name) };
        };
        const slots: CardFieldSlots = {
          cardNumber: slot('cardNumber'),
          expiryDate: slot('expiryDate'),
          cvv: slot('cvv'),
        };
        await created.mount(slots);
        if (!live) return;
        fields.current = created;
        setStatus('ready');
      } catch {
        if (live) setStatus('failed');
      }
    })();
    return () => {
      live = false;
      created?.destroy();
      fields.current = null;
    };
  }, [slotsRoot, attempt, api, queryClient]);

  // Once shown, the card number takes the focus (an input of the demo fields; a provider's iframe
  // takes it itself if it wants to).
  useEffect(() => {
    if (status === 'ready') slotsRoot?.querySelector<HTMLInputElement>('input')?.focus();
  }, [status, slotsRoot]);

  const busy = checking || add.isPending;

  // One card entry at a time: the bank's check, then the card to our API.
  const onSubmit = submit(async ({ makeActive }) => {
    const entry = fields.current;
    if (!entry) return;
    setCardError(null);
    setChecking(true);
    let token: Awaited<ReturnType<CardFields['tokenize']>>;
    try {
      token = await entry.tokenize();
    } catch (error) {
      setCardError(cardErrorMessage(error));
      return;
    } finally {
      setChecking(false);
    }
    await add.mutateAsync({ domainName, ...token, ...(hasCards && makeActive ? { makeActive: true } : {}) });
  });

  const problem = cardError ?? alert;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={styles.dialog}>
        <DialogHeader>
          <DialogTitle>Add a card</DialogTitle>
          <DialogDescription>
            Your card goes straight to our payment provider and is checked with your bank (3-D Secure);
            nothing is charged. DBCloud keeps only its type and last four digits.
          </DialogDescription>
        </DialogHeader>
        <form className={forms.form} onSubmit={onSubmit} noValidate aria-label="Card">
          {problem && (
            <ProblemAlert tone="danger" title="The card was not added" error={cardError ? undefined : error}>
              {problem}
            </ProblemAlert>
          )}
          {status === 'failed' && (
            <Alert tone="danger" title="The card form did not load">
              <p className={styles.plain}>Check your connection and try again.</p>
              <Button size="sm" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </Button>
            </Alert>
          )}
          {status === 'loading' && (
            <SectionLoading what="The card form">
              <SkeletonLines />
            </SectionLoading>
          )}
          <div ref={setSlotsRoot} className={styles.fields} hidden={status !== 'ready'} aria-busy={busy}>
            {FIELDS.map(({ name, label }) => (
              <div key={name} className={styles.field} data-field={name}>
                <label className={styles.label} htmlFor={inputId(name)} id={`${inputId(name)}-label`}>
                  {label}
                </label>
                <div className={styles.slot} data-card-slot={name} />
              </div>
            ))}
          </div>
          {hasCards && status === 'ready' && (
            <Field orientation="horizontal" label="Make this the active card" id={`${baseId}-make-active`}>
              <Checkbox {...form.register('makeActive')} />
            </Field>
          )}
          <p className={styles.status} role="status">
            {checking
              ? 'Checking the card with your bank (3-D Secure)…'
              : add.isPending
                ? 'Adding the card…'
                : ''}
          </p>
          {kind === 'demo' && status === 'ready' && (
            <details className={styles.demo}>
              <summary>Demo test cards</summary>
              <p className={styles.plain}>Any future expiry date and any three digits as the CVV.</p>
              <ul>
                {DEMO_CARDS.map(([number, outcome]) => (
                  <li key={number}>
                    <span className={styles.number}>{number}</span>: {outcome}
                  </li>
                ))}
              </ul>
            </details>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="primary" loading={busy} disabled={status !== 'ready'}>
              Add card
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
