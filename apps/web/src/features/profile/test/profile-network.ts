import { defaultServiceBases, fetchLinkPreview, type Talent } from '@talent/contract';
import { HttpResponse, http } from 'msw';
import { network, onEndpoint, writeLog } from '@/test/network';
import { talentFixture } from '@/test/talent-fixture';

/**
 * Every section save of the talent (`PATCH /talent/{id}/…`) answered with `saved`, its body kept
 * in the returned log; a link's preview finds no page and shows nothing.
 */
export function keepSectionSaves(saved: Talent = talentFixture()) {
  const log = writeLog();
  network.use(
    http.patch(`${defaultServiceBases.talentV1}/talent/:id/*`, async ({ request }) => {
      await log.keep(request);
      return HttpResponse.json({ data: saved, meta: { message: 'Success' } });
    }),
    onEndpoint(fetchLinkPreview, () =>
      HttpResponse.json({ data: null, meta: { message: 'No page' } }, { status: 400 }),
    ),
  );
  return log;
}
