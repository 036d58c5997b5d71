// The pickup place proxy lives in ./places/ (one file per kind of operation); app.ts wires it here.
export { registerPlacesProxy } from './places/index';
