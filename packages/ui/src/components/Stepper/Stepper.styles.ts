import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../theme/shared';

export type StepState = 'done' | 'current' | 'upcoming';

export const StyledStepper = styled.ol<{ $count: number }>`
  ${({ theme: t, $count }) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(${$count}, minmax(0, 1fr));
    gap: ${t.space[2]};
    counter-reset: step;
  `}
`;

export const StyledStep = styled.li<{ $state: StepState }>`
  ${({ theme: t, $state }) => css`
    counter-increment: step;
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    padding-top: ${t.space[3]};
    border-top: ${t.space[1]} solid ${$state === 'upcoming' ? t.color.border.default : $state === 'done' ? t.color.border.success : t.color.border.accent};
    color: ${$state === 'upcoming' ? t.color.fg.muted : t.color.fg.default};
  `}
`;

export const StyledStepHead = styled.span`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    gap: ${t.space[2]};
    ${t.media.phone} {
      flex-direction: column;
      align-items: flex-start;
      gap: ${t.space[1]};
    }
  `}
`;

export const StyledMarker = styled.span<{ $state: StepState }>`
  ${({ theme: t, $state }) => css`
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${t.size.spinnerMd};
    height: ${t.size.spinnerMd};
    border-radius: ${t.radii.round};
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.bold};
    background: ${$state === 'done' ? t.color.bg.success : $state === 'current' ? t.color.bg.accent : t.color.bg.subtle};
    color: ${$state === 'done' ? t.color.fg.onSuccess : $state === 'current' ? t.color.fg.onAccent : t.color.fg.muted};
    &::before {
      content: ${$state === 'done' ? "'✓'" : 'counter(step)'};
    }
  `}
`;

export const StyledStepTitle = styled.span<{ $state: StepState }>`
  ${({ theme: t, $state }) => css`
    font-size: ${t.font.size.sm};
    line-height: ${t.font.lineHeight.snug};
    font-weight: ${$state === 'current' ? t.font.weight.semibold : t.font.weight.medium};
    color: ${$state === 'current' ? t.color.fg.accent : $state === 'done' ? t.color.fg.default : t.color.fg.muted};
  `}
`;

export const StyledStepLink = styled.a`
  ${({ theme: t }) => css`
    color: inherit;
    text-decoration: underline;
    text-underline-offset: ${t.space[0.5]};
    &:hover {
      color: ${t.color.fg.accent};
    }
  `}
`;

export const StyledHidden = styled.span`
  ${visuallyHidden}
`;
