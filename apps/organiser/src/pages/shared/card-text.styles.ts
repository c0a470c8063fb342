import styled, { css } from 'styled-components';

/** A card's heading and its muted explanatory text: the account setup steps and the profile share them. */
export const StyledCardTitle = styled.h2`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.lg};
    line-height: ${t.font.lineHeight.snug};
  `}
`;

export const StyledCardText = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
    line-height: ${t.font.lineHeight.normal};
  `}
`;
