import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditorCore';
import { StyledField, StyledLabel, StyledSkeleton } from './RichTextEditor.styles';

export type { RichTextEditorProps };

const load = () => import('./RichTextEditorCore');
const Core = lazy(load);

/** Starts loading the editor's code early (e.g. when the description section's link is hovered). */
export function preloadRichTextEditor(): Promise<unknown> {
  return load();
}

/**
 * The rich text field (see RichTextEditorCore). Tiptap and ProseMirror are large, so they load on first render
 * as their own chunk; meanwhile the label and an empty frame hold the space.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <StyledField aria-busy="true">
          <StyledLabel>{props.label}</StyledLabel>
          <StyledSkeleton />
        </StyledField>
      }
    >
      <Core {...props} />
    </Suspense>
  );
}

export default RichTextEditor;
