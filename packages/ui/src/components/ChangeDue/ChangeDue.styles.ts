import styled, { css } from 'styled-components';

export const StyledChange = styled.p<{ $short: boolean }>`
  ${({ theme: t, $short }) => css`
    margin: 0;
    padding: ${t.space[3]} ${t.space[4]};
    border-radius: ${t.radii.md};
    background: ${$short ? t.color.bg.subtle : t.color.bg.surface};
    border: ${t.size.borderThin} solid ${$short ? t.color.border.danger : t.color.border.success};
    color: ${$short ? t.color.fg.danger : t.color.fg.default};
    font-size: ${t.font.size.lg};

    strong {
      display: block;
      font-size: ${t.font.size.display};
      line-height: ${t.font.lineHeight.tight};
      color: ${$short ? t.color.fg.danger : t.color.fg.success};
    }
  `}
`;
