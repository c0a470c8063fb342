import { Spinner } from '@diy/ui';
import { lazy, Suspense, type ComponentProps } from 'react';

/** The chart module, fetched the first time a report or the dashboard draws a chart. */
const charts = () => import('./SalesCharts');
const LazySalesOverTime = lazy(() => charts().then((m) => ({ default: m.SalesOverTimeChart })));
const LazyShare = lazy(() => charts().then((m) => ({ default: m.ShareChart })));
const LazySoldInventory = lazy(() => charts().then((m) => ({ default: m.SoldInventoryChart })));

const fallback = <Spinner label="Loading chart" />;

export function SalesOverTimeChart(props: ComponentProps<typeof LazySalesOverTime>) {
  return <Suspense fallback={fallback}><LazySalesOverTime {...props} /></Suspense>;
}
export function ShareChart(props: ComponentProps<typeof LazyShare>) {
  return <Suspense fallback={fallback}><LazyShare {...props} /></Suspense>;
}
export function SoldInventoryChart(props: ComponentProps<typeof LazySoldInventory>) {
  return <Suspense fallback={fallback}><LazySoldInventory {...props} /></Suspense>;
}
