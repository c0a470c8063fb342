import styled, { css } from 'styled-components';
import { stackedList } from '../../theme/shared';

export const StyledPicker = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[5]};
  `}
`;

export const StyledVenue = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
  `}
`;

export const StyledVenueName = styled.h2`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.default};
  `}
`;

export const StyledList = styled.ul`
  ${stackedList}
`;

export const StyledSession = styled.button<{ $today: boolean; $selected: boolean }>`
  ${({ theme: t, $today, $selected }) => css`
    width: 100%;
    min-height: ${t.size.controlLg};
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[3]};
    padding: ${t.space[3]} ${t.space[4]};
    background: ${$selected ? t.color.bg.accentSubtle : t.color.bg.surface};
    border: ${t.size.borderThick} solid ${$selected || $today ? t.color.border.accent : t.color.border.strong};
    border-radius: ${t.radii.md};
    color: ${t.color.fg.default};
    text-align: left;
    &:hover:not(:disabled) {
      background: ${t.color.bg.accentSubtle};
    }
    &:disabled {
      background: ${t.color.bg.subtle};
      border-color: ${t.color.border.default};
    }
  `}
`;

export const StyledWhen = styled.span`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[0.5]};
    min-width: 0;
  `}
`;

export const StyledTime = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.xl};
    font-weight: ${t.font.weight.bold};
    font-variant-numeric: tabular-nums;
  `}
`;

export const StyledDate = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
    color: ${t.color.fg.muted};
  `}
`;

const BADGE_TONES = {
  accent: { bg: 'accent', fg: 'onAccent' },
  muted: { bg: 'neutralSubtle', fg: 'muted' },
  danger: { bg: 'dangerSubtle', fg: 'danger' },
} as const;

export const StyledBadge = styled.span<{ $tone: keyof typeof BADGE_TONES }>`
  ${({ theme: t, $tone }) => css`
    align-self: flex-start;
    padding: 0 ${t.space[2]};
    border-radius: ${t.radii.pill};
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.bold};
    text-transform: uppercase;
    letter-spacing: ${t.font.letterSpacing.wide};
    background: ${t.color.bg[BADGE_TONES[$tone].bg]};
    color: ${t.color.fg[BADGE_TONES[$tone].fg]};
  `}
`;

export const StyledCount = styled.span`
  ${({ theme: t }) => css`
    flex: none;
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    color: ${t.color.fg.muted};
    text-align: right;
  `}
`;
