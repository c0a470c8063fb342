export { TicketList, type TicketListItem, type TicketListProps, type TicketTone } from './TicketList';
