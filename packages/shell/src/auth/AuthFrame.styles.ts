import styled from 'styled-components';

export const StyledPage = styled.main<{ $withPanel: boolean }>`
  min-height: 100vh;
  display: grid;
  grid-template-columns: ${({ $withPanel }) => ($withPanel ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  background: ${({ theme }) => theme.color.bg.canvas};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[12]};
  background: ${({ theme }) => theme.color.bg.accent};
  color: ${({ theme }) => theme.color.fg.onAccent};
  ${({ theme }) => theme.media.phone} {
    order: 2;
    padding: ${({ theme }) => theme.space[6]};
  }
`;

export const StyledBrand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.wide};
`;

export const StyledBenefits = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

export const StyledBenefit = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: ${({ theme }) => theme.size.borderThick} solid ${({ theme }) => theme.color.fg.onAccent};
`;

export const StyledBenefitTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const StyledBenefitText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const StyledContact = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const StyledFormSide = styled.section`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space[4]};
    align-items: flex-start;
  }
`;

export const StyledCard = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.size.popupMaxWidth};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.borderThin} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledCardHeader = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledCardLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  strong {
    color: ${({ theme }) => theme.color.fg.default};
    font-variant-numeric: tabular-nums;
  }
`;

/** A row of secondary actions under a form, e.g. "Forgot password?" or "Back to log in". */
export const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin: calc(-1 * ${({ theme }) => theme.space[2]}) 0;
`;

export const StyledDivider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: ${({ theme }) => theme.size.borderThin} solid ${({ theme }) => theme.color.border.default};
  }
`;

export const StyledFooterLine = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
