import styled, { css } from 'styled-components';

export const StyledStatus = styled.div<{ $online: boolean }>`
  ${({ theme: t, $online }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${t.space[1]} ${t.space[3]};
    width: 100%;
    padding: ${t.space[1.5]} ${t.space[3]};
    border-radius: ${t.radii.md};
    font-size: ${t.font.size.md};
    background: ${$online ? t.color.bg.successSubtle : t.color.bg.dangerSubtle};
    color: ${$online ? t.color.fg.success : t.color.fg.danger};
    border: ${t.size.borderThick} solid ${$online ? t.color.border.success : t.color.border.danger};
  `}
`;

export const StyledState = styled.strong`
  ${({ theme: t }) => css`
    font-weight: ${t.font.weight.bold};
    text-transform: uppercase;
    letter-spacing: ${t.font.letterSpacing.wide};
  `}
`;

export const StyledPart = styled.span`
  ${({ theme: t }) => css`
    font-weight: ${t.font.weight.semibold};
    white-space: nowrap;
  `}
`;
