// The demo data's ids the journeys open, from the one module the sandbox seeds them from.
export { DEMO_ESHOP, EMPTY_ESHOP, SHOWCASE_ORDER } from '@/sandbox/store/demo-ids';
