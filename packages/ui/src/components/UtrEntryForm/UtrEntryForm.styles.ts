import styled, { css } from 'styled-components';

export const StyledForm = styled.form`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    min-width: 0;
  `}
`;

export const StyledLead = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;

/** One statement's payment: its legend (number, organiser, amount) over the UTR and the date paid. */
export const StyledRow = styled.fieldset<{ $invalid: boolean }>`
  ${({ theme: t, $invalid }) => css`
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: ${t.space[3]} ${t.space[4]};
    align-items: start;
    margin: 0;
    padding: ${t.space[3]} ${t.space[4]} ${t.space[4]};
    border: ${t.size.borderThin} solid ${$invalid ? t.color.border.danger : t.color.border.default};
    border-radius: ${t.radii.md};
    min-width: 0;

    legend {
      padding: 0 ${t.space[1]};
      font-size: ${t.font.size.sm};
      font-weight: ${t.font.weight.semibold};
      font-variant-numeric: tabular-nums;
      overflow-wrap: anywhere;
    }

    ${t.media.phone} {
      grid-template-columns: minmax(0, 1fr);
      padding: ${t.space[2]} ${t.space[3]} ${t.space[3]};
    }
  `}
`;

export const StyledSummary = styled.ul`
  ${({ theme: t }) => css`
    margin: 0;
    padding-left: ${t.space[5]};
    overflow-wrap: anywhere;
  `}
`;

export const StyledActions = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[3]};
  `}
`;
