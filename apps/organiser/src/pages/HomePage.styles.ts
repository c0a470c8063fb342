import styled from 'styled-components';
import { StyledList } from './reports/Reports.styles';

/** The dashboard's next shows: side by side in columns under the full-width chart, one column on a phone. */
export const StyledShowList = styled(StyledList)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
`;

export const StyledTiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  `;

export const StyledTile = styled.a`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.borderThin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: inherit;
  text-decoration: none;
  transition: box-shadow ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
    border-color: ${({ theme }) => theme.color.border.accent};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus.ring};
    outline-offset: ${({ theme }) => theme.size.focusOffset};
  }
`;

export const StyledTileTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.fg.accent};
`;

export const StyledTileText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
