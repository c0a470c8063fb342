import styled, { css } from 'styled-components';

export const StyledBody = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
  `}
`;

export const StyledInstructions = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    color: ${t.color.fg.muted};
    line-height: ${t.font.lineHeight.normal};
  `}
`;

export const StyledList = styled.fieldset`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    margin: 0;
    padding: 0;
    border: 0;

    legend {
      margin-bottom: ${t.space[2]};
      font-weight: ${t.font.weight.semibold};
      font-size: ${t.font.size.sm};
    }
  `}
`;

export const StyledItem = styled.div<{ $checked: boolean }>`
  ${({ theme: t, $checked }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    padding: ${t.space[3]} ${t.space[4]};
    border: ${t.size.borderThin} solid ${$checked ? t.color.border.danger : t.color.border.default};
    border-radius: ${t.radii.md};
    background: ${$checked ? t.color.bg.dangerSubtle : t.color.bg.surface};
  `}
`;

export const StyledCheck = styled.label`
  ${({ theme: t }) => css`
    display: flex;
    align-items: flex-start;
    gap: ${t.space[3]};
    min-height: ${t.size.controlSm};
    cursor: pointer;
    font-weight: ${t.font.weight.medium};

    input {
      flex: none;
      width: ${t.space[5]};
      height: ${t.space[5]};
      margin-top: ${t.space[0.5]};
      accent-color: ${t.color.bg.danger};
    }
  `}
`;

export const StyledDescription = styled.span`
  ${({ theme: t }) => css`
    display: block;
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.regular};
  `}
`;

export const StyledSummary = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
  `}
`;
