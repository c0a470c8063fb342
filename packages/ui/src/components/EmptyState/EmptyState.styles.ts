import styled, { css } from 'styled-components';

export const StyledEmptyState = styled.section<{ $compact: boolean }>`
  ${({ theme: t, $compact }) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${t.space[3]};
    padding: ${$compact ? t.space[6] : t.space[12]} ${t.space[6]};
    text-align: center;
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} dashed ${t.color.border.default};
    border-radius: ${t.radii.lg};
  `}
`;

/** Two overlapping tickets drawn with CSS: no icon set, no image request. */
export const StyledIllustration = styled.div`
  ${({ theme: t }) => css`
    position: relative;
    width: ${t.size.emptyIllustration};
    height: calc(${t.size.emptyIllustration} * 0.75);
    margin-bottom: ${t.space[2]};

    &::before,
    &::after {
      content: '';
      position: absolute;
      width: 78%;
      height: 62%;
      border-radius: ${t.radii.md};
      /* Ticket notches punched out of both long sides. */
      -webkit-mask: radial-gradient(circle at 0 50%, transparent ${t.space[2]}, black calc(${t.space[2]} + ${t.size.borderThin})) left / 51% 100% no-repeat,
        radial-gradient(circle at 100% 50%, transparent ${t.space[2]}, black calc(${t.space[2]} + ${t.size.borderThin})) right / 51% 100% no-repeat;
      mask: radial-gradient(circle at 0 50%, transparent ${t.space[2]}, black calc(${t.space[2]} + ${t.size.borderThin})) left / 51% 100% no-repeat,
        radial-gradient(circle at 100% 50%, transparent ${t.space[2]}, black calc(${t.space[2]} + ${t.size.borderThin})) right / 51% 100% no-repeat;
    }

    &::before {
      left: 0;
      top: 0;
      background: ${t.color.bg.accentSubtleHover};
      transform: rotate(-10deg);
    }

    &::after {
      right: 0;
      bottom: 0;
      background:
        repeating-linear-gradient(to bottom, ${t.color.bg.surface} 0 ${t.space[1]}, transparent ${t.space[1]} ${t.space[2]}) 68% 0 / ${t.size.borderThick} 100% no-repeat,
        linear-gradient(135deg, ${t.color.bg.accent}, ${t.color.bg.info});
      transform: rotate(6deg);
      box-shadow: ${t.shadow.md};
    }
  `}
`;

export const StyledTitle = styled.h2`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.xl};
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.default};
  `}
`;

export const StyledBody = styled.p`
  ${({ theme: t }) => css`
    max-width: ${t.size.readableMeasure};
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.md};
  `}
`;

export const StyledAction = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${t.space[3]};
    margin-top: ${t.space[2]};
  `}
`;
