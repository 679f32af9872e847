// The budget chart: this month's spend so far and its forecast as one horizontal bar against the
// budget, with a mark at each alert threshold (crossed ones solid). SVG with d3-scale and the ui-kit's
// chart colours (both themes); the same numbers are the figures beside it. Loaded lazily: see budget.tsx.
import type { BillingBudget, Money } from '@dbcloud/api-client';
import { scaleLinear } from 'd3-scale';
import type { CSSProperties } from 'react';
import { formatCompactMoney, formatMoney } from '../../../app/format';
import chartStyles from '../../../components/chart/chart.module.css';
import { seriesColour } from '../../../components/chart/series-colour';
import { useWidth } from '../../../components/chart/use-width';
import styles from './billing.module.css';

const HEIGHT = 96;
const BAR = { top: 30, height: 26 };
const MARGIN = { left: 8, right: 8 };

export default function BudgetChart({ data, budget }: { data: BillingBudget; budget: Money }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const currency = budget.currency;
  const spent = data.spentSoFar.amountCents;
  const forecast = Math.max(spent, data.forecast.amountCents);
  const inner = Math.max(0, width - MARGIN.left - MARGIN.right);
  const x = scaleLinear()
    .domain([0, Math.max(budget.amountCents, forecast) * 1.05])
    .range([0, inner]);
  const crossed = new Set(data.alerts.flatMap((alert) => (alert.kind === 'spent' ? [alert.percent] : [])));
  const marks = data.thresholds.map((percent) => ({ percent, at: x((budget.amountCents * percent) / 100) }));
  const label = `This month: ${formatMoney(data.spentSoFar)} spent and ${formatMoney(data.forecast)} forecast, against a budget of ${formatMoney(budget)}`;
  return (
    <div ref={ref} className={chartStyles.chart} style={{ '--chart-height': `${HEIGHT}px` } as CSSProperties}>
      {width > 0 && (
        <svg width={width} height={HEIGHT} className={chartStyles.chartSvg} role="img" aria-label={label}>
          <g transform={`translate(${MARGIN.left},0)`}>
            <rect x={0} y={BAR.top} width={inner} height={BAR.height} className={styles.budgetTrack} rx={4} />
            <rect x={0} y={BAR.top} width={x(forecast)} height={BAR.height} fill={seriesColour(1)} rx={4} />
            <rect x={0} y={BAR.top} width={x(spent)} height={BAR.height} fill={seriesColour(0)} rx={4} />
            {marks.map(({ percent, at }) => (
              <g key={percent}>
                <line
                  x1={at}
                  x2={at}
                  y1={BAR.top - 6}
                  y2={BAR.top + BAR.height + 6}
                  className={crossed.has(percent) ? styles.budgetMarkCrossed : styles.budgetMark}
                />
                <text x={at} y={BAR.top - 10} textAnchor="middle" className={chartStyles.axisText}>
                  {percent === 100 ? formatCompactMoney(budget.amountCents, currency) : `${percent}%`}
                </text>
              </g>
            ))}
            <text x={0} y={BAR.top + BAR.height + 22} className={chartStyles.axisText}>
              {formatCompactMoney(0, currency)}
            </text>
          </g>
        </svg>
      )}
    </div>
  );
}
