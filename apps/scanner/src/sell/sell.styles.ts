import styled, { css } from 'styled-components';

export const StyledSell = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    padding-bottom: ${t.space[8]};
  `}
`;

export const StyledTypeList = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: 1fr;
    gap: ${t.space[2]};
  `}
`;

export const StyledTypeButton = styled.button<{ $selected: boolean }>`
  ${({ theme: t, $selected }) => css`
    display: flex;
    justify-content: space-between;
    align-items: center;
    min-height: ${t.space[12]};
    padding: ${t.space[2]} ${t.space[4]};
    border-radius: ${t.radii.md};
    border: ${t.size.borderThin} solid ${$selected ? t.color.border.accent : t.color.border.strong};
    background: ${$selected ? t.color.bg.accent : t.color.bg.surface};
    color: ${$selected ? t.color.fg.onAccent : t.color.fg.default};
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.semibold};
    cursor: pointer;
    &:disabled {
      opacity: 0.55;
      cursor: not-allowed;
    }
  `}
`;

export const StyledQuantity = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    gap: ${t.space[3]};
    font-size: ${t.font.size.xl};
    output {
      min-width: ${t.space[8]};
      text-align: center;
      font-weight: ${t.font.weight.bold};
    }
  `}
`;

export const StyledTotal = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.xxl};
    font-weight: ${t.font.weight.bold};
  `}
`;

export const StyledActions = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    /* Stacked, full width: one-handed on a 360 px phone, and long labels never cut. */
    grid-template-columns: 1fr;
    gap: ${t.space[2]};
  `}
`;

export const StyledTicketQrs = styled.ul`
  ${({ theme: t }) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
    gap: ${t.space[3]};
    li {
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: ${t.space[1]};
      padding: ${t.space[2]};
      border: ${t.size.borderThin} solid ${t.color.border.default};
      border-radius: ${t.radii.md};
      background: ${t.color.bg.surface};
    }
    img {
      width: 100%;
      height: auto;
      image-rendering: pixelated;
    }
    code {
      font-family: ${t.font.family.mono};
      font-size: ${t.font.size.sm};
    }
    span {
      color: ${t.color.fg.muted};
      font-size: ${t.font.size.sm};
    }
  `}
`;
