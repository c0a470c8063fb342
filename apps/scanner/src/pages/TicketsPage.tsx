import { isExitScan, type ScanTicket, type TicketScanState } from '@diy/domain';
import { useAppDispatch } from '@diy/shell';
import { Button, ScanVerdict, SessionCounts, Spinner, TicketList, type TicketListItem, type TicketTone } from '@diy/ui';
import { useNavigate } from 'react-router-dom';
import { SCANNER_PATH, useGeolocation, useHiddenPageOverflow, useRequireSelection, useScanning } from '../state/hooks';
import { allTicketsToggled, ticketToggled, ticketsCleared } from '../state/scanning-slice';
import { useConsume } from '../state/use-consume';
import { useSessionCounts } from '../state/use-counts';
import { ModeSwitch } from './ModeSwitch';
import { StyledActionBar, StyledBookingId, StyledScreen, StyledScroll, StyledSub, StyledTitleRow, StyledTop } from './scan-pages.styles';

const STATE_LABEL: Record<TicketScanState, [string, TicketTone]> = {
  unused: ['Not scanned', 'neutral'],
  entered: ['Inside', 'success'],
  exited: ['Went out', 'info'],
  cancelled: ['Cancelled', 'danger'],
};

function item(t: ScanTicket): TicketListItem {
  const [state, stateTone] = STATE_LABEL[t.state];
  return {
    id: t.barcode,
    title: t.ticketType,
    detail: `Ticket ${t.position} of ${t.bookingSize} · ${t.barcode.slice(-4)}`,
    state,
    stateTone,
    disabled: t.state === 'cancelled',
  };
}

const plural = (n: number) => `${n} ticket${n === 1 ? '' : 's'}`;

/** /scanningApp/tickets: the booking's tickets with selection; admit or let out the selected ones. */
export default function TicketsPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useHiddenPageOverflow();
  useGeolocation();
  const ready = useRequireSelection({ session: true, tickets: true });
  const { bookingId, tickets, selectedTickets, scanCategory, selectedEvent } = useScanning();
  const counts = useSessionCounts();
  const { consume, verdict, closeVerdict, busy } = useConsume();
  if (!ready || !bookingId || !selectedEvent) return null;
  const exit = isExitScan(scanCategory);
  const n = selectedTickets.length;
  return (
    <StyledScreen>
      <StyledTop>
        <StyledTitleRow>
          <div>
            <StyledBookingId>{bookingId}</StyledBookingId>
            <StyledSub>{selectedEvent.title}</StyledSub>
          </div>
          <Button
            variant="secondary"
            onClick={() => {
              dispatch(ticketsCleared());
              navigate(SCANNER_PATH);
            }}
          >
            New search
          </Button>
        </StyledTitleRow>
        <ModeSwitch />
        {counts.data ? <SessionCounts compact {...counts.data} /> : <Spinner label="Loading counts" />}
      </StyledTop>
      <StyledScroll>
        <TicketList
          legend={`${plural(tickets.length)} in this booking`}
          tickets={tickets.map(item)}
          selected={selectedTickets}
          onToggle={(id) => dispatch(ticketToggled(id))}
          onToggleAll={(all) => dispatch(allTicketsToggled(all))}
        />
      </StyledScroll>
      <StyledActionBar>
        <Button
          size="lg"
          variant={exit ? 'secondary' : 'primary'}
          disabled={n === 0}
          loading={busy}
          onClick={() => void consume([...selectedTickets], 'BOOKING')}
        >
          {n === 0 ? 'Select tickets' : exit ? `Let out ${plural(n)}` : `Admit ${plural(n)}`}
        </Button>
      </StyledActionBar>
      {verdict && <ScanVerdict {...verdict} onDismiss={closeVerdict} />}
    </StyledScreen>
  );
}
