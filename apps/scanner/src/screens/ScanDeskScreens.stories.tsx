import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  OFFLINE_MESSAGES, SCAN_ERROR_CODES, UNDO_MESSAGES, scanRefusalText,
  type Envelope, type OfflineConflict, type OfflineTicketsAnswer, type ScanConsumeAnswer, type ScanResult, type SessionCounts,
} from '@diy/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { recordedBody, renderScreen, SCREEN_IDS, SCREEN_NOW, screenShowing, type ScreenCanvas } from '../../../../.storybook/screens/harness';
import { App } from '../App';
import { scanningSlice } from '../state/scanning-slice';

/**
 * The scan desk of today's show of the gate demo's event: the steward picks the event and the show on the real pages,
 * then scans a barcode (typed, as a wedge scanner types it). The admission is the answer recorded from the demo seed;
 * the other verdicts, the offline desk and the conflicts are MSW answers built with the domain's types.
 */
const meta = {
  title: 'Screens/Scanner desk',
  tags: ['!autodocs'],
  render: renderScreen(<App />, { scanning: scanningSlice.reducer }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Size = 'phone' | 'desktop';

const { eventCode, sessionId, barcode, bookingId } = SCREEN_IDS;
const COUNTS = recordedBody('gate', `GET /api/scan/sessions/${sessionId}/counts?eventCode=${eventCode}`) as Envelope<SessionCounts>;
const TICKETS = recordedBody('gate', `GET /api/scan/sessions/${sessionId}/offline-tickets?eventCode=${eventCode}`) as Envelope<OfflineTicketsAnswer>;
const minutesAgo = (m: number) => new Date(SCREEN_NOW.getTime() - m * 60_000).toISOString();

/** The scanner's event list -> the demo event -> today's show: the desk, its copy of the show's tickets downloaded. */
async function openDesk(canvas: ScreenCanvas, mode: 'Entry' | 'Exit' = 'Entry') {
  await userEvent.click(await canvas.findByRole('button', { name: new RegExp(eventCode) }, { timeout: 10_000 }));
  const show = await waitFor(
    () => {
      const found = document.querySelector<HTMLElement>(`[data-session="${sessionId}"]`);
      if (!found) throw new Error('today’s show is not listed');
      return found;
    },
    { timeout: 10_000 },
  );
  await userEvent.click(show);
  await canvas.findByRole('textbox', { name: 'Barcode' }, { timeout: 10_000 });
  // Ready to scan offline too: the sync status has a last sync time.
  await waitFor(() => expect(document.querySelector('[role="status"][data-online]')).not.toHaveTextContent(OFFLINE_MESSAGES.never), { timeout: 10_000 });
  if (mode === 'Exit') await userEvent.click(canvas.getByRole('tab', { name: 'Exit' }));
}

/** Types a barcode into the desk's field as a wedge scanner does (Enter ends it). */
async function scan(canvas: ScreenCanvas, code: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Barcode' }), `${code}{Enter}`);
}

/** PUT /scan/consume answered with one ticket's result (the desk's counts as recorded). */
function consumeAnswers(result: ScanResult): HttpHandler {
  const answer: Envelope<ScanConsumeAnswer> = { status: 200, data: { results: [result], counts: COUNTS.data } };
  return http.put('*/api/scan/consume', () => HttpResponse.json(answer));
}

/** A desk story: open today's show, scan the demo barcode, see the verdict (which closes by itself after 1.5 s), then the desk. */
const desk = (size: Size, verdict: string, options: { handlers?: HttpHandler[]; mode?: 'Entry' | 'Exit'; then?: string } = {}): Story =>
  screenShowing({
    path: '/scanningApp/eventList',
    account: 'gate',
    size,
    heading: /./,
    handlers: options.handlers ?? [],
    interact: async (canvas) => {
      await openDesk(canvas, options.mode);
      await scan(canvas, barcode);
      // The full-screen verdict (it closes by itself after 1.5 s, so it is read at once).
      await waitFor(() => expect(document.querySelector('[role="alert"][data-tone]')).toHaveTextContent(verdict), { timeout: 5_000, interval: 20 });
      // The picture is the desk after it (what the steward sees between scans: counts, the undo bar, the sync state);
      // taken while the verdict closes it caught one or the other. The verdict itself: ScanVerdict's own stories.
      await waitFor(() => expect(document.querySelector('[role="alert"][data-tone]')).toBeNull(), { timeout: 5_000 });
    },
    ...(options.then ? { text: options.then } : {}),
  });

// Admitted: the answer the server gave when the recording admitted this ticket; the undo bar stays after the verdict.
export const AdmittedPhone = desk('phone', '1 ticket admitted', { then: UNDO_MESSAGES.button });
export const AdmittedDesktop = desk('desktop', '1 ticket admitted', { then: UNDO_MESSAGES.button });

const refused = (code: string, state: ScanResult['state'], previous: ScanResult['previous'] = null): HttpHandler =>
  consumeAnswers({ barcode, success: false, code, message: scanRefusalText(code), state, ticketType: state ? 'Gold' : null, scannedAt: SCREEN_NOW.toISOString(), previous });

const alreadyScanned = [refused(SCAN_ERROR_CODES.alreadyScanned, 'entered', { at: minutesAgo(12), device: 'steward-phone-7F3A' })];
export const AlreadyScannedPhone = desk('phone', scanRefusalText(SCAN_ERROR_CODES.alreadyScanned), { handlers: alreadyScanned });
export const AlreadyScannedDesktop = desk('desktop', scanRefusalText(SCAN_ERROR_CODES.alreadyScanned), { handlers: alreadyScanned });

const noTicket = [refused(SCAN_ERROR_CODES.noTicketFound, null)];
export const NoTicketFoundPhone = desk('phone', scanRefusalText(SCAN_ERROR_CODES.noTicketFound), { handlers: noTicket });
export const NoTicketFoundDesktop = desk('desktop', scanRefusalText(SCAN_ERROR_CODES.noTicketFound), { handlers: noTicket });

const cancelled = [refused(SCAN_ERROR_CODES.ticketCancelled, 'cancelled')];
export const TicketCancelledPhone = desk('phone', scanRefusalText(SCAN_ERROR_CODES.ticketCancelled), { handlers: cancelled });
export const TicketCancelledDesktop = desk('desktop', scanRefusalText(SCAN_ERROR_CODES.ticketCancelled), { handlers: cancelled });

// Exit mode: the desk lets guests out; a ticket never admitted is refused, an admitted one is let out.
const entryFirst = [refused(SCAN_ERROR_CODES.entryFirst, 'unused')];
export const ExitEntryFirstPhone = desk('phone', scanRefusalText(SCAN_ERROR_CODES.entryFirst), { handlers: entryFirst, mode: 'Exit', then: 'Scan to let out' });
export const ExitEntryFirstDesktop = desk('desktop', scanRefusalText(SCAN_ERROR_CODES.entryFirst), { handlers: entryFirst, mode: 'Exit', then: 'Scan to let out' });

const letOut = [consumeAnswers({ barcode, success: true, code: 'OK', message: 'Exit allowed.', state: 'exited', ticketType: 'Gold', scannedAt: SCREEN_NOW.toISOString(), previous: null })];
export const ExitLetOutPhone = desk('phone', '1 ticket let out', { handlers: letOut, mode: 'Exit', then: 'Scan to let out' });
export const ExitLetOutDesktop = desk('desktop', '1 ticket let out', { handlers: letOut, mode: 'Exit', then: 'Scan to let out' });

// Offline: the network is gone after the show's tickets were downloaded (the scan, the upload and the next sync all
// fail to connect); the device decides from its copy and keeps the scan to sync.
const networkDown: HttpHandler[] = [
  http.put('*/api/scan/consume', () => HttpResponse.error()),
  http.post('*/api/scan/offline-batch', () => HttpResponse.error()),
  http.get('*/api/scan/sessions/:sessionId/offline-tickets', ({ request }) => (new URL(request.url).searchParams.has('cursor') ? HttpResponse.error() : undefined)),
];
export const OfflinePhone = desk('phone', OFFLINE_MESSAGES.admittedOffline, { handlers: networkDown, then: OFFLINE_MESSAGES.waiting(1) });
export const OfflineDesktop = desk('desktop', OFFLINE_MESSAGES.admittedOffline, { handlers: networkDown, then: OFFLINE_MESSAGES.waiting(1) });

// Conflicts: the last sync brought two tickets admitted on two devices while offline (each counted once).
const side = (deviceId: string, gate: string | null, minutes: number): OfflineConflict['admitted'] => ({ deviceId, gate, at: minutesAgo(minutes) });
const CONFLICTS: OfflineConflict[] = [
  { ticket: barcode.slice(-4), bookingId, ticketType: 'Gold', admitted: side('steward-phone-7F3A', 'Gate A', 9), later: side('steward-phone-21C4', 'Gate B', 7) },
  { ticket: 'Q7M2', bookingId, ticketType: 'Silver', admitted: side('steward-phone-7F3A', 'Gate A', 31), later: side('steward-phone-90DE', null, 30) },
];
const withConflicts: Envelope<OfflineTicketsAnswer> = { ...TICKETS, data: { ...TICKETS.data, conflicts: { count: CONFLICTS.length, items: CONFLICTS } } };
const conflicts = (size: Size): Story =>
  screenShowing({
    path: '/scanningApp/eventList',
    account: 'gate',
    size,
    heading: /./,
    handlers: [http.get('*/api/scan/sessions/:sessionId/offline-tickets', () => HttpResponse.json(withConflicts))],
    interact: (canvas) => openDesk(canvas),
    text: `${OFFLINE_MESSAGES.conflictTitle} (${CONFLICTS.length})`,
  });
export const ConflictsPhone = conflicts('phone');
export const ConflictsDesktop = conflicts('desktop');
