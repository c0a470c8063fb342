import styled, { css } from 'styled-components';
import { StyledStatusLabel } from '../StatusLabel/StatusLabel.styles';

export const StyledBatches = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    min-width: 0;
  `}
`;

export const StyledTitle = styled.h2`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.default};
  `}
`;

/** A batch's status pill: the statement status label's look, the batch's tone. */
export const StyledBatchBadge = StyledStatusLabel;

export const StyledCell = styled.span`
  ${({ theme: t }) => css`
    display: inline-flex;
    flex-direction: column;
    gap: ${t.space[1]};
    min-width: 0;
    overflow-wrap: anywhere;
  `}
`;

export const StyledNote = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.xs};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledNowrap = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
