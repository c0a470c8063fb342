import styled from 'styled-components';

export const StyledRoles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledRole = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.borderThin} solid ${({ theme }) => theme.color.border.default};
  border-left: ${({ theme }) => theme.space[1]} solid ${({ theme }) => theme.color.border.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const StyledRoleTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

export const StyledRoleText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
