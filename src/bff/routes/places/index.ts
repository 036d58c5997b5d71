import type { FastifyInstance } from 'fastify';
import { placesContext, type PlacesDeps } from './context';
import { registerPlaceImage } from './image';
import { registerPlaceReads } from './read';
import { registerPlaceWrites } from './write';

// The pickup place operations (spec 000, 4), forwarded with the installation's X-API-Key. Input is
// checked here with the shared contract first, so a bad request never costs an upstream call, and
// every operation is confined to the e-shops this installation manages.

export function registerPlacesProxy(app: FastifyInstance, deps: PlacesDeps) {
  const ctx = placesContext(deps);
  app.decorateRequest('bodyAsSent', undefined);
  app.decorateRequest('changedEshop', undefined);
  app.decorateRequest('placeChange', undefined);
  // Callback-style: a read (nearly every request) changed nothing and waits for no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.changedEshop) return done(null, payload);
    ctx.beforeAnswer(request, reply).then(() => done(null, payload), done);
  });
  registerPlaceReads(app, deps, ctx);
  registerPlaceWrites(app, deps, ctx);
  registerPlaceImage(app, deps, ctx);
}
