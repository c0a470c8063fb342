import { useId, useRef, type KeyboardEvent } from 'react';
import { StyledCheck, StyledChip, StyledChips, StyledError, StyledGroup, StyledLabel } from './ChipGroup.styles';

export interface ChipOption {
  code: string;
  name: string;
}

export interface ChipGroupProps {
  /** Visible label; also the radiogroup's accessible name. */
  label: string;
  options: readonly ChipOption[];
  /** The chosen code, or null when nothing is chosen yet. */
  value: string | null;
  onChange: (code: string) => void;
  disabled?: boolean;
  /** Error text, shown red under the chips and tied to the group by aria-describedby. */
  error?: string;
}

/**
 * Single-select chips (the category chips of the event name screen), with WAI-ARIA radio group semantics:
 * one tab stop; Left/Up and Right/Down move and select (wrapping), Home and End jump, Space selects.
 */
export function ChipGroup({ label, options, value, onChange, disabled = false, error }: ChipGroupProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const hasError = Boolean(error);
  const selectedIndex = options.findIndex((o) => o.code === value);
  const tabStop = selectedIndex >= 0 ? selectedIndex : 0;

  const choose = (option: ChipOption | undefined) => {
    if (!option || disabled) return;
    refs.current.get(option.code)?.focus();
    if (option.code !== value) onChange(option.code);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const n = options.length;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        choose(options[(index + 1) % n]);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        choose(options[(index - 1 + n) % n]);
        break;
      case 'Home':
        choose(options[0]);
        break;
      case 'End':
        choose(options[n - 1]);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <StyledGroup>
      <StyledLabel id={labelId}>{label}</StyledLabel>
      <StyledChips
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={hasError ? errorId : undefined}
        aria-disabled={disabled || undefined}
      >
        {options.map((option, index) => {
          const checked = option.code === value;
          return (
            <StyledChip
              key={option.code}
              ref={(node) => {
                if (node) refs.current.set(option.code, node);
                else refs.current.delete(option.code);
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={index === tabStop ? 0 : -1}
              disabled={disabled}
              $checked={checked}
              $invalid={hasError}
              onClick={() => choose(option)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {checked ? <StyledCheck aria-hidden="true" /> : null}
              {option.name}
            </StyledChip>
          );
        })}
      </StyledChips>
      {hasError ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledGroup>
  );
}
