import styled, { css } from 'styled-components';

export const StyledStack = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[6]};
    min-width: 0;
    h2 {
      margin: 0;
      font-size: ${t.font.size.lg};
    }
    section {
      display: flex;
      flex-direction: column;
      gap: ${t.space[4]};
    }
  `}
`;

export const StyledForm = styled.form`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    max-width: 32rem;
    padding: ${t.space[4]};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
    background: ${t.color.bg.surface};
  `}
`;
