import styled, { css } from 'styled-components';
import { StyledStatusLabel } from '../StatusLabel/StatusLabel.styles';

export const StyledList = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    min-width: 0;
  `}
`;

/** The statement status pill: the event status label's look, the statement's tone. */
export const StyledBadge = StyledStatusLabel;

export const StyledCell = styled.span<{ $end?: boolean }>`
  ${({ theme: t, $end }) => css`
    display: inline-flex;
    flex-direction: column;
    align-items: ${$end ? 'flex-end' : 'flex-start'};
    gap: ${t.space[1]};
    min-width: 0;
  `}
`;

export const StyledNote = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.regular};
    color: ${t.color.fg.muted};
  `}
`;

/** Figures stay whole: a number never breaks across lines. */
export const StyledAmount = styled.span`
  ${({ theme: t }) => css`
    font-weight: ${t.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    color: ${t.color.fg.default};
  `}
`;

export const StyledNumber = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
