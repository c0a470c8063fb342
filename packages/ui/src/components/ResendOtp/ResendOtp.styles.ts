import styled, { css } from 'styled-components';

export const StyledResend = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    min-height: ${t.size.controlSm};
  `}
`;

export const StyledCountdown = styled.p`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
    font-variant-numeric: tabular-nums;
  `}
`;
