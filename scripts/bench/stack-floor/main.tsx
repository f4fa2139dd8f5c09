import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
import styled, { createGlobalStyle, css, keyframes } from 'styled-components';
import * as z from 'zod/mini';
import { create } from 'zustand';

/**
 * The fixed stack alone, used the way the app's first screen uses it (a
 * root, the router's hooks and links, i18next, one query, one zod codec,
 * styled-components with a global style and a keyframe, one zustand store)
 * and nothing else: its gzip size is the floor under any first route's JS
 * (scripts/bench/sizes.ts prints it beside the first-route figures).
 */

const GlobalStyle = createGlobalStyle`body { margin: 0; }`;
const spin = keyframes`from { transform: rotate(0); } to { transform: rotate(1turn); }`;
const Box = styled.div<{ $busy: boolean }>`
  padding: 8px;
  ${(props) =>
    props.$busy &&
    css`
      animation: ${spin} 1s linear infinite;
    `}
`;
const useTaps = create<{ taps: number; tap: () => void }>((set) => ({
  taps: 0,
  tap: () => set((state) => ({ taps: state.taps + 1 })),
}));
const answerSchema = z.object({ title: z.catch(z.string(), ''), items: z.array(z.object({ id: z.number() })) });
const queryClient = new QueryClient();

function Home() {
  // The floor is the stack alone, as a plain app would use it: not the app's own text hook.
  // eslint-disable-next-line no-restricted-syntax
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { taps, tap } = useTaps();
  const answer = useQuery({
    queryKey: ['answer'],
    queryFn: async () => answerSchema.parse(await (await fetch('/answer.json')).json()),
  });
  const open = () => {
    tap();
    void navigate('/next');
  };
  return (
    <Box $busy={taps > 0} onClick={open}>
      {t('titles.messages')} {location.pathname} {params.get('q')} {answer.data?.title}
      <Link to="/a">a</Link> <NavLink to="/b">b</NavLink>
    </Box>
  );
}

const root = document.getElementById('root');
void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { titles: { messages: 'Messages' } } } } })
  .then(() => {
    if (!root) return;
    createRoot(root).render(
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <GlobalStyle />
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="*" element={<Navigate to="/" />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>,
    );
  });
