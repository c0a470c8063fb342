import styled, { css } from 'styled-components';
import { stackedList, visuallyHidden, textInput } from '../../theme/shared';

export const StyledSearch = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    min-width: 0;
  `}
`;

export const StyledHiddenLabel = styled.label`
  ${visuallyHidden}
`;

export const StyledLiveRegion = styled.p`
  ${visuallyHidden}
`;

export const StyledInput = styled.input`
  ${textInput}
  ${({ theme: t }) => css`
    padding: 0 ${t.space[4]};

    &:disabled {
      background: ${t.color.bg.subtle};
      cursor: not-allowed;
    }
  `}
`;

export const StyledHint = styled.div`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledResults = styled.ul`
  ${stackedList}
`;

export const StyledResult = styled.li`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    gap: ${t.space[3]};
    padding: ${t.space[3]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};
  `}
`;

export const StyledWho = styled.div`
  ${({ theme: t }) => css`
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${t.space[0.5]};
  `}
`;

export const StyledName = styled.span`
  ${({ theme: t }) => css`
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.default};
    overflow-wrap: anywhere;
  `}
`;

export const StyledMeta = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledAvatar = styled.span<{ $size: 'sm' | 'md' }>`
  ${({ theme: t, $size }) => css`
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${$size === 'md' ? t.size.controlMd : t.size.controlSm};
    height: ${$size === 'md' ? t.size.controlMd : t.size.controlSm};
    overflow: hidden;
    border-radius: ${t.radii.round};
    background: ${t.color.bg.accentSubtle};
    color: ${t.color.fg.accent};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.bold};

    img {
      width: 100%;
      height: 100%;
      object-fit: cover;
    }
  `}
`;

export const StyledEmpty = styled.div`
  ${({ theme: t }) => css`
    padding: ${t.space[4]};
    border: ${t.size.borderThin} dashed ${t.color.border.strong};
    border-radius: ${t.radii.md};
    color: ${t.color.fg.default};
    text-align: center;

    p + p {
      margin-top: ${t.space[1]};
      color: ${t.color.fg.muted};
      font-size: ${t.font.size.sm};
    }

    a {
      color: ${t.color.fg.accent};
      font-weight: ${t.font.weight.semibold};
    }
  `}
`;
