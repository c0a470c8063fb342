import type { HTMLAttributes } from 'react';
import { CARD_STATUS, type CardStatus } from '@diy/domain';
import { StyledStatusLabel, StyledStatusText, type StatusTone } from './StatusLabel.styles';

export type { StatusTone };

export interface StatusLabelProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  status: CardStatus;
  size?: 'sm' | 'md';
}

/**
 * Colour of a card status, by its group: ready is green (success), except "ready to publish" which is the
 * brand accent because it still waits for the organiser; work in progress is info blue; on hold is amber
 * (warning); closed and unlisted are muted grey.
 */
export function statusTone(status: CardStatus): StatusTone {
  const { group } = CARD_STATUS[status];
  switch (group) {
    case 'ready':
      return status === 'inactive' ? 'accent' : 'success';
    case 'wip':
      return 'info';
    case 'onHold':
      return 'warning';
    case 'closed':
      return 'muted';
  }
}

/** A pill with the event card's status label (seed 000 card-label table). */
export function StatusLabel({ status, size = 'md', ...rest }: StatusLabelProps) {
  const tone = statusTone(status);
  return (
    <StyledStatusLabel $tone={tone} $size={size} data-status={status} data-tone={tone} {...rest}>
      <StyledStatusText>{CARD_STATUS[status].label}</StyledStatusText>
    </StyledStatusLabel>
  );
}
