import styled from 'styled-components';

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 48rem;
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.bg.surface};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: flex-end;

  ${({ theme }) => theme.media.phone} {
    & > * {
      flex: 1 1 100%;
    }
  }
`;
