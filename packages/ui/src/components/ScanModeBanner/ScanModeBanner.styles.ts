import styled, { css } from 'styled-components';

export const StyledBanner = styled.div<{ $exit: boolean }>`
  ${({ theme: t, $exit }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: center;
    column-gap: ${t.space[3]};
    width: 100%;
    padding: ${$exit ? t.space[3] : t.space[1.5]} ${t.space[4]};
    border-radius: ${t.radii.md};
    text-align: center;
    background: ${$exit ? t.color.bg.warning : t.color.bg.successSubtle};
    color: ${$exit ? t.color.fg.onWarning : t.color.fg.success};
    border: ${t.size.borderThick} solid ${$exit ? t.color.border.warning : t.color.border.success};
    font-size: ${$exit ? t.font.size.xl : t.font.size.md};
  `}
`;

export const StyledHeadline = styled.span`
  ${({ theme: t }) => css`
    font-weight: ${t.font.weight.bold};
    text-transform: uppercase;
    letter-spacing: ${t.font.letterSpacing.wide};
  `}
`;

export const StyledLine = styled.span`
  ${({ theme: t }) => css`
    font-weight: ${t.font.weight.semibold};
  `}
`;
