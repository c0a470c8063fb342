import styled, { css } from 'styled-components';

export const StyledRoot = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
  `}
`;

export const StyledHead = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[3]};
  `}
`;

export const StyledTitle = styled.h3`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
  `}
`;

export const StyledAction = styled.button`
  ${({ theme: t }) => css`
    min-height: ${t.size.controlSm};
    padding: 0 ${t.space[3]};
    border: 0;
    border-radius: ${t.radii.md};
    background: transparent;
    color: ${t.color.fg.accent};
    font-weight: ${t.font.weight.bold};
    letter-spacing: ${t.font.letterSpacing.wide};
    &:hover {
      background: ${t.color.bg.accentSubtle};
    }
  `}
`;

export const StyledEmpty = styled.p`
  ${({ theme: t }) => css`
    color: ${t.color.fg.muted};
  `}
`;

export const StyledCards = styled.ul`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
    gap: ${t.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

export const StyledCard = styled.li`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[1]};
    padding: ${t.space[3]} ${t.space[4]};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-left: ${t.size.borderThick} solid ${t.color.border.accent};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.surface};
  `}
`;

export const StyledName = styled.span`
  ${({ theme: t }) => css`
    font-weight: ${t.font.weight.semibold};
  `}
`;

export const StyledMeta = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;
