import styled, { css } from 'styled-components';
import { mainAndSide } from '../shared/staff.styles';

/** The event's sections and the verdict sidebar, stacked below 1024 px. */
export const StyledLayout = styled.div`
  ${mainAndSide('minmax(18rem, 22rem)', '1023.98px')}
`;

export const StyledSections = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    min-width: 0;
  `}
`;

export const StyledSection = styled.section<{ $flagged: boolean }>`
  ${({ theme: t, $flagged }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    padding: ${t.space[5]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${$flagged ? t.color.border.danger : t.color.border.default};
    border-radius: ${t.radii.lg};
    min-width: 0;

    ${t.media.phone} {
      padding: ${t.space[4]};
    }
  `}
`;

export const StyledSectionHead = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${t.space[2]};

    h2 {
      margin: 0;
      font-size: ${t.font.size.lg};
    }

    label {
      display: inline-flex;
      align-items: center;
      gap: ${t.space[2]};
      min-height: ${t.size.controlSm};
      color: ${t.color.fg.danger};
      font-weight: ${t.font.weight.semibold};
      font-size: ${t.font.size.sm};
    }

    input {
      width: ${t.space[5]};
      height: ${t.space[5]};
      accent-color: ${t.color.bg.danger};
    }
  `}
`;

export const StyledBanner = styled.img`
  ${({ theme: t }) => css`
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    max-height: 22rem;
    object-fit: cover;
    border-radius: ${t.radii.md};
    background: ${t.color.bg.subtle};
  `}
`;

export const StyledPoster = styled.img`
  ${({ theme: t }) => css`
    display: block;
    width: 10rem;
    aspect-ratio: 2 / 3;
    object-fit: cover;
    border-radius: ${t.radii.md};
    background: ${t.color.bg.subtle};
  `}
`;

export const StyledImages = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${t.space[4]};
    align-items: start;

    ${t.media.phone} {
      grid-template-columns: minmax(0, 1fr);
    }
  `}
`;

export const StyledEventTitle = styled.p`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.xxl};
    font-weight: ${t.font.weight.bold};
    line-height: ${t.font.lineHeight.tight};
    overflow-wrap: anywhere;
  `}
`;

/** Description and terms: the server's sanitised HTML, in the page's type. */
export const StyledRichText = styled.div`
  ${({ theme: t }) => css`
    line-height: ${t.font.lineHeight.normal};
    overflow-wrap: anywhere;

    p,
    ul,
    ol {
      margin: 0 0 ${t.space[2]};
    }

    ul,
    ol {
      padding-left: ${t.space[6]};
    }

    a {
      color: ${t.color.fg.accent};
    }
  `}
`;

export const StyledVerdict = styled.div`
  ${({ theme: t }) => css`
    display: grid;
    grid-template-columns: minmax(10rem, 16rem) minmax(0, 1fr);
    gap: ${t.space[3]};
    padding-top: ${t.space[3]};
    border-top: ${t.size.borderThin} dashed ${t.color.border.danger};

    ${t.media.phone} {
      grid-template-columns: minmax(0, 1fr);
    }
  `}
`;

export const StyledSidebar = styled.aside`
  ${({ theme: t }) => css`
    position: sticky;
    top: calc(${t.size.appBarHeight} + ${t.space[4]});
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    padding: ${t.space[5]};
    background: ${t.color.bg.surface};
    border: ${t.size.borderThin} solid ${t.color.border.default};
    border-radius: ${t.radii.lg};

    @media (max-width: 1023.98px) {
      position: static;
    }
  `}
`;
