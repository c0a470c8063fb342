import { CONFIRM_NEW_SHOWS, formatIstDateTime, type ConfirmNewShowsState } from '@diy/domain';
import { Popup } from '../Popup';
import { StyledShow, StyledShows } from './ConfirmNewShowsDialog.styles';

export interface ConfirmNewShowsDialogProps {
  open: boolean;
  /** NO_SHOWS, CONFIRM or DUPLICATE (domain confirmNewShowsState). */
  state: ConfirmNewShowsState;
  /** ISO show times to list (the new shows, or the duplicated ones). */
  shows?: readonly string[];
  onBackToEdit: () => void;
  onConfirm: () => void;
  confirming?: boolean;
}

/** Confirms the shows added to a running event: 'Confirm New Shows', or why there is nothing to confirm. */
export function ConfirmNewShowsDialog({ open, state, shows = [], onBackToEdit, onConfirm, confirming = false }: ConfirmNewShowsDialogProps) {
  const spec = CONFIRM_NEW_SHOWS[state];
  return (
    <Popup
      open={open}
      title={spec.title}
      role="alertdialog"
      onClose={onBackToEdit}
      buttons={spec.buttons.map((label) =>
        label === 'Confirm'
          ? { label, onClick: onConfirm, loading: confirming, autoFocus: true }
          : { label, variant: state === 'CONFIRM' ? ('secondary' as const) : ('primary' as const), onClick: onBackToEdit, autoFocus: state !== 'CONFIRM' },
      )}
    >
      {shows.length > 0 && state !== 'NO_SHOWS' ? (
        <StyledShows aria-label={state === 'DUPLICATE' ? 'Duplicate shows' : 'New shows'}>
          {shows.map((show) => (
            <StyledShow key={show}>{formatIstDateTime(show)}</StyledShow>
          ))}
        </StyledShows>
      ) : null}
    </Popup>
  );
}
