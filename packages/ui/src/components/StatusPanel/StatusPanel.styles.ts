import styled, { css, type DefaultTheme } from 'styled-components';

export type ApplicationTone = 'pending' | 'rejected' | 'approved';

function toneColours(t: DefaultTheme, tone: ApplicationTone) {
  switch (tone) {
    case 'pending':
      return { bg: t.color.bg.warningSubtle, fg: t.color.fg.warning, solid: t.color.bg.warning, border: t.color.border.warning };
    case 'rejected':
      return { bg: t.color.bg.dangerSubtle, fg: t.color.fg.danger, solid: t.color.bg.danger, border: t.color.border.danger };
    case 'approved':
      return { bg: t.color.bg.successSubtle, fg: t.color.fg.success, solid: t.color.bg.success, border: t.color.border.success };
  }
}

export const StyledPanel = styled.section<{ $tone: ApplicationTone }>`
  ${({ theme: t, $tone }) => css`
    display: grid;
    gap: ${t.space[5]};
    padding: ${t.space[8]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-top: ${t.space[1]} solid ${toneColours(t, $tone).border};
    border-radius: ${t.radii.lg};
    box-shadow: ${t.shadow.sm};
    ${t.media.phone} {
      padding: ${t.space[5]} ${t.space[4]};
      gap: ${t.space[4]};
    }
  `}
`;

export const StyledHeader = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: flex-start;
    gap: ${t.space[4]};
  `}
`;

export const StyledMark = styled.span<{ $tone: ApplicationTone }>`
  ${({ theme: t, $tone }) => css`
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${t.size.spinnerLg};
    height: ${t.size.spinnerLg};
    border-radius: ${t.radii.round};
    background: ${toneColours(t, $tone).bg};
    color: ${toneColours(t, $tone).fg};
    font-size: ${t.font.size.xl};
    font-weight: ${t.font.weight.bold};
  `}
`;

export const StyledHeading = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[1]};
    min-width: 0;
  `}
`;

export const StyledBadge = styled.span<{ $tone: ApplicationTone }>`
  ${({ theme: t, $tone }) => css`
    justify-self: start;
    padding: ${t.space[0.5]} ${t.space[2]};
    border-radius: ${t.radii.pill};
    background: ${toneColours(t, $tone).bg};
    color: ${toneColours(t, $tone).fg};
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.semibold};
    letter-spacing: ${t.font.letterSpacing.wide};
    text-transform: uppercase;
  `}
`;

export const StyledTitle = styled.h2`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.xl};
    line-height: ${t.font.lineHeight.tight};
    color: ${t.color.fg.default};
  `}
`;

export const StyledBody = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[3]};
    color: ${t.color.fg.muted};
    line-height: ${t.font.lineHeight.normal};
    max-width: ${t.size.readableMeasure};
    & p {
      margin: 0;
    }
  `}
`;

export const StyledReasons = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    gap: ${t.space[2]};
    padding: ${t.space[4]};
    background: ${t.color.bg.dangerSubtle};
    border-radius: ${t.radii.md};
  `}
`;

export const StyledReasonsTitle = styled.h3`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.md};
    color: ${t.color.fg.danger};
  `}
`;

export const StyledReasonList = styled.ul`
  ${({ theme: t }) => css`
    margin: 0;
    padding-left: ${t.space[5]};
    display: grid;
    gap: ${t.space[1.5]};
    color: ${t.color.fg.default};
  `}
`;

export const StyledReasonDetail = styled.span`
  ${({ theme: t }) => css`
    display: block;
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
  `}
`;

export const StyledFacts = styled.dl`
  ${({ theme: t }) => css`
    margin: 0;
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${t.space[1.5]} ${t.space[4]};
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

export const StyledActions = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[3]};
  `}
`;

/** One term and value; the pair's wrapper takes no box so the grid lines them up. */
export const StyledFact = styled.div`
  display: contents;
`;
