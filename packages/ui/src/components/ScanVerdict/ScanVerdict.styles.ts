import styled, { css } from 'styled-components';
import { fadeIn } from '../../theme/shared';

export type VerdictTone = 'success' | 'failure';

export const StyledVerdict = styled.div<{ $tone: VerdictTone }>`
  ${({ theme: t, $tone }) => css`
    position: fixed;
    inset: 0;
    z-index: ${t.zIndex.popup};
    display: flex;
    background: ${$tone === 'success' ? t.color.bg.success : t.color.bg.danger};
    color: ${$tone === 'success' ? t.color.fg.onSuccess : t.color.fg.onDanger};
    animation: ${fadeIn} ${t.motion.fast} ${t.motion.easing};
  `}
`;

/** The whole screen is the dismiss button: a tap anywhere closes the verdict. */
export const StyledDismiss = styled.button`
  ${({ theme: t }) => css`
    flex: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${t.space[4]};
    padding: ${t.space[8]} ${t.space[6]};
    background: transparent;
    border: 0;
    color: inherit;
    text-align: center;
    &:focus-visible {
      outline: ${t.size.focusRing} solid ${t.color.focus.ringOnDark};
      outline-offset: -${t.space[2]};
    }
  `}
`;

export const StyledMark = styled.span`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${t.size.verdictMark};
    height: ${t.size.verdictMark};
    border: ${t.space[1.5]} solid currentColor;
    border-radius: ${t.radii.round};
    svg {
      width: 60%;
      height: 60%;
    }
  `}
`;

export const StyledTitle = styled.span`
  ${({ theme: t }) => css`
    display: block;
    font-size: ${t.font.size.hero};
    font-weight: ${t.font.weight.bold};
    line-height: ${t.font.lineHeight.tight};
    text-wrap: balance;
  `}
`;

export const StyledDetail = styled.span`
  ${({ theme: t }) => css`
    display: block;
    font-size: ${t.font.size.xxl};
    font-weight: ${t.font.weight.semibold};
    line-height: ${t.font.lineHeight.snug};
  `}
`;

export const StyledNote = styled.span`
  ${({ theme: t }) => css`
    display: block;
    font-size: ${t.font.size.xl};
    font-weight: ${t.font.weight.medium};
    line-height: ${t.font.lineHeight.snug};
  `}
`;

/** The refusal's code: a small secondary detail for support, never the headline (issue 34). */
export const StyledCode = styled.span`
  ${({ theme: t }) => css`
    display: block;
    font-family: ${t.font.family.mono};
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.regular};
  `}
`;

export const StyledHint = styled.span`
  ${({ theme: t }) => css`
    display: block;
    margin-top: ${t.space[4]};
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.medium};
  `}
`;
