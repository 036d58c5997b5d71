import type { FastifyInstance } from 'fastify';
import { allowOnly } from '../http/error-handler';

/** The bare REST root needs no authentication (spec 001, 4.4). */
export function registerRootRoute(app: FastifyInstance) {
  app.get('/', async () => ({
    code: 200,
    status: 'success',
    message: 'Pickup Desk sandbox platform',
    data: {
      environment: 'sandbox',
      pickupPlaceApiVersion: '3.17.5',
      endpoints: ['/api/v1/pickup-place', '/api/v1/order/{orderId}', '/oauth/authorize/', '/oauth/token'],
    },
  }));
  // Another method: 405 with Allow, as on every other path (issue 49).
  allowOnly(app, '/', ['GET']);
}
