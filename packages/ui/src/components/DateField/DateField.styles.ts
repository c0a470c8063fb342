import styled, { css } from 'styled-components';
import { controlFrame } from '../../theme/shared';

export const StyledFieldWrap = styled.div`
  ${({ theme: t }) => css`
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${t.space[1.5]};
    min-width: 0;
  `}
`;

export const StyledFieldLabel = styled.label`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.default};
  `}
`;

/** The same frame as TextField and Select (hover, invalid and focus states included), holding the input and its button. */
export const StyledDateControl = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: stretch;
  ${controlFrame}
`;

export const StyledDateInput = styled.input`
  ${({ theme: t }) => css`
    flex: 1;
    min-width: 0;
    padding: 0 ${t.space[3]};
    border: 0;
    background: transparent;
    font-variant-numeric: tabular-nums;

    &::placeholder {
      color: ${t.color.fg.muted};
      opacity: 1;
    }
    &:focus-visible {
      outline: none;
    }
    &:disabled {
      color: ${t.color.fg.muted};
      cursor: not-allowed;
    }
  `}
`;

export const StyledCalendarButton = styled.button`
  ${({ theme: t }) => css`
    flex: none;
    width: ${t.size.iconButton};
    margin: ${t.space[0.5]};
    border: 0;
    border-radius: ${t.radii.sm};
    background: transparent;
    color: ${t.color.fg.accent};
    font-size: ${t.font.size.lg};

    &:hover:not(:disabled) {
      background: ${t.color.bg.accentSubtle};
    }
    &:disabled {
      color: ${t.color.fg.muted};
    }
  `}
`;

export const StyledFieldHint = styled.p`
  ${({ theme: t }) => css`
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
  `}
`;

export const StyledFieldError = styled.p`
  ${({ theme: t }) => css`
    color: ${t.color.fg.danger};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.medium};
  `}
`;

export const StyledCalendar = styled.div`
  ${({ theme: t }) => css`
    position: absolute;
    top: 100%;
    left: 0;
    z-index: ${t.zIndex.raised};
    margin-top: ${t.space[1]};
    padding: ${t.space[3]};
    width: max-content;
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
    box-shadow: ${t.shadow.lg};
  `}
`;

export const StyledCalendarHead = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[2]};
    margin-bottom: ${t.space[2]};
  `}
`;

export const StyledCalendarTitle = styled.span`
  ${({ theme: t }) => css`
    font-weight: ${t.font.weight.semibold};
  `}
`;

export const StyledCalendarNav = styled.button`
  ${({ theme: t }) => css`
    width: ${t.size.iconButton};
    height: ${t.size.iconButton};
    border: 0;
    border-radius: ${t.radii.md};
    background: transparent;
    color: ${t.color.fg.accent};
    font-size: ${t.font.size.xl};

    &:hover:not(:disabled) {
      background: ${t.color.bg.accentSubtle};
    }
    &:disabled {
      color: ${t.color.fg.muted};
    }
  `}
`;

export const StyledCalendarGrid = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: repeat(7, ${t.size.iconButton});
    gap: ${t.space[0.5]};
  `}
`;

export const StyledWeekday = styled.span`
  ${({ theme: t }) => css`
    text-align: center;
    font-size: ${t.font.size.xs};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledCalendarDay = styled.button<{ $selected: boolean; $column?: number | undefined }>`
  ${({ theme: t, $selected, $column }) => css`
    height: ${t.size.iconButton};
    border: 0;
    border-radius: ${t.radii.md};
    background: ${$selected ? t.color.bg.accent : 'transparent'};
    color: ${$selected ? t.color.fg.onAccent : t.color.fg.default};
    font-variant-numeric: tabular-nums;
    ${$column ? css`grid-column-start: ${$column};` : ''}

    &:hover:not(:disabled) {
      background: ${$selected ? t.color.bg.accentHover : t.color.bg.accentSubtle};
    }
    &:disabled {
      color: ${t.color.fg.subtle};
      text-decoration: line-through;
      cursor: not-allowed;
    }
  `}
`;
