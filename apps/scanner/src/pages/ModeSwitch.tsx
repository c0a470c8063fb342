import { SCAN_MODES, type ScanMode } from '@diy/domain';
import { useAppDispatch } from '@diy/shell';
import { ScanModeBanner, Tabs } from '@diy/ui';
import { useScanning } from '../state/hooks';
import { SCAN_MODE_KEY, scanCategorySet } from '../state/scanning-slice';

/** Entry (default) or Exit, kept on this device; the mode's banner runs across the screen under the tabs. */
export function ModeSwitch() {
  const dispatch = useAppDispatch();
  const { scanCategory } = useScanning();
  const choose = (mode: ScanMode) => {
    localStorage.setItem(SCAN_MODE_KEY, mode);
    dispatch(scanCategorySet(mode));
  };
  return (
    <>
      <Tabs<ScanMode> label="Scanning mode" fullWidth items={SCAN_MODES.map((m) => ({ value: m, label: m }))} value={scanCategory} onChange={choose} />
      <ScanModeBanner mode={scanCategory} />
    </>
  );
}
