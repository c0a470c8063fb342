export { SectionList, type SectionListItem, type SectionListProps } from './SectionList';
