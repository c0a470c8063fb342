import styled, { css } from 'styled-components';

export const StyledSummary = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    min-width: 0;

    /* Amounts in paise run to 15 characters (₹2,50,00,000.00): on phones one tile a row, so none is cut. */
    ${t.media.phone} {
      & > dl {
        grid-template-columns: 1fr;
      }
    }
  `}
`;
