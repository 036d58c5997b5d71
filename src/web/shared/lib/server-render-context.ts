import { createContext, useContext } from 'react';

// What the server's render of the places screen (src/web/server-render.tsx) knows of the browser it
// renders for, passed down the tree rather than kept in modules: the browser reads its own storage
// and measures its own window, the server is told both (render-hints.ts) for the one render.

export interface ServerRenderValues {
  /** The browser's localStorage values that shape the screen (stored.ts's keys), as it told them. */
  stored: ReadonlyMap<string, string>;
  /** Rendered for a phone's width: as the cookie tells, else judged from the request. */
  compact: boolean;
}

/** Given by the server's render only; undefined in the browser. */
export const ServerRenderContext = createContext<ServerRenderValues | undefined>(undefined);

/** The server render's values, or undefined when rendering in the browser. */
export const useServerRender = () => useContext(ServerRenderContext);
