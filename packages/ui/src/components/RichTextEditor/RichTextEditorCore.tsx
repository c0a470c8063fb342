import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent, Extension, getHTMLFromFragment, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import type { Node as ProseMirrorNode, Schema } from '@tiptap/pm/model';
import { TEXT_MESSAGES, stripHtml, textError, truncateAtLimit } from '@diy/domain';
import {
  StyledCount,
  StyledEditorArea,
  StyledField,
  StyledFooter,
  StyledFrame,
  StyledLabel,
  StyledMessages,
  StyledPlaceholder,
  StyledSeparator,
  StyledToolbar,
  StyledToolButton,
} from './RichTextEditor.styles';

export interface RichTextEditorProps {
  /** Visible label and the editor's accessible name. */
  label: string;
  /** HTML. An empty editor is reported as ''. */
  value: string;
  onChange: (html: string) => void;
  /** Limit on the text a reader sees (HTML stripped with the domain's stripHtml). Input is cut there. */
  maxLength: number;
  readOnly?: boolean;
  /** The page's message (e.g. a failed save), shown with the live ones. */
  error?: string;
  placeholder?: string;
  /** Help text under the editor. */
  hint?: ReactNode;
}

/** Bypasses the length guard: values set from outside are shown as they are. */
const EXTERNAL = 'diyExternalContent';

/** The stripped length of a document, as the counter shows it. Cached per document node. */
function createMeasure() {
  const cache = new WeakMap<ProseMirrorNode, string>();
  return (doc: ProseMirrorNode, schema: Schema): string => {
    let text = cache.get(doc);
    if (text === undefined) {
      text = stripHtml(getHTMLFromFragment(doc.content, schema));
      cache.set(doc, text);
    }
    return text;
  };
}

interface LimitRefs {
  max: { current: number };
  hit: { current: () => void };
  measure: ReturnType<typeof createMeasure>;
}

/** Refuses any change that would take the stripped text past the limit (shrinking edits always pass). */
function limitExtension({ max, hit, measure }: LimitRefs) {
  return Extension.create({
    name: 'diyCharacterLimit',
    addProseMirrorPlugins() {
      return [
        new Plugin({
          key: new PluginKey('diyCharacterLimit'),
          filterTransaction: (tr, state) => {
            if (!tr.docChanged || tr.getMeta(EXTERNAL)) return true;
            const next = measure(tr.doc, state.schema).length;
            if (next <= max.current) return true;
            if (next <= measure(state.doc, state.schema).length) return true;
            hit.current();
            return false;
          },
        }),
      ];
    },
  });
}

const Icon = {
  bullet: (
    <svg viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
      <circle cx="4" cy="5" r="1.6" />
      <circle cx="4" cy="10" r="1.6" />
      <circle cx="4" cy="15" r="1.6" />
      <rect x="8" y="4.2" width="10" height="1.6" rx="0.8" />
      <rect x="8" y="9.2" width="10" height="1.6" rx="0.8" />
      <rect x="8" y="14.2" width="10" height="1.6" rx="0.8" />
    </svg>
  ),
  ordered: (
    <svg viewBox="0 0 20 20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2.4 3.6 3.6 2.8v4.2" />
      <path d="M2.2 9.4c.3-.7 2.1-.8 2.1.3 0 .8-2.1 1.7-2.1 2.3h2.2" />
      <path d="M2.2 14.3h2l-1 1.1c1 0 1.4.5 1.2 1.1-.2.8-1.7.9-2.2.3" />
      <path d="M8.8 5h9.2M8.8 10h9.2M8.8 15h9.2" strokeWidth="1.6" />
    </svg>
  ),
};

interface ToolState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  bulletList: boolean;
  orderedList: boolean;
  heading: boolean;
  empty: boolean;
}

function Toolbar({ editor, label, controls }: { editor: Editor; label: string; controls: string }) {
  const state = useEditorState<ToolState>({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      heading: e.isActive('heading', { level: 2 }),
      empty: e.isEmpty,
    }),
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tools: { key: keyof ToolState; name: string; glyph: ReactNode; run: () => void }[] = [
    { key: 'bold', name: 'Bold', glyph: <b>B</b>, run: () => editor.chain().focus().toggleBold().run() },
    { key: 'italic', name: 'Italic', glyph: <i>I</i>, run: () => editor.chain().focus().toggleItalic().run() },
    { key: 'underline', name: 'Underline', glyph: <u>U</u>, run: () => editor.chain().focus().toggleUnderline().run() },
    { key: 'heading', name: 'Heading', glyph: <b>H</b>, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
    { key: 'bulletList', name: 'Bulleted list', glyph: Icon.bullet, run: () => editor.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', name: 'Numbered list', glyph: Icon.ordered, run: () => editor.chain().focus().toggleOrderedList().run() },
  ];

  const move = (index: number) => {
    const next = (index + tools.length) % tools.length;
    setFocusIndex(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(focusIndex + 1),
      ArrowLeft: () => move(focusIndex - 1),
      Home: () => move(0),
      End: () => move(tools.length - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <StyledToolbar role="toolbar" aria-label={`${label} formatting`} aria-controls={controls} onKeyDown={onKeyDown}>
      {tools.map((tool, index) => (
        <span key={tool.key} style={{ display: 'contents' }}>
          {index === 3 || index === 4 ? <StyledSeparator aria-hidden="true" /> : null}
          <StyledToolButton
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            aria-label={tool.name}
            title={tool.name}
            aria-pressed={Boolean(state?.[tool.key])}
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.run}
          >
            {tool.glyph}
          </StyledToolButton>
        </span>
      ))}
    </StyledToolbar>
  );
}

/**
 * The rich text field of the description and terms screens (Tiptap). A live counter of the text a reader sees
 * (HTML stripped), input cut at the limit with 'Character limit reached', and the allowed-characters message as
 * soon as the text holds a character outside the permitted set. Keyboard: Tab reaches the toolbar (arrow keys
 * move inside it) and then the text; Ctrl/Cmd+B, I, U work in the text.
 *
 * Heavy (Tiptap and ProseMirror): import `RichTextEditor`, which loads this module on first render.
 */
export default function RichTextEditorCore({ label, value, onChange, maxLength, readOnly = false, error, placeholder, hint }: RichTextEditorProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const editorId = `${baseId}-editor`;
  const messagesId = `${baseId}-messages`;
  const hintId = `${baseId}-hint`;
  const countId = `${baseId}-count`;

  const [plain, setPlain] = useState(() => stripHtml(value));
  const [limitHit, setLimitHit] = useState(false);
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const maxRef = useRef(maxLength);
  maxRef.current = maxLength;
  const hitRef = useRef(() => setLimitHit(true));
  const measure = useMemo(createMeasure, []);
  const limit = useMemo(() => limitExtension({ max: maxRef, hit: hitRef, measure }), [measure]);

  const hasError = Boolean(error);
  const describedBy = [messagesId, hint ? hintId : null, countId].filter(Boolean).join(' ');

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: false,
        // No empty paragraph forced after lists and headings: the value stays what the organiser wrote.
        trailingNode: false,
      }),
      limit,
    ],
    content: value,
    editable: !readOnly,
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        ...(hasError ? { 'aria-invalid': 'true' } : {}),
      },
      handlePaste: (view, event) => {
        const text = event.clipboardData?.getData('text/plain') ?? '';
        if (text === '') return false;
        const { from, to } = view.state.selection;
        const selected = view.state.doc.textBetween(from, to, ' ').length;
        const remaining = maxRef.current - measure(view.state.doc, view.state.schema).length + selected;
        if (text.length <= remaining) return false;
        const cut = truncateAtLimit(text, Math.max(0, remaining));
        if (cut.value !== '') view.dispatch(view.state.tr.insertText(cut.value.replace(/\s*\n\s*/g, ' '), from, to));
        setLimitHit(true);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      const text = measure(e.state.doc, e.schema);
      setPlain(text);
      if (text.length < maxRef.current) setLimitHit(false);
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A value from outside (loaded draft, Discard) replaces the content without echoing onChange.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.chain().setMeta(EXTERNAL, true).setContent(value, { emitUpdate: false }).run();
    setPlain(measure(editor.state.doc, editor.schema));
    setLimitHit(false);
  }, [editor, value, measure]);

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  // Keep the ARIA attributes in step with the props.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          id: editorId,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-describedby': describedBy,
          ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
          ...(readOnly ? { 'aria-readonly': 'true' } : {}),
          ...(hasError ? { 'aria-invalid': 'true' } : {}),
        },
      },
    });
  }, [editor, editorId, labelId, describedBy, placeholder, readOnly, hasError]);

  const isEmpty = useEditorState({ editor, selector: ({ editor: e }) => e?.isEmpty ?? true });

  const count = plain.length;
  const atLimit = count >= maxLength;
  const messages = [
    error || null,
    limitHit || atLimit ? TEXT_MESSAGES.characterLimitReached : null,
    textError(plain, Number.MAX_SAFE_INTEGER),
  ].filter((m, i, all): m is string => Boolean(m) && all.indexOf(m) === i);
  const invalid = hasError || messages.includes(TEXT_MESSAGES.onlyTheseCharacters);

  return (
    <StyledField>
      <StyledLabel id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
      </StyledLabel>
      <StyledFrame $invalid={invalid} $readOnly={readOnly}>
        {editor && !readOnly ? <Toolbar editor={editor} label={label} controls={editorId} /> : null}
        <StyledEditorArea>
          {isEmpty && placeholder ? <StyledPlaceholder aria-hidden="true">{placeholder}</StyledPlaceholder> : null}
          <EditorContent editor={editor} />
        </StyledEditorArea>
      </StyledFrame>
      <StyledFooter>
        <div>
          <StyledMessages id={messagesId} aria-live="polite">
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </StyledMessages>
          {hint ? <p id={hintId}>{hint}</p> : null}
        </div>
        <StyledCount id={countId} $full={atLimit} aria-label={`${count} of ${maxLength} characters`}>
          {count}/{maxLength}
        </StyledCount>
      </StyledFooter>
    </StyledField>
  );
}
