import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addLanguage } from '@diy/domain';
import {
  StyledChip,
  StyledChips,
  StyledField,
  StyledGroupLabel,
  StyledInput,
  StyledLabel,
  StyledListbox,
  StyledNote,
  StyledOption,
  StyledRemove,
  StyledTick,
} from './GroupedMultiSelect.styles';

export interface MultiSelectOption {
  code: string;
  name: string;
}

export interface MultiSelectGroup {
  /** Group heading, e.g. LANGUAGE_GROUPS.popular. An option may appear in several groups. */
  label: string;
  options: readonly MultiSelectOption[];
}

export interface GroupedMultiSelectProps {
  label: string;
  /** The search box's placeholder, e.g. 'Select Language (Optional)'. */
  placeholder: string;
  groups: readonly MultiSelectGroup[];
  /** Chosen options, in the order they were added. */
  value: readonly MultiSelectOption[];
  onChange: (value: MultiSelectOption[]) => void;
  /** Default true: a search box filters the options by name. */
  searchable?: boolean;
  /** Only the chosen values, without remove buttons or the list. */
  readOnly?: boolean;
  /** Shown when the search matches nothing. */
  noMatchText?: string;
  /** Called with the search text as it changes (for server-side search); filtering by name still applies. */
  onQueryChange?: (query: string) => void;
  /** Shown in read-only mode when nothing is chosen. */
  emptyText?: string;
}

interface FlatOption {
  id: string;
  option: MultiSelectOption;
  chosen: boolean;
}

/**
 * Multi-select with grouped options (the languages field): chosen values as removable chips, a search box
 * (combobox) driving an always-visible grouped listbox. Arrow keys move through the options, Enter adds,
 * Escape clears the search. A chosen option stays listed, ticked and disabled: it cannot be added twice.
 */
export function GroupedMultiSelect({
  label,
  placeholder,
  groups,
  value,
  onChange,
  searchable = true,
  readOnly = false,
  noMatchText = 'No matches',
  onQueryChange,
  emptyText = 'None chosen',
}: GroupedMultiSelectProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const [query, setQuery] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const chosenCodes = useMemo(() => new Set(value.map((v) => v.code)), [value]);

  const q = query.trim().toLowerCase();
  const visibleGroups = groups
    .map((group, g) => ({
      label: group.label,
      headingId: `${baseId}-group-${g}`,
      options: group.options
        .filter((o) => q === '' || o.name.toLowerCase().includes(q))
        .map<FlatOption>((option) => ({ id: `${baseId}-opt-${g}-${option.code}`, option, chosen: chosenCodes.has(option.code) })),
    }))
    .filter((group) => group.options.length > 0);
  const selectable = visibleGroups.flatMap((g) => g.options).filter((o) => !o.chosen);
  const active = selectable.find((o) => o.id === activeId) ?? null;

  const add = (option: MultiSelectOption) => {
    if (readOnly || chosenCodes.has(option.code)) return;
    onChange(addLanguage(value, option));
  };
  const remove = (code: string) => onChange(value.filter((v) => v.code !== code));

  const moveTo = (item: FlatOption | undefined) => {
    if (!item) return;
    setActiveId(item.id);
    listRef.current?.querySelector(`[id="${CSS.escape(item.id)}"]`)?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = active ? selectable.indexOf(active) : -1;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(selectable[Math.min(index + 1, selectable.length - 1)]);
        break;
      case 'ArrowUp':
        moveTo(selectable[Math.max(index - 1, 0)]);
        break;
      case 'Enter':
        if (!active) return;
        add(active.option);
        // The next selectable option becomes active, so Enter can be pressed again.
        moveTo(selectable[index + 1] ?? selectable[index - 1]);
        break;
      case 'Escape':
        if (query === '') return;
        setQuery('');
        onQueryChange?.('');
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const chips =
    value.length > 0 ? (
      <StyledChips aria-label={`Chosen: ${label}`}>
        {value.map((v) => (
          <StyledChip key={v.code} data-readonly={readOnly}>
            {v.name}
            {readOnly ? null : (
              <StyledRemove type="button" aria-label={`Remove ${v.name}`} title={`Remove ${v.name}`} onClick={() => remove(v.code)}>
                <span aria-hidden="true">×</span>
              </StyledRemove>
            )}
          </StyledChip>
        ))}
      </StyledChips>
    ) : null;

  if (readOnly) {
    return (
      <StyledField role="group" aria-labelledby={labelId}>
        <StyledLabel as="span" id={labelId}>
          {label}
        </StyledLabel>
        {chips ?? <StyledNote>{emptyText}</StyledNote>}
      </StyledField>
    );
  }

  const focusHostProps = {
    'aria-activedescendant': active?.id,
    'aria-controls': listboxId,
    onKeyDown,
  };

  return (
    <StyledField>
      <StyledLabel id={labelId} htmlFor={searchable ? inputId : undefined} as={searchable ? 'label' : 'span'}>
        {label}
      </StyledLabel>
      {chips}
      {searchable ? (
        <StyledInput
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded="true"
          aria-autocomplete="list"
          autoComplete="off"
          placeholder={placeholder}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActiveId(null);
            onQueryChange?.(e.target.value);
          }}
          {...focusHostProps}
        />
      ) : null}
      <StyledListbox
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby={labelId}
        tabIndex={searchable ? -1 : 0}
        {...(searchable ? {} : { 'aria-activedescendant': active?.id, onKeyDown })}
      >
        {visibleGroups.map((group) => (
          <div key={group.headingId} role="group" aria-labelledby={group.headingId}>
            <StyledGroupLabel id={group.headingId} role="presentation">
              {group.label}
            </StyledGroupLabel>
            {group.options.map((item) => (
              <StyledOption
                key={item.id}
                id={item.id}
                role="option"
                aria-selected={item.chosen}
                aria-disabled={item.chosen || undefined}
                $active={item.id === active?.id}
                $chosen={item.chosen}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  add(item.option);
                  if (!item.chosen) setActiveId(item.id);
                }}
              >
                {item.option.name}
                {item.chosen ? <StyledTick aria-hidden="true">✓ Added</StyledTick> : null}
              </StyledOption>
            ))}
          </div>
        ))}
      </StyledListbox>
      {visibleGroups.length === 0 ? (
        <StyledNote role="status">{noMatchText}</StyledNote>
      ) : null}
    </StyledField>
  );
}
