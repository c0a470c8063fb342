import styled from 'styled-components';

export const StyledChoice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: ${({ theme }) => theme.size.controlSm};
    padding: 0 ${({ theme }) => theme.space[3]};
    border: ${({ theme }) => theme.size.borderThin} solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.color.bg.surface};
    cursor: pointer;
  }

  input {
    accent-color: ${({ theme }) => theme.color.bg.accent};
  }
`;

export const StyledTicketLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.controlSm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
