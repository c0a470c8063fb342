import styled, { css } from 'styled-components';

export const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  /* The actions line up with the search box's row, under its label. */
  align-items: flex-end;
  justify-content: space-between;
  ${({ theme }) => theme.media.phone} {
    flex-direction: column-reverse;
    align-items: stretch;
    & > * {
      width: 100%;
    }
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
  ${({ theme }) => theme.media.phone} {
    & > * {
      flex: 1 1 100%;
    }
  }
`;

export const StyledPanel = styled.section`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[4]};
    padding: ${t.space[6]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
    box-shadow: ${t.shadow.sm};
    ${t.media.phone} {
      padding: ${t.space[4]};
    }
  `}
`;

export const StyledPanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** A list of radio cards (events, audiences, offers). */
export const StyledChoices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledChoice = styled.label<{ $checked: boolean; $disabled?: boolean }>`
  ${({ theme: t, $checked, $disabled }) => css`
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${t.space[1]} ${t.space[3]};
    align-items: start;
    padding: ${t.space[4]};
    min-height: 3rem;
    border: ${t.size.borderThin} solid ${$checked ? t.color.border.accent : t.color.border.default};
    border-radius: ${t.radii.md};
    background: ${$checked ? t.color.bg.accentSubtle : t.color.bg.surface};
    cursor: ${$disabled ? 'default' : 'pointer'};
    opacity: ${$disabled ? 0.7 : 1};
    &:focus-within {
      outline: ${t.size.focusRing} solid ${t.color.focus.ring};
      outline-offset: ${t.size.focusOffset};
    }
    & input {
      margin: ${t.space[1]} 0 0;
      accent-color: ${t.color.bg.accent};
    }
  `}
`;

export const StyledChoiceTitle = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const StyledChoiceText = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledFigures = styled.dl`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
    gap: ${t.space[4]};
    margin: 0;
    & > div {
      display: grid;
      gap: ${t.space[1]};
    }
    & dt {
      color: ${t.color.fg.muted};
      font-size: ${t.font.size.sm};
    }
    & dd {
      margin: 0;
      font-size: ${t.font.size.xl};
      font-weight: ${t.font.weight.semibold};
    }
  `}
`;

export const StyledPill = styled.span<{ $tone: 'success' | 'neutral' | 'warning' }>`
  ${({ theme: t, $tone }) => css`
    display: inline-block;
    padding: ${t.space[0.5]} ${t.space[2]};
    border-radius: ${t.radii.pill};
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.semibold};
    background: ${$tone === 'success' ? t.color.bg.successSubtle : $tone === 'warning' ? t.color.bg.warningSubtle : t.color.bg.neutralSubtle};
    color: ${$tone === 'success' ? t.color.fg.success : $tone === 'warning' ? t.color.fg.warning : t.color.fg.default};
  `}
`;

export const StyledMeter = styled.div<{ $percent: number; $tone: 'red' | 'orange' | 'yellow' | 'green' }>`
  ${({ theme: t, $percent, $tone }) => css`
    height: ${t.space[2]};
    border-radius: ${t.radii.pill};
    background: ${t.color.bg.subtle};
    overflow: hidden;
    &::after {
      content: '';
      display: block;
      height: 100%;
      width: ${Math.min(100, Math.max(0, $percent))}%;
      background: ${t.color.progress[$tone]};
    }
  `}
`;

export const StyledChart = styled.div`
  width: 100%;
  height: 16rem;
`;

export const StyledPanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  align-items: center;
`;
