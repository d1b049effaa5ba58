// What the microfrontends use of react-router-dom, provided to the share scope under that name.
// A shared module keeps every export it has (the bundler cannot know what another build will ask
// for), so sharing the package itself shipped all of React Router (data routers, server helpers,
// cookies) to the first page; this list is tree-shaken down to what is named here. A name missing
// here would be undefined at run time, not a build error: packages/mfe-build/src/facades.spec.ts
// reads every import and fails instead. Add the name, then rebuild and redeploy the shell too.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
