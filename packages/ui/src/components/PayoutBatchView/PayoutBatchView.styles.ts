import styled, { css } from 'styled-components';

export const StyledBatch = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[6]};
    min-width: 0;
  `}
`;

/** Who prepared and approved the batch, when its file was taken and when it was paid: label / value pairs. */
export const StyledDetails = styled.dl`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${t.space[2]} ${t.space[4]};
    margin: 0;
    font-size: ${t.font.size.sm};

    dt {
      color: ${t.color.fg.muted};
      font-weight: ${t.font.weight.medium};
    }

    dd {
      margin: 0;
      overflow-wrap: anywhere;
    }

    ${t.media.phone} {
      grid-template-columns: minmax(0, 1fr);
      gap: ${t.space[0.5]};

      dd {
        margin-bottom: ${t.space[2]};
      }
    }
  `}
`;

export const StyledPanel = styled.section`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    padding: ${t.space[6]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};
    min-width: 0;

    ${t.media.phone} {
      padding: ${t.space[4]};
    }
  `}
`;

export const StyledPanelTitle = styled.h2`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.default};
  `}
`;

export const StyledSubTitle = styled.h3`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.semibold};
    color: ${t.color.fg.default};
  `}
`;

export const StyledLead = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.sm};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledCell = styled.span`
  ${({ theme: t }) => css`
    display: inline-flex;
    flex-direction: column;
    gap: ${t.space[1]};
    min-width: 0;
    overflow-wrap: anywhere;
  `}
`;

export const StyledNote = styled.span`
  ${({ theme: t }) => css`
    font-size: ${t.font.size.xs};
    color: ${t.color.fg.muted};
    font-variant-numeric: tabular-nums;
  `}
`;

/** Figures and codes stay whole: never broken across lines. */
export const StyledNowrap = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const StyledActions = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${t.space[3]};
  `}
`;

export const StyledList = styled.ul`
  ${({ theme: t }) => css`
    margin: 0;
    padding-left: ${t.space[5]};
    overflow-wrap: anywhere;
  `}
`;

export const StyledDivider = styled.hr`
  ${({ theme: t }) => css`
    width: 100%;
    margin: ${t.space[2]} 0;
    border: 0;
    border-top: ${t.size.borderThin} solid ${t.color.border.default};
  `}
`;

/** A UTR: whole on one line where there is room; on a phone's card it may wrap rather than run off the screen. */
export const StyledCode = styled.span`
  ${({ theme: t }) => css`
    white-space: nowrap;
    font-variant-numeric: tabular-nums;

    ${t.media.phone} {
      white-space: normal;
      overflow-wrap: anywhere;
    }
  `}
`;
