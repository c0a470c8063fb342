import styled, { css } from 'styled-components';

export const StyledSetupPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.bg.canvas};
`;

export const StyledSetupMain = styled.main`
  ${({ theme: t }) => css`
    width: 100%;
    max-width: 48rem;
    margin: 0 auto;
    display: grid;
    align-content: start;
    gap: ${t.space[6]};
    padding: ${t.space[8]} ${t.space[6]} ${t.space[12]};
    ${t.media.phone} {
      gap: ${t.space[5]};
      padding: ${t.space[5]} ${t.space[4]} ${t.space[10]};
    }
  `}
`;

export const StyledSetupHeading = styled.h1`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.display};
    line-height: ${t.font.lineHeight.tight};
    ${t.media.phone} {
      font-size: ${t.font.size.xxl};
    }
  `}
`;

export const StyledLead = styled.p`
  ${({ theme: t }) => css`
    margin: ${t.space[2]} 0 0;
    color: ${t.color.fg.muted};
    line-height: ${t.font.lineHeight.normal};
  `}
`;

/** A white card holding one group of fields. */
export const StyledCard = styled.section`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[5]};
    padding: ${t.space[6]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
    box-shadow: ${t.shadow.sm};
    ${t.media.phone} {
      padding: ${t.space[5]} ${t.space[4]};
      gap: ${t.space[4]};
    }
  `}
`;

export { StyledCardText, StyledCardTitle } from '../shared/card-text.styles';

/** Two columns of fields on desktop, one on a phone; `$wide` children span both. */
export const StyledFieldGrid = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${t.space[5]} ${t.space[4]};
    align-items: start;
    ${t.media.phone} {
      grid-template-columns: minmax(0, 1fr);
      gap: ${t.space[4]};
    }
  `}
`;

export const StyledWide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

export const StyledCell = styled.div`
  min-width: 0;
`;

/** The form's buttons: Save draft at the start, the step's main action at the end; stacked on a phone. */
export const StyledActions = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${t.space[3]};
    ${t.media.phone} {
      flex-direction: column-reverse;
      align-items: stretch;
    }
  `}
`;

export const StyledActionGroup = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[3]};
    ${t.media.phone} {
      flex-direction: column-reverse;
      align-items: stretch;
    }
  `}
`;

export const StyledCentre = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    justify-content: center;
    padding: ${t.space[12]} 0;
  `}
`;

export const StyledList = styled.ol`
  ${({ theme: t }) => css`
    margin: 0;
    padding-left: ${t.space[5]};
    display: grid;
    gap: ${t.space[2]};
    line-height: ${t.font.lineHeight.normal};
  `}
`;

/** The cards and actions of a step, one under another. */
export const StyledStack = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[6]};
    ${t.media.phone} {
      gap: ${t.space[4]};
    }
  `}
`;

/** The page title with its lead, and the way out ("Use a different number") beside it; stacked on a phone. */
export const StyledHeadingRow = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${t.space[4]};
    ${t.media.phone} {
      flex-direction: column;
      gap: ${t.space[3]};
    }
    & > button {
      flex: none;
    }
  `}
`;

/** The application status reads as one panel, not a full-width banner. */
export const StyledStatusColumn = styled.div`
  max-width: 48rem;
`;

/** The status screen's actions: "Fix and resubmit" first, then the profile link; stacked on a narrow phone. */
export const StyledStatusActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;
