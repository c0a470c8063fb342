import styled, { css } from 'styled-components';

export const StyledRoot = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    padding: ${t.space[4]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
  `}
`;

export const StyledSection = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: ${t.space[3]};
    & > button {
      align-self: flex-start;
    }
  `}
`;

export const StyledSectionTitle = styled.h3`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
  `}
`;

export const StyledNote = styled.p`
  ${({ theme: t }) => css`
    padding: ${t.space[2]} ${t.space[3]};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.infoSubtle};
    color: ${t.color.fg.default};
    font-size: ${t.font.size.sm};
  `}
`;

export const StyledWarning = styled.p`
  ${({ theme: t }) => css`
    padding: ${t.space[2]} ${t.space[3]};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.dangerSubtle};
    color: ${t.color.fg.danger};
    font-weight: ${t.font.weight.medium};
  `}
`;

export const StyledEmails = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
  `}
`;

export const StyledEmailRow = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: flex-start;
    gap: ${t.space[2]};
    & > :first-child {
      flex: 1;
    }
  `}
`;

export const StyledRemove = styled.button`
  ${({ theme: t }) => css`
    flex: none;
    width: ${t.size.iconButton};
    height: ${t.size.controlMd};
    margin-top: ${t.space[6]};
    border: 0;
    border-radius: ${t.radii.md};
    background: transparent;
    color: ${t.color.fg.danger};
    font-size: ${t.font.size.xl};
    &:hover {
      background: ${t.color.bg.dangerSubtle};
    }
  `}
`;

export const StyledFooter = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: ${t.space[2]};
  `}
`;
