import styled, { css } from 'styled-components';

export const StyledDoor = styled.section`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[4]};
    min-width: 0;

    h3,
    h4 {
      margin: 0;
      font-size: ${t.font.size.lg};
    }
    h4 {
      font-size: ${t.font.size.md};
    }
    p {
      margin: 0;
      color: ${t.color.fg.muted};
      font-size: ${t.font.size.sm};
    }
    form {
      display: grid;
      gap: ${t.space[3]};
      min-width: 0;
    }
  `}
`;

/** One ticket type's door price and its door-only switch; stacked on phones. */
export const StyledTypeRow = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 14rem) minmax(0, 14rem);
    align-items: start;
    gap: ${t.space[2]} ${t.space[4]};
    padding: ${t.space[3]} 0;
    border-top: ${t.size.borderThin} solid ${t.color.border.default};
    ${t.media.phone} {
      grid-template-columns: minmax(0, 1fr);
    }
  `}
`;

export const StyledTypeName = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[1]};
    font-weight: ${t.font.weight.semibold};
    span {
      font-weight: ${t.font.weight.regular};
      color: ${t.color.fg.muted};
      font-size: ${t.font.size.sm};
    }
  `}
`;

export const StyledCheck = styled.label`
  ${({ theme: t }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${t.space[2]};
    min-height: ${t.size.controlMd};
    font-size: ${t.font.size.md};

    input {
      width: ${t.space[5]};
      height: ${t.space[5]};
      accent-color: ${t.color.bg.accent};
    }
  `}
`;

/** The fields side by side on wide screens (the new door-only type: name, inventory, price). */
export const StyledFields = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
    gap: ${t.space[3]};
    align-items: start;
  `}
`;

export const StyledNew = styled.fieldset`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[3]};
    margin: 0;
    padding: ${t.space[4]};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};
    min-width: 0;
    legend {
      padding: 0 ${t.space[1]};
      font-weight: ${t.font.weight.semibold};
    }
  `}
`;

/** A field that need not span the form (the comp limit). */
export const StyledNarrow = styled.div`
  max-width: 20rem;
`;
