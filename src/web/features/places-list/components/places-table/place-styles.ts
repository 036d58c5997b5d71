import { keyframes, type CSSObject, type Theme } from '@mui/material/styles';

// The places' rows and cards are plain elements with these class names, styled once by the table's
// (or the card list's) root, the way MUI X's DataGrid styles its cells: a row drawn from MUI's
// TableRow, TableCells, Chips, Checkbox and IconButtons was some 100 components, and ten of them
// were most of the places screen's first render (issue 25: the cold load of the table). The
// values are those of the MUI components they replace (size="small"), from the theme's CSS
// variables, so the dark scheme applies without a render.

export const placeClasses = {
  row: 'PlaceItem-row',
  cell: 'PlaceItem-cell',
  checkboxCell: 'PlaceItem-checkboxCell',
  actionsCell: 'PlaceItem-actionsCell',
  name: 'PlaceItem-name',
  caption: 'PlaceItem-caption',
  block: 'PlaceItem-block',
  muted: 'PlaceItem-muted',
  chip: 'PlaceItem-chip',
  chipLabel: 'PlaceItem-chipLabel',
  outlined: 'PlaceItem-outlined',
  typeChip: 'PlaceItem-typeChip',
  open: 'PlaceItem-open',
  warning: 'PlaceItem-warning',
  flags: 'PlaceItem-flags',
  checkbox: 'PlaceItem-checkbox',
  iconButton: 'PlaceItem-iconButton',
  skeleton: 'PlaceItem-skeleton',
  unknown: 'PlaceItem-unknown',
  unknownChip: 'PlaceItem-unknownChip',
  hidden: 'PlaceItem-hidden',
  // The cards (place-card-styles.ts).
  card: 'PlaceItem-card',
  cardTop: 'PlaceItem-cardTop',
  cardMain: 'PlaceItem-cardMain',
  cardCity: 'PlaceItem-cardCity',
  cardCheckbox: 'PlaceItem-cardCheckbox',
  cardChips: 'PlaceItem-cardChips',
  cardActions: 'PlaceItem-cardActions',
  button: 'PlaceItem-button',
  danger: 'PlaceItem-danger',
  buttonIcon: 'PlaceItem-buttonIcon',
} as const;

const c = placeClasses;

/** An SVG icon as MUI's SvgIcon draws it. */
export const svgIcon = (size: string): CSSObject => ({
  userSelect: 'none',
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
  fontSize: size,
});

/** MUI's focus ripple (keyboard focus), held still: the control's colour at 0.3. */
export const focusRipple = 'color-mix(in srgb, currentColor 30%, transparent)';

/** ButtonBase's reset: a native button or link with nothing of the browser's own look. */
export const buttonBase: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  padding: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  appearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
};

/** The styles of every row, cell and control of the places, for the root that holds them. */
export function placeItemStyles(theme: Theme): CSSObject {
  const v = theme.vars ?? theme;
  const { pxToRem } = theme.typography;
  const hover = (color: string) => theme.alpha(color, v.palette.action.hoverOpacity);
  return {
    [`& .${c.row}`]: {
      color: 'inherit',
      verticalAlign: 'middle',
      outline: 0,
      cursor: 'pointer',
      '&:hover': { backgroundColor: v.palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${v.palette.primary.main}`, outlineOffset: -2 },
    },
    [`& .${c.cell}`]: {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${theme.vars ? theme.vars.palette.TableCell.border : theme.palette.divider}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: v.palette.text.primary,
    },
    // A small table's checkbox cell: narrow, its checkbox without padding (MUI's TableCell).
    [`& .${c.checkboxCell}`]: { width: 24, padding: '0 12px 0 16px', [`& .${c.checkbox}`]: { padding: 0 } },
    [`& .${c.actionsCell}`]: { textAlign: 'right', whiteSpace: 'nowrap' },
    [`& .${c.name}`]: { ...theme.typography.body2, margin: 0, fontWeight: 600 },
    [`& .${c.caption}`]: { ...theme.typography.caption, margin: 0, color: v.palette.text.secondary },
    [`& .${c.block}`]: { display: 'block' },
    [`& .${c.muted}`]: { color: v.palette.text.secondary },
    // A value this version does not know (issue 42): its hint out of sight, read by screen readers.
    [`& .${c.hidden}`]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    [`& .${c.unknown}`]: { cursor: 'help' },
    [`& .${c.flags}`]: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: theme.spacing(0.5) },
    ...chipStyles(theme),
    [`& .${c.skeleton}`]: skeleton(theme),
    [`& .${c.checkbox}`]: {
      ...buttonBase,
      padding: 9,
      borderRadius: '50%',
      color: v.palette.text.secondary,
      '&:has(input:checked)': { color: v.palette.primary.main },
      '&:hover': { backgroundColor: hover(v.palette.primary.main) },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
      '&:has(input:focus-visible)': { backgroundColor: focusRipple },
      '& input': {
        cursor: 'inherit',
        position: 'absolute',
        opacity: 0,
        width: '100%',
        height: '100%',
        top: 0,
        left: 0,
        margin: 0,
        padding: 0,
        zIndex: 1,
      },
      '& svg': svgIcon(pxToRem(20)),
    },
    [`& .${c.iconButton}`]: {
      ...buttonBase,
      textAlign: 'center',
      flex: '0 0 auto',
      padding: 5,
      fontSize: pxToRem(18),
      borderRadius: '50%',
      color: v.palette.action.active,
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '&:hover': { backgroundColor: hover(v.palette.action.active) },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
      '&:focus-visible': { backgroundColor: focusRipple },
      '& svg': svgIcon(pxToRem(20)),
    },
  };
}

/** MUI's small Chip: filled, outlined, the success ("Open") and warning (flag) colours. */
function chipStyles(theme: Theme): CSSObject {
  const v = theme.vars ?? theme;
  return {
    [`& .${c.chip}`]: {
      maxWidth: '100%',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: 24,
      lineHeight: 1.5,
      color: v.palette.text.primary,
      backgroundColor: v.palette.action.selected,
      borderRadius: 12,
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
      boxSizing: 'border-box',
    },
    [`& .${c.chipLabel}`]: {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      paddingLeft: 8,
      paddingRight: 8,
      whiteSpace: 'nowrap',
    },
    [`& .${c.outlined}`]: {
      backgroundColor: 'transparent',
      border: `1px solid ${theme.vars ? theme.vars.palette.Chip.defaultBorder : theme.palette.grey[400]}`,
      [`& .${c.chipLabel}`]: { paddingLeft: 7, paddingRight: 7 },
    },
    // Its background is the place type's colour (TYPE_COLORS, set on the chip).
    [`& .${c.typeChip}`]: { color: '#fff', fontWeight: 500 },
    [`& .${c.unknownChip}`]: { borderStyle: 'dashed', color: v.palette.text.secondary },
    [`& .${c.open}`]: { backgroundColor: v.palette.success.main, color: v.palette.success.contrastText },
    [`& .${c.warning}`]: {
      color: v.palette.warning.main,
      border: `1px solid ${theme.alpha(v.palette.warning.main, 0.7)}`,
    },
  };
}

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/** MUI's Skeleton of a line of text (variant text, pulsing), for the rows and cards while loading. */
function skeleton(theme: Theme): CSSObject {
  const radius = Number(theme.shape.borderRadius);
  return {
    display: 'block',
    backgroundColor: theme.vars
      ? theme.vars.palette.Skeleton.bg
      : theme.alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
    height: 'auto',
    marginTop: 0,
    marginBottom: 0,
    transformOrigin: '0 55%',
    transform: 'scale(1, 0.60)',
    borderRadius: `${radius}px/${Math.round((radius / 0.6) * 10) / 10}px`,
    '&:empty:before': { content: '"\\00a0"' },
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  };
}
