import styled, { css } from 'styled-components';

export const StyledList = styled.ol`
  ${({ theme: t }) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
  `}
`;

export const StyledRound = styled.li`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    padding: ${t.space[3]} ${t.space[4]};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-left: ${t.space[1]} solid ${t.color.border.danger};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.surface};
    font-size: ${t.font.size.sm};
    min-width: 0;
  `}
`;

export const StyledHead = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${t.space[1]} ${t.space[3]};
  `}
`;

export const StyledTitle = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.default};
  `}
`;

export const StyledMeta = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[1]} ${t.space[3]};
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.xs};
  `}
`;

/** Item / reason pairs: the item above its reasons, which wrap between words only. */
export const StyledItems = styled.dl`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: minmax(7rem, max-content) minmax(0, 1fr);
    gap: ${t.space[1]} ${t.space[3]};
    margin: 0;

    div {
      display: contents;
    }
    dt {
      font-weight: ${t.font.weight.medium};
      color: ${t.color.fg.muted};
    }
    dd {
      margin: 0;
      color: ${t.color.fg.default};
    }

    ${t.media.phone} {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;

      dd {
        margin-bottom: ${t.space[1]};
      }
    }
  `}
`;

export const StyledNote = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    color: ${t.color.fg.default};
    font-style: italic;
  `}
`;
