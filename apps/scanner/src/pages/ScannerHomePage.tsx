import type { ScanMode } from '@diy/domain';
import { PageHeading, useCurrentUser } from '@diy/shell';
import { Button } from '@diy/ui';
import { useNavigate } from 'react-router-dom';
import { EVENT_LIST_PATH, SCANNER_PATH, useScanning } from '../state/hooks';
import { GateNameField } from './GateNameField';
import { ModeSwitch } from './ModeSwitch';
import { StyledModeCard, StyledModeHelp, StyledModeTitle } from './ScannerHomePage.styles';

const MODE_HELP: Record<ScanMode, string> = {
  Entry: 'Entry admits a ticket at the gate. A ticket is admitted once; a guest who stepped out may come back in.',
  Exit: 'Exit lets a guest step out. Only a ticket that came in can go out, and it can come back in later.',
};

/** /scanningApp: the gate steward's landing: the scanning mode (kept on this device) and the way to an event. */
export function ScannerHomePage() {
  const { profile } = useCurrentUser();
  const navigate = useNavigate();
  const { scanCategory, selectedEvent } = useScanning();
  return (
    <>
      <PageHeading title={`Hello, ${profile.name}`} lead={profile.organiserName} />
      <StyledModeCard aria-labelledby="scan-mode-title">
        <StyledModeTitle id="scan-mode-title">Scanning mode</StyledModeTitle>
        <ModeSwitch />
        <StyledModeHelp>{MODE_HELP[scanCategory]}</StyledModeHelp>
        <GateNameField />
        <Button size="lg" fullWidth onClick={() => navigate(EVENT_LIST_PATH)}>
          Choose event
        </Button>
        {selectedEvent && (
          <Button size="lg" variant="secondary" fullWidth onClick={() => navigate(SCANNER_PATH)}>
            Continue with {selectedEvent.title}
          </Button>
        )}
      </StyledModeCard>
    </>
  );
}
