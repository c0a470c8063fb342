import styled, { css } from 'styled-components';
import { stackedList } from '@diy/ui';
import { Link } from 'react-router-dom';

/** A page's stacked blocks. */
export const StyledStack = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[6]};
    min-width: 0;
  `}
`;

/** Search and filters above a list. */
export const StyledToolbar = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${t.space[4]};

    & > * {
      flex: 1 1 16rem;
      min-width: 0;
    }
  `}
`;

/** A main column and a side column of the given width, side by side on wide screens, stacked below the breakpoint. */
export const mainAndSide = (side: string, stackBelow: string) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${side};
  gap: ${({ theme: t }) => t.space[6]};
  align-items: start;

  @media (max-width: ${stackBelow}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A list and the item being looked at, side by side on wide screens, stacked below 1100 px. */
export const StyledSplit = styled.div`
  ${mainAndSide('minmax(24rem, 34rem)', '1099.98px')}
`;

export const StyledPanel = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    padding: ${t.space[6]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
    min-width: 0;

    ${t.media.phone} {
      padding: ${t.space[4]};
    }
  `}
`;

export const StyledPanelTitle = styled.h2`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.xl};
    line-height: ${t.font.lineHeight.tight};
    overflow-wrap: anywhere;
  `}
`;

export const StyledSubTitle = styled.h3`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.md};
    color: ${t.color.fg.default};
  `}
`;

/** Label / value pairs. */
export const StyledDetails = styled.dl`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
    gap: ${t.space[2]} ${t.space[4]};
    margin: 0;
    font-size: ${t.font.size.sm};

    dt {
      color: ${t.color.fg.muted};
      font-weight: ${t.font.weight.medium};
    }

    dd {
      margin: 0;
      overflow-wrap: anywhere;
    }

    ${t.media.phone} {
      grid-template-columns: minmax(0, 1fr);
      gap: ${t.space[0.5]};

      dd {
        margin-bottom: ${t.space[2]};
      }
    }
  `}
`;

export const StyledActions = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[3]};
  `}
`;

/** A titled part of a panel or dialog: its heading over its content. */
export const StyledSection = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    min-width: 0;
  `}
`;

/** A table row's actions: side by side on one line, at the end of the row. */
export const StyledRowActions = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    justify-content: flex-end;
    gap: ${t.space[2]};
    white-space: nowrap;

    ${t.media.phone} {
      justify-content: flex-start;
      flex-wrap: wrap;
    }
  `}
`;

export const StyledMuted = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
  `}
`;

export const StyledCellStack = styled.span`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[0.5]};

    small {
      color: ${t.color.fg.muted};
      font-size: ${t.font.size.xs};
      font-weight: ${t.font.weight.regular};
    }
  `}
`;

export const StyledPill = styled.span<{ $tone: 'success' | 'danger' | 'info' | 'warning' | 'neutral' }>`
  ${({ theme: t, $tone }) => {
    const fg = { success: t.color.fg.success, danger: t.color.fg.danger, info: t.color.fg.info, warning: t.color.fg.warning, neutral: t.color.fg.muted }[$tone];
    const bg = { success: t.color.bg.successSubtle, danger: t.color.bg.dangerSubtle, info: t.color.bg.infoSubtle, warning: t.color.bg.warningSubtle, neutral: t.color.bg.subtle }[$tone];
    return css`
      display: inline-flex;
      align-items: center;
      padding: ${t.space[0.5]} ${t.space[2]};
      border-radius: ${t.radii.pill};
      background: ${bg};
      color: ${fg};
      font-size: ${t.font.size.xs};
      font-weight: ${t.font.weight.semibold};
      letter-spacing: ${t.font.letterSpacing.wide};
      text-transform: uppercase;
      white-space: nowrap;
    `;
  }}
`;

export const StyledList = styled.ul`
  ${stackedList}
`;

export const StyledListRow = styled.li`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[2]} ${t.space[4]};
    padding: ${t.space[3]};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};
    font-size: ${t.font.size.sm};
    min-width: 0;
  `}
`;

export const StyledExternalLink = styled.a`
  ${({ theme: t }) => css`
    color: ${t.color.fg.accent};
    font-weight: ${t.font.weight.semibold};
    font-size: ${t.font.size.sm};
  `}
`;

export const StyledForm = styled.form`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
    gap: ${t.space[4]};
    align-items: start;
  `}
`;

export const StyledFullRow = styled.div`
  grid-column: 1 / -1;
`;

export const StyledFieldset = styled.fieldset`
  ${({ theme: t }) => css`
    margin: 0;
    padding: 0;
    border: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]} ${t.space[4]};

    legend {
      margin-bottom: ${t.space[2]};
      font-size: ${t.font.size.sm};
      font-weight: ${t.font.weight.semibold};
    }

    label {
      display: inline-flex;
      align-items: center;
      gap: ${t.space[2]};
      min-height: ${t.size.controlSm};
      font-size: ${t.font.size.sm};
    }

    input[type='checkbox'] {
      width: ${t.space[5]};
      height: ${t.space[5]};
      accent-color: ${t.color.bg.accent};
    }
  `}
`;

/** A link that leads somewhere as a button would (the way out of a screen the account cannot use). */
export const StyledLinkButton = styled(Link)`
  ${({ theme: t }) => css`
    display: inline-flex;
    align-items: center;
    min-height: ${t.size.controlSm};
    padding: 0 ${t.space[3]};
    border: ${t.size.borderThin} solid ${t.color.border.strong};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.surface};
    color: ${t.color.fg.accent};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    text-decoration: none;
    white-space: nowrap;

    &:hover {
      background: ${t.color.bg.accentSubtle};
      border-color: ${t.color.border.accent};
    }
    &:focus-visible {
      outline: ${t.size.focusRing} solid ${t.color.focus.ring};
      outline-offset: ${t.size.focusRing};
    }
  `}
`;
