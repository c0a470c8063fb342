import { errorMessage, isAppError, scanGateName, useGetScanSessionsQuery, useLazySearchScanTicketsQuery } from '@diy/api';
import { BOX_OFFICE_TEXTS, FEATURES, BARCODE_FIELD_MESSAGES, CAMERA_MESSAGES, SCAN_MESSAGES, bookingIdError, isBookingIdNotBarcode, isExitScan, withPendingScans, type ScanSessions, formatIstDate, formatIstTime } from '@diy/domain';
import { useAppDispatch, useCurrentUser } from '@diy/shell';
import { BarcodeInput, Button, EmptyState, MessageBanner, ScanVerdict, SessionCounts, SessionPicker, Spinner, SyncStatus, TextField, type SessionPickerVenue } from '@diy/ui';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { EVENT_LIST_PATH, SELL_PATH, TICKETS_PATH, useGeolocation, useHiddenPageOverflow, useRequireSelection, useScanFailure, useScanning } from '../state/hooks';
import { sessionSelected, ticketsFound } from '../state/scanning-slice';
import { useConsume } from '../state/use-consume';
import { useSessionCounts } from '../state/use-counts';
import { useOfflineDesk } from '../state/use-offline';
import { isTodayIst } from '../state/verdict';
import { GateCountsLine } from './GateCountsLine';
import { ModeSwitch } from './ModeSwitch';
import { OfflineConflicts, OfflineRefusals } from './OfflineConflicts';
import { UndoBar } from './UndoBar';
import {
  StyledCard, StyledCardTitle, StyledCentered, StyledForm, StyledScreen, StyledScroll, StyledSub, StyledTitle, StyledTitleRow, StyledTop,
} from './scan-pages.styles';

/** The camera and its decoder load only when the steward opens the camera. */
const CameraScanner = lazy(() => import('../camera/CameraScanner'));

function pickerVenues(data: ScanSessions): SessionPickerVenue[] {
  return data.venues.map((v) => ({
    venueCode: v.venueCode,
    venueName: v.venueName,
    sessions: v.sessions.map((s) => ({
      sessionId: s.sessionId,
      time: formatIstTime(s.showTime),
      date: formatIstDate(s.showTime),
      today: isTodayIst(s.showTime),
      active: s.active,
      cancelled: s.cancelled,
      admitted: s.counts.admitted,
      total: s.counts.total,
    })),
  }));
}

function SessionChoice({ eventCode }: { eventCode: string }) {
  const dispatch = useAppDispatch();
  const fail = useScanFailure();
  const sessions = useGetScanSessionsQuery(eventCode);
  useEffect(() => {
    const e = sessions.error;
    if (e && isAppError(e) && e.status !== 404) fail(e);
  }, [sessions.error, fail]);
  if (sessions.isLoading) {
    return (
      <StyledCentered>
        <Spinner size="lg" label="Loading sessions" />
      </StyledCentered>
    );
  }
  if (sessions.error) {
    const notFound = isAppError(sessions.error) && sessions.error.status === 404;
    return (
      <EmptyState
        compact
        title={notFound ? errorMessage(sessions.error, SCAN_MESSAGES.noActiveSession) : SCAN_MESSAGES.somethingWentWrong}
        action={<Button variant="secondary" onClick={() => void sessions.refetch()}>Retry</Button>}
      />
    );
  }
  if (!sessions.data) return null;
  const data = sessions.data;
  return (
    <>
      <StyledSub>Pick today’s session to start scanning.</StyledSub>
      <SessionPicker
        venues={pickerVenues(data)}
        onSelect={(venueCode, sessionId) => {
          const venue = data.venues.find((v) => v.venueCode === venueCode);
          const session = venue?.sessions.find((s) => s.sessionId === sessionId);
          if (!venue || !session) return;
          dispatch(sessionSelected({ sessionId, showTime: session.showTime, venueCode, venueName: venue.venueName }));
        }}
      />
    </>
  );
}

function ScanDesk() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const fail = useScanFailure();
  const { selectedEvent, selectedSession, scanCategory } = useScanning();
  const counts = useSessionCounts();
  const offlineSession = useMemo(
    () => (selectedEvent && selectedSession ? { sessionId: selectedSession.sessionId, eventCode: selectedEvent.eventCode } : null),
    [selectedEvent, selectedSession],
  );
  const offline = useOfflineDesk(offlineSession);
  const { consume, verdict, verdictKey, closeVerdict, lastAdmission, clearLastAdmission } = useConsume(offline);
  const barcodeField = useRef<HTMLInputElement | null>(null);
  const [search, { isFetching }] = useLazySearchScanTicketsQuery();
  const [bookingId, setBookingId] = useState('');
  const [bookingError, setBookingError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [camera, setCamera] = useState(false);
  // A booking id that reached the barcode field: pointed to Find a booking instead of answering 'No ticket found.'.
  const [typedBookingId, setTypedBookingId] = useState<string | null>(null);
  if (!selectedEvent || !selectedSession) return null;

  // The barcode field keeps focus under the verdict, so a queue scans on without waiting for it to close.
  const dismissVerdict = () => {
    closeVerdict();
    barcodeField.current?.focus({ preventScroll: true });
  };

  const find = async (event: FormEvent) => {
    event.preventDefault();
    await findBooking(bookingId);
  };

  const findBooking = async (typed: string) => {
    setSubmitted(true);
    const problem = bookingIdError(typed);
    setBookingError(problem);
    if (problem) return;
    const id = typed.trim().toUpperCase();
    try {
      const answer = await search({
        sessionId: selectedSession.sessionId,
        eventCode: selectedEvent.eventCode,
        venueCode: selectedSession.venueCode,
        exitScan: isExitScan(scanCategory),
        bookingID: id,
      }).unwrap();
      dispatch(ticketsFound({ bookingId: id, tickets: answer.results, scanType: 'BOOKING' }));
      navigate(TICKETS_PATH);
    } catch (error) {
      fail(error);
    }
  };

  const sync = offline.status;
  return (
    <>
      {sync && (
        <SyncStatus
          online={sync.online}
          waiting={sync.waiting}
          lastSync={sync.lastSync ? formatIstTime(sync.lastSync) : null}
          conflicts={sync.conflictCount}
          syncing={sync.syncing}
        />
      )}
      <StyledCard aria-labelledby="counts-title">
        <StyledCardTitle id="counts-title">
          {formatIstTime(selectedSession.showTime)} · {selectedSession.venueName}
        </StyledCardTitle>
        {/* The server's counts plus this device's scans waiting to sync (issue 34). */}
        {counts.data ? <SessionCounts {...withPendingScans(counts.data, sync?.pending)} /> : <Spinner label="Loading counts" />}
        <GateCountsLine live={counts.live} />
      </StyledCard>
      {sync && <OfflineConflicts status={sync} />}
      {sync && <OfflineRefusals status={sync} />}
      {lastAdmission && <UndoBar key={lastAdmission.at} admission={lastAdmission} onDone={clearLastAdmission} />}
      <StyledCard aria-labelledby="barcode-title">
        <StyledCardTitle id="barcode-title">{isExitScan(scanCategory) ? 'Scan to let out' : 'Scan to admit'}</StyledCardTitle>
        <BarcodeInput
          ref={barcodeField}
          label="Barcode"
          onSubmit={(code) => {
            const upper = code.toUpperCase();
            if (isBookingIdNotBarcode(upper)) {
              setTypedBookingId(upper);
              return;
            }
            setTypedBookingId(null);
            void consume([upper], 'BARCODE');
          }}
          onCancel={() => {
            if (verdict) dismissVerdict();
          }}
        />
        {typedBookingId && (
          <MessageBanner
            tone="info"
            title={BARCODE_FIELD_MESSAGES.bookingIdTitle}
            onDismiss={() => setTypedBookingId(null)}
            action={
              <Button
                variant="primary"
                onClick={() => {
                  setBookingId(typedBookingId);
                  setTypedBookingId(null);
                  void findBooking(typedBookingId);
                }}
              >
                {BARCODE_FIELD_MESSAGES.findBooking(typedBookingId)}
              </Button>
            }
          >
            {BARCODE_FIELD_MESSAGES.bookingIdBody}
          </MessageBanner>
        )}
        {camera ? (
          <Suspense fallback={<Spinner label={CAMERA_MESSAGES.starting} />}>
            <CameraScanner onCode={(code) => void consume([code], 'BARCODE')} onClose={() => setCamera(false)} />
          </Suspense>
        ) : (
          <Button variant="secondary" size="lg" fullWidth onClick={() => setCamera(true)}>
            {CAMERA_MESSAGES.open}
          </Button>
        )}
      </StyledCard>
      <StyledCard aria-labelledby="booking-title">
        <StyledCardTitle id="booking-title">Find a booking</StyledCardTitle>
        <StyledForm onSubmit={find} noValidate>
          <TextField
            label="Booking ID"
            value={bookingId}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            error={submitted ? bookingError : null}
            onChange={(e) => {
              setBookingId(e.target.value);
              if (submitted) setBookingError(bookingIdError(e.target.value));
            }}
          />
          <Button type="submit" size="lg" fullWidth loading={isFetching}>
            Find tickets
          </Button>
        </StyledForm>
      </StyledCard>
      {verdict && <ScanVerdict key={verdictKey} {...verdict} takeFocus={false} onDismiss={dismissVerdict} />}
    </>
  );
}

/** /scanningApp/scanner: the event's sessions by venue; then counts, the barcode field and the booking search. */
export default function ScannerPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useHiddenPageOverflow();
  useGeolocation();
  const ready = useRequireSelection({ session: false });
  const { selectedEvent, selectedSession } = useScanning();
  const title = useMemo(() => selectedEvent?.title ?? '', [selectedEvent]);
  const gate = useMemo(() => scanGateName(), []);
  // The box office's Sell tab: only for users given the box-office feature (scan-only staff never see it).
  const sells = useCurrentUser().features.includes(FEATURES.boxOffice);
  if (!ready || !selectedEvent) return null;
  return (
    <StyledScreen>
      <StyledTop>
        <StyledTitleRow>
          <div>
            <StyledTitle>{title}</StyledTitle>
            <StyledSub>
              {selectedEvent.eventCode}
              {gate ? ` · ${gate}` : ''}
            </StyledSub>
          </div>
          <Button variant="secondary" onClick={() => (selectedSession ? dispatch(sessionSelected(null)) : navigate(EVENT_LIST_PATH))}>
            {selectedSession ? 'Change session' : 'Change event'}
          </Button>
          {sells && selectedSession && <Button onClick={() => navigate(SELL_PATH)}>{BOX_OFFICE_TEXTS.sellTab}</Button>}
        </StyledTitleRow>
        <ModeSwitch />
      </StyledTop>
      <StyledScroll>{selectedSession ? <ScanDesk /> : <SessionChoice eventCode={selectedEvent.eventCode} />}</StyledScroll>
    </StyledScreen>
  );
}

