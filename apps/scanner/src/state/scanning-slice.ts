import { sessionExpired, UNKNOWN_GEOLOCATION, type ScanGeolocation } from '@diy/api';
import {
  DEFAULT_SCAN_MODE, SCAN_EVENTS_FIRST_START, SCAN_EVENTS_PAGE_SIZE, SCAN_MODES, isExitScan,
  type ScanEvent, type ScanMode, type ScanResult, type ScanTicket,
} from '@diy/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where the steward's scanning mode is kept on this device. */
export const SCAN_MODE_KEY = 'diy.scanMode';

export interface SelectedSession {
  sessionId: string;
  showTime: string;
  venueCode: string;
  venueName: string;
}

/** Seed 000 section 3: the scanning state. */
export interface ScanningState {
  selectedEvent: Pick<ScanEvent, 'eventCode' | 'title'> | null;
  selectedSession: SelectedSession | null;
  bookingId: string | null;
  tickets: ScanTicket[];
  /** Barcodes of the chosen tickets. */
  selectedTickets: string[];
  /** How the tickets were found: a booking id or a barcode scan. */
  scanType: 'BOOKING' | 'BARCODE';
  /** Entry by default; anything else is an exit scan. */
  scanCategory: ScanMode;
  geolocation: ScanGeolocation;
  pagination: { start: number; limit: number };
}

export function storedScanMode(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ScanMode {
  const value = storage?.getItem(SCAN_MODE_KEY) ?? '';
  return (SCAN_MODES as readonly string[]).includes(value) ? (value as ScanMode) : DEFAULT_SCAN_MODE;
}

export function initialScanningState(scanCategory: ScanMode = DEFAULT_SCAN_MODE): ScanningState {
  return {
    selectedEvent: null,
    selectedSession: null,
    bookingId: null,
    tickets: [],
    selectedTickets: [],
    scanType: 'BOOKING',
    scanCategory,
    geolocation: { ...UNKNOWN_GEOLOCATION },
    pagination: { start: SCAN_EVENTS_FIRST_START, limit: SCAN_EVENTS_PAGE_SIZE },
  };
}

/** Whether a ticket can take the current action (the server decides; this only pre-selects sensibly). */
export function selectableFor(ticket: ScanTicket, scanCategory: ScanMode): boolean {
  if (ticket.state === 'cancelled') return false;
  return isExitScan(scanCategory) ? ticket.state === 'entered' : ticket.state !== 'entered';
}

function clearFound(state: ScanningState) {
  state.bookingId = null;
  state.tickets = [];
  state.selectedTickets = [];
}

export const scanningSlice = createSlice({
  name: 'scanning',
  initialState: () => initialScanningState(storedScanMode()),
  reducers: {
    /** Changing the event clears the rest of the selection. */
    eventSelected(state, action: PayloadAction<Pick<ScanEvent, 'eventCode' | 'title'>>) {
      state.selectedEvent = action.payload;
      state.selectedSession = null;
      clearFound(state);
    },
    sessionSelected(state, action: PayloadAction<SelectedSession | null>) {
      state.selectedSession = action.payload;
      clearFound(state);
    },
    scanCategorySet(state, action: PayloadAction<ScanMode>) {
      state.scanCategory = action.payload;
      state.selectedTickets = [];
    },
    /** A search result replaces the tickets and clears the selection. */
    ticketsFound(state, action: PayloadAction<{ bookingId: string; tickets: ScanTicket[]; scanType: 'BOOKING' | 'BARCODE' }>) {
      state.bookingId = action.payload.bookingId;
      state.tickets = action.payload.tickets;
      state.scanType = action.payload.scanType;
      state.selectedTickets = [];
    },
    ticketsCleared(state) {
      clearFound(state);
    },
    ticketToggled(state, action: PayloadAction<string>) {
      const barcode = action.payload;
      state.selectedTickets = state.selectedTickets.includes(barcode)
        ? state.selectedTickets.filter((b) => b !== barcode)
        : [...state.selectedTickets, barcode];
    },
    allTicketsToggled(state, action: PayloadAction<boolean>) {
      state.selectedTickets = action.payload
        ? state.tickets.filter((t) => t.state !== 'cancelled').map((t) => t.barcode)
        : [];
    },
    /** Seed 000 section 4: toggling the consume modal clears the selected tickets. */
    modalToggled(state) {
      state.selectedTickets = [];
    },
    /** A consume answer: each ticket takes the state the server reports. */
    resultsApplied(state, action: PayloadAction<ScanResult[]>) {
      for (const result of action.payload) {
        const ticket = state.tickets.find((t) => t.barcode === result.barcode);
        if (ticket && result.state) {
          ticket.state = result.state;
          if (result.success) ticket.lastScanAt = result.scannedAt;
        }
      }
    },
    geolocationSet(state, action: PayloadAction<ScanGeolocation>) {
      state.geolocation = action.payload;
    },
    paginationSet(state, action: PayloadAction<{ start: number; limit?: number }>) {
      state.pagination = { start: action.payload.start, limit: action.payload.limit ?? state.pagination.limit };
    },
    /** A new event search replaces the list and resets paging. */
    searchChanged(state) {
      state.pagination = { start: SCAN_EVENTS_FIRST_START, limit: SCAN_EVENTS_PAGE_SIZE };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => initialScanningState(state.scanCategory));
  },
});

export const {
  eventSelected, sessionSelected, scanCategorySet, ticketsFound, ticketsCleared, ticketToggled, allTicketsToggled, modalToggled,
  resultsApplied, geolocationSet, paginationSet, searchChanged,
} = scanningSlice.actions;

export interface ScannerRootState {
  scanning: ScanningState;
}
export const selectScanning = (s: ScannerRootState) => s.scanning;
