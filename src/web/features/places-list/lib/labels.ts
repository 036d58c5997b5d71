/** One colour per place type, shared by chips and map markers. */
export const TYPE_COLORS: Record<string, string> = {
  PARCEL_SHOP: '#1565c0',
  PARCEL_BOX: '#2e7d32',
  HOUSE_ADDRESS: '#8e24aa',
};
