import { createPortal } from 'react-dom';
import { Spinner } from '../Spinner';
import { StyledOverlay, StyledOverlayCard, StyledOverlayLabel } from './LoadingOverlay.styles';

export interface LoadingOverlayProps {
  /** Shown under the spinner and announced, e.g. "Loading your account". */
  label?: string;
  /** Cover the whole app (default, rendered into document.body) or only the nearest positioned parent. */
  fullScreen?: boolean;
}

/** Covers the app with a spinner while something essential loads (user details and features at login). */
export function LoadingOverlay({ label = 'Loading…', fullScreen = true }: LoadingOverlayProps) {
  const overlay = (
    <StyledOverlay $fullScreen={fullScreen} role="status" aria-busy="true" aria-live="polite" data-testid="loading-overlay">
      <StyledOverlayCard>
        <Spinner size="lg" />
        <StyledOverlayLabel>{label}</StyledOverlayLabel>
      </StyledOverlayCard>
    </StyledOverlay>
  );
  return fullScreen ? createPortal(overlay, document.body) : overlay;
}
