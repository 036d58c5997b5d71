// Czech texts of the demo orders (see seed-orders.ts): business hours, staff notes, e-mail
// subjects and carrier events.

export const BUSINESS_HOURS = [
  'Po–Pá 8:00–20:00, So 9:00–12:00',
  'Po–Ne 7:00–22:00',
  'Po–Pá 9:00–18:00',
  'Nonstop',
] as const;

export const STAFF_NOTES = [
  'Zákazník volal, prosí o doručení až po 16. hodině.',
  'Zákazník žádá pečlivé zabalení, jde o dárek.',
  'Ověřeno telefonicky u dopravce, zásilka je v pořádku na cestě.',
  'Faktura přepsána na firmu podle požadavku zákazníka.',
  'Zákazník se ptal na termín doručení, informován e-mailem.',
] as const;

/** Subjects of the customer e-mails, by workflow state. */
export const EMAIL_SUBJECTS: Record<string, string> = {
  ORDER_ACCEPTED: 'Objednávka přijata',
  HANDED_TO_CARRIER: 'Zásilka je na cestě',
  READY_TO_PICKUP: 'Zásilka čeká na výdejním místě',
  READY_TO_PICKUP_BOX: 'Zásilka čeká v boxu',
  DELIVERED: 'Zásilka doručena',
  DELIVERY_DELAYED: 'Doručení se zpozdí',
  NOT_PICKED_UP_3DAYS: 'Připomínka: zásilka čeká 3 dny',
  LAST_PICKUP_DAY: 'Dnes je poslední den pro vyzvednutí',
  INCORRECT_ADDRESS: 'Nepodařilo se doručit: chybná adresa',
  RETURNING: 'Zásilka se vrací odesílateli',
  RETURNED: 'Zásilka vrácena',
  CANCELLED: 'Objednávka zrušena',
};

/** Carrier event texts of TRACKING records, by delivery state. */
export const TRACKING_TEXTS: Record<string, string> = {
  CREATED: 'Zásilka vytvořena',
  PICKING: 'Objednávka se vychystává na skladě',
  READY_TO_SEND: 'Zásilka zabalena a připravena k odeslání',
  HANDED_TO_CARRIER: 'Zásilka převzata dopravcem',
  IN_TRANSIT: 'Zásilka je na cestě',
  STORED_FOR_PICKUP: 'Zásilka připravena k vyzvednutí',
  DELIVERED: 'Zásilka doručena',
  RETURNED: 'Zásilka vrácena odesílateli',
  CANCELLED: 'Zásilka zrušena',
};
