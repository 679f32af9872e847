import type { ClusterAvailability, ClusterIncident, ClusterSuggestion, Product } from '@dbcloud/api-client';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Field,
  Muted,
  NativeSelect,
  Skeleton,
} from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../../../app/format';
import { useRootContext } from '../../../app/use-root-context';
import { SectionState } from '../../../components/section-state';
import type { HealthPart } from '../keys';
import { healthQuery } from './api';
import { AvailabilityDays } from './availability-days';
import styles from './health.module.css';
import { formatMinutes, formatPercent, IMPACT, SEVERITY, SUGGESTION_KIND } from './health-words';
import { HEALTH_PERIODS, type HealthPeriod, type HealthSearch } from './search';
import { type HealthChoices, healthChoices, PERIOD_NAMES } from './tab-choices';
import type { ProductTabProps } from './tab-props';

const PERIOD_LABELS: Record<HealthPeriod, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

/**
 * Health: the cluster's availability, its incidents and what we suggest, over a period the user picks
 * (and, for incidents, a node). The choices live in the address, so a link or a reload shows the same.
 */
export function HealthTab({
  domainName,
  product,
  search: asked,
}: ProductTabProps & { search: HealthSearch }) {
  const search = healthChoices(
    asked,
    product.nodes.map((n) => n.nodeTag),
  );
  // A new choice is a new history entry (Back returns to the previous one); the others stay.
  const navigate = useNavigate({ from: '/portal/$cloudAccount/product/health/$id' });
  const setSearch = (change: HealthSearch) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), resetScroll: false });
  const { api } = useRootContext();
  const health = <P extends HealthPart>(part: P) =>
    healthQuery(api, domainName, product.productId, part, search.period);
  const availability = useQuery(health('availability'));
  const incidents = useQuery(health('incidents'));
  const suggestions = useQuery(health('suggestions'));
  const during = PERIOD_NAMES[search.period];

  return (
    <>
      <div className={styles.controls}>
        <Field label="Period">
          <NativeSelect
            value={search.period}
            onChange={(event) =>
              setSearch({ period: HEALTH_PERIODS.find((period) => period === event.target.value) })
            }
          >
            {HEALTH_PERIODS.map((period) => (
              <option key={period} value={period}>
                {PERIOD_LABELS[period]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Incidents on">
          <NativeSelect
            value={search.node ?? ''}
            onChange={(event) =>
              setSearch({ node: product.nodes.find((n) => n.nodeTag === event.target.value)?.nodeTag })
            }
          >
            <option value="">Every node</option>
            {product.nodes.map((node) => (
              <option key={node.nodeTag} value={node.nodeTag}>
                Node {node.nodeTag}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>

      <HealthCard
        title="Availability"
        description={`The share of ${during} when the cluster answered, counted from the product’s creation. It measures the whole cluster, whichever node is chosen.`}
      >
        <SectionState
          query={availability}
          what="Availability"
          loading={<Skeleton className={styles.skeletonFigure} />}
        >
          {(data) => <Availability data={data} during={during} />}
        </SectionState>
      </HealthCard>

      <HealthCard title="Incidents" description={incidentScope(search, during)}>
        <SectionState query={incidents} what="Incidents" loading={<ListSkeleton />}>
          {(data) => (
            // A new choice starts again from the newest ten.
            <Incidents
              key={`${search.period}/${search.node ?? 'all'}`}
              incidents={byNode(data.incidents, search)}
              search={search}
            />
          )}
        </SectionState>
      </HealthCard>

      <HealthCard
        title="Suggestions"
        description={`What would make ${product.displayName} faster, safer or cheaper, raised during ${during}.`}
      >
        <SectionState query={suggestions} what="Suggestions" loading={<ListSkeleton />}>
          {(data) => <Suggestions suggestions={data.suggestions} product={product} />}
        </SectionState>
      </HealthCard>
    </>
  );
}

/** One part of the tab: a card with an `<h3>`, its content as wide as the card. */
function HealthCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{title}</h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={styles.cardContent}>{children}</CardContent>
    </Card>
  );
}

function incidentScope(search: HealthChoices, during: string): string {
  const where = search.node
    ? `on node ${search.node}, and those that affected the whole cluster,`
    : 'on any node or the whole cluster';
  return `What went wrong ${where} during ${during}, newest first.`;
}

/** A node's incidents and the whole cluster's (they affected it too). */
const byNode = (incidents: ClusterIncident[], search: HealthChoices) =>
  search.node ? incidents.filter((i) => i.nodeTag === null || i.nodeTag === search.node) : incidents;

function Availability({ data, during }: { data: ClusterAvailability; during: string }) {
  const down = data.downtimeMinutes;
  return (
    <div className={styles.availability}>
      <p className={styles.figure}>
        <span className={styles.figureValue} data-testid="availability-figure">
          {formatPercent(data.availabilityPercent)}
        </span>{' '}
        <span className={styles.figureLabel}>available over {during}</span>
      </p>
      <Muted>
        {down === 0
          ? 'No downtime.'
          : `${formatMinutes(down)} of downtime, when the whole cluster could not be reached.`}
      </Muted>
      <AvailabilityDays days={data.days} />
    </div>
  );
}

/** A long period lists its newest incidents first, the rest on demand. */
const FIRST_INCIDENTS = 10;

function Incidents({ incidents, search }: { incidents: ClusterIncident[]; search: HealthChoices }) {
  const [showAll, setShowAll] = useState(false);
  if (incidents.length === 0) {
    return (
      <EmptyState
        headingLevel={4}
        title="No incidents in this period"
        description={
          search.node
            ? `Nothing went wrong on node ${search.node} or the whole cluster. Choose another node or a longer period to look further.`
            : 'Nothing went wrong. Choose a longer period to look further back.'
        }
      />
    );
  }
  const ongoing = incidents.filter((i) => i.resolvedAt === null).length;
  const shown = showAll ? incidents : incidents.slice(0, FIRST_INCIDENTS);
  return (
    <>
      <Muted role="status">
        {incidents.length === 1 ? '1 incident' : `${incidents.length} incidents`}
        {ongoing > 0 ? `, ${ongoing} ongoing` : ''}.
      </Muted>
      <ul className={styles.list} aria-label="Incidents">
        {shown.map((incident) => (
          <IncidentItem key={incident.id} incident={incident} />
        ))}
      </ul>
      {shown.length < incidents.length ? (
        <div>
          <Button onClick={() => setShowAll(true)}>Show all {incidents.length} incidents</Button>
        </div>
      ) : null}
    </>
  );
}

function IncidentItem({ incident }: { incident: ClusterIncident }) {
  const [severity, tone] = SEVERITY[incident.severity];
  const lasted = incident.resolvedAt
    ? formatMinutes((Date.parse(incident.resolvedAt) - Date.parse(incident.startedAt)) / 60_000)
    : null;
  return (
    <li className={styles.item} data-incident={incident.id}>
      <div className={styles.itemHead}>
        <Badge tone={tone}>{severity}</Badge>
        <h4 className={styles.itemTitle}>{incident.title}</h4>
      </div>
      <p className={styles.itemDetail}>{incident.detail}</p>
      <p className={styles.meta}>
        <span>{incident.nodeTag ? `Node ${incident.nodeTag}` : 'Whole cluster'}</span>
        <span>
          Started <time dateTime={incident.startedAt}>{formatDateTime(incident.startedAt)}</time>
        </span>
        {incident.resolvedAt ? (
          <span>
            Resolved <time dateTime={incident.resolvedAt}>{formatDateTime(incident.resolvedAt)}</time> (after{' '}
            {lasted})
          </span>
        ) : (
          <span className={styles.ongoing}>Ongoing</span>
        )}
      </p>
    </li>
  );
}

function Suggestions({ suggestions, product }: { suggestions: ClusterSuggestion[]; product: Product }) {
  if (suggestions.length === 0) {
    return (
      <EmptyState
        headingLevel={4}
        title="No suggestions in this period"
        description={`${product.displayName} follows our recommendations. New ones show here when we find something to improve.`}
      />
    );
  }
  return (
    <ul className={styles.list} aria-label="Suggestions">
      {suggestions.map((suggestion) => {
        const [impact, tone] = IMPACT[suggestion.impact];
        return (
          <li key={suggestion.id} className={styles.item} data-suggestion={suggestion.id}>
            <div className={styles.itemHead}>
              <Badge tone={tone}>{impact}</Badge>
              <h4 className={styles.itemTitle}>{suggestion.title}</h4>
            </div>
            <p className={styles.itemDetail}>{suggestion.detail}</p>
            <p className={styles.meta}>
              <span>{SUGGESTION_KIND[suggestion.kind]}</span>
              <span>
                Raised <time dateTime={suggestion.createdAt}>{formatDateTime(suggestion.createdAt)}</time>
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function ListSkeleton() {
  return (
    <>
      <Skeleton className={styles.skeletonItem} />
      <Skeleton className={styles.skeletonItem} />
    </>
  );
}
