import styled, { css } from 'styled-components';

export const StyledForm = styled.form`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[1.5]};
    /* In a toolbar row (a flex row beside other actions) the box takes the room the row leaves, and never less than
       a usable width: its own least width is the button's alone (the text box below has none), so without these a
       row shrank it to about 30 px (issue 34). In a block or a column it is as wide as its parent anyway. */
    flex: 1 1 auto;
    min-width: min(100%, ${t.size.searchMinWidth});
  `}
`;

export const StyledLabel = styled.label`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.semibold};
  `}
`;

export const StyledRow = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    gap: ${t.space[2]};
  `}
`;

export const StyledInput = styled.input`
  ${({ theme: t }) => css`
    /* width 0 and grow: a text box's own width (about 20 characters) would otherwise set the row's least width and
       push the button out of a narrow card on a phone. */
    flex: 1 1 auto;
    width: 0;
    min-width: 0;
    min-height: ${t.size.controlLg};
    padding: 0 ${t.space[4]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.strong};
    border-radius: ${t.radii.md};
    font-size: ${t.font.size.lg};
    color: ${t.color.fg.default};
    &::placeholder {
      color: ${t.color.fg.subtle};
    }
    /* Beside its button on a phone the box is about 200 px: the body size (never under 16 px, or a phone zooms in on
       focus) and a tighter inset keep a placeholder like 'Title or event code' whole (issue 34). */
    ${t.media.phone} {
      padding: 0 ${t.space[3]};
      font-size: ${t.font.size.md};
    }
    &:focus-visible {
      outline: ${t.size.focusRing} solid ${t.color.focus.ring};
      outline-offset: ${t.size.focusOffset};
    }
  `}
`;
