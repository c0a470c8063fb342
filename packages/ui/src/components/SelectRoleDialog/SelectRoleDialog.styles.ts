import styled, { css } from 'styled-components';

export const StyledIntro = styled.p`
  ${({ theme: t }) => css`
    margin-bottom: ${t.space[3]};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledRoles = styled.fieldset`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;

    legend {
      margin-bottom: ${t.space[2]};
      font-size: ${t.font.size.sm};
      font-weight: ${t.font.weight.semibold};
    }
  `}
`;

export const StyledRole = styled.label<{ $checked: boolean }>`
  ${({ theme: t, $checked }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${t.space[2]};
    min-height: ${t.size.controlSm};
    padding: 0 ${t.space[4]} 0 ${t.space[3]};
    border: ${t.size.borderThin} solid ${$checked ? t.color.border.accent : t.color.border.strong};
    border-radius: ${t.radii.pill};
    background: ${$checked ? t.color.bg.accentSubtle : t.color.bg.surface};
    color: ${$checked ? t.color.fg.accent : t.color.fg.default};
    font-size: ${t.font.size.sm};
    font-weight: ${$checked ? t.font.weight.semibold : t.font.weight.medium};
    cursor: pointer;

    &:has(input:focus-visible) {
      outline: ${t.size.focusRing} solid ${t.color.focus.ring};
      outline-offset: ${t.size.focusOffset};
    }

    input {
      width: ${t.space[4]};
      height: ${t.space[4]};
      margin: 0;
      accent-color: ${t.color.bg.accent};
    }

    input:focus-visible {
      outline: none;
    }
  `}
`;

export const StyledFooterSpacer = styled.span`
  flex: 1;
`;
