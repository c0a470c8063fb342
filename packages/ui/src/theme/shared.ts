import { css, keyframes, type DefaultTheme } from 'styled-components';

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * A visible cue that a row scrolls sideways (issue 34: a phone's tabs ended at "Unlisted & Clo", the admin's sections
 * hid five items, with no cue): a soft shadow at each edge that has more to scroll to, covered by the row's own colour
 * when the row is at that end (the covers scroll with the content, the shadows stay with the frame), and a thin
 * scrollbar. `cover` is the colour behind the row; the rule sets `background`, so a row with a colour of its own sets
 * `background-color` after it.
 */
export const scrollEdgeCue = (t: DefaultTheme, cover: string) => css`
  overflow-x: auto;
  scrollbar-width: thin;
  background:
    linear-gradient(to right, ${cover} 30%, transparent) left center / ${t.space[8]} 100% no-repeat local,
    linear-gradient(to left, ${cover} 30%, transparent) right center / ${t.space[8]} 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, ${t.color.border.strong}, transparent) left center / ${t.space[3]} 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, ${t.color.border.strong}, transparent) right center / ${t.space[3]} 100% no-repeat scroll;
`;

export const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: translateY(0); }
`;

export const popIn = keyframes`
  from { opacity: 0; transform: translateY(0.5rem) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

/** A list without bullets whose items stack with a small gap (ticket rows, sessions, events). */
export const stackedList = ({ theme: t }: { theme: DefaultTheme }) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${t.space[2]};
`;

/** A bordered surface card whose content stacks from the start (a venue's sessions, a session's ticket types). */
export const surfaceCard = ({ theme: t }: { theme: DefaultTheme }) => css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${t.space[3]};
  padding: ${t.space[4]};
  background: ${t.color.bg.surface};
  border: ${t.size.borderThin} solid ${t.color.border.default};
  border-radius: ${t.radii.lg};
`;

/** A borderless icon button in the danger colour that removes a row (a time, a ticket type). */
export const dangerIconButton = ({ theme: t }: { theme: DefaultTheme }) => css`
  width: ${t.size.iconButton};
  height: ${t.size.controlMd};
  border: 0;
  border-radius: ${t.radii.md};
  background: transparent;
  color: ${t.color.fg.danger};
  font-size: ${t.font.size.lg};

  svg {
    margin: 0 auto;
  }
  &:hover {
    background: ${t.color.bg.dangerSubtle};
  }
`;

/** A bordered single-line text input with a muted placeholder and the accent focus ring (search boxes in lists). */
export const textInput = ({ theme: t }: { theme: DefaultTheme }) => css`
  min-height: ${t.size.controlMd};
  background: ${t.color.bg.surface};
  border: ${t.size.borderThin} solid ${t.color.border.strong};
  border-radius: ${t.radii.md};
  font-size: ${t.font.size.md};
  color: ${t.color.fg.default};

  &::placeholder {
    color: ${t.color.fg.muted};
    opacity: 1;
  }

  &:focus-visible {
    outline: none;
    border-color: ${t.color.border.accent};
    box-shadow: 0 0 0 ${t.size.focusRing} ${t.color.focus.ring};
  }
`;

/**
 * The bordered box of a text-like form control (TextField, Select): a danger border when invalid, a subtle fill when
 * disabled, a darker border on hover and the focus ring while anything inside has focus.
 */
export const controlFrame = ({ theme: t, $invalid, $disabled }: { theme: DefaultTheme; $invalid: boolean; $disabled: boolean }) => css`
  min-height: ${t.size.controlMd};
  background: ${$disabled ? t.color.bg.subtle : t.color.bg.surface};
  border: ${t.size.borderThin} solid ${$invalid ? t.color.border.danger : t.color.border.strong};
  border-radius: ${t.radii.md};
  box-shadow: ${$invalid ? `inset 0 0 0 ${t.size.borderThin} ${t.color.border.danger}` : 'none'};
  transition:
    border-color ${t.motion.fast} ${t.motion.easing},
    box-shadow ${t.motion.fast} ${t.motion.easing};

  &:hover {
    border-color: ${$invalid ? t.color.border.danger : $disabled ? t.color.border.strong : t.color.fg.default};
  }

  &:focus-within {
    border-color: ${$invalid ? t.color.border.danger : t.color.border.accent};
    box-shadow: 0 0 0 ${t.size.focusRing} ${$invalid ? t.color.border.danger : t.color.focus.ring};
  }
`;
