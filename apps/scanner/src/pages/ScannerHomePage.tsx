import { DEFAULT_SCAN_MODE, SCAN_MODES, type ScanMode } from '@diy/domain';
import { PageHeading, useCurrentUser } from '@diy/shell';
import { Tabs } from '@diy/ui';
import { useState } from 'react';
import { StyledModeCard, StyledModeHelp, StyledModeTitle } from './ScannerHomePage.styles';

const MODE_KEY = 'diy.scanMode';
const MODE_HELP: Record<ScanMode, string> = {
  Entry: 'Entry admits a ticket at the gate. A ticket is admitted once; a guest who stepped out may come back in.',
  Exit: 'Exit lets a guest step out. Only a ticket that came in can go out, and it can come back in later.',
};

function storedMode(): ScanMode {
  const value = localStorage.getItem(MODE_KEY);
  return (SCAN_MODES as readonly string[]).includes(value ?? '') ? (value as ScanMode) : DEFAULT_SCAN_MODE;
}

/** /scanningApp: the gate steward's landing, with the scanning mode kept on this device. */
export function ScannerHomePage() {
  const { profile } = useCurrentUser();
  const [mode, setMode] = useState<ScanMode>(storedMode);
  function choose(next: ScanMode) {
    localStorage.setItem(MODE_KEY, next);
    setMode(next);
  }
  return (
    <>
      <PageHeading title={`Hello, ${profile.name}`} lead={profile.organiserName} />
      <StyledModeCard aria-labelledby="scan-mode-title">
        <StyledModeTitle id="scan-mode-title">Scanning mode</StyledModeTitle>
        <Tabs<ScanMode> label="Scanning mode" items={SCAN_MODES.map((m) => ({ value: m, label: m }))} value={mode} onChange={choose} />
        <StyledModeHelp>{MODE_HELP[mode]}</StyledModeHelp>
      </StyledModeCard>
    </>
  );
}
