import styled from 'styled-components';

export const StyledModeCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.borderThin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const StyledModeTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

export const StyledModeHelp = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.fg.muted};
`;
