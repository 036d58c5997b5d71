// Every enumeration of both specifications, value for value, in the order the documents list them.
// Kept as plain tuples so the web app can list them (selects, chips) and zod can validate them.

/**
 * Carrier of the pickup place document (spec 000, 2.7). The heading says "50 values" but the list
 * names 52; the list is the more specific statement, so all 52 are accepted.
 */
export const CARRIERS = [
  'BUDBEE', 'CZECH_POST', 'DB_SCHENKER', 'DHL', 'DIY', 'DPD', 'DPD_CZ', 'DPD_PL', 'DPD_SK', 'DODO',
  'EU_SHIPMENTS', 'EXPRESS_ONE', 'FAN_COURIER', 'FHB_PACKETA', 'FEDEX', 'GEBRUDER_WEISS', 'GEIS', 'GLS',
  'GLS_CZ', 'GLS_HR', 'GLS_HU', 'GLS_RO', 'GLS_SI', 'GLS_SK', 'GO_BALIK', 'INPOST', 'JAPO', 'KURIER_123',
  'KURYR_123', 'LANDMARK', 'MESSENGER', 'PACKETA', 'PBH', 'POST_AG', 'POCZTA_POLSKA', 'PPL', 'PPL_CPL',
  'SAMEDAY', 'SAMEDAY_RO', 'SLOVAKIA_POST', 'SPEEDY', 'SPRING_GDS', 'SPS', 'SWISS_POST', 'TAXYDROMIKI',
  'TOP_TRANS', 'ULOZENKA', 'URGENT_CARGUS', 'UNKNOWN', 'UPS', 'WEDO', 'PERSONAL_PICKUP',
] as const;

/** Carrier of the order document (spec 001, 2.4): the same set without DB_SCHENKER, DODO, EXPRESS_ONE and FHB_PACKETA. */
export const ORDER_CARRIERS = [
  'BUDBEE', 'CZECH_POST', 'DHL', 'DIY', 'DPD', 'DPD_CZ', 'DPD_PL', 'DPD_SK', 'EU_SHIPMENTS', 'FAN_COURIER',
  'FEDEX', 'GEBRUDER_WEISS', 'GEIS', 'GLS', 'GLS_CZ', 'GLS_HR', 'GLS_HU', 'GLS_RO', 'GLS_SI', 'GLS_SK',
  'GO_BALIK', 'INPOST', 'JAPO', 'KURIER_123', 'KURYR_123', 'LANDMARK', 'MESSENGER', 'PACKETA', 'PBH',
  'POST_AG', 'POCZTA_POLSKA', 'PPL', 'PPL_CPL', 'SAMEDAY', 'SAMEDAY_RO', 'SLOVAKIA_POST', 'SPEEDY',
  'SPRING_GDS', 'SPS', 'SWISS_POST', 'TAXYDROMIKI', 'TOP_TRANS', 'ULOZENKA', 'URGENT_CARGUS', 'UNKNOWN',
  'UPS', 'WEDO', 'PERSONAL_PICKUP',
] as const;

/** CountryCode (spec 000, 2.7): two-letter codes plus UNDEFINED, shared by both documents. */
export const COUNTRY_CODES = [
  'UNDEFINED', 'AC', 'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AN', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU',
  'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ',
  'BR', 'BS', 'BT', 'BU', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL',
  'CM', 'CN', 'CO', 'CP', 'CR', 'CS', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DG', 'DJ', 'DK', 'DM',
  'DO', 'DZ', 'EA', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'EU', 'EZ', 'FI', 'FJ', 'FK', 'FM', 'FO',
  'FR', 'FX', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS',
  'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'IC', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO',
  'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW',
  'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME',
  'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX',
  'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NT', 'NU', 'NZ', 'OM', 'PA',
  'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS',
  'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SF', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO',
  'SR', 'SS', 'ST', 'SU', 'SV', 'SX', 'SY', 'SZ', 'TA', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL',
  'TM', 'TN', 'TO', 'TP', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UK', 'UM', 'US', 'UY', 'UZ', 'VA',
  'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'XI', 'XU', 'XK', 'YE', 'YT', 'YU', 'ZA', 'ZM', 'ZR',
  'ZW',
] as const;

/** LanguageCode (spec 001, 2.4): lower-case ISO 639-1 codes plus `undefined`. */
export const LANGUAGE_CODES = [
  'undefined', 'aa', 'ab', 'ae', 'af', 'ak', 'am', 'an', 'ar', 'as', 'av', 'ay', 'az', 'ba', 'be', 'bg',
  'bh', 'bi', 'bm', 'bn', 'bo', 'br', 'bs', 'ca', 'ce', 'ch', 'co', 'cr', 'cs', 'cu', 'cv', 'cy', 'da',
  'de', 'dv', 'dz', 'ee', 'el', 'en', 'eo', 'es', 'et', 'eu', 'fa', 'ff', 'fi', 'fj', 'fo', 'fr', 'fy',
  'ga', 'gd', 'gl', 'gn', 'gu', 'gv', 'ha', 'he', 'hi', 'ho', 'hr', 'ht', 'hu', 'hy', 'hz', 'ia', 'id',
  'ie', 'ig', 'ii', 'ik', 'io', 'is', 'it', 'iu', 'ja', 'jv', 'ka', 'kg', 'ki', 'kj', 'kk', 'kl', 'km',
  'kn', 'ko', 'kr', 'ks', 'ku', 'kv', 'kw', 'ky', 'la', 'lb', 'lg', 'li', 'ln', 'lo', 'lt', 'lu', 'lv',
  'mg', 'mh', 'mi', 'mk', 'ml', 'mn', 'mr', 'ms', 'mt', 'my', 'na', 'nb', 'nd', 'ne', 'ng', 'nl', 'nn',
  'no', 'nr', 'nv', 'ny', 'oc', 'oj', 'om', 'or', 'os', 'pa', 'pi', 'pl', 'ps', 'pt', 'qu', 'rm', 'rn',
  'ro', 'ru', 'rw', 'sa', 'sc', 'sd', 'se', 'sg', 'si', 'sk', 'sl', 'sm', 'sn', 'so', 'sq', 'sr', 'ss',
  'st', 'su', 'sv', 'sw', 'ta', 'te', 'tg', 'th', 'ti', 'tk', 'tl', 'tn', 'to', 'tr', 'ts', 'tt', 'tw',
  'ty', 'ug', 'uk', 'ur', 'uz', 've', 'vi', 'vo', 'wa', 'wo', 'xh', 'yi', 'yo', 'za', 'zh', 'zu',
] as const;

/** DestinationType (both documents). */
export const DESTINATION_TYPES = [
  'PARCEL_SHOP', 'PARCEL_BOX', 'HOUSE_ADDRESS',
] as const;

/** StorageTimeType (spec 000): BUSINESS_DAYS counts only open days; CALENDAR_DAYS (default) counts all. */
export const STORAGE_TIME_TYPES = [
  'BUSINESS_DAYS', 'CALENDAR_DAYS',
] as const;

/** OriginType (spec 000). */
export const ORIGIN_TYPES = [
  'CARRIER', 'SHOPTET', 'SHOPTET_PREMIUM', 'SHOPIFY', 'UPGATES', 'API_USER',
] as const;

/** OrderState (spec 001, 2.4). */
export const ORDER_STATES = [
  'CREATED', 'PICKING', 'IN_TRANSIT', 'PARTIALLY_DELIVERED', 'DELIVERED', 'UNDELIVERED', 'CANCELLED',
  'RETURNED',
] as const;

/** AdditionalCostType (spec 001, 2.4). */
export const ADDITIONAL_COST_TYPES = [
  'SHIPPING', 'CASH_ON_DELIVERY', 'CARD', 'BANK_TRANSFER', 'CASH', 'PACKING', 'DUTY', 'OTHER',
] as const;

/** PaymentState (spec 001, 2.4). */
export const PAYMENT_STATES = [
  'UNKNOWN', 'UNPAID', 'PAID',
] as const;

/** PaymentTag (spec 001, 2.4). */
export const PAYMENT_TAGS = [
  'AWAITING_30MIN', 'AWAITING_1DAY', 'AWAITING_2DAYS', 'AWAITING_3DAYS', 'AWAITING_4DAYS',
  'AWAITING_5DAYS', 'AWAITING',
] as const;

/** PaymentMethod (spec 001, 2.4). */
export const PAYMENT_METHODS = [
  'CASH_ON_DELIVERY', 'BANK_TRANSFER', 'CARD', 'CRYPTO', 'OTHER',
] as const;

/** PaymentService (spec 001, 2.4). */
export const PAYMENT_SERVICES = [
  'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY', 'OTHER',
] as const;

/** DeliveryState (spec 001, 2.4). */
export const DELIVERY_STATES = [
  'CREATED', 'ESHOP_PROCESSING', 'MANUFACTURING', 'AVAILABLE_FROM_MANUFACTURER', 'PICKING',
  'READY_TO_SEND', 'HANDED_TO_CARRIER', 'IN_TRANSIT', 'STORED_FOR_PICKUP', 'DELIVERED', 'RETURNED', 'LOST',
  'CANCELLED', 'EXPIRED',
] as const;

/** ImportantState (spec 001, 2.4) (deprecated). */
export const IMPORTANT_STATES = [
  'BAD_RATING', 'MALFUNCTION', 'TIME_REASONS', 'ACT_OF_GOD', 'CARRIERS_FAULT', 'DAMAGED', 'NOT_REACHED',
  'DISPOSITION_CHANGE', 'RETURNING', 'SLIGHTLY_DELAYED', 'NOT_PICKED_1DAY', 'NOT_PICKED_2DAYS',
  'NOT_PICKED_3DAYS',
] as const;

/** UrgentState (spec 001, 2.4) (deprecated). */
export const URGENT_STATES = [
  'REJECTED_FOR_DELIVERY', 'REJECTED_TAKEOVER', 'INCORRECT_ADDRESS', 'OTHER', 'DELIVERY_DELAYED',
  'NOT_PICKED_4DAYS', 'NOT_PICKED_5DAYS', 'LAST_DAY_FOR_PICKUP',
] as const;

/** TrackingState (spec 001, 2.4). */
export const TRACKING_STATES = [
  'AWAITING', 'SUSPENDED', 'TRACKING', 'MISSING_CREDENTIALS', 'INVALID_CREDENTIALS',
  'MISSING_CARRIER_CONFIGURATION', 'INACTIVE_CARRIER_CONFIGURATION', 'EXPIRED', 'CANCELLED',
  'MISSING_TRACKING_NUMBER', 'INVALID_TRACKING_NUMBER', 'UNKNOWN_TRACKING_NUMBER', 'DONE',
] as const;

/** ParcelTag (spec 001, 2.4). */
export const PARCEL_TAGS = [
  'TRACKING_SUSPENDED',
] as const;

/** TimelineType (spec 001, 2.4). */
export const TIMELINE_TYPES = [
  'NOTE', 'COMMUNICATION', 'ISSUE_COMMUNICATION', 'TRACKING', 'ISSUE_TRACKING',
] as const;

/** EmailEventType (spec 001, 2.4). */
export const EMAIL_EVENT_TYPES = [
  'EMAIL_SENT', 'EMAIL_PROCESSED', 'EMAIL_DROPPED', 'EMAIL_DELIVERED', 'EMAIL_DEFERRED', 'EMAIL_BOUNCED',
  'EMAIL_BLOCKED', 'EMAIL_OPENED', 'EMAIL_CLICKED', 'EMAIL_SPAM_REPORT', 'EMAIL_UNSUBSCRIBED',
  'EMAIL_GROUP_UNSUBSCRIBED', 'EMAIL_GROUP_RESUBSCRIBED',
] as const;

/** WorkflowState (spec 001, 2.4). */
export const WORKFLOW_STATES = [
  'ACT_OF_GOD', 'AVAILABLE_FROM_MANUFACTURER', 'CANCELLED', 'CARRIERS_FAULT', 'CROSS_BORDER', 'DAMAGED',
  'DELIVERED', 'DELIVERY_DELAYED', 'DELIVERY_TODAY', 'DISPOSITION_CHANGED', 'ESHOP_PROCESSING',
  'ESTIMATED_DELIVERY_DATE', 'ESTIMATED_DELIVERY_DATE_DELAY', 'EXPIRED', 'HANDED_TO_CARRIER',
  'INCORRECT_ADDRESS', 'IN_TRANSIT', 'LAST_PICKUP_DAY', 'LOST', 'MALFUNCTION', 'MANUFACTURING',
  'NOT_PICKED_UP_1DAY', 'NOT_PICKED_UP_2DAYS', 'NOT_PICKED_UP_3DAYS', 'NOT_PICKED_UP_4DAYS',
  'NOT_PICKED_UP_5DAYS', 'NOT_REACHED', 'ORDER_ACCEPTED', 'ORDER_CONTENT_CHANGED',
  'ORDER_DESTINATION_CHANGED', 'ORDER_PAID', 'ORDER_UNPAID', 'ORDER_WAITING_FOR_PAYMENT',
  'ORDER_WAITING_FOR_PAYMENT_1DAY', 'ORDER_WAITING_FOR_PAYMENT_2DAYS', 'ORDER_WAITING_FOR_PAYMENT_30MIN',
  'ORDER_WAITING_FOR_PAYMENT_3DAYS', 'ORDER_WAITING_FOR_PAYMENT_4DAYS', 'ORDER_WAITING_FOR_PAYMENT_5DAYS',
  'OTHER', 'PICKING', 'RATING', 'RATING_1_STAR', 'RATING_2_STAR', 'RATING_3_STAR', 'RATING_4_STAR',
  'RATING_5_STAR', 'READY_TO_PICKUP', 'READY_TO_PICKUP_BOX', 'READY_TO_PICKUP_RETAIL', 'READY_TO_SEND',
  'REJECTED_DELIVERY', 'REJECTED_FOR_DELIVERY', 'RETURNED', 'RETURNING', 'SLIGHTLY_DELAYED',
  'TIME_REASONS',
] as const;

/** ProductType (spec 001, 2.4). */
export const PRODUCT_TYPES = [
  'PRODUCT', 'DIGITAL_PRODUCT', 'SERVICE', 'GIFT', 'DISCOUNT', 'VOUCHER',
] as const;

/** ExternalLinkIcon (spec 001, 2.4). */
export const EXTERNAL_LINK_ICONS = [
  'LINK', 'FILE',
] as const;
