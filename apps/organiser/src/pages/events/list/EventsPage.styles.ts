import styled from 'styled-components';

export const StyledList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  /* Each card fills its grid cell, so cards in a row share one height. */
  & > li {
    display: grid;
  }
`;

export const StyledLoader = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]} 0;
`;
