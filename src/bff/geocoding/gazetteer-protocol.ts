import type { Town } from './gazetteer';

// The messages between the BFF and its gazetteer thread (gazetteer-worker.ts).

export type GazetteerRequest =
  | { id: number; op: 'line'; line: string; countryCode?: string }
  | { id: number; op: 'nearest'; latitude: number; longitude: number }
  /** The towns each address's (country, town field) names: for the pin checks of many places at once. */
  | { id: number; op: 'named'; addresses: [countryCode: string, city: string][] };

export type GazetteerAnswer =
  | { id: number; towns: Town[] }
  | { id: number; town: Town | null }
  | { id: number; named: Town[][] }
  | { id: number; error: string };
