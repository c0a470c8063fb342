import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { StyledForm, StyledInput, StyledLabel, StyledRow } from './SearchField.styles';

export interface SearchFieldProps {
  label: string;
  /** Called with the trimmed text on submit (Enter or the Search button); an empty search shows everything. */
  onSearch: (text: string) => void;
  defaultValue?: string;
  placeholder?: string;
  buttonLabel?: string;
}

/** A search landmark: a large labelled search box and a Search button. */
export function SearchField({ label, onSearch, defaultValue = '', placeholder, buttonLabel = 'Search' }: SearchFieldProps) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <StyledForm role="search" onSubmit={submit} aria-label={label}>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledRow>
        <StyledInput
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(e) => {
            setValue(e.target.value);
            // Clearing the box (its clear button included) brings the full list back.
            if (e.target.value === '' && value !== '') onSearch('');
          }}
        />
        <Button type="submit" size="lg">
          {buttonLabel}
        </Button>
      </StyledRow>
    </StyledForm>
  );
}
