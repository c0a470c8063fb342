import styled, { css } from 'styled-components';

export const StyledBody = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
  `}
`;

export const StyledSearchLabel = styled.label`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
  `}
`;

export const StyledSearch = styled.input`
  ${({ theme: t }) => css`
    min-height: ${t.size.controlMd};
    padding: 0 ${t.space[3]};
    border: ${t.size.borderThin} solid ${t.color.border.strong};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.surface};
    &::placeholder {
      color: ${t.color.fg.muted};
      opacity: 1;
    }
  `}
`;

export const StyledChips = styled.ul`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

export const StyledChip = styled.li`
  ${({ theme: t }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${t.space[1]};
    padding-left: ${t.space[3]};
    border-radius: ${t.radii.pill};
    background: ${t.color.bg.accentSubtle};
    color: ${t.color.fg.accent};
    font-weight: ${t.font.weight.semibold};
  `}
`;

export const StyledChipRemove = styled.button`
  ${({ theme: t }) => css`
    width: ${t.size.controlSm};
    height: ${t.size.controlSm};
    border: 0;
    border-radius: ${t.radii.pill};
    background: transparent;
    color: ${t.color.fg.accent};
    font-size: ${t.font.size.lg};
    &:hover {
      background: ${t.color.bg.accentSubtleHover};
    }
  `}
`;

export const StyledGroupTitle = styled.h3`
  ${({ theme: t }) => css`
    margin-bottom: ${t.space[2]};
    font-size: ${t.font.size.sm};
    text-transform: uppercase;
    letter-spacing: ${t.font.letterSpacing.wide};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledVenueList = styled.ul`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

export const StyledVenueButton = styled.button`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    width: 100%;
    min-height: ${t.size.controlMd};
    padding: ${t.space[2]} ${t.space[3]};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.surface};
    text-align: left;
    &:hover:not(:disabled) {
      border-color: ${t.color.border.accent};
      background: ${t.color.bg.accentSubtle};
    }
  `}
`;

export const StyledVenueName = styled.span`
  ${({ theme: t }) => css`
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.default};
  `}
`;

export const StyledVenueAddress = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledNotFound = styled.p`
  ${({ theme: t }) => css`
    padding: ${t.space[3]};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.warningSubtle};
    color: ${t.color.fg.default};
  `}
`;

export const StyledFooter = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    justify-content: flex-end;
    gap: ${t.space[3]};
    width: 100%;
    ${t.media.phone} {
      & > button {
        flex: 1;
      }
    }
  `}
`;
