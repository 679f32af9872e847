// The spendings chart: stacked bars per month (visx's BarStack on d3 scales), drawn in SVG with the
// ui-kit's chart colours (both themes). Each month with costs is one link to its cost details, named
// with its total; hovering or focusing it shows the month's breakdown. The same numbers are a table
// one button away (spendings.tsx). Loaded lazily: see spendings.tsx.
import type { BillingSpendings } from '@dbcloud/api-client';
import { Link } from '@tanstack/react-router';
import { BarStack } from '@visx/shape';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useState } from 'react';
import { formatCompactMoney, formatMoney } from '../../../app/format';
import chartStyles from '../../../components/chart/chart.module.css';
import { ChartTooltip } from '../../../components/chart/chart-tooltip';
import { seriesColour } from '../../../components/chart/series-colour';
import { useWidth } from '../../../components/chart/use-width';
import { ValueGrid } from '../../../components/chart/value-grid';
import { billedAsOfMonth, longMonthName, monthTick } from '../format';
import styles from './billing.module.css';
import { monthTotals } from './spendings-data';

const HEIGHT = 260;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 52 };
/** Room a month's tick label needs, to skip labels where months are narrow. */
const TICK_WIDTH = 56;

type Row = { month: string } & Record<string, number | string>;

export default function SpendingsChart({ data, domainName }: { data: BillingSpendings; domainName: string }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const currency = data.total.currency;
  const totals = monthTotals(data);
  const keys = data.series.map((series) => series.key);
  const rows: Row[] = data.months.map((month, index) => ({
    month,
    ...Object.fromEntries(data.series.map((series) => [series.key, series.points[index]?.amountCents ?? 0])),
  }));

  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>().domain(data.months).range([0, innerWidth]).padding(0.28);
  const y = scaleLinear()
    .domain([0, Math.max(1, ...totals)])
    .nice(4)
    .range([innerHeight, 0]);
  const ticks = y.ticks(4);
  const every = Math.max(1, Math.ceil(data.months.length / Math.max(1, Math.floor(innerWidth / TICK_WIDTH))));
  const money = (amountCents: number) => formatMoney({ amountCents, currency });
  const activeMonth = active === null ? undefined : data.months[active];

  return (
    <div ref={ref} className={chartStyles.chart}>
      {width > 0 && (
        <svg width={width} height={HEIGHT} className={chartStyles.chartSvg}>
          <title>
            {`Spendings per month, ${longMonthName(data.months[0] ?? '')} to ${longMonthName(data.months.at(-1) ?? '')}: each month with costs links to its cost details`}
          </title>
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <g> is not focusable; the axes are drawing only (each month's link names its total, and the table has every number). */}
            <g aria-hidden="true">
              <ValueGrid
                ticks={ticks}
                y={y}
                width={innerWidth}
                format={(tick) => formatCompactMoney(tick, currency)}
              />
              {data.months.map((month, index) =>
                index % every === 0 ? (
                  <text
                    key={month}
                    x={(x(month) ?? 0) + x.bandwidth() / 2}
                    y={innerHeight + 18}
                    textAnchor="middle"
                    className={chartStyles.axisText}
                  >
                    {monthTick(month, index === 0)}
                  </text>
                ) : null,
              )}
            </g>
            <BarStack<Row, string>
              data={rows}
              keys={keys}
              x={(row) => row.month}
              xScale={x}
              yScale={y}
              color={(_key, index) => seriesColour(index)}
            >
              {(stacks) =>
                data.months.map((month, index) => {
                  const total = totals[index] ?? 0;
                  const bars = stacks.flatMap((stack) =>
                    (stack.bars[index]?.height ?? 0) > 0 && stack.bars[index] ? [stack.bars[index]] : [],
                  );
                  const band = x(month) ?? 0;
                  const segments = bars.map((bar) => (
                    <rect
                      key={bar.key}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={bar.height}
                      fill={seriesColour(keys.indexOf(bar.key))}
                      className={styles.segment}
                    />
                  ));
                  if (total === 0) return <g key={month}>{segments}</g>;
                  return (
                    <Link
                      key={month}
                      to="/portal/$cloudAccount/billing/cost-details/$billedAsOf"
                      params={{ cloudAccount: domainName, billedAsOf: billedAsOfMonth(month) }}
                      aria-label={`${longMonthName(month)}: ${money(total)}, cost details`}
                      className={styles.monthLink}
                      onMouseEnter={() => setActive(index)}
                      onMouseLeave={() => setActive(null)}
                      onFocus={() => setActive(index)}
                      onBlur={() => setActive(null)}
                    >
                      {/* the hover and focus area: the month's whole column */}
                      <rect
                        x={band - (x.step() - x.bandwidth()) / 2}
                        y={-MARGIN.top}
                        width={x.step()}
                        height={innerHeight + MARGIN.top}
                        className={styles.monthHit}
                      />
                      {segments}
                    </Link>
                  );
                })
              }
            </BarStack>
          </g>
        </svg>
      )}
      {activeMonth !== undefined && active !== null && (
        <ChartTooltip
          x={MARGIN.left + (x(activeMonth) ?? 0) + x.bandwidth() / 2}
          chartWidth={width}
          title={`${longMonthName(activeMonth)}: ${money(totals[active] ?? 0)}`}
          items={data.series.flatMap((series, index) =>
            (series.points[active]?.amountCents ?? 0) > 0
              ? [
                  {
                    key: series.key,
                    colour: seriesColour(index),
                    label: series.label,
                    value: money(series.points[active]?.amountCents ?? 0),
                  },
                ]
              : [],
          )}
        />
      )}
    </div>
  );
}
