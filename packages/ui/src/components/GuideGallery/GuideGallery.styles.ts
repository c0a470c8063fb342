import styled, { css } from 'styled-components';

export const StyledIntro = styled.p`
  ${({ theme: t }) => css`
    margin-bottom: ${t.space[4]};
    color: ${t.color.fg.muted};
  `}
`;

export const StyledGrid = styled.ul<{ $poster: boolean }>`
  ${({ theme: t, $poster }) => css`
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${t.space[3]};
    list-style: none;
    margin: 0;
    padding: 0;

    ${t.media.phone} {
      grid-template-columns: repeat(${$poster ? 3 : 2}, minmax(0, 1fr));
      gap: ${t.space[2]};
    }

    img {
      display: block;
      width: 100%;
      height: auto;
      aspect-ratio: ${$poster ? '2 / 3' : '2 / 1'};
      object-fit: cover;
      border-radius: ${t.radii.md};
      background: ${t.color.bg.subtle};
      box-shadow: ${t.shadow.sm};
    }
  `}
`;

export const StyledNotes = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    margin-top: ${t.space[5]};
  `}
`;

export const StyledPromo = styled.aside`
  ${({ theme: t }) => css`
    display: flex;
    align-items: center;
    gap: ${t.space[3]};
    padding: ${t.space[3]} ${t.space[4]};
    border-radius: ${t.radii.md};
    background: ${t.color.bg.accentSubtle};
    color: ${t.color.fg.default};

    strong {
      color: ${t.color.fg.accent};
      font-weight: ${t.font.weight.bold};
    }
  `}
`;

export const StyledPromoMark = styled.span`
  ${({ theme: t }) => css`
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${t.size.controlSm};
    height: ${t.size.controlSm};
    border-radius: ${t.radii.round};
    background: ${t.color.bg.accent};
    color: ${t.color.fg.onAccent};
    font-weight: ${t.font.weight.bold};
  `}
`;
