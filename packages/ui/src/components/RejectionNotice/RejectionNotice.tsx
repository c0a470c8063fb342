import { MessageBanner } from '../MessageBanner';
import { StyledItems, StyledValue } from './RejectionNotice.styles';

export interface RejectionNoticeItem {
  field: string;
  reasons: readonly string[];
  /** What the reviewer saw, when it can be shown as text. */
  rejectedValue?: unknown;
}

export interface RejectionNoticeProps {
  items: readonly RejectionNoticeItem[];
  title?: string;
  /** Turns a field key into the name shown; default: the key as it is. */
  fieldLabel?: (field: string) => string;
}

function displayValue(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.join(', ');
  if (Array.isArray(value) && value.every((v) => v && typeof v === 'object' && 'name' in v)) {
    return value.map((v) => String((v as { name: unknown }).name)).join(', ');
  }
  return null;
}

/** A section's rejection reasons from review, field by field, in an error banner. Nothing when there are none. */
export function RejectionNotice({ items, title = 'Changes needed before this event can go live', fieldLabel = (f) => f }: RejectionNoticeProps) {
  const shown = items.filter((item) => item.reasons.length > 0);
  if (shown.length === 0) return null;
  return (
    <MessageBanner tone="error" title={title}>
      <StyledItems>
        {shown.map((item) => {
          const value = displayValue(item.rejectedValue);
          return (
            <div key={item.field}>
              <dt>{fieldLabel(item.field)}</dt>
              <dd>
                <ul>
                  {item.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
                {value ? <StyledValue>Rejected value: {value}</StyledValue> : null}
              </dd>
            </div>
          );
        })}
      </StyledItems>
    </MessageBanner>
  );
}
