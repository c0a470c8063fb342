import styled from 'styled-components';

export const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledTitle = styled.p`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const StyledLabel = styled.h2`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.fg.muted};
  margin-bottom: ${({ theme }) => theme.space[1]};
`;

export const StyledEdit = styled.span`
  a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.wide};
    text-decoration: none;
  }
`;

export const StyledTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.color.bg.subtle};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
