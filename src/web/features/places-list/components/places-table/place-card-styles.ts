import type { CSSObject, Theme } from '@mui/material/styles';
import { buttonBase, focusRipple, placeClasses as c, svgIcon } from './place-styles';

/**
 * The cards of a phone's list, as plain elements (place-card.tsx): the values of the outlined
 * Paper, the Stacks and the small text Buttons they replace, for the list's root to hold once.
 */
export function placeCardStyles(theme: Theme): CSSObject {
  const v = theme.vars ?? theme;
  const { pxToRem } = theme.typography;
  const button = (color: string): CSSObject => ({
    color,
    '@media (hover: hover)': {
      '&:hover': { backgroundColor: theme.alpha(color, v.palette.action.hoverOpacity) },
    },
  });
  return {
    [`& .${c.card}`]: {
      listStyle: 'none',
      padding: theme.spacing(1.5),
      minWidth: 0,
      backgroundColor: v.palette.background.paper,
      color: v.palette.text.primary,
      borderRadius: v.shape.borderRadius,
      border: `1px solid ${v.palette.divider}`,
    },
    // A place's card opens it; the grey ones while loading do not.
    [`& .${c.card}[data-place-id]`]: { cursor: 'pointer' },
    [`& .${c.cardTop}`]: { display: 'flex', gap: theme.spacing(1), alignItems: 'flex-start' },
    [`& .${c.cardMain}`]: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
    [`& .${c.cardCity}`]: { ...theme.typography.body2, margin: 0, color: v.palette.text.secondary },
    [`& .${c.cardCheckbox}`]: { marginTop: theme.spacing(-0.5), marginRight: theme.spacing(-0.5) },
    [`& .${c.cardChips}`]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(0.75),
      marginTop: theme.spacing(1),
      alignItems: 'center',
    },
    [`& .${c.cardActions}`]: {
      display: 'flex',
      gap: theme.spacing(1),
      marginTop: theme.spacing(1),
      justifyContent: 'flex-end',
    },
    // A small text Button (the theme keeps its text as written).
    [`& .${c.button}`]: {
      ...buttonBase,
      ...theme.typography.button,
      textTransform: 'none',
      minWidth: 64,
      padding: '4px 5px',
      fontSize: pxToRem(13),
      borderRadius: v.shape.borderRadius,
      transition: theme.transitions.create(['background-color', 'color'], {
        duration: theme.transitions.duration.short,
      }),
      '&:focus-visible': { backgroundColor: focusRipple },
      ...button(v.palette.primary.main),
      [`&.${c.danger}`]: button(v.palette.error.main),
    },
    [`& .${c.buttonIcon}`]: {
      display: 'inherit',
      alignItems: 'center',
      marginRight: 8,
      marginLeft: -2,
      '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
      '& svg': svgIcon(pxToRem(18)),
    },
  };
}
