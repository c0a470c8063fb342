import { Spinner } from '@diy/ui';
import { Suspense, lazy, type ComponentProps, type ComponentType } from 'react';

/**
 * A screen that loads when it is first shown, from its own chunk, with the spinner meanwhile: what the login does
 * not need stays out of the first screen's JavaScript (bench/bundle-budget.ts checks it). `name` is the module's
 * export, e.g. `lazyPage(() => import('./pages/UsersPage'), 'UsersPage')`.
 */
// `any`: a component with any props; the caller gets M[K] back with its own props.
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K): M[K] {
  const Page = lazy(async () => ({ default: (await load())[name] }));
  function LazyPage(props: ComponentProps<M[K]>) {
    return (
      <Suspense fallback={<Spinner size="lg" label="Loading" />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage as M[K];
}

/**
 * Starts downloading a lazily loaded screen once the browser is idle, for a screen the user is about to see (the
 * console's home after a signed-in start): its chunk then arrives beside the session's first calls rather than after
 * them. Nothing happens outside a browser (the build's prerender).
 */
export function prefetchWhenIdle(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined') return;
  const start = () => void load().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 1000 });
  else setTimeout(start, 0);
}
