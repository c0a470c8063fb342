export { TicketTypeEditor, type TicketTypeEditorProps } from './TicketTypeEditor';
export { TicketTypeCombobox, type TicketTypeComboboxProps } from './TicketTypeCombobox';
export {
  emptyTicketRow, pricePaise, ticketRowErrors, allTicketErrors, receiveLine, type TicketRowValue, type TicketSessionValue, type TicketRowErrors,
} from './ticket-rows';
