export { GroupedMultiSelect, type GroupedMultiSelectProps, type MultiSelectGroup, type MultiSelectOption } from './GroupedMultiSelect';
