import styled, { css } from 'styled-components';
import { fadeIn } from '../../theme/shared';

export const StyledOverlay = styled.div<{ $fullScreen: boolean }>`
  ${({ theme: t, $fullScreen }) => css`
    position: ${$fullScreen ? 'fixed' : 'absolute'};
    inset: 0;
    z-index: ${t.zIndex.overlay};
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${t.space[4]};
    background: ${t.color.bg.veil};
    backdrop-filter: blur(${t.space[0.5]});
    color: ${t.color.fg.default};
    animation: ${fadeIn} ${t.motion.normal} ${t.motion.easing};
  `}
`;

export const StyledOverlayCard = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${t.space[4]};
    padding: ${t.space[6]} ${t.space[8]};
    background: ${t.color.bg.surface};
    border-radius: ${t.radii.lg};
    box-shadow: ${t.shadow.lg};
  `}
`;

export const StyledOverlayLabel = styled.p`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.medium};
    color: ${t.color.fg.muted};
  `}
`;
