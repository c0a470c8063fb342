import { Spinner } from '@diy/ui';
import { lazy, Suspense, type ComponentProps } from 'react';

const Editor = lazy(() => import('./rich-text-editor'));

/** The rich text editor, loaded when a screen first shows one. */
export function LazyRichTextEditor(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense fallback={<Spinner label={`Loading ${String(props.label)}`} />}>
      <Editor {...props} />
    </Suspense>
  );
}
