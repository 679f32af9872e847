import type { AuditLogList } from '@dbcloud/api-client';
import {
  Button,
  EmptyState,
  Field,
  Input,
  Muted,
  NativeSelect,
  Skeleton,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { isDay } from '../../../app/search-params';
import { useRootContext } from '../../../app/use-root-context';
import { SectionState } from '../../../components/section-state';
import { auditLogQuery } from './api';
import styles from './health.module.css';
import { actionWords, actorWords, dayWords, utcTime } from './health-words';
import type { AuditSearch } from './search';
import { AUDIT_RETENTION_DAYS, addDays, auditChoices, auditDays } from './tab-choices';
import type { ProductTabProps } from './tab-props';

/**
 * Audit log: who did what on one node during one UTC day, newest first. The node and the day live in
 * the address; the day moves one at a time or jumps through the date field, within the 90 days kept.
 */
export function AuditTab({ domainName, product, search }: ProductTabProps & { search: AuditSearch }) {
  const { api } = useRootContext();
  const { earliest, today } = auditDays(Date.now());
  const { date, node } = auditChoices(
    search,
    product.nodes.map((n) => n.nodeTag),
    Date.now(),
  );
  // A new choice is a new history entry (Back returns to the previous one); the others stay.
  const navigate = useNavigate({ from: '/portal/$cloudAccount/product/audit/$id' });
  const setSearch = (change: AuditSearch) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), resetScroll: false });
  const log = useQuery(auditLogQuery(api, domainName, product.productId, node, date));
  // What the user typed in the date field while it is not a day the log can show.
  const [draft, setDraft] = useState<string | null>(null);
  const draftError =
    draft === null
      ? undefined
      : isDay(draft)
        ? `Choose a day from ${dayWords(earliest)} to today: the audit log keeps ${AUDIT_RETENTION_DAYS} days.`
        : 'Enter a day, e.g. 2026-11-20.';
  const goTo = (day: string) => {
    setDraft(null);
    setSearch({ date: day });
  };

  return (
    <>
      <div className={styles.controls}>
        <Field label="Node">
          <NativeSelect
            value={node}
            onChange={(event) =>
              setSearch({ node: product.nodes.find((n) => n.nodeTag === event.target.value)?.nodeTag })
            }
          >
            {product.nodes.map((n) => (
              <option key={n.nodeTag} value={n.nodeTag}>
                Node {n.nodeTag}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Day (UTC)" error={draftError}>
          <Input
            type="date"
            value={draft ?? date}
            min={earliest}
            max={today}
            onChange={(event) => {
              const value = event.target.value;
              if (isDay(value) && value >= earliest && value <= today) goTo(value);
              else setDraft(value);
            }}
          />
        </Field>
        <div className={styles.dayButtons}>
          <Button disabled={date <= earliest} onClick={() => goTo(addDays(date, -1))}>
            <span aria-hidden="true">←</span> Previous day
          </Button>
          <Button disabled={date >= today} onClick={() => goTo(addDays(date, 1))}>
            Next day <span aria-hidden="true">→</span>
          </Button>
        </div>
      </div>

      <SectionState query={log} what="The audit log" loading={<AuditSkeleton />}>
        {(data) => <AuditEntries log={data} />}
      </SectionState>
    </>
  );
}

function AuditEntries({ log }: { log: AuditLogList }) {
  const captionId = useId();
  const day = dayWords(log.date);
  if (log.entries.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title="No entries on this day"
        description={`Nothing was recorded on node ${log.nodeTag} on ${day}. Try another day or node.`}
      />
    );
  }
  const count = log.entries.length === 1 ? '1 entry' : `${log.entries.length} entries`;
  return (
    <>
      {/* On a narrow screen the table scrolls in its box: the box takes focus so keys can scroll it. */}
      <Table containerProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': captionId }}>
        <TableCaption id={captionId}>
          Node {log.nodeTag}, {day}: {count}
          {log.truncated ? ' (the newest; more were recorded)' : ''}
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Time (UTC)</TableHead>
            <TableHead scope="col">Who</TableHead>
            <TableHead scope="col">Action</TableHead>
            <TableHead scope="col">Detail</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {log.entries.map((entry, index) => (
            // Entries have no id; two may share a time, their order within the day is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <TableRow key={`${entry.at}-${index}`}>
              <TableCell className={styles.nowrap}>
                <time dateTime={entry.at}>{utcTime(entry.at)}</time>
              </TableCell>
              <TableCell className={styles.actor}>{actorWords(entry.user)}</TableCell>
              <TableCell className={styles.nowrap}>{actionWords(entry.action)}</TableCell>
              <TableCell className={styles.detail}>{entry.detail}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {log.truncated ? (
        <Muted>Only the newest {log.entries.length} entries of this day are shown.</Muted>
      ) : null}
    </>
  );
}

function AuditSkeleton() {
  return (
    <>
      <Skeleton className={styles.skeletonItem} />
      <Skeleton className={styles.skeletonItem} />
      <Skeleton className={styles.skeletonItem} />
    </>
  );
}
