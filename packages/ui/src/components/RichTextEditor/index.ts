export { RichTextEditor, preloadRichTextEditor, type RichTextEditorProps } from './RichTextEditor';
