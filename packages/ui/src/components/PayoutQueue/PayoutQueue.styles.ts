import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../theme/shared';

export const StyledQueue = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[6]};
    min-width: 0;
  `}
`;

/** The filters above the list: side by side, wrapping; one per line on phones. */
export const StyledFilters = styled.fieldset`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${t.space[4]};
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;

    & > *:not(legend) {
      flex: 1 1 12rem;
      min-width: 0;
    }

    ${t.media.phone} {
      flex-direction: column;
      align-items: stretch;
      gap: ${t.space[3]};

      & > *:not(legend) {
        flex: 0 0 auto;
      }
    }
  `}
`;

/** A visually hidden legend: the group keeps its name for assistive technology. */
export const StyledHiddenLegend = styled.legend`
  ${visuallyHidden}
`;

export const StyledPanel = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
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
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.default};
  `}
`;

export const StyledChosen = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.md};
    font-variant-numeric: tabular-nums;
    color: ${t.color.fg.default};
  `}
`;

export const StyledCell = styled.span<{ $end?: boolean }>`
  ${({ theme: t, $end }) => css`
    display: inline-flex;
    flex-direction: column;
    align-items: ${$end ? 'flex-end' : 'flex-start'};
    gap: ${t.space[1]};
    min-width: 0;
    overflow-wrap: anywhere;
  `}
`;

export const StyledNote = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.regular};
    color: ${t.color.fg.muted};
  `}
`;

/** Figures and numbers stay whole: never broken across lines. */
export const StyledNowrap = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const StyledAmount = styled(StyledNowrap)`
  ${({ theme: t }) => css`
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.default};
  `}
`;

/** The row's checkbox with a touch target of its own. */
export const StyledPick = styled.label`
  ${({ theme: t }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${t.size.controlSm};
    min-height: ${t.size.controlSm};
    cursor: pointer;

    input {
      width: ${t.space[5]};
      height: ${t.space[5]};
      margin: 0;
      accent-color: ${t.color.bg.accent};
      cursor: pointer;
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

export const StyledList = styled.ul`
  ${({ theme: t }) => css`
    margin: 0;
    padding-left: ${t.space[5]};
    overflow-wrap: anywhere;
  `}
`;
