export { StatementList, StatementStatusBadge, statusNote, type StatementFilter, type StatementListProps } from './StatementList';
