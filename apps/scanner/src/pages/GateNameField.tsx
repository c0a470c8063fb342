import { scanGateName, setScanGateName } from '@diy/api';
import { GATE_MESSAGES, gateNameError } from '@diy/domain';
import { TextField } from '@diy/ui';
import { useState } from 'react';

/** The name of the gate this device scans at (Gate A, VIP): kept on the device, sent with each scan. */
export function GateNameField() {
  const [value, setValue] = useState(() => scanGateName() ?? '');
  const error = gateNameError(value);
  return (
    <TextField
      label={GATE_MESSAGES.label}
      value={value}
      hint={GATE_MESSAGES.hint}
      error={error}
      autoComplete="off"
      maxLength={60}
      onChange={(e) => {
        const next = e.target.value;
        setValue(next);
        if (gateNameError(next) === null) setScanGateName(next);
      }}
    />
  );
}
