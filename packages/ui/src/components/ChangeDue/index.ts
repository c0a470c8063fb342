export { ChangeDue, type ChangeDueProps } from './ChangeDue';
