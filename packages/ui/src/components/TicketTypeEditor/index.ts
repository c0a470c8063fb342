export { TicketTypeEditor, type TicketTypeEditorProps } from './TicketTypeEditor';
export { TicketTypeCombobox, type TicketTypeComboboxProps } from './TicketTypeCombobox';
export {
  emptyTicketRow, pricePaise, ticketRowErrors, allTicketErrors, receiveLine, type TicketRowValue, type TicketSessionValue, type TicketRowErrors,
} from './ticket-rows';
export { soldLine } from './ticket-rows';
export { planCopyToAll, COPY_TEXTS, type CopyPlan, type CopyChange } from './copy-plan';
