import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { patchModuleRoutes } from './module-routes';
import { routes } from './routes';

const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchModuleRoutes });

export const AppRouter = () => <RouterProvider router={router} />;
