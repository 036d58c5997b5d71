import { describe, expect, it } from 'vitest';
import { PIN_FAR_KM, distanceKm, isPinFar } from './pin-distance';

// The distances the pin checks rest on, against figures measured elsewhere (great-circle distances).

const PRAHA = { latitude: 50.08804, longitude: 14.42076 };
const BRNO = { latitude: 49.19522, longitude: 16.60796 };
const VODICKOVA_12 = { latitude: 50.0806, longitude: 14.4244 };
const MIDDLE_OF_CZECHIA = { latitude: 49.81, longitude: 15.49 };

describe('distanceKm', () => {
  it('measures Praha to Brno as the WGS84 ellipsoid does (186.5 km; the sphere says 186.2)', () => {
    expect(distanceKm(PRAHA, BRNO)).toBeGreaterThan(186);
    expect(distanceKm(PRAHA, BRNO)).toBeLessThan(187);
  });

  it('is zero for one point and the same both ways', () => {
    expect(distanceKm(PRAHA, PRAHA)).toBe(0);
    expect(distanceKm(BRNO, PRAHA)).toBeCloseTo(distanceKm(PRAHA, BRNO), 6);
  });
});

describe('isPinFar', () => {
  it('keeps a street in the centre of its town', () => {
    expect(isPinFar(VODICKOVA_12, PRAHA)).toBe(false);
  });

  it('flags the pin a click on the country-wide map left in the middle of Czechia', () => {
    expect(distanceKm(MIDDLE_OF_CZECHIA, PRAHA)).toBeGreaterThan(80);
    expect(isPinFar(MIDDLE_OF_CZECHIA, PRAHA)).toBe(true);
  });

  it('draws the line at PIN_FAR_KM', () => {
    const justInside = { latitude: PRAHA.latitude + (PIN_FAR_KM - 0.5) / 111.2, longitude: PRAHA.longitude };
    const justOutside = { latitude: PRAHA.latitude + (PIN_FAR_KM + 0.5) / 111.2, longitude: PRAHA.longitude };
    expect(isPinFar(justInside, PRAHA)).toBe(false);
    expect(isPinFar(justOutside, PRAHA)).toBe(true);
  });
});
