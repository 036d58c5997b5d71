import { DESTINATION_TYPES } from '@/contract/enums';
import { isKnown } from '@/contract/open-values';

/** One colour per place type, shared by chips and map markers. */
export const TYPE_COLORS: Record<(typeof DESTINATION_TYPES)[number], string> = {
  PARCEL_SHOP: '#1565c0',
  PARCEL_BOX: '#2e7d32',
  HOUSE_ADDRESS: '#8e24aa',
};

/** The neutral colour of a type this version does not know (issue 42): a marker all the same. */
export const OTHER_TYPE_COLOR = '#616161';

export const typeColor = (type: string) =>
  isKnown(DESTINATION_TYPES, type) ? TYPE_COLORS[type] : OTHER_TYPE_COLOR;

/** The marker's class of a type: the type's own for a listed one, never a platform's string. */
export const typeClass = (type: string) =>
  `place-point--${isKnown(DESTINATION_TYPES, type) ? type : 'other'}`;
