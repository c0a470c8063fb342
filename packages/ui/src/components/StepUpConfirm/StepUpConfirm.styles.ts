import styled, { css } from 'styled-components';

export const StyledStepUp = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    min-width: 0;
    max-width: ${t.size.readableMeasure};
  `}
`;

export const StyledActions = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[3]};
  `}
`;
