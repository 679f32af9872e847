import type { BillingBudget, UserCloudAccount } from '@dbcloud/api-client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Facts,
  Muted,
  Skeleton,
} from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { can } from '../../../app/access';
import { formatDateTime, formatMoney } from '../../../app/format';
import { useRootContext } from '../../../app/use-root-context';
import { budgetQuery } from '../../../components/budget/api';
import { ChartLegend } from '../../../components/chart/legend';
import { SectionState } from '../../../components/section-state';
import { budgetChartBars } from '../format';
import styles from './billing.module.css';
import { BudgetForm } from './budget-form';

// d3-scale loads with the chart, after the figures.
const BudgetChart = lazy(() => import('./budget-chart'));

const alertWords = (alert: BillingBudget['alerts'][number]) =>
  alert.kind === 'forecast' ? 'Forecast above the budget' : `${alert.percent}% of the budget spent`;

/**
 * The monthly budget: the budget, this month's spend and forecast on one chart with the alert
 * thresholds, the thresholds crossed this month, and (with the role to set it) the form to set,
 * change or remove it. Alerts go to the billing contact by e-mail, once per threshold and month.
 */
export function Budget({ account }: { account: UserCloudAccount }) {
  const { api } = useRootContext();
  const { domainName } = account;
  const query = useQuery(budgetQuery(api, domainName));
  const [editing, setEditing] = useState(false);
  const mayEdit = can(account, 'setBillingBudget');
  return (
    <Card className={styles.section} aria-labelledby="budget-title">
      <CardHeader>
        <CardTitle id="budget-title">Monthly budget</CardTitle>
        <CardDescription>
          An e-mail to the billing contact when this month’s spend crosses a threshold. A budget warns; it
          never stops a product.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SectionState
          query={query}
          what="The budget"
          loading={<Skeleton className={styles.budgetSkeleton} />}
        >
          {(data) =>
            editing ? (
              <BudgetForm domainName={domainName} data={data} close={() => setEditing(false)} />
            ) : (
              <div className={styles.budget}>
                {data.budget ? (
                  <>
                    <Facts aligned>
                      <dt>Budget</dt>
                      <dd>{formatMoney(data.budget)} a month</dd>
                      <dt>Spent so far</dt>
                      <dd>{formatMoney(data.spentSoFar)}</dd>
                      <dt>Forecast</dt>
                      <dd>{formatMoney(data.forecast)}</dd>
                      <dt>Alerts at</dt>
                      <dd>
                        {[
                          ...data.thresholds.map((p) => `${p}%`),
                          ...(data.alertOnForecast ? ['a forecast above the budget'] : []),
                        ].join(', ') || 'No alerts'}
                      </dd>
                    </Facts>
                    <Suspense fallback={<Skeleton className={styles.budgetSkeleton} />}>
                      <BudgetChart data={data} budget={data.budget} />
                    </Suspense>
                    <ChartLegend label="The chart's bars" names={budgetChartBars(data)} />
                    {data.alerts.length > 0 && (
                      <ul className={styles.budgetAlerts} aria-label="Crossed this month">
                        {data.alerts.map((alert) => (
                          <li key={`${alert.kind}-${alert.percent}`}>
                            {alertWords(alert)} <Muted as="span">on {formatDateTime(alert.crossedAt)}</Muted>
                          </li>
                        ))}
                      </ul>
                    )}
                  </>
                ) : (
                  <Muted>
                    No budget is set. This month so far: {formatMoney(data.spentSoFar)}, forecast{' '}
                    {formatMoney(data.forecast)}.
                  </Muted>
                )}
                {mayEdit && (
                  <div>
                    <Button onClick={() => setEditing(true)}>
                      {data.budget ? 'Change the budget' : 'Set a budget'}
                    </Button>
                  </div>
                )}
              </div>
            )
          }
        </SectionState>
      </CardContent>
    </Card>
  );
}
