import { dayAxisParts, formatCount, formatMoney, moneyFormatterFor, MONEY_FORMS, percentOf, progressColour } from '@diy/domain';
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis, type XAxisTickContentProps } from 'recharts';
import { useTheme } from 'styled-components';
import { labelledTicks, widestLabel } from './axis-labels';
import { StyledChart, StyledChartTitle, StyledPlot } from './SalesCharts.styles';

/**
 * The report screens' pictures, drawn with recharts. This module is loaded with React.lazy only by the dashboard and
 * the report screens, so the chart library stays out of the console's first download.
 */

/** Rupees on an axis: whole rupees in Indian grouping. */
const rupeesTick = (paise: number) => formatMoney(paise, MONEY_FORMS.axis);

export interface SeriesPoint {
  label: string;
  tickets: number;
  grossPaise: number;
}

interface ChartFrameProps {
  title: string;
  /**
   * The figures as text, for screen readers (the SVG itself is hidden from them, so the charts turn off recharts'
   * keyboard layer: a focusable SVG inside aria-hidden is a stop nobody can hear).
   */
  summary: string;
  height?: number;
  children: React.ReactElement;
}

/** The plot takes at least `height` and grows to fill its figure when the row it sits in is taller (issue 34). */
function ChartFrame({ title, summary, height = 220, children }: ChartFrameProps) {
  return (
    <StyledChart role="figure" aria-label={title}>
      <StyledChartTitle>{title}</StyledChartTitle>
      <StyledPlot aria-hidden="true" style={{ minHeight: height }}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </StyledPlot>
      <p className="visually-hidden">{summary}</p>
    </StyledChart>
  );
}

/** The time axis' type, in CSS pixels. */
const TIME_TICK_FONT_PX = 11;

/** A chart's figures as one text; its amounts all in one money form (moneyFormatterFor). */
const summaryOf = (points: readonly { label: string; tickets: number; grossPaise: number }[]) => {
  const money = moneyFormatterFor(points.map((p) => p.grossPaise));
  return points.filter((p) => p.tickets > 0).map((p) => `${p.label}: ${formatCount(p.tickets)} tickets, ${money(p.grossPaise)}`).join('; ') || 'No sales';
};

/** Tickets sold over time (days or hours) as columns, with the sales in the tooltip. */
export function SalesOverTimeChart({ title, points }: { title: string; points: readonly SeriesPoint[] }) {
  const theme = useTheme();
  // A day axis (every label a dd/MM date) reads as the day of the month, with the month under the first day shown of
  // each month; any other axis (hours) shows its labels as they are.
  const days = useMemo(() => {
    const parts = points.map((p) => dayAxisParts(p.label));
    return parts.length > 0 && parts.every((p) => p !== null) ? (parts as { day: string; month: string }[]) : null;
  }, [points]);
  const font = `${TIME_TICK_FONT_PX}px ${theme.font.family.sans}`;
  const labelWidth = useMemo(() => widestLabel(days ? days.flatMap((d) => [d.day, d.month]) : points.map((p) => p.label), font, TIME_TICK_FONT_PX), [days, points, font]);
  // Every day (or hour) keeps its tick mark; every one is labelled when the labels fit, else they are thinned evenly
  // with the first and the last kept (labelledTicks), from the room the axis gives each.
  const tick = ({ x, y, index, payload, width, visibleTicksCount }: XAxisTickContentProps) => {
    const labelled = labelledTicks(visibleTicksCount, Number(width) / Math.max(1, visibleTicksCount), labelWidth);
    const text = { x, y, textAnchor: 'middle' as const, fontSize: TIME_TICK_FONT_PX, fill: theme.color.fg.muted };
    if (!labelled.has(index)) return <text {...text} />;
    const part = days?.[index];
    if (!part) return <text {...text} dy="0.71em">{String(payload.value)}</text>;
    const previous = [...labelled].filter((i) => i < index).pop();
    const newMonth = previous === undefined || days?.[previous]?.month !== part.month;
    return (
      <text {...text}>
        <tspan x={x} dy="0.71em">{part.day}</tspan>
        {newMonth ? <tspan x={x} dy="1.2em">{part.month}</tspan> : null}
      </text>
    );
  };
  return (
    <ChartFrame title={title} summary={summaryOf(points)}>
      <BarChart accessibilityLayer={false} data={[...points]} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={theme.color.border.default} vertical={false} />
        <XAxis dataKey="label" interval={0} tick={tick} height={days ? 44 : 30} />
        <YAxis allowDecimals={false} width={44} tick={{ fontSize: 11, fill: theme.color.fg.muted }} tickFormatter={formatCount} />
        <Tooltip
          formatter={(value, name, item) => (name === 'tickets' ? [`${formatCount(Number(value))} (${rupeesTick((item.payload as SeriesPoint).grossPaise)})`, 'Tickets'] : [String(value), String(name)])}
        />
        <Bar dataKey="tickets" fill={theme.color.bg.accent} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}

export interface ShareRow {
  name: string;
  tickets: number;
  grossPaise: number;
}

/** Tickets and sales by ticket type or by channel, as horizontal bars. */
export function ShareChart({ title, rows }: { title: string; rows: readonly ShareRow[] }) {
  const theme = useTheme();
  const height = Math.max(120, rows.length * 40 + 40);
  return (
    <ChartFrame title={title} height={height} summary={summaryOf(rows.map((r) => ({ label: r.name, tickets: r.tickets, grossPaise: r.grossPaise })))}>
      <BarChart accessibilityLayer={false} data={[...rows]} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={theme.color.border.default} horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11, fill: theme.color.fg.muted }} tickFormatter={formatCount} />
        <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12, fill: theme.color.fg.default }} />
        <Tooltip formatter={(value, _name, item) => [`${formatCount(Number(value))} (${moneyFormatterFor(rows.map((r) => r.grossPaise))((item.payload as ShareRow).grossPaise)})`, 'Tickets']} />
        <Bar dataKey="tickets" fill={theme.color.bg.info} radius={[0, 3, 3, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}

export interface InventoryRow {
  name: string;
  sold: number;
  inventory: number;
}

/** Sold against inventory per ticket type or session: each bar in the spec's progress colour for its share sold. */
export function SoldInventoryChart({ title, rows }: { title: string; rows: readonly InventoryRow[] }) {
  const theme = useTheme();
  const data = rows.map((r) => ({ ...r, percent: Math.round(percentOf(r.sold, r.inventory)) }));
  const height = Math.max(120, rows.length * 40 + 40);
  return (
    <ChartFrame title={title} height={height} summary={data.map((r) => `${r.name}: ${formatCount(r.sold)} of ${formatCount(r.inventory)} sold (${r.percent}%)`).join('; ') || 'No tickets'}>
      <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={theme.color.border.default} horizontal={false} />
        <XAxis type="number" domain={[0, 100]} unit="%" tick={{ fontSize: 11, fill: theme.color.fg.muted }} />
        <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12, fill: theme.color.fg.default }} />
        <Tooltip formatter={(_v, _n, item) => {
          const r = item.payload as (typeof data)[number];
          return [`${formatCount(r.sold)} of ${formatCount(r.inventory)} (${r.percent}%)`, 'Sold'];
        }} />
        <Bar dataKey="percent" radius={[0, 3, 3, 0]} isAnimationActive={false}>
          {data.map((r) => (
            <Cell key={r.name} fill={theme.color.progress[progressColour(r.percent)]} data-colour={progressColour(r.percent)} />
          ))}
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
