import styled, { css } from 'styled-components';

export const StyledProfileGrid = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${t.space[6]};
    align-items: start;
    ${t.media.phone} {
      grid-template-columns: minmax(0, 1fr);
      gap: ${t.space[4]};
    }
  `}
`;

export const StyledColumn = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[6]};
    min-width: 0;
    ${t.media.phone} {
      gap: ${t.space[4]};
    }
  `}
`;

export const StyledCard = styled.section`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[4]};
    min-width: 0;
    padding: ${t.space[6]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
    box-shadow: ${t.shadow.sm};
    ${t.media.phone} {
      padding: ${t.space[5]} ${t.space[4]};
    }
  `}
`;

export const StyledCardHead = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[2]};
  `}
`;

export { StyledCardText as StyledMuted, StyledCardTitle } from '../shared/card-text.styles';

export const StyledFacts = styled.dl`
  ${({ theme: t }) => css`
    margin: 0;
    display: grid;
    grid-template-columns: minmax(7rem, max-content) minmax(0, 1fr);
    gap: ${t.space[2]} ${t.space[4]};
    font-size: ${t.font.size.sm};
    dt {
      color: ${t.color.fg.muted};
    }
    dd {
      margin: 0;
      font-weight: ${t.font.weight.medium};
      overflow-wrap: anywhere;
    }
  `}
`;

export const StyledFact = styled.div`
  display: contents;
`;

export const StyledRows = styled.ul`
  ${({ theme: t }) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};
    & > li + li {
      border-top: ${t.size.borderThin} solid ${t.color.border.default};
    }
  `}
`;

export const StyledRow = styled.li`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[2]} ${t.space[3]};
    padding: ${t.space[3]} ${t.space[4]};
    min-height: ${t.size.controlMd};
  `}
`;

export const StyledRowMain = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[0.5]};
    min-width: 0;
    font-size: ${t.font.size.sm};
    strong {
      font-size: ${t.font.size.md};
      font-family: ${t.font.family.mono};
      overflow-wrap: anywhere;
    }
  `}
`;

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  ${({ theme: t, $tone }) => {
    const c = {
      success: [t.color.bg.successSubtle, t.color.fg.success],
      warning: [t.color.bg.warningSubtle, t.color.fg.warning],
      danger: [t.color.bg.dangerSubtle, t.color.fg.danger],
      neutral: [t.color.bg.neutralSubtle, t.color.fg.muted],
    }[$tone];
    return css`
      display: inline-flex;
      align-items: center;
      padding: ${t.space[0.5]} ${t.space[2]};
      border-radius: ${t.radii.pill};
      background: ${c[0]};
      color: ${c[1]};
      font-size: ${t.font.size.xs};
      font-weight: ${t.font.weight.semibold};
      white-space: nowrap;
    `;
  }}
`;

export const StyledFormRow = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[3]};
    align-items: center;
    ${t.media.phone} {
      flex-direction: column;
      align-items: stretch;
    }
  `}
`;

export const StyledSubForm = styled.form`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[4]};
    padding: ${t.space[4]};
    background: ${t.color.bg.canvas};
    border-radius: ${t.radii.md};
  `}
`;

export const StyledSwitchRow = styled.label`
  ${({ theme: t }) => css`
    display: flex;
    align-items: flex-start;
    gap: ${t.space[3]};
    min-height: ${t.size.controlSm};
    cursor: pointer;
    input {
      flex: none;
      width: ${t.space[5]};
      height: ${t.space[5]};
      margin: ${t.space[0.5]} 0 0;
      accent-color: ${t.color.bg.accent};
      cursor: pointer;
    }
    span {
      display: grid;
      gap: ${t.space[1]};
    }
    strong {
      font-weight: ${t.font.weight.semibold};
    }
  `}
`;

export const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${({ theme: t, $invalid }) => css`
    width: 100%;
    min-height: 8rem;
    padding: ${t.space[3]};
    border: ${t.size.borderThin} solid ${$invalid ? t.color.border.danger : t.color.border.strong};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.surface};
    font: inherit;
    font-size: ${t.font.size.md};
    line-height: ${t.font.lineHeight.normal};
    color: ${t.color.fg.default};
    resize: vertical;
    &:focus-visible {
      outline: none;
      border-color: ${t.color.border.accent};
      box-shadow: 0 0 0 ${t.size.focusRing} ${t.color.focus.ring};
    }
  `}
`;

export const StyledFieldLabel = styled.label`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
  `}
`;

export const StyledFieldFoot = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    justify-content: space-between;
    gap: ${t.space[3]};
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledErrorText = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    color: ${t.color.fg.danger};
    font-weight: ${t.font.weight.medium};
  `}
`;

export const StyledLogo = styled.img`
  ${({ theme: t }) => css`
    display: block;
    width: ${t.size.cardBanner};
    height: ${t.size.cardBanner};
    object-fit: contain;
    background: ${t.color.bg.canvas};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};
  `}
`;

export const StyledLogoEmpty = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${t.size.cardBanner};
    height: ${t.size.cardBanner};
    background: ${t.color.bg.canvas};
    border: ${t.size.borderThin} dashed ${t.color.border.strong};
    border-radius: ${t.radii.md};
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
  `}
`;

export const StyledLink = styled.a`
  ${({ theme: t }) => css`
    display: inline-flex;
    align-items: center;
    min-height: ${t.size.controlSm};
    color: ${t.color.fg.accent};
    font-weight: ${t.font.weight.semibold};
    font-size: ${t.font.size.sm};
  `}
`;
