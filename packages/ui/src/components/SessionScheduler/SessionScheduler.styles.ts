import styled, { css } from 'styled-components';
import { dangerIconButton, surfaceCard } from '../../theme/shared';
import type { SchedulerLayout } from './SessionScheduler';

export { StyledFieldError, StyledFieldLabel } from '../DateField/DateField.styles';

export const StyledRoot = styled.div<{ $minHeight?: number | undefined }>`
  ${({ theme: t, $minHeight }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    ${$minHeight ? css`min-height: ${$minHeight}px;` : ''}
  `}
`;

export const StyledNote = styled.p`
  ${({ theme: t }) => css`
    padding: ${t.space[3]} ${t.space[4]};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.infoSubtle};
    color: ${t.color.fg.default};
    border-left: ${t.size.borderThick} solid ${t.color.border.info};
  `}
`;

export const StyledVenue = styled.section`
  ${surfaceCard}
`;

export const StyledVenueTitle = styled.h3`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.lg};
  `}
`;

export const StyledDays = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    width: 100%;
  `}
`;

export const StyledDay = styled.div<{ $inactive: boolean }>`
  ${({ theme: t, $inactive }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    padding: ${t.space[3]};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};
    background: ${$inactive ? t.color.bg.subtle : t.color.bg.surface};
  `}
`;

export const StyledDayHead = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: minmax(0, 16rem) auto auto;
    align-items: end;
    justify-content: start;
    gap: ${t.space[3]};

    ${t.media.phone} {
      grid-template-columns: minmax(0, 1fr);
      justify-items: start;
      & > :first-child {
        justify-self: stretch;
      }
    }
  `}
`;

export const StyledTimes = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${t.space[3]};
  `}
`;

export const StyledTimeRow = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: flex-end;
    gap: ${t.space[1]};
    width: 14rem;
    max-width: 100%;

    & > :first-child {
      flex: 1;
    }
  `}
`;

export const StyledStatus = styled.button<{ $active: boolean }>`
  ${({ theme: t, $active }) => css`
    min-height: ${t.size.controlMd};
    min-width: 7rem;
    padding: 0 ${t.space[3]};
    border-radius: ${t.radii.pill};
    border: ${t.size.borderThin} solid ${$active ? t.color.border.success : t.color.border.strong};
    background: ${$active ? t.color.bg.successSubtle : t.color.bg.neutralSubtle};
    color: ${$active ? t.color.fg.success : t.color.fg.muted};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.bold};
    letter-spacing: ${t.font.letterSpacing.wide};
  `}
`;

export const StyledExpired = styled.span`
  ${({ theme: t }) => css`
    align-self: center;
    padding: ${t.space[1]} ${t.space[2]};
    border-radius: ${t.radii.sm};
    background: ${t.color.bg.dangerSubtle};
    color: ${t.color.fg.danger};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    white-space: nowrap;
  `}
`;

export const StyledDelete = styled.button`
  ${dangerIconButton}
  flex: none;
`;

export const StyledAddTime = styled.button`
  ${({ theme: t }) => css`
    min-height: ${t.size.controlSm};
    padding: 0 ${t.space[2]};
    border: 0;
    border-radius: ${t.radii.md};
    background: transparent;
    color: ${t.color.fg.accent};
    font-weight: ${t.font.weight.semibold};

    &:hover {
      background: ${t.color.bg.accentSubtle};
    }
  `}
`;

export const StyledCheckbox = styled.label`
  ${({ theme: t }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${t.space[2]};
    min-height: ${t.size.controlSm};
    font-size: ${t.font.size.sm};

    input {
      width: ${t.space[5]};
      height: ${t.space[5]};
      accent-color: ${t.color.bg.accent};
    }
  `}
`;

export const StyledRecurrenceSummary = styled.p`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${t.space[2]};
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledBlockedMessage = styled.p`
  ${({ theme: t }) => css`
    color: ${t.color.fg.danger};
    font-weight: ${t.font.weight.medium};
  `}
`;

export const StyledFooter = styled.div<{ $layout: SchedulerLayout }>`
  ${({ theme: t, $layout }) => css`
    display: flex;
    justify-content: flex-end;
    ${$layout === 'phone'
      ? css`
          position: sticky;
          bottom: 0;
          padding: ${t.space[3]} 0;
          background: ${t.color.bg.canvas};
          & button {
            flex: 1;
          }
        `
      : ''}
  `}
`;

export const StyledActions = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[3]};
    width: 100%;
    justify-content: flex-end;
  `}
`;

export const StyledChangeSheet = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    padding: ${t.space[4]};
  `}
`;

export const StyledChangeTitle = styled.h2`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.xl};
  `}
`;

export const StyledChangeOption = styled.button`
  ${({ theme: t }) => css`
    min-height: ${t.size.controlLg};
    padding: 0 ${t.space[4]};
    text-align: left;
    border: ${t.size.borderThin} solid ${t.color.border.strong};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.surface};
    color: ${t.color.fg.default};
    font-weight: ${t.font.weight.semibold};

    &:hover {
      border-color: ${t.color.border.accent};
      background: ${t.color.bg.accentSubtle};
    }
  `}
`;

export const StyledFrequencyBody = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
  `}
`;

export const StyledFrequencyOptions = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
  `}
`;

export const StyledFrequencyOption = styled.label<{ $checked: boolean }>`
  ${({ theme: t, $checked }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${t.space[2]};
    min-height: ${t.size.controlSm};
    padding: 0 ${t.space[3]};
    border-radius: ${t.radii.pill};
    border: ${t.size.borderThin} solid ${$checked ? t.color.border.accent : t.color.border.strong};
    background: ${$checked ? t.color.bg.accentSubtle : t.color.bg.surface};
    cursor: pointer;

    input {
      accent-color: ${t.color.bg.accent};
    }
    &:focus-within {
      outline: ${t.size.focusRing} solid ${t.color.focus.ring};
      outline-offset: ${t.size.focusOffset};
    }
  `}
`;

export const StyledCountInput = styled.input`
  ${({ theme: t }) => css`
    min-height: ${t.size.controlMd};
    max-width: 8rem;
    padding: 0 ${t.space[3]};
    border: ${t.size.borderThin} solid ${t.color.border.strong};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.surface};

    &:read-only {
      background: ${t.color.bg.subtle};
      color: ${t.color.fg.muted};
    }
  `}
`;

export const StyledEndDate = styled.p`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;
