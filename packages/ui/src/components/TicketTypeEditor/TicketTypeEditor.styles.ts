import styled, { css } from 'styled-components';
import { dangerIconButton, surfaceCard } from '../../theme/shared';

export const StyledRoot = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
  `}
`;

export const StyledSession = styled.section`
  ${surfaceCard}
`;

export const StyledSessionHead = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[2]};
    width: 100%;
  `}
`;

export const StyledSessionTitle = styled.h3`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
  `}
`;

export const StyledSessionActions = styled.div`
  display: flex;
`;

export const StyledEmpty = styled.p`
  ${({ theme: t }) => css`
    color: ${t.color.fg.muted};
    &[role='alert'] {
      color: ${t.color.fg.danger};
    }
  `}
`;

export const StyledRows = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
`;

export const StyledRow = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.4fr) auto;
    align-items: start;
    gap: ${t.space[3]};
    padding: ${t.space[3]} 0;
    border-top: ${t.size.borderThin} solid ${t.color.border.default};

    ${t.media.phone} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      & > :first-child {
        grid-column: 1 / -1;
      }
    }
  `}
`;

export const StyledHelper = styled.p`
  ${({ theme: t }) => css`
    margin-top: ${t.space[1]};
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.success};
  `}
`;

export const StyledRemove = styled.button`
  ${dangerIconButton}
  align-self: end;
`;

export const StyledCreate = styled.form`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    padding: ${t.space[4]};
    border: ${t.size.borderThin} dashed ${t.color.border.strong};
    border-radius: ${t.radii.lg};
  `}
`;

export const StyledCreateRow = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    gap: ${t.space[3]};
    & > button {
      margin-top: ${t.space[6]};
    }
    ${t.media.phone} {
      grid-template-columns: 1fr;
      & > button {
        margin-top: 0;
      }
    }
  `}
`;

export const StyledSent = styled.p`
  ${({ theme: t }) => css`
    color: ${t.color.fg.success};
    font-weight: ${t.font.weight.semibold};
  `}
`;

export const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const StyledLabel = styled.label`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
  `}
`;

export const StyledComboWrap = styled.div`
  ${({ theme: t }) => css`
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${t.space[1.5]};
    min-width: 0;
  `}
`;

export const StyledComboInput = styled.input<{ $invalid: boolean }>`
  ${({ theme: t, $invalid }) => css`
    min-height: ${t.size.controlMd};
    padding: 0 ${t.space[3]};
    border: ${t.size.borderThin} solid ${$invalid ? t.color.border.danger : t.color.border.strong};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.surface};

    &::placeholder {
      color: ${t.color.fg.muted};
      opacity: 1;
    }
    &:disabled {
      background: ${t.color.bg.subtle};
      color: ${t.color.fg.muted};
    }
  `}
`;

export const StyledComboList = styled.ul`
  ${({ theme: t }) => css`
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    z-index: ${t.zIndex.raised};
    max-height: 16rem;
    overflow-y: auto;
    margin: ${t.space[1]} 0 0;
    padding: ${t.space[1]};
    list-style: none;
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};
    box-shadow: ${t.shadow.lg};
  `}
`;

export const StyledComboOption = styled.li<{ $active: boolean }>`
  ${({ theme: t, $active }) => css`
    padding: ${t.space[2]} ${t.space[3]};
    border-radius: ${t.radii.sm};
    background: ${$active ? t.color.bg.accentSubtle : 'transparent'};
    cursor: pointer;
    &[aria-selected='true'] {
      font-weight: ${t.font.weight.semibold};
    }
    &[aria-disabled='true'] {
      color: ${t.color.fg.muted};
      cursor: default;
    }
  `}
`;

export const StyledComboError = styled.p`
  ${({ theme: t }) => css`
    color: ${t.color.fg.danger};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.medium};
  `}
`;

export const StyledChangeList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-height: 50vh;
  overflow: auto;
  font-size: ${({ theme }) => theme.font.size.sm};

  ul {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;
