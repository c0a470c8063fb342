import { SHOW_CANCEL_UI_TEXTS } from '@diy/domain';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { MessageBanner } from '../MessageBanner';
import { Modal } from '../Modal';
import { StyledBody, StyledFacts, StyledFinal, StyledFooter } from './CancelShowDialog.styles';

export interface CancelShowFacts {
  /** ISO; stated as dd/MM/yyyy hh:mm AM IST. */
  showTime: string;
  venueName: string;
  ticketsSold: number;
  bookings: number;
}

export interface CancelShowDialogProps {
  open: boolean;
  /** The show to cancel (kept while the dialog closes, so its text does not jump). */
  show: CancelShowFacts | null;
  /** A centred modal on desktop, a bottom drawer on a phone. */
  layout?: 'desktop' | 'phone';
  /** The cancellation is on its way: 'Cancel show' is busy and nothing else closes the dialog. */
  cancelling?: boolean;
  onConfirm: () => void;
  /** 'Keep show', Escape, the scrim and the close button. */
  onClose: () => void;
}

/**
 * Confirms cancelling one show of a published event: when and where it is, what it has sold, that every buyer is told
 * by SMS and e-mail and their bookings cancelled, and that it cannot be undone.
 */
export function CancelShowDialog({ open, show, layout = 'desktop', cancelling = false, onConfirm, onClose }: CancelShowDialogProps) {
  const close = () => {
    if (!cancelling) onClose();
  };
  const footer = (
    <StyledFooter>
      <Button variant="secondary" onClick={close} disabled={cancelling} fullWidth={layout === 'phone'}>
        {SHOW_CANCEL_UI_TEXTS.keep}
      </Button>
      <Button variant="danger" onClick={onConfirm} loading={cancelling} fullWidth={layout === 'phone'}>
        {SHOW_CANCEL_UI_TEXTS.confirm}
      </Button>
    </StyledFooter>
  );
  const body = show ? (
    <StyledBody>
      <StyledFacts>
        <dt>{SHOW_CANCEL_UI_TEXTS.confirmWhen}</dt>
        <dd>{SHOW_CANCEL_UI_TEXTS.when(show.showTime)}</dd>
        <dt>{SHOW_CANCEL_UI_TEXTS.confirmVenue}</dt>
        <dd>{show.venueName}</dd>
        <dt>{SHOW_CANCEL_UI_TEXTS.confirmSold}</dt>
        <dd>{SHOW_CANCEL_UI_TEXTS.sold(show.ticketsSold, show.bookings)}</dd>
      </StyledFacts>
      <MessageBanner tone={show.bookings > 0 ? 'error' : 'info'}>
        {show.bookings > 0 ? SHOW_CANCEL_UI_TEXTS.buyersTold(show.bookings) : SHOW_CANCEL_UI_TEXTS.noBuyers}
      </MessageBanner>
      <StyledFinal>{SHOW_CANCEL_UI_TEXTS.cannotUndo}</StyledFinal>
    </StyledBody>
  ) : null;
  return layout === 'phone' ? (
    <Drawer open={open} title={SHOW_CANCEL_UI_TEXTS.confirmTitle} onClose={close} footer={footer}>
      {body}
    </Drawer>
  ) : (
    <Modal open={open} title={SHOW_CANCEL_UI_TEXTS.confirmTitle} onClose={close} footer={footer} dismissible={!cancelling}>
      {body}
    </Modal>
  );
}
