import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@diy/domain';
import { StyledFieldset, StyledOption } from './PaymentPicker.styles';

export interface PaymentPickerProps {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** Methods that cannot be used now (UPI without the organiser's UPI ID, comps past the limit). */
  disabled?: readonly PaymentMethod[];
  legend?: string;
}

/** How the buyer pays at the door: UPI, cash, card (the venue's terminal) or complimentary. Large radio tiles. */
export function PaymentPicker({ value, onChange, disabled = [], legend = 'Payment' }: PaymentPickerProps) {
  return (
    <StyledFieldset>
      <legend>{legend}</legend>
      {PAYMENT_METHODS.map((m) => {
        const off = disabled.includes(m);
        return (
          <StyledOption key={m} $checked={value === m} $disabled={off}>
            <input type="radio" name="payment-method" value={m} checked={value === m} disabled={off} onChange={() => onChange(m)} />
            {PAYMENT_METHOD_LABELS[m]}
          </StyledOption>
        );
      })}
    </StyledFieldset>
  );
}
