import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../theme/shared';

export const StyledAppBar = styled.header<{ $sticky: boolean }>`
  ${({ theme: t, $sticky }) => css`
    position: ${$sticky ? 'sticky' : 'relative'};
    top: 0;
    z-index: ${t.zIndex.appBar};
    background: ${t.color.bg.surface};
    border-bottom: ${t.size.borderThin} solid ${t.color.border.default};
    box-shadow: ${t.shadow.sm};
  `}
`;

export const StyledInner = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    gap: ${t.space[4]};
    min-height: ${t.size.appBarHeight};
    max-width: ${t.size.contentMaxWidth};
    margin: 0 auto;
    padding: 0 ${t.space[6]};

    ${t.media.phone} {
      gap: ${t.space[2]};
      padding: 0 ${t.space[3]};
    }
  `}
`;

export const StyledBrand = styled.a`
  ${({ theme: t }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${t.space[2]};
    min-height: ${t.size.controlSm};
    color: ${t.color.fg.default};
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.bold};
    min-width: 0;
    text-decoration: none;
    white-space: nowrap;
    border-radius: ${t.radii.md};

    ${t.media.phone} {
      gap: ${t.space[1.5]};
      font-size: ${t.font.size.md};
      letter-spacing: -0.01em;
    }
  `}
`;

export const StyledBrandText = styled.span`
  ${({ theme: t }) => css`
    ${t.media.narrow} {
      ${visuallyHidden}
    }
  `}
`;

/** The brand mark: a ticket stub drawn in CSS. */
export const StyledMark = styled.span`
  ${({ theme: t }) => css`
    position: relative;
    flex: none;
    width: ${t.space[8]};
    height: ${t.space[8]};
    border-radius: ${t.radii.md};

    ${t.media.phone} {
      width: ${t.space[6]};
      height: ${t.space[6]};
    }

    background: linear-gradient(135deg, ${t.color.bg.accent}, ${t.color.bg.info});

    &::before,
    &::after {
      content: '';
      position: absolute;
      top: 50%;
      width: ${t.space[2]};
      height: ${t.space[2]};
      margin-top: -${t.space[1]};
      border-radius: ${t.radii.round};
      background: ${t.color.bg.surface};
    }

    &::before {
      left: -${t.space[1]};
    }

    &::after {
      right: -${t.space[1]};
    }
  `}
`;

export const StyledDivider = styled.span`
  ${({ theme: t }) => css`
    width: ${t.size.borderThin};
    height: ${t.space[6]};
    background: ${t.color.border.default};

    ${t.media.phone} {
      display: none;
    }
  `}
`;

export const StyledAppTitle = styled.span`
  ${({ theme: t }) => css`
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.medium};

    ${t.media.phone} {
      flex: none;
      padding: ${t.space[0.5]} ${t.space[2]};
      border-radius: ${t.radii.pill};
      background: ${t.color.bg.accentSubtle};
      color: ${t.color.fg.accent};
      font-size: ${t.font.size.xs};
      font-weight: ${t.font.weight.semibold};
    }
  `}
`;

export const StyledCenter = styled.nav`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    gap: ${t.space[1]};
    margin-left: ${t.space[4]};

    ${t.media.phone} {
      display: none;
    }
  `}
`;

export const StyledEnd = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    gap: ${t.space[3]};
    margin-left: auto;
    min-width: 0;

    ${t.media.phone} {
      gap: ${t.space[2]};
    }
  `}
`;

export const StyledUser = styled.span`
  ${({ theme: t }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${t.space[2]};
    min-width: 0;
    color: ${t.color.fg.default};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.medium};
  `}
`;

export const StyledUserName = styled.span`
  ${({ theme: t }) => css`
    max-width: ${t.size.userNameMax};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;

    ${t.media.phone} {
      ${visuallyHidden}
    }
  `}
`;

export const StyledAvatar = styled.span`
  ${({ theme: t }) => css`
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${t.space[8]};
    height: ${t.space[8]};
    border-radius: ${t.radii.round};
    background: ${t.color.bg.accentSubtle};
    color: ${t.color.fg.accent};
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.bold};
  `}
`;
