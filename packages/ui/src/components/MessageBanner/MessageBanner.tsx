import type { ReactNode } from 'react';
import { CloseButton } from '../CloseButton';
import { StyledAction, StyledBanner, StyledContent, StyledDismiss, StyledGlyph, StyledTitle, type MessageTone } from './MessageBanner.styles';

export type { MessageTone };

export interface MessageBannerProps {
  tone?: MessageTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button; called when it is pressed. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** A button or link under the message. */
  action?: ReactNode;
  className?: string;
}

const GLYPH: Record<MessageTone, string> = { success: '✓', info: 'i', error: '!', default: '•' };

/** A coloured inline message: success, info, error or default. Errors are announced as alerts. */
export function MessageBanner({ tone = 'default', title, children, onDismiss, dismissLabel = 'Dismiss message', action, className }: MessageBannerProps) {
  return (
    <StyledBanner $tone={tone} role={tone === 'error' ? 'alert' : 'status'} data-tone={tone} className={className}>
      <StyledGlyph $tone={tone} aria-hidden="true">
        {GLYPH[tone]}
      </StyledGlyph>
      <StyledContent>
        {title ? <StyledTitle $tone={tone}>{title}</StyledTitle> : null}
        {children ? <div>{children}</div> : null}
        {action ? <StyledAction>{action}</StyledAction> : null}
      </StyledContent>
      {onDismiss ? (
        <StyledDismiss>
          <CloseButton label={dismissLabel} onClick={onDismiss} />
        </StyledDismiss>
      ) : null}
    </StyledBanner>
  );
}
