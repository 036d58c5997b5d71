import { check, type Check } from './report';
import { guarded, listPath, placesCall, type PreflightConfig } from './platform';

// The pickup place service's API key (spec 000, 5): the installation's key reads every e-shop it
// manages; a missing or invalid key is refused 401 (403 is a valid key without access).

export function keyAccepted(config: PreflightConfig): Promise<Check> {
  const title = 'API key reads every configured e-shop';
  return guarded('places.key', title, async () => {
    const refused: string[] = [];
    for (const eshop of config.eshops) {
      const answer = await placesCall(config, listPath(eshop.id, 'size=1'));
      if (answer.status !== 200) refused.push(`${eshop.id} (${eshop.name}): ${answer.status}`);
    }
    if (!config.eshops.length) return check('places.key', title, 'fail', 'ESHOPS names no e-shop');
    return refused.length
      ? check(
          'places.key',
          title,
          'fail',
          'PICKUP_API_KEY is refused or an e-shop is not under its account',
          refused,
        )
      : check('places.key', title, 'pass', `200 for ${config.eshops.length} e-shop(s)`);
  });
}

export function badKeyRefused(config: PreflightConfig): Promise<Check> {
  const title = 'A missing or bad API key is refused 401';
  return guarded('places.bad-key', title, async () => {
    const eshop = config.eshops[0]?.id ?? '';
    const none = await placesCall(config, listPath(eshop, 'size=1'), {}, null);
    const bad = await placesCall(config, listPath(eshop, 'size=1'), {}, `preflight-not-a-key-${Date.now()}`);
    const seen = `no key: ${none.status}, bad key: ${bad.status}`;
    if ([none, bad].some((a) => a.status < 400))
      return check('places.bad-key', title, 'fail', `${seen}: the service answers without a valid key`);
    if (none.status === 401 && bad.status === 401) return check('places.bad-key', title, 'pass', seen);
    if ([none, bad].every((a) => a.status === 401 || a.status === 403))
      return check('places.bad-key', title, 'drift', `${seen} (the app treats 401 and 403 alike)`);
    return check(
      'places.bad-key',
      title,
      'drift',
      `${seen}: not 401; the app reports any refusal of its key as the platform refusing the installation`,
    );
  });
}
