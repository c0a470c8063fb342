export { EventDiffView, type EventDiffViewProps } from './EventDiffView';
