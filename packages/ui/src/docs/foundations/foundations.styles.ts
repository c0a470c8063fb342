import styled from 'styled-components';

/** Styled parts of the foundations pages (Storybook docs): theme tokens only, token values shown come as props. */
export const StyledSheet = styled.div`
  display: grid;
  gap: ${({ theme: t }) => t.space[8]};
  font-family: ${({ theme: t }) => t.font.family.sans};
  color: ${({ theme: t }) => t.color.fg.default};
  background: ${({ theme: t }) => t.color.bg.surface};
  padding: ${({ theme: t }) => t.space[4]};
`;

export const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme: t }) => t.space[3]};

  h2 {
    font-size: ${({ theme: t }) => t.font.size.xl};
  }

  h3 {
    font-size: ${({ theme: t }) => t.font.size.lg};
  }

  p {
    color: ${({ theme: t }) => t.color.fg.muted};
    max-width: ${({ theme: t }) => t.size.contentMaxWidth};
  }
`;

export const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme: t }) => t.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(${({ theme: t }) => t.size.cellTextMax}, 1fr));
`;

export const StyledSwatch = styled.div`
  border: ${({ theme: t }) => `${t.size.borderThin} solid ${t.color.border.default}`};
  border-radius: ${({ theme: t }) => t.radii.md};
  overflow: hidden;
  background: ${({ theme: t }) => t.color.bg.surface};
  font-size: ${({ theme: t }) => t.font.size.sm};
`;

export const StyledChip = styled.div<{ $fill: string; $ink?: string }>`
  height: ${({ theme: t }) => t.size.controlLg};
  background: ${({ $fill }) => $fill};
  color: ${({ $ink }) => $ink ?? 'inherit'};
  display: flex;
  align-items: center;
  padding: 0 ${({ theme: t }) => t.space[3]};
  font-weight: ${({ theme: t }) => t.font.weight.semibold};
  border-bottom: ${({ theme: t }) => `${t.size.borderThin} solid ${t.color.border.default}`};
`;

export const StyledMeta = styled.div`
  padding: ${({ theme: t }) => t.space[2]};
  display: grid;
  gap: ${({ theme: t }) => t.space[0.5]};

  code {
    font-family: ${({ theme: t }) => t.font.family.mono};
    color: ${({ theme: t }) => t.color.fg.muted};
  }
`;

export const StyledTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${({ theme: t }) => t.font.size.sm};

  th,
  td {
    text-align: left;
    padding: ${({ theme: t }) => `${t.space[2]} ${t.space[3]}`};
    border-bottom: ${({ theme: t }) => `${t.size.borderThin} solid ${t.color.border.default}`};
    vertical-align: middle;
  }

  th {
    font-weight: ${({ theme: t }) => t.font.weight.semibold};
    background: ${({ theme: t }) => t.color.bg.subtle};
  }

  code {
    font-family: ${({ theme: t }) => t.font.family.mono};
  }
`;

export const StyledSample = styled.span<{ $fg: string; $bg: string; $border?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme: t }) => t.size.controlSm};
  min-width: ${({ theme: t }) => t.size.controlLg};
  padding: 0 ${({ theme: t }) => t.space[3]};
  border-radius: ${({ theme: t }) => t.radii.md};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg, $border }) => ($border ? 'inherit' : $fg)};
  border: ${({ theme: t, $fg, $border }) => ($border ? `${t.size.borderThick} solid ${$fg}` : `${t.size.borderThin} solid transparent`)};
  font-weight: ${({ theme: t }) => t.font.weight.medium};
`;

export const StyledVerdict = styled.strong<{ $pass: boolean }>`
  color: ${({ theme: t, $pass }) => ($pass ? t.color.fg.success : t.color.fg.danger)};
`;

export const StyledBar = styled.span<{ $width: string; $fill: string; $height?: string; $radius?: string; $shadow?: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ theme: t, $height }) => $height ?? t.space[3]};
  background: ${({ $fill }) => $fill};
  border-radius: ${({ theme: t, $radius }) => $radius ?? t.radii.sm};
  box-shadow: ${({ $shadow }) => $shadow ?? 'none'};
`;

export const StyledTile = styled.div<{ $radius?: string; $shadow?: string }>`
  display: grid;
  place-items: center;
  min-height: ${({ theme: t }) => t.size.cardBanner};
  background: ${({ theme: t }) => t.color.bg.surface};
  border: ${({ theme: t }) => `${t.size.borderThin} solid ${t.color.border.strong}`};
  border-radius: ${({ theme: t, $radius }) => $radius ?? t.radii.md};
  box-shadow: ${({ $shadow }) => $shadow ?? 'none'};
  font-size: ${({ theme: t }) => t.font.size.sm};
  text-align: center;
  padding: ${({ theme: t }) => t.space[2]};
`;

export const StyledTypeSample = styled.div<{ $size: string; $weight?: number }>`
  font-size: ${({ $size }) => $size};
  font-weight: ${({ $weight }) => $weight ?? 'inherit'};
  line-height: ${({ theme: t }) => t.font.lineHeight.snug};
  color: ${({ theme: t }) => t.color.fg.default};
`;
