// The rich text editor is heavy (its editing engine): this module is its own lazily loaded chunk.
export { RichTextEditor as default } from './ui-pending';
