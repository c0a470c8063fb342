import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { StyledCount, StyledTab, StyledTabList, StyledTabPanel, StyledTabs } from './Tabs.styles';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** Shown as a small badge after the label, e.g. the number of events. */
  count?: number;
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  items: readonly TabItem<V>[];
  /** The selected tab's value (controlled). */
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Content of the selected tab; when given it is rendered in a tabpanel labelled by the selected tab. */
  children?: ReactNode;
  /** Stretch the tabs across the width (phones). */
  fullWidth?: boolean;
}

/**
 * WAI-ARIA tabs with automatic activation: Left / Right (wrapping), Home and End move focus and select.
 * Only the selected tab is in the tab order.
 */
export function Tabs<V extends string = string>({ items, value, onChange, label, children, fullWidth = false }: TabsProps<V>) {
  const baseId = useId();
  const refs = useRef(new Map<V, HTMLButtonElement>());
  const tabId = (v: V) => `${baseId}-tab-${v}`;
  const panelId = `${baseId}-panel`;
  const enabled = items.filter((item) => !item.disabled);
  const hasPanel = children !== undefined;

  const select = (next: TabItem<V> | undefined) => {
    if (!next) return;
    refs.current.get(next.value)?.focus();
    if (next.value !== value) onChange(next.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: V) => {
    const index = enabled.findIndex((item) => item.value === current);
    switch (event.key) {
      case 'ArrowRight':
        select(enabled[(index + 1) % enabled.length]);
        break;
      case 'ArrowLeft':
        select(enabled[(index - 1 + enabled.length) % enabled.length]);
        break;
      case 'Home':
        select(enabled[0]);
        break;
      case 'End':
        select(enabled[enabled.length - 1]);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <StyledTabs>
      <StyledTabList role="tablist" aria-label={label} aria-orientation="horizontal" $fullWidth={fullWidth}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <StyledTab
              key={item.value}
              ref={(node) => {
                if (node) refs.current.set(item.value, node);
                else refs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={selected && hasPanel ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              $selected={selected}
              onClick={() => select(item)}
              onKeyDown={(event) => onKeyDown(event, item.value)}
            >
              {item.label}
              {item.count !== undefined ? <StyledCount $selected={selected}>{item.count}</StyledCount> : null}
            </StyledTab>
          );
        })}
      </StyledTabList>
      {hasPanel ? (
        <StyledTabPanel role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0}>
          {children}
        </StyledTabPanel>
      ) : null}
    </StyledTabs>
  );
}
