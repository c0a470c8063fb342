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
