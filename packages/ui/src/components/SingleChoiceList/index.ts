export { SingleChoiceList, type SingleChoiceListProps, type SingleChoiceOption } from './SingleChoiceList';
