// The custom messages of the contract's schemas, in the two languages the product speaks. A schema
// stores the English text in its issues (it is what the API answers); the Czech one is the same
// rule for `Accept-Language: cs` (spec 001, 7.3). The words for people (any issue in either
// language, the forms' catalogue) are in src/domain/words/messages.ts.

/** The custom messages of the contract's schemas, English text first (it is what zod stores). */
export const M = {
  notEmpty: { en: 'must not be empty', cs: 'nesmí být prázdné' },
  time: { en: 'must be a time HH:mm between 00:00 and 23:59', cs: 'musí být čas HH:mm mezi 00:00 a 23:59' },
  endTime: {
    en: 'must be a time HH:mm between 00:00 and 24:00',
    cs: 'musí být čas HH:mm mezi 00:00 a 24:00',
  },
  fromBeforeTo: { en: '`from` must be before `to`', cs: 'začátek (`from`) musí být před koncem (`to`)' },
  coordinate: {
    en: 'must be a decimal number such as 50.0875',
    cs: 'musí být desetinné číslo, například 50,0875',
  },
  phone: {
    en: 'must be a phone number such as +420 222 333 444',
    cs: 'musí být telefonní číslo, například +420 222 333 444',
  },
  phoneDigits: { en: 'must have 6 to 20 digits', cs: 'musí mít 6 až 20 číslic' },
  email: { en: 'must be an e-mail address', cs: 'musí být e-mailová adresa' },
  uuid: { en: 'must be a UUID', cs: 'musí být UUID' },
  sort: {
    en: 'must be property,(asc|desc) with a sortable property',
    cs: 'musí mít tvar vlastnost,(asc|desc) s řaditelnou vlastností',
  },
} as const;
