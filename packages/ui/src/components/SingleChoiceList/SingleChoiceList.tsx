import { useId, useRef } from 'react';
import { Button } from '../Button';
import { StyledFieldset, StyledLegend, StyledNote, StyledOption, StyledOptions, StyledSummary } from './SingleChoiceList.styles';

export interface SingleChoiceOption {
  code: string;
  label: string;
}

export interface SingleChoiceListProps {
  label: string;
  /** Shown while nothing is chosen, e.g. 'Set age limit for the audience (Optional)'. */
  placeholder: string;
  options: readonly SingleChoiceOption[];
  value: string | null;
  /** Called with the picked code, or null from the Clear button. */
  onChange: (code: string | null) => void;
  readOnly?: boolean;
  clearLabel?: string;
  /** Shown under the summary while a choice is locked in. */
  lockedNote?: string;
}

/**
 * A single choice that has to be cleared before another can be picked (the age limit): while one option is
 * chosen the others are disabled and a Clear button frees them. Native radio buttons, so arrow keys work.
 */
export function SingleChoiceList({
  label,
  placeholder,
  options,
  value,
  onChange,
  readOnly = false,
  clearLabel = 'Clear',
  lockedNote = 'Clear the current choice to pick another.',
}: SingleChoiceListProps) {
  const baseId = useId();
  const summaryId = `${baseId}-summary`;
  const noteId = `${baseId}-note`;
  const optionsRef = useRef<HTMLDivElement>(null);
  const chosen = options.find((o) => o.code === value) ?? null;

  const clear = () => {
    const previous = value;
    onChange(null);
    // Focus the freed option so the keyboard user can pick another right away.
    requestAnimationFrame(() => {
      const radios = optionsRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
      const target = Array.from(radios ?? []).find((r) => r.value === previous) ?? radios?.[0];
      target?.focus();
    });
  };

  return (
    <StyledFieldset aria-describedby={chosen && !readOnly ? `${summaryId} ${noteId}` : summaryId}>
      <StyledLegend>{label}</StyledLegend>
      <StyledSummary $chosen={Boolean(chosen)}>
        <span id={summaryId}>{chosen ? chosen.label : placeholder}</span>
        {chosen && !readOnly ? (
          <Button variant="ghost" size="sm" onClick={clear} aria-label={`${clearLabel} ${label}`}>
            {clearLabel}
          </Button>
        ) : null}
      </StyledSummary>
      {chosen && !readOnly ? <StyledNote id={noteId}>{lockedNote}</StyledNote> : null}
      {readOnly ? null : (
        <StyledOptions ref={optionsRef} role="radiogroup" aria-label={label}>
          {options.map((option) => {
            const checked = option.code === value;
            const disabled = value !== null && !checked;
            return (
              <StyledOption key={option.code} $checked={checked} $disabled={disabled}>
                <input
                  type="radio"
                  name={baseId}
                  value={option.code}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onChange(option.code)}
                />
                {option.label}
              </StyledOption>
            );
          })}
        </StyledOptions>
      )}
    </StyledFieldset>
  );
}
