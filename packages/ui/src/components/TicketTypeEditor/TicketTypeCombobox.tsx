import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { StyledComboError, StyledComboInput, StyledComboList, StyledComboOption, StyledComboWrap, StyledLabel } from './TicketTypeEditor.styles';

export interface TicketTypeComboboxProps {
  label: string;
  /** The chosen approved name, or ''. */
  value: string;
  options: readonly string[];
  onChange: (name: string) => void;
  error?: string | null;
  disabled?: boolean;
  placeholder?: string;
}

/** A searchable list of the approved ticket types (ARIA combobox with a listbox popup): only listed names can be chosen. */
export function TicketTypeCombobox({ label, value, options, onChange, error, disabled, placeholder = 'Search ticket types' }: TicketTypeComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  const matches = useMemo(() => {
    const q = text.trim().toLowerCase();
    const list = q && q !== value.toLowerCase() ? options.filter((o) => o.toLowerCase().includes(q)) : [...options];
    return list.slice(0, 50);
  }, [options, text, value]);

  const choose = (name: string) => {
    setText(name);
    setOpen(false);
    onChange(name);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (event.key === 'Enter' && open && matches[active]) {
      event.preventDefault();
      choose(matches[active]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  const showList = open && !disabled;

  return (
    <StyledComboWrap>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledComboInput
        id={id}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && matches[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        disabled={disabled}
        $invalid={Boolean(error)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
          const exact = options.find((o) => o.toLowerCase() === e.target.value.trim().toLowerCase());
          if (exact) onChange(exact);
          else if (value) onChange('');
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {showList ? (
        <StyledComboList id={listId} role="listbox" aria-label={label}>
          {matches.length === 0 ? (
            <StyledComboOption role="option" aria-disabled="true" aria-selected={false} $active={false}>
              No approved ticket type matches
            </StyledComboOption>
          ) : (
            matches.map((name, i) => (
              <StyledComboOption
                key={name}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={name === value}
                $active={i === active}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(name);
                }}
              >
                {name}
              </StyledComboOption>
            ))
          )}
        </StyledComboList>
      ) : null}
      {error ? <StyledComboError id={errorId}>{error}</StyledComboError> : null}
    </StyledComboWrap>
  );
}
