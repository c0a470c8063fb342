import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../theme/shared';

/** The label column, label, hint and error are TextField's, so a form reads as one. */
export { StyledField, StyledLabel, StyledRequiredMark, StyledFooter, StyledHint, StyledError } from '../TextField/TextField.styles';

export type FileFieldState = 'empty' | 'chosen' | 'uploading' | 'invalid';

export const StyledBox = styled.div<{ $state: FileFieldState; $disabled: boolean }>`
  ${({ theme: t, $state, $disabled }) => css`
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: ${t.space[3]};
    min-height: ${t.size.controlLg};
    padding: ${t.space[2]} ${t.space[2]} ${t.space[2]} ${t.space[3]};
    border: ${t.size.borderThin} ${$state === 'empty' ? 'dashed' : 'solid'}
      ${$state === 'invalid' ? t.color.border.danger : t.color.border.strong};
    border-radius: ${t.radii.md};
    background: ${$disabled ? t.color.bg.subtle : $state === 'chosen' ? t.color.bg.successSubtle : t.color.bg.surface};
    box-shadow: ${$state === 'invalid' ? `inset 0 0 0 ${t.size.borderThin} ${t.color.border.danger}` : 'none'};

    &:focus-within {
      border-color: ${$state === 'invalid' ? t.color.border.danger : t.color.border.accent};
      box-shadow: 0 0 0 ${t.size.focusRing} ${$state === 'invalid' ? t.color.border.danger : t.color.focus.ring};
    }
  `}
`;

export const StyledGlyph = styled.span<{ $state: FileFieldState }>`
  ${({ theme: t, $state }) => css`
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${t.size.spinnerMd};
    height: ${t.size.spinnerMd};
    border-radius: ${t.radii.round};
    background: ${$state === 'chosen' ? t.color.bg.success : $state === 'invalid' ? t.color.bg.danger : t.color.bg.subtle};
    color: ${$state === 'chosen' ? t.color.fg.onSuccess : $state === 'invalid' ? t.color.fg.onDanger : t.color.fg.muted};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.bold};
  `}
`;

export const StyledStatus = styled.div`
  ${({ theme: t }) => css`
    flex: 1 1 10rem;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${t.space[0.5]};
    line-height: ${t.font.lineHeight.snug};
  `}
`;

export const StyledFileName = styled.span<{ $empty: boolean }>`
  ${({ theme: t, $empty }) => css`
    overflow-wrap: anywhere;
    font-size: ${t.font.size.md};
    font-weight: ${$empty ? t.font.weight.regular : t.font.weight.semibold};
    color: ${$empty ? t.color.fg.muted : t.color.fg.default};
  `}
`;

export const StyledRule = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;

/** The visible "Choose file" / "Replace" control: a label for the hidden input, drawn as a secondary button. */
export const StyledPick = styled.label<{ $disabled: boolean }>`
  ${({ theme: t, $disabled }) => css`
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: ${t.space[2]};
    min-height: ${t.size.controlSm};
    padding: 0 ${t.space[4]};
    border: ${t.size.borderThin} solid ${t.color.border.accent};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.surface};
    color: ${t.color.fg.accent};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    cursor: ${$disabled ? 'not-allowed' : 'pointer'};
    opacity: ${$disabled ? 0.6 : 1};

    &:hover {
      background: ${$disabled ? t.color.bg.surface : t.color.bg.accentSubtle};
    }
  `}
`;

export const StyledInput = styled.input`
  ${visuallyHidden}
`;
