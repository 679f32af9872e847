// One metric as lines over time (visx's LinePath on d3 scales), a line per node in the ui-kit's chart
// colours (both themes), a gap where a node reported nothing. Hovering shows the step's values; the same
// numbers are a table one button away (monitoring-tab.tsx). Loaded lazily with visx and d3-scale.
import type { MetricResult } from '@dbcloud/api-client';
import { LinePath } from '@visx/shape';
import { scaleLinear, scaleTime } from 'd3-scale';
import { type PointerEvent, useState } from 'react';
import { formatDatePart, formatDateTime } from '../../../app/format';
import chartStyles from '../../../components/chart/chart.module.css';
import { ChartTooltip } from '../../../components/chart/chart-tooltip';
import { seriesColour } from '../../../components/chart/series-colour';
import { useWidth } from '../../../components/chart/use-width';
import { ValueGrid } from '../../../components/chart/value-grid';
import styles from './monitoring.module.css';
import { type DisplayUnit, formatMetricValue } from './monitoring-words';

const HEIGHT = 200;
const MARGIN = { top: 10, right: 12, bottom: 26 };
/** Room a time label needs. */
const TICK_WIDTH = 84;
const DAY_MS = 86_400_000;

export default function MetricChart({
  data,
  unit,
  label,
  percent,
}: {
  data: MetricResult;
  unit: DisplayUnit;
  /** What the chart shows, for assistive technology. */
  label: string;
  /** A share: the axis runs from 0 to 100. */
  percent: boolean;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const from = Date.parse(data.from);
  const to = Date.parse(data.to);
  const step = data.stepSeconds * 1000;
  const times = data.series[0]?.points.map((point) => Date.parse(point.t)) ?? [];
  const max = Math.max(
    0,
    ...data.series.flatMap((one) => one.points.map((point) => (point.value ?? 0) / unit.divisor)),
  );

  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const y = scaleLinear()
    .domain([0, percent ? 100 : Math.max(max * 1.1, 1)])
    .nice(4)
    .range([innerHeight, 0]);
  const ticks = y.ticks(4);
  const axisValue = (value: number) => formatMetricValue(value * unit.divisor, unit);
  // Room for the longest value label (12 px digits are about 7 px wide), then the plot.
  const left = Math.max(28, Math.max(...ticks.map((tick) => axisValue(tick).length)) * 7 + 14);
  const innerWidth = Math.max(0, width - left - MARGIN.right);
  const x = scaleTime()
    .domain([new Date(from), new Date(to - step)])
    .range([0, innerWidth]);
  const timeTicks = x.ticks(Math.max(2, Math.floor(innerWidth / TICK_WIDTH)));
  const timeLabel = (date: Date) => formatDatePart(date, to - from > DAY_MS ? 'localDayMonth' : 'localClock');

  const pointAt = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const time = x.invert(event.clientX - box.left).getTime();
    const index = Math.round((time - from) / step);
    setActive(Math.min(Math.max(index, 0), times.length - 1));
  };
  const activeTime = active === null ? undefined : times[active];

  return (
    <div ref={ref} className={chartStyles.chart} style={{ minHeight: HEIGHT }}>
      {width > 0 && (
        <svg width={width} height={HEIGHT} className={chartStyles.chartSvg} role="img" aria-label={label}>
          <g transform={`translate(${left},${MARGIN.top})`}>
            <ValueGrid ticks={ticks} y={y} width={innerWidth} format={axisValue} />
            {timeTicks.map((tick) => (
              <text
                key={tick.getTime()}
                x={x(tick)}
                y={innerHeight + 18}
                textAnchor="middle"
                className={chartStyles.axisText}
              >
                {timeLabel(tick)}
              </text>
            ))}
            {data.series.map((one, index) => (
              <g key={one.nodeTag}>
                <LinePath
                  data={one.points}
                  defined={(point) => point.value !== null}
                  x={(point) => x(Date.parse(point.t))}
                  y={(point) => y((point.value ?? 0) / unit.divisor)}
                  stroke={seriesColour(index)}
                  strokeWidth={2}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  fill="none"
                />
                {/* A value between two gaps is a dot: a line needs two points. */}
                {one.points.map((point, at) =>
                  point.value !== null &&
                  (one.points[at - 1]?.value ?? null) === null &&
                  (one.points[at + 1]?.value ?? null) === null ? (
                    <circle
                      key={point.t}
                      cx={x(Date.parse(point.t))}
                      cy={y(point.value / unit.divisor)}
                      r={2.5}
                      fill={seriesColour(index)}
                    />
                  ) : null,
                )}
              </g>
            ))}
            {activeTime !== undefined && active !== null && (
              <g>
                <line x1={x(activeTime)} x2={x(activeTime)} y2={innerHeight} className={styles.cursor} />
                {data.series.map((one, index) => {
                  const value = one.points[active]?.value ?? null;
                  return value === null ? null : (
                    <circle
                      key={one.nodeTag}
                      cx={x(activeTime)}
                      cy={y(value / unit.divisor)}
                      r={4}
                      fill={seriesColour(index)}
                      className={styles.cursorDot}
                    />
                  );
                })}
              </g>
            )}
            <rect
              width={innerWidth}
              height={innerHeight}
              className={styles.hit}
              onPointerMove={pointAt}
              onPointerDown={pointAt}
              onPointerLeave={() => setActive(null)}
            />
          </g>
        </svg>
      )}
      {activeTime !== undefined && active !== null && (
        <ChartTooltip
          x={left + x(activeTime)}
          chartWidth={width}
          title={formatDateTime(new Date(activeTime).toISOString())}
          items={data.series.map((one, index) => {
            const value = one.points[active]?.value ?? null;
            return {
              key: one.nodeTag,
              colour: seriesColour(index),
              label: `Node ${one.nodeTag}`,
              value: value === null ? 'No data' : formatMetricValue(value, unit),
            };
          })}
        />
      )}
    </div>
  );
}
