/**
 * The router of every app on the page, from this package (a federation singleton) rather than shared
 * as `react-router-dom` itself: a shared module cannot be tree-shaken, and react-router ships its data
 * routers, server handlers and more whether used or not (~62 KiB gzip). Through here only what the
 * storefront uses is built (~14 KiB), still one copy and one router context for the shell and every
 * remote. Lint keeps the shell and the remotes from importing react-router themselves.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
