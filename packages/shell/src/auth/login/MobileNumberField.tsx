import { normaliseMobileInput } from '@diy/domain';
import { TextField } from '@diy/ui';
import { useState } from 'react';
import { useLoginSchemas } from './use-login-schemas';

interface MobileNumberFieldProps {
  value: string;
  /** Called with the number as 10 digits at most (a pasted +91 or leading 0 is dropped). */
  onChange: (digits: string) => void;
  error?: string | null;
  hint?: string;
}

/** The 10-digit mobile number field of the OTP login and sign-up forms. */
export function MobileNumberField({ value, onChange, error, hint }: MobileNumberFieldProps) {
  return (
    <TextField
      label="Mobile number"
      name="mobile"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={value}
      onChange={(e) => onChange(normaliseMobileInput(e.target.value))}
      error={error ?? undefined}
      hint={hint}
      required
    />
  );
}

/**
 * The number typed so far, its field message, and `validate()`: the checked number, or null with the message set (or
 * when the schemas cannot load: use-login-schemas.ts).
 */
export function useMobileNumber() {
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | undefined>();
  const loadSchemas = useLoginSchemas();
  async function validate(): Promise<string | null> {
    const schemas = await loadSchemas();
    if (!schemas) return null;
    const parsed = schemas.mobileLoginSchema.safeParse({ mobile });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success ? parsed.data.mobile : null;
  }
  return { mobile, setMobile, error, validate };
}
