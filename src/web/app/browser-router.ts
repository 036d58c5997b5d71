import { createBrowserRouter } from 'react-router';
import { appRoutes } from './router';

/** The app's routes on the browser's address bar (the server renders them on a memory router). */
export const router = createBrowserRouter(appRoutes);
