/// <reference path="./styled-components.d.ts" />
import { TOAST_WIDTH_DESKTOP_PX } from '@diy/domain';

/**
 * Design tokens for DIY Events. Colours are named by meaning, not by hue, so a component never decides
 * "red": it asks for `bg.danger` or `fg.danger`. Every text pairing below meets WCAG 2.2 AA (4.5:1 for body
 * text, 3:1 for large text and UI boundaries) on the surfaces it is used on.
 */

/** Raw palette. Only the theme refers to these; components use the semantic names. */
const palette = {
  white: '#ffffff',
  grey50: '#f6f7f9',
  grey100: '#eef0f3',
  grey200: '#e1e4ea',
  grey300: '#cdd2da',
  grey500: '#687081',
  grey600: '#555d6e',
  grey800: '#2b303b',
  grey900: '#171a21',
  indigo50: '#eef0ff',
  indigo100: '#dfe2ff',
  indigo600: '#4a45d1',
  indigo700: '#3d37b8',
  indigo800: '#312c94',
  red50: '#fdf0ef',
  red600: '#c0271c',
  red700: '#a11f16',
  green50: '#ebf7ef',
  green700: '#13713b',
  green800: '#0e5b2f',
  amber50: '#fff6e5',
  amber800: '#8a4b00',
  blue50: '#ebf3fd',
  blue700: '#1c5db3',
  progressRed: '#d92d20',
  progressOrange: '#e8590c',
  progressYellow: '#d9a300',
  progressGreen: '#16a34a',
} as const;

export const color = {
  bg: {
    /** The app background behind cards and panels. */
    canvas: palette.grey50,
    /** Cards, dialogs, inputs, the app bar. */
    surface: palette.white,
    /** Hover fill for quiet controls, table stripes. */
    subtle: palette.grey100,
    /** Pressed fill for quiet controls. */
    subtleHover: palette.grey200,
    accent: palette.indigo700,
    accentHover: palette.indigo800,
    accentSubtle: palette.indigo50,
    accentSubtleHover: palette.indigo100,
    danger: palette.red600,
    dangerHover: palette.red700,
    dangerSubtle: palette.red50,
    success: palette.green700,
    successSubtle: palette.green50,
    warning: palette.amber800,
    warningSubtle: palette.amber50,
    info: palette.blue700,
    infoSubtle: palette.blue50,
    neutral: palette.grey800,
    neutralSubtle: palette.grey100,
    /** Dims the app behind a modal or the loading overlay. */
    backdrop: 'rgba(23, 26, 33, 0.52)',
    /** Veils the app while the loading overlay is up. */
    veil: 'rgba(246, 247, 249, 0.86)',
  },
  fg: {
    default: palette.grey900,
    muted: palette.grey600,
    /** Placeholder-grade text: 4.5:1 on surface and canvas. */
    subtle: palette.grey500,
    onAccent: palette.white,
    onDanger: palette.white,
    onSuccess: palette.white,
    onWarning: palette.white,
    accent: palette.indigo700,
    danger: palette.red600,
    success: palette.green700,
    warning: palette.amber800,
    info: palette.blue700,
  },
  border: {
    default: palette.grey200,
    /** Input outlines: 3:1 against the surface, as WCAG 1.4.11 asks of UI boundaries. */
    strong: palette.grey500,
    accent: palette.indigo600,
    danger: palette.red600,
    success: palette.green700,
    warning: palette.amber800,
    info: palette.blue700,
  },
  focus: {
    ring: palette.indigo600,
    ringOnDark: palette.white,
  },
  /** The spec's progress colours: under 25% red, under 50% orange, under 75% yellow, else green. */
  progress: {
    red: palette.progressRed,
    orange: palette.progressOrange,
    yellow: palette.progressYellow,
    green: palette.progressGreen,
  },
} as const;

/** 4 px grid. Keys are steps, values are CSS lengths. */
export const space = {
  0: '0',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

export const font = {
  family: {
    /** Noto Sans is bundled (`@diy/ui/fonts.css`, imported by the apps' shell and Storybook); the rest are fallbacks. */
    sans: "'Noto Sans', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    display: '2rem',
    /** Gate scanner verdicts and counts, read at arm's length in sunlight. */
    hero: '2.75rem',
  },
  weight: {
    regular: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
  },
  lineHeight: {
    tight: 1.2,
    snug: 1.35,
    normal: 1.5,
  },
  letterSpacing: {
    normal: '0',
    wide: '0.04em',
  },
} as const;

export const radii = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  pill: '999px',
  round: '50%',
} as const;

export const shadow = {
  sm: '0 1px 2px rgba(23, 26, 33, 0.06), 0 1px 3px rgba(23, 26, 33, 0.08)',
  md: '0 4px 8px -2px rgba(23, 26, 33, 0.08), 0 2px 4px -2px rgba(23, 26, 33, 0.06)',
  lg: '0 12px 24px -6px rgba(23, 26, 33, 0.16), 0 4px 8px -4px rgba(23, 26, 33, 0.08)',
  xl: '0 24px 48px -12px rgba(23, 26, 33, 0.28)',
} as const;

/** Stacking order: toast above popup above overlay above the app bar. */
export const zIndex = {
  base: 0,
  raised: 1,
  appBar: 100,
  overlay: 1000,
  popup: 1100,
  toast: 1200,
} as const;

/** Phones are narrower than 768 px. */
export const breakpoint = {
  /** Small phones (360 px class) where the app bar drops the brand word and keeps the mark. */
  narrowMaxPx: 399.98,
  phoneMaxPx: 767.98,
  desktopMinPx: 768,
} as const;

export const media = {
  narrow: `@media (max-width: ${breakpoint.narrowMaxPx}px)`,
  phone: `@media (max-width: ${breakpoint.phoneMaxPx}px)`,
  desktop: `@media (min-width: ${breakpoint.desktopMinPx}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Fixed sizes of building blocks. */
export const size = {
  /** Touch targets: 44 px minimum, 48 px for the default control, 56 px for the gate scanner. */
  controlSm: '2.75rem',
  controlMd: '3rem',
  controlLg: '3.5rem',
  iconButton: '2.75rem',
  spinnerSm: '1rem',
  spinnerMd: '1.5rem',
  spinnerLg: '3rem',
  borderThin: '1px',
  borderThick: '2px',
  focusRing: '2px',
  focusOffset: '2px',
  appBarHeight: '4rem',
  popupMaxWidth: '32rem',
  contentMaxWidth: '75rem',
  userNameMax: '14rem',
  readableMeasure: '28rem',
  /** The widest a truncated value in a table cell grows before it ends in an ellipsis. */
  cellTextMax: '16rem',
  /** Seed 001 section 9: the toast is 350 px wide on desktop. */
  toastWidthDesktop: `${TOAST_WIDTH_DESKTOP_PX}px`,
  cardBanner: '10rem',
  emptyIllustration: '6rem',
  /** The mark of a full-screen scan verdict. */
  verdictMark: '7rem',
  /** The narrowest a screen title column gets beside its action before the action wraps under it. */
  titleMin: '12rem',
  /** The narrowest a search box gets in a toolbar row beside other actions. */
  searchMinWidth: '20rem',
  /** Checkboxes in the gate scanner's ticket list. */
  checkbox: '1.75rem',
} as const;

export const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  spin: '0.8s',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const theme = {
  name: 'diy-light',
  color,
  space,
  font,
  radii,
  shadow,
  zIndex,
  breakpoint,
  media,
  size,
  motion,
} as const;

export type DiyTheme = typeof theme;
export type SpaceToken = keyof typeof space;
