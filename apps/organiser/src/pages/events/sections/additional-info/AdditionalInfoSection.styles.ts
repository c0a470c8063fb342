import styled from 'styled-components';

/** A phone row that opens a field's bottom drawer. */
export const StyledRow = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: ${({ theme }) => theme.space[16]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  text-align: left;
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.border.danger};
  }
`;

export const StyledRowText = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;

  strong {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  span {
    color: ${({ theme }) => theme.color.fg.muted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const StyledChevron = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

export const StyledRowError = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.fg.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
