import styled, { css } from 'styled-components';
import { slideUp } from '../../theme/shared';

export const StyledBar = styled.section`
  ${({ theme: t }) => css`
    position: sticky;
    bottom: 0;
    z-index: ${t.zIndex.raised};
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: ${t.space[3]};
    padding: ${t.space[3]} ${t.space[6]};
    padding-bottom: max(${t.space[3]}, env(safe-area-inset-bottom));
    background: ${t.color.bg.surface};
    border-top: ${t.size.borderThin} solid ${t.color.border.default};
    box-shadow: ${t.shadow.lg};
    animation: ${slideUp} ${t.motion.normal} ${t.motion.easing};

    ${t.media.phone} {
      padding: ${t.space[3]} ${t.space[4]};
      & > button {
        flex: 1;
      }
    }
  `}
`;

export const StyledMessage = styled.p`
  ${({ theme: t }) => css`
    margin-right: auto;
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.medium};
    color: ${t.color.fg.muted};

    ${t.media.phone} {
      display: none;
    }
  `}
`;
