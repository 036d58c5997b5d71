// Data tables of the demo orders (see seed-orders.ts): Czech and Slovak people, e-mail domains,
// cities and streets, and the e-shop's staff. Everything is invented.

export type Country = 'CZ' | 'SK';

/** First and last name; the surname already has the form that matches the first name. */
export const PEOPLE: Record<Country, readonly (readonly [string, string])[]> = {
  CZ: [
    ['Jan', 'Novák'],
    ['Petra', 'Svobodová'],
    ['Tomáš', 'Dvořák'],
    ['Lucie', 'Černá'],
    ['Martin', 'Procházka'],
    ['Kateřina', 'Kučerová'],
    ['Jakub', 'Veselý'],
    ['Tereza', 'Horáková'],
    ['Ondřej', 'Němec'],
    ['Eva', 'Marková'],
    ['Lukáš', 'Pokorný'],
    ['Veronika', 'Pospíšilová'],
    ['Pavel', 'Hájek'],
    ['Barbora', 'Jelínková'],
    ['David', 'Král'],
    ['Markéta', 'Růžičková'],
    ['Jiří', 'Beneš'],
    ['Zuzana', 'Fialová'],
    ['Michal', 'Sedláček'],
    ['Hana', 'Doležalová'],
    ['Vojtěch', 'Zeman'],
    ['Alena', 'Kolářová'],
    ['Filip', 'Navrátil'],
    ['Klára', 'Čermáková'],
  ],
  SK: [
    ['Martin', 'Kováč'],
    ['Zuzana', 'Horváthová'],
    ['Peter', 'Varga'],
    ['Jana', 'Tóthová'],
    ['Michal', 'Baláž'],
    ['Lucia', 'Szabóová'],
    ['Tomáš', 'Molnár'],
    ['Katarína', 'Nagyová'],
    ['Marek', 'Lukáč'],
    ['Monika', 'Kollárová'],
    ['Juraj', 'Hudák'],
    ['Simona', 'Bieliková'],
  ],
};

export const EMAIL_DOMAINS: Record<Country, readonly string[]> = {
  CZ: ['seznam.cz', 'email.cz', 'gmail.com', 'centrum.cz', 'post.cz'],
  SK: ['azet.sk', 'gmail.com', 'zoznam.sk', 'centrum.sk'],
};

export interface City {
  city: string;
  postalCodes: readonly string[];
  region: string;
  latitude: number;
  longitude: number;
}

/** Approximate city-centre coordinates; addresses get a small deterministic offset around them. */
export const CITIES: Record<Country, readonly City[]> = {
  CZ: [
    {
      city: 'Praha',
      postalCodes: ['110 00', '120 00', '130 00', '140 00', '150 00', '160 00', '170 00'],
      region: 'Hlavní město Praha',
      latitude: 50.0755,
      longitude: 14.4378,
    },
    {
      city: 'Brno',
      postalCodes: ['602 00', '612 00', '615 00', '625 00'],
      region: 'Jihomoravský kraj',
      latitude: 49.1951,
      longitude: 16.6068,
    },
    {
      city: 'Ostrava',
      postalCodes: ['702 00', '708 00', '709 00'],
      region: 'Moravskoslezský kraj',
      latitude: 49.8209,
      longitude: 18.2625,
    },
    {
      city: 'Plzeň',
      postalCodes: ['301 00', '323 00', '326 00'],
      region: 'Plzeňský kraj',
      latitude: 49.7384,
      longitude: 13.3736,
    },
    {
      city: 'Olomouc',
      postalCodes: ['779 00'],
      region: 'Olomoucký kraj',
      latitude: 49.5938,
      longitude: 17.2509,
    },
    {
      city: 'Liberec',
      postalCodes: ['460 01', '460 07'],
      region: 'Liberecký kraj',
      latitude: 50.7663,
      longitude: 15.0543,
    },
    {
      city: 'České Budějovice',
      postalCodes: ['370 01', '370 05'],
      region: 'Jihočeský kraj',
      latitude: 48.9745,
      longitude: 14.4743,
    },
    {
      city: 'Hradec Králové',
      postalCodes: ['500 02', '500 03'],
      region: 'Královéhradecký kraj',
      latitude: 50.2092,
      longitude: 15.8328,
    },
    {
      city: 'Pardubice',
      postalCodes: ['530 02', '530 03'],
      region: 'Pardubický kraj',
      latitude: 50.0343,
      longitude: 15.7812,
    },
    {
      city: 'Zlín',
      postalCodes: ['760 01', '760 05'],
      region: 'Zlínský kraj',
      latitude: 49.2265,
      longitude: 17.6707,
    },
    {
      city: 'Jihlava',
      postalCodes: ['586 01'],
      region: 'Kraj Vysočina',
      latitude: 49.3961,
      longitude: 15.5912,
    },
    {
      city: 'Ústí nad Labem',
      postalCodes: ['400 01', '400 03'],
      region: 'Ústecký kraj',
      latitude: 50.6607,
      longitude: 14.0323,
    },
  ],
  SK: [
    {
      city: 'Bratislava',
      postalCodes: ['811 01', '821 08', '831 04', '851 01'],
      region: 'Bratislavský kraj',
      latitude: 48.1486,
      longitude: 17.1077,
    },
    {
      city: 'Košice',
      postalCodes: ['040 01', '040 11'],
      region: 'Košický kraj',
      latitude: 48.7164,
      longitude: 21.2611,
    },
    {
      city: 'Žilina',
      postalCodes: ['010 01'],
      region: 'Žilinský kraj',
      latitude: 49.2231,
      longitude: 18.7394,
    },
    {
      city: 'Banská Bystrica',
      postalCodes: ['974 01'],
      region: 'Banskobystrický kraj',
      latitude: 48.7395,
      longitude: 19.1535,
    },
    {
      city: 'Nitra',
      postalCodes: ['949 01'],
      region: 'Nitriansky kraj',
      latitude: 48.3069,
      longitude: 18.0865,
    },
    {
      city: 'Trnava',
      postalCodes: ['917 01'],
      region: 'Trnavský kraj',
      latitude: 48.3774,
      longitude: 17.5872,
    },
    {
      city: 'Prešov',
      postalCodes: ['080 01'],
      region: 'Prešovský kraj',
      latitude: 48.9976,
      longitude: 21.2391,
    },
  ],
};

/** Street names found in most towns of each country. */
export const STREETS: Record<Country, readonly string[]> = {
  CZ: [
    'Masarykova',
    'Husova',
    'Palackého',
    'Nádražní',
    'Komenského',
    'Jiráskova',
    'Tyršova',
    'Smetanova',
    'Havlíčkova',
    'Žižkova',
    'Riegrova',
    'Sokolská',
    'Dukelských hrdinů',
    'Školní',
    'Zahradní',
    'Lidická',
  ],
  SK: [
    'Hlavná',
    'Štúrova',
    'Hviezdoslavova',
    'Obchodná',
    'Mierová',
    'Kollárova',
    'Športová',
    'Záhradnícka',
    'Školská',
    'Nám. SNP',
    'Jesenského',
    'Kuzmányho',
  ],
};

export const STAFF = ['Lucie Benešová', 'Tomáš Marek', 'Jana Vlčková', 'Radek Urban'] as const;
