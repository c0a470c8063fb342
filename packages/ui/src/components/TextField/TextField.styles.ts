import styled, { css } from 'styled-components';
import { controlFrame } from '../../theme/shared';

export const StyledField = styled.div<{ $fullWidth: boolean }>`
  ${({ theme: t, $fullWidth }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[1.5]};
    width: ${$fullWidth ? '100%' : 'auto'};
    min-width: 0;
  `}
`;

export const StyledLabel = styled.label`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    line-height: ${t.font.lineHeight.snug};
    color: ${t.color.fg.default};
  `}
`;

export const StyledRequiredMark = styled.span`
  ${({ theme: t }) => css`
    margin-left: ${t.space[0.5]};
    color: ${t.color.fg.danger};
  `}
`;

export const StyledControl = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: stretch;
  ${controlFrame}
`;

export const StyledInput = styled.input`
  ${({ theme: t }) => css`
    flex: 1;
    min-width: 0;
    padding: 0 ${t.space[3]};
    border: 0;
    background: transparent;
    border-radius: inherit;
    font-size: ${t.font.size.md};
    color: ${t.color.fg.default};

    &::placeholder {
      color: ${t.color.fg.muted};
      opacity: 1;
    }

    &:focus-visible {
      outline: none;
    }

    &:disabled {
      color: ${t.color.fg.muted};
      cursor: not-allowed;
    }
  `}
`;

export const StyledToggle = styled.button`
  ${({ theme: t }) => css`
    flex: none;
    min-width: ${t.size.iconButton};
    margin: ${t.space[0.5]};
    padding: 0 ${t.space[3]};
    border: 0;
    border-radius: ${t.radii.sm};
    background: transparent;
    color: ${t.color.fg.accent};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};

    &:hover:not(:disabled) {
      background: ${t.color.bg.accentSubtle};
    }

    &:focus-visible {
      outline-offset: 0;
    }
  `}
`;

export const StyledFooter = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    justify-content: space-between;
    gap: ${t.space[3]};
    font-size: ${t.font.size.sm};
    line-height: ${t.font.lineHeight.snug};
  `}
`;

export const StyledHint = styled.p`
  ${({ theme: t }) => css`
    color: ${t.color.fg.muted};
  `}
`;

export const StyledError = styled.p`
  ${({ theme: t }) => css`
    color: ${t.color.fg.danger};
    font-weight: ${t.font.weight.medium};
  `}
`;

export const StyledCount = styled.span`
  ${({ theme: t }) => css`
    margin-left: auto;
    color: ${t.color.fg.muted};
    font-variant-numeric: tabular-nums;
  `}
`;
