import { formatPaiseCompact, type OfferDay } from '@diy/domain';
import { useTheme } from 'styled-components';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { StyledChart } from './offers.styles';

/** dd/MM of an IST day 'yyyy-MM-dd'. */
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * An offer's redemptions by IST day (bars) with the discount given (line, rupees). Loaded with React.lazy: recharts is
 * only in the offers analytics chunk.
 */
export default function OfferChart({ days, title }: { days: readonly OfferDay[]; title: string }) {
  const theme = useTheme();
  const data = days.map((d) => ({ day: dayLabel(d.day), redemptions: d.redemptions, discount: d.discountPaise / 100 }));
  return (
    <StyledChart role="img" aria-label={`${title}: redemptions and discount by day`}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={theme.color.border.default} vertical={false} />
          <XAxis dataKey="day" stroke={theme.color.fg.muted} fontSize={12} />
          <YAxis yAxisId="count" allowDecimals={false} stroke={theme.color.fg.muted} fontSize={12} width={32} />
          <YAxis yAxisId="money" orientation="right" stroke={theme.color.fg.muted} fontSize={12} width={64} tickFormatter={(v: number) => formatPaiseCompact(Math.round(v * 100))} />
          <Tooltip formatter={(value, name) => (name === 'Discount given' ? formatPaiseCompact(Math.round(Number(value) * 100)) : String(value))} />
          <Legend />
          <Bar yAxisId="count" dataKey="redemptions" name="Redemptions" fill={theme.color.bg.accent} radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false} />
          <Line yAxisId="money" dataKey="discount" name="Discount given" stroke={theme.color.progress.orange} strokeWidth={2} dot isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </StyledChart>
  );
}
