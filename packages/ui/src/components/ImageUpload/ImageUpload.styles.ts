import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../theme/shared';

export const StyledUpload = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    min-width: 0;
  `}
`;

export const StyledHeader = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${t.space[3]};
  `}
`;

export const StyledTitle = styled.h3`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.semibold};
    line-height: ${t.font.lineHeight.snug};
  `}
`;

export const StyledRequirements = styled.p`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledDrop = styled.div<{ $aspect: number; $poster: boolean; $dragging: boolean; $invalid: boolean; $filled: boolean }>`
  ${({ theme: t, $aspect, $poster, $dragging, $invalid, $filled }) => css`
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${t.space[2]};
    width: 100%;
    max-width: ${$poster ? `calc(${t.space[16]} * 4)` : `calc(${t.space[16]} * 10)`};
    aspect-ratio: ${$aspect};
    overflow: hidden;
    padding: ${$filled ? '0' : t.space[4]};
    border: ${t.size.borderThick} ${$filled ? 'solid' : 'dashed'} ${$invalid ? t.color.border.danger : $dragging ? t.color.border.accent : t.color.border.strong};
    border-radius: ${t.radii.lg};
    background: ${$dragging ? t.color.bg.accentSubtle : t.color.bg.subtle};
    color: ${t.color.fg.muted};
    text-align: center;
    font-size: ${t.font.size.sm};
    transition:
      background ${t.motion.fast} ${t.motion.easing},
      border-color ${t.motion.fast} ${t.motion.easing};

    & > img {
      width: 100%;
      height: 100%;
      object-fit: cover;
    }
  `}
`;

export const StyledDropIcon = styled.span`
  ${({ theme: t }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${t.size.controlMd};
    height: ${t.size.controlMd};
    border-radius: ${t.radii.round};
    background: ${t.color.bg.surface};
    color: ${t.color.fg.accent};

    svg {
      width: ${t.space[6]};
      height: ${t.space[6]};
    }
  `}
`;

export const StyledBusy = styled.div`
  ${({ theme: t }) => css`
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    background: ${t.color.bg.veil};
    color: ${t.color.fg.default};
  `}
`;

export const StyledActions = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
  `}
`;

export const StyledError = styled.p`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.medium};
    color: ${t.color.fg.danger};
  `}
`;

export const StyledCropArea = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    justify-content: center;
    background: ${t.color.bg.neutral};
    border-radius: ${t.radii.md};
    overflow: hidden;

    .ReactCrop__image {
      display: block;
      max-width: 100%;
      max-height: 55vh;
    }

    .ReactCrop__crop-selection:focus-visible {
      outline: ${t.size.focusRing} solid ${t.color.focus.ringOnDark};
      outline-offset: -${t.size.focusRing};
    }
  `}
`;

export const StyledCropNote = styled.p`
  ${({ theme: t }) => css`
    margin-top: ${t.space[3]};
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledHidden = styled.span`
  ${visuallyHidden}
`;
