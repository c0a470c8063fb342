import styled from 'styled-components';

export const StyledList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledLoader = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]} 0;
`;
